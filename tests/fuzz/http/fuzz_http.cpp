// fuzz_http: HttpRequestParser and HttpResponseParser over arbitrary bytes, both network input of the capture
// endpoint. The first byte picks a read size and whether the answers are to HEAD requests; what each parser reads in
// those pieces (requests; heads, body bytes and ends of answers; the failure) must equal what it reads in one piece.
#include "capture/httprequestparser.h"
#include "capture/httpresponseparser.h"

#include <cstdint>
#include <cstdlib>

namespace {

struct Requests
{
    QList<sw::HttpRequest> requests;
    bool failed = false;
    int status = 0;
};

Requests readRequests(QByteArrayView input, qsizetype step)
{
    sw::HttpRequestParser p(1 << 20, 4096);
    Requests r;
    for (qsizetype i = 0; i < input.size() && !p.failed(); i += step) {
        p.feed(input.sliced(i, qMin(step, input.size() - i)));
        while (p.hasRequest())
            r.requests << p.takeRequest();
    }
    r.failed = p.failed();
    r.status = p.errorStatus();
    if (r.failed && p.errorMessage().isEmpty())
        std::abort(); // a failure always says why
    return r;
}

// Records what the parser hands over; every answer that ends is followed by the next one (keep-alive).
struct Answers : sw::HttpResponseParser::Sink
{
    sw::HttpResponseParser *parser = nullptr;
    bool noBody = false;
    QList<int> statuses;
    QList<sw::HttpHeaders> headers;
    QByteArray body;
    int completed = 0;
    bool failed = false;
    bool cleanEnd = false;
    void responseHead(const sw::HttpResponseHead &head) override
    {
        if (head.status < 100 || head.status > 999)
            std::abort();
        statuses << head.status;
        headers << head.headers;
    }
    void responseData(QByteArrayView bytes) override { body += bytes.toByteArray(); }
    void responseComplete() override
    {
        ++completed;
        parser->expectAnswer(noBody);
    }
    bool operator==(const Answers &o) const
    {
        return statuses == o.statuses && headers == o.headers && body == o.body && completed == o.completed
            && failed == o.failed && cleanEnd == o.cleanEnd;
    }
};

void readAnswers(QByteArrayView input, qsizetype step, bool noBody, Answers *out)
{
    sw::HttpResponseParser p;
    out->parser = &p;
    out->noBody = noBody;
    p.expectAnswer(noBody);
    for (qsizetype i = 0; i < input.size(); i += step) {
        if (!p.feed(input.sliced(i, qMin(step, input.size() - i)), *out))
            break;
    }
    out->failed = p.failed();
    if (out->failed && p.error().isEmpty())
        std::abort();
    if (!out->failed)
        out->cleanEnd = p.connectionClosed(*out);
    out->parser = nullptr;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const qsizetype step = 1 + data[0] % 64;
    const bool noBody = (data[0] & 0x80) != 0;
    const QByteArrayView input(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    const Requests whole = readRequests(input, qMax<qsizetype>(1, input.size()));
    const Requests pieces = readRequests(input, step);
    if (whole.failed != pieces.failed || whole.status != pieces.status
        || whole.requests.size() != pieces.requests.size())
        std::abort();
    for (qsizetype i = 0; i < whole.requests.size(); ++i) {
        const sw::HttpRequest &a = whole.requests.at(i);
        const sw::HttpRequest &b = pieces.requests.at(i);
        if (a.head.method != b.head.method || a.head.target != b.head.target || a.head.headers != b.head.headers
            || a.body != b.body)
            std::abort();
    }

    Answers wholeAnswers;
    readAnswers(input, qMax<qsizetype>(1, input.size()), noBody, &wholeAnswers);
    Answers pieceAnswers;
    readAnswers(input, step, noBody, &pieceAnswers);
    if (!(wholeAnswers == pieceAnswers))
        std::abort();
    return 0;
}

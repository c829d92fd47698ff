// HttpResponseParser: status line, header fields and body framing of HTTP/1.1 answers.
#include "httpresponseparser.h"

#include "capture/httprequestparser.h"

namespace sw {

namespace {

constexpr qsizetype kMaxLineBytes = qsizetype(8) * 1024; // a chunk-size line or a trailer field
constexpr qsizetype kMaxTrailerBytes = qsizetype(64) * 1024;

// Where the head ends (the index after its empty line), or -1. CRLF CRLF, or bare LF LF as RFC 9112 2.2 allows.
qsizetype headEnd(const QByteArray &bytes, qsizetype from)
{
    for (qsizetype i = std::max<qsizetype>(from, 1); i < bytes.size(); ++i) {
        if (bytes.at(i) != '\n')
            continue;
        if (bytes.at(i - 1) == '\n')
            return i + 1;
        if (bytes.at(i - 1) == '\r' && i >= 2 && bytes.at(i - 2) == '\n')
            return i + 1;
    }
    return -1;
}

} // namespace

void HttpResponseParser::expectAnswer(bool noBody)
{
    m_state = State::Head;
    m_noBody = noBody;
    m_reusable = false;
    m_keepAlive = false;
    m_head.clear();
    m_line.clear();
    m_left = 0;
    m_bodyBytes = 0;
    m_answerBytes = 0;
    m_trailerBytes = 0;
    m_error.clear();
}

bool HttpResponseParser::fail(const QString &message)
{
    m_state = State::Failed;
    m_reusable = false;
    m_error = message;
    return false;
}

void HttpResponseParser::complete(Sink &sink)
{
    m_reusable = m_keepAlive;
    m_state = State::Idle;
    sink.responseComplete();
}

bool HttpResponseParser::readLine(QByteArrayView &bytes, QByteArrayView *line)
{
    const qsizetype nl = bytes.indexOf('\n');
    if (nl < 0) {
        if (m_line.size() + bytes.size() > kMaxLineBytes)
            return fail(QStringLiteral("the upstream sent a chunk-size or trailer line longer than 8 KiB"));
        m_line.append(bytes);
        bytes = {};
        return false;
    }
    if (m_line.size() + nl > kMaxLineBytes)
        return fail(QStringLiteral("the upstream sent a chunk-size or trailer line longer than 8 KiB"));
    m_line.append(bytes.first(nl));
    bytes = bytes.sliced(nl + 1);
    if (m_line.endsWith('\r'))
        m_line.chop(1);
    *line = m_line;
    return true;
}

bool HttpResponseParser::feed(QByteArrayView bytes, Sink &sink)
{
    while (!bytes.isEmpty()) {
        switch (m_state) {
        case State::Failed:
            return false;
        case State::Idle:
            return fail(QStringLiteral("the upstream sent %1 bytes no request asked for").arg(bytes.size()));
        case State::Head: {
            m_answerBytes += bytes.size();
            const qsizetype before = m_head.size();
            m_head.append(bytes);
            const qsizetype end = headEnd(m_head, before > 3 ? before - 3 : 0);
            if (end < 0) {
                if (m_head.size() > kMaxHeadBytes)
                    return fail(QStringLiteral("the upstream's answer head is larger than 64 KiB"));
                return true;
            }
            if (end > kMaxHeadBytes)
                return fail(QStringLiteral("the upstream's answer head is larger than 64 KiB"));
            const QByteArray head = m_head.left(end);
            bytes = bytes.sliced(end - before);
            m_answerBytes -= bytes.size(); // counted again by the state that reads them
            m_head.clear();
            if (!parseHead(head, sink))
                return false;
            break;
        }
        case State::Length:
        case State::ChunkData: {
            const qsizetype n = qsizetype(std::min<qint64>(m_left, bytes.size()));
            m_left -= n;
            m_bodyBytes += n;
            m_answerBytes += n;
            sink.responseData(bytes.first(n));
            bytes = bytes.sliced(n);
            if (m_left == 0) {
                if (m_state == State::Length)
                    complete(sink);
                else
                    m_state = State::ChunkDataEnd;
            }
            break;
        }
        case State::UntilClose:
            m_bodyBytes += bytes.size();
            m_answerBytes += bytes.size();
            sink.responseData(bytes);
            bytes = {};
            break;
        case State::ChunkDataEnd:
        case State::ChunkSize: {
            const qsizetype size = bytes.size();
            QByteArrayView line;
            const bool whole = readLine(bytes, &line);
            m_answerBytes += size - bytes.size();
            if (!whole)
                return m_state != State::Failed;
            if (m_state == State::ChunkDataEnd) {
                if (!line.isEmpty())
                    return fail(QStringLiteral("the upstream's chunked body has data past a chunk's size"));
                m_line.clear();
                m_state = State::ChunkSize;
                break;
            }
            const qsizetype semicolon = line.indexOf(';'); // chunk extensions are ignored
            const QByteArrayView digits = withoutOws(semicolon < 0 ? line : line.first(semicolon));
            qint64 value = 0;
            bool ok = !digits.isEmpty() && digits.size() <= 15; // 15 hex digits fit in 60 bits
            for (char c : ok ? digits : QByteArrayView()) {
                int d = -1;
                if (c >= '0' && c <= '9')
                    d = c - '0';
                else if (c >= 'a' && c <= 'f')
                    d = c - 'a' + 10;
                else if (c >= 'A' && c <= 'F')
                    d = c - 'A' + 10;
                if (d < 0) {
                    ok = false;
                    break;
                }
                value = value * 16 + d;
            }
            m_line.clear();
            if (!ok)
                return fail(QStringLiteral("the upstream's chunked body has a malformed chunk size"));
            m_left = value;
            m_state = value == 0 ? State::Trailer : State::ChunkData;
            break;
        }
        case State::Trailer: {
            const qsizetype size = bytes.size();
            QByteArrayView line;
            const bool whole = readLine(bytes, &line);
            m_answerBytes += size - bytes.size();
            m_trailerBytes += size - bytes.size();
            if (m_trailerBytes > kMaxTrailerBytes)
                return fail(QStringLiteral("the upstream's chunked body has trailer fields over 64 KiB"));
            if (!whole)
                return m_state != State::Failed;
            const bool end = line.isEmpty();
            m_line.clear();
            if (end) // trailer fields are read and dropped (a proxy may; RFC 9110 6.5.1)
                complete(sink);
            break;
        }
        }
    }
    return m_state != State::Failed;
}

bool HttpResponseParser::parseHead(QByteArrayView head, Sink &sink)
{
    HttpResponseHead out;
    QList<QByteArrayView> lines;
    while (!head.isEmpty()) {
        const qsizetype nl = head.indexOf('\n');
        QByteArrayView line = nl < 0 ? head : head.first(nl);
        head = nl < 0 ? QByteArrayView() : head.sliced(nl + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            break;
        lines << line;
    }
    if (lines.isEmpty())
        return fail(QStringLiteral("the upstream sent an empty answer head"));
    // HTTP-version SP 3DIGIT SP [reason]
    const QByteArrayView status = lines.first();
    if (status.size() < 12 || !status.startsWith("HTTP/1.") || status.at(8) != ' ' || status.at(7) < '0'
        || status.at(7) > '9')
        return fail(QStringLiteral("the upstream did not answer with HTTP/1.x (%1)")
                        .arg(QString::fromLatin1(status.first(std::min<qsizetype>(status.size(), 40)))));
    out.version = status.first(8).toByteArray();
    for (int i = 9; i < 12; ++i) {
        if (status.at(i) < '0' || status.at(i) > '9')
            return fail(QStringLiteral("the upstream's status line has no three-digit status"));
        out.status = out.status * 10 + (status.at(i) - '0');
    }
    if (out.status < 100)
        return fail(QStringLiteral("the upstream's status line has no three-digit status"));
    if (status.size() > 12) {
        if (status.at(12) != ' ')
            return fail(QStringLiteral("the upstream's status line has no three-digit status"));
        out.reason = status.sliced(13).toByteArray();
    }
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArrayView line = lines.at(i);
        if ((line.front() == ' ' || line.front() == '\t') && !out.headers.isEmpty()) {
            // obsolete line folding: one space instead (RFC 9112 5.2)
            out.headers.last().second += ' ' + withoutOws(line).toByteArray();
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return fail(QStringLiteral("the upstream sent a malformed header field"));
        out.headers.append({ line.first(colon).toByteArray(), withoutOws(line.sliced(colon + 1)).toByteArray() });
    }

    if (out.status >= 100 && out.status < 200 && out.status != 101) {
        m_state = State::Head; // an interim answer: the final one follows
        return true;
    }
    const bool http11 = out.version == "HTTP/1.1";
    const QList<QByteArray> connection = connectionTokens(out.headers);
    m_keepAlive = http11 ? !connection.contains("close") : connection.contains("keep-alive");
    const bool noBody = m_noBody || out.status == 101 || out.status == 204 || out.status == 304;
    if (out.status == 101)
        m_keepAlive = false;

    State next = State::UntilClose;
    bool lengthSeen = false;
    bool chunked = false;
    bool otherCoding = false;
    for (const auto &h : std::as_const(out.headers)) {
        if (h.first.compare("transfer-encoding", Qt::CaseInsensitive) == 0) {
            const QList<QByteArray> codings = h.second.split(',');
            chunked = codings.last().trimmed().compare("chunked", Qt::CaseInsensitive) == 0;
            otherCoding = !chunked;
        } else if (h.first.compare("content-length", Qt::CaseInsensitive) == 0) {
            bool ok = false;
            const qint64 n = h.second.trimmed().toLongLong(&ok);
            if (!ok || n < 0 || (lengthSeen && n != m_left))
                return fail(QStringLiteral("the upstream sent an invalid Content-Length"));
            lengthSeen = true;
            m_left = n;
        }
    }
    if (chunked)
        next = State::ChunkSize;
    else if (otherCoding)
        next = State::UntilClose; // a coding but chunked last: the body ends with the connection (RFC 9112 6.3)
    else if (lengthSeen)
        next = State::Length;
    if (next == State::UntilClose && !noBody)
        m_keepAlive = false;
    sink.responseHead(out);
    if (noBody || (next == State::Length && m_left == 0)) {
        complete(sink);
        return true;
    }
    m_state = next;
    return true;
}

bool HttpResponseParser::connectionClosed(Sink &sink)
{
    if (m_state == State::UntilClose) {
        complete(sink);
        m_reusable = false;
        return true;
    }
    if (m_state == State::Idle)
        return true;
    if (m_state != State::Failed)
        fail(QStringLiteral("the upstream connection ended inside an answer"));
    return false;
}

} // namespace sw

// CaptureAnalysis keeps the request bodies in a BodyStore, not in its records: what it gives out (each record, the
// session, a saved capture, the exports, the exchanges of a reopened capture) is byte for byte what decoding the same
// exchanges gives, while the bodies it keeps take a fraction of their bytes; with the endpoint's store, a body the
// endpoint already keeps costs nothing more.
#include "capture/captureanalysis.h"
#include "session/sessionexport.h"
#include "session/sessionhar.h"
#include "testfiles.h"
#include "wirestreams.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::test;

namespace {

const QString kSecret = QStringLiteral("sk-ant-capture-analysis-secret-0123");

QString words(const QString &seed, int size)
{
    QString out;
    for (int i = 0; out.size() < size; ++i)
        out += QStringLiteral("%1 %2. ").arg(seed).arg(i);
    out.truncate(size);
    return out;
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Claude Code's shape: the conversation grows, the system prompt and tools repeat after it; every third request a
// short one of another shape (a title); one answer an error.
QList<CaptureExchange> conversation(int count)
{
    const QJsonArray system { QJsonObject { { "type", "text" }, { "text", words(QStringLiteral("System"), 60000) } } };
    const QJsonArray tools { QJsonObject { { "name", "Read" }, { "description", words(QStringLiteral("Reads"), 20000) },
        { "input_schema", QJsonObject { { "type", "object" } } } } };
    QJsonArray messages;
    QList<CaptureExchange> out;
    for (int n = 1; n <= count; ++n) {
        QByteArray body;
        if (n % 3 == 0) {
            body = json({ { "model", "claude-haiku-4-5" }, { "max_tokens", 32 },
                { "system",
                    QJsonArray { QJsonObject { { "type", "text" }, { "text", QStringLiteral("Title it.") } } } },
                { "messages",
                    QJsonArray { QJsonObject { { "role", "user" }, { "content", words("title", 300) } } } } });
        } else {
            QString text = words(QStringLiteral("Question %1").arg(n), 2000);
            if (n == 4)
                text += QStringLiteral(" my key is ") + kSecret; // a secret in a body: redacted when written
            messages.append(QJsonObject { { "role", "user" }, { "content", text } });
            body = json({ { "model", "claude-opus-4-5" }, { "max_tokens", 1000 }, { "stream", true },
                { "messages", messages }, { "system", system }, { "tools", tools } });
            messages.append(QJsonObject { { "role", "assistant" }, { "content", QStringLiteral("Answer %1").arg(n) } });
        }
        CaptureExchange e;
        e.number = n;
        e.startedAt = QDateTime(QDate(2026, 5, 1), QTime(10, 0, n), Qt::UTC);
        e.method = "POST";
        e.target = "/v1/messages";
        e.httpVersion = "HTTP/1.1";
        e.requestHeaders
            = { { "User-Agent", "claude-cli/2.1.328 (external, sdk-cli)" }, { "content-type", "application/json" } };
        e.requestBody = body;
        e.upstreamUrl = QStringLiteral("http://127.0.0.1:1/v1/messages");
        e.state = CaptureExchange::State::Finished;
        if (n == 5) {
            e.status = 429;
            e.reason = "Too Many Requests";
            e.responseHeaders = { { "content-type", "application/json" }, { "retry-after", "3" } };
            e.responseBody = R"({"type":"error","error":{"type":"rate_limit_error","message":"slow down"}})";
            e.end = TransportAttempt::End::HttpError;
        } else {
            e.status = 200;
            e.reason = "OK";
            e.responseHeaders = { { "content-type", "text/event-stream" } };
            e.responseBody = anthropicAnswer(QStringLiteral("Answer %1").arg(n)).join();
        }
        TransportAttempt a;
        a.startedAt = e.startedAt;
        a.url = e.upstreamUrl;
        a.requestBytes = body.size();
        a.status = e.status;
        a.reason = e.reason;
        a.responseHeaders = e.responseHeaders;
        a.responseBody = e.responseBody;
        a.waitMs = 2;
        a.durationMs = 5;
        a.end = e.end;
        e.attempts = { a };
        e.waitUs = 2000;
        e.totalUs = 5000;
        out << e;
    }
    return out;
}

// The session the analysis would hold with every body whole: its own header, the records decoding gives.
Session expectedSession(const CaptureAnalysis &analysis, const QList<DecodedExchange> &decoded)
{
    Session s = analysis.storedSession().session;
    s.requests.clear();
    for (const DecodedExchange &d : decoded)
        s.requests << d.record;
    return s;
}

// Each exchange as the decoder decodes it alone: what the analysis must keep.
QList<DecodedExchange> decodeAll(const QList<CaptureExchange> &exchanges)
{
    CaptureDecoder decoder;
    QList<DecodedExchange> decoded;
    for (const CaptureExchange &e : exchanges)
        decoded << decoder.decode(e);
    return decoded;
}

} // namespace

class TestCaptureAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordsAndSessionAsDecoded();
    void savedAndExportedAsBefore();
    void outOfOrderAndSharedStore();
};

void TestCaptureAnalysis::recordsAndSessionAsDecoded()
{
    const QList<CaptureExchange> exchanges = conversation(30);
    const QList<DecodedExchange> decoded = decodeAll(exchanges);

    CaptureAnalysis analysis;
    QSignalSpy idle(&analysis, &CaptureAnalysis::idle);
    for (const CaptureExchange &e : exchanges)
        analysis.addExchange(e);
    QTRY_COMPARE_WITH_TIMEOUT(analysis.requests().size(), exchanges.size(), 60000);
    QTRY_VERIFY(analysis.isIdle());

    qint64 sent = 0;
    for (int i = 0; i < exchanges.size(); ++i) {
        const DecodedExchange &kept = analysis.requests().at(i);
        QVERIFY(kept.record.body.isEmpty()); // the body is in the store, not in the record
        QCOMPARE(kept.requestBody.size(), exchanges.at(i).requestBody.size());
        QCOMPARE(kept.bodySha256, decoded.at(i).bodySha256);
        const RequestRecord record = analysis.record(i);
        QCOMPARE(record.body, exchanges.at(i).requestBody);
        QCOMPARE(QJsonDocument(record.toJson()).toJson(), QJsonDocument(decoded.at(i).record.toJson()).toJson());
        QCOMPARE(record.sharedPrefixBytes, decoded.at(i).record.sharedPrefixBytes);
        sent += exchanges.at(i).requestBody.size();
    }
    QVERIFY(analysis.record(-1).body.isEmpty());
    QVERIFY(analysis.record(int(exchanges.size())).body.isEmpty());

    // The session: every body back, the same lines as the decoded records'.
    const Session expected = expectedSession(analysis, decoded);
    const Session session = analysis.session();
    QCOMPARE(session.requests.size(), exchanges.size());
    for (int i = 0; i < exchanges.size(); ++i)
        QCOMPARE(session.requests.at(i).body, exchanges.at(i).requestBody);
    QCOMPARE(session.toJsonLines({ kSecret }), expected.toJsonLines({ kSecret }));
    QCOMPARE(analysis.storedSession().materialized().toJsonLines({}), expected.toJsonLines({}));

    // What it keeps of the bodies: the repeated system prompt and tools once per keyframe, each request's own part.
    const std::shared_ptr<const BodyStore> store = analysis.requests().first().requestBody.store;
    QVERIFY(store);
    QCOMPARE(store->totalBytes(), sent);
    QVERIFY2(
        store->storedBytes() * 5 < sent, qPrintable(QStringLiteral("%1 of %2").arg(store->storedBytes()).arg(sent)));
}

void TestCaptureAnalysis::savedAndExportedAsBefore()
{
    const QList<CaptureExchange> exchanges = conversation(12);
    const QList<DecodedExchange> decoded = decodeAll(exchanges);
    CaptureAnalysis analysis;
    for (const CaptureExchange &e : exchanges)
        analysis.addExchange(e);
    QTRY_COMPARE_WITH_TIMEOUT(analysis.requests().size(), exchanges.size(), 60000);
    const Session expected = expectedSession(analysis, decoded);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QString saved = dir.filePath(QStringLiteral("capture.jsonl"));
    QVERIFY2(analysis.save(saved, { kSecret }, &error), qPrintable(error));
    const QByteArray file = readFile(saved);
    QCOMPARE(file, expected.toJsonLines({ kSecret }));
    QVERIFY(!file.contains(kSecret.toUtf8()));
    QCOMPARE(QFile::permissions(saved) & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::Permissions());

    for (const QString &suffix : { QStringLiteral("md"), QStringLiteral("html"), QStringLiteral("har") }) {
        const QString mine = dir.filePath(QStringLiteral("capture.") + suffix);
        const QString theirs = dir.filePath(QStringLiteral("expected.") + suffix);
        const SessionExportFormat format = *sessionExportFormatForPath(mine);
        QVERIFY2(exportSession(analysis.session(), mine, format, { kSecret }, &error), qPrintable(error));
        QVERIFY2(exportSession(expected, theirs, format, { kSecret }, &error), qPrintable(error));
        QVERIFY(QFileInfo(mine).size() > 0);
        QCOMPARE(readFile(mine), readFile(theirs));
    }
    // The HAR carries the bodies as sent.
    const QJsonObject har = QJsonDocument::fromJson(sessionToHar(analysis.session())).object();
    const QJsonArray entries = har.value("log").toObject().value("entries").toArray();
    QCOMPARE(entries.size(), exchanges.size());
    QCOMPARE(entries.at(1).toObject().value("request").toObject().value("postData").toObject().value("text").toString(),
        QString::fromUtf8(exchanges.at(1).requestBody));

    // Reopened: the exchanges come back with their bodies, and decode to the same records.
    const std::optional<Session> reopened = Session::load(saved, &error);
    QVERIFY2(reopened, qPrintable(error));
    const QList<CaptureExchange> again = CaptureAnalysis::exchangesFromSession(*reopened);
    QCOMPARE(again.size(), exchanges.size());
    for (int i = 0; i < exchanges.size(); ++i)
        QCOMPARE(again.at(i).requestBody,
            QByteArray(exchanges.at(i).requestBody).replace(kSecret.toUtf8(), "[REDACTED]")); // as written
    CaptureAnalysis second;
    for (const CaptureExchange &e : again)
        second.addExchange(e);
    QTRY_COMPARE_WITH_TIMEOUT(second.requests().size(), exchanges.size(), 60000);
    for (int i = 0; i < exchanges.size(); ++i)
        QCOMPARE(second.record(i).body, again.at(i).requestBody);
}

void TestCaptureAnalysis::outOfOrderAndSharedStore()
{
    // Exchanges that finish out of order wait for the earlier ones; with the endpoint's store (which holds every body
    // already), the analysis adds no bytes.
    const QList<CaptureExchange> exchanges = conversation(9);
    auto store = std::make_shared<BodyStore>();
    for (const CaptureExchange &e : exchanges)
        store->add(e.requestBody);
    const qint64 before = store->storedBytes();
    CaptureAnalysis analysis;
    analysis.setBodyStore(store);
    QSignalSpy decodedSpy(&analysis, &CaptureAnalysis::requestDecoded);
    const QList<int> order = { 2, 1, 3, 5, 4, 6, 9, 8, 7 };
    for (const int n : order)
        analysis.addExchange(exchanges.at(n - 1));
    QTRY_COMPARE_WITH_TIMEOUT(analysis.requests().size(), exchanges.size(), 60000);
    QCOMPARE(store->storedBytes(), before);
    for (int i = 0; i < exchanges.size(); ++i) {
        QCOMPARE(analysis.requests().at(i).number, i + 1);
        QCOMPARE(analysis.requests().at(i).requestBody.store, std::shared_ptr<const BodyStore>(store));
        QCOMPARE(analysis.record(i).body, exchanges.at(i).requestBody);
        QCOMPARE(analysis.session().requests.at(i).body, exchanges.at(i).requestBody);
    }
    QCOMPARE(decodedSpy.size(), exchanges.size());
}

QTEST_GUILESS_MAIN(TestCaptureAnalysis)
#include "tst_capture_analysis.moc"

// bench_capture_page: whether the window's Capture page stays responsive during a large capture (issue 24: 1,000
// exchanges of 200 KB each, no GUI-thread work over 16 ms). N Anthropic Messages exchanges of about 200 KB (a
// 180 KB prefix every request repeats, as clients resend their system prompt and history, and 20 KB of their own)
// reach the page as the endpoint reports them (exchangeStarted, then exchangeFinished; each body put together when
// it arrives, as the endpoint receives one, and dropped once reported), 10 every 10 ms, while a 1 ms timer on the GUI
// thread records the gaps between its ticks: a gap is GUI-thread work that held the event loop. Baseline in the same
// process: the same timer for the same time with the page idle. Then the time until every exchange is decoded (on
// the analysis's worker) and the resident memory the capture added against the bytes.
// Usage: bench_capture_page [EXCHANGES] [KB]   (defaults 1000, 200)
#include "capture/captureanalysis.h"
#include "capture/captureendpoint.h"
#include "capture/capturepage.h"
#include "capture/capturerequestdetails.h"
#include "capture/capturerequestsmodel.h"
#include "eventwait.h"
#include "inspector/longlinetextview.h"
#include "timedapplication.h"
#include "wirestreams.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace sw;
using namespace sw::test;

namespace {

qint64 residentKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

qint64 threadCpuUs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
}

struct Gaps
{
    QList<qint64> us; // wall time between ticks
    QList<qint64> cpuUs; // the GUI thread's own CPU time in that interval (the rest: it waited for a core)
    double maxCpu() const
    {
        return cpuUs.isEmpty() ? 0 : double(*std::max_element(cpuUs.begin(), cpuUs.end())) / 1000.0;
    }
    int cpuOver(qint64 ms) const
    {
        return int(std::count_if(cpuUs.begin(), cpuUs.end(), [ms](qint64 g) { return g > ms * 1000; }));
    }
    double percentile(double p) const
    {
        if (us.isEmpty())
            return 0;
        QList<qint64> sorted = us;
        std::sort(sorted.begin(), sorted.end());
        return double(sorted.at(std::min<qsizetype>(sorted.size() - 1, qsizetype(p * double(sorted.size()))))) / 1000.0;
    }
    double max() const { return us.isEmpty() ? 0 : double(*std::max_element(us.begin(), us.end())) / 1000.0; }
    int over(qint64 ms) const
    {
        return int(std::count_if(us.begin(), us.end(), [ms](qint64 g) { return g > ms * 1000; }));
    }
};

// Runs the event loop until `done` says so, recording the gaps between the ticks of a 1 ms timer.
template<typename Done> Gaps measure(Done done, int timeoutMs)
{
    Gaps gaps;
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    qint64 lastCpu = threadCpuUs();
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(1);
    QObject::connect(&tick, &QTimer::timeout, &tick, [&] {
        const qint64 now = clock.nsecsElapsed();
        const qint64 cpu = threadCpuUs();
        gaps.us.append((now - last) / 1000);
        gaps.cpuUs.append(cpu - lastCpu);
        last = now;
        lastCpu = cpu;
    });
    tick.start();
    sw::test::runEventsUntil(done, int(std::max<qint64>(0, timeoutMs - clock.elapsed())));
    return gaps;
}

QString ownText(int number, int ownBytes)
{
    QString own;
    own.reserve(ownBytes);
    while (own.size() < ownBytes)
        own += QStringLiteral("Request %1 asks about item %2. ").arg(number).arg(own.size());
    return own;
}

QByteArray requestJson(const QString &prefix, const QString &own)
{
    const QJsonObject body { { "model", "claude-opus-5-5" }, { "max_tokens", 1000 }, { "stream", true },
        { "system", QJsonArray { QJsonObject { { "type", "text" }, { "text", prefix } } } },
        { "messages", QJsonArray { QJsonObject { { "role", "user" }, { "content", own } } } } };
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

CaptureExchange makeExchange(int number, const QByteArray &body, const QByteArray &answer)
{
    CaptureExchange e;
    e.number = number;
    e.startedAt = QDateTime::currentDateTimeUtc();
    e.method = "POST";
    e.target = "/v1/messages";
    e.httpVersion = "HTTP/1.1";
    e.requestHeaders
        = { { "User-Agent", "claude-cli/2.1.328 (external, sdk-cli)" }, { "content-type", "application/json" } };
    e.requestBody = body;
    e.upstreamUrl = QStringLiteral("http://127.0.0.1:1/v1/messages");
    e.state = CaptureExchange::State::Finished;
    e.status = 200;
    e.reason = "OK";
    e.responseHeaders = { { "content-type", "text/event-stream" } };
    e.responseBody = answer;
    e.waitUs = 900;
    e.totalUs = 4000;
    return e;
}

} // namespace

int main(int argc, char **argv)
{
    test::TimedApplication app(argc, argv);
    const int count = argc > 1 ? std::max(1, atoi(argv[1])) : 1000;
    const int kb = argc > 2 ? std::max(4, atoi(argv[2])) : 200;
    ui::CapturePage page;
    page.resize(1280, 720);
    page.tabs()->setCurrentIndex(ui::CapturePage::RequestsTab); // the Connect tab would look for the clients
    page.show();
    QCoreApplication::processEvents();

    // Baseline: the same timer with the page idle, for 2 s.
    QElapsedTimer wall;
    wall.start();
    const Gaps idle = measure([&] { return wall.elapsed() >= 2000; }, 3000);

    const int ownBytes = kb * 1024 / 10;
    QString prefix;
    while (prefix.size() < kb * 1024 - ownBytes)
        prefix += QStringLiteral("The system prompt a client repeats in every request, line %1.\n").arg(prefix.size());
    // A body is the JSON around the request's own text, the own text being ASCII that JSON keeps as it is: it is put
    // together when the request arrives (head + own + tail, as the endpoint receives a body then), byte for byte the
    // JSON of the whole request (checked here for the first and the last).
    const QString marker = QStringLiteral("@OWN@");
    const QByteArray json = requestJson(prefix, marker);
    const QByteArray head = json.left(json.indexOf(marker.toLatin1()));
    const QByteArray tail = json.mid(head.size() + marker.size());
    for (const int n : { 1, count }) {
        const QString own = ownText(n, ownBytes);
        if (head + own.toUtf8() + tail != requestJson(prefix, own)) {
            std::printf("the body put together differs from the request's JSON\n");
            return 1;
        }
    }

    const qint64 rssBefore = residentKb();
    QByteArray answer;
    for (const QByteArray &piece : anthropicAnswer(QStringLiteral("Done.")))
        answer += piece;
    QByteArray owns; // every request's own text, one after another
    QList<qsizetype> ownEnds;
    for (int i = 1; i <= count; ++i) {
        owns += ownText(i, ownBytes).toUtf8();
        ownEnds << owns.size();
    }
    qint64 bytes = 0;
    const qint64 unique = qint64(prefix.toUtf8().size()) + qint64(count) * (ownBytes + answer.size());

    int fed = 0;
    QTimer feeder;
    feeder.setInterval(10);
    qint64 feedMaxUs = 0;
    QObject::connect(&feeder, &QTimer::timeout, &feeder, [&] {
        QElapsedTimer feedClock;
        feedClock.start();
        const auto measured = qScopeGuard([&] { feedMaxUs = std::max(feedMaxUs, feedClock.nsecsElapsed() / 1000); });
        for (int i = 0; i < 10 && fed < count; ++i, ++fed) {
            const qsizetype ownStart = fed == 0 ? 0 : ownEnds.at(fed - 1);
            QByteArray body;
            body.reserve(head.size() + ownEnds.at(fed) - ownStart + tail.size());
            body.append(head).append(QByteArrayView(owns).sliced(ownStart, ownEnds.at(fed) - ownStart)).append(tail);
            bytes += body.size() + answer.size();
            const CaptureExchange exchange = makeExchange(fed + 1, body, answer);
            body.clear();
            Q_EMIT page.endpoint()->exchangeStarted(exchange);
            Q_EMIT page.endpoint()->exchangeFinished(exchange);
        }
        if (fed == count)
            feeder.stop();
    });
    wall.restart();
    feeder.start();
    qint64 fedMs = -1;
    const Gaps busy = measure(
        [&] {
            if (fed == count && fedMs < 0)
                fedMs = wall.elapsed();
            return fed == count && page.analysis()->requests().size() == count;
        },
        30 * 60 * 1000);
    const qint64 decodedMs = wall.elapsed();
    owns.clear();
    owns.squeeze();
    QCoreApplication::processEvents();
    const qint64 rssAfter = residentKb();

    std::printf("capture page: %d exchanges of %d KB (%.1f MB sent, %.1f MB unique)\n", count, kb, double(bytes) / 1e6,
        double(unique) / 1e6);
    std::printf(
        "rows %d, decoded %lld\n", page.requestsModel()->rowCount(), qlonglong(page.analysis()->requests().size()));
    std::printf("GUI-thread gaps, idle baseline (2 s): median %.2f ms, p99 %.2f ms, max %.2f ms, over 16 ms: %d; "
                "its own CPU time in a gap: max %.2f ms, over 16 ms: %d\n",
        idle.percentile(0.5), idle.percentile(0.99), idle.max(), idle.over(16), idle.maxCpu(), idle.cpuOver(16));
    std::printf("GUI-thread gaps, capture (%.1f s): median %.2f ms, p99 %.2f ms, max %.2f ms, over 16 ms: %d; "
                "its own CPU time in a gap: max %.2f ms, over 16 ms: %d\n",
        double(decodedMs) / 1000.0, busy.percentile(0.5), busy.percentile(0.99), busy.max(), busy.over(16),
        busy.maxCpu(), busy.cpuOver(16));
    std::printf("fed in %lld ms (the longest batch of 10 arrivals: %.2f ms), all decoded after %lld ms\n",
        qlonglong(fedMs), double(feedMaxUs) / 1000.0, qlonglong(decodedMs));
    if (!page.analysis()->requests().isEmpty()) {
        const StoredBody &first = page.analysis()->requests().first().requestBody;
        if (!first.isNull())
            std::printf("request bodies kept: %.1f MB for %.1f MB of bodies (%d stored)\n",
                double(first.store->storedBytes()) / 1e6, double(first.store->totalBytes()) / 1e6,
                first.store->count());
    }
    std::printf("resident memory added: %.1f MB (%.2fx the unique bytes, %.2fx the bytes sent)\n",
        double(rssAfter - rssBefore) / 1024.0, double(rssAfter - rssBefore) * 1024.0 / double(unique),
        double(rssAfter - rssBefore) * 1024.0 / double(bytes));

    // A click on an exchange: the details show it (its request body, one ~200 KB line of JSON, in a LongLineTextView)
    // and paint. Baseline in the same process: the same body set into a plain QPlainTextEdit of the same size, font
    // and wrapping (the view before LongLineTextView), and painted. A body of LongLineTextView::kWorkerText
    // characters or more is made ready on a worker: then also the time until it is in view and painted, and the
    // longest event the GUI thread handled meanwhile (the document swapped in).
    const int rows = std::min(count, 9);
    QList<double> shown;
    QList<double> plain;
    QList<double> inView;
    QList<double> longest;
    QPlainTextEdit baseline;
    baseline.setReadOnly(true);
    baseline.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    baseline.setLineWrapMode(QPlainTextEdit::WidgetWidth);
    QSignalSpy textShown(page.details()->requestView(), &ui::LongLineTextView::textShown);
    for (int i = 0; i < rows; ++i) {
        const int row = i * (count / rows);
        QElapsedTimer clock;
        clock.start();
        page.requestsView()->selectRow(row);
        page.details()->grab();
        shown << double(clock.nsecsElapsed()) / 1e6;
        if (page.details()->requestView()->isPreparing()) {
            app.resetLongest();
            textShown.wait(60000);
            page.details()->grab();
            inView << double(clock.nsecsElapsed()) / 1e6;
            longest << app.longestMs();
        }
        const QString text = page.details()->requestText();
        baseline.resize(page.details()->requestView()->size());
        clock.restart();
        baseline.setPlainText(text);
        baseline.grab();
        plain << double(clock.nsecsElapsed()) / 1e6;
    }
    if (rows > 0) {
        std::sort(shown.begin(), shown.end());
        std::sort(plain.begin(), plain.end());
        const double a = shown.at(rows / 2);
        const double b = plain.at(rows / 2);
        std::printf("showing a selected exchange (%d rows, body %lld characters): median %.1f ms, max %.1f ms; "
                    "a plain QPlainTextEdit: median %.1f ms, max %.1f ms (%.1fx)\n",
            rows, qlonglong(page.details()->requestText().size()), a, shown.last(), b, plain.last(),
            b / std::max(a, 0.01));
    }
    if (!inView.isEmpty()) {
        std::sort(inView.begin(), inView.end());
        std::sort(longest.begin(), longest.end());
        std::printf("  made ready on a worker (%lld of %d): in view and painted after median %.1f ms, max %.1f ms; "
                    "the longest GUI-thread event meanwhile median %.1f ms, max %.1f ms\n",
            qlonglong(inView.size()), rows, inView.at(inView.size() / 2), inView.last(), longest.at(longest.size() / 2),
            longest.last());
    }
    return 0;
}

// bench_capture: what the capture endpoint adds to a streamed answer. A loopback upstream on a thread of its own
// answers every request with the same 20,000-token Chat Completions SSE stream (chunked, keep-alive), paced (100
// events every millisecond) or in one burst, or with a shorter answer at a real model's pace ("steady": 20 events every
// 10 ms, 2,000 tokens/s); a client on the main thread measures, per request, the time to the first byte of the answer
// and to its last byte, straight to the upstream (the baseline) and through the endpoint, interleaved in one run; then
// 100 requests at once on 100 connections, both ways. Prints medians, the added latency and the throughput ratio.
// Usage: bench_capture [SEQUENTIAL_RUNS] [CONCURRENT] [STEADY_TOKENS] [PARTS]
//   defaults 20, 100, 4000, all parts in this order: paced,burst,steady,short (one at a time),
//   cpaced,cburst,csteady,cshort (CONCURRENT at once), busy (short requests while CONCURRENT steady streams flow)
//   PARTS runs the ones named in the order given;
//   the steady part runs SEQUENTIAL_RUNS / 4 requests each way (at least 3), each takes STEADY_TOKENS / 2,000 seconds.
//   SW_BENCH_WAVES=K: the "at once" parts time K waves on the same connections (default 1).
//   memory (not in the default set): 312 MB copied into fresh memory against memory used before.
//   SW_BENCH_UPSTREAM_PORT, SW_BENCH_THROUGH_PORT, SW_BENCH_THROUGH_PIDS: "through" is another relay (nginx) in front
//   of the upstream on a fixed port (scripts/bench-capture-reference.sh).
#include "capture/captureendpoint.h"
#include "eventwait.h"
#include "fakemodelserver.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace sw;

namespace {

QByteArray g_stream; // the answer's body (SSE events), the same for every request
QByteArray g_response; // the whole answer as the upstream writes it at once: head, then g_stream in 16 KB chunks
QByteArray g_head; // the answer's head, paced mode
QList<QByteArray> g_pieces; // the paced answer: one chunk of 100 events each
QByteArray g_steadyStream; // the steady answer's body (a shorter answer, STEADY_TOKENS events)
QList<QByteArray> g_steadyPieces; // the steady answer: one chunk of 20 events each, 10 ms apart

QByteArray g_short; // a short answer in one piece (a small JSON body, chunked like the others)
QByteArray g_shortBody;

enum class Mode { Paced, Burst, Steady, Short };

const char *pathOf(Mode mode)
{
    switch (mode) {
    case Mode::Paced:
        return "/paced";
    case Mode::Steady:
        return "/steady";
    case Mode::Short:
        return "/short";
    case Mode::Burst:
        break;
    }
    return "/burst";
}

qsizetype bodySizeOf(Mode mode)
{
    return mode == Mode::Steady ? g_steadyStream.size() : mode == Mode::Short ? g_shortBody.size() : g_stream.size();
}

// Writes `pieces` on `s` one every `intervalMs`, then the last chunk.
void streamPieces(QTcpSocket *s, const QList<QByteArray> *pieces, int intervalMs)
{
    s->write(g_head);
    s->flush();
    auto next = std::make_shared<qsizetype>(0);
    auto *timer = new QTimer(s);
    timer->setTimerType(Qt::PreciseTimer);
    QObject::connect(timer, &QTimer::timeout, s, [s, next, timer, pieces] {
        if (*next < pieces->size()) {
            s->write(pieces->at((*next)++));
        } else {
            s->write("0\r\n\r\n");
            timer->deleteLater();
        }
        s->flush();
    });
    timer->start(intervalMs);
}

// The upstream: reads a request (Content-Length body), answers with g_stream in 64 KB chunks, keeps the connection.
class StreamUpstream : public QObject
{
public:
    StreamUpstream()
        : m_server(this) // a child, so it moves to the upstream's thread with it
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                s->setSocketOption(QAbstractSocket::LowDelayOption, 1);
                auto buffer = std::make_shared<QByteArray>();
                connect(s, &QTcpSocket::readyRead, s, [s, buffer] {
                    *buffer += s->readAll();
                    for (;;) {
                        const qsizetype end = buffer->indexOf("\r\n\r\n");
                        if (end < 0)
                            return;
                        const qsizetype cl = buffer->toLower().indexOf("content-length:");
                        const qsizetype length = cl >= 0 && cl < end
                            ? buffer->mid(cl + 15, buffer->indexOf("\r\n", cl) - cl - 15).trimmed().toLongLong()
                            : 0;
                        if (buffer->size() < end + 4 + length)
                            return;
                        const bool paced = buffer->startsWith("POST /paced");
                        const bool steady = buffer->startsWith("POST /steady");
                        const bool shortAnswer = buffer->startsWith("POST /short");
                        buffer->remove(0, end + 4 + length);
                        if (shortAnswer) // what the endpoint costs per request: an answer with almost no body
                            s->write(g_short);
                        else if (paced) // the head, then one piece of 100 events every millisecond
                            streamPieces(s, &g_pieces, 1);
                        else if (steady) // the head, then 20 events every 10 ms, as a fast model streams
                            streamPieces(s, &g_steadyPieces, 10);
                        else
                            s->write(g_response); // framed once, before the run
                        s->flush();
                    }
                });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }
    quint16 listen()
    {
        // A provider takes many connections at once: with the default backlog (50) the endpoint's 100 upstream
        // connections overflowed it and some waited a second for the SYN to be sent again.
        m_server.setListenBacklogSize(1024);
        m_server.listen(QHostAddress::LocalHost, quint16(qEnvironmentVariableIntValue("SW_BENCH_UPSTREAM_PORT")));
        return m_server.serverPort();
    }

private:
    QTcpServer m_server;
};

// One client connection: sends a request, reads a chunked answer, reports the times (ns since the request went out).
class BenchClient : public QObject
{
public:
    qint64 firstByteNs = -1;
    qint64 totalNs = -1;
    qint64 bodyBytes = 0;
    bool done = false;

    explicit BenchClient(quint16 port)
    {
        m_socket.setSocketOption(QAbstractSocket::LowDelayOption, 1);
        m_socket.connectToHost(QHostAddress::LocalHost, port);
        m_socket.waitForConnected(5000);
        connect(&m_socket, &QTcpSocket::readyRead, this, [this] { onRead(); });
    }
    void send(Mode mode)
    {
        static const QByteArray body
            = R"({"model":"m","stream":true,"messages":[{"role":"user","content":"Write a long answer."}]})";
        firstByteNs = totalNs = -1;
        bodyBytes = 0;
        done = false;
        m_line.clear();
        m_headDone = false;
        m_chunkLeft = -1;
        m_clock.start();
        m_socket.write(QByteArray("POST ") + pathOf(mode)
            + "/v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
              "Authorization: Bearer sk-bench\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        m_socket.flush();
    }

private:
    void onRead()
    {
        const QByteArray bytes = m_socket.readAll();
        if (firstByteNs < 0 && !bytes.isEmpty())
            firstByteNs = m_clock.nsecsElapsed();
        // A streaming parse: chunk data is counted and skipped where it lies, only the head and the size lines are
        // kept until they are complete (a client that copied every byte would measure itself).
        qsizetype i = 0;
        while (i < bytes.size() && !done) {
            if (m_chunkLeft > 0) {
                const qsizetype take = std::min<qsizetype>(m_chunkLeft, bytes.size() - i);
                bodyBytes += take;
                m_chunkLeft -= take;
                i += take;
                continue;
            }
            const qsizetype nl = bytes.indexOf('\n', i);
            if (nl < 0) {
                m_line += bytes.mid(i);
                break;
            }
            m_line += QByteArrayView(bytes).sliced(i, nl + 1 - i);
            i = nl + 1;
            const QByteArray line = m_line.trimmed();
            m_line.clear();
            if (!m_headDone) {
                m_headDone = line.isEmpty(); // the head ends with an empty line
                continue;
            }
            if (m_chunkLeft == 0) { // the CRLF after a chunk's data
                m_chunkLeft = -1;
                continue;
            }
            if (m_chunkLeft == -2) { // after the last chunk: the empty line ends the body
                if (line.isEmpty())
                    finish();
                continue;
            }
            const qint64 size = line.toLongLong(nullptr, 16);
            m_chunkLeft = size == 0 ? -2 : size;
        }
    }
    void finish()
    {
        totalNs = m_clock.nsecsElapsed();
        done = true;
    }

    QTcpSocket m_socket;
    QElapsedTimer m_clock;
    QByteArray m_line;
    bool m_headDone = false;
    qint64 m_chunkLeft = -1;
};

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : (v.size() % 2 ? v.at(v.size() / 2) : (v.at(v.size() / 2 - 1) + v.at(v.size() / 2)) / 2);
}

void waitFor(const std::function<bool()> &done)
{
    sw::test::runEventsUntil(done, -1, 50);
}

struct Sequential
{
    QList<double> ttfbMs;
    QList<double> totalMs;
};

// CPU time this process has used so far, in all and on the endpoint's threads (its own, and QtNetwork's: one per
// QNetworkAccessManager), read from /proc (schedstat: the time each thread spent on a CPU, in nanoseconds).
struct Cpu
{
    double totalMs = 0;
    double endpointMs = 0;
    double qtNetworkMs = 0;
    Cpu operator-(const Cpu &o) const
    {
        return { totalMs - o.totalMs, endpointMs - o.endpointMs, qtNetworkMs - o.qtNetworkMs };
    }
};

Cpu cpuNow()
{
    Cpu c;
    rusage ru {};
    getrusage(RUSAGE_SELF, &ru);
    c.totalMs = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
    for (const QString &tid : QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile commFile(QStringLiteral("/proc/self/task/%1/comm").arg(tid));
        QFile schedFile(QStringLiteral("/proc/self/task/%1/schedstat").arg(tid));
        if (!commFile.open(QIODevice::ReadOnly) || !schedFile.open(QIODevice::ReadOnly))
            continue;
        const QByteArray comm = commFile.readAll().trimmed();
        const double ms = schedFile.readAll().split(' ').value(0).toDouble() / 1e6; // time on a CPU, in ns
        if (comm.startsWith("capture endpoin"))
            c.endpointMs += ms;
        else if (comm.startsWith("QNetworkAccessM"))
            c.qtNetworkMs += ms;
    }
    // A reference relay's processes (SW_BENCH_THROUGH_PIDS, space-separated) count as the endpoint.
    for (const QByteArray &pid : qgetenv("SW_BENCH_THROUGH_PIDS").split(' ')) {
        if (pid.isEmpty())
            continue;
        QFile schedFile(QStringLiteral("/proc/%1/schedstat").arg(QString::fromLatin1(pid)));
        if (schedFile.open(QIODevice::ReadOnly))
            c.endpointMs += schedFile.readAll().split(' ').value(0).toDouble() / 1e6;
    }
    return c;
}

struct Concurrent
{
    double wallMs = 0; // of one wave (the median wave when there are several)
    QList<double> ttfbMs; // every request of every wave
    qint64 bytes = 0; // of one wave
    Cpu cpu; // of one wave's timed requests (till the endpoint, when given, closed their records), the waves' mean
    int waves = 1;
};

// SW_BENCH_WAVES=K: the "at once" parts time K waves on the same kept-alive connections instead of one (a single
// wave of 100 short requests lasts a few milliseconds, so one wave's median moves by a millisecond between runs).
// SW_BENCH_THROUGH_PORT=P: "through" goes to another relay listening on 127.0.0.1:P instead of the endpoint (a
// reference proxy such as nginx, configured to forward to SW_BENCH_UPSTREAM_PORT; scripts/bench-capture-reference.sh).
quint16 externalPort()
{
    return quint16(qEnvironmentVariableIntValue("SW_BENCH_THROUGH_PORT"));
}

quint16 throughPort(const CaptureEndpoint &endpoint)
{
    return externalPort() ? externalPort() : quint16(endpoint.url().port());
}

// Waits until the endpoint has closed its records (nothing to wait for with a reference relay).
void waitForRecords(const CaptureEndpoint *endpoint)
{
    if (endpoint && !externalPort())
        waitFor([endpoint] { return endpoint->runningExchanges() == 0; });
}

int wavesWanted()
{
    return std::max(1, qEnvironmentVariableIntValue("SW_BENCH_WAVES"));
}

Concurrent concurrent(quint16 port, int n, Mode mode, const CaptureEndpoint *endpoint = nullptr)
{
    std::vector<std::unique_ptr<BenchClient>> clients;
    for (int i = 0; i < n; ++i)
        clients.push_back(std::make_unique<BenchClient>(port));
    // Every connection first carries a short request, untimed, as a client's kept-alive connections have: the wave
    // below measures requests, not the accepting of 100 connections that were opened a moment before.
    for (auto &c : clients)
        c->send(Mode::Short);
    waitFor([&] { return std::all_of(clients.begin(), clients.end(), [](const auto &c) { return c->done; }); });
    waitForRecords(endpoint);
    Concurrent r;
    r.waves = wavesWanted();
    QList<double> walls;
    const Cpu before = cpuNow();
    for (int wave = 0; wave < r.waves; ++wave) {
        QElapsedTimer wall;
        wall.start();
        for (auto &c : clients)
            c->send(mode);
        waitFor([&] { return std::all_of(clients.begin(), clients.end(), [](const auto &c) { return c->done; }); });
        walls << wall.nsecsElapsed() / 1e6;
        waitForRecords(endpoint);
        r.bytes = 0;
        for (auto &c : clients) {
            r.ttfbMs << c->firstByteNs / 1e6;
            r.bytes += c->bodyBytes;
        }
    }
    const Cpu all = cpuNow() - before;
    r.cpu = { all.totalMs / r.waves, all.endpointMs / r.waves, all.qtNetworkMs / r.waves };
    r.wallMs = median(walls);
    return r;
}

// QtNetwork alone: a QNetworkAccessManager on this thread reading the same answer from the upstream (what the
// endpoint's upstream side costs before the endpoint does anything).
void qnamAlone(quint16 upstreamPort, int runs, bool paced)
{
    QNetworkAccessManager nam;
    QList<double> ttfb;
    QList<double> total;
    for (int i = 0; i < runs + 3; ++i) {
        QNetworkRequest req(QUrl(QStringLiteral("http://127.0.0.1:%1/%2/v1/chat/completions")
                                     .arg(upstreamPort)
                                     .arg(paced ? QStringLiteral("paced") : QStringLiteral("burst"))));
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        req.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
        QElapsedTimer clock;
        clock.start();
        qint64 first = -1;
        qint64 bytes = 0;
        QNetworkReply *reply = nam.post(req, QByteArrayLiteral(R"({"model":"m"})"));
        QObject::connect(reply, &QNetworkReply::readyRead, reply, [&] {
            if (first < 0)
                first = clock.nsecsElapsed();
            bytes += reply->readAll().size();
        });
        waitFor([reply] { return reply->isFinished(); });
        bytes += reply->readAll().size();
        if (i >= 3) {
            ttfb << first / 1e6;
            total << clock.nsecsElapsed() / 1e6;
        }
        reply->deleteLater();
    }
    printf("  QtNetwork alone (a QNetworkAccessManager reading it): first data %7.3f ms  total %8.2f ms  %7.1f MB/s\n",
        median(ttfb), median(total), g_stream.size() / 1e6 / (median(total) / 1e3));
}

// One keep-alive connection each way, requests interleaved (direct, through, direct, ...) after three warm-up rounds.
void sequential(const CaptureEndpoint &endpoint, quint16 upstreamPort, int runs, Mode mode, const char *title)
{
    const int warmUp = mode == Mode::Steady ? 1 : 3;
    const quint16 endpointPort = throughPort(endpoint);
    BenchClient direct(upstreamPort);
    BenchClient through(endpointPort);
    Sequential d;
    Sequential t;
    for (int i = 0; i < runs + warmUp; ++i) {
        for (BenchClient *c : { &direct, &through }) {
            c->send(mode);
            waitFor([c] { return c->done; });
            // The next request starts once the endpoint has closed this exchange's record too.
            waitForRecords(&endpoint);
            if (i < warmUp)
                continue;
            Sequential &s = c == &direct ? d : t;
            s.ttfbMs << c->firstByteNs / 1e6;
            s.totalMs << c->totalNs / 1e6;
        }
    }
    const double mb = bodySizeOf(mode) / 1e6;
    const double dTtfb = median(d.ttfbMs), tTtfb = median(t.ttfbMs);
    const double dTotal = median(d.totalMs), tTotal = median(t.totalMs);
    printf("%s: %.2f MB, %d requests each way (median)\n", title, mb, runs);
    printf("  direct   TTFB %7.3f ms  total %8.2f ms  %7.1f MB/s\n", dTtfb, dTotal, mb / (dTotal / 1e3));
    printf("  through  TTFB %7.3f ms  total %8.2f ms  %7.1f MB/s\n", tTtfb, tTotal, mb / (tTotal / 1e3));
    printf("  added    TTFB %+7.3f ms  total %+8.2f ms  throughput %.1f%% of direct\n", tTtfb - dTtfb, tTotal - dTotal,
        100.0 * dTotal / tTotal);
    if (mode == Mode::Paced || mode == Mode::Burst)
        qnamAlone(upstreamPort, runs, mode == Mode::Paced);
    QList<double> waits;
    for (const CaptureExchange &e : endpoint.exchanges())
        if (e.target.startsWith(pathOf(mode)))
            waits << e.waitUs / 1e3;
    printf("  the endpoint's own view: request in -> answer head out, median %.3f ms\n", median(waits));
}

void parallelRuns(const CaptureEndpoint &endpoint, quint16 upstreamPort, int n, Mode mode, const char *title)
{
    // Direct, through, direct again (the drift of the machine shows in the two direct runs).
    const Concurrent c1 = concurrent(upstreamPort, n, mode);
    const Concurrent c2 = concurrent(throughPort(endpoint), n, mode, &endpoint);
    const Cpu through = c2.cpu;
    const Cpu direct = c1.cpu;
    const Concurrent c3 = concurrent(upstreamPort, n, mode);
    const double directWall = (c1.wallMs + c3.wallMs) / 2;
    if (c2.waves > 1)
        printf("%s, %d at once (%.1f MB in all; %d waves on the same connections: median wave, median request of "
               "all, CPU per wave):\n",
            title, n, c2.bytes / 1e6, c2.waves);
    else
        printf("%s, %d at once (%.1f MB in all):\n", title, n, c2.bytes / 1e6);
    printf("  direct   wall %8.1f ms (%.1f and %.1f)  %7.1f MB/s  median TTFB %7.2f ms\n", directWall, c1.wallMs,
        c3.wallMs, c1.bytes / 1e6 / (directWall / 1e3), median(c1.ttfbMs + c3.ttfbMs));
    printf("  through  wall %8.1f ms  %7.1f MB/s  median TTFB %7.2f ms\n", c2.wallMs,
        c2.bytes / 1e6 / (c2.wallMs / 1e3), median(c2.ttfbMs));
    printf("  throughput %.1f%% of direct\n", 100.0 * directWall / c2.wallMs);
    QList<double> waits; // the endpoint's own view of this run's exchanges: request in -> answer head out
    for (int row = std::max(0, endpoint.exchangeCount() - n * c2.waves); row < endpoint.exchangeCount(); ++row)
        waits << endpoint.exchange(row).waitUs / 1e3;
    printf("  the endpoint's own view: request in -> answer head out, median %.2f ms\n", median(waits));
    printf("  CPU time: direct %.0f ms, through %.0f ms (the endpoint's thread %.0f ms, QtNetwork's threads %.0f ms)\n",
        direct.totalMs, through.totalMs, through.endpointMs, through.qtNetworkMs);
    printf("  the endpoint's CPU time per request: %.1f us\n", (through.endpointMs + through.qtNetworkMs) * 1e3 / n);
    if (c2.bytes != c1.bytes)
        printf("  WARNING: %lld bytes through, %lld direct\n", (long long)c2.bytes, (long long)c1.bytes);
}

// Requests that arrive while N steady streams flow (2,000 tokens/s each): N clients start their streams and, once every
// one is under way, one more client sends short requests one after another until the streams end; its times to the
// first byte are what a request waits with N others in flight (about one request every 5 ms). Direct first, then
// through the endpoint.
QList<double> whileBusy(quint16 port, int n, const CaptureEndpoint *endpoint)
{
    std::vector<std::unique_ptr<BenchClient>> streams;
    for (int i = 0; i < n; ++i)
        streams.push_back(std::make_unique<BenchClient>(port));
    BenchClient probe(port);
    probe.send(Mode::Short); // the probe's connection is kept alive, as the others are, before anything is timed
    waitFor([&] { return probe.done; });
    for (auto &c : streams)
        c->send(Mode::Steady);
    waitFor(
        [&] { return std::all_of(streams.begin(), streams.end(), [](const auto &c) { return c->firstByteNs >= 0; }); });
    QList<double> ttfb;
    QElapsedTimer gap;
    while (!std::any_of(streams.begin(), streams.end(), [](const auto &c) { return c->done; })) {
        gap.start();
        probe.send(Mode::Short);
        waitFor([&] { return probe.done; });
        ttfb << probe.firstByteNs / 1e6;
        bool gapOver = false; // about one request every 5 ms: a probe, not a load of its own
        QTimer::singleShot(std::max<qint64>(0, 5 - gap.elapsed()), Qt::PreciseTimer, [&gapOver] { gapOver = true; });
        waitFor([&] { return gapOver; });
    }
    waitFor([&] { return std::all_of(streams.begin(), streams.end(), [](const auto &c) { return c->done; }); });
    waitForRecords(endpoint);
    return ttfb;
}

void busyRuns(const CaptureEndpoint &endpoint, quint16 upstreamPort, int n)
{
    const QList<double> direct = whileBusy(upstreamPort, n, nullptr);
    const QList<double> through = whileBusy(throughPort(endpoint), n, &endpoint);
    printf("Short requests while %d steady streams flow (one after another, %lld direct and %lld through):\n", n,
        (long long)direct.size(), (long long)through.size());
    printf("  direct   median TTFB %7.3f ms\n", median(direct));
    printf("  through  median TTFB %7.3f ms\n", median(through));
    printf("  added    median TTFB %+7.3f ms\n", median(through) - median(direct));
}

// Keeps the CPUs out of their deeper idle state while the benchmark runs, as latency benchmarks do (cyclictest): a
// PM QoS request of 0 us, held while /dev/cpu_dma_latency stays open (root only). On this machine (a VM with the
// haltpoll idle driver) a halted vCPU took 0.1-2 ms to wake, and a relay pays one such wake-up more than the direct
// path: a steady stream's added first byte went +0.5 to +2.7 ms with halts, +0.16 to +0.20 ms without. Returns the
// file, or -1 (SW_BENCH_IDLE=1, or not allowed): then the idle states are as the machine has them.
int holdShallowIdle()
{
    if (qEnvironmentVariableIntValue("SW_BENCH_IDLE") == 1)
        return -1;
    const int fd = open("/dev/cpu_dma_latency", O_WRONLY | O_CLOEXEC);
    const qint32 zero = 0;
    if (fd >= 0 && write(fd, &zero, sizeof zero) != sizeof zero) {
        close(fd);
        return -1;
    }
    return fd;
}

// What keeping bytes costs on this machine apart from the copy: N MB copied into memory the process has never touched
// (a QByteArray of that size, as the endpoint allocates a finished answer's body) against the same copy into memory
// it used a moment before. On a virtual machine a first touch of a page can cost many times the copy.
void freshMemory(int megabytes)
{
    const qsizetype n = qsizetype(megabytes) << 20;
    QByteArray source(n, 'x');
    QList<double> fresh;
    QList<double> warm;
    QByteArray reused(n, Qt::Uninitialized);
    std::memset(reused.data(), 0, size_t(n));
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer clock;
        clock.start();
        QByteArray target(n, Qt::Uninitialized);
        std::memcpy(target.data(), source.constData(), size_t(n));
        fresh << clock.nsecsElapsed() / 1e6;
        clock.start();
        std::memcpy(reused.data(), source.constData(), size_t(n));
        warm << clock.nsecsElapsed() / 1e6;
    }
    const double pages = double(n) / 4096;
    printf("Copying %d MB (median of 5): into fresh memory %.1f ms (%.2f us per 4 KiB page), into memory used before "
           "%.1f ms (%.2f us per page): %.1fx\n",
        megabytes, median(fresh), median(fresh) * 1e3 / pages, median(warm), median(warm) * 1e3 / pages,
        median(fresh) / median(warm));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int idleHold = holdShallowIdle(); // released when the process ends
    printf("idle states: %s\n",
        idleHold >= 0 ? "shallow only (cpu_dma_latency 0 held; SW_BENCH_IDLE=1: as the machine has them)"
                      : "as the machine has them");
    const int runs = argc > 1 ? atoi(argv[1]) : 20;
    const int parallel = argc > 2 ? atoi(argv[2]) : 100;
    const int steadyTokens = argc > 3 ? atoi(argv[3]) : 4000;
    const QByteArrayList parts
        = QByteArray(argc > 4 ? argv[4] : "paced,burst,steady,short,cpaced,cburst,csteady,cshort,busy").split(',');

    // A 20,000-token answer as Chat Completions streams it: one event per token (4 characters each).
    QString text;
    for (int i = 0; text.size() < 80000; ++i)
        text += QStringLiteral("tok%1 ").arg(i % 10);
    text.truncate(80000);
    g_stream = sw::test::sseAnswer(text, {}, 4, 100, 20000).join();
    g_response = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
                 "Transfer-Encoding: chunked\r\n\r\n";
    for (qsizetype i = 0; i < g_stream.size(); i += 16384) {
        const QByteArray piece = g_stream.mid(i, 16384);
        g_response += QByteArray::number(piece.size(), 16) + "\r\n" + piece + "\r\n";
    }
    g_response += "0\r\n\r\n";
    g_head = g_response.left(g_response.indexOf("\r\n\r\n") + 4);
    g_shortBody
        = R"({"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant",)"
          R"("content":"ok"},"finish_reason":"stop"}],"usage":{"prompt_tokens":12,"completion_tokens":1}})";
    g_short = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        + QByteArray::number(g_shortBody.size(), 16) + "\r\n" + g_shortBody + "\r\n0\r\n\r\n";
    const QList<QByteArray> events = sw::test::sseAnswer(text, {}, 4, 100, 20000);
    for (qsizetype i = 0; i < events.size(); i += 100) {
        const QByteArray piece = events.mid(i, 100).join();
        g_pieces << QByteArray::number(piece.size(), 16) + "\r\n" + piece + "\r\n";
    }
    // The steady answer: the same events, STEADY_TOKENS of them, 20 every 10 ms (2,000 tokens/s).
    const QList<QByteArray> steadyEvents = sw::test::sseAnswer(text.left(steadyTokens * 4), {}, 4, 100, steadyTokens);
    g_steadyStream = steadyEvents.join();
    for (qsizetype i = 0; i < steadyEvents.size(); i += 20) {
        const QByteArray piece = steadyEvents.mid(i, 20).join();
        g_steadyPieces << QByteArray::number(piece.size(), 16) + "\r\n" + piece + "\r\n";
    }

    QThread upstreamThread;
    upstreamThread.start();
    StreamUpstream *upstream = nullptr;
    quint16 upstreamPort = 0;
    QMetaObject::invokeMethod(
        &app,
        [&] {
            upstream = new StreamUpstream;
            upstreamPort = upstream->listen();
            upstream->moveToThread(&upstreamThread);
        },
        Qt::DirectConnection);

    CaptureEndpoint endpoint;
    CaptureEndpointOptions options;
    options.upstream = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(upstreamPort));
    QString error;
    if (!endpoint.start(options, &error)) {
        fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }

    const QByteArray steadyTitle = QByteArray::number(steadyTokens) + "-token SSE answer at 2,000 tokens/s ("
        + QByteArray::number(g_steadyPieces.size()) + " pieces of 20 events, 10 ms apart)";
    for (const QByteArray &part : parts) { // in the order given; a part named twice runs twice
        if (part == "paced")
            sequential(
                endpoint, upstreamPort, runs, Mode::Paced, "20,000-token SSE answer paced (200 pieces, 1 ms apart)");
        else if (part == "burst")
            sequential(endpoint, upstreamPort, runs, Mode::Burst, "20,000-token SSE answer in one burst");
        else if (part == "steady")
            sequential(endpoint, upstreamPort, std::max(3, runs / 4), Mode::Steady, steadyTitle.constData());
        else if (part == "short")
            sequential(endpoint, upstreamPort, runs, Mode::Short, "A short answer (a small JSON body)");
        else if (part == "memory")
            freshMemory(312); // what 100 answers of 3.12 MB keep
        else if (part == "cshort")
            parallelRuns(endpoint, upstreamPort, parallel, Mode::Short, "Short answers");
        else if (part == "busy")
            busyRuns(endpoint, upstreamPort, parallel);
        else if (part == "cpaced")
            parallelRuns(endpoint, upstreamPort, parallel, Mode::Paced, "Paced answers");
        else if (part == "cburst")
            parallelRuns(endpoint, upstreamPort, parallel, Mode::Burst, "Burst answers");
        else if (part == "csteady")
            parallelRuns(endpoint, upstreamPort, parallel, Mode::Steady, "Steady answers (2,000 tokens/s each)");
        else
            fprintf(stderr, "unknown part %s\n", part.constData());
    }

    QSignalBlocker block(&endpoint);
    QMetaObject::invokeMethod(
        upstream, [upstream] { delete upstream; }, Qt::BlockingQueuedConnection);
    upstreamThread.quit();
    upstreamThread.wait();
    return 0;
}

// bench_chat_stall: the chat's GUI-thread stalls while a long answer streams in (docs/performance.md, ## Agent).
// A loopback OpenAI-compatible server on its own thread streams a generated 20,000-token answer (one token per
// chunk, --batch chunks per write every --every ms); the GUI thread runs the provider, the agent loop and, in the
// measured phase, the visible ChatPanel/ChatView. A 5 ms heartbeat timer records the gaps of the GUI event loop:
// the longest gap is the longest stall (reported overall, while streaming and in the second after the turn, with the
// p99). Baseline in the same run: the same stream into a headless AgentLoop. Before/after in the same run: the
// previous renderer (SW_CHAT_WHOLE_MARKDOWN=1) and the block-by-block one.
#include "agent/agentloop.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "eventwait.h"
#include "fakemodelserver.h"
#include "provider/openaiprovider.h"
#include "settings/settings.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <algorithm>

using namespace sw;

namespace {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

// The answer's Markdown: "mixed" (default) is prose in lines with a code fence every 2,000 tokens; "paragraph" is
// one paragraph without a blank line; "fence" is one code fence around everything (a generated file); "reasoning"
// streams the first half as reasoning_content (a thinking model), then the mixed text.
enum class Shape { Mixed, Paragraph, Fence, Reasoning };

// One Chat Completions chunk per token, as OpenAI streams them.
QList<QByteArray> generateEvents(int tokens, Shape shape)
{
    static const char *words[] = { " the", " report", " groups", " revenue", " by", " region", ",", " and", " writes",
        " a", " chart", " to", " out", "/", "chart", ".png", ".", "\n", " Über", " 数据" };
    QList<QByteArray> events;
    events.reserve(tokens + 3);
    for (int i = 0; i < tokens; ++i) {
        QString word = QString::fromUtf8(words[i % 20]);
        if ((shape == Shape::Mixed || (shape == Shape::Reasoning && i >= tokens / 2)) && i % 2000 == 1000)
            word = QStringLiteral("\n\n```python\nprint('chunk %1')\n```\n\n").arg(i);
        else if (shape == Shape::Fence && i == 0)
            word = QStringLiteral("```text\n") + word;
        else if (shape == Shape::Fence && i == tokens - 1)
            word += QStringLiteral("\n```\n");
        const bool thinking = shape == Shape::Reasoning && i < tokens / 2;
        const QJsonObject delta { { thinking ? "reasoning_content" : "content", word } };
        QByteArray chunk = R"({"id":"chatcmpl-1","object":"chat.completion.chunk","created":1767000000,)"
                           R"("model":"bench","choices":[{"index":0,"delta":)";
        chunk += QJsonDocument(delta).toJson(QJsonDocument::Compact);
        chunk += R"(,"finish_reason":null}]})";
        events << "data: " + chunk + "\n\n";
    }
    events
        << QByteArray(
               R"(data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]})")
            + "\n\n";
    events
        << QByteArray(
               R"(data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":1000,"completion_tokens":)")
            + QByteArray::number(tokens) + R"(,"total_tokens":)" + QByteArray::number(tokens + 1000) + "}}\n\n";
    events << "data: [DONE]\n\n";
    return events;
}

class ServerThread : public QThread
{
public:
    QList<sw::test::FakeResponse> responses;
    QString baseUrl;
    QSemaphore ready;

protected:
    void run() override
    {
        sw::test::FakeModelServer server;
        if (server.listen()) {
            baseUrl = server.baseUrl();
            for (const auto &r : responses)
                server.enqueue(r);
        }
        ready.release();
        exec();
    }
};

struct Stalls
{
    qint64 wallMs = 0;
    double maxMs = 0;
    double maxStreamingMs = 0; // until the turn finished
    double maxAfterMs = 0; // the second after it (the final rendering)
    double p99Ms = 0;
    int over50 = 0;
    int ticks = 0;
};

// When the turn finished (AgentLoop::runningChanged(false)), ns on the heartbeat's clock; -1 while it runs.
qint64 g_finishedAt = -1;

// Runs `start`, then the event loop until `done` says so, with a 5 ms heartbeat measuring the gaps. A gap that
// ends after g_finishedAt counts as "after" (the end of the turn and the final rendering).
template<typename Start, typename Done> Stalls measure(QElapsedTimer &wall, Start &&start, Done &&done)
{
    QList<std::pair<double, qint64>> gaps; // length ms, end ns
    qint64 last = 0;
    QTimer beat;
    beat.setTimerType(Qt::PreciseTimer);
    beat.setInterval(5);
    QObject::connect(&beat, &QTimer::timeout, [&] {
        const qint64 now = wall.nsecsElapsed();
        gaps.append({ (now - last) / 1e6, now });
        last = now;
    });
    g_finishedAt = -1;
    wall.start();
    beat.start();
    start();
    sw::test::runEventsUntil(done, 600000);
    // One more second: the finished answer's final rendering happens after the turn ends.
    QElapsedTimer tail;
    tail.start();
    sw::test::runEventsUntil([&tail] { return tail.elapsed() >= 1000; });
    beat.stop();
    Stalls s;
    s.wallMs = wall.elapsed();
    s.ticks = int(gaps.size());
    QList<double> lengths;
    for (const auto &[length, end] : std::as_const(gaps)) {
        double &max = g_finishedAt >= 0 && end > g_finishedAt ? s.maxAfterMs : s.maxStreamingMs;
        max = qMax(max, length);
        lengths << length;
    }
    if (!lengths.isEmpty()) {
        std::sort(lengths.begin(), lengths.end());
        s.maxMs = lengths.last();
        s.p99Ms = lengths.at(qMin(lengths.size() - 1, qsizetype(lengths.size() * 0.99)));
        s.over50 = int(std::count_if(lengths.begin(), lengths.end(), [](double g) { return g > 50; }));
    }
    return s;
}

sw::test::FakeResponse paced(const QList<QByteArray> &events, int batch, int everyMs)
{
    QList<QByteArray> pieces;
    for (qsizetype i = 0; i < events.size(); i += batch) {
        QByteArray p;
        for (qsizetype j = i; j < qMin(events.size(), i + batch); ++j)
            p += events.at(j);
        pieces << p;
    }
    auto r = sw::test::FakeResponse::stream(pieces);
    r.pieceDelayMs = everyMs;
    return r;
}

void row(const char *name, const Stalls &s)
{
    out() << "  " << QString::fromLatin1(name).leftJustified(44) << QString::number(s.maxMs, 'f', 1).rightJustified(8)
          << " ms max gap " << QString::number(s.p99Ms, 'f', 1).rightJustified(7) << " ms p99 "
          << QString::number(s.maxStreamingMs, 'f', 1).rightJustified(7) << " ms max while streaming "
          << QString::number(s.maxAfterMs, 'f', 1).rightJustified(7) << " ms max after "
          << QString::number(s.over50).rightJustified(4) << " gaps > 50 ms  (" << s.ticks << " beats, " << s.wallMs
          << " ms)\n";
    out().flush();
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int tokens = 20000;
    int batch = 10;
    int every = 2;
    Shape shape = Shape::Mixed;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--tokens"))
            tokens = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--batch"))
            batch = qMax(1, args.at(i + 1).toInt());
        else if (args.at(i) == QLatin1String("--every"))
            every = qMax(0, args.at(i + 1).toInt());
        else if (args.at(i) == QLatin1String("--shape"))
            shape = args.at(i + 1) == QLatin1String("paragraph") ? Shape::Paragraph
                : args.at(i + 1) == QLatin1String("fence")       ? Shape::Fence
                : args.at(i + 1) == QLatin1String("reasoning")   ? Shape::Reasoning
                                                                 : Shape::Mixed;
    }
    const QList<QByteArray> events = generateEvents(tokens, shape);
    qsizetype bytes = 0;
    for (const QByteArray &e : events)
        bytes += e.size();
    out() << "Chat stall: " << tokens << "-token answer, " << bytes << " bytes of SSE, " << batch
          << " chunks per write every " << every << " ms (about " << (every > 0 ? batch * 1000 / every : 0)
          << " tokens/s), 5 ms heartbeat on the GUI thread\n";

    ServerThread server;
    server.responses = { paced(events, batch, every), paced(events, batch, every), paced(events, batch, every) };
    server.start();
    server.ready.acquire();
    if (server.baseUrl.isEmpty()) {
        out() << "cannot listen on 127.0.0.1\n";
        return 1;
    }

    // Baseline: provider + loop, no view.
    {
        ProviderConfig pc;
        pc.baseUrl = server.baseUrl;
        pc.model = QStringLiteral("bench");
        OpenAiChatProvider provider(pc);
        AgentConfig config;
        QString error;
        const auto profile = findProfile(QStringLiteral("minimal"), &error);
        if (!profile) {
            out() << error << "\n";
            return 1;
        }
        config.profile = *profile;
        config.model = pc.model;
        AgentLoop loop(config, &provider);
        bool finished = false;
        QElapsedTimer wall;
        QObject::connect(&loop, &AgentLoop::runningChanged, [&](bool running) {
            finished = !running;
            g_finishedAt = finished ? wall.nsecsElapsed() : -1;
        });
        const Stalls s = measure(
            wall, [&] { loop.sendUserMessage(QStringLiteral("write it")); }, [&] { return finished; });
        row("headless AgentLoop (baseline)", s);
        if (!loop.lastError().isEmpty())
            out() << "  error: " << loop.lastError() << "\n";
    }
    // The chat: ChatPanel with its ChatView shown; first with the previous renderer (plain text while streaming, the
    // whole answer converted to Markdown when it is finished), then block by block (completed paragraphs and code
    // fences become Markdown while streaming; the end renders the last block).
    auto chatRun = [&](const char *label, bool wholeMarkdown) {
        qputenv("SW_CHAT_WHOLE_MARKDOWN", wholeMarkdown ? "1" : "0");
        {
            QTemporaryDir dir;
            ui::Settings settings(dir.filePath(QStringLiteral("bench.ini")));
            settings.setProviderBaseUrl(QStringLiteral("custom"), server.baseUrl);
            ui::ChatPanel panel;
            panel.setSettings(&settings);
            panel.resize(900, 700);
            panel.show();
            if (!panel.selectPreset(QStringLiteral("custom")) || !panel.selectProfile(QStringLiteral("minimal")))
                out() << "  cannot select the custom preset / minimal profile\n";
            panel.setModelName(QStringLiteral("bench"));
            QCoreApplication::processEvents();
            bool finished = false;
            QString error;
            QElapsedTimer wall;
            const Stalls s = measure(
                wall,
                [&] {
                    if (!panel.sendMessage(QStringLiteral("write it"), &error)) {
                        out() << "  " << error << "\n";
                        finished = true;
                        return;
                    }
                    QObject::connect(panel.loop(), &AgentLoop::runningChanged, [&](bool running) {
                        finished = !running;
                        g_finishedAt = finished ? wall.nsecsElapsed() : -1;
                    });
                },
                [&] { return finished; });
            const ui::ChatView::RenderStats last = panel.view()->lastRenderStats();
            QElapsedTimer pending;
            pending.start();
            panel.view()->renderNow();
            row(label, s);
            out() << "  final render: " << last.markdownChars << " Markdown chars converted, " << last.workerChars
                  << " handed to a worker, " << last.streamedBlocksKept << " blocks rendered while streaming kept\n";
            out() << "  render still pending after the measured window: "
                  << QString::number(pending.nsecsElapsed() / 1e6, 'f', 1) << " ms\n";
            const QString answer = panel.messagesModel()->lastAssistantText();
            out() << "  answer: " << answer.size() << " chars in the chat\n";
            QElapsedTimer t;
            t.start();
            const QString html = ui::ChatView::markdownToHtml(answer, 1);
            const double md = t.nsecsElapsed() / 1e6;
            t.restart();
            ui::ChatView fresh;
            fresh.setModel(panel.messagesModel());
            fresh.renderNow();
            const double first = t.nsecsElapsed() / 1e6;
            const qsizetype toWorker = fresh.lastRenderStats().workerChars;
            out() << "  finished answer: Markdown -> HTML " << QString::number(md, 'f', 1)
                  << " ms, whole view rendered " << QString::number(first, 'f', 1) << " ms (" << toWorker
                  << " chars of large blocks handed to a worker)\n";
            if (toWorker > 0) {
                // The rows holding them are rendered again once their HTML is in: that render, and when it is done.
                test::runEventsUntil([&] { return !fresh.isConverting(); }, 120000);
                QElapsedTimer again;
                again.start();
                fresh.renderNow();
                out() << "  whole view: in full after " << QString::number(t.nsecsElapsed() / 1e6, 'f', 1)
                      << " ms, the render that put the converted blocks in "
                      << QString::number(again.nsecsElapsed() / 1e6, 'f', 1) << " ms\n";
            }
        }
    };
    chatRun("ChatPanel, whole answer to Markdown at the end", true);
    chatRun("ChatPanel, block by block while streaming", false);
    server.quit();
    server.wait();
    out().flush();
    return 0;
}

// bench_eval: the Trigger Lab's throughput (docs/performance.md, ## Trigger Lab). A loopback OpenAI-compatible
// server on its own thread answers every request after a fixed delay (--delay ms, default 50); TriggerEval sends
// --queries x --runs requests (default 100 x 3) with 1, 4 and 16 workers. Reported per run: wall time, the ideal
// (requests x delay / workers) and their ratio, and the overhead per request (wall - ideal, per slot). Then, in the
// same process: the same requests with no delay (the client's and server's whole cost per request), a re-run answered
// from the response cache, and the request building alone (EvalRequestFactory) for the bundled skills and for 1,000.
#include "common/datapaths.h"
#include "eval/evalrequests.h"
#include "eval/triggereval.h"
#include "fakemodelserver.h"
#include "provider/openaiprovider.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

using namespace sw;

namespace {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QString lastUser(const QByteArray &body)
{
    const QJsonArray messages = QJsonDocument::fromJson(body).object().value("messages").toArray();
    return messages.isEmpty() ? QString() : messages.last().toObject().value("content").toString();
}

class ServerThread : public QThread
{
public:
    std::atomic<int> delayMs { 50 };
    std::atomic<int> served { 0 };
    QString baseUrl;
    QSemaphore ready;

protected:
    void run() override
    {
        test::FakeModelServer server;
        if (server.listen()) {
            baseUrl = server.baseUrl();
            server.setResponder([this](const test::RecordedRequest &request, int) {
                ++served;
                // Even queries load the skill, odd ones answer in text: both parsing paths are exercised.
                const bool load = lastUser(request.body).section(' ', 1, 1).toInt() % 2 == 0;
                test::FakeResponse r = test::FakeResponse::stream(load
                        ? test::sseAnswer(QString(), { { "skill_load", R"({"skill":"data-report"})" } }, 8, 900, 12)
                        : test::sseAnswer(QStringLiteral("I can answer that without a skill."), {}, 8, 900, 12));
                r.headDelayMs = delayMs;
                return r;
            });
        }
        ready.release();
        exec();
    }
};

struct Outcome
{
    qint64 wallMs = 0;
    int answered = 0;
    int errors = 0;
    int cached = 0;
};

Outcome runEval(const TriggerEvalConfig &config, const QString &url)
{
    TriggerEval eval(config, [url](QObject *parent) -> ChatProvider * {
        ProviderConfig pc;
        pc.baseUrl = url;
        pc.model = QStringLiteral("bench");
        return new OpenAiChatProvider(pc, parent);
    });
    QEventLoop wait;
    QObject::connect(&eval, &TriggerEval::finished, &wait, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    QString error;
    if (!eval.start(&error)) {
        out() << "cannot start: " << error << "\n";
        return {};
    }
    wait.exec();
    Outcome o;
    o.wallMs = clock.elapsed();
    for (const EvalRun &r : eval.results().runs) {
        o.answered += r.answered();
        o.errors += r.outcome == RunOutcome::Error;
        o.cached += r.cached;
    }
    return o;
}

SkillSnapshotPtr generatedSkills(int n)
{
    QList<AgentSkill> skills;
    for (int i = 0; i < n; ++i) {
        AgentSkill s;
        s.name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        s.description = QStringLiteral("Handles task family %1: parses inputs, computes results and writes a short "
                                       "report. Use when the user asks about family %1.")
                            .arg(i);
        s.body = QStringLiteral("Body of %1").arg(s.name);
        skills << s;
    }
    AgentSkill target;
    target.name = QStringLiteral("data-report");
    target.description = QStringLiteral("Turns a CSV file into a summary and a chart.");
    skills << target;
    return std::make_shared<const SkillSnapshot>(skills);
}

double buildMicros(const Profile &profile, const SkillSnapshotPtr &skills, int requests)
{
    BuildOptions options;
    options.model = QStringLiteral("bench");
    EvalRequestFactory factory(profile, skills, options);
    factory.build(QStringLiteral("warm up")); // the catalog and tool schemas are cached after the first request
    QElapsedTimer clock;
    clock.start();
    qsizetype bytes = 0;
    for (int i = 0; i < requests; ++i)
        bytes += factory.build(QStringLiteral("query %1: make me a chart of revenue by region").arg(i)).body.size();
    const double us = clock.nsecsElapsed() / 1000.0 / requests;
    out() << "    " << QString::number(skills->skills().size()).rightJustified(6)
          << " skills: " << QString::number(us, 'f', 1).rightJustified(8) << " us per request (" << bytes / requests
          << " bytes each)\n";
    return us;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int queries = 100;
    int runs = 3;
    int delay = 50;
    QList<int> workerCounts { 1, 4, 16 };
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--queries"))
            queries = qMax(1, args.at(i + 1).toInt());
        else if (args.at(i) == QLatin1String("--runs"))
            runs = qMax(1, args.at(i + 1).toInt());
        else if (args.at(i) == QLatin1String("--delay"))
            delay = qMax(0, args.at(i + 1).toInt());
        else if (args.at(i) == QLatin1String("--workers")) {
            workerCounts.clear();
            for (const QString &w : args.at(i + 1).split(QLatin1Char(',')))
                workerCounts << qMax(1, w.toInt());
        }
    }
    ServerThread server;
    server.delayMs = delay;
    server.start();
    server.ready.acquire();
    if (server.baseUrl.isEmpty()) {
        out() << "cannot listen on 127.0.0.1\n";
        return 1;
    }
    QString error;
    const auto profile = findProfile(QStringLiteral("trpc-go"), &error);
    if (!profile) {
        out() << error << "\n";
        return 1;
    }
    TriggerEvalConfig config;
    config.profile = *profile;
    config.skills = SkillSnapshot::fromRoots({ dataDirectory(DataKind::Skills) });
    config.skill = QStringLiteral("data-report");
    config.runsPerQuery = runs;
    config.model = QStringLiteral("bench");
    for (int i = 0; i < queries; ++i)
        config.set.cases << EvalCase { QStringLiteral("query %1: make me a chart of revenue by region").arg(i),
            i % 3 != 0, {}, {}, {}, {} };
    const int requests = queries * runs;
    out() << "Trigger Lab throughput: " << queries << " queries x " << runs << " runs = " << requests
          << " requests, trpc-go profile, " << config.skills->skills().size() << " bundled skills, loopback server "
          << "answering after " << delay << " ms (streamed, with usage)\n";
    out() << "  workers     wall    ideal  wall/ideal  overhead per request (per slot)\n";
    for (int workers : workerCounts) {
        config.workers = workers;
        const Outcome o = runEval(config, server.baseUrl);
        const double ideal = double(requests) * delay / workers;
        out() << "  " << QString::number(workers).rightJustified(7) << QString::number(o.wallMs).rightJustified(7)
              << " ms" << QString::number(ideal, 'f', 0).rightJustified(6) << " ms"
              << QString::number(ideal > 0 ? o.wallMs / ideal : 0, 'f', 3).rightJustified(10)
              << QString::number((o.wallMs - ideal) * workers / requests, 'f', 2).rightJustified(10) << " ms"
              << "   (" << o.answered << " answered, " << o.errors << " errors)\n";
        out().flush();
    }
    // No delay: what one request costs end to end (build, send, loopback server, SSE parse, trigger rule, results).
    server.delayMs = 0;
    out() << "  no delay, the whole cost per request:\n";
    for (int workers : { 1, 4 }) {
        config.workers = workers;
        const Outcome o = runEval(config, server.baseUrl);
        out() << "    " << workers << " worker(s): " << o.wallMs << " ms for " << requests
              << " requests = " << QString::number(double(o.wallMs) / requests, 'f', 3) << " ms per request\n";
    }
    // The response cache: the second run sends nothing.
    QTemporaryDir cacheDir;
    config.cache = std::make_shared<ResponseCache>(cacheDir.filePath(QStringLiteral("cache")));
    config.workers = 4;
    const int before = server.served;
    const Outcome fill = runEval(config, server.baseUrl);
    const Outcome hit = runEval(config, server.baseUrl);
    out() << "  response cache (4 workers, no delay): filling " << fill.wallMs << " ms, re-run " << hit.wallMs
          << " ms (" << hit.cached << " of " << requests << " from the cache, "
          << QString::number(double(hit.wallMs) / requests, 'f', 3) << " ms per request; "
          << server.served - before - requests << " requests sent by the re-run)\n";
    // Request building alone.
    out() << "  request building (EvalRequestFactory, trpc-go, first-turn request incl. exact o200k token counts):\n";
    buildMicros(*profile, config.skills, 300);
    buildMicros(*profile, generatedSkills(1000), 300);
    server.quit();
    server.wait();
    return 0;
}

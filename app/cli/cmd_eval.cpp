// `skill-workbench-cli eval`: the Trigger Lab headless (core/eval). Sends every query of an eval set N times through
// an agent profile and a provider (or a scenario replay), decides from each first response (or the whole turn with
// --full) whether the skill was loaded, and prints text (progress on a terminal, one line per query, the per-skill
// table, the totals), skill-creator-compatible JSON, JUnit XML or the HTML report. Exit 0 when every query passes,
// 1 when any fails, 2 for usage, I/O or eval-set errors, 3 when the run could not finish.
#include "clisupport.h"
#include "commands.h"
#include "evalclient.h"

#include "agent/scriptedprovider.h"
#include "eval/descriptionoptimiser.h"
#include "eval/evaloutput.h"
#include "provider/openaiprovider.h"
#include "provider/providerpresets.h"
#include "provider/secrets.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <memory>
#include <unistd.h>

namespace sw::cli {
namespace {

const QString kCommand = QStringLiteral("eval");
constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;
constexpr int kExitUnfinished = 3;

std::atomic<bool> g_interrupted { false };

void onInterrupt(int)
{
    g_interrupted = true;
}

QString clock(qint64 ms)
{
    const qint64 s = (ms + 500) / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// 0 all passed, 1 any failed, 3 could not finish (aborted, cancelled, a run without an answer after its retries, or a
// query without any answered run).
int exitCodeFor(const EvalResults &r)
{
    if (!r.unfinishedReason().isEmpty())
        return kExitUnfinished;
    bool failed = false;
    for (int v = 0; v < r.variants.size(); ++v)
        failed = failed || r.summary(v).failed > 0;
    return failed ? kExitFailed : 0;
}

bool writeOutput(const QString &path, const QByteArray &bytes)
{
    if (path.isEmpty() || path == QLatin1String("-")) {
        out() << QString::fromUtf8(bytes);
        out().flush();
        return true;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) < 0 || !f.commit()) {
        err() << "skill-workbench-cli eval: cannot write " << path << ": " << f.errorString() << "\n";
        err().flush();
        return false;
    }
    return true;
}

QJsonObject optimiserJson(const DescriptionOptimiser &o)
{
    auto indices = [](const QList<int> &l) {
        QJsonArray a;
        for (int i : l)
            a << i;
        return a;
    };
    QJsonArray iterations;
    for (const OptimiserIteration &it : o.iterations())
        iterations << QJsonObject { { "iteration", it.index }, { "description", it.description },
            { "characters", int(it.description.size()) }, { "train_passed", it.trainPassed },
            { "train_total", it.trainTotal }, { "held_out_passed", it.heldOutPassed },
            { "held_out_total", it.heldOutTotal }, { "best", it.best },
            { "note", it.note.isEmpty() ? QJsonValue() : QJsonValue(it.note) } };
    return { { "train", indices(o.split().train) }, { "held_out", indices(o.split().heldOut) },
        { "iterations", iterations }, { "best", o.bestIteration() }, { "stopped", o.stopReason() } };
}

} // namespace

int runEval(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Trigger Lab: does the model load the skill when it should, and leave it alone when it should not? Sends each "
        "query of an eval set N times through an agent profile, exactly as a chat turn, and reports trigger rates, "
        "pass/fail against the threshold, precision/recall and what was loaded instead."));
    const QCommandLineOption root({ QStringLiteral("r"), QStringLiteral("root") },
        QStringLiteral("Skills root (repeatable, first wins)."), QStringLiteral("PATH"));
    const QCommandLineOption setOpt(QStringLiteral("set"),
        QStringLiteral("Eval set: [{\"query\",\"should_trigger\"}] (one skill), [{\"query\",\"skill\"}] (routing) or "
                       "a skill's evals/evals.json."),
        QStringLiteral("FILE"));
    const QCommandLineOption skillOpt(QStringLiteral("skill"),
        QStringLiteral("The skill under test (required with a per-skill set, refused with a routing set)."),
        QStringLiteral("NAME"));
    const QCommandLineOption profileOpt({ QStringLiteral("p"), QStringLiteral("profile") },
        QStringLiteral("Profile name (%1) or a profile .json file.").arg(profileNames().join(QStringLiteral(", "))),
        QStringLiteral("NAME"));
    const QCommandLineOption baseUrl(QStringLiteral("base-url"),
        QStringLiteral("Base URL, e.g. https://api.openai.com/v1 or https://generativelanguage.googleapis.com (the "
                       "format's endpoint path is added)."),
        QStringLiteral("URL"));
    const QCommandLineOption preset(
        QStringLiteral("preset"), QStringLiteral("Provider preset (%1).").arg(presetIds()), QStringLiteral("ID"));
    const QCommandLineOption model(
        { QStringLiteral("m"), QStringLiteral("model") }, QStringLiteral("Model name."), QStringLiteral("M"));
    const QCommandLineOption keyEnv(QStringLiteral("api-key-env"),
        QStringLiteral("Environment variable holding the API key (as for chat)."), QStringLiteral("VAR"));
    const QCommandLineOption header(QStringLiteral("header"),
        QStringLiteral("Extra request header 'Name: value' (repeatable)."), QStringLiteral("H"));
    const QCommandLineOption scenario(QStringLiteral("scenario"),
        QStringLiteral("Replay a scenario's eval answers instead of calling a model."), QStringLiteral("FILE"));
    const QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Runs per query (default 3)."),
        QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption threshold(QStringLiteral("threshold"),
        QStringLiteral("Trigger rate a should-trigger query must reach, and a should-not query stay below (default "
                       "0.5)."),
        QStringLiteral("X"), QStringLiteral("0.5"));
    const QCommandLineOption workers(QStringLiteral("workers"),
        QStringLiteral("Requests in flight at once (default 4; with --client, client runs at once, default 2)."),
        QStringLiteral("N"), QStringLiteral("4"));
    const QCommandLineOption description(QStringLiteral("description"),
        QStringLiteral("Test this description of --skill instead of the saved one; repeat it to compare several "
                       "side by side (add --compare to include the saved one)."),
        QStringLiteral("TEXT"));
    const QCommandLineOption compare(
        QStringLiteral("compare"), QStringLiteral("With --description: compare against the saved description too."));
    const QCommandLineOption full(QStringLiteral("full"),
        QStringLiteral("Run each turn to its end (tools executed, runs sandboxed) instead of judging the first "
                       "response."));
    const QCommandLineOption noCache(
        QStringLiteral("no-cache"), QStringLiteral("Ask the model again instead of using cached answers."));
    const QCommandLineOption format(QStringLiteral("format"),
        QStringLiteral("text, json, junit or html (default text)."), QStringLiteral("F"), QStringLiteral("text"));
    const QCommandLineOption output({ QStringLiteral("o"), QStringLiteral("output") },
        QStringLiteral("Write the result here."), QStringLiteral("FILE"));
    const QCommandLineOption optimise(QStringLiteral("optimise"),
        QStringLiteral("Improve the description of --skill for up to K iterations (train/held-out split, held-out "
                       "results never shown to the model); reports every iteration and the best."),
        QStringLiteral("K"));
    const QCommandLineOption seed(QStringLiteral("seed"),
        QStringLiteral("Seed of the optimiser's train/held-out split (default 42)."), QStringLiteral("N"),
        QStringLiteral("42"));
    const QCommandLineOption timeout(QStringLiteral("timeout"),
        QStringLiteral("Seconds without data before a request fails (default 120)."), QStringLiteral("S"),
        QStringLiteral("120"));
    const QCommandLineOption maxSteps(QStringLiteral("max-steps"),
        QStringLiteral("With --full: model requests per turn (default 12)."), QStringLiteral("N"),
        QStringLiteral("12"));
    const QCommandLineOption price(QStringLiteral("price"),
        QStringLiteral("USD per million prompt and completion tokens, for the cost column, e.g. 2.5:10."),
        QStringLiteral("IN:OUT"));
    parser.addOptions(
        { root, setOpt, skillOpt, profileOpt, baseUrl, preset, model, keyEnv, header, scenario, runs, threshold,
            workers, description, compare, full, noCache, format, output, optimise, seed, timeout, maxSteps, price });
    addApiOption(parser);
    addClientEvalOptions(parser);
    addCalibrationOption(parser);
    if (auto code = parseCommandLine(parser, kCommand, args,
            QStringLiteral("--root PATH... --set FILE [--skill NAME] (--profile NAME | --client ID) (--base-url URL "
                           "--model M | --scenario FILE | --scripted-model) [options]")))
        return *code;
    if (const auto calibrationExit = readCalibrationOption(parser, kCommand))
        return *calibrationExit;
    std::optional<WireApi> api;
    if (const auto code = readApiOption(parser, kCommand, &api))
        return *code;

    const QString fmt = parser.value(format);
    if (!QStringList { "text", "json", "junit", "html" }.contains(fmt))
        return usageError(kCommand, QStringLiteral("--format must be text, json, junit or html"));
    if (const QString problem = outputPathProblem(parser.value(output)); !problem.isEmpty())
        return usageError(kCommand, QStringLiteral("-o: ") + problem);
    if (!parser.isSet(setOpt))
        return usageError(kCommand, QStringLiteral("--set FILE is required"));
    if (parser.values(root).isEmpty())
        return usageError(kCommand, QStringLiteral("--root PATH is required"));
    bool ok = false;
    const int runCount = parser.value(runs).toInt(&ok);
    if (!ok || runCount < 1 || runCount > 100)
        return usageError(kCommand, QStringLiteral("--runs must be a number from 1 to 100"));
    const double thresholdValue = parser.value(threshold).toDouble(&ok);
    if (!ok || thresholdValue <= 0 || thresholdValue > 1)
        return usageError(kCommand, QStringLiteral("--threshold must be a number above 0 and at most 1"));
    const bool realClient = wantsClient(parser);
    // Real clients are heavy processes: two at a time unless told otherwise.
    const int workerCount = realClient && !parser.isSet(workers) ? 2 : parser.value(workers).toInt(&ok);
    if (!(realClient && !parser.isSet(workers)) && (!ok || workerCount < 1 || workerCount > 64))
        return usageError(kCommand, QStringLiteral("--workers must be a number from 1 to 64"));
    const int steps = parser.value(maxSteps).toInt(&ok);
    if (!ok || steps < 1)
        return usageError(kCommand, QStringLiteral("--max-steps must be a positive number"));
    int iterations = 0;
    if (parser.isSet(optimise)) {
        iterations = parser.value(optimise).toInt(&ok);
        if (!ok || iterations < 1 || iterations > 20)
            return usageError(kCommand, QStringLiteral("--optimise must be a number from 1 to 20"));
    }
    double pricePrompt = -1;
    double priceCompletion = -1;
    if (parser.isSet(price)) {
        const QStringList parts = parser.value(price).split(QLatin1Char(':'));
        bool okIn = false;
        bool okOut = false;
        if (parts.size() == 2) {
            pricePrompt = parts.at(0).toDouble(&okIn);
            priceCompletion = parts.at(1).toDouble(&okOut);
        }
        if (!okIn || !okOut || pricePrompt < 0 || priceCompletion < 0)
            return usageError(kCommand, QStringLiteral("--price must look like 2.5:10 (USD per million tokens)"));
    }

    // The eval set and the skills.
    EvalSetError setError;
    std::optional<EvalSet> set = loadEvalSet(parser.value(setOpt), &setError);
    if (!set)
        return usageError(kCommand, setError.describe());
    QString skill = parser.value(skillOpt);
    if (set->kind == EvalSetKind::Routing && parser.isSet(skillOpt))
        return usageError(
            kCommand, QStringLiteral("--skill is not allowed with a routing set (each query names its skill)"));
    if (set->kind == EvalSetKind::PerSkill && skill.isEmpty())
        skill = set->skill; // an evals.json names its skill
    else if (set->kind == EvalSetKind::PerSkill && !set->skill.isEmpty() && skill != set->skill) {
        err() << "skill-workbench-cli eval: warning: " << parser.value(setOpt) << " is the eval set of \"" << set->skill
              << "\"; its queries are run against --skill \"" << skill << "\" as you asked\n";
        err().flush();
    }
    if (set->kind == EvalSetKind::PerSkill && skill.isEmpty())
        return usageError(kCommand, QStringLiteral("--skill NAME is required with a per-skill set"));
    if ((parser.isSet(description) || iterations > 0) && set->kind == EvalSetKind::Routing)
        return usageError(kCommand, QStringLiteral("--description and --optimise need a per-skill set and --skill"));
    QStringList problems;
    SkillSnapshotPtr skills = SkillSnapshot::fromRoots(parser.values(root), &problems);
    for (const QString &p : problems)
        err() << "skill-workbench-cli eval: warning: " << p << "\n";
    if (!checkEvalSet(*set, skills->names(), skill, &setError))
        return usageError(kCommand, setError.describe());

    ClientEvalSetup clientSetup;
    if (realClient) {
        if (const auto code = readClientEval(parser, kCommand, skills, api, &clientSetup))
            return *code;
        if (iterations > 0 && !clientSetup.provider)
            return usageError(kCommand,
                QStringLiteral("--optimise with --client needs --base-url (the optimiser asks that model for new "
                               "descriptions)"));
    }

    // Provider: a scenario replay or an OpenAI-compatible endpoint (the key as for chat).
    std::optional<Scenario> script;
    if (realClient) {
        // checked above
    } else if (parser.isSet(scenario)) {
        if (parser.isSet(baseUrl) || parser.isSet(preset))
            return usageError(kCommand, QStringLiteral("use either --scenario or --base-url/--preset, not both"));
        QString error;
        script = loadScenario(parser.value(scenario), &error);
        if (!script)
            return usageError(kCommand, error);
        if (script->evalAnswers.isEmpty())
            return usageError(kCommand,
                QStringLiteral("%1 has no eval answers (\"eval_answers\"): it cannot answer a Trigger Lab run")
                    .arg(parser.value(scenario)));
    } else if (!parser.isSet(baseUrl) && !parser.isSet(preset)) {
        return usageError(
            kCommand, QStringLiteral("give --base-url URL --model M (or --preset ID), or --scenario FILE"));
    }
    QString profileName = parser.value(profileOpt);
    if (profileName.isEmpty() && script)
        profileName = script->profile;
    if (profileName.isEmpty() && !realClient)
        return usageError(kCommand, QStringLiteral("--profile or --client is required"));
    QString error;
    std::optional<Profile> profile = realClient ? std::optional<Profile>(Profile()) : findProfile(profileName, &error);
    if (!profile)
        return usageError(kCommand, error);
    if (!realClient && !TriggerRule::fromProfile(*profile, &error))
        return usageError(kCommand, error);

    TriggerEvalConfig config;
    config.profile = *profile;
    config.runners = clientSetup.runners;
    config.skills = skills;
    config.set = *set;
    config.skill = skill;
    config.runsPerQuery = runCount;
    config.threshold = thresholdValue;
    config.workers = workerCount;
    config.full = parser.isSet(full);
    config.maxSteps = steps;
    config.pricePromptPerMillion = pricePrompt;
    config.priceCompletionPerMillion = priceCompletion;
    config.readCache = !parser.isSet(noCache);
    const QStringList descriptions = parser.values(description);
    for (int i = 0; i < descriptions.size(); ++i) {
        if (descriptions.at(i).size() > kDescriptionLimit)
            return usageError(kCommand,
                QStringLiteral("--description has %1 characters; the limit is 1024").arg(descriptions.at(i).size()));
        config.variants << EvalVariant { descriptions.size() == 1 && !parser.isSet(compare)
                ? QStringLiteral("description")
                : QString(QChar(u'B' + i)),
            descriptions.at(i) };
    }
    if (parser.isSet(compare) && descriptions.isEmpty())
        return usageError(kCommand,
            QStringLiteral("--compare needs at least one --description to compare the saved description with"));
    if (parser.isSet(compare) && !config.variants.isEmpty())
        config.variants.prepend(EvalVariant { QStringLiteral("A"), QString() });
    QStringList secrets = clientSetup.secrets;
    ProviderFactory factory;
    if (realClient) {
        config.model = clientSetup.model;
        if (clientSetup.provider) {
            const ProviderConfig pc = *clientSetup.provider;
            factory = [pc](QObject *parent) -> ChatProvider * { return new OpenAiChatProvider(pc, parent); };
        }
    } else if (script) {
        auto counts = std::make_shared<QHash<QByteArray, int>>();
        const Scenario replay = *script;
        const WireApi replayApi = api.value_or(replay.api);
        config.api = replayApi;
        factory = [replay, counts, replayApi](QObject *parent) -> ChatProvider * {
            auto *p = new ScriptedProvider(replay, parent);
            p->shareRequestCounts(counts);
            p->setWireApi(replayApi);
            return p;
        };
        config.model = QStringLiteral("replay");
        // A replay is answered from its file: no response cache (an edited scenario must not give stale answers).
    } else {
        ProviderConfig pc;
        if (const auto code = readProviderConfig(parser, kCommand, api, &pc))
            return *code;
        config.api = pc.api;
        config.model = pc.model;
        if (!pc.apiKey.isEmpty())
            secrets << pc.apiKey;
        config.cache = std::make_shared<ResponseCache>();
        factory = [pc](QObject *parent) -> ChatProvider * { return new OpenAiChatProvider(pc, parent); };
    }

    const bool progressLine = isatty(STDERR_FILENO) && fmt == QLatin1String("text");
    QElapsedTimer clockTimer;
    clockTimer.start();
    auto showProgress = [&](int done, int total) {
        if (!progressLine || total == 0)
            return;
        const qint64 elapsed = clockTimer.elapsed();
        const QString eta = done > 0 ? clock(elapsed * (total - done) / done) : QStringLiteral("-:--");
        err() << QStringLiteral("\r\x1b[K[%1/%2] %3%  elapsed %4  eta %5")
                     .arg(done)
                     .arg(total)
                     .arg(100 * done / total)
                     .arg(clock(elapsed), eta);
        err().flush();
    };
    g_interrupted = false;
    std::signal(SIGINT, onInterrupt);
    QTimer interrupt;
    interrupt.setInterval(100);
    interrupt.start();

    EvalResults results;
    std::unique_ptr<DescriptionOptimiser> optimiser;
    if (iterations > 0) {
        OptimiserConfig oc;
        oc.eval = config;
        oc.maxIterations = iterations;
        oc.seed = quint32(parser.value(seed).toUInt());
        oc.startDescription = descriptions.value(0);
        oc.eval.variants.clear();
        if (const AgentSkill *s = skills->find(skill))
            oc.skillBody = s->body;
        optimiser = std::make_unique<DescriptionOptimiser>(oc, factory);
        QEventLoop wait;
        QObject::connect(optimiser.get(), &DescriptionOptimiser::finished, &wait, &QEventLoop::quit);
        QObject::connect(&interrupt, &QTimer::timeout, &wait, [&] {
            if (g_interrupted.exchange(false))
                optimiser->cancel();
        });
        QObject::connect(
            optimiser.get(), &DescriptionOptimiser::evaluationStarted, &wait, [&](int i, TriggerEval *eval) {
                if (progressLine)
                    err() << QStringLiteral("\r\x1b[Kiteration %1\n").arg(i);
                QObject::connect(eval, &TriggerEval::progress, &wait, showProgress);
            });
        if (!optimiser->start(&error))
            return usageError(kCommand, error);
        wait.exec();
        const int best = optimiser->bestIteration();
        if (best < 0) {
            err() << "skill-workbench-cli eval: " << redactSecrets(optimiser->stopReason(), secrets) << "\n";
            err().flush();
            return kExitUnfinished;
        }
        results = optimiser->iterations().at(best).results;
    } else {
        TriggerEval eval(config, factory);
        QEventLoop wait;
        QObject::connect(&eval, &TriggerEval::finished, &wait, &QEventLoop::quit);
        QObject::connect(&eval, &TriggerEval::progress, &wait, showProgress);
        QObject::connect(&interrupt, &QTimer::timeout, &wait, [&] {
            if (g_interrupted.exchange(false))
                eval.cancel();
        });
        if (!eval.start(&error))
            return usageError(kCommand, error);
        wait.exec();
        results = eval.results();
    }
    std::signal(SIGINT, SIG_DFL);
    if (progressLine) {
        err() << "\r\x1b[K";
        err().flush();
    }

    QByteArray bytes;
    if (fmt == QLatin1String("json")) {
        QJsonObject doc = evalResultsToJson(results);
        if (optimiser)
            doc.insert(QStringLiteral("optimiser"), optimiserJson(*optimiser));
        bytes = QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else if (fmt == QLatin1String("junit")) {
        bytes = evalResultsToJUnit(results);
    } else if (fmt == QLatin1String("html")) {
        bytes = evalResultsToHtml(results, optimiser ? optimiser->iterations() : QList<OptimiserIteration>()).toUtf8();
    } else {
        QString text;
        if (optimiser) {
            for (const OptimiserIteration &it : optimiser->iterations())
                text += QStringLiteral("iteration %1%2: train %3/%4, held-out %5/%6 (%7 chars)%8\n  %9\n")
                            .arg(it.index)
                            .arg(it.best ? QStringLiteral(" (best)") : QString())
                            .arg(it.trainPassed)
                            .arg(it.trainTotal)
                            .arg(it.heldOutPassed)
                            .arg(it.heldOutTotal)
                            .arg(it.description.size())
                            .arg(it.note.isEmpty() ? QString() : QStringLiteral(", ") + it.note)
                            .arg(it.description);
            text += QStringLiteral("stopped: %1\n\n").arg(optimiser->stopReason());
        }
        text += evalResultsToText(results);
        bytes = text.toUtf8();
    }
    if (!writeOutput(parser.value(output), redactSecrets(QString::fromUtf8(bytes), secrets).toUtf8()))
        return kExitUsage;
    const int code = exitCodeFor(results);
    if (code == kExitUnfinished) {
        err() << "skill-workbench-cli eval: the run could not finish: "
              << redactSecrets(results.unfinishedReason(), secrets) << "\n";
        err().flush();
    }
    return code;
}

} // namespace sw::cli

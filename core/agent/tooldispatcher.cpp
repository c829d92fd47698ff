// ToolDispatcher: argument checking, the knowledge tools, and command runs.
#include "tooldispatcher.h"

#include "agent/shellload.h"
#include "agent/skillfoldertree.h"
#include "workspace/runjob.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {
QString compact(const QJsonValue &v)
{
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
}

QStringList stringList(const QJsonValue &v)
{
    QStringList out;
    if (v.isString() && !v.toString().isEmpty())
        out << v.toString(); // lenient: a single doc given as a string
    const QJsonArray items = v.toArray();
    for (const auto &item : items) {
        if (item.isString())
            out << item.toString();
    }
    return out;
}

// The JSON object keys in a fixed order (QJsonObject would sort them).
QString orderedObject(const QList<QPair<QString, QJsonValue>> &fields)
{
    QString out = QStringLiteral("{");
    for (int i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += QLatin1Char(',');
        const QJsonArray wrap { fields.at(i).second };
        QString v = QString::fromUtf8(QJsonDocument(wrap).toJson(QJsonDocument::Compact));
        v = v.mid(1, v.size() - 2);
        out += QString::fromUtf8(QJsonDocument(QJsonArray { fields.at(i).first }).toJson(QJsonDocument::Compact))
                   .mid(1)
                   .chopped(1);
        out += QLatin1Char(':') + v;
    }
    return out + QLatin1Char('}');
}

QString fillShellResult(const QString &templ, int exitCode, const QString &output, qint64 durationMs)
{
    const QString t = templ.isEmpty() ? QStringLiteral("Exit code: {exit_code}\nOutput:\n{output}") : templ;
    return fillTemplate(t,
        { { QStringLiteral("exit_code"), QString::number(exitCode) }, { QStringLiteral("output"), output },
            { QStringLiteral("seconds"), QString::number(double(durationMs) / 1000.0, 'f', 1) } });
}

QString shellResult(const Profile &profile, int exitCode, const QString &output)
{
    return fillShellResult(profile.texts.value(QStringLiteral("shell_result")), exitCode, output, 0);
}

bool cwdInsideWorkspace(const QString &cwd)
{
    if (cwd.isEmpty())
        return true;
    if (QDir::isAbsolutePath(cwd))
        return false;
    const QString clean = QDir::cleanPath(cwd);
    if (clean == QLatin1String("..") || clean.startsWith(QLatin1String("../")))
        return false;
    const QString first = clean.section(QLatin1Char('/'), 0, 0);
    return first == QLatin1String("skills") || first == QLatin1String("work") || first == QLatin1String("out")
        || first == QLatin1String("runs");
}
} // namespace

ToolDispatcher::ToolDispatcher(QObject *parent)
    : QObject(parent)
{ }

ToolDispatcher::~ToolDispatcher()
{
    stop();
}

void ToolDispatcher::setWorkspace(const QString &workRoot, const QString &sessionId, ExecutorChoice executor)
{
    m_workRoot = workRoot;
    m_sessionId = sessionId;
    m_executor = executor;
    m_workspace.reset();
}

ToolOutcome ToolDispatcher::execute(const Profile &profile, const SkillSnapshot &skills, const StateMap &state,
    const ToolCall &call, std::optional<RunRequest> *run)
{
    ToolOutcome out;
    out.call = call;
    auto fail = [&out, &profile](const QString &key, const QMap<QString, QString> &vars) {
        out.isError = true;
        out.content = profile.text(key, vars);
        return out;
    };
    QMap<QString, QString> vars { { QStringLiteral("tool"), call.name },
        { QStringLiteral("names"), skills.names().join(QStringLiteral(", ")) } };
    const ProfileTool *tool = profile.tool(call.name);
    if (!tool)
        return fail(QStringLiteral("error.unknown_tool"), vars);
    QJsonObject args;
    if (!call.arguments.trimmed().isEmpty()) {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(call.arguments.toUtf8(), &pe);
        if (pe.error != QJsonParseError::NoError) {
            // A lone string or number (Gemini's args can be any JSON value) is valid JSON, just not an object.
            QJsonParseError asValue;
            QJsonDocument::fromJson('[' + call.arguments.toUtf8() + ']', &asValue);
            vars.insert(QStringLiteral("error"),
                asValue.error == QJsonParseError::NoError
                    ? QStringLiteral("arguments must be a JSON object")
                    : QStringLiteral("%1 at offset %2").arg(pe.errorString()).arg(pe.offset));
            return fail(QStringLiteral("error.invalid_arguments"), vars);
        }
        if (!doc.isObject()) {
            vars.insert(QStringLiteral("error"), QStringLiteral("arguments must be a JSON object"));
            return fail(QStringLiteral("error.invalid_arguments"), vars);
        }
        args = doc.object();
    }
    const AgentSkill *skill = nullptr;
    if (!tool->skillParameter.isEmpty()) {
        const QString name = args.value(tool->skillParameter).toString().trimmed();
        vars.insert(QStringLiteral("name"), name);
        if (name.isEmpty()) {
            if (tool->kind == ToolKind::SkillRun)
                return fail(QStringLiteral("error.run_required"), vars);
            return fail(QStringLiteral("error.skill_required"), vars);
        }
        skill = skills.find(name);
        if (!skill)
            return fail(QStringLiteral("error.unknown_skill"), vars);
        out.skill = skill->name;
    }
    const QString agent = profile.agentName;
    auto checkDocs = [&](const QStringList &docs) -> bool {
        for (const QString &d : docs) {
            if (!skill->docs.contains(d)) {
                vars.insert(QStringLiteral("doc"), d);
                return false;
            }
        }
        return true;
    };
    switch (tool->kind) {
    case ToolKind::SkillLoad: {
        const QStringList docs = stringList(args.value(QStringLiteral("docs")));
        if (!checkDocs(docs))
            return fail(QStringLiteral("error.unknown_doc"), vars);
        out.delta
            = loadSkillDelta(state, agent, skill->name, docs, args.value(QStringLiteral("include_all_docs")).toBool());
        if (profile.toolsSelectedLine && !skill->tools.isEmpty())
            out.delta << StateChange { skillkeys::toolsKey(skill->name),
                compact(QJsonArray::fromStringList(skill->tools)) };
        out.content = profile.text(QStringLiteral("load_result"), vars);
        return out;
    }
    case ToolKind::SkillSelectDocs: {
        const QStringList docs = stringList(args.value(QStringLiteral("docs")));
        const SelectMode mode = selectModeFromName(args.value(QStringLiteral("mode")).toString());
        if (mode != SelectMode::Clear && !checkDocs(docs))
            return fail(QStringLiteral("error.unknown_doc"), vars);
        const DocSelectResult r = selectDocsDelta(
            state, agent, skill->name, docs, args.value(QStringLiteral("include_all_docs")).toBool(), mode);
        out.delta = r.delta;
        out.content = orderedObject({ { QStringLiteral("skill"), skill->name },
            { QStringLiteral("selected_docs"), QJsonArray::fromStringList(r.selected) },
            { QStringLiteral("include_all_docs"), r.includeAll }, { QStringLiteral("mode"), selectModeName(mode) } });
        return out;
    }
    case ToolKind::SkillListDocs:
        out.content = compact(QJsonArray::fromStringList(skill->docs));
        return out;
    case ToolKind::SkillList:
        out.content = compact(QJsonArray::fromStringList(skills.names()));
        return out;
    case ToolKind::SkillListTools:
        out.content = compact(QJsonArray::fromStringList(skill->tools));
        return out;
    case ToolKind::SkillSelectTools: {
        const SelectMode mode = selectModeFromName(args.value(QStringLiteral("mode")).toString());
        const DocSelectResult r = selectToolsDelta(state, skill->name, stringList(args.value(QStringLiteral("tools"))),
            args.value(QStringLiteral("include_all_tools")).toBool(), mode);
        out.delta = r.delta;
        out.content = orderedObject({ { QStringLiteral("skill"), skill->name },
            { QStringLiteral("selected_tools"), QJsonArray::fromStringList(r.selected) },
            { QStringLiteral("include_all_tools"), r.includeAll }, { QStringLiteral("mode"), selectModeName(mode) } });
        return out;
    }
    case ToolKind::InlineSkill:
        vars.insert(QStringLiteral("folder"), skill->folder);
        vars.insert(QStringLiteral("body"), skill->body);
        if (profile.texts.value(QStringLiteral("inline_result")).contains(QLatin1String("{resources}")))
            vars.insert(QStringLiteral("resources"), skillFolderTree(*skill)); // Gemini CLI's activate_skill
        out.content = profile.text(QStringLiteral("inline_result"), vars);
        return out;
    case ToolKind::SkillTool:
        if (!skill->client.modelInvocable)
            return fail(QStringLiteral("error.not_model_invocable"), vars);
        out.delta = loadSkillDelta(state, agent, skill->name, {}, false);
        out.content = profile.text(QStringLiteral("skill_result"), vars);
        return out;
    case ToolKind::Shell: {
        const ShellCommand command = parseShellCommand(args.value(QStringLiteral("command")));
        if (command.argv.isEmpty() || command.script.trimmed().isEmpty())
            return fail(QStringLiteral("error.command_required"), vars);
        QString workdir = args.value(QStringLiteral("workdir")).toString();
        if (workdir.isEmpty())
            workdir = defaultShellWorkdir(skills);
        const ShellLoad load = detectShellLoad(profile.loadDetection, skills, command.words, workdir);
        if (load.kind != ShellLoad::Kind::None) {
            out.skill = load.skill;
            out.delta = loadSkillDelta(state, agent, load.skill, {}, false);
        }
        if (const std::optional<QString> text = readSkillFiles(skills, command, workdir)) {
            out.content = shellResult(profile, 0, *text);
            return out;
        }
        if (!run)
            return fail(QStringLiteral("error.executor_missing"), vars);
        RunRequest req;
        req.command = command.script;
        const int timeoutMs = args.value(QStringLiteral("timeout_ms")).toInt(0);
        req.timeoutSeconds = timeoutMs > 0 ? std::max(1, (timeoutMs + 999) / 1000) : 300;
        *run = req;
        out.ranCommand = true;
        return out;
    }
    case ToolKind::SkillRun:
    case ToolKind::WorkspaceExec: {
        const QString command = args.value(QStringLiteral("command")).toString();
        if (command.trimmed().isEmpty())
            return fail(tool->kind == ToolKind::SkillRun ? QStringLiteral("error.run_required")
                                                         : QStringLiteral("error.command_required"),
                vars);
        const QString cwd = args.value(QStringLiteral("cwd")).toString();
        if (tool->kind == ToolKind::WorkspaceExec && !cwdInsideWorkspace(cwd))
            return fail(QStringLiteral("error.cwd_outside"), vars);
        if (!run)
            return fail(QStringLiteral("error.executor_missing"), vars);
        RunRequest req;
        if (skill) {
            req.skillName = skill->name;
            req.skillFolder = skill->folder;
        }
        req.command = command;
        req.cwd = cwd;
        const QJsonObject env = args.value(QStringLiteral("env")).toObject();
        for (auto it = env.begin(); it != env.end(); ++it)
            req.env.insert(it.key(), it.value().toVariant().toString());
        req.stdinData = args.value(QStringLiteral("stdin")).toString().toUtf8();
        req.outputGlobs = stringList(args.value(QStringLiteral("output_files")));
        req.timeoutSeconds = args.value(QStringLiteral("timeout")).toInt(300);
        *run = req;
        out.ranCommand = true;
        return out;
    }
    }
    return fail(QStringLiteral("error.unknown_tool"), vars);
}

void ToolDispatcher::dispatch(
    const Profile &profile, const SkillSnapshot &skills, const StateMap &state, const ToolCall &call)
{
    m_busy = true;
    m_clock.start();
    std::optional<RunRequest> run;
    ToolOutcome outcome = execute(profile, skills, state, call, &run);
    if (!run) {
        QMetaObject::invokeMethod(
            this, [this, outcome] { finish(outcome); }, Qt::QueuedConnection);
        return;
    }
    if (m_workRoot.isEmpty()) {
        outcome.isError = true;
        outcome.ranCommand = false;
        outcome.content = profile.text(QStringLiteral("error.executor_missing"));
        QMetaObject::invokeMethod(
            this, [this, outcome] { finish(outcome); }, Qt::QueuedConnection);
        return;
    }
    if (!m_workspace) {
        QString error;
        QDir().mkpath(m_workRoot);
        m_workspace = Workspace::create(m_workRoot, m_sessionId, &error);
        if (!m_workspace) {
            outcome.isError = true;
            outcome.content = QStringLiteral("workspace: %1").arg(error);
            QMetaObject::invokeMethod(
                this, [this, outcome] { finish(outcome); }, Qt::QueuedConnection);
            return;
        }
    }
    run->executor = m_executor;
    auto *job = new RunJob(*m_workspace, *run, this);
    m_job = job;
    const QString id = call.id;
    connect(job, &RunJob::stdoutChunk, this, [this, id](const QByteArray &c) { Q_EMIT runOutput(id, c, false); });
    connect(job, &RunJob::stderrChunk, this, [this, id](const QByteArray &c) { Q_EMIT runOutput(id, c, true); });
    const ProfileTool *tool = profile.tool(call.name);
    const bool shell = tool && tool->kind == ToolKind::Shell;
    const QString shellTemplate = profile.texts.value(QStringLiteral("shell_result"));
    connect(job, &RunJob::finished, this, [this, job, outcome, shell, shellTemplate](const RunResult &result) {
        ToolOutcome o = outcome;
        o.runResult = result.toJson();
        o.durationMs = result.durationMs; // the run's own figure: the chat's card, the Runs table and the model agree
        if (shell) {
            QString output = result.stdoutText + result.stderrText;
            if (!result.error.isEmpty())
                output += result.error;
            o.content = fillShellResult(shellTemplate, result.exitCode, output, result.durationMs);
        } else {
            o.content = QString::fromUtf8(QJsonDocument(o.runResult).toJson(QJsonDocument::Compact));
        }
        o.isError = !result.error.isEmpty();
        job->deleteLater();
        finish(o);
    });
    Q_EMIT runStarted(id, run->skillName, run->command, m_workspace->root());
    Q_EMIT jobStarted(job, id);
    job->start();
}

void ToolDispatcher::stop()
{
    if (m_job) {
        m_job->disconnect(this);
        m_job->stop();
        m_job->deleteLater();
        m_job = nullptr;
    }
    m_busy = false;
}

void ToolDispatcher::finish(const ToolOutcome &outcome)
{
    if (!m_busy)
        return; // stopped meanwhile
    m_busy = false;
    ToolOutcome o = outcome;
    if (o.runResult.isEmpty()) // a run reports its own duration (RunResult::durationMs)
        o.durationMs = m_clock.elapsed();
    Q_EMIT finished(o);
}

} // namespace sw

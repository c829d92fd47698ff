// DiagnosticsRunner: the validator (core/skill) run on the thread pool.
#include "diagnosticsrunner.h"

#include "common/backgroundpool.h"

#include "editor/diagnostictranslation.h"

#include "skill/skilldocument.h"
#include "skill/skillfolder.h"
#if __has_include("skill/validator.h")
#include "skill/validator.h"
#define SW_UI_HAVE_VALIDATOR 1
#endif
#if __has_include("tokens/tokenizer.h")
#include "tokens/tokenizer.h"
#endif

#include <QDir>
#include <QFileInfo>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

FixKind fixFor(const QString &rule, const QString &message)
{
    if (message.contains(QLatin1String("must match skill name"))
        || rule.endsWith(QLatin1String("name-folder-mismatch")))
        return FixKind::RenameFolderToName;
    // An invalid name (upper case, underscores, hyphens at the edges...) has the core's text fix: the valid kebab-case
    // name its hint suggests. Lower-casing alone would leave "bad_name" invalid.
    if (message.contains(QLatin1String("Unexpected fields")) || message.contains(QLatin1String("unexpected key")))
        return FixKind::MoveUnknownFieldsToMetadata;
    return FixKind::None;
}

QString fixKindLabel(FixKind fix)
{
    switch (fix) {
    case FixKind::RenameFolderToName:
        return DiagnosticsRunner::tr("Rename the folder to match the name");
    case FixKind::LowercaseName:
        return DiagnosticsRunner::tr("Make the name lower-case");
    case FixKind::MoveUnknownFieldsToMetadata:
        return DiagnosticsRunner::tr("Move unknown fields under metadata");
    case FixKind::TextEdits:
    case FixKind::None:
        break;
    }
    return {};
}

Problem problemFrom(const Diagnostic &diagnostic, const QString &skillMdPath)
{
    const QString folder = QFileInfo(skillMdPath).absolutePath();
    Problem problem;
    problem.rule = diagnostic.rule;
    problem.severity = diagnostic.severity == Severity::Error ? ProblemSeverity::Error
        : diagnostic.severity == Severity::Warning            ? ProblemSeverity::Warning
                                                              : ProblemSeverity::Info;
    problem.file = diagnostic.file.isEmpty()      ? skillMdPath
        : QFileInfo(diagnostic.file).isAbsolute() ? diagnostic.file
                                                  : QDir(folder).filePath(diagnostic.file);
    problem.line = diagnostic.line;
    problem.column = diagnostic.column;
    problem.message = diagnostic.messageText.isEmpty() ? diagnostic.message : translatedText(diagnostic.messageText);
    problem.fixHint = diagnostic.fixHintText.isEmpty() ? diagnostic.fixHint : translatedText(diagnostic.fixHintText);
    for (const DiagnosticFix &fix : diagnostic.fixes)
        problem.fixes.append({ FixKind::TextEdits, translatedText(fix.labelText), fix.edits });
    FixKind own = fixFor(diagnostic.rule, diagnostic.message);
    // The folder is renamed to the name only when that name is valid (the core's hint then says so).
    if (own == FixKind::RenameFolderToName
        && diagnostic.fixHintText.id != QLatin1String("spec/name-folder-mismatch.hint"))
        own = FixKind::None;
    if (own != FixKind::None)
        problem.fixes.append({ own, fixKindLabel(own), {} });
    problem.fix = problem.fixes.isEmpty() ? FixKind::None : problem.fixes.first().kind;
    return problem;
}

ProblemList diagnoseSkillMd(const QByteArray &raw, const QString &skillMdPath)
{
    const QFileInfo info(skillMdPath);
    const QString folder = info.absolutePath();
    const SkillDocument document = parseSkillDocument(raw, skillMdPath, QFileInfo(folder).fileName());
    ProblemList problems;
#ifdef SW_UI_HAVE_VALIDATOR
    const SkillFolderInventory inventory = inventorySkillFolder(folder);
    ValidationContext context;
#if __has_include("tokens/tokenizer.h")
    context.countTokens = [](const QString &text) { return countTokens(text); };
#endif
    const RuleSets rules = allRuleSets(); // the Library's selection: its badges and this list agree
    const QList<Diagnostic> diagnostics = validateSkill(document, inventory, rules, context);
    for (const Diagnostic &diagnostic : diagnostics)
        problems.append(problemFrom(diagnostic, skillMdPath));
#else
    // Without the validator: the parse problems only.
    auto add = [&](const QString &rule, const QString &message, int line, int column) {
        problems.append({ rule, ProblemSeverity::Error, skillMdPath, line, column, message, {}, FixKind::None, {} });
    };
    if (!document.startsWithFrontmatter)
        add(QStringLiteral("spec.frontmatter"), QStringLiteral("SKILL.md must start with YAML frontmatter (---)"), 1,
            1);
    else if (!document.frontmatterClosed)
        add(QStringLiteral("spec.frontmatter"), QStringLiteral("SKILL.md frontmatter not properly closed with ---"), 1,
            1);
    else if (document.yamlError)
        add(QStringLiteral("spec.yaml"),
            QStringLiteral("Invalid YAML in frontmatter: %1").arg(document.yamlError->message),
            document.yamlError->position.line, document.yamlError->position.column);
    else if (document.name() != QFileInfo(folder).fileName() && !document.name().isEmpty())
        add(QStringLiteral("spec.name-folder"),
            QStringLiteral("Directory name '%1' must match skill name '%2'")
                .arg(QFileInfo(folder).fileName(), document.name()),
            document.entry(QStringLiteral("name")) ? document.entry(QStringLiteral("name"))->keyPosition.line : 1, 1);
#endif
    return problems;
}

DiagnosticsRunner::DiagnosticsRunner(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    m_watcher.setObjectName(QStringLiteral("diagnosticsJob"));
    connect(m_timer, &QTimer::timeout, this, &DiagnosticsRunner::start);
    connect(&m_watcher, &QFutureWatcher<ProblemList>::finished, this, [this] {
        m_running = false;
        if (m_pending) {
            start(); // newer text arrived while this one was running: drop this result
            return;
        }
        emit finished(m_watcher.result());
    });
}

DiagnosticsRunner::~DiagnosticsRunner()
{
    m_watcher.waitForFinished();
}

void DiagnosticsRunner::setDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void DiagnosticsRunner::schedule(const QByteArray &raw, const QString &skillMdPath)
{
    m_raw = raw;
    m_path = skillMdPath;
    m_pending = true;
    m_timer->start();
}

bool DiagnosticsRunner::isBusy() const
{
    return m_pending || m_running;
}

void DiagnosticsRunner::start()
{
    if (m_running)
        return; // picked up when the running one finishes
    m_pending = false;
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run(backgroundPool(), diagnoseSkillMd, m_raw, m_path));
}

} // namespace sw::ui

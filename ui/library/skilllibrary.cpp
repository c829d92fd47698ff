// SkillLibrary: repository scanning and background figures.
#include "skilllibrary.h"

#include "catalog/catalogrenderer.h"
#include "repository/skillrepository.h"
#include "skill/skillfolder.h"
#include "skill/validator.h"
#include "tokens/tokenizer.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

SkillLibrary::SkillLibrary(QObject *parent)
    : QObject(parent)
    , m_repository(new SkillRepository(this))
{
    // Live refresh is switched on only for repositories small enough to watch cheaply: adding tens of thousands
    // of paths to a QFileSystemWatcher blocks the GUI thread for seconds (its addPaths is quadratic).
    m_repository->setLiveRefresh(false);
    connect(m_repository, &SkillRepository::scanStarted, this, &SkillLibrary::scanStarted);
    connect(m_repository, &SkillRepository::scanProgress, this, &SkillLibrary::scanProgress);
    connect(m_repository, &SkillRepository::snapshotChanged, this,
        [this](const SkillIndexPtr &snapshot, bool) { onSnapshot(snapshot); });
    connect(&m_figuresWatcher, &QFutureWatcher<FiguresByFolder>::finished, this, [this] {
        if (m_figuresPending) {
            startFigures();
            return;
        }
        if (m_figuresCancel && *m_figuresCancel)
            return;
        m_figures = m_figuresWatcher.result();
        m_figuresReady = true;
        emit figuresChanged();
    });
}

SkillLibrary::~SkillLibrary()
{
    if (m_figuresCancel)
        *m_figuresCancel = true;
    m_figuresWatcher.waitForFinished();
}

SkillRoot SkillLibrary::rootFor(const QString &location)
{
    SkillRoot root;
    root.location = location;
    const QUrl url(location);
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")
        || url.scheme() == QLatin1String("file")) {
        root.source = QStringLiteral("URL");
        return root;
    }
    const QString path = QDir::cleanPath(location);
    if (path.contains(QLatin1String("/.claude/skills")))
        root.source = QStringLiteral("Claude Code");
    else if (path.contains(QLatin1String("/.agents/skills")))
        root.source = QStringLiteral("Agent Skills");
    else if (path.contains(QLatin1String("/.codex/skills")))
        root.source = QStringLiteral("Codex");
    else if (path.contains(QLatin1String("/.openclaw/skills")))
        root.source = QStringLiteral("OpenClaw");
    else if (path.endsWith(QLatin1String("/skills"))
        && QFileInfo::exists(path + QStringLiteral("/../CMakeLists.txt"))) {
        root.source = QStringLiteral("bundled");
        root.scope = RootScope::Bundled;
    } else
        root.source = QStringLiteral("user");
    if (root.source != QLatin1String("user") && root.source != QLatin1String("bundled"))
        root.scope = path.startsWith(QDir::homePath()) ? RootScope::Personal : RootScope::Project;
    return root;
}

void SkillLibrary::setRoots(const QStringList &locations)
{
    m_locations = locations;
    QList<SkillRoot> roots;
    for (const QString &location : locations)
        roots.append(rootFor(location));
    m_repository->setRoots(roots);
}

void SkillLibrary::setDialect(const QString &dialect)
{
    if (dialect == m_dialect)
        return;
    m_dialect = dialect;
    startFigures();
}

void SkillLibrary::setEncoding(const QString &encoding)
{
    if (encoding == m_encoding)
        return;
    m_encoding = encoding;
    startFigures();
}

bool SkillLibrary::liveRefresh() const
{
    return m_repository->liveRefresh();
}

void SkillLibrary::refresh()
{
    m_repository->refresh();
}
bool SkillLibrary::isScanning() const
{
    return m_repository->isScanning();
}
SkillIndexPtr SkillLibrary::snapshot() const
{
    return m_repository->snapshot();
}

int SkillLibrary::errorCount() const
{
    int errors = 0;
    for (const SkillFigures &figures : m_figures)
        errors += figures.errors;
    return errors;
}

void SkillLibrary::onSnapshot(const SkillIndexPtr &snapshot)
{
    const bool watchable = snapshot && snapshot->size() <= kLiveRefreshLimit;
    if (watchable != m_repository->liveRefresh())
        m_repository->setLiveRefresh(watchable);
    emit snapshotChanged(snapshot);
    startFigures();
}

void SkillLibrary::startFigures()
{
    if (m_figuresWatcher.isRunning()) {
        if (m_figuresCancel)
            *m_figuresCancel = true;
        m_figuresPending = true;
        return;
    }
    m_figuresPending = false;
    m_figuresCancel = std::make_shared<std::atomic_bool>(false);
    const std::shared_ptr<std::atomic_bool> cancel = m_figuresCancel;
    const SkillIndexPtr index = snapshot();
    const QString dialect = m_dialect;
    const QString encoding = m_encoding;
    m_figuresWatcher.setFuture(QtConcurrent::run(
        [index, dialect, encoding, cancel] { return computeFigures(index, dialect, encoding, cancel.get()); }));
}

FiguresByFolder SkillLibrary::computeFigures(
    const SkillIndexPtr &index, const QString &dialect, const QString &encodingName, const std::atomic_bool *cancel)
{
    FiguresByFolder figures;
    if (!index)
        return figures;
    const Encoding encoding = encodingFromName(encodingName);
    const std::shared_ptr<const Tokenizer> tokenizer = Tokenizer::forEncoding(encoding);
    ValidationContext context;
    context.countTokens = [tokenizer](const QString &text) { return tokenizer->count(text.toUtf8()); };
    const QList<SkillRecord> records = index->all();
    figures.reserve(records.size());
    for (const SkillRecord &record : records) {
        if (cancel && *cancel)
            break;
        SkillFigures result;
        if (record.document) {
            const SkillFolderInventory inventory = inventorySkillFolder(record.folder);
            const QList<Diagnostic> diagnostics = validateSkill(*record.document, inventory, allRuleSets(), context);
            for (const Diagnostic &diagnostic : diagnostics) {
                if (diagnostic.severity == Severity::Error)
                    ++result.errors;
                else if (diagnostic.severity == Severity::Warning)
                    ++result.warnings;
            }
            result.bodyTokens = tokenizer->count(record.document->body.toUtf8());
        }
        const CatalogSkill skill { record.name, record.description, record.skillMdPath };
        result.entryTokens = tokenizer->count(renderCatalogEntry(dialect, skill).toUtf8());
        figures.insert(record.folder, result);
    }
    return figures;
}

} // namespace sw::ui

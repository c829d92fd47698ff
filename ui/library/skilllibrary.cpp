// SkillLibrary: repository scanning and background figures.
#include "skilllibrary.h"

#include "library/rootlabels.h"

#include "common/backgroundpool.h"
#include "common/datapaths.h"

#include "catalog/catalogrenderer.h"
#include "repository/livedocuments.h"
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
    connect(m_repository, &SkillRepository::scanStarted, this, &SkillLibrary::scanStarted);
    connect(m_repository, &SkillRepository::scanProgress, this, &SkillLibrary::scanProgress);
    connect(m_repository, &SkillRepository::snapshotChanged, this,
        [this](const SkillIndexPtr &snapshot, bool) { onSnapshot(snapshot); });
    m_figuresWatcher.setObjectName(QStringLiteral("libraryFiguresJob"));
    connect(&m_figuresWatcher, &QFutureWatcher<FiguresByFolder>::finished, this, [this] {
        if (m_figuresPending) {
            startFigures();
            return;
        }
        if (m_figuresCancel && *m_figuresCancel)
            return;
        m_figures = m_figuresWatcher.result();
        m_figuresReady = true;
        m_figuresIndex = m_runningUsed && *m_runningUsed ? *m_runningUsed : m_runningIndex;
        m_figuresDialect = m_runningDialect;
        m_figuresEncoding = m_runningEncoding;
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
    const ClientLocation client = clientLocationOf(path, QDir::homePath());
    if (!client.client.isEmpty()) {
        root.source = clientLabel(client.client, client.scope);
        root.scope = client.scope;
    } else if (path == QDir::cleanPath(dataDirectory(DataKind::Skills))
        || (path.endsWith(QLatin1String("/skills"))
            && QFileInfo::exists(path + QStringLiteral("/../CMakeLists.txt")))) {
        root.source = QStringLiteral("bundled");
        root.scope = RootScope::Bundled;
    } else {
        root.source = QStringLiteral("user");
    }
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

void SkillLibrary::setLiveRefresh(bool enabled)
{
    m_repository->setLiveRefresh(enabled);
}

bool SkillLibrary::liveRefresh() const
{
    return m_repository->liveRefresh();
}

void SkillLibrary::setLiveDocuments(const QHash<QString, QByteArray> &texts)
{
    if (texts == m_live)
        return;
    m_live = texts;
    startFigures();
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
    // Reuse the figures of unchanged skills when they were computed for the same dialect and encoding.
    const bool reuse = m_figuresReady && m_figuresDialect == dialect && m_figuresEncoding == encoding;
    const SkillIndexPtr previous = reuse ? m_figuresIndex : SkillIndexPtr();
    const FiguresByFolder previousFigures = reuse ? m_figures : FiguresByFolder();
    m_runningIndex = index;
    m_runningDialect = dialect;
    m_runningEncoding = encoding;
    m_runningUsed = std::make_shared<SkillIndexPtr>();
    const std::shared_ptr<SkillIndexPtr> used = m_runningUsed;
    const QHash<QString, QByteArray> live = m_live;
    m_figuresWatcher.setFuture(
        QtConcurrent::run(backgroundPool(), [index, live, used, dialect, encoding, cancel, previous, previousFigures] {
            *used = withLiveDocuments(index, live); // unsaved edits count, as in the Catalog and Tokens docks
            return computeFigures(*used, dialect, encoding, cancel.get(), previous, previousFigures);
        }));
}

FiguresByFolder SkillLibrary::computeFigures(const SkillIndexPtr &index, const QString &dialect,
    const QString &encodingName, const std::atomic_bool *cancel, const SkillIndexPtr &previous,
    const FiguresByFolder &previousFigures)
{
    FiguresByFolder figures;
    if (!index)
        return figures;
    QHash<QString, const SkillDocument *> previousDocuments; // folder -> parsed SKILL.md the figures came from
    if (previous) {
        previousDocuments.reserve(previous->size());
        for (int i = 0; i < previous->size(); ++i)
            previousDocuments.insert(previous->at(i).folder, previous->at(i).document.get());
    }
    const Encoding encoding = encodingFromName(encodingName);
    const std::shared_ptr<const Tokenizer> tokenizer = Tokenizer::forEncoding(encoding);
    ValidationContext context;
    context.countTokens = [tokenizer](const QString &text) { return tokenizer->count(text.toUtf8()); };
    figures.reserve(index->size());
    for (int i = 0; i < index->size(); ++i) {
        const SkillRecord &record = index->at(i);
        if (cancel && *cancel)
            break;
        if (const auto it = previousFigures.constFind(record.folder); it != previousFigures.cend() && record.document
            && previousDocuments.value(record.folder) == record.document.get()) {
            figures.insert(record.folder, *it);
            continue;
        }
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

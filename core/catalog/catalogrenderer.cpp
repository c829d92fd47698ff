// The dialect registry (built-in and user dialects) and the public rendering functions (catalogrenderer.h).
#include "catalog/catalogrenderer.h"

#include "catalog/builtindialects.h"
#include "catalog/catalogdialect.h"
#include "catalog/claudecodedialect.h"
#include "catalog/clientrules.h"
#include "catalog/codexdialect.h"
#include "catalog/deepseekcatalog.h"
#include "catalog/dialectreading.h"
#include "catalog/geminiclidialect.h"
#include "catalog/opencodedialect.h"
#include "catalog/trpcgodialect.h"
#include "catalog/userdialect.h"
#include "common/datapaths.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QMutex>
#include <QStandardPaths>

namespace sw {

const ClaudeCodeRules &CatalogOptions::claude() const
{
    static const std::shared_ptr<const ClaudeCodeRules> pinned = ClaudeCodeRules::pinned();
    return claudeRules ? *claudeRules : *pinned;
}

const CodexRules &CatalogOptions::codex() const
{
    static const std::shared_ptr<const CodexRules> pinned = CodexRules::pinned();
    return codexRules ? *codexRules : *pinned;
}

const OpencodeRules &CatalogOptions::opencode() const
{
    static const std::shared_ptr<const OpencodeRules> pinned = OpencodeRules::pinned();
    return opencodeRules ? *opencodeRules : *pinned;
}

QList<CatalogSkill> CatalogDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    return skills;
}

ListingPlan CatalogDialect::plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    return fullListingPlan(skills, order(skills, options));
}

ListingPlan fullListingPlan(const QList<CatalogSkill> &skills, const QList<CatalogSkill> &ordered)
{
    // Match the ordered skills back to their input positions (by location, then name; duplicates in turn).
    QHash<QString, QList<int>> byKey;
    for (int i = 0; i < skills.size(); ++i)
        byKey[skills.at(i).location + QChar(0) + skills.at(i).name].append(i);
    ListingPlan plan;
    plan.skills.reserve(ordered.size());
    for (const CatalogSkill &skill : ordered) {
        QList<int> &pending = byKey[skill.location + QChar(0) + skill.name];
        if (pending.isEmpty())
            continue;
        ListedSkill listed;
        listed.input = pending.takeFirst();
        plan.skills.append(listed);
    }
    return plan;
}

QString listingFateName(ListingFate fate)
{
    switch (fate) {
    case ListingFate::Full:
        return QStringLiteral("full");
    case ListingFate::Shortened:
        return QStringLiteral("shortened");
    case ListingFate::NameOnly:
        return QStringLiteral("name-only");
    case ListingFate::Omitted:
        return QStringLiteral("omitted");
    }
    return {};
}

namespace {

struct Registry
{
    QMutex mutex;
    QMap<QString, CatalogDialectPtr> builtin;
    QMap<QString, CatalogDialectPtr> user;
    QStringList extraFolders;
    bool userLoaded = false;
};

Registry &registry()
{
    static Registry *r = [] {
        auto *reg = new Registry;
        const CatalogDialectPtr dialects[] = {
            std::make_shared<AgentSkillsXmlDialect>(),
            std::make_shared<TrpcGoDialect>(),
            std::make_shared<TrpcPythonDialect>(),
            std::make_shared<DeepseekDialect>(),
            std::make_shared<CodexDialect>(),
            std::make_shared<MinimalDialect>(),
            std::make_shared<ClaudeCodeDialect>(),
            std::make_shared<GeminiCliDialect>(),
            std::make_shared<OpencodeDialect>(),
        };
        for (const CatalogDialectPtr &d : dialects)
            reg->builtin.insert(d->name(), d);
        return reg;
    }();
    return *r;
}

QStringList dialectFolders(const Registry &reg)
{
    QStringList folders;
    const QString shipped = dataDirectory(DataKind::Dialects);
    if (!shipped.isEmpty())
        folders << shipped;
    const QString env = qEnvironmentVariable("SW_DIALECTS_DIR");
    if (!env.isEmpty())
        folders << env;
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (!data.isEmpty())
        folders << QDir(data).filePath(QStringLiteral("skill-workbench/dialects"));
    folders << reg.extraFolders;
    return folders;
}

CatalogDialectPtr parseDialectFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return nullptr;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("%1: not a JSON object (%2 at offset %3)")
                     .arg(path, parseError.errorString())
                     .arg(parseError.offset);
        return nullptr;
    }
    QString problem;
    CatalogDialectPtr dialect = dialectFromJson(doc.object(), QFileInfo(path).absolutePath(), &problem);
    if (!dialect)
        *error = QStringLiteral("%1: %2").arg(path, problem);
    return dialect;
}

// Caller holds the mutex.
void loadUserDialectsLocked(Registry &reg)
{
    reg.user.clear();
    reg.userLoaded = true;
    for (const QString &folder : dialectFolders(reg)) {
        const QDir dir(folder);
        const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
        for (const QString &file : files) {
            QString error;
            if (CatalogDialectPtr d = parseDialectFile(dir.filePath(file), &error))
                reg.user.insert(d->name(), d);
            else
                qWarning("catalog dialect skipped: %s", qPrintable(error));
        }
    }
}

void ensureUserDialects(Registry &reg)
{
    if (!reg.userLoaded)
        loadUserDialectsLocked(reg);
}

} // namespace

QStringList builtinCatalogDialectNames()
{
    return { QStringLiteral("agentskills-xml"), QStringLiteral("trpc-go"), QStringLiteral("trpc-python"),
        QStringLiteral("deepseek"), QStringLiteral("codex"), QStringLiteral("minimal"), QStringLiteral("claude-code"),
        QStringLiteral("gemini-cli"), QStringLiteral("opencode") };
}

QStringList catalogDialectNames()
{
    Registry &reg = registry();
    QMutexLocker lock(&reg.mutex);
    ensureUserDialects(reg);
    return builtinCatalogDialectNames() + reg.user.keys();
}

bool isCatalogDialect(const QString &dialect)
{
    return findCatalogDialect(dialect) != nullptr;
}

CatalogDialectPtr findCatalogDialect(const QString &name)
{
    Registry &reg = registry();
    QMutexLocker lock(&reg.mutex);
    if (const auto it = reg.builtin.constFind(name); it != reg.builtin.constEnd())
        return *it;
    ensureUserDialects(reg);
    return reg.user.value(name);
}

bool catalogDialectReadsLeniently(const QString &dialect)
{
    return dynamic_cast<const TrpcGoDialect *>(findCatalogDialect(dialect).get()) != nullptr;
}

void registerCatalogDialect(const CatalogDialectPtr &dialect)
{
    if (!dialect || builtinCatalogDialectNames().contains(dialect->name()))
        return;
    Registry &reg = registry();
    QMutexLocker lock(&reg.mutex);
    ensureUserDialects(reg);
    reg.user.insert(dialect->name(), dialect);
}

QStringList userDialectDirectories()
{
    Registry &reg = registry();
    QMutexLocker lock(&reg.mutex);
    return dialectFolders(reg);
}

void addUserDialectDirectory(const QString &folder)
{
    Registry &reg = registry();
    QMutexLocker lock(&reg.mutex);
    reg.extraFolders << folder;
    loadUserDialectsLocked(reg);
}

QString loadDialectFile(const QString &path, QString *error)
{
    QString problem;
    CatalogDialectPtr dialect = parseDialectFile(path, &problem);
    if (!dialect) {
        if (error)
            *error = problem;
        return {};
    }
    registerCatalogDialect(dialect);
    return dialect->name();
}

void reloadUserDialects()
{
    Registry &reg = registry();
    QMutexLocker lock(&reg.mutex);
    loadUserDialectsLocked(reg);
}

QString renderCatalog(const QString &dialect, const QList<CatalogSkill> &skills, const CatalogOptions &options)
{
    const CatalogDialectPtr d = findCatalogDialect(dialect);
    return d ? d->render(skills, options) : QString();
}

QString renderCatalogEntry(const QString &dialect, const CatalogSkill &skill, const CatalogOptions &options)
{
    const CatalogDialectPtr d = findCatalogDialect(dialect);
    return d ? d->entry(skill, options) : QString();
}

ListingPlan planCatalog(const QString &dialect, const QList<CatalogSkill> &skills, const CatalogOptions &options)
{
    const CatalogDialectPtr d = findCatalogDialect(dialect);
    return d ? d->plan(skills, options) : ListingPlan();
}

QList<CatalogSkill> orderCatalogSkills(
    const QString &dialect, const QList<CatalogSkill> &skills, const CatalogOptions &options)
{
    const CatalogDialectPtr d = findCatalogDialect(dialect);
    return d ? d->order(skills, options) : skills;
}

} // namespace sw

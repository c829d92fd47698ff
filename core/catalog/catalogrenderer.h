#pragma once
// The catalog (layer 1 of progressive disclosure) rendered byte for byte as each consumer does: the built-in
// dialects of PROTOCOL.md section 3 and user dialects loaded from template files (docs/dialects.md).
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw {

// One skill as the catalog sees it.
struct CatalogSkill
{
    QString name;
    QString description;
    QString location; // absolute SKILL.md path
};

struct CatalogOptions
{
    QString latestUserMessage; // trpc-go: per-request prioritisation
    int maxDescriptionLength = 500; // deepseek `catalogDescriptionMaxLength` (>= 3); user dialects' default cap
    int maxOverviewSkills = 0; // trpc-go `WithMaxOverviewSkills`; 0 = all
    std::optional<QString> guidance; // trpc-go tooling guidance: nullopt = dialect default, "" = omit
    int contextWindowTokens = 0; // codex: character budget of about 2% of this window; 0 = no budget
};

// Built-in dialect names, in this order, then the user dialects found (sorted by name).
QStringList catalogDialectNames(); // "agentskills-xml", "trpc-go", "trpc-python", "deepseek", "codex", "minimal", ...
QStringList builtinCatalogDialectNames();
bool isCatalogDialect(const QString &dialect);

// The full catalog text as the model sees it (no trailing newline is added where the consumer sends none).
// An unknown dialect renders as "".
QString renderCatalog(const QString &dialect, const QList<CatalogSkill> &skills, const CatalogOptions & = {});

// The text one skill contributes to the catalog (its line or block, with its separator), for per-skill token
// accounting. Request-dependent parts (prioritisation, budgets) are not applied.
QString renderCatalogEntry(const QString &dialect, const CatalogSkill &skill, const CatalogOptions & = {});

// The skills in the order the dialect lists them for these options (sorting, prioritisation), before any cut.
QList<CatalogSkill> orderCatalogSkills(
    const QString &dialect, const QList<CatalogSkill> &skills, const CatalogOptions & = {});

// ---- User dialects (template files, docs/dialects.md) ----

// Folders searched for *.json dialect files: the shipped resources/dialects (via core/common/datapaths),
// $SW_DIALECTS_DIR, the user's data folder (<GenericDataLocation>/skill-workbench/dialects), then any folder
// added here. Later folders override earlier ones on equal names.
QStringList userDialectDirectories();
void addUserDialectDirectory(const QString &folder);

// Loads one dialect file and registers it under its "name" (replacing a user dialect of that name). Returns the
// name, or an empty string with *error set (a message naming the file and the problem).
QString loadDialectFile(const QString &path, QString *error = nullptr);

// Re-reads the dialect folders (done lazily on first use).
void reloadUserDialects();

} // namespace sw

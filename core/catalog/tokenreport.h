#pragma once
// The per-layer token report (issue 4, PROTOCOL.md 7-8): per skill the tokens of its catalog entry, body, each
// doc and its declared tools; totals for layer 1 (the rendered catalog, always paid), layers 2/3 (on demand),
// full injection vs progressive disclosure, and the catalog's share of a context window with the skills a
// client's listing budget would cut first. TokenReportBuilder caches per skill by content hash so editing one
// skill recounts only that skill (and only the changed lines of the catalog).
#include "catalog/catalogdefaults.h"
#include "catalog/catalogrenderer.h"
#include "tokens/tokenizer.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>

#include <memory>

namespace sw {

struct ReportDoc
{
    QString path; // relative to the skill folder, '/'-separated
    QString content;
    bool operator==(const ReportDoc &other) const { return path == other.path && content == other.content; }
};

// One skill's content as the report needs it.
struct ReportSkill
{
    QString name;
    QString description;
    QString location; // absolute SKILL.md path
    QString body;
    QList<ReportDoc> docs;
    QStringList tools; // declared tools (tRPC-Agent-Python `Tools:` section)
    QString source; // the whole SKILL.md text (filled by loadSkillsFromRoots for the agent's snapshot)
    // Every regular file of the skill folder, relative and sorted (loadSkillsFromRoots with docs; the Gemini CLI
    // profile's folder tree). No token count depends on it: not part of contentHash() or ==.
    QStringList files;
    ClientFields client; // what Claude Code and Codex read beyond name and description
    CatalogSkill catalogSkill() const { return { name, description, location, client }; }
    QByteArray contentHash() const; // BLAKE2b-256 over every field
    bool operator==(const ReportSkill &other) const;
};

struct DocTokens
{
    QString path;
    int tokens = 0;
};

struct SkillTokens
{
    QString name;
    int entryTokens = 0; // the skill's catalog entry rendered alone
    int bodyTokens = 0; // SKILL.md body (layer 2)
    int docsTokens = 0; // sum of its docs (layer 3)
    int toolsTokens = 0; // declared tool names, one per line
    int entryCharacters = 0;
    QList<DocTokens> docs;
};

// A client's skill listing for a context window, as the client builds it (docs/dialects.md: claude-code, codex).
struct ContextBudget
{
    QString client; // "Claude Code", "Codex"
    double sharePercent = 0; // of the window the client allows its skill listing
    int budgetTokens = 0; // that share of the window, in tokens
    QString unit; // the listing's own budget unit: "characters" (Claude Code) or "tokens" (Codex, 8,000 characters
                  // when the window is unknown)
    qint64 budget = 0; // in that unit
    qint64 used = 0; // what the listing uses of it
    bool fits = true; // every skill the client lists is listed in full
    QStringList cut; // skills the listing shortens, names only or omits, in listing order
    int shortened = 0;
    int nameOnly = 0;
    int omitted = 0;
};

struct TokenReportOptions
{
    QString dialect = defaultCatalogDialect();
    Encoding encoding = Encoding::O200kBase;
    CatalogOptions catalog; // options the catalog is rendered with
    int contextWindowTokens = kDefaultContextWindowTokens;
};

struct TokenReport
{
    QString dialect;
    Encoding encoding = Encoding::O200kBase;
    bool exact = true; // false: counts are the tokenizer's labelled estimate
    int contextWindowTokens = 0;
    QList<SkillTokens> skills; // in catalog listing order
    int catalogTokens = 0; // layer 1, the full rendered catalog
    int catalogCharacters = 0;
    qint64 bodyTokens = 0; // layer 2 total
    qint64 docTokens = 0; // layer 3 total
    qint64 toolTokens = 0;
    qint64 fullInjectionSkillMdTokens = 0; // every body inlined (sum of the bodies)
    qint64 fullInjectionAllTokens = 0; // every body and doc inlined
    double savingSkillMdPercent = 0; // 100 * (1 - catalog / full injection)
    double savingAllPercent = 0;
    double catalogSharePercent = 0; // catalog tokens / context window
    QList<ContextBudget> budgets; // Claude Code ~1%, Codex ~2%
    QStringList longEntries; // entries over Claude Code's 1,536 characters per entry

    QJsonObject toJson() const;
    QString toText() const;
};

// Token count equal to the tokenizer's count of the whole text, computed line chunk by line chunk (split only
// where no pre-tokenizer piece can cross) with the chunk counts cached.
class ChunkedTokenCounter
{
public:
    explicit ChunkedTokenCounter(std::shared_ptr<const Tokenizer> tokenizer);
    int count(const QString &text);
    int cachedChunks() const { return int(m_cache.size()); }
    int countedChunksLastCall() const { return m_countedLastCall; }
    void clear() { m_cache.clear(); }

private:
    std::shared_ptr<const Tokenizer> m_tokenizer;
    QHash<QByteArray, int> m_cache;
    int m_countedLastCall = 0;
};

class TokenReportBuilder
{
public:
    explicit TokenReportBuilder(TokenReportOptions options = {});
    ~TokenReportBuilder();

    const TokenReportOptions &options() const { return m_options; }
    // Dialect, encoding or description length changes drop the per-skill cache.
    void setOptions(const TokenReportOptions &options);

    // Replaces the skill set; unchanged skills keep their counts (an equal skill under its name is reused at
    // once; otherwise its content hash is looked up, so reverted or renamed content is not counted again).
    void setSkills(const QList<ReportSkill> &skills);
    // Adds or replaces one skill (by name).
    void updateSkill(const ReportSkill &skill);
    bool removeSkill(const QString &name);
    int skillCount() const { return int(m_skills.size()); }

    TokenReport report();

    // How many skills the last setSkills/updateSkill counted vs reused from the cache.
    int countedSkills() const { return m_counted; }
    int reusedSkills() const { return m_reused; }

private:
    struct Entry
    {
        QByteArray hash;
        ReportSkill skill;
        SkillTokens tokens;
    };
    SkillTokens countSkill(const ReportSkill &skill) const;
    QByteArray optionsKey() const;

    TokenReportOptions m_options;
    std::shared_ptr<const Tokenizer> m_tokenizer;
    QHash<QString, Entry> m_skills; // by name
    QHash<QByteArray, SkillTokens> m_byContent; // by content hash
    ChunkedTokenCounter m_catalogCounter;
    int m_counted = 0;
    int m_reused = 0;
};

// One-shot report.
TokenReport buildTokenReport(const QList<ReportSkill> &skills, const TokenReportOptions &options = {});

} // namespace sw

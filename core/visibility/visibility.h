#pragma once
// The visibility matrix: for every skill of a repository snapshot and every consumer (the clients and frameworks
// the workbench emulates), one verdict - what that consumer's model will see of the skill - with the reason and,
// where there is one, the fix. Verdicts depend on the whole repository (names shadow each other, listings share a
// budget), the context window and each client's budget settings. docs/visibility.md describes every rule.
#include "catalog/catalogrenderer.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace sw {

// A new consumer: a value here (before the count), a row in the table of visibility.cpp (id, title, dialect), its
// reading in visibilitycompute.cpp's readFacts, its wording in ui/visibility/verdicttext.cpp.
enum class Consumer {
    SkillsRef,
    ClaudeUpload,
    ClaudeCode,
    Codex,
    Opencode,
    GeminiCli,
    TrpcGo,
    TrpcPython,
    Deepseek,
    Minimal
};
constexpr int kConsumerCount = 10;
QList<Consumer> allConsumers(); // in the order above
QString consumerId(
    Consumer consumer); // "skills-ref", "claude-upload", "claude-code", "codex", "opencode", "gemini-cli", ...
std::optional<Consumer> consumerFromId(const QString &id);
QString consumerTitle(Consumer consumer); // "skills-ref", "Claude upload", "Claude Code", "Codex", "opencode", ...
QString consumerDialect(
    Consumer consumer); // the catalog dialect its listing is ("agentskills-xml", "claude-code", ...)
// The real client whose rules the consumer follows ("claude-code", "codex", "opencode", "gemini-cli"); "" for the
// others.
QString consumerClient(Consumer consumer);

enum class Verdict {
    Full, // listed in full
    Shortened, // listed with the description cut (shortenedBy characters)
    NameOnly, // listed without a description
    Omitted, // left out by the budget
    Hidden, // a policy field keeps it from the model
    Unparsed, // the consumer's parser rejects the file
    Rejected, // refused at upload or by the validator the consumer runs
    Shadowed, // a skill of the same name wins
};
QString verdictId(Verdict verdict); // "full", "shortened", "name-only", "omitted", "hidden", "unparsed", ...
std::optional<Verdict> verdictFromId(const QString &id);

// Why a verdict was given; the arguments below fill it in. describeReason() words it in English (the CLI); the
// window words it through tr() (ui/visibility/verdicttext.h).
enum class Reason {
    Listed, // full
    ShortenedToBudget, // codex: by `count` characters to fit `budget` `unit`
    ShortenedEntryCap, // claude-code: description + when_to_use over `limit` characters, `count` not shown
    ShortenedLoadCap, // codex: description over `limit` characters, cut when loaded, `count` not shown
    ShortenedMaxLength, // deepseek: description over `limit` characters, `count` not shown
    NameOnlyBudget, // claude-code/codex: the listing overflows `budget` `unit`
    NameOnlyOverview, // trpc-go: past WithMaxOverviewSkills(`limit`)
    NameOnlyUnreadable, // trpc-python: yaml.safe_load fails (`message`), listed as the folder name, no description
    OmittedBudget, // codex: even bare lines exceed `budget` `unit`
    HiddenModelInvocation, // claude-code: disable-model-invocation: true
    HiddenPaths, // claude-code: paths (listed once a matching file is touched)
    HiddenImplicitInvocation, // codex: agents/openai.yaml policy.allow_implicit_invocation: false
    HiddenNoDescription, // opencode: loaded, but listed only with a description
    ListedFallback, // claude-code: full, but its description is the body's first line (`message`: why)
    Unparsed, // `message` at `line`:`column` (the consumer's parser)
    Rejected, // `message` (the consumer's validator or loader; gemini-cli: no name or no description)
    Shadowed, // by the skill in `other` (`policy`)
};

struct ConsumerVerdict
{
    Consumer consumer = Consumer::SkillsRef;
    Verdict verdict = Verdict::Full;
    Reason reason = Reason::Listed;
    int shortenedBy = 0; // characters of the description not shown (shortened, name-only)
    qint64 count = 0;
    qint64 limit = 0;
    qint64 budget = 0;
    QString unit; // "characters" or "tokens"
    QString message; // parser / validator message
    QString parser; // unparsed: the consumer's parser
    int line = 0;
    int column = 0;
    QString other; // the winning skill's SKILL.md (shadowed)
    QString policy; // precedence policy (shadowed)
    QString fixHint; // a validator's own fix hint, when it has one
    friend bool operator==(const ConsumerVerdict &, const ConsumerVerdict &) = default;
};

// English wording of the reason and of the fix ("" when there is none).
QString describeReason(const ConsumerVerdict &verdict);
QString describeFix(const ConsumerVerdict &verdict);

struct SkillVisibility
{
    QString name; // the skill's name as the strict reading gives it (the folder's name when there is none)
    QString path; // absolute SKILL.md
    QString folder;
    QList<ConsumerVerdict> consumers; // one per consumer, in allConsumers() order
    const ConsumerVerdict &of(Consumer c) const { return consumers.at(int(c)); }
    bool allFull(const QList<Consumer> &selected) const;
    friend bool operator==(const SkillVisibility &, const SkillVisibility &) = default;
};

// One consumer's listing over the whole repository.
struct ConsumerSummary
{
    Consumer consumer = Consumer::SkillsRef;
    QString unit; // of the budget; "" = no budget
    qint64 budget = -1;
    qint64 used = 0;
    bool aliased = false; // codex: root aliases used
    ClientRulesOrigin rules; // the client rules its listing follows (describe(): "claude-code 2.1.328 (built-in
                             // rules)"); an empty client for the consumers that follow none
    QList<int> counts = QList<int>(8, 0); // per Verdict
    friend bool operator==(const ConsumerSummary &, const ConsumerSummary &) = default;
};

struct VisibilitySettings
{
    // > 0: the context window Claude Code and Codex budget for (Codex: model_context_window); 0 = each client's own
    // window for its model.
    int contextWindowTokens = 0;
    QString claudeModel; // "" = Claude Code's default model
    QString codexModel; // "" = Codex's default model
    // Claude Code (profile claude-code catalog.options)
    double claudeBudgetFraction = 0.01;
    int claudeMaxEntryCharacters = 1536;
    int claudeCharBudget = 0;
    QStringList claudeUsageOrder;
    // deepseek catalogDescriptionMaxLength
    int deepseekMaxDescription = 500;
    // trpc-go WithMaxOverviewSkills (0 = all)
    int trpcMaxOverview = 0;
    // The clients' facts (core/catalog/clientrules.h); null = the pinned versions' built-in rules.
    std::shared_ptr<const ClaudeCodeRules> claudeRules;
    std::shared_ptr<const CodexRules> codexRules;
    std::shared_ptr<const OpencodeRules> opencodeRules;
    friend bool operator==(const VisibilitySettings &, const VisibilitySettings &) = default;
    CatalogOptions catalogOptions() const;
};

struct VisibilityMatrix
{
    VisibilitySettings settings;
    QList<SkillVisibility> skills; // the repository's skills, by name then path (shadowed ones included)
    QList<ConsumerSummary> summaries; // one per consumer
    QHash<QString, int> rows; // SKILL.md path and folder -> index into skills
    // Set by an incremental computation whose previous matrix had the same rows (same paths and names in the same
    // order): that matrix's generation and the rows whose verdicts differ from it, so a view showing it updates
    // those rows only, without comparing 10,000 rows on the GUI thread. base == 0: no such diff.
    quint64 generation = 0; // unique per computed matrix
    quint64 base = 0;
    QList<int> changedRows;
    bool summariesChanged = true;
    int indexOf(const QString &skillMdPathOrFolder) const { return rows.value(skillMdPathOrFolder, -1); }
    QJsonArray toJson(const QList<Consumer> &consumers) const;
    // The same as indented JSON text with the keys in the documented order: name, path, consumers; consumer,
    // verdict, reason, shortened_by, fix, rules (the CLI's output).
    QByteArray toJsonText(const QList<Consumer> &consumers) const;
    // Per consumer, how many skills get each verdict (the token report's visibility part): JSON
    // {"claude-code": {"full": 5, "shortened": 1, ...}, ...} with every verdict, and one text line per consumer
    // naming the verdicts that occur ("claude-code  5 full, 1 shortened").
    QJsonObject summaryJson() const;
    QString summaryText() const;
    friend bool operator==(const VisibilityMatrix &a, const VisibilityMatrix &b)
    {
        return a.settings == b.settings && a.skills == b.skills && a.summaries == b.summaries;
    }
};

} // namespace sw

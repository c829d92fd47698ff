// The visibility matrix of a repository snapshot, with its per-skill cache (see visibilitycompute.h).
#include "visibility/visibilitycompute.h"

#include "catalog/geminiclidialect.h"
#include "common/backgroundpool.h"
#include "visibility/visibilityfacts.h"

#include <atomic>
#include <mutex>
#include <numeric>

namespace sw {

namespace {
using namespace visibilityfacts;

QString dialectOf(Consumer c)
{
    return consumerDialect(c);
}

enum class Shadowing { None, FirstWins, LastWins, Claude, Gemini };

// How the winner of a name was chosen, in words (ui/visibility/verdicttext.cpp translates each of these).
QString shadowingPolicy(Shadowing shadowing, const CatalogSkill &loser, const CatalogSkill &winner)
{
    switch (shadowing) {
    case Shadowing::Claude:
        return QStringLiteral("Claude Code: managed, personal, project");
    case Shadowing::LastWins:
        return QStringLiteral("opencode: the last one read wins, and its reading order varies from run to run");
    case Shadowing::Gemini:
        // Inside one folder the order is the one node-glob's asynchronous walk finds the files in: usually descending
        // paths, but not fixed (docs/clients.md), so either copy may be the one listed.
        if (loser.client.geminiSource == winner.client.geminiSource
            && loser.client.rootIndex == winner.client.rootIndex)
            return QStringLiteral(
                "Gemini CLI: in one folder the order of its walk decides, usually the lower path wins");
        return QStringLiteral("Gemini CLI: the last one read wins (user roots, then project roots)");
    case Shadowing::FirstWins:
    case Shadowing::None:
        break;
    }
    return QStringLiteral("first root wins");
}

Shadowing shadowingOf(Consumer c)
{
    switch (c) {
    case Consumer::SkillsRef:
    case Consumer::ClaudeUpload:
    case Consumer::Codex: // Codex keeps both skills of one name (it deduplicates by path only)
        return Shadowing::None;
    case Consumer::ClaudeCode:
        return Shadowing::Claude;
    case Consumer::Opencode: // the last skill read under a name replaces the earlier ones
        return Shadowing::LastWins;
    case Consumer::GeminiCli: // the last skill read under a name replaces the earlier one (geminiclidialect.h)
        return Shadowing::Gemini;
    default:
        return Shadowing::FirstWins;
    }
}

} // namespace

class VisibilityCache
{
public:
    using CacheEntry = visibilityfacts::CacheEntry;
    QList<CacheEntry> entries; // in the snapshot's record order
    QStringList paths; // SKILL.md of each entry
    QStringList names; // the row name of each entry
    QList<int> order; // record indices by row (name, then path)
    QHash<QString, int> rows; // the matrix's path -> row (shared by matrices with the same rows)
    std::shared_ptr<const VisibilityMatrix> matrix; // the matrix computed with this cache (diffed by the next one)
    // Entry index by SKILL.md path, for snapshots whose records moved (built on first need).
    const QHash<QString, int> &byPath() const
    {
        std::call_once(m_byPathOnce, [this] {
            m_byPath.reserve(paths.size());
            for (int i = 0; i < paths.size(); ++i)
                m_byPath.insert(paths.at(i), i);
        });
        return m_byPath;
    }

private:
    mutable std::once_flag m_byPathOnce;
    mutable QHash<QString, int> m_byPath;
};

VisibilityResult computeVisibility(const SkillIndexPtr &index, const VisibilitySettings &settings,
    const std::shared_ptr<const VisibilityCache> &previous, const std::atomic_bool *cancel)
{
    VisibilityResult result;
    auto cache = std::make_shared<VisibilityCache>();
    auto matrix = std::make_shared<VisibilityMatrix>();
    matrix->settings = settings;
    const int n = index ? index->size() : 0;
    const auto cancelled = [cancel] { return cancel && cancel->load(); };

    // 1. Per-skill facts: reused when the parsed document, the root and agents/openai.yaml are the same.
    QList<CacheEntry> entries(n);
    QList<int> toRead;
    const QList<RootStatus> roots = index ? index->roots() : QList<RootStatus>();
    const QStringList folders = index ? index->folders() : QStringList(); // sorted
    const bool haveFolders = !folders.isEmpty();
    const auto hasAgentsFolder = [&folders](const QString &folder) {
        const QString agents = folder + QStringLiteral("/agents");
        return std::binary_search(folders.cbegin(), folders.cend(), agents);
    };
    for (int i = 0; i < n; ++i) {
        const SkillRecord &r = index->at(i);
        CacheEntry &e = entries[i];
        e.document = r.document;
        e.rootIndex = r.rootIndex;
        e.scope = r.scope;
        e.rootFolder = r.rootIndex >= 0 && r.rootIndex < roots.size() ? roots.at(r.rootIndex).localPath : QString();
        // A scan that collected its folders says which skills have an agents/ folder; only those are looked at.
        e.openaiStamp = !haveFolders || hasAgentsFolder(r.folder) ? fileStamp(openaiYamlPath(r.folder)) : 0;
        if (previous) {
            // The same record at the same position (the usual case after an edit), else by path.
            int at = i < previous->paths.size() && previous->paths.at(i) == r.skillMdPath ? i : -1;
            if (at < 0)
                at = previous->byPath().value(r.skillMdPath, -1);
            const CacheEntry *it = at >= 0 ? &previous->entries.at(at) : nullptr;
            if (it && it->document == e.document && it->document && it->rootIndex == e.rootIndex && it->scope == e.scope
                && it->rootFolder == e.rootFolder && it->openaiStamp == e.openaiStamp
                && it->facts->folder == r.folder) {
                e.facts = it->facts;
                continue;
            }
        }
        toRead << i;
    }
    if (cancelled()) {
        result.cancelled = true;
        return result;
    }
    parallelFor(toRead.size(), [&](qsizetype k) {
        const int i = toRead[k];
        if (!cancelled())
            entries[i].facts = readFacts(index->at(i), *index);
    });
    if (cancelled()) {
        result.cancelled = true;
        return result;
    }
    result.readSkills = int(toRead.size());
    cache->entries = entries;
    cache->paths.reserve(n);
    cache->names.reserve(n);
    for (int i = 0; i < n; ++i) {
        cache->paths << entries.at(i).facts->path;
        cache->names << entries.at(i).facts->name;
    }

    // 2. Rows: every skill of the repository (shadowed ones too), by name then path. When every record has the
    // path and name it had, the previous order and path index are reused (an edit rarely renames).
    const bool sameRows = previous && previous->paths == cache->paths && previous->names == cache->names;
    if (sameRows) {
        cache->order = previous->order;
        cache->rows = previous->rows;
    } else {
        cache->order.resize(n);
        std::iota(cache->order.begin(), cache->order.end(), 0);
        std::sort(cache->order.begin(), cache->order.end(), [&](int a, int b) {
            const SkillFacts &x = *entries.at(a).facts;
            const SkillFacts &y = *entries.at(b).facts;
            return x.name != y.name ? x.name < y.name : x.path < y.path;
        });
        cache->rows.reserve(2 * qsizetype(n));
        for (int row = 0; row < n; ++row) {
            const SkillFacts &f = *entries.at(cache->order.at(row)).facts;
            cache->rows.insert(f.path, row);
            cache->rows.insert(f.folder, row);
        }
    }
    const QList<int> &order = cache->order;
    matrix->rows = cache->rows;
    QList<int> rowOf(n);
    matrix->skills.resize(n);
    for (int row = 0; row < n; ++row) {
        const int i = order.at(row);
        rowOf[i] = row;
        const SkillFacts &f = *entries.at(i).facts;
        SkillVisibility &s = matrix->skills[row];
        s.name = f.name;
        s.path = f.path;
        s.folder = f.folder;
        s.consumers.resize(kConsumerCount);
    }

    // 3. Per consumer: shadowing among the skills it loads, then its listing over the rest.
    const CatalogOptions options = settings.catalogOptions();
    for (Consumer c : allConsumers()) {
        if (cancelled()) {
            result.cancelled = true;
            return result;
        }
        const int ci = int(c);
        QList<int> winnerOf(n, -1); // record index of the winner, for shadowed records
        const Shadowing shadowing = shadowingOf(c);
        if (shadowing != Shadowing::None) {
            QHash<QString, int> winner;
            winner.reserve(n);
            for (int i = 0; i < n; ++i) {
                const ConsumerFacts &f = entries.at(i).facts->consumers[ci];
                if (!f.loaded)
                    continue;
                const auto it = winner.find(f.name);
                if (it == winner.end()) {
                    winner.insert(f.name, i);
                    continue;
                }
                const SkillRecord &mine = index->at(i);
                const SkillRecord &theirs = index->at(*it);
                const bool better = shadowing == Shadowing::LastWins
                    || (shadowing == Shadowing::Claude
                        && scopeRank(PrecedencePolicy::Claude, mine.scope)
                            < scopeRank(PrecedencePolicy::Claude, theirs.scope))
                    || (shadowing == Shadowing::Gemini
                        && GeminiCliDialect::readsBefore(
                            entries.at(*it).facts->consumers[ci].catalog, entries.at(i).facts->consumers[ci].catalog));
                if (better) {
                    winnerOf[*it] = i;
                    *it = i;
                } else {
                    winnerOf[i] = *it;
                }
            }
            // A record shadowed by one that was later displaced points at the final winner.
            for (int i = 0; i < n; ++i)
                if (winnerOf[i] >= 0)
                    winnerOf[i] = winner.value(entries.at(i).facts->consumers[ci].name, winnerOf[i]);
        }
        QList<CatalogSkill> listable;
        QList<int> listableRecord;
        for (int i = 0; i < n; ++i) {
            const ConsumerFacts &f = entries.at(i).facts->consumers[ci];
            ConsumerVerdict &v = matrix->skills[rowOf.at(i)].consumers[ci];
            if (!f.loaded) {
                v = f.early;
                continue;
            }
            if (winnerOf.at(i) >= 0) {
                v = verdict(c, Verdict::Shadowed, Reason::Shadowed);
                v.other = index->at(winnerOf.at(i)).skillMdPath;
                v.policy
                    = shadowingPolicy(shadowing, f.catalog, entries.at(winnerOf.at(i)).facts->consumers[ci].catalog);
                continue;
            }
            if (f.hidden) {
                v = f.early;
                continue;
            }
            listable << f.catalog;
            listableRecord << i;
        }
        // Consumers without a budget list each skill on its own terms: no plan over the repository is needed.
        const bool local = c == Consumer::SkillsRef || c == Consumer::ClaudeUpload || c == Consumer::TrpcPython
            || c == Consumer::Minimal || c == Consumer::Deepseek
            || (c == Consumer::TrpcGo && options.maxOverviewSkills <= 0);
        ListingPlan plan;
        if (local) {
            const int max = std::max(options.maxDescriptionLength, 3);
            plan.skills.reserve(listable.size());
            for (int k = 0; k < listable.size(); ++k) {
                const qsizetype length = entries.at(listableRecord.at(k)).facts->consumers[ci].listedLength;
                if (c == Consumer::Deepseek && length > max)
                    plan.skills << ListedSkill { k, {}, ListingFate::Shortened, true, int(length - (max - 3)) };
                else
                    plan.skills << ListedSkill { k, {}, ListingFate::Full, false, 0 };
            }
        } else {
            CatalogOptions consumerOptions = options;
            if (c == Consumer::ClaudeCode)
                consumerOptions.model = settings.claudeModel;
            else if (c == Consumer::Codex)
                consumerOptions.model = settings.codexModel;
            plan = planCatalog(dialectOf(c), listable, consumerOptions);
        }
        ConsumerSummary summary;
        summary.consumer = c;
        summary.unit = plan.unit;
        summary.budget = plan.budget;
        summary.used = plan.used;
        summary.aliased = plan.aliased;
        summary.rules = plan.rules;
        QList<bool> planned(listable.size(), false);
        for (const ListedSkill &listed : plan.skills) {
            if (listed.input < 0 || listed.input >= listable.size())
                continue;
            planned[listed.input] = true;
            const int i = listableRecord.at(listed.input);
            const ConsumerFacts &f = entries.at(i).facts->consumers[ci];
            ConsumerVerdict &v = matrix->skills[rowOf.at(i)].consumers[ci];
            v = verdict(c, Verdict::Full, Reason::Listed);
            v.budget = plan.budget;
            v.unit = plan.unit;
            v.shortenedBy = listed.shortenedBy;
            switch (listed.fate) {
            case ListingFate::Full:
                break;
            case ListingFate::Shortened:
                v.verdict = Verdict::Shortened;
                if (c == Consumer::ClaudeCode && listed.capped) {
                    v.reason = Reason::ShortenedEntryCap;
                    v.limit = options.claudeMaxEntryCharacters;
                } else if (c == Consumer::Codex && listed.capped) {
                    v.reason = Reason::ShortenedLoadCap;
                    v.limit = options.codex().maxDescriptionChars;
                } else if (c == Consumer::Deepseek) {
                    v.reason = Reason::ShortenedMaxLength;
                    v.limit = options.maxDescriptionLength;
                } else {
                    v.reason = Reason::ShortenedToBudget;
                }
                break;
            case ListingFate::NameOnly:
                v.verdict = Verdict::NameOnly;
                v.reason = c == Consumer::TrpcGo ? Reason::NameOnlyOverview : Reason::NameOnlyBudget;
                v.limit = options.maxOverviewSkills;
                break;
            case ListingFate::Omitted:
                v.verdict = Verdict::Omitted;
                v.reason = Reason::OmittedBudget;
                break;
            }
            if (f.unreadable && v.verdict == Verdict::Full)
                v = f.early;
            if (f.fallback && v.verdict == Verdict::Full) {
                v.reason = Reason::ListedFallback;
                v.message = f.fallbackWhy;
            }
        }
        // A dialect may still leave a skill out on its own terms (it should not: the listable skills passed).
        for (int k = 0; k < listable.size(); ++k)
            if (!planned.at(k)) {
                ConsumerVerdict &v = matrix->skills[rowOf.at(listableRecord.at(k))].consumers[ci];
                v = verdict(c, Verdict::Omitted, Reason::OmittedBudget);
                v.budget = plan.budget;
                v.unit = plan.unit;
            }
        for (const SkillVisibility &s : std::as_const(matrix->skills))
            ++summary.counts[int(s.consumers.at(ci).verdict)];
        matrix->summaries << summary;
    }
    // 4. The diff against the previous matrix, when it has the same rows (computed here, off the GUI thread).
    static std::atomic<quint64> generations { 0 };
    matrix->generation = ++generations;
    if (sameRows && previous->matrix && previous->matrix->skills.size() == matrix->skills.size()) {
        const VisibilityMatrix &before = *previous->matrix;
        matrix->base = before.generation;
        for (int row = 0; row < n; ++row)
            if (!(before.skills.at(row).consumers == matrix->skills.at(row).consumers))
                matrix->changedRows << row;
        matrix->summariesChanged = !(before.summaries == matrix->summaries);
    }
    cache->matrix = matrix;
    result.matrix = matrix;
    result.cache = cache;
    return result;
}

} // namespace sw

#pragma once
// SkillIndex: one immutable snapshot of a repository (an ordered list of roots) - every skill found, which ones
// the catalog shows, which are shadowed (by whom, under which precedence policy), per-root status, problems the
// scan met (limits, unreadable folders), and a digest of the catalog-visible data. scanRoots() builds one.
#include "skill/skilldocument.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace sw {

// Where a root comes from, for the precedence policies (PROTOCOL.md 1.4).
enum class RootScope {
    Custom, // a root added by the user, a URL root
    Managed, // enterprise/system: /etc/claude-code/.claude/skills, /etc/codex/skills
    Personal, // the user's home: ~/.claude/skills, ~/.agents/skills, ~/.codex/skills, ~/.openclaw/skills
    Project, // the project: <proj>/.claude/skills, <proj>/.agents/skills (and parents up to the git root)
    Bundled, // the skills shipped with the workbench
};

enum class PrecedencePolicy {
    FirstWins, // tRPC-Agent: earlier root first, then walk order
    Claude, // Claude Code: managed > personal > project > others
    ProjectFirst, // Agent Skills guide: project > personal > others
};
QString policyName(PrecedencePolicy policy); // "first-wins", "claude", "project-first"
std::optional<PrecedencePolicy> parsePolicy(const QString &name);
// Where a root of `scope` stands under `policy` when two skills share a name: the lower rank wins (claude: managed,
// personal, project, custom, bundled; project-first: project, personal, managed, custom, bundled; first-wins: all 0).
int scopeRank(PrecedencePolicy policy, RootScope scope);

struct SkillRoot
{
    QString location; // path or URL
    QString source; // label: "bundled", "Claude Code (personal)", "user", "URL", ...
    RootScope scope = RootScope::Custom;
};

struct SkillRecord
{
    QString name; // strict YAML `name` when the frontmatter parses, else tRPC-Go's lenient reading (folder name)
    QString description;
    QString folder; // absolute skill folder
    QString skillMdPath; // absolute SKILL.md path
    QString root; // the root's location as given (path or URL)
    QString source; // the root's label
    QString shadowedBy; // folder of the winner, empty if visible
    PrecedencePolicy shadowPolicy = PrecedencePolicy::FirstWins; // the policy that decided shadowedBy
    bool isShadowed() const { return !shadowedBy.isEmpty(); }
    std::shared_ptr<const SkillDocument> document;

    int rootIndex = 0; // position of the root in the repository
    RootScope scope = RootScope::Custom;
    QString relativePath; // folder relative to the resolved root ("." for the root itself)
    // SKILL.md file facts used to reuse the parsed document on refresh
    qint64 fileSize = 0;
    qint64 mtimeNs = 0;
    quint64 inode = 0;
};

struct RootStatus
{
    SkillRoot root;
    QString localPath; // resolved folder (cache entry for URLs); "" when it could not be resolved
    QString error; // resolution error (URL roots), "" otherwise
    bool exists = false; // a missing root yields zero skills (not an error)
    QString duplicateOf; // location of an earlier root with the same resolved folder (skipped)
    int skills = 0;
};

struct ScanProblem
{
    enum class Kind { DepthLimit, FolderLimit, Unreadable, NonUtf8Name, RootError, ReadError };
    Kind kind;
    QString path;
    QString message;
};

struct ScanStats
{
    int foldersVisited = 0;
    int skillsParsed = 0; // SKILL.md files read and parsed by this scan
    int skillsReused = 0; // records taken unchanged from the previous snapshot
    qint64 elapsedMs = 0;
    bool cancelled = false; // the snapshot is partial
};

struct ScanOptions
{
    PrecedencePolicy policy = PrecedencePolicy::FirstWins;
    int maxDepth = 64; // folders below a root; deeper ones are not entered (reported)
    int maxFolders = 250000; // per scan; the rest is not entered (reported)
    bool parallelParse = true;
    bool collectFolders = false; // fill SkillIndex::folders() (for watching)
    std::shared_ptr<const class SkillIndex> previous; // reuse unchanged SKILL.md parses from this snapshot
    QString urlCacheDir; // for URL roots; "" = skillsCacheDir()
    const std::atomic_bool *cancel = nullptr;
    std::function<void(int foldersVisited, int skillsFound)> progress; // called from the scanning thread
};

class SkillIndex
{
public:
    QList<SkillRecord> visible() const; // sorted by name
    int visibleCount() const { return int(m_visibleByName.size()); }
    const SkillRecord &visibleAt(int i) const { return m_records.at(m_visibleByName.at(i)); } // by name, no copy
    QList<SkillRecord> all() const; // scan order: root order, then lexical pre-order walk
    QList<SkillRecord> shadowed() const; // scan order
    const SkillRecord *find(const QString &name) const; // the visible skill of that name
    QList<const SkillRecord *> findAll(const QString &name) const; // every record of that name, winner first
    const SkillRecord &at(int i) const { return m_records.at(i); } // scan order, no copy
    // sha256 (hex) over the visible skills' names and descriptions, sorted by name: equal digests = same catalog.
    QByteArray catalogDigest() const;

    PrecedencePolicy policy() const { return m_policy; }
    QList<RootStatus> roots() const { return m_roots; }
    QList<ScanProblem> problems() const { return m_problems; }
    ScanStats stats() const { return m_stats; }
    // Folders visited (ScanOptions::collectFolders), sorted (QString order, so a subtree is one contiguous range).
    QStringList folders() const { return m_folders; }
    int size() const { return int(m_records.size()); }

private:
    friend class SkillIndexBuilder;
    // Every container is implicitly shared: an incremental refresh starts from the previous snapshot's containers
    // and only detaches what it changes (rescanChanged after one edit copies no string and sorts nothing).
    QList<SkillRecord> m_records; // scan order
    QList<int> m_byName; // every record: by name, then precedence (scope rank, root, scan order); winner first
    QList<int> m_visibleByName; // the first of each name in m_byName
    QByteArray m_digest;
    PrecedencePolicy m_policy = PrecedencePolicy::FirstWins;
    QList<RootStatus> m_roots;
    QList<ScanProblem> m_problems;
    ScanStats m_stats;
    QStringList m_folders;
};

using SkillIndexPtr = std::shared_ptr<const SkillIndex>;

// Scans the roots in order (blocking; call off the GUI thread). URL roots are resolved (downloaded once) first.
SkillIndexPtr scanRoots(const QList<SkillRoot> &roots, const ScanOptions &options = {});

// Incremental refresh: re-examines only changedPaths (SKILL.md files and folders reported by a file watcher) and
// reuses every other record of `previous`, which must come from the same roots scanned with collectFolders.
// Falls back to scanRoots (still reusing unchanged parses) when it cannot tell what changed.
SkillIndexPtr rescanChanged(const SkillIndexPtr &previous, const QList<SkillRoot> &roots,
    const QStringList &changedPaths, const ScanOptions &options = {});

// Re-applies a precedence policy to a snapshot's records without touching the disk.
SkillIndexPtr withPolicy(const SkillIndex &index, PrecedencePolicy policy);

} // namespace sw

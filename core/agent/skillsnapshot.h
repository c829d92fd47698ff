#pragma once
// SkillSnapshot: the skills one agent run sees (name, description, SKILL.md location, body, docs, declared
// tools), immutable for the run. Built from the skill roots (tRPC semantics: first occurrence wins) or in memory.
#include "catalog/catalogrenderer.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace sw {

class SkillIndex;

struct AgentSkill
{
    QString name;
    QString description;
    QString location; // absolute SKILL.md path ("" for in-memory skills)
    QString folder; // absolute skill folder
    QString body;
    QStringList docs; // skill-relative doc paths, sorted (tRPC-Go definition)
    QHash<QString, QString> docText; // path -> content (loaded with the snapshot)
    QStringList tools; // declared tools (`Tools:` section, tRPC-Python)
    // Every regular file of the folder, relative and sorted ("" for in-memory skills: SKILL.md and the docs stand in);
    // what Gemini CLI's activate_skill lists as the skill's resources (skillfoldertree.h).
    QStringList files;
    ClientFields client; // what the Claude Code and Codex listings read (catalog/clientfields.h)
    QString source; // the whole SKILL.md text ("" for in-memory skills: sourceText() composes one)
    // The SKILL.md text a client reads from disk (Codex `cat`): source, or frontmatter + body for in-memory skills.
    QString sourceText() const;
};

class SkillSnapshot
{
public:
    SkillSnapshot() = default;
    explicit SkillSnapshot(QList<AgentSkill> skills); // sorted by name here
    // Scans the roots in order (the first occurrence of a name wins). Problems are reported, not fatal.
    static std::shared_ptr<const SkillSnapshot> fromRoots(const QStringList &roots, QStringList *problems = nullptr);
    // The visible skills of a repository snapshot (core/repository); docs are read from disk here.
    static std::shared_ptr<const SkillSnapshot> fromIndex(const std::shared_ptr<const SkillIndex> &index);

    // The same source read again (the roots of fromRoots scanned anew; the skill folders of fromIndex read again, a
    // folder gone is dropped): the skills as they are on disk now, e.g. after a description was edited. An
    // in-memory snapshot has no source and comes back unchanged.
    static std::shared_ptr<const SkillSnapshot> reread(const std::shared_ptr<const SkillSnapshot> &snapshot);
    QStringList roots() const { return m_roots; } // of fromRoots; empty otherwise

    const QList<AgentSkill> &skills() const { return m_skills; }
    QStringList names() const; // sorted
    const AgentSkill *find(const QString &name) const;
    // The text of one doc, or nullopt when the skill has no such doc.
    std::optional<QString> docText(const QString &skill, const QString &path) const;

private:
    QList<AgentSkill> m_skills;
    QHash<QString, qsizetype> m_byName;
    QStringList m_roots; // fromRoots
    bool m_fromFolders = false; // fromIndex: each skill's folder is its source
};

using SkillSnapshotPtr = std::shared_ptr<const SkillSnapshot>;

} // namespace sw

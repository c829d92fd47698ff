#pragma once
// CaptureSkills: the open roots' skills as a capture matches them: by folder name (Claude Code lists folders), by
// name, by the SKILL.md or folder path a client gives; and for each the texts a client may list as its description
// (the strict YAML value, the line-by-line reading a lenient parser gives, the first body line a client falls back
// to), so an entry's text can be judged: full, shortened (by how many characters) or name-only.
#include "repository/skillindex.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw {

struct CaptureSkill
{
    QString name; // the skill's name (the folder's when it has none)
    QString folder; // absolute folder
    QString folderName; // its last part
    QString skillMdPath; // absolute SKILL.md
    QString body; // the body after the frontmatter
    bool shadowed = false; // another skill of the open roots has its name and wins
    QStringList descriptions; // normalised texts a client may list, best first (may be empty)
    bool emptyDescription = false; // its frontmatter gives no description text (empty or none)
};

// Whitespace runs (line breaks included) as one space, trimmed; the XML/HTML escapes clients write (&lt; &gt; &amp;
// &quot; &#39;) undone.
QString normalisedListingText(const QString &text);

struct EntryJudgement
{
    QString verdict; // "full", "shortened", "name-only"
    int shortenedBy = 0; // characters of the description not shown (shortened, name-only)
    bool fromDescription = true; // false: the text is not (a prefix of) any description the skill has
};

// How much of `skill`'s description an entry's text shows. A text ending in `…` or `...` that is a prefix of the
// description without that mark is a cut one.
EntryJudgement judgeEntryText(const QString &text, const CaptureSkill &skill);

class CaptureSkills
{
public:
    CaptureSkills() = default;
    explicit CaptureSkills(const SkillIndexPtr &index);

    const QList<CaptureSkill> &all() const { return m_skills; }
    bool isEmpty() const { return m_skills.isEmpty(); }
    // By SKILL.md or folder path (cleaned; symbolic links resolved when the path exists). nullptr when none. A path in
    // a copy root (setCopyRoots) is a copy of an open skill: `.../skills/FOLDER` or `.../skills/FOLDER/SKILL.md` there
    // is the open skill with that folder name.
    const CaptureSkill *byPath(const QString &path) const;
    // Folders holding homes the workbench prepared for a client run, whose skills folders hold copies of the open
    // skills under their own folder names (core/clients prepareClientHome: the Capture page's isolated homes). A
    // client lists and reads the copy; matched here, it is the skill the user opened.
    void setCopyRoots(const QStringList &roots);
    // The visible skill of that name / folder name first, then shadowed ones.
    QList<const CaptureSkill *> byName(const QString &name) const;
    QList<const CaptureSkill *> byFolderName(const QString &folderName) const;
    const SkillIndexPtr &index() const { return m_index; }

private:
    SkillIndexPtr m_index;
    QList<CaptureSkill> m_skills;
    QHash<QString, int> m_byPath;
    QStringList m_copyRoots; // cleaned, each ending in '/'
};

} // namespace sw

// CaptureSkills: lookups and the judgement of a listed text against a skill's description.
#include "captureskills.h"

#include "common/paths.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace sw {

namespace {

QString unquoted(QString s)
{
    s = s.trimmed();
    if (s.size() >= 2
        && ((s.startsWith(QLatin1Char('"')) && s.endsWith(QLatin1Char('"')))
            || (s.startsWith(QLatin1Char('\'')) && s.endsWith(QLatin1Char('\'')))))
        s = s.mid(1, s.size() - 2);
    return s;
}

QString firstBodyLine(const QString &body)
{
    static const QRegularExpression heading(QStringLiteral("^#+\\s*"));
    for (const QString &line : body.split(QLatin1Char('\n'))) {
        QString t = line.trimmed();
        if (t.isEmpty())
            continue;
        t.remove(heading);
        return t.trimmed();
    }
    return {};
}

} // namespace

QString normalisedListingText(const QString &text)
{
    QString t = text.simplified();
    if (t.contains(QLatin1Char('&'))) {
        t.replace(QLatin1String("&lt;"), QLatin1String("<"));
        t.replace(QLatin1String("&gt;"), QLatin1String(">"));
        t.replace(QLatin1String("&quot;"), QLatin1String("\""));
        t.replace(QLatin1String("&#39;"), QLatin1String("'"));
        t.replace(QLatin1String("&apos;"), QLatin1String("'"));
        t.replace(QLatin1String("&amp;"), QLatin1String("&"));
    }
    return t;
}

EntryJudgement judgeEntryText(const QString &text, const CaptureSkill &skill)
{
    EntryJudgement j;
    const QString shown = normalisedListingText(text);
    const qsizetype longest = skill.descriptions.isEmpty() ? 0 : skill.descriptions.first().size();
    if (shown.isEmpty()) {
        // Nothing shown of a description the skill has: name-only. A skill whose description is empty is listed with
        // all of it, as the matrix says of it.
        j.verdict = skill.emptyDescription ? QStringLiteral("full") : QStringLiteral("name-only");
        j.shortenedBy = skill.emptyDescription ? 0 : int(longest);
        return j;
    }
    for (const QString &d : skill.descriptions) {
        // The whole description, possibly followed by more (Claude Code appends ` - ` and when_to_use).
        if (!d.isEmpty() && shown.startsWith(d)) {
            j.verdict = QStringLiteral("full");
            return j;
        }
    }
    QString cut = shown;
    if (cut.endsWith(QChar(0x2026)))
        cut.chop(1);
    else if (cut.endsWith(QLatin1String("...")))
        cut.chop(3);
    // A cut that ends just after a space shows that space (Codex: `the  (file:`, Claude Code: `the …`); the
    // normalised text has lost it, so a shown prefix followed by whitespace in the raw text counts it.
    QString raw = text;
    if (raw.endsWith(QChar(0x2026)))
        raw.chop(1);
    else if (raw.endsWith(QLatin1String("...")))
        raw.chop(3);
    const bool trailingSpace = !raw.isEmpty() && raw.back().isSpace();
    cut = cut.trimmed();
    int best = -1;
    for (const QString &d : skill.descriptions) {
        for (const QString &prefix : { cut, shown }) {
            if (!prefix.isEmpty() && prefix.size() < d.size() && d.startsWith(prefix)) {
                const bool spaceShown
                    = trailingSpace && d.size() > prefix.size() + 1 && d.at(prefix.size()) == QLatin1Char(' ');
                const int by = int(d.size() - prefix.size()) - (spaceShown ? 1 : 0);
                if (best < 0 || by < best)
                    best = by;
            }
        }
    }
    if (best >= 0) {
        j.verdict = QStringLiteral("shortened");
        j.shortenedBy = best;
        return j;
    }
    j.verdict = QStringLiteral("full");
    j.fromDescription = false;
    return j;
}

CaptureSkills::CaptureSkills(const SkillIndexPtr &index)
    : m_index(index)
{
    if (!index)
        return;
    const QList<SkillRecord> records = index->all();
    for (const SkillRecord &r : records) {
        CaptureSkill s;
        s.name = r.name;
        s.folder = canonicalOrCleanPath(r.folder);
        s.folderName = QFileInfo(r.folder).fileName();
        s.skillMdPath = canonicalOrCleanPath(r.skillMdPath);
        s.shadowed = r.isShadowed();
        QStringList texts;
        if (r.document) {
            const SkillDocument &doc = *r.document;
            s.body = doc.body;
            texts << doc.description() << unquoted(doc.lenient.description) << firstBodyLine(doc.body);
            s.emptyDescription = normalisedListingText(doc.description()).isEmpty()
                && normalisedListingText(unquoted(doc.lenient.description)).isEmpty();
        } else {
            texts << r.description;
        }
        for (const QString &t : std::as_const(texts)) {
            const QString n = normalisedListingText(t);
            if (!n.isEmpty() && !s.descriptions.contains(n))
                s.descriptions << n;
        }
        m_byPath.insert(s.skillMdPath, int(m_skills.size()));
        m_byPath.insert(s.folder, int(m_skills.size()));
        m_skills << s;
    }
}

const CaptureSkill *CaptureSkills::byPath(const QString &path) const
{
    const auto it = m_byPath.constFind(canonicalOrCleanPath(path));
    if (it != m_byPath.constEnd())
        return &m_skills.at(*it);
    const QString clean = QDir::cleanPath(path);
    const auto plain = m_byPath.constFind(clean);
    if (plain != m_byPath.constEnd())
        return &m_skills.at(*plain);
    for (const QString &root : m_copyRoots) {
        if (!clean.startsWith(root))
            continue;
        QFileInfo folder(clean);
        if (folder.fileName().compare(QLatin1String("SKILL.md"), Qt::CaseInsensitive) == 0)
            folder = QFileInfo(folder.path());
        if (QFileInfo(folder.path()).fileName() != QLatin1String("skills"))
            return nullptr;
        const QList<const CaptureSkill *> found = byFolderName(folder.fileName());
        return found.isEmpty() ? nullptr : found.first();
    }
    return nullptr;
}

void CaptureSkills::setCopyRoots(const QStringList &roots)
{
    m_copyRoots.clear();
    for (const QString &root : roots) {
        if (root.isEmpty())
            continue;
        const QString clean = QDir::cleanPath(root) + QLatin1Char('/');
        m_copyRoots << clean;
        const QString canonical = QFileInfo(root).canonicalFilePath();
        if (!canonical.isEmpty() && canonical + QLatin1Char('/') != clean)
            m_copyRoots << canonical + QLatin1Char('/');
    }
}

QList<const CaptureSkill *> CaptureSkills::byName(const QString &name) const
{
    QList<const CaptureSkill *> visible;
    QList<const CaptureSkill *> shadowed;
    for (const CaptureSkill &s : m_skills)
        if (s.name == name)
            (s.shadowed ? shadowed : visible) << &s;
    return visible + shadowed;
}

QList<const CaptureSkill *> CaptureSkills::byFolderName(const QString &folderName) const
{
    QList<const CaptureSkill *> visible;
    QList<const CaptureSkill *> shadowed;
    for (const CaptureSkill &s : m_skills)
        if (s.folderName == folderName)
            (s.shadowed ? shadowed : visible) << &s;
    return visible + shadowed;
}

} // namespace sw

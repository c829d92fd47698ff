// The listing decoders: Claude Code's `- folder: text` paragraph, Codex's <skills_instructions> block, the
// <available_skills> XML (opencode, Gemini CLI, the Agent Skills reference) and, for an unknown agent, the open roots'
// skill names found in the text. Structure only: tags, entry line shapes, tool and skill names.
#include "capture/skilllisting.h"

#include <QDir>
#include <QRegularExpression>

namespace sw {

namespace {

struct TextUnit
{
    const ViewMessage *message = nullptr;
    const ViewPart *part = nullptr;
    QString text;
    QString placement;
};

// Every text the client wrote into the request (not the model's answers, not tool results). A <system-reminder>
// block (the tags on lines of their own, closed) is a unit of its own; the text around it is another.
QList<TextUnit> textUnits(const RequestView &view)
{
    QList<TextUnit> out;
    static const QString open = QStringLiteral("<system-reminder>\n");
    static const QString close = QStringLiteral("\n</system-reminder>");
    for (const ViewMessage &m : view.messages) {
        if (m.role == QLatin1String("assistant"))
            continue;
        for (const ViewPart &p : m.parts) {
            if (p.kind != ViewPart::Kind::Text)
                continue;
            QString rest;
            qsizetype from = 0;
            for (qsizetype at = p.text.indexOf(open); at >= 0; at = p.text.indexOf(open, at + 1)) {
                if (at < from || (at > 0 && p.text.at(at - 1) != QLatin1Char('\n')))
                    continue;
                const qsizetype start = at + open.size();
                const qsizetype end = p.text.indexOf(close, start);
                if (end < 0)
                    break;
                out << TextUnit { &m, &p, p.text.mid(start, end - start), QStringLiteral("system-reminder") };
                rest += p.text.mid(from, at - from);
                from = end + close.size();
            }
            rest += p.text.mid(from);
            if (from == 0)
                out << TextUnit { &m, &p, p.text, placementOf(m, p) };
            else if (!rest.trimmed().isEmpty())
                out << TextUnit { &m, &p, rest, placementOf(m, p) };
        }
    }
    return out;
}

// Names of the tools that load skills (a name with "skill" in it: Skill, skill, activate_skill, skill_load).
QStringList skillToolNames(const RequestView &view)
{
    QStringList out;
    for (const ViewTool &t : view.tools)
        if (t.name.contains(QLatin1String("skill"), Qt::CaseInsensitive))
            out << t.name;
    return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Claude Code: a paragraph of `- key: text` / `- key (name): text` / `- key` lines after a line ending in ':'.

class ClaudeCodeListing : public ListingDecoder
{
public:
    QString id() const override { return QStringLiteral("claude-code"); }

    std::optional<SkillListing> find(
        const RequestView &view, const CaptureSkills &skills, ListingMemory &memory) const override
    {
        const QString learned = memory.markers.value(id());
        const QStringList tools = skillToolNames(view);
        std::optional<SkillListing> best;
        int bestScore = 0;
        for (const TextUnit &unit : textUnits(view)) {
            const QStringList paragraphs = unit.text.split(QStringLiteral("\n\n"));
            for (qsizetype k = 1; k < paragraphs.size(); ++k) {
                const QString &entries = paragraphs.at(k);
                const QString header = paragraphs.at(k - 1).section(QLatin1Char('\n'), -1).trimmed();
                if (!entries.startsWith(QLatin1String("- ")) || !header.endsWith(QLatin1Char(':')))
                    continue;
                SkillListing listing;
                listing.decoder = id();
                listing.placement = unit.placement;
                listing.where = unit.part->path;
                listing.text = entries;
                listing.marker = header;
                listing.entries = parseEntries(entries);
                int score = 0;
                for (const ListingEntry &e : std::as_const(listing.entries))
                    if (!skills.byFolderName(e.name).isEmpty()
                        || !skills.byName(e.alias.isEmpty() ? e.name : e.alias).isEmpty())
                        score += 10;
                if (!learned.isEmpty() && header == learned)
                    score += 1000;
                for (const QString &tool : tools)
                    if (QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(tool)))
                            .match(header)
                            .hasMatch())
                        score += 5;
                if (score > bestScore) {
                    bestScore = score;
                    best = listing;
                }
            }
        }
        if (best)
            memory.markers.insert(id(), best->marker);
        return best;
    }

private:
    static QList<ListingEntry> parseEntries(const QString &paragraph)
    {
        static const QRegularExpression entry(QStringLiteral("^- (\\S+?)(?: \\(([^()\\n]*)\\))?(?:: (.*))?$"));
        QList<ListingEntry> out;
        for (const QString &line : paragraph.split(QLatin1Char('\n'))) {
            const QRegularExpressionMatch m = entry.match(line);
            // A line of a multi-line description may itself start with "- ": it is an entry only when its key
            // has the shape of one (one word, then " (name)", ": " or the end of the line).
            if (m.hasMatch()) {
                ListingEntry e;
                e.name = m.captured(1);
                e.alias = m.captured(2);
                e.text = m.captured(3);
                e.line = line;
                out << e;
                continue;
            }
            if (out.isEmpty())
                continue;
            out.last().text += QLatin1Char('\n') + line;
            out.last().line += QLatin1Char('\n') + line;
        }
        return out;
    }
};

// ---------------------------------------------------------------------------------------------------------------
// Codex: <skills_instructions> with root aliases "- `rN` = `path`" and entries "- name: text (file: rN/.../SKILL.md)".

class CodexListing : public ListingDecoder
{
public:
    QString id() const override { return QStringLiteral("codex"); }

    std::optional<SkillListing> find(
        const RequestView &view, const CaptureSkills &, ListingMemory &memory) const override
    {
        static const QString open = QStringLiteral("<skills_instructions>");
        static const QString close = QStringLiteral("</skills_instructions>");
        static const QRegularExpression rootLine(QStringLiteral("^- `(r\\d+)` = `(.*)`$"));
        for (const TextUnit &unit : textUnits(view)) {
            const qsizetype start = unit.text.indexOf(open);
            if (start < 0)
                continue;
            qsizetype end = unit.text.indexOf(close, start);
            if (end < 0)
                end = unit.text.size();
            const QString block = unit.text.mid(start + open.size(), end - start - open.size());
            SkillListing listing;
            listing.decoder = id();
            listing.placement = unit.placement;
            listing.where = unit.part->path;
            QHash<QString, QString> roots;
            QStringList entryLines;
            for (const QString &line : block.split(QLatin1Char('\n'))) {
                const QRegularExpressionMatch r = rootLine.match(line);
                if (r.hasMatch()) {
                    roots.insert(r.captured(1), r.captured(2));
                    continue;
                }
                if (!line.startsWith(QLatin1String("- ")) || !line.endsWith(QLatin1Char(')')))
                    continue;
                qsizetype file = line.lastIndexOf(QLatin1String(" (file: "));
                qsizetype fileLength = 8;
                if (file < 0) {
                    file = line.lastIndexOf(QLatin1String("(file: "));
                    fileLength = 7;
                }
                if (file < 0)
                    continue;
                const QString head = line.mid(2, file - 2);
                const qsizetype colon = head.indexOf(QLatin1Char(':'));
                if (colon <= 0)
                    continue;
                ListingEntry e;
                e.name = head.left(colon);
                // "- name: " then the description as Codex cut it: a cut can end just after a space, which is shown.
                e.text = head.mid(colon + 1);
                if (e.text.startsWith(QLatin1Char(' ')))
                    e.text.remove(0, 1);
                e.clientPath = line.mid(file + fileLength, line.size() - file - fileLength - 1);
                e.line = line;
                listing.entries << e;
                entryLines << line;
            }
            for (auto it = roots.cbegin(); it != roots.cend(); ++it)
                memory.codexRoots.insert(it.key(), it.value());
            for (ListingEntry &e : listing.entries)
                e.clientPath = resolve(e.clientPath, memory.codexRoots);
            listing.text = entryLines.join(QLatin1Char('\n'));
            return listing;
        }
        return std::nullopt;
    }

    static QString resolve(const QString &path, const QHash<QString, QString> &roots)
    {
        static const QRegularExpression alias(QStringLiteral("^(r\\d+)/(.*)$"));
        const QRegularExpressionMatch m = alias.match(path);
        if (m.hasMatch() && roots.contains(m.captured(1)))
            return QDir::cleanPath(roots.value(m.captured(1)) + QLatin1Char('/') + m.captured(2));
        return path;
    }
};

// ---------------------------------------------------------------------------------------------------------------
// <available_skills><skill><name/><description/><location/></skill>...</available_skills>

QString xmlUnescaped(QString s)
{
    s.replace(QLatin1String("&lt;"), QLatin1String("<"));
    s.replace(QLatin1String("&gt;"), QLatin1String(">"));
    s.replace(QLatin1String("&quot;"), QLatin1String("\""));
    s.replace(QLatin1String("&#39;"), QLatin1String("'"));
    s.replace(QLatin1String("&apos;"), QLatin1String("'"));
    s.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return s;
}

class XmlListing : public ListingDecoder
{
public:
    QString id() const override { return QStringLiteral("xml"); }

    std::optional<SkillListing> find(const RequestView &view, const CaptureSkills &, ListingMemory &) const override
    {
        static const QString open = QStringLiteral("<available_skills>");
        static const QString close = QStringLiteral("</available_skills>");
        static const QRegularExpression skill(
            QStringLiteral("<skill>(.*?)</skill>"), QRegularExpression::DotMatchesEverythingOption);
        for (const TextUnit &unit : textUnits(view)) {
            const qsizetype start = unit.text.indexOf(open);
            if (start < 0)
                continue;
            qsizetype end = unit.text.indexOf(close, start);
            end = end < 0 ? unit.text.size() : end + close.size();
            SkillListing listing;
            listing.decoder = id();
            listing.placement = unit.placement;
            listing.where = unit.part->path;
            listing.text = unit.text.mid(start, end - start);
            for (auto it = skill.globalMatch(listing.text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const QString inner = m.captured(1);
                ListingEntry e;
                e.line = m.captured(0);
                e.name = element(inner, QStringLiteral("name")).trimmed();
                e.text = element(inner, QStringLiteral("description"));
                // Values on lines of their own (the reference's to-prompt) carry the line breaks around them.
                if (e.text.startsWith(QLatin1Char('\n')) && e.text.endsWith(QLatin1Char('\n')))
                    e.text = e.text.mid(1).chopped(1);
                const QString location = xmlUnescaped(element(inner, QStringLiteral("location")).trimmed());
                e.clientPath = location.startsWith(QLatin1Char('/')) ? location : QString();
                e.builtin = !location.isEmpty() && e.clientPath.isEmpty(); // "<built-in>": the client's own
                if (!e.name.isEmpty())
                    listing.entries << e;
            }
            return listing;
        }
        return std::nullopt;
    }

private:
    static QString element(const QString &inner, const QString &tag)
    {
        const QString open = QLatin1Char('<') + tag + QLatin1Char('>');
        const QString close = QStringLiteral("</") + tag + QLatin1Char('>');
        const qsizetype a = inner.indexOf(open);
        if (a < 0)
            return {};
        const qsizetype b = inner.indexOf(close, a + open.size());
        return b < 0 ? QString() : inner.mid(a + open.size(), b - a - open.size());
    }
};

// ---------------------------------------------------------------------------------------------------------------
// An unknown agent: the open roots' skill names where the client's own texts mention them.

class NamesListing : public ListingDecoder
{
public:
    QString id() const override { return QStringLiteral("names"); }

    std::optional<SkillListing> find(
        const RequestView &view, const CaptureSkills &skills, ListingMemory &) const override
    {
        if (skills.isEmpty())
            return std::nullopt;
        // The client's instructions first, then what it put into user messages.
        QList<TextUnit> units;
        QList<TextUnit> userUnits;
        for (const TextUnit &u : textUnits(view))
            (u.message->role == QLatin1String("user") ? userUnits : units) << u;
        units += userUnits;
        SkillListing listing;
        listing.decoder = id();
        QStringList seen;
        QStringList lines;
        for (const CaptureSkill &s : skills.all()) {
            if (s.shadowed || seen.contains(s.name))
                continue;
            const QRegularExpression word(
                QStringLiteral("(?<![A-Za-z0-9_-])%1(?![A-Za-z0-9_-])").arg(QRegularExpression::escape(s.name)));
            for (const TextUnit &unit : units) {
                const QRegularExpressionMatch m = word.match(unit.text);
                if (!m.hasMatch())
                    continue;
                const qsizetype lineStart = unit.text.lastIndexOf(QLatin1Char('\n'), m.capturedStart()) + 1;
                qsizetype lineEnd = unit.text.indexOf(QLatin1Char('\n'), m.capturedEnd());
                if (lineEnd < 0)
                    lineEnd = unit.text.size();
                ListingEntry e;
                e.name = s.name;
                e.line = unit.text.mid(lineStart, lineEnd - lineStart);
                static const QRegularExpression separators(QStringLiteral("^[\\s`*\"'\\]:>)-]*(?:\\s|$)"));
                QString rest = unit.text.mid(m.capturedEnd(), lineEnd - m.capturedEnd());
                rest.remove(separators);
                e.text = rest.trimmed();
                listing.entries << e;
                lines << e.line;
                seen << s.name;
                if (listing.placement.isEmpty()) {
                    listing.placement = unit.placement;
                    listing.where = unit.part->path;
                }
                break;
            }
        }
        if (listing.entries.isEmpty())
            return std::nullopt;
        listing.text = lines.join(QLatin1Char('\n'));
        return listing;
    }
};

} // namespace

const ListingDecoder *listingDecoder(const QString &id)
{
    static const ClaudeCodeListing claude;
    static const CodexListing codex;
    static const XmlListing xml;
    static const NamesListing names;
    for (const ListingDecoder *d : std::initializer_list<const ListingDecoder *> { &claude, &codex, &xml, &names })
        if (d->id() == id)
            return d;
    return nullptr;
}

QList<const ListingDecoder *> listingDecodersFor(CaptureClient client)
{
    // One row per client: the decoders to try, in order. A client that is not known reads every structured format
    // first, then falls back to the names. A known client's listing is only what its own formats find: its side calls
    // carry no listing but may well name the skills (Gemini CLI's model router sends the workspace's file tree, the
    // skill folders in it, as a user message), and the names would make a listing of them.
    QStringList row;
    switch (client) {
    case CaptureClient::ClaudeCode:
        row = { QStringLiteral("claude-code"), QStringLiteral("xml") };
        break;
    case CaptureClient::Codex:
        row = { QStringLiteral("codex"), QStringLiteral("xml") };
        break;
    case CaptureClient::Opencode:
    case CaptureClient::GeminiCli:
        row = { QStringLiteral("xml") };
        break;
    case CaptureClient::Unknown:
        row = { QStringLiteral("codex"), QStringLiteral("xml"), QStringLiteral("claude-code"),
            QStringLiteral("names") };
        break;
    }
    QList<const ListingDecoder *> out;
    for (const QString &id : std::as_const(row))
        out << listingDecoder(id);
    return out;
}

} // namespace sw

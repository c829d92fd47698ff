// Finds relative paths mentioned in Markdown (links and bare paths) and tables of contents.
#include "skill/skillreferences.h"

#include <QDir>
#include <QSet>
#include <QVarLengthArray>

namespace sw {
namespace {

const QSet<QString> &knownExtensions()
{
    static const QSet<QString> exts = { "md", "txt", "py", "sh", "bash", "js", "mjs", "ts", "rb", "pl", "go", "rs",
        "json", "yaml", "yml", "toml", "csv", "tsv", "xml", "html", "htm", "css", "pdf", "png", "jpg", "jpeg", "gif",
        "svg", "docx", "xlsx", "pptx", "ttf", "otf", "zip", "sql", "ipynb", "tex", "ini", "cfg", "conf", "lua", "php",
        "ps1", "xsd", "j2", "jinja", "tmpl", "template" };
    return exts;
}

bool isPathByte(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '_' || u == '-'
        || u == '.' || u == '/' || u >= 0x80; // bytes of non-ASCII characters count as letters
}

bool startsWithCi(QByteArrayView text, QByteArrayView prefix)
{
    return text.size() >= prefix.size() && qstrnicmp(text.data(), prefix.size(), prefix.data(), prefix.size()) == 0;
}

bool equalsCi(QByteArrayView text, QByteArrayView other)
{
    return text.size() == other.size() && startsWithCi(text, other);
}

// Cleans a raw target; returns "" when it is not a relative in-folder path.
QString cleanTarget(QString target)
{
    if (target.startsWith(u'<') && target.endsWith(u'>'))
        target = target.mid(1, target.size() - 2);
    for (QChar stop : { u'#', u'?' }) {
        const qsizetype cut = target.indexOf(stop);
        if (cut >= 0)
            target.truncate(cut);
    }
    if (target.startsWith(QLatin1String("__BASE_DIR__/")))
        target = target.sliced(13);
    if (target.isEmpty() || target.startsWith(u'/') || target.startsWith(u'~') || target.contains(u':')
        || target.contains(u'\\') || target.contains(QLatin1String("{")) || target.contains(u'$'))
        return {};
    target = QDir::cleanPath(target);
    if (target == u'.' || target.startsWith(QLatin1String("../")) || target == QLatin1String(".."))
        return {};
    return target;
}

bool looksLikePath(const QString &token)
{
    if (token.size() < 3 || token.contains(QLatin1String("//")) || (token.startsWith(u'.') && !token.startsWith(u"./")))
        return false;
    const qsizetype slash = token.indexOf(u'/');
    const qsizetype dot = token.lastIndexOf(u'.');
    const bool hasKnownExtension
        = dot > 0 && dot > token.lastIndexOf(u'/') + 1 && knownExtensions().contains(token.sliced(dot + 1).toLower());
    if (hasKnownExtension)
        return true;
    // A folder-like path: "scripts/fill.py" handled above; "scripts/" or "a/b" with letters on both sides.
    return slash > 0 && slash < token.size() - 1 && token.front().isLetter();
}

} // namespace

namespace {

// Line numbers for increasing byte positions.
class LineTracker
{
public:
    LineTracker(QByteArrayView text, int firstLine)
        : m_text(text)
        , m_line(firstLine)
    { }
    // Advances to pos (never backwards); returns its line, lineStart() its line's first byte.
    int lineAt(qsizetype pos)
    {
        for (;;) {
            const qsizetype next = m_text.indexOf('\n', m_lineStart);
            if (next < 0 || next >= pos)
                return m_line;
            m_lineStart = next + 1;
            ++m_line;
        }
    }
    qsizetype lineStart() const { return m_lineStart; }

private:
    QByteArrayView m_text;
    int m_line;
    qsizetype m_lineStart = 0;
};

} // namespace

QList<PathReference> findPathReferences(QByteArrayView utf8, int firstLine)
{
    const char *p = utf8.data();
    const qsizetype n = utf8.size();

    // Explicit links: ](target), the target ending at ')', a space or the line's end.
    QList<PathReference> links;
    QVarLengthArray<std::pair<qsizetype, qsizetype>, 8> linkSpans;
    {
        LineTracker lines(utf8, firstLine);
        for (qsizetype at = utf8.indexOf("]("); at >= 0; at = utf8.indexOf("](", at + 2)) {
            const qsizetype start = at + 2;
            qsizetype end = start;
            while (end < n && p[end] != ')' && p[end] != ' ' && p[end] != '\n')
                ++end;
            linkSpans.append({ at, end });
            const QString target = cleanTarget(QString::fromUtf8(utf8.sliced(start, end - start)));
            const int line = lines.lineAt(start);
            if (!target.isEmpty())
                links.append({ target, line, int(start - lines.lineStart()) + 1, true });
        }
    }

    // Bare mentions (also inside code blocks: commands like `python scripts/x.py`): runs of path bytes holding
    // a '/' or an inner '.', found from those two bytes so plain words cost nothing.
    QList<PathReference> bare;
    {
        LineTracker lines(utf8, firstLine);
        qsizetype span = 0;
        qsizetype i = 0;
        while (i < n) {
            while (i < n && p[i] != '/' && p[i] != '.')
                ++i;
            if (i >= n)
                break;
            qsizetype start = i;
            while (start > 0 && isPathByte(p[start - 1]))
                --start;
            qsizetype end = i;
            while (end < n && isPathByte(p[end]))
                ++end;
            i = end;
            bool mayBePath = false;
            for (qsizetype k = start; k < end && !mayBePath; ++k)
                mayBePath = p[k] == '/' || (p[k] == '.' && k > start);
            if (!mayBePath)
                continue;
            while (span < linkSpans.size() && linkSpans[span].second < start)
                ++span;
            const bool inLink = span < linkSpans.size() && start >= linkSpans[span].first;
            if (inLink || (start > 0 && (p[start - 1] == ':' || p[start - 1] == '@' || p[start - 1] == '$')))
                continue;
            qsizetype tokenEnd = end;
            while (tokenEnd > start && (p[tokenEnd - 1] == '.' || p[tokenEnd - 1] == '-'))
                --tokenEnd;
            const QString token = QString::fromUtf8(utf8.sliced(start, tokenEnd - start));
            if (!looksLikePath(token))
                continue;
            const QString target = cleanTarget(token);
            const int line = lines.lineAt(start);
            if (!target.isEmpty())
                bare.append({ target, line, int(start - lines.lineStart()) + 1, false });
        }
    }

    // Per line: its links, then its bare mentions (both lists are in text order).
    QList<PathReference> refs;
    refs.reserve(links.size() + bare.size());
    qsizetype li = 0;
    qsizetype bi = 0;
    while (li < links.size() || bi < bare.size()) {
        const int line = li < links.size() && (bi >= bare.size() || links[li].line <= bare[bi].line) ? links[li].line
                                                                                                     : bare[bi].line;
        while (li < links.size() && links[li].line == line)
            refs.append(links[li++]);
        while (bi < bare.size() && bare[bi].line == line)
            refs.append(bare[bi++]);
    }
    return refs;
}

QList<PathReference> findPathReferences(QStringView markdown, int firstLine)
{
    return findPathReferences(QByteArrayView(markdown.toUtf8()), firstLine);
}

bool hasTableOfContents(QByteArrayView utf8)
{
    int anchorItems = 0;
    int lineNo = 0;
    qsizetype lineStart = 0;
    while (lineStart <= utf8.size() && ++lineNo <= 120) {
        qsizetype lineEnd = utf8.indexOf('\n', lineStart);
        if (lineEnd < 0)
            lineEnd = utf8.size();
        const QByteArrayView t = utf8.sliced(lineStart, lineEnd - lineStart).trimmed();
        lineStart = lineEnd + 1;
        if (equalsCi(t, "[TOC]") || equalsCi(t, "[[_TOC_]]"))
            return true;
        if (t.startsWith('#')) {
            QByteArrayView title = t;
            while (!title.isEmpty() && title.front() == '#')
                title = title.sliced(1);
            title = title.trimmed();
            if (startsWithCi(title, "table of contents") || equalsCi(title, "contents") || equalsCi(title, "toc"))
                return true;
        }
        if ((t.startsWith("- [") || t.startsWith("* [") || (!t.isEmpty() && t.front() >= '0' && t.front() <= '9'))
            && t.contains("](#"))
            ++anchorItems;
    }
    return anchorItems >= 3;
}

bool hasTableOfContents(QStringView markdown)
{
    return hasTableOfContents(QByteArrayView(markdown.toUtf8()));
}

} // namespace sw

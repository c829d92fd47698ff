// Finds relative paths mentioned in Markdown (links and bare paths) and tables of contents.
#include "skill/skillreferences.h"

#include <QDir>
#include <QSet>

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

bool isPathChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'-' || c == u'.' || c == u'/';
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

int utf8Column(QStringView line, qsizetype index)
{
    return int(line.first(index).toUtf8().size()) + 1;
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

QList<PathReference> findPathReferences(QStringView markdown, int firstLine)
{
    QList<PathReference> refs;
    int lineNo = firstLine;
    bool inFence = false;
    for (QStringView line : markdown.split(u'\n')) {
        const QStringView trimmed = line.trimmed();
        if (trimmed.startsWith(u"```") || trimmed.startsWith(u"~~~"))
            inFence = !inFence;
        QList<std::pair<qsizetype, qsizetype>> linkSpans;
        // Explicit links: ](target)
        for (qsizetype at = line.indexOf(u"]("); at >= 0; at = line.indexOf(u"](", at + 2)) {
            const qsizetype start = at + 2;
            qsizetype end = start;
            while (end < line.size() && line[end] != u')' && line[end] != u' ')
                ++end;
            linkSpans.append({ at, end });
            const QString target = cleanTarget(line.sliced(start, end - start).toString());
            if (!target.isEmpty())
                refs.append({ target, lineNo, utf8Column(line, start), true });
        }
        // Bare mentions (also inside code fences: commands like `python scripts/x.py`).
        qsizetype i = 0;
        while (i < line.size()) {
            if (!isPathChar(line[i])) {
                ++i;
                continue;
            }
            const qsizetype start = i;
            while (i < line.size() && isPathChar(line[i]))
                ++i;
            bool inLink = false;
            for (const auto &span : std::as_const(linkSpans))
                inLink = inLink || (start >= span.first && start <= span.second);
            if (inLink
                || (start > 0 && (line[start - 1] == u':' || line[start - 1] == u'@' || line[start - 1] == u'$')))
                continue;
            QString token = line.sliced(start, i - start).toString();
            while (!token.isEmpty() && (token.back() == u'.' || token.back() == u'-'))
                token.chop(1);
            if (!looksLikePath(token))
                continue;
            const QString target = cleanTarget(token);
            if (!target.isEmpty())
                refs.append({ target, lineNo, utf8Column(line, start), false });
        }
        ++lineNo;
    }
    return refs;
}

bool hasTableOfContents(QStringView markdown)
{
    int anchorItems = 0;
    int lineNo = 0;
    for (QStringView line : markdown.split(u'\n')) {
        if (++lineNo > 120)
            break;
        const QStringView t = line.trimmed();
        if (t.compare(u"[TOC]", Qt::CaseInsensitive) == 0 || t.compare(u"[[_TOC_]]", Qt::CaseInsensitive) == 0)
            return true;
        if (t.startsWith(u'#')) {
            QStringView title = t;
            while (!title.isEmpty() && title.front() == u'#')
                title = title.sliced(1);
            title = title.trimmed();
            if (title.startsWith(u"table of contents", Qt::CaseInsensitive)
                || title.compare(u"contents", Qt::CaseInsensitive) == 0
                || title.compare(u"toc", Qt::CaseInsensitive) == 0)
                return true;
        }
        if ((t.startsWith(u"- [") || t.startsWith(u"* [") || (!t.isEmpty() && t.front().isDigit()))
            && t.contains(u"](#"))
            ++anchorItems;
    }
    return anchorItems >= 3;
}

} // namespace sw

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

QList<PathReference> findPathReferences(QByteArrayView utf8, int firstLine)
{
    QList<PathReference> refs;
    int lineNo = firstLine;
    qsizetype lineStart = 0;
    while (lineStart <= utf8.size()) {
        qsizetype lineEnd = utf8.indexOf('\n', lineStart);
        if (lineEnd < 0)
            lineEnd = utf8.size();
        const QByteArrayView line = utf8.sliced(lineStart, lineEnd - lineStart);
        QVarLengthArray<std::pair<qsizetype, qsizetype>, 4> linkSpans;
        // Explicit links: ](target)
        for (qsizetype at = line.indexOf("]("); at >= 0; at = line.indexOf("](", at + 2)) {
            const qsizetype start = at + 2;
            qsizetype end = start;
            while (end < line.size() && line[end] != ')' && line[end] != ' ')
                ++end;
            linkSpans.append({ at, end });
            const QString target = cleanTarget(QString::fromUtf8(line.sliced(start, end - start)));
            if (!target.isEmpty())
                refs.append({ target, lineNo, int(start) + 1, true });
        }
        // Bare mentions (also inside code blocks: commands like `python scripts/x.py`).
        qsizetype i = 0;
        while (i < line.size()) {
            if (!isPathByte(line[i])) {
                ++i;
                continue;
            }
            const qsizetype start = i;
            bool mayBePath = false; // a '/' or an inner '.': plain words are skipped without allocating
            while (i < line.size() && isPathByte(line[i])) {
                mayBePath = mayBePath || line[i] == '/' || (line[i] == '.' && i > start);
                ++i;
            }
            if (!mayBePath)
                continue;
            bool inLink = false;
            for (const auto &span : std::as_const(linkSpans))
                inLink = inLink || (start >= span.first && start <= span.second);
            if (inLink || (start > 0 && (line[start - 1] == ':' || line[start - 1] == '@' || line[start - 1] == '$')))
                continue;
            qsizetype end = i;
            while (end > start && (line[end - 1] == '.' || line[end - 1] == '-'))
                --end;
            const QString token = QString::fromUtf8(line.sliced(start, end - start));
            if (!looksLikePath(token))
                continue;
            const QString target = cleanTarget(token);
            if (!target.isEmpty())
                refs.append({ target, lineNo, int(start) + 1, false });
        }
        ++lineNo;
        lineStart = lineEnd + 1;
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

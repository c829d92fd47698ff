// How Gemini CLI reads a SKILL.md (see geminireading.h; docs/dialects.md cites each rule).
#include "skill/geminireading.h"

#include "skill/consumerparse.h"
#include "skill/readingsupport.h"

#include <QRegularExpression>

namespace sw {
namespace {
using namespace readingsupport;

// The characters of JavaScript's \s (ECMAScript WhiteSpace and LineTerminator), for a character class.
constexpr auto kJsSpace = "\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}"
                          "\\x{205F}\\x{3000}\\x{FEFF}";
// What JavaScript's `.` does not match.
constexpr auto kJsLineEnd = "\\n\\r\\x{2028}\\x{2029}";

// FRONTMATTER_REGEX = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n([\s\S]*))?/ on the whole file: the frontmatter.
std::optional<QString> geminiFrontmatter(const QString &text)
{
    static const QRegularExpression fence(QStringLiteral("^---\\r?\\n([\\s\\S]*?)\\r?\\n---"));
    const QRegularExpressionMatch m = fence.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1);
}

// A string value as js-yaml gives it (nullopt: absent, or not a string).
std::optional<QString> yamlString(const SkillDocument &doc, const QString &key)
{
    const FrontmatterEntry *e = doc.entry(key);
    if (!e || e->value.kind != FrontmatterValue::Kind::Scalar || !readingYamlType(e->value, true).isEmpty())
        return std::nullopt;
    return e->value.text;
}
} // namespace

QString geminiCliListedName(const QString &name)
{
    QString out = name;
    for (QChar &c : out) {
        switch (c.unicode()) {
        case ':':
        case '\\':
        case '/':
        case '<':
        case '>':
        case '*':
        case '?':
        case '"':
        case '|':
            c = QLatin1Char('-');
            break;
        default:
            break;
        }
    }
    return out;
}

GeminiCliLineFields geminiCliLineReader(const QString &frontmatter)
{
    // parseSimpleFrontmatter: /^\s*name:\s*(.*)$/, /^\s*description:\s*(.*)$/, continuation lines /^[ \t]+\S/.
    const QString space = QString::fromLatin1(kJsSpace);
    const QString lineEnd = QString::fromLatin1(kJsLineEnd);
    static const QRegularExpression nameValue(QStringLiteral("^[%1]*name:[%1]*([^%2]*)$").arg(space, lineEnd));
    static const QRegularExpression descriptionValue(
        QStringLiteral("^[%1]*description:[%1]*([^%2]*)$").arg(space, lineEnd));
    static const QRegularExpression continuation(QStringLiteral("^[ \\t]+[^%1]").arg(space));
    const QStringList lines = frontmatter.split(QRegularExpression(QStringLiteral("\\r?\\n")));
    GeminiCliLineFields out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (const QRegularExpressionMatch m = nameValue.match(line); m.hasMatch()) {
            out.name = jsTrim(m.captured(1));
            continue;
        }
        if (const QRegularExpressionMatch m = descriptionValue.match(line); m.hasMatch()) {
            QStringList parts { jsTrim(m.captured(1)) };
            while (i + 1 < lines.size() && continuation.match(lines.at(i + 1)).hasMatch())
                parts << jsTrim(lines.at(++i));
            parts.removeAll(QString()); // .filter(Boolean)
            out.description = parts.join(QLatin1Char(' '));
        }
    }
    return out;
}

GeminiCliReading readAsGeminiCli(const SkillDocument &document)
{
    GeminiCliReading r;
    // fs.readFile(..., "utf-8") keeps a byte-order mark: the file then does not start with `---`.
    const QString text = QString::fromUtf8(document.raw);
    const std::optional<QString> frontmatter
        = document.hadBom || document.raw.startsWith("\xEF\xBB\xBF") ? std::nullopt : geminiFrontmatter(text);
    if (!frontmatter) {
        r.noFrontmatter = true;
        r.refusal = QStringLiteral("no frontmatter (a first line `---` and a later line starting with `---`)");
        return r;
    }
    // js-yaml first (the strict reading stands for it when the file splits the same way).
    const bool same = plainlyFenced(document)
        && (document.frontmatterText == *frontmatter || document.frontmatterText == *frontmatter + QLatin1Char('\n'));
    std::optional<SkillDocument> own;
    if (!same)
        own = documentOfFrontmatter(*frontmatter, document.folderName);
    const SkillDocument &doc = own ? *own : document;
    // js-yaml 4's verdict: the js-yaml family's (consumerparse.h reads opencode's js-yaml 3 the same way).
    const std::optional<ConsumerParse> verdict = consumerParse(QStringLiteral("opencode"), doc);
    std::optional<QString> name;
    std::optional<QString> description;
    if (verdict && !verdict->accepted) {
        r.yamlRefused = true;
        r.yamlError = verdict->message;
    } else if (doc.frontmatterIsMapping) {
        name = yamlString(doc, QStringLiteral("name"));
        description = yamlString(doc, QStringLiteral("description"));
    }
    if (!name || !description) {
        // parseSimpleFrontmatter
        r.lineReader = true;
        const GeminiCliLineFields fields = geminiCliLineReader(*frontmatter);
        if (!fields.name || !fields.description) {
            const bool noName = !fields.name && !name;
            const bool noDescription = !fields.description && !description;
            r.refusal = noName && noDescription ? QStringLiteral("no name and no description")
                : noName                        ? QStringLiteral("no name")
                                                : QStringLiteral("no description");
            return r;
        }
        name = fields.name;
        description = fields.description;
    }
    r.loaded = true;
    r.name = geminiCliListedName(*name);
    r.description = *description;
    return r;
}

} // namespace sw

// Helpers the clients' readings of SKILL.md share (see readingsupport.h).
#include "skill/readingsupport.h"

#include <QRegularExpression>

namespace sw {
namespace {
using ReadingKind = FrontmatterValue::Kind;
} // namespace

namespace readingsupport {

// A document whose frontmatter is `text` (for a parser's verdict and the values of a frontmatter found or repaired
// by a client's own rules).
SkillDocument documentOfFrontmatter(const QString &text, const QString &folderName)
{
    QByteArray raw = "---\n" + text.toUtf8();
    if (!raw.endsWith('\n'))
        raw += '\n';
    raw += "---\n";
    return parseSkillDocument(raw, {}, folderName);
}

// The strict reading can stand for a client's own split when the file is plainly fenced: a first line `---`, a later
// line `---`, no BOM, no other line that is `---` once trimmed, no `---` inside the frontmatter.
bool plainlyFenced(const SkillDocument &doc)
{
    if (!doc.startsWithFrontmatter || !doc.frontmatterClosed || doc.hadBom || doc.usesCrlf)
        return false;
    return !doc.frontmatterText.contains(QLatin1String("---"));
}

namespace {
bool jsWhitespace(QChar c)
{
    return c.isSpace() || c == QChar(0xFEFF);
}

} // namespace

// String.prototype.trim
QString jsTrim(const QString &text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && jsWhitespace(text.at(begin)))
        ++begin;
    while (end > begin && jsWhitespace(text.at(end - 1)))
        --end;
    return text.mid(begin, end - begin);
}

} // namespace readingsupport

namespace readingsupport {
// The YAML 1.2 core type of a value ("" for a string).
QString readingYamlType(const FrontmatterValue &v, bool jsYaml)
{
    if (v.kind == ReadingKind::Null)
        return QStringLiteral("null");
    if (v.kind == ReadingKind::Sequence)
        return QStringLiteral("sequence");
    if (v.kind == ReadingKind::Map)
        return QStringLiteral("map");
    if (v.quoted || v.blockScalar || !v.tag.isEmpty())
        return {};
    static const QRegularExpression boolean(QStringLiteral("^(true|True|TRUE|false|False|FALSE)$"));
    static const QRegularExpression null(QStringLiteral("^(~|null|Null|NULL)$"));
    static const QRegularExpression integer(QStringLiteral("^([-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"));
    static const QRegularExpression real(QStringLiteral(
        "^([-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN))$"));
    // js-yaml 3 also reads binary, underscores, sexagesimal numbers and dates.
    static const QRegularExpression jsInteger(
        QStringLiteral("^[-+]?(0b[01_]+|0x[0-9a-fA-F_]+|0[0-7_]+|[0-9][0-9_]*|[1-9][0-9_]*(:[0-5]?[0-9])+)$"));
    static const QRegularExpression jsDate(QStringLiteral("^[0-9]{4}-[0-9][0-9]?-[0-9][0-9]?([Tt ].*)?$"));
    if (boolean.match(v.text).hasMatch())
        return QStringLiteral("boolean");
    if (null.match(v.text).hasMatch() || v.text.isEmpty())
        return QStringLiteral("null");
    static const QRegularExpression yaml12Only(QStringLiteral("^0o[0-7]+$"));
    if ((integer.match(v.text).hasMatch() && !(jsYaml && yaml12Only.match(v.text).hasMatch()))
        || (jsYaml && jsInteger.match(v.text).hasMatch()))
        return QStringLiteral("integer");
    if (real.match(v.text).hasMatch())
        return QStringLiteral("floating point");
    if (jsYaml && jsDate.match(v.text).hasMatch())
        return QStringLiteral("timestamp");
    return {};
}
} // namespace readingsupport

} // namespace sw

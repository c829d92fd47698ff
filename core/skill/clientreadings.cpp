// How Claude Code, Codex and opencode read a SKILL.md (see clientreadings.h; docs/dialects.md cites each rule).
#include "skill/clientreadings.h"

#include "skill/consumerparse.h"
#include "skill/readingsupport.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

#include <yaml-cpp/yaml.h>

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

namespace {
using namespace readingsupport;

QString textWithoutBom(const QByteArray &raw)
{
    QString text = QString::fromUtf8(raw);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

// ---- Claude Code ----

// Its repair: a `key: value` line whose value is not quoted (nor a valid flow list) and holds `: ` or one of
// {}[]*&#!|>%@` becomes `key: "value"` (backslashes and quotes escaped); tabs at line starts become two spaces each.
QString claudeRepaired(const QString &frontmatter)
{
    static const QRegularExpression keyValue(QStringLiteral("^([a-zA-Z_-]+):\\s+(\\S.*)$"));
    static const QRegularExpression special(QStringLiteral("[{}[\\]*&#!|>%@`]|: "));
    static const QRegularExpression leadingTabs(QStringLiteral("^\\t+"), QRegularExpression::MultilineOption);
    QStringList out;
    for (const QString &line : frontmatter.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = keyValue.match(line);
        if (!m.hasMatch()) {
            out << line;
            continue;
        }
        const QString key = m.captured(1);
        const QString value = m.captured(2);
        if ((value.startsWith(QLatin1Char('"')) && value.endsWith(QLatin1Char('"')))
            || (value.startsWith(QLatin1Char('\'')) && value.endsWith(QLatin1Char('\'')))) {
            out << line;
            continue;
        }
        if (value.startsWith(QLatin1Char('[')) && value.endsWith(QLatin1Char(']'))) {
            try {
                if (YAML::Load(value.toStdString()).IsSequence()) {
                    out << line;
                    continue;
                }
            } catch (const YAML::Exception &) { }
        }
        if (special.match(value).hasMatch()) {
            QString quoted = value;
            quoted.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
            out << key + QStringLiteral(": \"") + quoted + QLatin1Char('"');
            continue;
        }
        out << line;
    }
    QString repaired = out.join(QLatin1Char('\n'));
    QRegularExpressionMatchIterator it = leadingTabs.globalMatch(repaired);
    QList<QRegularExpressionMatch> tabs;
    while (it.hasNext())
        tabs << it.next();
    for (qsizetype i = tabs.size() - 1; i >= 0; --i)
        repaired.replace(
            tabs[i].capturedStart(), tabs[i].capturedLength(), QString(2 * tabs[i].capturedLength(), u' '));
    return repaired;
}

bool isPlainBoolean(const FrontmatterValue &v, bool *value)
{
    if (v.kind != ReadingKind::Scalar || v.quoted || v.blockScalar || !v.tag.isEmpty())
        return false;
    static const QStringList yes = { QStringLiteral("true"), QStringLiteral("True"), QStringLiteral("TRUE") };
    static const QStringList no = { QStringLiteral("false"), QStringLiteral("False"), QStringLiteral("FALSE") };
    if (yes.contains(v.text)) {
        *value = true;
        return true;
    }
    if (no.contains(v.text)) {
        *value = false;
        return true;
    }
    return false;
}

// `paths` as Claude Code splits it: a string at top-level commas, a list item by item; `a/**` counts as `a`; only
// patterns other than `**` make the listing conditional.
QStringList claudePaths(const FrontmatterValue &v)
{
    QStringList raw;
    if (v.kind == ReadingKind::Scalar) {
        QString current;
        int depth = 0;
        for (const QChar c : v.text) {
            if (c == u'{')
                ++depth;
            else if (c == u'}')
                --depth;
            if (c == u',' && depth == 0) {
                raw << current.trimmed();
                current.clear();
                continue;
            }
            current += c;
        }
        raw << current.trimmed();
    } else if (v.kind == ReadingKind::Sequence) {
        for (const FrontmatterValue &item : v.items)
            if (item.kind == ReadingKind::Scalar)
                raw << item.text.trimmed();
    }
    QStringList patterns;
    for (QString p : std::as_const(raw)) {
        if (p.endsWith(QLatin1String("/**")))
            p.chop(3);
        if (!p.isEmpty())
            patterns << p;
    }
    if (std::all_of(patterns.cbegin(), patterns.cend(), [](const QString &p) { return p == QLatin1String("**"); }))
        return {};
    return patterns;
}

// ---- YAML types (the schemas serde_yaml and js-yaml apply to plain scalars) ----

// JavaScript's String() of the value Bun's YAML 1.2 parser makes of a scalar: numbers in JavaScript's own notation
// (`0x10` -> 16, `1e3` -> 1000, `.inf` -> Infinity), anything else as written; nullopt for null.
std::optional<QString> jsString(const FrontmatterValue &v)
{
    if (v.kind != ReadingKind::Scalar)
        return std::nullopt;
    const QString type = readingYamlType(v, false);
    if (type == QLatin1String("null"))
        return std::nullopt;
    if (type == QLatin1String("integer")) {
        QString text = v.text;
        bool negative = text.startsWith(u'-');
        if (text.startsWith(u'-') || text.startsWith(u'+'))
            text.remove(0, 1);
        bool ok = false;
        const double value = text.startsWith(QLatin1String("0x")) ? double(text.mid(2).toULongLong(&ok, 16))
            : text.startsWith(QLatin1String("0o"))                ? double(text.mid(2).toULongLong(&ok, 8))
                                                                  : text.toDouble(&ok);
        if (ok) {
            const double signedValue = negative ? -value : value;
            if (std::abs(signedValue) < 1e21)
                return QString::number(signedValue, 'f', 0);
        }
        return v.text;
    }
    if (type == QLatin1String("floating point")) {
        const QString lower = v.text.toLower();
        if (lower.endsWith(QLatin1String(".inf")))
            return lower.startsWith(u'-') ? QStringLiteral("-Infinity") : QStringLiteral("Infinity");
        if (lower.endsWith(QLatin1String(".nan")))
            return QStringLiteral("NaN");
        bool ok = false;
        const double value = v.text.toDouble(&ok);
        if (!ok)
            return v.text;
        if (value == 0)
            return QStringLiteral("0");
        if (std::abs(value) >= 1e21 || std::abs(value) < 1e-6) {
            QString e = QString::number(value, 'e', QLocale::FloatingPointShortest); // 1e+21, 1.5e-07
            const qsizetype at = e.indexOf(u'e');
            QString mantissa = e.left(at);
            QString exponent = e.mid(at + 1);
            const QChar sign = exponent.front();
            exponent.remove(0, 1);
            while (exponent.size() > 1 && exponent.front() == u'0')
                exponent.remove(0, 1);
            return mantissa + QLatin1Char('e') + sign + exponent;
        }
        return QString::number(value, 'f', QLocale::FloatingPointShortest);
    }
    return v.text;
}

} // namespace

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

namespace {

// ---- Codex ----

// extract_frontmatter: the lines between a first and a later line that are `---` once trimmed; nullopt when there
// is no such pair or nothing between them.
std::optional<QString> codexFrontmatter(const QString &contents)
{
    QStringList lines = contents.split(QLatin1Char('\n'));
    if (contents.endsWith(QLatin1Char('\n')))
        lines.removeLast();
    for (QString &line : lines)
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
    if (lines.isEmpty() || lines.first().trimmed() != QLatin1String("---"))
        return std::nullopt;
    QStringList frontmatter;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines.at(i).trimmed() == QLatin1String("---")) {
            if (frontmatter.isEmpty())
                return std::nullopt;
            return frontmatter.join(QLatin1Char('\n'));
        }
        frontmatter << lines.at(i);
    }
    return std::nullopt;
}

bool startsWithWhitespace(QStringView s)
{
    return s.isEmpty() || s.front().isSpace();
}

// Its repair (see clientreadings.h); nullopt when no line changed.
std::optional<QString> codexRepaired(const QString &frontmatter)
{
    bool changed = false;
    // The indentation of the block scalar being read, or -1 outside one (a plain value, not std::optional: GCC's -O1
    // flow analysis reports a std::optional<qsizetype> member as possibly uninitialised).
    qsizetype blockIndent = -1;
    QStringList out;
    for (const QString &line : frontmatter.split(QLatin1Char('\n'))) {
        qsizetype indent = 0;
        while (indent < line.size() && line.at(indent) == u' ')
            ++indent;
        if (blockIndent >= 0) {
            if (line.trimmed().isEmpty() || indent > blockIndent) {
                out << line;
                continue;
            }
            blockIndent = -1;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon < 0) {
            out << line;
            continue;
        }
        const QString key = line.left(colon);
        const QString value = line.mid(colon + 1);
        if (key.trimmed().isEmpty() || !startsWithWhitespace(value)) {
            out << line;
            continue;
        }
        qsizetype start = 0;
        while (start < value.size() && value.at(start).isSpace())
            ++start;
        const QString leading = value.left(start);
        const QString trimmedStart = value.mid(start);
        QString scalar = trimmedStart;
        QString comment;
        for (qsizetype i = 0; i < trimmedStart.size(); ++i) {
            if (trimmedStart.at(i) == u'#' && (i == 0 || trimmedStart.at(i - 1).isSpace())) {
                qsizetype end = i;
                while (end > 0 && trimmedStart.at(end - 1).isSpace())
                    --end;
                scalar = trimmedStart.left(end);
                comment = trimmedStart.mid(end);
                break;
            }
        }
        while (!scalar.isEmpty() && scalar.back().isSpace())
            scalar.chop(1);
        if (scalar.isEmpty()) {
            out << line;
            continue;
        }
        const QChar first = scalar.front();
        if (first == u'|' || first == u'>') {
            blockIndent = indent;
            out << line;
            continue;
        }
        if (first == u'\'' || first == u'"') {
            out << line;
            continue;
        }
        bool colonSeparator = false;
        for (qsizetype i = 0; i + 1 < scalar.size(); ++i)
            if (scalar.at(i) == u':' && scalar.at(i + 1).isSpace()) {
                colonSeparator = true;
                break;
            }
        bool invalidFlowLike = false;
        if (first == u'[' || first == u'{' || first == u'@' || first == u'`') {
            const SkillDocument alone = documentOfFrontmatter(QStringLiteral("v: ") + scalar, {});
            const std::optional<ConsumerParse> verdict = consumerParse(QStringLiteral("codex"), alone);
            invalidFlowLike = verdict && !verdict->accepted;
        }
        if (!colonSeparator && !invalidFlowLike) {
            out << line;
            continue;
        }
        QString quoted = scalar;
        quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
        out << key + QLatin1Char(':') + leading + QLatin1Char('\'') + quoted + QLatin1Char('\'') + comment;
        changed = true;
    }
    if (!changed)
        return std::nullopt;
    return out.join(QLatin1Char('\n'));
}

struct CodexParse
{
    bool ok = false;
    QString error;
    SourcePosition position;
    SkillDocument document;
};

// serde_yaml into {name?, description?, metadata.short-description?}: the syntax verdict, then the field types.
CodexParse codexParse(const QString &frontmatter, const QString &folderName, const SkillDocument *same = nullptr)
{
    CodexParse p;
    p.document = same ? *same : documentOfFrontmatter(frontmatter, folderName);
    const std::optional<ConsumerParse> verdict = consumerParse(QStringLiteral("codex"), p.document);
    if (verdict && !verdict->accepted) {
        p.error = verdict->message;
        p.position = { verdict->line, verdict->column };
        return p;
    }
    if (!p.document.frontmatterIsMapping && !p.document.frontmatterText.trimmed().isEmpty()) {
        p.error = QStringLiteral("invalid type: the frontmatter is not a mapping");
        return p;
    }
    // serde_yaml gives any scalar to a string field as written (`123`, `true`, `0x10`); a list or a map is refused.
    for (const QString &key : { QStringLiteral("name"), QStringLiteral("description") }) {
        const FrontmatterEntry *e = p.document.entry(key);
        if (!e || (e->value.kind != ReadingKind::Sequence && e->value.kind != ReadingKind::Map))
            continue;
        p.error = QStringLiteral("%1: invalid type: %2, expected a string")
                      .arg(key,
                          e->value.kind == ReadingKind::Sequence ? QStringLiteral("sequence") : QStringLiteral("map"));
        p.position = e->value.position;
        return p;
    }
    if (const FrontmatterEntry *metadata = p.document.entry(QStringLiteral("metadata"))) {
        if (metadata->value.kind == ReadingKind::Scalar || metadata->value.kind == ReadingKind::Sequence) {
            p.error = QStringLiteral("metadata: invalid type: %1, expected a map")
                          .arg(metadata->value.kind == ReadingKind::Sequence ? QStringLiteral("sequence")
                                                                             : QStringLiteral("string"));
            p.position = metadata->value.position;
            return p;
        }
        for (const FrontmatterEntry &m : metadata->value.entries) {
            if (m.key != QLatin1String("short-description")
                || (m.value.kind != ReadingKind::Sequence && m.value.kind != ReadingKind::Map))
                continue;
            p.error
                = QStringLiteral("metadata.short-description: invalid type: %1, expected a string")
                      .arg(m.value.kind == ReadingKind::Sequence ? QStringLiteral("sequence") : QStringLiteral("map"));
            p.position = m.value.position;
            return p;
        }
    }
    p.ok = true;
    return p;
}

int codePointCount(const QString &text)
{
    int n = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i;
        ++n;
    }
    return n;
}

// ---- opencode ----

// gray-matter's split: nullopt when the text has no frontmatter (it does not start with ---, or with ----).
std::optional<QString> grayMatter(const QString &text)
{
    if (!text.startsWith(QLatin1String("---")) || (text.size() > 3 && text.at(3) == u'-'))
        return std::nullopt;
    QString rest = text.mid(3);
    const qsizetype lineEnd = rest.indexOf(QRegularExpression(QStringLiteral("\\r?\\n")));
    const QString language = lineEnd < 0 ? rest : rest.left(lineEnd);
    if (!language.trimmed().isEmpty())
        rest = rest.mid(language.size());
    qsizetype close = rest.indexOf(QLatin1String("\n---"));
    if (close < 0)
        close = rest.size();
    return rest.left(close);
}

// Its fallbackSanitization: a top-level `key: value` (key of letters, digits, _) whose value holds `:` and is not
// empty, a block indicator or quoted becomes `key: |-` with the value on the next line.
QString opencodeSanitized(const QString &text)
{
    static const QRegularExpression frontmatter(QStringLiteral("^---\\r?\\n([\\s\\S]*?)\\r?\\n---"));
    static const QRegularExpression keyValue(QStringLiteral("^([a-zA-Z_][a-zA-Z0-9_]*)\\s*:\\s*(.*)$"));
    const QRegularExpressionMatch m = frontmatter.match(text);
    if (!m.hasMatch())
        return text;
    const QString block = m.captured(1);
    QStringList out;
    for (const QString &line : block.split(QRegularExpression(QStringLiteral("\\r?\\n")))) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1Char('#')) || trimmed.isEmpty() || (!line.isEmpty() && line.front().isSpace())) {
            out << line;
            continue;
        }
        const QRegularExpressionMatch kv = keyValue.match(line);
        if (!kv.hasMatch()) {
            out << line;
            continue;
        }
        const QString value = kv.captured(2).trimmed();
        if (value.isEmpty() || value == QLatin1String(">") || value == QLatin1String("|")
            || value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\''))
            || !value.contains(QLatin1Char(':'))) {
            out << line;
            continue;
        }
        out << kv.captured(1) + QStringLiteral(": |-") << QStringLiteral("  ") + value;
    }
    QString result = text;
    result.replace(m.capturedStart(1), m.capturedLength(1), out.join(QLatin1Char('\n')));
    return result;
}

struct OpencodeParse
{
    bool hasFrontmatter = false;
    bool ok = false;
    QString error;
    SkillDocument document;
};

OpencodeParse opencodeParse(const QString &text, const SkillDocument *same = nullptr)
{
    OpencodeParse p;
    const std::optional<QString> matter = grayMatter(text);
    if (!matter) {
        p.ok = true;
        return p;
    }
    p.hasFrontmatter = true;
    QString withoutComments = *matter;
    withoutComments.remove(QRegularExpression(QStringLiteral("^\\s*#[^\\n]+"), QRegularExpression::MultilineOption));
    if (withoutComments.trimmed().isEmpty()) {
        p.ok = true;
        return p;
    }
    p.document = same ? *same : documentOfFrontmatter(*matter, {});
    const std::optional<ConsumerParse> verdict = consumerParse(QStringLiteral("opencode"), p.document);
    if (verdict && !verdict->accepted) {
        p.error = verdict->message;
        return p;
    }
    p.ok = true;
    return p;
}

} // namespace

QString codexSingleLineText(const QString &text)
{
    return text.simplified();
}

QString claudeCodeFirstLine(const QString &body, int maxChars, const QString &mark, const QString &whenEmpty)
{
    static const QRegularExpression heading(QStringLiteral("^#+\\s+(\\S.*)$"));
    for (const QString &line : body.split(QLatin1Char('\n'))) {
        const QString trimmed = jsTrim(line);
        if (trimmed.isEmpty())
            continue;
        const QRegularExpressionMatch m = heading.match(trimmed);
        QString text = m.hasMatch() ? m.captured(1) : trimmed;
        if (text.size() > maxChars)
            return text.left(std::max<qsizetype>(0, maxChars - mark.size())) + mark;
        return text;
    }
    return whenEmpty;
}

ClaudeCodeReading readAsClaudeCode(const SkillDocument &document)
{
    ClaudeCodeReading r;
    const QString text = textWithoutBom(document.raw);
    static const QRegularExpression fence(
        QStringLiteral("^---\\s*\\n([\\s\\S]*?)---\\s*\\n?"), QRegularExpression::UseUnicodePropertiesOption);
    const QRegularExpressionMatch m
        = text.indexOf(QLatin1String("---"), 3) < 0 ? QRegularExpressionMatch() : fence.match(text);
    if (!m.hasMatch()) {
        r.body = text;
        return r;
    }
    r.hasFrontmatter = true;
    r.body = text.mid(m.capturedEnd(0));
    const QString frontmatter = m.captured(1);
    SkillDocument doc = plainlyFenced(document) ? document : documentOfFrontmatter(frontmatter, document.folderName);
    std::optional<ConsumerParse> verdict = consumerParse(QStringLiteral("claude-code"), doc);
    if (verdict && !verdict->accepted) {
        const QString repairedText = claudeRepaired(frontmatter);
        SkillDocument repaired = documentOfFrontmatter(repairedText, document.folderName);
        const std::optional<ConsumerParse> second = consumerParse(QStringLiteral("claude-code"), repaired);
        if (second && second->accepted) {
            doc = std::move(repaired);
            r.repaired = true;
        } else {
            r.frontmatterIgnored = true;
            r.parseError = verdict->message;
            return r;
        }
    }
    if (!doc.frontmatterIsMapping) {
        r.frontmatterIgnored = !frontmatter.trimmed().isEmpty();
        if (r.frontmatterIgnored)
            r.parseError = QStringLiteral("the frontmatter is not a mapping");
        return r;
    }
    if (const FrontmatterEntry *e = doc.entry(QStringLiteral("name")))
        if (const std::optional<QString> name = jsString(e->value); name && name->size() <= 256)
            r.name = name;
    if (const FrontmatterEntry *e = doc.entry(QStringLiteral("description"))) {
        // A string is trimmed; a number or a boolean is written out; anything else leaves no description.
        const std::optional<QString> text = jsString(e->value);
        const QString trimmed = text ? jsTrim(*text) : QString();
        if (!trimmed.isEmpty())
            r.description = trimmed;
    }
    if (const FrontmatterEntry *e = doc.entry(QStringLiteral("when_to_use")))
        r.whenToUse = jsString(e->value);
    if (const FrontmatterEntry *e = doc.entry(QStringLiteral("disable-model-invocation"))) {
        bool value = false;
        if (isPlainBoolean(e->value, &value))
            r.disableModelInvocation = value;
        else if (e->value.kind == ReadingKind::Scalar)
            r.disableModelInvocation = QStringList { QStringLiteral("1"), QStringLiteral("true"), QStringLiteral("yes"),
                QStringLiteral("on") }
                                           .contains(e->value.text.trimmed().toLower());
    }
    if (const FrontmatterEntry *e = doc.entry(QStringLiteral("paths")))
        r.paths = claudePaths(e->value);
    return r;
}

CodexReading readAsCodex(const SkillDocument &document, const QString &folderName)
{
    CodexReading r;
    const QString contents = QString::fromUtf8(document.raw);
    // A byte-order mark stays in front of the first line (Rust keeps it), so that line is not `---`.
    const std::optional<QString> frontmatter
        = document.raw.startsWith("\xEF\xBB\xBF") ? std::nullopt : codexFrontmatter(contents);
    if (!frontmatter) {
        r.yamlRefused = true;
        r.refusal = QStringLiteral("missing YAML frontmatter delimited by ---");
        r.position = { 1, 1 };
        return r;
    }
    CodexParse parse = codexParse(*frontmatter, folderName, plainlyFenced(document) ? &document : nullptr);
    if (!parse.ok) {
        if (const std::optional<QString> repaired = codexRepaired(*frontmatter)) {
            CodexParse second = codexParse(*repaired, folderName);
            if (second.ok) {
                parse = std::move(second);
                r.repaired = true;
            }
        }
    }
    if (!parse.ok) {
        r.yamlRefused = true;
        r.refusal = QStringLiteral("invalid YAML: %1").arg(parse.error);
        r.position = parse.position;
        return r;
    }
    const SkillDocument &doc = parse.document;
    r.name = codexSingleLineText(doc.name());
    if (r.name.isEmpty()) {
        r.name = codexSingleLineText(folderName);
        if (r.name.isEmpty())
            r.name = QStringLiteral("skill");
    }
    r.description = codexSingleLineText(doc.description());
    if (codePointCount(r.name) > 64) {
        r.refusal = QStringLiteral("invalid name: exceeds maximum length of 64 characters");
        return r;
    }
    if (r.description.isEmpty()) {
        r.refusal = QStringLiteral("missing field `description`");
        return r;
    }
    r.loaded = true;
    return r;
}

OpencodeReading readAsOpencode(const SkillDocument &document)
{
    OpencodeReading r;
    const QString text = QString::fromUtf8(document.raw);
    OpencodeParse parse = opencodeParse(text, plainlyFenced(document) ? &document : nullptr);
    if (!parse.ok) {
        const QString sanitized = opencodeSanitized(text);
        OpencodeParse second = sanitized == text ? OpencodeParse() : opencodeParse(sanitized);
        if (second.ok) {
            parse = std::move(second);
            r.repaired = true;
        } else {
            r.yamlRefused = true;
            r.refusal = QStringLiteral("Failed to parse YAML frontmatter: %1").arg(parse.error);
            return r;
        }
    }
    const SkillDocument &doc = parse.document;
    const FrontmatterEntry *name = doc.frontmatterIsMapping ? doc.entry(QStringLiteral("name")) : nullptr;
    if (!name || name->value.kind != ReadingKind::Scalar || !readingYamlType(name->value, true).isEmpty()) {
        r.refusal = name ? QStringLiteral("name is not a string") : QStringLiteral("no name");
        return r;
    }
    r.name = name->value.text;
    if (const FrontmatterEntry *d = doc.entry(QStringLiteral("description"))) {
        if (d->value.kind != ReadingKind::Scalar || !readingYamlType(d->value, true).isEmpty()) {
            r.refusal = QStringLiteral("description is not a string");
            return r;
        }
        r.description = d->value.text;
    }
    r.loaded = true;
    return r;
}

} // namespace sw

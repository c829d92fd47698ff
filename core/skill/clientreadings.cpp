// How Claude Code reads a SKILL.md (see clientreadings.h; docs/dialects.md cites each rule). Codex's reading is in
// codexreading.cpp, opencode's in opencodereading.cpp, the helpers they share in readingsupport.cpp.
#include "skill/clientreadings.h"

#include "skill/consumerparse.h"
#include "skill/readingsupport.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

#include <yaml-cpp/yaml.h>

namespace sw {
namespace {
using namespace readingsupport;
using ReadingKind = FrontmatterValue::Kind;

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

} // namespace sw

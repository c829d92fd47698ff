// How opencode reads a SKILL.md (see clientreadings.h; docs/dialects.md cites each rule).
#include "skill/clientreadings.h"

#include "skill/consumerparse.h"
#include "skill/readingsupport.h"

#include <QRegularExpression>

namespace sw {
namespace {
using namespace readingsupport;
using ReadingKind = FrontmatterValue::Kind;

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

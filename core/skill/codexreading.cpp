// How Codex reads a SKILL.md (see clientreadings.h; docs/dialects.md cites each rule).
#include "skill/clientreadings.h"

#include "skill/consumerparse.h"
#include "skill/readingsupport.h"
#include "skill/validatorrules.h"

#include <QRegularExpression>

namespace sw {
namespace {
using namespace readingsupport;
using ReadingKind = FrontmatterValue::Kind;

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

} // namespace

QString codexSingleLineText(const QString &text)
{
    return text.simplified();
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
    if (detail::codePointCount(r.name) > 64) {
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

} // namespace sw

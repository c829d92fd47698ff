// Frontmatter text editing: line-based, so it also repairs frontmatter that strict YAML rejects.
#include "frontmattertext.h"

#include <QRegularExpression>

namespace sw::ui {

namespace {

bool isTopLevelKeyLine(const QString &line)
{
    if (line.isEmpty() || line[0].isSpace() || line[0] == QLatin1Char('-') || line[0] == QLatin1Char('#'))
        return false;
    const int colon = line.indexOf(QLatin1Char(':'));
    return colon > 0;
}

QString stripCr(const QString &line)
{
    return line.endsWith(QLatin1Char('\r')) ? line.chopped(1) : line;
}

bool looksNonString(const QString &value)
{
    static const QRegularExpression special(QStringLiteral(
        "^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF|y|Y|n|N"
        "|[-+]?(?:\\d[\\d_]*)(?:\\.\\d*)?(?:[eE][-+]?\\d+)?|[-+]?\\.\\d+(?:[eE][-+]?\\d+)?|0x[0-9a-fA-F]+|0o[0-7]+"
        "|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"));
    return special.match(value).hasMatch();
}

// Lines of a key's entry with the value replaced.
QStringList entryLines(const QString &key, const QString &value, const QString &eol)
{
    const QString cr = eol == QLatin1String("\r\n") ? QStringLiteral("\r") : QString();
    // Claude Code's switches are YAML booleans (a quoted "true" is a string, which Claude Code does not take).
    const bool flag = key == QLatin1String("disable-model-invocation") || key == QLatin1String("user-invocable");
    const bool boolean = flag && (value == QLatin1String("true") || value == QLatin1String("false"));
    if (boolean)
        return { key + QStringLiteral(": ") + value + cr };
    // A value that needs quotes (": " in a description) is written as the folded block the quick fix uses: every
    // YAML reader gets the same string, and tRPC-Agent-Go, which keeps quotes, gets it without them.
    if (const QString folded = yamlFoldedValue(value); !folded.isEmpty())
        return { key + QStringLiteral(": >-") + cr, QStringLiteral("  ") + folded + cr };
    return { key + QStringLiteral(": ") + yamlScalar(value) + cr };
}

int insertionLine(const FrontmatterLayout &layout)
{
    return layout.closeLine >= 0 ? layout.closeLine
                                 : (layout.entries.isEmpty() ? 1 : layout.entries.constLast().endLine);
}

FrontmatterLayout ensureFrontmatter(const QString &text)
{
    FrontmatterLayout layout = frontmatterLayout(text);
    if (layout.present)
        return layout;
    const QString cr = layout.eol == QLatin1String("\r\n") ? QStringLiteral("\r") : QString();
    QStringList lines = { QStringLiteral("---") + cr, QStringLiteral("---") + cr };
    lines += layout.lines;
    return frontmatterLayout(lines.join(QLatin1Char('\n')));
}

} // namespace

const FrontmatterLayout::Entry *FrontmatterLayout::find(const QString &key) const
{
    for (const Entry &entry : entries)
        if (entry.key == key)
            return &entry;
    return nullptr;
}

FrontmatterLayout frontmatterLayout(const QString &text)
{
    FrontmatterLayout layout;
    layout.lines = text.split(QLatin1Char('\n'));
    if (text.contains(QLatin1String("\r\n")))
        layout.eol = QStringLiteral("\r\n");
    QString first = layout.lines.value(0);
    if (first.startsWith(QChar(0xfeff)))
        first.remove(0, 1);
    if (stripCr(first) != QLatin1String("---"))
        return layout;
    layout.present = true;
    for (int i = 1; i < layout.lines.size(); ++i) {
        const QString line = stripCr(layout.lines[i]);
        if (line == QLatin1String("---")) {
            layout.closeLine = i;
            break;
        }
        if (isTopLevelKeyLine(line)) {
            if (!layout.entries.isEmpty())
                layout.entries.last().endLine = i;
            layout.entries.append({ line.left(line.indexOf(QLatin1Char(':'))).trimmed(), i, i + 1 });
        } else if (!layout.entries.isEmpty()) {
            layout.entries.last().endLine = i + 1;
        }
    }
    // Trailing blank or comment lines do not belong to the last entry.
    if (!layout.entries.isEmpty()) {
        FrontmatterLayout::Entry &last = layout.entries.last();
        while (last.endLine - 1 > last.firstLine) {
            const QString line = stripCr(layout.lines[last.endLine - 1]).trimmed();
            if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
                break;
            --last.endLine;
        }
    }
    return layout;
}

QString yamlScalar(const QString &value)
{
    bool plain = !value.isEmpty() && value == value.trimmed() && !looksNonString(value);
    if (plain) {
        static const QString leading = QStringLiteral("-?:,[]{}#&*!|>'\"%@`");
        if (leading.contains(value[0])
            && !(value[0] == QLatin1Char('-') && value.size() > 1 && value[1] != QLatin1Char(' ')))
            plain = false;
    }
    if (plain
        && (value.contains(QLatin1String(": ")) || value.endsWith(QLatin1Char(':'))
            || value.contains(QLatin1String(" #")) || value.contains(QLatin1Char('\n'))
            || value.contains(QLatin1Char('\t')) || value.contains(QLatin1Char('\r'))))
        plain = false;
    if (plain)
        return value;
    QString escaped;
    escaped.reserve(value.size() + 2);
    for (const QChar c : value) {
        switch (c.unicode()) {
        case '"':
            escaped += QLatin1String("\\\"");
            break;
        case '\\':
            escaped += QLatin1String("\\\\");
            break;
        case '\n':
            escaped += QLatin1String("\\n");
            break;
        case '\t':
            escaped += QLatin1String("\\t");
            break;
        case '\r':
            escaped += QLatin1String("\\r");
            break;
        default:
            escaped += c;
        }
    }
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString yamlFoldedValue(const QString &value)
{
    // One line without leading or trailing blanks reads back exactly from `>-` and one indented line; a value that
    // can be plain stays plain.
    if (value.isEmpty() || value != value.trimmed() || value.contains(QLatin1Char('\n'))
        || value.contains(QLatin1Char('\r')) || value.contains(QLatin1Char('\t'))
        || !yamlScalar(value).startsWith(QLatin1Char('"')))
        return {};
    return value;
}

QString withFrontmatterValue(const QString &text, const QString &key, const QString &value, bool removeWhenEmpty)
{
    FrontmatterLayout layout = ensureFrontmatter(text);
    const FrontmatterLayout::Entry *entry = layout.find(key);
    QStringList replacement;
    if (!(removeWhenEmpty && value.isEmpty()))
        replacement = entryLines(key, value, layout.eol);
    if (entry) {
        const int from = entry->firstLine;
        const int count = entry->endLine - entry->firstLine;
        for (int i = 0; i < count; ++i)
            layout.lines.removeAt(from);
        for (int i = replacement.size() - 1; i >= 0; --i)
            layout.lines.insert(from, replacement[i]);
    } else if (!replacement.isEmpty()) {
        // name and description go first, in that order; others before the closing line.
        int at = insertionLine(layout);
        if (key == QLatin1String("name"))
            at = 1;
        else if (key == QLatin1String("description"))
            at = layout.find(QStringLiteral("name")) ? layout.find(QStringLiteral("name"))->endLine : 1;
        for (int i = replacement.size() - 1; i >= 0; --i)
            layout.lines.insert(at, replacement[i]);
    }
    return layout.text();
}

QString withMetadata(const QString &text, const QList<QPair<QString, QString>> &entries)
{
    FrontmatterLayout layout = ensureFrontmatter(text);
    const QString cr = layout.eol == QLatin1String("\r\n") ? QStringLiteral("\r") : QString();
    QStringList replacement;
    if (!entries.isEmpty()) {
        replacement << QStringLiteral("metadata:") + cr;
        for (const auto &[key, value] : entries)
            if (!key.trimmed().isEmpty())
                replacement << QStringLiteral("  ") + yamlScalar(key.trimmed()) + QStringLiteral(": ")
                        + yamlScalar(value) + cr;
        if (replacement.size() == 1)
            replacement.clear();
    }
    int at = insertionLine(layout);
    if (const FrontmatterLayout::Entry *entry = layout.find(QStringLiteral("metadata"))) {
        at = entry->firstLine;
        for (int i = entry->firstLine; i < entry->endLine; ++i)
            layout.lines.removeAt(entry->firstLine);
    }
    for (int i = replacement.size() - 1; i >= 0; --i)
        layout.lines.insert(at, replacement[i]);
    return layout.text();
}

QString withLowercaseName(const QString &text)
{
    const FrontmatterLayout layout = frontmatterLayout(text);
    const FrontmatterLayout::Entry *entry = layout.find(QStringLiteral("name"));
    if (!entry)
        return text;
    QStringList lines = layout.lines;
    for (int i = entry->firstLine; i < entry->endLine; ++i) {
        QString line = lines[i];
        const int colon = i == entry->firstLine ? line.indexOf(QLatin1Char(':')) + 1 : 0;
        lines[i] = line.left(colon) + line.mid(colon).toLower();
    }
    return lines.join(QLatin1Char('\n'));
}

const QStringList &specFrontmatterKeys()
{
    static const QStringList keys = { QStringLiteral("name"), QStringLiteral("description"), QStringLiteral("license"),
        QStringLiteral("compatibility"), QStringLiteral("metadata"), QStringLiteral("allowed-tools") };
    return keys;
}

QString withUnknownFieldsUnderMetadata(const QString &text)
{
    FrontmatterLayout layout = frontmatterLayout(text);
    QStringList moved;
    // Remove unknown entries from the bottom up, collecting their lines indented under metadata.
    QList<QStringList> blocks;
    for (int e = layout.entries.size() - 1; e >= 0; --e) {
        const FrontmatterLayout::Entry entry = layout.entries[e];
        if (specFrontmatterKeys().contains(entry.key))
            continue;
        QStringList block;
        for (int i = entry.firstLine; i < entry.endLine; ++i) {
            QString line = layout.lines[i];
            if (i == entry.firstLine && entry.endLine - entry.firstLine == 1) {
                // Single-line entries: metadata values must be strings.
                const QString bare = stripCr(line);
                const int colon = bare.indexOf(QLatin1Char(':'));
                const QString value = bare.mid(colon + 1).trimmed();
                if (!value.isEmpty() && looksNonString(value))
                    line = bare.left(colon + 1) + QStringLiteral(" \"") + value + QLatin1Char('"')
                        + (line.endsWith(QLatin1Char('\r')) ? QStringLiteral("\r") : QString());
            }
            block << QStringLiteral("  ") + line;
        }
        blocks.prepend(block);
        for (int i = entry.firstLine; i < entry.endLine; ++i)
            layout.lines.removeAt(entry.firstLine);
    }
    if (blocks.isEmpty())
        return text;
    for (const QStringList &block : blocks)
        moved += block;
    layout = frontmatterLayout(layout.text());
    int at = insertionLine(layout);
    if (const FrontmatterLayout::Entry *metadata = layout.find(QStringLiteral("metadata"))) {
        at = metadata->endLine;
    } else {
        const QString cr = layout.eol == QLatin1String("\r\n") ? QStringLiteral("\r") : QString();
        moved.prepend(QStringLiteral("metadata:") + cr);
    }
    for (int i = moved.size() - 1; i >= 0; --i)
        layout.lines.insert(at, moved[i]);
    return layout.text();
}

TextReplacement minimalReplacement(const QString &before, const QString &after)
{
    int prefix = 0;
    const int common = qMin(before.size(), after.size());
    while (prefix < common && before[prefix] == after[prefix])
        ++prefix;
    int suffix = 0;
    while (suffix < common - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    return { prefix, int(before.size()) - suffix, after.mid(prefix, after.size() - prefix - suffix) };
}

} // namespace sw::ui

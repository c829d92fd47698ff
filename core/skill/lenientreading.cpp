// tRPC-Agent-Go's reading of SKILL.md (PROTOCOL.md section 2): the file must start with "---\n" and the
// frontmatter end at "\n---\n", else all of it is body; each frontmatter line is `key: value` with quotes kept
// and `#` only a comment at the start of a line; `|` and `>` block scalars go through a YAML parser; a missing
// or blank name falls back to the folder name; the last occurrence of a key wins.
#include "skill/lenientreading.h"

#include "skill/frontmatteryaml.h"

namespace sw::detail {
namespace {

bool isBlockIndicator(QStringView value)
{
    if (value.isEmpty() || (value.front() != u'|' && value.front() != u'>'))
        return false;
    for (QChar c : value.sliced(1)) {
        if (c == u'#' || c == u' ')
            break; // a comment may follow the header
        if (c != u'+' && c != u'-' && !(c >= u'1' && c <= u'9'))
            return false;
    }
    return true;
}

int indentation(QStringView line)
{
    int n = 0;
    while (n < line.size() && (line[n] == u' ' || line[n] == u'\t'))
        ++n;
    return n;
}

} // namespace

LenientReading readLenient(
    const QByteArray &text, const QString &folderName, const QString &strictBody, qsizetype strictBodyStart)
{
    LenientReading reading;
    qsizetype closeAt = -1;
    if (text.startsWith("---\n"))
        closeAt = text.indexOf("\n---\n", 4);
    if (closeAt < 0) {
        reading.body = strictBodyStart == 0 ? strictBody : QString::fromUtf8(text);
    } else {
        reading.hasFrontmatter = true;
        const QString fm = QString::fromUtf8(QByteArrayView(text).sliced(4, closeAt - 4));
        const qsizetype bodyStart = closeAt + 5;
        reading.body
            = bodyStart == strictBodyStart ? strictBody : QString::fromUtf8(QByteArrayView(text).sliced(bodyStart));
        reading.bodyFirstLine = int(QByteArrayView(text).first(bodyStart).count('\n')) + 1;

        const QStringList lines = fm.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString line = lines[i].trimmed();
            if (line.isEmpty() || line.startsWith(u'#'))
                continue;
            const qsizetype colon = line.indexOf(u':');
            if (colon < 0)
                continue;
            const QString key = line.first(colon).trimmed();
            const int keyLine = int(i) + 2; // frontmatter line i is file line i + 2
            QString value = line.sliced(colon + 1).trimmed();
            if (isBlockIndicator(value)) {
                // Gather the indented continuation and let YAML fold it.
                const int keyIndent = indentation(lines[i]);
                std::string yaml = "k: " + value.toStdString() + "\n";
                qsizetype j = i + 1;
                for (; j < lines.size(); ++j) {
                    if (!lines[j].trimmed().isEmpty() && indentation(lines[j]) <= keyIndent)
                        break;
                    yaml += lines[j].toStdString() + "\n";
                }
                i = j - 1;
                const YamlReading block = readYaml(yaml, 1);
                value.clear();
                if (!block.error && block.root.kind == FrontmatterValue::Kind::Map && !block.root.entries.isEmpty())
                    value = block.root.entries.front().value.text;
            }
            reading.fields.append({ key, value });
            reading.fieldLines.append(keyLine);
        }
    }
    reading.name = reading.field(QStringLiteral("name")).value_or(QString()).trimmed();
    if (reading.name.isEmpty()) {
        reading.name = folderName;
        reading.nameDefaulted = true;
    }
    reading.description = reading.field(QStringLiteral("description")).value_or(QString());
    return reading;
}

} // namespace sw::detail

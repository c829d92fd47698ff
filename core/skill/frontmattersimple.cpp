// The fast path of the strict reading: most frontmatter is flat `key: value` lines plus one nested block
// (metadata). Those are read here without yaml-cpp (whose regex scanner dominates a 10,000-skill scan); anything
// outside that plain subset returns std::nullopt and goes through yaml-cpp. The fuzz target and a test check
// that both paths agree wherever this one answers.
#include "skill/frontmatteryaml.h"

namespace sw::detail {
namespace {

using Kind = FrontmatterValue::Kind;

bool isKeyStart(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool isKeyChar(unsigned char c)
{
    return isKeyStart(c) || c == '-';
}

// Bytes that could make YAML read the text differently: control characters, flow indicators, and the
// non-ASCII line and BOM characters (U+0085, U+2028, U+2029, U+FEFF).
bool hasUnsafeBytes(std::string_view text)
{
    for (size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F || c == '[' || c == ']' || c == '{' || c == '}')
            return true;
        if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x85)
            return true;
        if (c == 0xE2 && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0x80
            && (static_cast<unsigned char>(text[i + 2]) == 0xA8 || static_cast<unsigned char>(text[i + 2]) == 0xA9))
            return true;
        if (c == 0xEF && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xBB
            && static_cast<unsigned char>(text[i + 2]) == 0xBF)
            return true;
    }
    return false;
}

// Reads `key: value` starting at line[offset]; false when the line is outside the plain subset.
bool readEntry(std::string_view line, size_t offset, int fileLine, FrontmatterEntry &entry)
{
    size_t i = offset;
    if (i >= line.size() || !isKeyStart(static_cast<unsigned char>(line[i])))
        return false;
    while (i < line.size() && isKeyChar(static_cast<unsigned char>(line[i])))
        ++i;
    if (i >= line.size() || line[i] != ':')
        return false;
    entry.key = QString::fromLatin1(line.data() + offset, qsizetype(i - offset));
    entry.keyPosition = { fileLine, int(offset) + 1 };
    ++i;
    if (i < line.size() && line[i] != ' ')
        return false;
    while (i < line.size() && line[i] == ' ')
        ++i;
    size_t end = line.size();
    while (end > i && line[end - 1] == ' ')
        --end;
    const std::string_view rest = line.substr(i, end - i);
    FrontmatterValue &value = entry.value;
    if (rest.empty()) {
        value.kind = Kind::Null;
        value.position = entry.keyPosition;
        return true;
    }
    if (hasUnsafeBytes(rest))
        return false;
    value.position = { fileLine, int(i) + 1 };
    const char first = rest.front();
    if (first == '"' || first == '\'') {
        // One-line quoted scalar without escapes or inner quotes of its kind.
        if (rest.size() < 2 || rest.back() != first || rest.find('\\') != std::string_view::npos)
            return false;
        const std::string_view inner = rest.substr(1, rest.size() - 2);
        if (inner.find(first) != std::string_view::npos)
            return false;
        value.kind = Kind::Scalar;
        value.quoted = true;
        value.text = QString::fromUtf8(inner.data(), qsizetype(inner.size()));
        return true;
    }
    const auto f = static_cast<unsigned char>(first);
    if (!(isKeyStart(f) || f == '(' || f == '/' || f >= 0x80))
        return false;
    if (rest.find(": ") != std::string_view::npos || rest.back() == ':' || rest.find(" #") != std::string_view::npos)
        return false;
    const std::string text(rest);
    if (text == "null" || text == "Null" || text == "NULL") {
        value.kind = Kind::Null;
        value.text = QString::fromLatin1(text.data(), qsizetype(text.size()));
        return true;
    }
    value.kind = Kind::Scalar;
    value.text = QString::fromUtf8(rest.data(), qsizetype(rest.size()));
    value.plainNonString = looksLikeNonStringScalar(text);
    return true;
}

} // namespace

std::optional<YamlReading> readSimpleYaml(const std::string &yaml, int firstLine)
{
    YamlReading reading;
    reading.root.kind = Kind::Map;
    QList<FrontmatterEntry> &entries = reading.root.entries;
    size_t nestedIndent = 0; // indentation of the open nested block, 0 = none
    bool canNest = false; // the last top-level entry has an empty value
    int fileLine = firstLine;
    size_t pos = 0;
    while (pos < yaml.size()) {
        size_t end = yaml.find('\n', pos);
        if (end == std::string::npos)
            end = yaml.size();
        const std::string_view line(yaml.data() + pos, end - pos);
        pos = end + 1;
        size_t indent = 0;
        while (indent < line.size() && line[indent] == ' ')
            ++indent;
        if (indent == line.size()) { // blank line
            ++fileLine;
            continue;
        }
        FrontmatterEntry entry;
        if (!readEntry(line, indent, fileLine, entry))
            return std::nullopt;
        if (indent == 0) {
            canNest = entry.value.kind == Kind::Null && entry.value.text.isEmpty();
            nestedIndent = 0;
            entries.append(std::move(entry));
        } else {
            FrontmatterValue &parent = entries.isEmpty() ? reading.root : entries.last().value;
            if (nestedIndent == 0) {
                if (!canNest || entries.isEmpty())
                    return std::nullopt;
                nestedIndent = indent;
                parent = FrontmatterValue {};
                parent.kind = Kind::Map;
                parent.position = entry.keyPosition;
                canNest = false;
            } else if (indent != nestedIndent) {
                return std::nullopt;
            }
            parent.entries.append(std::move(entry));
        }
        ++fileLine;
    }
    if (entries.isEmpty())
        return std::nullopt;
    reading.hasDocument = true;
    return reading;
}

bool sameValue(const FrontmatterValue &a, const FrontmatterValue &b)
{
    if (a.kind != b.kind || a.text != b.text || a.quoted != b.quoted || a.blockScalar != b.blockScalar
        || a.plainNonString != b.plainNonString || a.tag != b.tag || a.flowStyle != b.flowStyle
        || a.anchored != b.anchored || !(a.position == b.position) || a.entries.size() != b.entries.size()
        || a.items.size() != b.items.size())
        return false;
    for (qsizetype i = 0; i < a.entries.size(); ++i)
        if (a.entries[i].key != b.entries[i].key || !(a.entries[i].keyPosition == b.entries[i].keyPosition)
            || !sameValue(a.entries[i].value, b.entries[i].value))
            return false;
    for (qsizetype i = 0; i < a.items.size(); ++i)
        if (!sameValue(a.items[i], b.items[i]))
            return false;
    return true;
}

} // namespace sw::detail

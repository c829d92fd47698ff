// The strict YAML reading of a frontmatter block with yaml-cpp's event parser: builds ordered value trees
// with 1-based file positions, keeps the facts strict validators care about (quoting, block scalars, flow
// style, tags, anchors) and bounds the work alias expansion can cause.
#include "skill/frontmatteryaml.h"

#include "skill/yamlsyntax.h"

#include <yaml-cpp/emitter.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <map>
#include <sstream>

namespace sw::detail {
namespace {

constexpr qsizetype kMaxNodes = 200'000; // alias expansion beyond this is refused ("billion laughs")

constexpr size_t kMaxYamlBytes = size_t(1024) * 1024; // real frontmatter is a few KiB; bigger blocks are refused

struct TooManyNodes
{ };

qsizetype nodeCount(const FrontmatterValue &value)
{
    qsizetype n = 1;
    for (const FrontmatterValue &item : value.items)
        n += nodeCount(item);
    for (const FrontmatterEntry &entry : value.entries)
        n += 1 + nodeCount(entry.value);
    return n;
}

bool isOneOf(const std::string &s, std::initializer_list<const char *> words)
{
    for (const char *w : words)
        if (s == w)
            return true;
    return false;
}

bool allDigits(const std::string &s, size_t from, bool (*digit)(char))
{
    if (from >= s.size())
        return false;
    for (size_t i = from; i < s.size(); ++i)
        if (!digit(s[i]) && s[i] != '_')
            return false;
    return true;
}

bool isDec(char c)
{
    return c >= '0' && c <= '9';
}
bool isOct(char c)
{
    return c >= '0' && c <= '7';
}
bool isBin(char c)
{
    return c == '0' || c == '1';
}
bool isHex(char c)
{
    return isDec(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

bool looksLikeFloat(const std::string &s)
{
    size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-'))
        ++i;
    const std::string rest = s.substr(i);
    if (isOneOf(rest, { ".inf", ".Inf", ".INF" }) || (i == 0 && isOneOf(rest, { ".nan", ".NaN", ".NAN" })))
        return true;
    bool digits = false;
    while (i < s.size() && (isDec(s[i]) || s[i] == '_')) {
        digits = true;
        ++i;
    }
    if (i < s.size() && s[i] == '.') {
        ++i;
        while (i < s.size() && (isDec(s[i]) || s[i] == '_')) {
            digits = true;
            ++i;
        }
    }
    if (!digits)
        return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-'))
            ++i;
        if (i >= s.size())
            return false;
        while (i < s.size() && isDec(s[i]))
            ++i;
    }
    return i == s.size();
}

// Builds FrontmatterValue trees from parser events.
class TreeBuilder final : public YAML::EventHandler
{
public:
    TreeBuilder(const std::string &source, int firstLine)
        : m_source(source)
        , m_firstLine(firstLine)
    { }

    bool hasDocument = false;
    FrontmatterValue root;

    void OnDocumentStart(const YAML::Mark &) override { }
    void OnDocumentEnd() override { }

    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        FrontmatterValue v;
        v.kind = FrontmatterValue::Kind::Null;
        v.position = position(mark);
        v.text = nullSourceText(mark);
        v.anchored = anchor != YAML::NullAnchor;
        complete(std::move(v), anchor);
    }

    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        FrontmatterValue v;
        auto it = m_anchors.find(anchor);
        if (it != m_anchors.end())
            v = it->second;
        m_nodes += nodeCount(v);
        if (m_nodes > kMaxNodes)
            throw TooManyNodes {};
        v.anchored = true;
        v.position = position(mark);
        complete(std::move(v), YAML::NullAnchor);
    }

    void OnScalar(
        const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, const std::string &value) override
    {
        FrontmatterValue v;
        v.kind = FrontmatterValue::Kind::Scalar;
        v.text = QString::fromStdString(value);
        v.position = position(mark);
        v.anchored = anchor != YAML::NullAnchor;
        if (tag == "?") {
            v.plainNonString = looksLikeNonStringScalar(value);
        } else if (tag == "!") {
            const char c = charAt(mark);
            v.quoted = c == '\'' || c == '"';
            v.blockScalar = c == '|' || c == '>';
        } else {
            v.tag = QString::fromStdString(tag);
        }
        complete(std::move(v), anchor);
    }

    void OnSequenceStart(
        const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, YAML::EmitterStyle::value style) override
    {
        open(FrontmatterValue::Kind::Sequence, mark, tag, anchor, style);
    }
    void OnSequenceEnd() override { close(); }

    void OnMapStart(
        const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, YAML::EmitterStyle::value style) override
    {
        open(FrontmatterValue::Kind::Map, mark, tag, anchor, style);
    }
    void OnMapEnd() override { close(); }

private:
    struct Frame
    {
        FrontmatterValue value;
        YAML::anchor_t anchor = YAML::NullAnchor;
        bool haveKey = false;
        FrontmatterEntry pending;
    };

    SourcePosition position(const YAML::Mark &mark) const
    {
        if (mark.line < 0)
            return {};
        return { m_firstLine + mark.line, mark.column + 1 };
    }

    char charAt(const YAML::Mark &mark) const
    {
        return mark.pos >= 0 && size_t(mark.pos) < m_source.size() ? m_source[size_t(mark.pos)] : '\0';
    }

    QString nullSourceText(const YAML::Mark &mark) const
    {
        if (mark.pos < 0 || size_t(mark.pos) >= m_source.size())
            return {};
        for (const char *word : { "~", "null", "Null", "NULL" }) {
            if (m_source.compare(size_t(mark.pos), std::char_traits<char>::length(word), word) == 0)
                return QString::fromLatin1(word);
        }
        return {};
    }

    void open(FrontmatterValue::Kind kind, const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
        YAML::EmitterStyle::value style)
    {
        Frame frame;
        frame.value.kind = kind;
        frame.value.position = position(mark);
        frame.value.flowStyle = style == YAML::EmitterStyle::Flow;
        frame.value.anchored = anchor != YAML::NullAnchor;
        if (tag != "?" && tag != "!" && !tag.empty())
            frame.value.tag = QString::fromStdString(tag);
        frame.anchor = anchor;
        m_stack.push_back(std::move(frame));
    }

    void close()
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        complete(std::move(frame.value), frame.anchor);
    }

    void complete(FrontmatterValue v, YAML::anchor_t anchor)
    {
        if (++m_nodes > kMaxNodes)
            throw TooManyNodes {};
        if (anchor != YAML::NullAnchor)
            m_anchors[anchor] = v;
        if (m_stack.empty()) {
            hasDocument = true;
            root = std::move(v);
            return;
        }
        Frame &parent = m_stack.back();
        if (parent.value.kind == FrontmatterValue::Kind::Sequence) {
            parent.value.items.append(std::move(v));
        } else if (!parent.haveKey) {
            parent.pending = FrontmatterEntry {};
            parent.pending.key = v.kind == FrontmatterValue::Kind::Scalar || v.kind == FrontmatterValue::Kind::Null
                ? v.text
                : emitYaml(v);
            parent.pending.keyPosition = v.position;
            parent.haveKey = true;
        } else {
            if (v.kind == FrontmatterValue::Kind::Null && v.text.isEmpty())
                v.position = parent.pending.keyPosition; // an empty value: point at its key, not the next token
            parent.pending.value = std::move(v);
            parent.value.entries.append(std::move(parent.pending));
            parent.haveKey = false;
        }
    }

    const std::string &m_source;
    int m_firstLine;
    std::vector<Frame> m_stack;
    std::map<YAML::anchor_t, FrontmatterValue> m_anchors;
    qsizetype m_nodes = 0;
};

void emitValue(YAML::Emitter &out, const FrontmatterValue &value)
{
    switch (value.kind) {
    case FrontmatterValue::Kind::Null:
        out << YAML::Null;
        break;
    case FrontmatterValue::Kind::Scalar:
        out << value.text.toStdString();
        break;
    case FrontmatterValue::Kind::Sequence:
        out << YAML::BeginSeq;
        for (const FrontmatterValue &item : value.items)
            emitValue(out, item);
        out << YAML::EndSeq;
        break;
    case FrontmatterValue::Kind::Map:
        out << YAML::BeginMap;
        for (const FrontmatterEntry &entry : value.entries) {
            out << YAML::Key << entry.key.toStdString() << YAML::Value;
            emitValue(out, entry.value);
        }
        out << YAML::EndMap;
        break;
    }
}

} // namespace

bool looksLikeNonStringScalar(const std::string &s)
{
    if (s.empty())
        return true;
    if (isOneOf(s, { "~", "null", "Null", "NULL" }))
        return true;
    if (isOneOf(s,
            { "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False",
                "FALSE", "on", "On", "ON", "off", "Off", "OFF" }))
        return true;
    size_t i = (s[0] == '+' || s[0] == '-') ? 1 : 0;
    if (allDigits(s, i, isDec))
        return true;
    if (s.size() > i + 2 && s[i] == '0') {
        const char base = s[i + 1];
        if ((base == 'x' || base == 'X') && allDigits(s, i + 2, isHex))
            return true;
        if ((base == 'o' || base == 'O') && allDigits(s, i + 2, isOct))
            return true;
        if ((base == 'b' || base == 'B') && allDigits(s, i + 2, isBin))
            return true;
    }
    return looksLikeFloat(s);
}

// The YAML::Emitter output for a map of plain words, written directly (the emitter's regex checks are slow);
// std::nullopt when any key or value needs the emitter's judgement.
static std::optional<QString> emitPlainMap(const FrontmatterValue &value)
{
    if (value.kind != FrontmatterValue::Kind::Map || value.entries.isEmpty())
        return std::nullopt;
    auto plainWord = [](const QString &text, bool key) {
        if (text.isEmpty() || !text.front().isLetterOrNumber() || text.back() == u' ' || text.front().unicode() >= 0x80)
            return false;
        if (text == QLatin1String("null") || text == QLatin1String("Null") || text == QLatin1String("NULL"))
            return false;
        for (QChar c : text) {
            const char16_t u = c.unicode();
            const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9')
                || u == u'_' || u == u'-'
                || (!key && (u == u' ' || u == u'.' || u == u',' || u == u'(' || u == u')' || u == u'/'));
            if (!ok)
                return false;
        }
        return true;
    };
    QString out;
    for (const FrontmatterEntry &entry : value.entries) {
        if (!plainWord(entry.key, true))
            return std::nullopt;
        if (!out.isEmpty())
            out += u'\n';
        out += entry.key + QLatin1String(": ");
        if (entry.value.kind == FrontmatterValue::Kind::Null)
            out += u'~';
        else if (entry.value.kind == FrontmatterValue::Kind::Scalar && plainWord(entry.value.text, false))
            out += entry.value.text;
        else
            return std::nullopt;
    }
    return out;
}

QString emitYaml(const FrontmatterValue &value)
{
    if (std::optional<QString> plain = emitPlainMap(value))
        return *plain;
    return emitYamlWithYamlCpp(value);
}

QString emitYamlWithYamlCpp(const FrontmatterValue &value)
{
    YAML::Emitter out;
    emitValue(out, value);
    return QString::fromUtf8(out.c_str(), qsizetype(out.size()));
}

static void fillContainerText(FrontmatterValue &value, int depth)
{
    if (value.kind != FrontmatterValue::Kind::Map && value.kind != FrontmatterValue::Kind::Sequence)
        return;
    value.text = emitYaml(value);
    if (depth >= 3)
        return; // deeper containers keep "": emitting every level of a deep tree would cost depth x size
    for (FrontmatterValue &item : value.items)
        fillContainerText(item, depth + 1);
    for (FrontmatterEntry &entry : value.entries)
        fillContainerText(entry.value, depth + 1);
}

YamlReading readYaml(const std::string &yaml, int firstLine)
{
    if (yaml.size() > kMaxYamlBytes)
        return readYamlWithYamlCpp(yaml, firstLine); // refuses it with a message
    if (std::optional<YamlReading> simple = readSimpleYaml(yaml, firstLine)) {
        for (FrontmatterEntry &entry : simple->root.entries)
            fillContainerText(entry.value, 1);
        return std::move(*simple);
    }
    YamlReading reading = readYamlWithYamlCpp(yaml, firstLine);
    if (yaml.size() <= kMaxYamlBytes) {
        // libfyaml decides whether it is YAML at all (yaml-cpp accepts an unclosed quote, a line that is not
        // `key: value`, ...); its error and position replace yaml-cpp's, which is less precise.
        if (std::optional<ParseProblem> error = yamlSyntaxError(yaml, firstLine)) {
            reading.error = std::move(error);
            reading.hasDocument = false;
            reading.root = FrontmatterValue {};
        }
    }
    return reading;
}

YamlReading readYamlWithYamlCpp(const std::string &yaml, int firstLine)
{
    YamlReading reading;
    if (yaml.size() > kMaxYamlBytes) {
        reading.error = ParseProblem { QStringLiteral("frontmatter is larger than %1 bytes (%2 bytes); not parsed")
                                           .arg(kMaxYamlBytes)
                                           .arg(yaml.size()),
            { firstLine, 1 } };
        return reading;
    }
    std::istringstream in(yaml);
    TreeBuilder builder(yaml, firstLine);
    try {
        YAML::Parser parser(in);
        parser.HandleNextDocument(builder);
    } catch (const YAML::Exception &e) {
        ParseProblem problem;
        problem.message = QString::fromStdString(e.msg);
        if (e.mark.line >= 0)
            problem.position = { firstLine + e.mark.line, e.mark.column + 1 };
        reading.error = problem;
        return reading;
    } catch (const TooManyNodes &) {
        reading.error = ParseProblem { QStringLiteral("frontmatter expands to more than %1 YAML nodes").arg(kMaxNodes),
            { firstLine, 1 } };
        return reading;
    }
    reading.hasDocument = builder.hasDocument;
    reading.root = std::move(builder.root);
    for (FrontmatterEntry &entry : reading.root.entries)
        fillContainerText(entry.value, 1);
    return reading;
}

} // namespace sw::detail

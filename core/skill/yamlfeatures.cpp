// One pass over libfyaml's scanner tokens (fy_scan): their types, texts and byte extents tell where the text
// uses flow style, anchors, tags, empty keys and collections as keys, and which tabs lie outside quoted
// scalars, block scalar content and comments.
#include "skill/yamlfeatures.h"

#include "skill/yamlsyntax.h"

#include <libfyaml.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

namespace sw::detail {
namespace {

struct Token
{
    fy_token_type type = FYTT_NONE;
    std::size_t start = 0; // byte offsets into the text
    std::size_t end = 0;
    int line = 0; // 0-based
    fy_scalar_style style = FYSS_ANY;
    std::string text;
    std::string tagHandle;
    std::string tagSuffix;
};

// At most this many tokens are read: a frontmatter block has far fewer; the cap keeps any input bounded.
constexpr std::size_t kMaxTokens = 200000;

std::vector<Token> scanTokens(const std::string &yaml)
{
    std::vector<Token> tokens;
    // Errors are collected, never printed (the text may be one libfyaml refuses: the scan stops there).
    const YamlDiagnostics diag = quietYamlDiagnostics();
    if (!diag)
        return tokens;
    fy_parse_cfg config {};
    config.flags = fy_parse_cfg_flags(FYPCF_QUIET | FYPCF_COLLECT_DIAG | FYPCF_DEFAULT_VERSION_1_2);
    config.diag = diag.get();
    const std::unique_ptr<fy_parser, decltype(&fy_parser_destroy)> parser(
        fy_parser_create(&config), &fy_parser_destroy);
    if (!parser || fy_parser_set_string(parser.get(), yaml.data(), yaml.size()) != 0)
        return tokens;
    while (tokens.size() < kMaxTokens) {
        fy_token *token = fy_scan(parser.get());
        if (!token)
            break;
        Token t;
        t.type = fy_token_get_type(token);
        if (const fy_mark *m = fy_token_start_mark(token)) {
            t.start = std::min(m->input_pos, yaml.size());
            t.line = m->line;
        }
        if (const fy_mark *m = fy_token_end_mark(token))
            t.end = std::clamp(m->input_pos, t.start, yaml.size());
        if (t.type == FYTT_SCALAR)
            t.style = fy_scalar_token_get_style(token);
        // The text is taken from the input between the token's marks, not from fy_token_get_text(): that one
        // allocates a cached copy which libfyaml 0.8 leaks for some tokens a failed scan still holds (fuzz_skill,
        // LeakSanitizer). Anchors and aliases lose their '&' / '*'; a plain scalar's text is its value's start,
        // which is all the rules read of it; other scalars keep no text.
        if (t.type == FYTT_ANCHOR || t.type == FYTT_ALIAS || (t.type == FYTT_SCALAR && t.style == FYSS_PLAIN)) {
            std::string raw = yaml.substr(t.start, t.end - t.start);
            if (t.type != FYTT_SCALAR && !raw.empty() && (raw.front() == '&' || raw.front() == '*'))
                raw.erase(0, 1);
            t.text = std::move(raw);
        }
        if (t.type == FYTT_TAG) {
            std::size_t length = 0;
            if (const char *handle = fy_tag_token_handle(token, &length))
                t.tagHandle.assign(handle, length);
            if (const char *suffix = fy_tag_token_suffix(token, &length))
                t.tagSuffix.assign(suffix, length);
        }
        fy_scan_token_free(parser.get(), token);
        const bool end = t.type == FYTT_STREAM_END;
        tokens.push_back(std::move(t));
        if (end)
            break;
    }
    return tokens;
}

std::size_t lineStartOf(const std::string &yaml, std::size_t offset)
{
    const std::size_t newline = offset == 0 ? std::string::npos : yaml.rfind('\n', offset - 1);
    return newline == std::string::npos ? 0 : newline + 1;
}

struct Positions
{
    const std::string &yaml;
    int firstLine;
    SourcePosition at(std::size_t offset) const
    {
        offset = std::min(offset, yaml.size());
        const auto begin = yaml.begin();
        const int line = int(std::count(begin, begin + std::ptrdiff_t(offset), '\n'));
        return { firstLine + line, int(offset - lineStartOf(yaml, offset)) + 1 };
    }
};

bool isCollectionStart(fy_token_type type)
{
    return type == FYTT_FLOW_MAPPING_START || type == FYTT_FLOW_SEQUENCE_START || type == FYTT_BLOCK_MAPPING_START
        || type == FYTT_BLOCK_SEQUENCE_START;
}

bool isMappingStart(fy_token_type type)
{
    return type == FYTT_FLOW_MAPPING_START || type == FYTT_BLOCK_MAPPING_START;
}

// The first tab PyYAML's scanner meets outside the places it allows tabs in (quoted scalars, block scalar content
// at or past its indentation, comments), or npos.
std::size_t firstRefusedTab(const std::string &yaml, const std::vector<Token> &tokens)
{
    if (yaml.find('\t') == std::string::npos)
        return std::string::npos;
    // When the scanner stopped at an error, only the text it read has token extents to judge a tab by.
    std::size_t limit = yaml.size();
    if (tokens.empty() || tokens.back().type != FYTT_STREAM_END) {
        limit = 0;
        for (const Token &t : tokens)
            limit = std::max(limit, t.end);
    }
    enum : char { Free = 0, Covered = 1, TabAllowed = 2 };
    std::string cover(yaml.size(), Free);
    for (const Token &t : tokens) {
        if (t.end <= t.start)
            continue;
        const bool quoted = t.type == FYTT_SCALAR && (t.style == FYSS_SINGLE_QUOTED || t.style == FYSS_DOUBLE_QUOTED);
        const bool block = t.type == FYTT_SCALAR && (t.style == FYSS_LITERAL || t.style == FYSS_FOLDED);
        std::fill(cover.begin() + std::ptrdiff_t(t.start), cover.begin() + std::ptrdiff_t(t.end),
            quoted ? TabAllowed : Covered);
        if (!block)
            continue;
        // Content indentation: the leading spaces of the block's first line that holds more than white space.
        std::size_t indent = 0;
        for (std::size_t p = t.start; p < t.end;) {
            const std::size_t lineStart = lineStartOf(yaml, p);
            std::size_t q = lineStart;
            while (q < yaml.size() && yaml[q] == ' ')
                ++q;
            if (q < yaml.size() && yaml[q] != '\n' && yaml[q] != '\t') {
                indent = q - lineStart;
                break;
            }
            const std::size_t next = yaml.find('\n', q);
            if (next == std::string::npos)
                break;
            p = next + 1;
        }
        std::size_t column = t.start - lineStartOf(yaml, t.start);
        for (std::size_t p = t.start; p < t.end; ++p) {
            if (yaml[p] == '\n') {
                column = 0;
                continue;
            }
            if (column >= indent)
                cover[p] = TabAllowed;
            ++column;
        }
    }
    bool comment = false;
    for (std::size_t p = 0; p < limit; ++p) {
        const char c = yaml[p];
        if (c == '\n') {
            comment = false;
        } else if (c == '#' && cover[p] == Free && (p == 0 || yaml[p - 1] == ' ' || yaml[p - 1] == '\n')) {
            comment = true;
        } else if (c == '\t' && !comment && cover[p] != TabAllowed) {
            return p;
        }
    }
    // Past the last token the scanner gave (it stopped at an error): the white space right after that token
    // separates tokens, so a tab in it is one PyYAML refuses.
    for (std::size_t p = limit; p < yaml.size() && !comment && (yaml[p] == ' ' || yaml[p] == '\t'); ++p)
        if (yaml[p] == '\t')
            return p;
    return std::string::npos;
}

bool pyYamlAnchorCharacter(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '-' || c == '_';
}

const std::set<std::string> &pyYamlSafeTags()
{
    static const std::set<std::string> tags = [] {
        std::set<std::string> out;
        for (const char *name :
            { "null", "bool", "int", "float", "binary", "timestamp", "omap", "pairs", "set", "str", "seq", "map" })
            out.insert(std::string("tag:yaml.org,2002:") + name);
        return out;
    }();
    return tags;
}

// Whether the text can hold any feature at all: most frontmatter has none of these characters and needs no scan.
bool mayHaveFeatures(const std::string &yaml)
{
    if (yaml.find_first_of("\t{[&*!?") != std::string::npos)
        return true;
    const std::size_t content = yaml.find_first_not_of('\n');
    if (content != std::string::npos && yaml[content] == ' ') // an indented first line (RootEnded)
        return true;
    for (std::size_t p = 0; p < yaml.size();) { // a line whose first token is ':' (an empty key)
        while (p < yaml.size() && (yaml[p] == ' ' || (yaml[p] == '-' && p + 1 < yaml.size() && yaml[p + 1] == ' ')))
            ++p;
        if (p < yaml.size() && yaml[p] == ':')
            return true;
        p = yaml.find('\n', p);
        if (p == std::string::npos)
            break;
        ++p;
    }
    return false;
}

// An anchor or alias name as PyYAML scans it: it ends at a ':' (libfyaml's `a:` is PyYAML's `a`).
std::string pyYamlName(const std::string &name)
{
    return name.size() > 1 && name.back() == ':' ? name.substr(0, name.size() - 1) : name;
}

// `&a:` / `*a:` in block context (libfyaml's name `a:`): where PyYAML refuses the ':' it ends the name at, or npos.
std::size_t anchorColon(const std::string &yaml, const Token &t, int flowDepth)
{
    const std::size_t colon = t.text.find(':');
    if (flowDepth > 0 || colon == std::string::npos || colon + 1 != t.text.size())
        return std::string::npos; // only a name ending in ':' (then white space): PyYAML scans a value indicator
    const std::size_t at = t.end - 1;
    if (at >= yaml.size() || yaml[at] != ':')
        return std::string::npos;
    // The token's start mark may be past its '&' or '*'.
    const std::size_t sigil
        = t.start > 0 && (yaml[t.start - 1] == '&' || yaml[t.start - 1] == '*') ? t.start - 1 : t.start;
    const std::size_t start = lineStartOf(yaml, sigil);
    bool keyStart = true; // only indentation and "- " before the anchor: it begins a key
    for (std::size_t p = start; p < sigil; ++p)
        if (yaml[p] != ' ' && !(yaml[p] == '-' && p + 1 < sigil && yaml[p + 1] == ' '))
            keyStart = false;
    if (!keyStart)
        return at;
    // The anchor begins a key: a second ': ' on the line is a nested mapping PyYAML refuses ("a: b: c").
    const std::size_t eol = std::min(yaml.find('\n', at), yaml.size());
    const std::string_view rest(yaml.data() + at + 1, eol - at - 1);
    std::size_t next = rest.find(": ");
    if (next == std::string_view::npos && rest.ends_with(':'))
        next = rest.size() - 1;
    if (next == std::string_view::npos || rest.substr(0, next).find_first_of("\"'#{[&*!|>") != std::string_view::npos)
        return std::string::npos; // quotes, comments, flow, properties before it: not judged
    return at + 1 + next;
}

// The first line less indented than a root block mapping that starts indented (`  name: x` then `other: y`), with
// what PyYAML's parser finds there; npos when there is none.
std::size_t rootEnd(const std::string &yaml, const std::vector<Token> &tokens, std::string &found)
{
    std::size_t first = 0;
    while (
        first < tokens.size() && (tokens[first].type == FYTT_STREAM_START || tokens[first].type == FYTT_DOCUMENT_START))
        ++first;
    if (first >= tokens.size() || tokens[first].type != FYTT_BLOCK_MAPPING_START)
        return std::string::npos;
    const std::size_t start = tokens[first].start;
    const std::size_t indent = start - lineStartOf(yaml, start);
    if (indent == 0)
        return std::string::npos;
    for (std::size_t p = yaml.find('\n', start); p != std::string::npos && p + 1 < yaml.size();
         p = yaml.find('\n', p + 1)) {
        const std::size_t line = p + 1;
        std::size_t q = line;
        while (q < yaml.size() && yaml[q] == ' ')
            ++q;
        if (q >= yaml.size() || yaml[q] == '\n' || yaml[q] == '#' || yaml[q] == '\t' || q - line >= indent)
            continue;
        const bool inScalar = std::any_of(tokens.begin(), tokens.end(),
            [&](const Token &t) { return t.type == FYTT_SCALAR && t.start < q && q < t.end; });
        if (inScalar)
            continue;
        const std::size_t eol = std::min(yaml.find('\n', q), yaml.size());
        const std::string_view rest(yaml.data() + q, eol - q);
        if (rest == "-" || rest.starts_with("- "))
            found = "<block sequence start>";
        else if (rest.starts_with('['))
            found = "<flow sequence start>";
        else if (rest.starts_with('{'))
            found = "<flow mapping start>";
        else if (rest.starts_with('?') || rest.find(": ") != std::string_view::npos || rest.ends_with(':'))
            found = "<block mapping start>";
        else
            found = "<scalar>";
        return q;
    }
    return std::string::npos;
}

} // namespace

std::vector<YamlFeature> yamlFeatures(const std::string &yaml, int firstLine)
{
    std::vector<YamlFeature> features;
    if (!mayHaveFeatures(yaml))
        return features;
    const std::vector<Token> tokens = scanTokens(yaml);
    const Positions positions { yaml, firstLine };
    auto add = [&](YamlFeature::Kind kind, std::size_t offset, QString text = {}) {
        features.push_back({ kind, positions.at(offset), std::move(text) });
    };

    if (const std::size_t tab = firstRefusedTab(yaml, tokens); tab != std::string::npos)
        add(YamlFeature::Kind::TabSeparation, tab);

    std::string found;
    if (const std::size_t end = rootEnd(yaml, tokens, found); end != std::string::npos)
        add(YamlFeature::Kind::RootEnded, end, QString::fromStdString(found));

    int flowDepth = 0;
    std::string closers; // the closing bracket of each open flow collection
    std::set<std::string> anchors;
    std::map<std::string, fy_token_type> anchoredCollections; // anchor name -> the collection start it names
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        // The token after this one's properties (anchor, tag): what the node is.
        auto nodeAfter = [&](std::size_t from) {
            std::size_t j = from;
            while (j < tokens.size() && (tokens[j].type == FYTT_ANCHOR || tokens[j].type == FYTT_TAG))
                ++j;
            return j;
        };
        switch (t.type) {
        case FYTT_FLOW_MAPPING_START:
        case FYTT_FLOW_SEQUENCE_START:
            add(YamlFeature::Kind::FlowCollection, t.start);
            ++flowDepth;
            closers.push_back(t.type == FYTT_FLOW_MAPPING_START ? '}' : ']');
            break;
        case FYTT_FLOW_MAPPING_END:
        case FYTT_FLOW_SEQUENCE_END:
            flowDepth = std::max(0, flowDepth - 1);
            if (!closers.empty())
                closers.pop_back();
            break;
        case FYTT_ANCHOR: {
            add(YamlFeature::Kind::Anchor, t.start);
            if (!anchors.insert(pyYamlName(t.text)).second)
                add(YamlFeature::Kind::DuplicateAnchor, t.start, QString::fromStdString(pyYamlName(t.text)));
            const std::size_t node = nodeAfter(i + 1);
            if (node < tokens.size() && isCollectionStart(tokens[node].type))
                anchoredCollections[t.text] = tokens[node].type;
            [[fallthrough]];
        }
        case FYTT_ALIAS: {
            if (t.type == FYTT_ALIAS && !anchors.contains(pyYamlName(t.text)))
                add(YamlFeature::Kind::UndefinedAlias, t.start, QString::fromStdString(pyYamlName(t.text)));
            if (const std::size_t colon = anchorColon(yaml, t, flowDepth); colon != std::string::npos)
                add(YamlFeature::Kind::AnchorColon, colon);
            // PyYAML scans an anchor or alias name as [0-9A-Za-z_-]+ followed by white space or one of ?:,]}%@`.
            std::size_t k = 0;
            while (k < t.text.size() && pyYamlAnchorCharacter(t.text[k]))
                ++k;
            if (k < t.text.size()
                && (k == 0 || std::string_view("?:,]}%@`").find(t.text[k]) == std::string_view::npos)) {
                const std::size_t bad = yaml.find(t.text, t.start);
                const QString rest = QString::fromUtf8(t.text.data() + k, qsizetype(t.text.size() - k));
                add(YamlFeature::Kind::BadAnchorName, bad == std::string::npos ? t.start : bad + k, rest.left(1));
            }
            break;
        }
        case FYTT_TAG: {
            add(YamlFeature::Kind::Tag, t.start);
            std::string tag;
            if (t.tagHandle == "!!")
                tag = "tag:yaml.org,2002:" + t.tagSuffix;
            else if (t.tagHandle == "!" && !t.tagSuffix.empty())
                tag = "!" + t.tagSuffix;
            else if (t.tagHandle.empty())
                tag = t.tagSuffix; // verbatim !<...>
            // PyYAML's tag goes on over a ',' (then white space) libfyaml ends it at in flow context (scan_tag_uri
            // takes URI characters): the tag is `...,`, and its node is what follows the ','.
            const bool comma = flowDepth > 0 && t.end + 1 < yaml.size() && yaml[t.end] == ','
                && (yaml[t.end + 1] == ' ' || yaml[t.end + 1] == '\n') && !tag.empty();
            std::size_t j = i + 1; // the token after the ',' (and a key indicator)
            while (j < tokens.size() && (tokens[j].type == FYTT_FLOW_ENTRY || tokens[j].type == FYTT_KEY))
                ++j;
            const fy_token_type next = j < tokens.size() ? tokens[j].type : FYTT_NONE;
            const QString closer = QString(QLatin1Char(closers.empty() ? ']' : closers.back()));
            const bool keyAfter = next == FYTT_SCALAR && j + 1 < tokens.size() && tokens[j + 1].type == FYTT_VALUE;
            if (comma && (next == FYTT_TAG || keyAfter)) { // a second tag, or a ':' after the tagged node
                add(YamlFeature::Kind::TagTakesComma, next == FYTT_TAG ? tokens[j].start : tokens[j + 1].start,
                    QStringLiteral("expected ',' or '%1', but got '%2'")
                        .arg(closer, next == FYTT_TAG ? QStringLiteral("<tag>") : QStringLiteral(":")));
                break;
            }
            if (comma
                && (next == FYTT_FLOW_SEQUENCE_END || next == FYTT_FLOW_MAPPING_END
                    || (closers.ends_with(']')
                        && (next == FYTT_SCALAR || next == FYTT_ANCHOR || next == FYTT_FLOW_SEQUENCE_START
                            || next == FYTT_FLOW_MAPPING_START))))
                tag += ',';
            if (!tag.empty() && !pyYamlSafeTags().contains(tag)) {
                const bool afterAnchor = i > 0 && tokens[i - 1].type == FYTT_ANCHOR;
                add(YamlFeature::Kind::UnknownTag, afterAnchor ? tokens[i - 1].start : t.start,
                    QString::fromStdString(tag));
            }
            break;
        }
        case FYTT_KEY: {
            const std::size_t node = nodeAfter(i + 1);
            if (node >= tokens.size())
                break;
            const Token &key = tokens[node];
            if (t.end == t.start && node == i + 1 && key.type == FYTT_VALUE) {
                add(flowDepth > 0 ? YamlFeature::Kind::EmptyFlowKey : YamlFeature::Kind::EmptyBlockKey, key.start);
                break;
            }
            fy_token_type kind = key.type;
            if (key.type == FYTT_ALIAS) {
                const auto it = anchoredCollections.find(key.text);
                kind = it == anchoredCollections.end() ? FYTT_NONE : it->second;
            }
            if (isCollectionStart(kind))
                add(isMappingStart(kind) ? YamlFeature::Kind::MappingKey : YamlFeature::Kind::SequenceKey,
                    tokens[i + 1].start);
            break;
        }
        case FYTT_SCALAR:
            if (t.style == FYSS_PLAIN && !t.text.empty()
                && std::string_view("@`%").find(t.text[0]) != std::string_view::npos)
                add(YamlFeature::Kind::ReservedIndicator, t.start, QString(QLatin1Char(t.text[0])));
            // YAML 1.1 lets no plain scalar in flow context start with ':' (PyYAML scans it as a value indicator).
            if (flowDepth > 0 && t.style == FYSS_PLAIN && !t.text.empty() && t.text[0] == ':')
                add(YamlFeature::Kind::EmptyFlowKey, t.start);
            break;
        default:
            break;
        }
    }
    std::stable_sort(features.begin(), features.end(), [](const YamlFeature &a, const YamlFeature &b) {
        return std::pair(a.position.line, a.position.column) < std::pair(b.position.line, b.position.column);
    });
    return features;
}

bool insideQuotedScalar(const std::string &yaml, std::size_t offset)
{
    const std::vector<Token> tokens = scanTokens(yaml);
    return std::any_of(tokens.begin(), tokens.end(), [&](const Token &t) {
        return t.type == FYTT_SCALAR && (t.style == FYSS_SINGLE_QUOTED || t.style == FYSS_DOUBLE_QUOTED)
            && t.start < offset && offset < t.end;
    });
}

} // namespace sw::detail

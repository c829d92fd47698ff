// Each consumer's parser, emulated: the frontmatter fences as that consumer finds them, libfyaml's YAML 1.2
// verdict (shared by all YAML readers), then what differs per parser family (yamlfeatures.h finds the YAML 1.2
// features a family refuses): PyYAML/libyaml refuse a tab as separation, PyYAML empty keys, collections as keys,
// unknown tags and repeated anchors, yaml 2.x and serde refuse repeated keys, strictyaml refuses flow style,
// anchors, tags and repeated keys; and each family's own wording and position for the mistake (yamlmistakes.h).
#include "skill/consumerparse.h"

#include "skill/pyyamlleniency.h"
#include "skill/pyyamlstops.h"
#include "skill/yamlfeatures.h"
#include "skill/yamlmistakes.h"
#include "skill/yamlsyntax.h"

#include <algorithm>

namespace sw {
namespace {

enum class Family { StrictYaml, PyYaml, LibYamlSerde, Yaml12, LineReader };

struct Consumer
{
    const char *id;
    Family family;
    const char *parser;
};

const Consumer kConsumers[] = {
    { "skills-ref", Family::StrictYaml, "strictyaml 1.6 (skills-ref)" },
    { "claude-upload", Family::PyYaml, "PyYAML safe_load (as skill-creator's quick_validate.py)" },
    { "claude-code", Family::Yaml12, "YAML 1.2 parser bundled with Claude Code" },
    { "codex", Family::LibYamlSerde, "serde_yaml 0.9 (libyaml)" },
    { "trpc-go", Family::LineReader, "tRPC-Agent-Go line reader (gopkg.in/yaml.v3 for block scalars)" },
    { "trpc-python", Family::PyYaml, "PyYAML safe_load" },
    { "deepseek", Family::Yaml12, "yaml 2.x (eemeli/yaml)" },
    { "minimal", Family::PyYaml, "PyYAML safe_load (seed 004 loader)" },
    { "opencode", Family::Yaml12, "js-yaml 3 (gray-matter, bundled with opencode)" },
};

using MistakeKind = detail::YamlMistake::Kind;

// The last line of the frontmatter + 1: where PyYAML reports "end of stream".
int endOfStreamLine(const SkillDocument &doc)
{
    return doc.frontmatterEnd.line > 0 ? doc.frontmatterEnd.line : doc.lineCount + 1;
}

QString familyMessage(Family family, MistakeKind kind)
{
    const bool libyaml = family == Family::LibYamlSerde;
    switch (family) {
    case Family::StrictYaml:
    case Family::PyYaml:
    case Family::LibYamlSerde:
        switch (kind) {
        case MistakeKind::TabIndentation:
            return libyaml ? QStringLiteral("found character that cannot start any token")
                           : QStringLiteral("found character '\\t' that cannot start any token");
        case MistakeKind::UnquotedColon:
        case MistakeKind::Overindented:
            return libyaml ? QStringLiteral("mapping values are not allowed in this context")
                           : QStringLiteral("mapping values are not allowed here");
        case MistakeKind::UnclosedQuote:
            return QStringLiteral("found unexpected end of stream");
        case MistakeKind::NotKeyValue:
            return QStringLiteral("could not find expected ':'");
        case MistakeKind::TextAfterQuote:
            return libyaml ? QStringLiteral("did not find expected key")
                           : QStringLiteral("expected <block end>, but found '<scalar>'");
        case MistakeKind::Other:
            break;
        }
        break;
    case Family::Yaml12:
        switch (kind) {
        case MistakeKind::TabIndentation:
            return QStringLiteral("Tabs are not allowed as indentation");
        case MistakeKind::UnquotedColon:
        case MistakeKind::Overindented:
            return QStringLiteral("Nested mappings are not allowed in compact mappings");
        case MistakeKind::UnclosedQuote:
            return QStringLiteral("Missing closing quote");
        case MistakeKind::NotKeyValue:
            return QStringLiteral("Implicit map keys need to be followed by map values");
        case MistakeKind::TextAfterQuote:
            return QStringLiteral("Unexpected scalar at node end");
        case MistakeKind::Other:
            break;
        }
        break;
    case Family::LineReader:
        break;
    }
    return {};
}

ConsumerParse refused(const Consumer &consumer, const QString &message, SourcePosition at)
{
    ConsumerParse parse;
    parse.accepted = false;
    parse.parser = QString::fromLatin1(consumer.parser);
    parse.message = message;
    parse.line = at.line;
    parse.column = at.column;
    return parse;
}

const FrontmatterEntry *secondOccurrence(const SkillDocument &doc, const QString &key)
{
    int seen = 0;
    for (const FrontmatterEntry &e : doc.frontmatter)
        if (e.key == key && ++seen == 2)
            return &e;
    return nullptr;
}

using Feature = detail::YamlFeature::Kind;

// A quote YAML 1.2 finds unclosed (its continuation lines less indented than the key) that PyYAML closes at the
// same quote character on a later line, as its scanner checks no indentation inside quoted scalars: where the
// text PyYAML then finds after the closing quote starts ("expected <block end>, but found '<scalar>'"), or
// std::nullopt when nothing but white space or a comment follows it (or no quote closes it).
std::optional<SourcePosition> textAfterLaterQuote(const SkillDocument &doc, SourcePosition open, bool *closed = nullptr)
{
    const std::string text = doc.frontmatterText.toStdString();
    std::size_t p = 0;
    for (int line = 2; line < open.line && p != std::string::npos; ++line)
        p = text.find('\n', p) == std::string::npos ? std::string::npos : text.find('\n', p) + 1;
    if (p == std::string::npos || open.column < 1)
        return std::nullopt;
    p += std::size_t(open.column - 1);
    if (p >= text.size() || (text[p] != '"' && text[p] != '\''))
        return std::nullopt;
    const char quote = text[p];
    std::size_t close = std::string::npos;
    for (std::size_t q = p + 1; q < text.size(); ++q) {
        if (quote == '"' && text[q] == '\\') {
            ++q;
        } else if (text[q] == quote) {
            if (quote == '\'' && q + 1 < text.size() && text[q + 1] == '\'') {
                ++q;
                continue;
            }
            close = q;
            break;
        }
    }
    if (close == std::string::npos)
        return std::nullopt;
    if (closed)
        *closed = true;
    std::size_t after = close + 1;
    while (after < text.size() && text[after] == ' ')
        ++after;
    if (after >= text.size() || text[after] == '\n' || text[after] == '#' || text[after] == ':')
        return std::nullopt;
    const std::size_t lineStart = text.rfind('\n', after) == std::string::npos ? 0 : text.rfind('\n', after) + 1;
    return SourcePosition { 2 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(after), '\n')),
        int(after - lineStart) + 1 };
}

// The first of `features` (in text order) whose kind is one of `kinds`.
const detail::YamlFeature *firstOf(
    const std::vector<detail::YamlFeature> &features, std::initializer_list<Feature> kinds)
{
    for (const detail::YamlFeature &f : features)
        if (std::find(kinds.begin(), kinds.end(), f.kind) != kinds.end())
            return &f;
    return nullptr;
}

// What the family's parser says about a YAML feature it refuses (the real parsers' messages).
QString featureMessage(Family family, const detail::YamlFeature &feature)
{
    const bool strict = family == Family::StrictYaml;
    switch (feature.kind) {
    case Feature::FlowCollection: // strictyaml 1.6 words a flow sequence the same way
        return QStringLiteral(
            "Found ugly disallowed JSONesque flow mapping (surround with ' and ' to make text appear literally)");
    case Feature::Anchor:
        return QStringLiteral(
            "Found confusing disallowed anchor token (surround with ' and ' to make text appear literally)");
    case Feature::Tag:
        return QStringLiteral("Found disallowed tag tokens (do not specify types in markup)");
    case Feature::TabSeparation:
        return family == Family::LibYamlSerde ? QStringLiteral("found character that cannot start any token")
                                              : QStringLiteral("found character '\\t' that cannot start any token");
    case Feature::EmptyBlockKey:
        return QStringLiteral("expected <block end>, but found ':'");
    case Feature::EmptyFlowKey:
        return QStringLiteral("expected the node content, but found ':'");
    case Feature::BadAnchorName:
        return QStringLiteral("expected alphabetic or numeric character, but found '%1'").arg(feature.text);
    case Feature::DuplicateAnchor:
        return QStringLiteral("found duplicate anchor '%1' (second occurrence)").arg(feature.text);
    case Feature::MappingKey:
        return QStringLiteral("found unhashable key");
    case Feature::SequenceKey: // ruamel makes the list a tuple, which strictyaml then fails on
        return strict ? QStringLiteral("a sequence as a mapping key (strictyaml fails: <class 'tuple'>)")
                      : QStringLiteral("found unhashable key");
    case Feature::UnknownTag:
        return QStringLiteral("could not determine a constructor for the tag '%1'").arg(feature.text);
    case Feature::UndefinedAlias:
        return QStringLiteral("found undefined alias '%1'").arg(feature.text);
    case Feature::ReservedIndicator:
        return QStringLiteral("found character '%1' that cannot start any token").arg(feature.text);
    case Feature::AnchorColon:
        return QStringLiteral("mapping values are not allowed here");
    case Feature::TagTakesComma:
        return feature.text;
    case Feature::RootEnded: // ruamel composes the next document, then finds it is not the only one
        return strict ? QStringLiteral("expected a single document in the stream, but found another document")
                      : QStringLiteral("expected '<document start>', but found '%1'").arg(feature.text);
    }
    return {};
}

std::vector<detail::YamlFeature> familyFeatures(Family family, const SkillDocument &doc)
{
    if (family == Family::PyYaml || family == Family::LibYamlSerde || family == Family::StrictYaml)
        return detail::yamlFeatures(doc.frontmatterText.toStdString(), 2);
    return {};
}

// The first feature the family's scanner or parser refuses (before it constructs anything).
const detail::YamlFeature *scanRefusal(Family family, const std::vector<detail::YamlFeature> &features)
{
    switch (family) {
    case Family::PyYaml:
        return firstOf(features,
            { Feature::TabSeparation, Feature::EmptyBlockKey, Feature::EmptyFlowKey, Feature::BadAnchorName,
                Feature::DuplicateAnchor, Feature::UndefinedAlias, Feature::ReservedIndicator, Feature::RootEnded,
                Feature::AnchorColon, Feature::TagTakesComma });
    case Family::StrictYaml:
        return firstOf(features,
            { Feature::TabSeparation, Feature::FlowCollection, Feature::Anchor, Feature::Tag, Feature::UndefinedAlias,
                Feature::RootEnded });
    case Family::LibYamlSerde:
        return firstOf(features, { Feature::TabSeparation });
    case Family::Yaml12:
    case Family::LineReader:
        break;
    }
    return nullptr;
}

// A frontmatter whose first line is a plain scalar, not `key: value` (`license:MIT` lacks the space): PyYAML reads
// it and the lines after it as one root scalar until the first `: `, where "mapping values are not allowed here"
// (the key was not on one line). That place, or std::nullopt.
std::optional<SourcePosition> colonAfterRootScalar(const SkillDocument &doc)
{
    const QStringList lines = doc.frontmatterText.split(u'\n');
    qsizetype first = 0;
    while (first < lines.size() && (lines[first].trimmed().isEmpty() || lines[first].trimmed().startsWith(u'#')))
        ++first;
    if (first >= lines.size())
        return std::nullopt;
    const QString head = lines[first].trimmed();
    if (head.contains(QLatin1String(": ")) || head.endsWith(u':') || head.contains(QLatin1String(" #"))
        || QStringLiteral("-[{\"'?&!*|>%@`\t").contains(head.front()))
        return std::nullopt;
    for (qsizetype i = first + 1; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (line.contains(u'"') || line.contains(u'\'') || line.contains(u'#') || line.contains(u'\t'))
            return std::nullopt; // quotes, comments, tabs: PyYAML may stop elsewhere first
        qsizetype colon = line.indexOf(QLatin1String(": "));
        if (colon < 0 && line.endsWith(u':'))
            colon = line.size() - 1;
        if (colon >= 0)
            return SourcePosition { int(i) + 2, int(line.first(colon).toUtf8().size()) + 1 };
    }
    return std::nullopt;
}

// libfyaml errors PyYAML and ruamel (strictyaml) report at the same place in words of their own.
QString pyYamlWording(Family family, const SkillDocument &doc, const ParseProblem &error)
{
    if (family != Family::PyYaml && family != Family::StrictYaml)
        return {};
    static const QString reserved = QStringLiteral("plain scalar cannot start with '");
    if (error.message.startsWith(reserved) && error.message.size() > reserved.size()) {
        const QChar c = error.message.at(reserved.size());
        if (c == u'@' || c == u'`' || c == u'%')
            return QStringLiteral("found character '%1' that cannot start any token").arg(c);
    }
    if (error.message == QLatin1String("the referenced anchor is not defined")) {
        const QByteArray line
            = doc.frontmatterText.section(u'\n', error.position.line - 2, error.position.line - 2).toUtf8();
        qsizetype at = error.position.column - 1;
        if (at >= 0 && at < line.size() && line[at] == '*') {
            qsizetype end = at + 1;
            while (end < line.size() && line[end] != ' ' && line[end] != '\t' && line[end] != ',' && line[end] != ']'
                && line[end] != '}')
                ++end;
            return QStringLiteral("found undefined alias '%1'").arg(QString::fromUtf8(line.mid(at + 1, end - at - 1)));
        }
    }
    return {};
}

// A document of frontmatter text (starting at file line 2, as every frontmatter here).
std::optional<SkillDocument> documentOf(const std::string &frontmatter)
{
    QByteArray raw = "---\n" + QByteArray::fromStdString(frontmatter);
    if (!raw.endsWith('\n'))
        raw += '\n';
    raw += "---\n";
    SkillDocument doc = parseSkillDocument(raw);
    if (!doc.frontmatterClosed)
        return std::nullopt;
    return doc;
}

// The document as PyYAML and ruamel read a frontmatter libfyaml refuses only for what their scanners let through
// (pyyamlleniency.h), or std::nullopt.
std::optional<SkillDocument> pyYamlReading(const SkillDocument &doc)
{
    const std::optional<std::string> text = detail::pyYamlLenientText(doc.frontmatterText.toStdString(), 2);
    return text ? documentOf(*text) : std::nullopt;
}

ConsumerParse parseAs(const Consumer &consumer, const SkillDocument &doc)
{
    ConsumerParse accepted;
    accepted.parser = QString::fromLatin1(consumer.parser);
    const Family family = consumer.family;
    if (family == Family::LineReader)
        return accepted; // reads any text: no frontmatter means the whole file is the body

    // Fences.
    if (!doc.startsWithFrontmatter || doc.hadBom || !doc.frontmatterClosed) {
        switch (family) {
        case Family::StrictYaml:
            return refused(consumer,
                doc.startsWithFrontmatter && !doc.hadBom
                    ? QStringLiteral("SKILL.md frontmatter not properly closed with ---")
                    : QStringLiteral("SKILL.md must start with YAML frontmatter (---)"),
                { 1, 1 });
        case Family::LibYamlSerde:
            return refused(consumer, QStringLiteral("missing YAML frontmatter delimited by ---"), { 1, 1 });
        case Family::Yaml12:
            if (consumer.id == QLatin1String("deepseek"))
                return refused(consumer, QStringLiteral("missing YAML frontmatter"), { 1, 1 });
            return accepted; // Claude Code loads the file with default fields
        case Family::PyYaml:
            if (consumer.id == QLatin1String("claude-upload"))
                return refused(consumer, QStringLiteral("SKILL.md must start with YAML frontmatter (---)"), { 1, 1 });
            return accepted; // the loader treats the whole file as body
        case Family::LineReader:
            break;
        }
        return accepted;
    }

    // Syntax: libfyaml's verdict, worded as this family words it; PyYAML and ruamel read some invalid YAML.
    if (doc.yamlError && (family == Family::PyYaml || family == Family::StrictYaml))
        if (const std::optional<SkillDocument> lenient = pyYamlReading(doc))
            return parseAs(consumer, *lenient);
    // yaml-cpp (the tree) refuses some valid YAML 1.2 libfyaml accepts ('{"foo"\n: bar}', '[?x]', a tab-only
    // line between entries): the YAML 1.2 readers accept it, refusing only repeated keys.
    if (doc.yamlError && family == Family::Yaml12) {
        const std::string text = doc.frontmatterText.toStdString();
        if (!detail::yamlSyntaxError(text, 2)) {
            detail::YamlSyntaxOptions unique;
            unique.allowDuplicateKeys = false;
            if (const std::optional<ParseProblem> repeated = detail::yamlSyntaxError(text, 2, unique))
                return refused(consumer, QStringLiteral("Map keys must be unique"), repeated->position);
            return accepted;
        }
    }
    if (doc.yamlError) {
        // A feature the family refuses before (or at) the place libfyaml stops at is what that parser reports first.
        const std::vector<detail::YamlFeature> features = familyFeatures(family, doc);
        const SourcePosition stop = doc.yamlError->position;
        const detail::YamlFeature *refusal = scanRefusal(family, features);
        if (refusal && std::pair(refusal->position.line, refusal->position.column) > std::pair(stop.line, stop.column))
            refusal = nullptr;
        // PyYAML may stop before libfyaml's error (and before such a feature), where its scanner differs.
        if (family == Family::PyYaml || family == Family::StrictYaml)
            if (const std::optional<detail::PyYamlStop> earlier = detail::pyYamlStopBefore(
                    doc.frontmatterText.toStdString(), 2, refusal ? refusal->position : stop, family == Family::PyYaml))
                if (!refusal || earlier->position != refusal->position)
                    return refused(consumer, earlier->message, earlier->position);
        if (refusal)
            return refused(consumer, featureMessage(family, *refusal), refusal->position);
        if (family == Family::PyYaml || family == Family::StrictYaml)
            if (const std::optional<detail::PyYamlStop> elsewhere
                = detail::pyYamlStopAt(doc.frontmatterText.toStdString(), 2, *doc.yamlError))
                return refused(consumer, elsewhere->message, elsewhere->position);
        const detail::YamlMistake mistake = detail::explainYamlError(*doc.yamlError, doc);
        QString message = familyMessage(family, mistake.kind);
        if (message.isEmpty())
            message = pyYamlWording(family, doc, *doc.yamlError);
        if (message.isEmpty())
            message = doc.yamlError->message;
        SourcePosition at = mistake.position;
        if (mistake.kind == MistakeKind::UnclosedQuote && (family == Family::PyYaml || family == Family::StrictYaml))
            if (const std::optional<SourcePosition> after = textAfterLaterQuote(doc, mistake.position))
                return refused(consumer, QStringLiteral("expected <block end>, but found '<scalar>'"), *after);
        bool closedLater = false;
        if (mistake.kind == MistakeKind::UnclosedQuote && family == Family::Yaml12)
            textAfterLaterQuote(doc, mistake.position, &closedLater);
        if (mistake.kind == MistakeKind::UnclosedQuote) {
            // Every parser reports the end of the text; yaml 2.x the opening quote when a later quote closes it.
            at = closedLater ? SourcePosition { mistake.position.line, 1 } : SourcePosition { endOfStreamLine(doc), 1 };
            if (family == Family::Yaml12) {
                const QString line
                    = doc.frontmatterText.section(u'\n', mistake.position.line - 2, mistake.position.line - 2);
                const QByteArray bytes = line.toUtf8();
                const int c = mistake.position.column - 1;
                message = QStringLiteral("Missing closing %1quote")
                              .arg(c >= 0 && c < bytes.size() ? QChar::fromLatin1(bytes[c]) : QChar(u'"'));
            }
        }
        if (family == Family::Yaml12 && mistake.kind == MistakeKind::Overindented)
            at = { std::max(2, mistake.position.line - 1), 1 }; // yaml 2.x points at the key the line is indented under
        if ((family == Family::PyYaml || family == Family::StrictYaml) && mistake.kind == MistakeKind::NotKeyValue)
            if (const std::optional<SourcePosition> colon = colonAfterRootScalar(doc))
                return refused(consumer, familyMessage(family, MistakeKind::UnquotedColon), *colon);
        if (family != Family::Yaml12 && mistake.kind == MistakeKind::NotKeyValue)
            at = { mistake.position.line + 1, 1 };
        return refused(consumer, message, at);
    }
    // What the YAML 1.1 scanners and strictyaml refuse although YAML 1.2 allows it. PyYAML and strictyaml scan,
    // parse and compose the whole text before they construct it, so a construction error (a collection as a key,
    // a tag without constructor) counts only when the text has no scanner or composer error.
    const std::vector<detail::YamlFeature> features = familyFeatures(family, doc);
    const detail::YamlFeature *refusal = scanRefusal(family, features);
    if (family == Family::PyYaml && !refusal)
        refusal = firstOf(features, { Feature::MappingKey, Feature::SequenceKey, Feature::UnknownTag });
    if (refusal)
        return refused(consumer, featureMessage(family, *refusal), refusal->position);

    // Repeated keys.
    for (const QString &key : doc.duplicateKeys) {
        const FrontmatterEntry *second = secondOccurrence(doc, key);
        const SourcePosition at = second ? second->keyPosition : SourcePosition { 2, 1 };
        if (family == Family::Yaml12)
            return refused(consumer, QStringLiteral("Map keys must be unique"), at);
        if (family == Family::StrictYaml)
            return refused(consumer, QStringLiteral("Duplicate key '%1' found").arg(key), at);
        if (family == Family::LibYamlSerde
            && (key == QLatin1String("name") || key == QLatin1String("description")
                || key == QLatin1String("metadata")))
            return refused(consumer, QStringLiteral("duplicate field `%1`").arg(key), at);
    }
    // Repeated keys inside nested maps (metadata:): libfyaml with its duplicate-key check decides.
    if (family == Family::Yaml12 || family == Family::StrictYaml) {
        const bool nested = std::any_of(doc.frontmatter.cbegin(), doc.frontmatter.cend(),
            [](const FrontmatterEntry &e) { return e.value.kind == FrontmatterValue::Kind::Map; });
        if (nested) {
            detail::YamlSyntaxOptions strict;
            strict.allowDuplicateKeys = false;
            if (const std::optional<ParseProblem> error
                = detail::yamlSyntaxError(doc.frontmatterText.toStdString(), 2, strict))
                return refused(consumer,
                    family == Family::Yaml12 ? QStringLiteral("Map keys must be unique")
                                             : QStringLiteral("Duplicate key found"),
                    error->position);
        }
    }
    if (family == Family::StrictYaml)
        if (const detail::YamlFeature *key = firstOf(features, { Feature::MappingKey, Feature::SequenceKey }))
            return refused(consumer, featureMessage(family, *key), key->position);
    return accepted;
}

} // namespace

const QStringList &consumerIds()
{
    static const QStringList ids = [] {
        QStringList out;
        for (const Consumer &c : kConsumers)
            out << QLatin1String(c.id);
        return out;
    }();
    return ids;
}

std::optional<ConsumerParse> consumerParse(const QString &consumerId, const SkillDocument &document)
{
    for (const Consumer &c : kConsumers)
        if (consumerId == QLatin1String(c.id))
            return parseAs(c, document);
    return std::nullopt;
}

std::optional<ConsumerParse> consumerParse(const QString &consumerId, const QByteArray &skillMd)
{
    return consumerParse(consumerId, parseSkillDocument(skillMd));
}

} // namespace sw

#pragma once
// The YAML features of a frontmatter block that some consumers' parsers refuse although YAML 1.2 allows them,
// with their positions: found by one pass over libfyaml's tokens. consumerparse.cpp decides per parser family
// which of them refuse the text (strictyaml: flow style, anchors, tags; PyYAML: tabs as separation, empty keys,
// collections as keys, tags it has no constructor for, repeated anchors).
#include "skill/skilldocument.h"

#include <QString>

#include <string>
#include <vector>

namespace sw::detail {

struct YamlFeature
{
    enum class Kind {
        FlowCollection, // `{` or `[` (strictyaml: "Found ugly disallowed JSONesque flow mapping")
        Anchor, // `&a` (strictyaml refuses every anchor token)
        Tag, // `!x`, `!!str` (strictyaml refuses every tag token)
        TabSeparation, // a tab outside quoted scalars, block scalar content and comments (PyYAML, libyaml)
        EmptyBlockKey, // `: x` in block context (YAML 1.1 has no empty implicit key): PyYAML "expected <block end>"
        EmptyFlowKey, // `{: x}`, `[: x]`, `{a: :b}`: PyYAML "expected the node content, but found ':'"
        BadAnchorName, // an anchor or alias name PyYAML does not scan (`&:@`): "expected alphabetic or numeric"
        DuplicateAnchor, // an anchor name defined a second time (PyYAML's composer)
        MappingKey, // a mapping used as a mapping key (PyYAML, strictyaml: "found unhashable key")
        SequenceKey, // a sequence used as a mapping key (PyYAML: "found unhashable key"; strictyaml fails too)
        UnknownTag, // a tag PyYAML safe_load has no constructor for; text: the tag as PyYAML names it
        UndefinedAlias, // `*x` before any `&x` (PyYAML's and ruamel's composer: "found undefined alias 'x'")
        ReservedIndicator, // a plain scalar starting with `@`, `` ` `` or `%` (PyYAML: "found character '@' that
                           // cannot start any token"); text: the character
        AnchorColon, // `&a:` or `*a:` in block context: YAML 1.2 allows ':' in the name, PyYAML ends it there and
                     // scans a value indicator, then "mapping values are not allowed here" at that ':' (after a
                     // key on the line) or at the next ': ' of the line (the anchor began a key)
        TagTakesComma, // `!!str, !!str`, `{a: !!str, b: c}` in flow context: PyYAML's tag takes the ',' (a URI
                       // character), then its parser finds a second tag or a ':'; text: PyYAML's message
        RootEnded, // a line less indented than the indented root mapping: PyYAML ends the document there and
                   // then finds no `---` ("expected '<document start>', but found '...'"); text: what it found
    };
    Kind kind;
    SourcePosition position; // file line, 1-based column in UTF-8 bytes
    QString text; // UnknownTag: the resolved tag; DuplicateAnchor: the anchor name; BadAnchorName: the character
};

// The features of yaml (UTF-8 without NUL, LF line breaks: libfyaml 0.8 can loop on text that is not, so only text
// yamlSyntaxError has accepted or refused with a libfyaml error goes here), in text order. The frontmatter's first
// line is file line firstLine. Text with a syntax error: the features before it (the scanner stops there).
std::vector<YamlFeature> yamlFeatures(const std::string &yaml, int firstLine);

// Whether byte offset lies inside a single- or double-quoted scalar of yaml (text libfyaml accepts, as above).
bool insideQuotedScalar(const std::string &yaml, std::size_t offset);

} // namespace sw::detail

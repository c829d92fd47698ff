#pragma once
// SkillMdLexer: syntax colouring and folding for SKILL.md: YAML frontmatter (keys, values, quoted strings,
// comments) followed by a Markdown body (headings, code fences, inline code, emphasis, links, lists, quotes).
#include <Qsci/qscilexercustom.h>

namespace sw::ui {

class SkillMdLexer : public QsciLexerCustom
{
    Q_OBJECT
public:
    enum Style {
        Default = 0,
        Delimiter,
        Key,
        Value,
        QuotedValue,
        Comment,
        Heading,
        CodeBlock,
        InlineCode,
        Emphasis,
        Link,
        ListMarker,
        Quote,
        StyleCount
    };

    // frontmatter = false styles the whole text as Markdown (other .md files).
    explicit SkillMdLexer(bool frontmatter, QObject *parent = nullptr);

    const char *language() const override { return "SKILL.md"; }
    QString description(int style) const override;
    void styleText(int start, int end) override;

    void applyPalette(bool dark, const QFont &font); // colours and fonts for the current theme

private:
    void styleLine(const QByteArray &line, int &state);
    void styleMarkdownInline(const QByteArray &line);

    bool m_frontmatter;
};

} // namespace sw::ui

#pragma once
// EditorArrangement: how a SKILL.md page arranges its parts: the frontmatter form shown or collapsed to one line,
// the Markdown preview shown or hidden, beside the source or below it. One arrangement for every SKILL.md page,
// chosen in View ▸ Editor Layout or on the page's own bar, and remembered in Settings.
namespace sw::ui {

struct EditorArrangement
{
    bool formVisible = true;
    bool previewVisible = true;
    bool previewBelow = false; // false: beside the source (side by side); true: stacked under it
    friend bool operator==(const EditorArrangement &, const EditorArrangement &) = default;
};

} // namespace sw::ui

#pragma once
// Icons: the window's SVG icons (resources/icons), recoloured to the current palette and rendered sharp at
// any size and device pixel ratio.
#include <QIcon>
#include <QString>

namespace sw::ui {

// The icon named `name` (file stem under :/icons/); `currentColor` strokes follow the palette's text colour.
QIcon themedIcon(const QString &name);

// The application icon (:/skill-workbench.svg).
QIcon applicationIcon();

} // namespace sw::ui

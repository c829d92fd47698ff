#pragma once
// The Library's "Clients" column: for a skill, how many consumers list it in full, with the worst verdict's icon
// and a tooltip giving every consumer's verdict (from the visibility matrix; ui/visibility has the wording).
#include "visibility/visibility.h"

#include <QVariant>

namespace sw::ui {

QVariant libraryVisibilityData(const VisibilityMatrix *matrix, const QString &skillMdPath, int role);
QVariant libraryVisibilityHeader(int role);
// Whether the column shows something else for this skill in `after` than in `before` (either may be null).
bool libraryVisibilityChanged(
    const VisibilityMatrix *before, const VisibilityMatrix *after, const QString &skillMdPath);
// For `after` diffed against `before` (after->base == before->generation): the SKILL.md paths of its changed rows
// whose column changes.
QStringList libraryVisibilityChangedPaths(const VisibilityMatrix *before, const VisibilityMatrix *after);

} // namespace sw::ui

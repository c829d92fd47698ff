#pragma once
// keepProportions: a splitter keeps its panes at the given shares of its length at every size (a window resized,
// presentation mode, another layout) until the user drags its handle; from then on the user's sizes stand. Used where
// the panes' size hints would otherwise decide (a table's hint is three rows; a chat's is its pickers' width).
#include <QList>

class QSplitter;

namespace sw::ui {

void keepProportions(QSplitter *splitter, const QList<int> &percentages);

} // namespace sw::ui

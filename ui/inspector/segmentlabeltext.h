#pragma once
// segmentLabelText: a request segment's label (core's English words, as the files and the command line keep them:
// "system prompt", "[Loaded] data-report", "tool skill_load", "skill listing") in the window's language, matched by
// its wording (settings/patterntexts.h). Names in it (a skill, a tool, a file, a catalog dialect) stay as they are;
// a label no pattern matches (a role the table does not know) is returned unchanged. The table is checked against
// core's sources and the labels real requests carry by tests/ui/tst_segmentlabeltext.
#include <QString>
#include <QStringList>

namespace sw::ui {

QString segmentLabelText(const QString &label);

// The English patterns of the table, for the test that keeps it in step with core.
QStringList segmentLabelPatterns();
// The reasons a catalog message's label names ("catalog (deepseek, initial)"), translated as words of their own.
QStringList segmentLabelReasons();

} // namespace sw::ui

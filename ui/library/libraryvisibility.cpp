// The Library's Clients column (see libraryvisibility.h).
#include "libraryvisibility.h"

#include "theme/theme.h"
#include "visibility/verdicttext.h"

#include <QCoreApplication>

namespace sw::ui {

QVariant libraryVisibilityData(const VisibilityMatrix *matrix, const QString &skillMdPath, int role)
{
    if (!matrix)
        return {};
    const int row = matrix->indexOf(skillMdPath);
    if (row < 0)
        return {};
    const SkillVisibility &skill = matrix->skills.at(row);
    switch (role) {
    case Qt::DisplayRole: {
        int full = 0;
        for (const ConsumerVerdict &v : skill.consumers)
            full += v.verdict == Verdict::Full ? 1 : 0;
        return QStringLiteral("%1/%2").arg(full).arg(skill.consumers.size());
    }
    case Qt::DecorationRole:
        return verdictIcon(worstVerdict(skill));
    case Qt::ForegroundRole:
        return worstVerdict(skill) == Verdict::Full ? QVariant(themeColours().muted) : QVariant();
    case Qt::ToolTipRole:
        return VerdictText::summaryToolTip(skill);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

bool libraryVisibilityChanged(const VisibilityMatrix *before, const VisibilityMatrix *after, const QString &skillMdPath)
{
    const int a = before ? before->indexOf(skillMdPath) : -1;
    const int b = after ? after->indexOf(skillMdPath) : -1;
    if (a < 0 || b < 0)
        return a != b;
    const QList<ConsumerVerdict> &x = before->skills.at(a).consumers;
    const QList<ConsumerVerdict> &y = after->skills.at(b).consumers;
    if (x.size() != y.size())
        return true;
    for (qsizetype i = 0; i < x.size(); ++i)
        if (x.at(i).verdict != y.at(i).verdict || x.at(i).shortenedBy != y.at(i).shortenedBy)
            return true;
    return false;
}

QStringList libraryVisibilityChangedPaths(const VisibilityMatrix *before, const VisibilityMatrix *after)
{
    QStringList paths;
    for (const int row : after->changedRows) {
        const QString &path = after->skills.at(row).path;
        if (libraryVisibilityChanged(before, after, path))
            paths << path;
    }
    return paths;
}

QVariant libraryVisibilityHeader(int role)
{
    if (role == Qt::DisplayRole)
        return QCoreApplication::translate("sw::ui::SkillTreeModel", "Clients");
    if (role == Qt::ToolTipRole)
        return QCoreApplication::translate("sw::ui::SkillTreeModel",
            "How many of the eight clients list the skill in full (the Visibility dock says why)");
    return {};
}

} // namespace sw::ui

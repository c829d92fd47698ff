// SkillTimelineModel: texts and colours of the loading timeline.
#include "skilltimelinemodel.h"

#include "theme/theme.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace sw::ui {

SkillTimelineModel::SkillTimelineModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void SkillTimelineModel::setTimeline(const sw::LoadingTimeline &timeline)
{
    beginResetModel();
    m_timeline = timeline;
    endResetModel();
}

int SkillTimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_timeline.rows.size());
}

int SkillTimelineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SkillTimelineModel::loadedText(const sw::SkillTimelineRow &r) const
{
    if (!r.loaded)
        return tr("not loaded");
    QString text = r.loadedBy.isEmpty() ? tr("loaded") : r.loadedBy;
    if (r.loadedInAnswerTo >= 0)
        text = tr("%1 · answer to request %2").arg(text).arg(r.loadedInAnswerTo + 1);
    else if (r.loadedTurn >= 0)
        text = tr("%1 · turn %2").arg(text).arg(r.loadedTurn + 1);
    if (r.loadedAt.isValid())
        text += QStringLiteral(" · ") + r.loadedAt.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
    return text;
}

QString SkillTimelineModel::clearedText(const sw::SkillTimelineRow &r) const
{
    if (!r.loaded)
        return QStringLiteral("—");
    if (r.clearedBy.isEmpty())
        return tr("still loaded");
    QString mode;
    if (r.loadMode == QLatin1String("turn"))
        mode = tr("load mode turn");
    else if (r.loadMode == QLatin1String("once"))
        mode = tr("load mode once");
    else if (r.loadMode == QLatin1String("max loaded"))
        mode = tr("max loaded skills");
    QString text = r.clearedBy;
    if (!mode.isEmpty())
        text += QStringLiteral(" (") + mode + QLatin1Char(')');
    if (r.clearedAfter >= 0)
        text += tr(" · after request %1").arg(r.clearedAfter + 1);
    if (r.clearedAt.isValid())
        text += QStringLiteral(" · ") + r.clearedAt.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
    return text;
}

QString SkillTimelineModel::story(int row) const
{
    if (row < 0 || row >= m_timeline.rows.size())
        return {};
    const sw::SkillTimelineRow &r = m_timeline.rows.at(row);
    QStringList parts;
    if (m_timeline.catalogKnown)
        parts << (r.inCatalog ? tr("listed in the catalog") : tr("not in the catalog"));
    if (m_timeline.enumSent)
        parts << (r.offered ? tr("offered by name in the tool's enum") : tr("not in the tool's enum"));
    else
        parts << tr("the tools carried no enum");
    if (r.loaded) {
        parts << tr("loaded: %1").arg(loadedText(r));
        parts << (r.materialised.isEmpty() ? tr("not materialised in this request")
                                           : tr("materialised: %1").arg(r.materialised));
        parts << (r.docs.isEmpty() ? tr("no docs selected") : tr("docs: %1").arg(r.docs));
        parts << (r.clearedBy.isEmpty() ? tr("still loaded") : tr("cleared: %1").arg(clearedText(r)));
    } else {
        parts << tr("not loaded in this request");
    }
    return QStringLiteral("<b>%1</b>: %2.")
        .arg(r.skill.toHtmlEscaped(), parts.join(QStringLiteral("; ")).toHtmlEscaped());
}

QVariant SkillTimelineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sw::SkillTimelineRow &r = m_timeline.rows.at(index.row());
    if (role == LoadedRole)
        return r.loaded;
    if (role == SkillRole)
        return r.skill;
    if (role == Qt::FontRole && r.loaded && index.column() == SkillColumn) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ForegroundRole && !r.loaded && index.column() != SkillColumn)
        return themeColours().muted; // 4.5:1 in both themes (a fixed grey read 3.5:1 on the dark base)
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case CatalogColumn:
            return m_timeline.catalogKnown ? QVariant() : tr("This session was saved before catalogs were recorded");
        case OfferedColumn:
            return m_timeline.enumSent ? tr("Listed in the skill parameter's enum of the request's tools")
                                       : tr("The request's tools carried no enum (no skill tool, or more skills than "
                                            "the profile's enum limit)");
        case LoadedColumn:
            return loadedText(r);
        case ClearedColumn:
            return clearedText(r);
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    const auto yesNo = [](bool b) { return b ? tr("yes") : tr("no"); };
    switch (index.column()) {
    case SkillColumn:
        return r.skill;
    case CatalogColumn:
        return m_timeline.catalogKnown ? yesNo(r.inCatalog) : tr("unknown");
    case OfferedColumn:
        return m_timeline.enumSent ? yesNo(r.offered) : tr("no enum");
    case LoadedColumn:
        return loadedText(r);
    case MaterialisedColumn:
        return r.loaded ? (r.materialised.isEmpty() ? tr("not materialised") : r.materialised) : QStringLiteral("—");
    case DocsColumn:
        return r.loaded ? (r.docs.isEmpty() ? tr("(none)") : r.docs) : QStringLiteral("—");
    case ClearedColumn:
        return clearedText(r);
    default:
        return {};
    }
}

QVariant SkillTimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section) {
        case CatalogColumn:
            return tr("Listed in the request's catalog");
        case OfferedColumn:
            return tr("Offered by name in the skill parameter's enum");
        case MaterialisedColumn:
            return tr("Where the request carries the skill's content");
        case ClearedColumn:
            return tr("What removed the loaded key after this request (the load mode at work), and when");
        default:
            return {};
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SkillColumn:
        return tr("Skill");
    case CatalogColumn:
        return tr("Catalog");
    case OfferedColumn:
        return tr("Enum");
    case LoadedColumn:
        return tr("Loaded by");
    case MaterialisedColumn:
        return tr("Placed");
    case DocsColumn:
        return tr("Docs");
    case ClearedColumn:
        return tr("Cleared");
    default:
        return {};
    }
}

} // namespace sw::ui

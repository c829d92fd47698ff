// LibraryFilterProxy: recursive filtering on the skill level.
#include "libraryfilterproxy.h"

#include "library/skilltreemodel.h"

namespace sw::ui {

LibraryFilterProxy::LibraryFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setAutoAcceptChildRows(true);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void LibraryFilterProxy::setSearchText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateFilter();
}

void LibraryFilterProxy::setSearchContent(bool enabled)
{
    if (enabled == m_content)
        return;
    m_content = enabled;
    invalidateFilter();
}

void LibraryFilterProxy::setOnlyProblems(bool enabled)
{
    if (enabled == m_onlyProblems)
        return;
    m_onlyProblems = enabled;
    invalidateFilter();
}

bool LibraryFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto kind = static_cast<SkillTreeModel::Kind>(index.data(SkillTreeModel::KindRole).toInt());
    const bool filtering = !m_text.isEmpty() || m_onlyProblems;
    if (!filtering)
        return true;
    if (kind == SkillTreeModel::Kind::Root)
        return false; // shown when one of its skills matches (recursive filtering)
    if (kind == SkillTreeModel::Kind::File || kind == SkillTreeModel::Kind::Folder)
        return !m_onlyProblems && !m_text.isEmpty()
            && index.data(SkillTreeModel::RelativePathRole).toString().contains(m_text, Qt::CaseInsensitive);
    if (m_onlyProblems
        && index.data(SkillTreeModel::ErrorCountRole).toInt() + index.data(SkillTreeModel::WarningCountRole).toInt()
            == 0)
        return false;
    if (m_text.isEmpty())
        return true;
    if (index.data(SkillTreeModel::NameRole).toString().contains(m_text, Qt::CaseInsensitive)
        || index.data(SkillTreeModel::DescriptionRole).toString().contains(m_text, Qt::CaseInsensitive))
        return true;
    return m_content && index.data(SkillTreeModel::ContentRole).toString().contains(m_text, Qt::CaseInsensitive);
}

bool LibraryFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto kind = static_cast<SkillTreeModel::Kind>(left.data(SkillTreeModel::KindRole).toInt());
    if (kind == SkillTreeModel::Kind::Root || kind == SkillTreeModel::Kind::File
        || kind == SkillTreeModel::Kind::Folder)
        // Roots keep their precedence order whichever way the skills are sorted, and a skill's files their order
        // (SKILL.md, folders, files) (the proxy reverses the result for a descending sort, so reverse it here first).
        return sortOrder() == Qt::AscendingOrder ? left.row() < right.row() : left.row() > right.row();
    if (kind == SkillTreeModel::Kind::Skill && left.column() == SkillTreeModel::ProblemsColumn) {
        const int a = left.data(SkillTreeModel::ErrorCountRole).toInt() * 1000
            + left.data(SkillTreeModel::WarningCountRole).toInt();
        const int b = right.data(SkillTreeModel::ErrorCountRole).toInt() * 1000
            + right.data(SkillTreeModel::WarningCountRole).toInt();
        return a < b;
    }
    if (kind == SkillTreeModel::Kind::Skill && left.column() == SkillTreeModel::TokensColumn)
        return left.data(SkillTreeModel::EntryTokensRole).toInt() < right.data(SkillTreeModel::EntryTokensRole).toInt();
    if (kind == SkillTreeModel::Kind::Skill && left.column() == SkillTreeModel::NameColumn)
        return left.row() < right.row(); // the model keeps skills sorted by name: no 10,000 display strings to build
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace sw::ui

#pragma once
// LibraryFilterProxy: filters the skill tree by name and description (and optionally the SKILL.md body),
// keeping the roots of matching skills; sorts skills by name, problems or tokens.
#include <QSortFilterProxyModel>

namespace sw::ui {

class LibraryFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LibraryFilterProxy(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    QString searchText() const { return m_text; }
    void setSearchContent(bool enabled); // also match the body
    bool searchContent() const { return m_content; }
    void setOnlyProblems(bool enabled); // skills with errors or warnings only
    bool onlyProblems() const { return m_onlyProblems; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_text;
    bool m_content = false;
    bool m_onlyProblems = false;
};

} // namespace sw::ui

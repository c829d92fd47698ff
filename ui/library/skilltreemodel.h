#pragma once
// SkillTreeModel: roots -> skills -> files of the repository snapshot, with validation badges, shadowing,
// source labels and per-skill token figures. Files of a skill are listed lazily when it is expanded.
#include "library/skilllibrary.h"
#include "visibility/visibility.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace sw::ui {

class SkillTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ProblemsColumn, TokensColumn, VisibilityColumn, ColumnCount };
    enum class Kind { Root, Skill, File };
    enum Role {
        KindRole = Qt::UserRole + 1, // int(Kind)
        PathRole, // root: location; skill: SKILL.md path; file: absolute path
        FolderRole, // skill folder (skills and files)
        NameRole,
        DescriptionRole,
        ContentRole, // skill body, for content search
        SourceRole, // root label: bundled, Claude Code, URL, ...
        ShadowedByRole, // folder of the visible skill of the same name
        ErrorCountRole,
        WarningCountRole,
        EntryTokensRole,
        BodyTokensRole,
    };

    explicit SkillTreeModel(QObject *parent = nullptr);
    ~SkillTreeModel() override;

    void setSnapshot(const SkillIndexPtr &snapshot, const FiguresByFolder &figures = {});
    void setFigures(const FiguresByFolder &figures); // updates the badge and token columns in place
    // What each client's model sees of each skill (the Clients column; library/libraryvisibility.h).
    void setVisibility(const std::shared_ptr<const VisibilityMatrix> &matrix);
    SkillIndexPtr snapshot() const { return m_snapshot; }

    QModelIndex indexForPath(const QString &path) const; // a skill by SKILL.md path or folder, or a root location
    // Lists a skill's files as its children (done when the view expands the skill; idempotent).
    void loadFiles(const QModelIndex &skill);
    bool filesLoaded(const QModelIndex &skill) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

private:
    struct Node;
    Node *nodeFor(const QModelIndex &index) const;
    QModelIndex indexFor(Node *node, int column = 0) const;
    QVariant rootData(const Node &node, int column, int role) const;
    QVariant skillData(const Node &node, int column, int role) const;
    QVariant fileData(const Node &node, int column, int role) const;

    SkillIndexPtr m_snapshot;
    FiguresByFolder m_figures;
    std::shared_ptr<const VisibilityMatrix> m_visibility;
    std::vector<std::unique_ptr<Node>> m_roots;
};

} // namespace sw::ui

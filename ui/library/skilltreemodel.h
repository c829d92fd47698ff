#pragma once
// SkillTreeModel: roots -> skills -> folders and files of the repository snapshot, with validation badges,
// shadowing, root labels and per-skill token figures. A skill's files are listed lazily (canFetchMore/fetchMore,
// so views and proxies show its expand arrow before) as a tree of its folders: SKILL.md first, then folders, then
// files, each by name.
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
    enum class Kind { Root, Skill, File, Folder };
    enum Role {
        KindRole = Qt::UserRole + 1, // int(Kind)
        PathRole, // root: location; skill: SKILL.md path; file and folder: absolute path
        FolderRole, // skill folder (skills, their files and folders)
        NameRole, // root: location; skill: its name; file and folder: the file name
        DescriptionRole,
        ContentRole, // skill body, for content search
        SourceRole, // root label: bundled, Claude Code, URL, ...
        ShadowedByRole, // folder of the visible skill of the same name
        ErrorCountRole,
        WarningCountRole,
        EntryTokensRole,
        BodyTokensRole,
        RelativePathRole, // file and folder: the path inside the skill folder ("references/api.md")
        LabelRole, // root: the label shown ("Claude Code (user)", "skills — work/a")
    };
    // At most this many files and folders are listed per skill (a note row says when there are more).
    static constexpr int kMaxListedEntries = 2000;

    explicit SkillTreeModel(QObject *parent = nullptr);
    ~SkillTreeModel() override;

    void setSnapshot(const SkillIndexPtr &snapshot, const FiguresByFolder &figures = {});
    void setFigures(const FiguresByFolder &figures); // updates the badge and token columns in place
    // What each client's model sees of each skill (the Clients column; library/libraryvisibility.h).
    void setVisibility(const std::shared_ptr<const VisibilityMatrix> &matrix);
    SkillIndexPtr snapshot() const { return m_snapshot; }

    // A root by location, a skill by SKILL.md path or folder, a listed file or folder by its absolute path.
    QModelIndex indexForPath(const QString &path) const;
    // The same, listing the files of the skill holding `path` first when needed (files and folders of a skill).
    QModelIndex locate(const QString &path);
    // Lists a skill's files as its children (fetchMore; the view does it when it expands the skill; idempotent).
    void loadFiles(const QModelIndex &skill);
    bool filesLoaded(const QModelIndex &skill) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
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
    const Node *skillOf(const Node &node) const;
    Node *skillNodeFor(const QString &path) const; // the skill whose folder holds path

    SkillIndexPtr m_snapshot;
    FiguresByFolder m_figures;
    std::shared_ptr<const VisibilityMatrix> m_visibility;
    std::vector<std::unique_ptr<Node>> m_roots;
    bool m_notifying = false; // inside setSnapshot's reset or loadFiles' insertion
};

} // namespace sw::ui

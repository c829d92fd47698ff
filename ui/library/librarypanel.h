#pragma once
// LibraryPanel: the Library dock: filter box, the roots -> skills -> files tree, root actions (add folder or
// URL with download progress and Cancel, remove, refresh, reveal), scan progress, a context menu of skill commands and
// drop-to-import.
#include <QSet>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QProgressBar;
class QTimer;
class QTreeView;

namespace sw {
struct SkillsRootResolution;
}

namespace sw::ui {

class LibraryFilterProxy;
class Settings;
class SkillLibrary;
class SkillTreeModel;

enum class SkillCommand { NewSkill, Rename, Duplicate, Delete, NewDoc, NewScript, Export, Import };

class LibraryPanel : public QWidget
{
    Q_OBJECT
public:
    LibraryPanel(SkillLibrary *library, QWidget *parent = nullptr);

    SkillTreeModel *model() const { return m_model; }
    LibraryFilterProxy *proxy() const { return m_proxy; }
    QTreeView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    QLabel *noMatchLabel() const { return m_noMatch; } // shown when the filter hides every skill

    QAction *addFolderAction() const { return m_addFolder; }
    QAction *addUrlAction() const { return m_addUrl; }
    QAction *removeRootAction() const { return m_removeRoot; }
    QAction *refreshAction() const { return m_refresh; }
    QAction *revealAction() const { return m_reveal; }

    QString selectedSkillFolder() const; // folder of the selected skill (or of the selected file's skill)
    QString selectedRoot() const; // root of the selection, or the first root
    // "Selecting a skill anywhere selects it everywhere": a skill by SKILL.md or folder, or a file or folder of a
    // skill (its files are listed and, with `reveal`, its folders expanded and scrolled to show it).
    bool selectPath(const QString &path, bool reveal = true); // false when the path is not in the Library
    // Selects `path` once the next snapshot is shown (after a file operation that refreshes the library).
    void selectPathWhenListed(const QString &path);
    // A skill folder (or file) moved: what was expanded under the old path stays expanded under the new one.
    void pathMoved(const QString &oldPath, const QString &newPath);

    void setSettings(Settings *settings) { m_settings = settings; } // remembers the Add Root folder
    void addRoot(const QString &location);
    // An http(s) root is downloaded first (into the URL cache) with a progress dialog and Cancel, and added once
    // it is ready; other locations are added at once. A failure is shown with its reason; nothing is added.
    void addUrlRoot(const QString &url);
    void removeRoot(const QString &location);

    // The names come first: in a narrow panel the Clients column, then the Tokens column, are hidden so that a
    // skill name keeps about 14 characters (at 1366x768 every name read "dat…ort"); they come back when it widens.
    void fitColumns();
    int headerNeeds(int column) const;

signals:
    void fileActivated(const QString &path);
    void skillSelected(const QString &skillMdPath);
    void rootsEdited(const QStringList &roots);
    void skillCommandRequested(sw::ui::SkillCommand command, const QString &folder);
    void importRequested(const QStringList &archives, const QString &root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void chooseFolder();
    void chooseUrl();
    void downloadFinished(const QString &url, const SkillsRootResolution &result);
    void showContextMenu(const QPoint &pos);
    void updateStatus();
    void onActivated(const QModelIndex &index);
    void restoreExpansion();
    void updateNoMatch(); // the note that says the filter hides every skill, and how to widen it
    void spanRows(const QModelIndex &parent, int first, int last);
    QString expansionKey(const QModelIndex &proxyIndex) const;
    QString pathAt(const QModelIndex &proxyIndex, int role) const;

    SkillLibrary *m_library;
    SkillTreeModel *m_model;
    LibraryFilterProxy *m_proxy;
    QLineEdit *m_filter;
    QTreeView *m_view;
    QProgressBar *m_progress;
    QLabel *m_status;
    QLabel *m_noMatch;
    QTimer *m_filterTimer;
    QAction *m_addFolder;
    QAction *m_addUrl;
    QAction *m_removeRoot;
    QAction *m_refresh;
    QAction *m_reveal;
    QAction *m_searchContent;
    QAction *m_onlyProblems;
    Settings *m_settings = nullptr;
    QSet<QString> m_expanded; // skill folders and folders inside skills the user opened
    QSet<QString> m_collapsedRoots; // roots are open unless the user closed them
    QString m_pendingSelection;
    int m_pendingSnapshots = 0;
};

} // namespace sw::ui

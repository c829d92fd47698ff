#pragma once
// SkillPackages: importing and exporting skill packages (.skill/.zip/.tar.gz) for the window, on a worker thread
// with a progress dialog and Cancel. An import whose skill already exists in the chosen root asks what to do
// (ImportConflictDialog): overwrite (the existing folder goes to the trash), import as a copy (`name-copy`, with
// its `name:` set to match), or cancel, in the root the user picks. Open tabs of an overwritten skill show the new
// files; unsaved edits there stay in their tabs.
#include <QHash>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

class QProgressDialog;
class QWidget;

namespace sw::ui {

class EditorArea;
class LibraryPanel;
class Settings;
class SkillLibrary;

struct ImportConflict
{
    QString archive; // the package
    QStringList names; // its top-level folders that already exist in `root`
    QStringList allNames; // every top-level entry it installs
    QString root; // where it was to go
    QStringList roots; // the local roots to choose from, in precedence order
    QStringList unsavedFiles; // tabs with unsaved edits inside the folders an overwrite would replace
};

struct ImportChoice
{
    enum Action {
        Overwrite, // replace the existing folders in `root` (they go to the trash)
        Copy, // install the conflicting folders under free names (`name-copy`) in `root`
        Import, // `root` has no conflict: install as it is
        Cancel,
    };
    Action action = Cancel;
    QString root;
};
using ImportConflictPolicy = std::function<ImportChoice(const ImportConflict &conflict)>;

class SkillPackages : public QObject
{
    Q_OBJECT
public:
    SkillPackages(
        SkillLibrary *library, LibraryPanel *panel, EditorArea *editor, QWidget *window, QObject *parent = nullptr);
    ~SkillPackages() override;

    void setSettings(Settings *settings) { m_settings = settings; }
    void setConflictPolicy(ImportConflictPolicy policy) { m_conflictPolicy = std::move(policy); }
    void setWarning(std::function<void(const QString &title, const QString &message)> warn)
    {
        m_warn = std::move(warn);
    }

    // Imports the archives one after another into `root` (a local root folder).
    void start(const QStringList &archives, const QString &root);
    void exportSkill(const QString &folder, const QString &target);
    bool isBusy() const { return m_busy; }
    void cancel(); // the running job (an import stops after the current archive)

    // A free name for a copy of `name` in `root`: name-copy, name-copy-2, ... (a valid skill name, 64 characters).
    static QString copyName(const QString &root, const QString &name);

signals:
    void statusMessage(const QString &message);
    void importFinished(const QStringList &installed, const QStringList &errors); // after the last archive
    void exportFinished(const QString &target, const QString &error);

private:
    struct Job
    {
        QString archive; // import
        QString root;
        QStringList replace; // top-level names to replace (overwrite)
        QHash<QString, QString> renames; // top-level name -> name in the root (copy)
        QString exportFolder; // export
        QString exportTarget;
    };
    struct Outcome
    {
        QString error;
        bool cancelled = false;
        QStringList installed; // folders placed in the root
        QStringList replaced; // folders that were replaced (the old ones went to the trash)
        QStringList conflicts; // top-level names that already exist (nothing installed)
        QStringList allNames;
        QStringList notes; // said in the status bar
        QStringList skipped; // export: relative paths the package leaves out (evals/, caches, links)
    };
    static Outcome work(const Job &job, const std::atomic_bool *cancel); // any thread
    void next();
    void run(const Job &job);
    void finished(const Job &job, const Outcome &outcome);
    ImportChoice ask(const ImportConflict &conflict);
    QStringList localRoots() const;
    void reloadTabsUnder(const QStringList &folders);
    void showProgress(const QString &text);
    void warn(const QString &title, const QString &message);

    SkillLibrary *m_library;
    LibraryPanel *m_panel;
    EditorArea *m_editor;
    QWidget *m_window;
    Settings *m_settings = nullptr;
    ImportConflictPolicy m_conflictPolicy;
    std::function<void(const QString &, const QString &)> m_warn;
    QList<Job> m_queue;
    QStringList m_installed;
    QStringList m_errors;
    bool m_busy = false;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QProgressDialog *m_progress = nullptr;
};

} // namespace sw::ui

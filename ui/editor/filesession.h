#pragma once
// FileSession: one open file on disk: loading, atomic saving (QSaveFile), watching for external changes,
// and the autosave copy in the recovery folder that is offered back after a crash.
#include <QByteArray>
#include <QObject>
#include <QString>

#include <functional>

class QFileSystemWatcher;

namespace sw::ui {

enum class ExternalChangeDecision { Reload, KeepMine, ShowDiff };
// Asked when a file with unsaved edits changed on disk. Tests inject a policy instead of a blocking dialog.
using ExternalChangePolicy = std::function<ExternalChangeDecision(const QString &path)>;

struct RecoveryEntry
{
    QString originalPath;
    QString recoveryFile;
    QByteArray content;
};

class FileSession : public QObject
{
    Q_OBJECT
public:
    explicit FileSession(const QString &path, QObject *parent = nullptr);

    QString path() const { return m_path; }
    void setPath(const QString &path); // after a rename; keeps watching the new path

    // Reads the file; remembers its bytes as the known disk state.
    bool load(QByteArray *bytes, QString *error);
    // Writes atomically (temporary file + rename); the watcher does not report our own write.
    bool save(const QByteArray &bytes, QString *error);
    QByteArray diskBytes() const { return m_diskBytes; } // as last loaded or saved
    // The message shown when a save fails with `error` (an errno value): names the file, the cause in plain
    // words (disk full, read-only folder, file too large, folder gone) and what to do; `detail` when unknown.
    static QString saveErrorMessage(const QString &path, int error, const QString &detail = QString());

    // Recovery copies: <AppDataLocation>/recovery (or $SW_RECOVERY_DIR), one per file and instance; each instance
    // holds a lock there while it runs. pendingRecoveries() leaves out the copies of other running instances.
    static QString recoveryDirectory();
    void writeRecovery(const QByteArray &content);
    void clearRecovery();
    QString recoveryFile() const;
    static QList<RecoveryEntry> pendingRecoveries();

    // True after the file was deleted (or moved away) on disk, until it is there again (saved or recreated).
    bool isRemovedFromDisk() const { return m_removed; }

signals:
    // The file's bytes on disk differ from what we last loaded or saved.
    void changedOnDisk(const QByteArray &diskBytes);
    void removedFromDisk();
    // The deleted file is there again (another program recreated it); changedOnDisk() came first if it differs.
    void restoredOnDisk();

private:
    void onFileChanged();
    void onFolderChanged();
    void watch();
    void setRemoved(bool removed); // while removed, the folder is watched to see the file come back

    QString m_path;
    QByteArray m_diskBytes;
    QFileSystemWatcher *m_watcher;
    bool m_removed = false;
};

} // namespace sw::ui

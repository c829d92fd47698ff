#pragma once
// Workspace: one `ws_<session>_<time>/` folder under a work root, laid out exactly as PROTOCOL.md 6
// (metadata.json, skills/<name>/ working copies with out/work/inputs links, work/inputs/, out/, runs/).
// Staging copies or links a skill folder in and skips the copy when the source digest is unchanged.
// A Workspace is a cheap value (its root path); all state lives on disk. Metadata updates are serialised
// process-wide, so several jobs may stage into the same workspace from worker threads.
#include "workspace/runtypes.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace sw {

struct StageResult
{
    bool ok = false;
    bool restaged = false; // false when the digest matched and the links existed
    QString digest; // hex sha256 of the source tree
    QString path; // absolute skills/<name>/
    QString error;
};

struct WorkspaceInfo
{
    QString path;
    QString session;
    QDateTime createdAt;
    QDateTime lastAccess;
    QStringList skills;
};

// The default work root: <QStandardPaths::CacheLocation>/workspaces.
QString defaultWorkRoot();

// sha256 over the sorted relative paths of the regular files of a folder, each hashed as `path\0content\0`.
// Returns the lower-case hex digest, or an empty string when the folder cannot be read.
QString skillTreeDigest(const QString &folder);

class Workspace
{
public:
    Workspace() = default;

    // Creates `<workRoot>/ws_<session>_<yyyyMMddTHHmmsszzz>/` with its layout and metadata.json.
    static std::optional<Workspace> create(const QString &workRoot, const QString &session, QString *error = nullptr);
    // Opens an existing workspace folder (it must hold metadata.json); repairs missing layout folders.
    static std::optional<Workspace> open(const QString &path, QString *error = nullptr);
    // All workspaces under a work root, newest first.
    static QList<WorkspaceInfo> list(const QString &workRoot);
    // Removes workspaces whose last access is older than `olderThan`; returns the removed paths.
    static QStringList cleanup(const QString &workRoot, const QDateTime &olderThan);

    bool isValid() const { return !m_root.isEmpty(); }
    bool exists() const; // the root folder is there (it may have been removed since)
    // Recreates a removed workspace in place: the layout folders and a fresh metadata.json (no staged skills).
    bool recreate(QString *error = nullptr) const;
    QString root() const { return m_root; }
    QString skillsDir() const;
    QString workDir() const;
    QString inputsDir() const;
    QString outputDir() const;
    QString runsDir() const;
    QString metadataPath() const;
    QString skillDir(const QString &skillName) const;

    // Copies (or links) `sourceFolder` into skills/<name>/ unless its digest matches metadata and the links exist.
    StageResult stageSkill(const QString &name, const QString &sourceFolder, StagerKind stager = StagerKind::Copy,
        bool readOnly = false) const;
    // Copies host files into work/inputs/ (by file name) and records them in metadata; returns the staged paths.
    QStringList stageInputs(const QStringList &files, QString *error = nullptr) const;
    // Creates runs/run_<yyyyMMddTHHmmss.zzz>/ (a numeric suffix is added if that name exists) and returns it.
    QString createRunDir(QString *error = nullptr) const;
    // Records outputs of a run in metadata (names relative to the root) and refreshes last_access.
    void recordOutputs(const QStringList &names) const;
    void touch() const; // refreshes last_access

    QJsonObject metadata() const; // current metadata.json (empty object if unreadable)
    bool remove() const; // deletes the whole workspace folder

private:
    explicit Workspace(const QString &root)
        : m_root(root)
    { }
    QString m_root;
};

} // namespace sw

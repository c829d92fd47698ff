#pragma once
// URL skill roots exactly as tRPC-Agent resolves them (PROTOCOL.md 2.1): a root without "://" is a local path,
// file:// needs an empty host or localhost, http(s):// is downloaded once into a cache entry named by the sha256
// of the URL (temp build `tmp-skill-root-*` -> `download` -> extract to `root/` -> `root/.ready` = "ok" -> atomic
// rename), reused while `.ready` exists. Downloads go through QNetworkAccessManager with progress, cancellation
// and a 64 MiB cap (Content-Length first, then while streaming).
#include "archive/archiveextractor.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace sw {

struct SkillsRootOptions
{
    QString cacheDir; // empty = skillsCacheDir()
    qint64 maxDownloadBytes = 64 * kMiB;
    ExtractLimits limits;
    int timeoutMs = 120000; // no bytes for this long = failure
    std::function<void(qint64 received, qint64 total)> progress; // total -1 when unknown; called on the caller's thread
    const std::atomic_bool *cancel = nullptr;
};

struct SkillsRootResolution
{
    QString localPath; // the folder to scan ("" with no error for an empty root string)
    QString error;
    bool downloaded = false; // true when this call built the cache entry
    bool fromCache = false; // true when an existing ready entry was reused
    bool ok() const { return error.isEmpty(); }
};

// $SKILLS_CACHE_DIR, else the user cache folder + "/skill-workbench/skills", else temp + "/skill-workbench/skills".
QString skillsCacheDir();
// sha256 hex of the URL string: the cache entry's folder name.
QString skillsRootCacheKey(const QString &url);
bool isUrlRoot(const QString &root); // contains "://"

// Resolves a root string to a local folder. Blocking: for http(s) it runs its own event loop on the calling
// thread (worker threads and the CLI; the GUI uses SkillsRootDownload).
SkillsRootResolution resolveSkillsRoot(const QString &root, const SkillsRootOptions &options = {});

// Asynchronous resolution for the GUI: the work runs on its own thread; signals arrive on the owner's thread.
class SkillsRootDownload : public QObject
{
    Q_OBJECT
public:
    explicit SkillsRootDownload(const QString &root, SkillsRootOptions options = {}, QObject *parent = nullptr);
    ~SkillsRootDownload() override;
    void start();
    void cancel();
    QString root() const { return m_root; }

signals:
    void progress(qint64 received, qint64 total);
    void finished(const sw::SkillsRootResolution &result);

private:
    QString m_root;
    SkillsRootOptions m_options;
    std::shared_ptr<std::atomic_bool> m_cancel;
    class QThread *m_thread = nullptr;
};

} // namespace sw

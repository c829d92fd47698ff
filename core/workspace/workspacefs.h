#pragma once
// Internal helpers of the workspace module shared by workspace.cpp and staging.cpp (not a public API).
#include <QJsonObject>
#include <QMutex>
#include <QString>

#include <functional>

namespace sw {
QString nowStamp(); // UTC ISO 8601 with milliseconds
QMutex &metadataMutex();
QJsonObject readMetadataFile(const QString &path);
// Read-modify-write of <root>/metadata.json under the process-wide mutex; refreshes updated_at/last_access.
bool updateMetadata(const QString &root, const std::function<void(QJsonObject &)> &change, QString *error);
// Refreshes last_access at most every 30 s per workspace (metadata writes are synced to disk).
void touchThrottled(const QString &root);
// Adds owner write permission to every folder and file of a tree (before removal or re-staging).
void makeTreeWritable(const QString &path);
// Removes owner/group/other write permission from every file and folder of a tree (symlinks untouched).
void makeTreeReadOnly(const QString &path);
} // namespace sw

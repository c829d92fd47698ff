// URL skill roots (PROTOCOL.md 2.1): cache entries, the download, the payload extraction and the async wrapper.
#include "archive/skillsrooturl.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <cstdio>

namespace sw {
namespace {

const QString kReadyFile = QStringLiteral(".ready");
const QString kDownloadFile = QStringLiteral("download");
const QString kExtractDir = QStringLiteral("root");
const QString kTempPattern = QStringLiteral("tmp-skill-root-XXXXXX");

QString tooLarge()
{
    return QStringLiteral("download skills root: too large");
}

// Downloads url into path on the calling thread. Returns "" or the error.
QString downloadToFile(const QUrl &url, const QString &path, const SkillsRootOptions &options)
{
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return QStringLiteral("download skills root: cannot write %1: %2").arg(path, out.errorString());
    QNetworkAccessManager nam;
    if (url.host() == QLatin1String("127.0.0.1") || url.host() == QLatin1String("localhost")
        || url.host() == QLatin1String("::1"))
        nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    QEventLoop loop;
    QNetworkReply *reply = nam.get(request);
    QString error;
    qint64 received = 0;
    qint64 total = -1; // Content-Length when the server sent one
    QElapsedTimer idle;
    idle.start();
    const qint64 max = options.maxDownloadBytes;
    const auto failWith = [&](const QString &message) {
        if (error.isEmpty())
            error = message;
        if (!reply->isFinished())
            reply->abort();
    };
    const auto statusError = [&]() -> QString {
        const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        if (!status.isValid())
            return {};
        const int code = status.toInt();
        if (code >= 200 && code < 300)
            return {};
        const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        return QStringLiteral("download skills root: %1 %2").arg(code).arg(reason).trimmed();
    };
    QObject::connect(reply, &QNetworkReply::metaDataChanged, &loop, [&] {
        const int code = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (code >= 300 && code < 400)
            return; // a redirect being followed
        const QString bad = statusError();
        if (!bad.isEmpty()) {
            error = bad; // Qt reports the HTTP error itself; the body is discarded
            return;
        }
        bool known = false;
        const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
        total = known ? length : -1;
        if (known && length > max)
            failWith(tooLarge());
    });
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        const QByteArray chunk = reply->readAll();
        if (!error.isEmpty())
            return;
        idle.restart();
        received += chunk.size();
        if (received > max)
            return failWith(tooLarge());
        if (out.write(chunk) != chunk.size())
            return failWith(QStringLiteral("download skills root: cannot write %1: %2").arg(path, out.errorString()));
        // Progress from the bytes themselves: QNetworkReply::downloadProgress is throttled (at most one per
        // 100 ms, none trailing), so a download that stalls right after a fast start would show nothing.
        if (options.progress && !chunk.isEmpty())
            options.progress(received, total);
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer poll;
    poll.setInterval(25);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (options.cancel && options.cancel->load())
            failWith(QStringLiteral("download skills root: cancelled"));
        else if (idle.elapsed() > options.timeoutMs)
            failWith(QStringLiteral("download skills root: timed out"));
    });
    poll.start();
    if (!reply->isFinished())
        loop.exec();
    poll.stop();
    if (error.isEmpty()) {
        const QByteArray rest = reply->readAll();
        received += rest.size();
        if (received > max)
            error = tooLarge();
        else
            out.write(rest);
        if (error.isEmpty() && options.progress)
            options.progress(received, total >= 0 ? total : received); // the end: the size is known now
    }
    if (error.isEmpty())
        error = statusError();
    if (error.isEmpty() && reply->error() != QNetworkReply::NoError)
        error = QStringLiteral("download skills root: %1").arg(reply->errorString());
    delete reply;
    if (error.isEmpty() && !out.flush())
        error = QStringLiteral("download skills root: cannot write %1: %2").arg(path, out.errorString());
    return error;
}

// Extracts the downloaded payload into extractDir (which exists and is empty). Returns "" or the error.
QString extractPayload(
    const QUrl &url, const QString &srcPath, const QString &extractDir, const SkillsRootOptions &options)
{
    const QString baseName = QFileInfo(url.path()).fileName();
    ArchiveFormat format = archiveFormatFromName(baseName);
    if (format == ArchiveFormat::Unknown) {
        QFile f(srcPath);
        if (f.open(QIODevice::ReadOnly)) {
            const QByteArray head = f.read(4);
            // PROTOCOL.md 2.1: magic bytes decide zip or gzip only.
            const ArchiveFormat magic = archiveFormatFromMagic(head);
            if (magic == ArchiveFormat::Zip || magic == ArchiveFormat::TarGz)
                format = magic;
        }
    }
    if (format != ArchiveFormat::Unknown) {
        ExtractOptions extract;
        extract.format = format;
        extract.limits = options.limits;
        extract.cancel = options.cancel;
        return extractArchiveFile(srcPath, extractDir, extract).error;
    }
    if (baseName.compare(QLatin1String("SKILL.md"), Qt::CaseInsensitive) == 0) {
        if (QFileInfo(srcPath).size() > options.limits.maxFileBytes)
            return QStringLiteral("skill file too large");
        if (!QFile::copy(srcPath, extractDir + QStringLiteral("/SKILL.md")))
            return QStringLiteral("cannot write %1/SKILL.md").arg(extractDir);
        QFile::setPermissions(extractDir + QStringLiteral("/SKILL.md"),
            QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        return {};
    }
    return QStringLiteral("unsupported skills root file: %1").arg(url.path());
}

SkillsRootResolution cacheUrlRoot(const QString &urlString, const QUrl &url, const SkillsRootOptions &options)
{
    SkillsRootResolution result;
    const QString cacheDir = options.cacheDir.isEmpty() ? skillsCacheDir() : options.cacheDir;
    const QString dest = cacheDir + QLatin1Char('/') + skillsRootCacheKey(urlString);
    const QString ready = dest + QLatin1Char('/') + kReadyFile;
    if (QFileInfo(ready).isFile()) {
        result.localPath = dest;
        result.fromCache = true;
        return result;
    }
    if (QFileInfo::exists(dest) && !QDir(dest).removeRecursively()) {
        result.error = QStringLiteral("cannot remove the half-built cache entry %1").arg(dest);
        return result;
    }
    if (!QDir().mkpath(cacheDir)) {
        result.error = QStringLiteral("cannot create the skills cache %1").arg(cacheDir);
        return result;
    }
    QTemporaryDir temp(cacheDir + QLatin1Char('/') + kTempPattern);
    if (!temp.isValid()) {
        result.error = QStringLiteral("cannot create a temporary folder in %1: %2").arg(cacheDir, temp.errorString());
        return result;
    }
    const QString srcPath = temp.filePath(kDownloadFile);
    result.error = downloadToFile(url, srcPath, options);
    if (!result.ok())
        return result;
    const QString extractDir = temp.filePath(kExtractDir);
    if (!QDir().mkpath(extractDir)) {
        result.error = QStringLiteral("cannot create %1").arg(extractDir);
        return result;
    }
    result.error = extractPayload(url, srcPath, extractDir, options);
    if (!result.ok())
        return result;
    QFile readyFile(extractDir + QLatin1Char('/') + kReadyFile);
    if (!readyFile.open(QIODevice::WriteOnly) || readyFile.write("ok") != 2 || !readyFile.flush()) {
        result.error = QStringLiteral("cannot write %1").arg(readyFile.fileName());
        return result;
    }
    readyFile.close();
    if (std::rename(QFile::encodeName(extractDir).constData(), QFile::encodeName(dest).constData()) != 0) {
        if (QFileInfo(ready).isFile()) { // another builder won the race
            result.localPath = dest;
            result.fromCache = true;
            return result;
        }
        result.error = QStringLiteral("cannot move the cache entry into place at %1").arg(dest);
        return result;
    }
    result.localPath = dest;
    result.downloaded = true;
    return result;
}

} // namespace

QString skillsCacheDir()
{
    QString env = qEnvironmentVariable("SKILLS_CACHE_DIR").trimmed();
    if (!env.isEmpty())
        return env;
    const QString user = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    if (!user.isEmpty())
        return user + QStringLiteral("/skill-workbench/skills");
    return QDir::tempPath() + QStringLiteral("/skill-workbench/skills");
}

QString skillsRootCacheKey(const QString &url)
{
    return QString::fromLatin1(QCryptographicHash::hash(url.toUtf8(), QCryptographicHash::Sha256).toHex());
}

bool isUrlRoot(const QString &root)
{
    return root.contains(QLatin1String("://"));
}

SkillsRootResolution resolveSkillsRoot(const QString &root, const SkillsRootOptions &options)
{
    SkillsRootResolution result;
    const QString trimmed = root.trimmed();
    if (trimmed.isEmpty())
        return result;
    if (!isUrlRoot(trimmed)) {
        result.localPath = trimmed;
        return result;
    }
    const QUrl url(trimmed, QUrl::StrictMode);
    if (!url.isValid()) {
        result.error = QStringLiteral("parse skills root URL: %1").arg(url.errorString());
        return result;
    }
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
        return cacheUrlRoot(trimmed, url, options);
    if (scheme == QLatin1String("file")) {
        const QString host = url.host();
        if (!host.isEmpty() && host != QLatin1String("localhost")) {
            result.error = QStringLiteral("unsupported file URL host: \"%1\"").arg(host);
            return result;
        }
        result.localPath = url.path();
        return result;
    }
    result.error = QStringLiteral("unsupported skills root URL: %1").arg(trimmed);
    return result;
}

SkillsRootDownload::SkillsRootDownload(const QString &root, SkillsRootOptions options, QObject *parent)
    : QObject(parent)
    , m_root(root)
    , m_options(std::move(options))
    , m_cancel(std::make_shared<std::atomic_bool>(false))
{ }

SkillsRootDownload::~SkillsRootDownload()
{
    if (m_thread) {
        m_cancel->store(true);
        m_thread->wait();
        delete m_thread;
    }
}

void SkillsRootDownload::start()
{
    if (m_thread)
        return;
    SkillsRootOptions options = m_options;
    options.cancel = m_cancel.get();
    options.progress = [this](qint64 received, qint64 total) {
        QMetaObject::invokeMethod(
            this, [this, received, total] { emit progress(received, total); }, Qt::QueuedConnection);
    };
    m_thread = QThread::create([this, options] {
        const SkillsRootResolution result = resolveSkillsRoot(m_root, options);
        QMetaObject::invokeMethod(
            this, [this, result] { emit finished(result); }, Qt::QueuedConnection);
    });
    m_thread->start();
}

void SkillsRootDownload::cancel()
{
    m_cancel->store(true);
}

} // namespace sw

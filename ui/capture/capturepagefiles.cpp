// CapturePage, its files: Save (a session, mode 0600), Export (Markdown, HTML, HAR) and Open, written and read on a
// worker with the page's message saying how it went.
#include "capturepage.h"

#include "capture/captureanalysis.h"
#include "capture/captureendpoint.h"
#include "capturerequestsmodel.h"
#include "session/sessionexport.h"
#include "settings/filedialogs.h"
#include "settings/sessionerrortext.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QtConcurrent>

namespace sw::ui {

bool CapturePage::saveCapture(const QString &path, QString *error)
{
    m_analysis->flush();
    return m_analysis->save(path, m_endpoint->credentials(), error);
}

bool CapturePage::exportCapture(const QString &path, QString *error)
{
    m_analysis->flush();
    const std::optional<sw::SessionExportFormat> format = sw::sessionExportFormatForPath(path);
    if (!format) {
        *error = tr("Export as .md, .html or .har (the file's suffix says which).");
        return false;
    }
    return sw::exportSession(m_analysis->session(), path, *format, m_endpoint->credentials(), error);
}

bool CapturePage::openCapture(const QString &path, QString *error)
{
    if (isRunning()) {
        *error = tr("Stop the endpoint before opening a saved capture.");
        return false;
    }
    const std::optional<sw::Session> session = sw::Session::load(path, error);
    if (!session)
        return false;
    newAnalysis();
    for (const sw::CaptureExchange &exchange : sw::CaptureAnalysis::exchangesFromSession(*session)) {
        m_requests->setFinished(exchange);
        m_analysis->addExchange(exchange);
    }
    m_analysis->flush();
    updateState();
    m_tabs->setCurrentIndex(RequestsTab);
    selectFirstIfNone(); // when the Requests tab was already shown
    return true;
}

void CapturePage::writeInBackground(const QString &path, std::optional<sw::SessionExportFormat> format)
{
    // A large capture is hundreds of megabytes: it is written on a worker from a copy of the session without its
    // bodies (the records shared, not copied), the bodies put back there, and the page stays usable meanwhile.
    m_analysis->flush();
    const sw::StoredSession stored = m_analysis->storedSession();
    const QStringList secrets = m_endpoint->credentials();
    const int savedCount = m_unsaved; // no exchange can join while it is written: the endpoint is stopped
    m_writing = true;
    updateState();
    Q_EMIT statusMessage(tr("Writing %1…").arg(path));
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, path, format, savedCount] {
        watcher->deleteLater();
        m_writing = false;
        const QString error = watcher->result();
        m_writeError = error;
        if (error.isEmpty() && !format)
            m_unsaved = std::max(0, m_unsaved - savedCount);
        updateState();
        Q_EMIT written();
        if (error.isEmpty())
            Q_EMIT statusMessage(format ? tr("Capture exported to %1").arg(path) : tr("Capture saved to %1").arg(path));
        else
            setMessage(format ? tr("The capture was not exported: %1").arg(sessionErrorText(error))
                              : tr("The capture was not saved: %1").arg(sessionErrorText(error)),
                true);
    });
    watcher->setFuture(QtConcurrent::run([stored, secrets, path, format] {
        const sw::Session session = stored.materialized();
        QString error;
        const bool ok
            = format ? sw::exportSession(session, path, *format, secrets, &error) : session.save(path, secrets, &error);
        return ok ? QString() : (error.isEmpty() ? QStringLiteral("?") : error);
    }));
}

void CapturePage::chooseSave()
{
    const QString path = chooseSaveFile(this, m_settings, FolderPurpose::Session, tr("Save Capture"),
        QStringLiteral("capture.jsonl"), tr("Sessions (*.jsonl)"));
    if (!path.isEmpty())
        writeInBackground(path, std::nullopt);
}

void CapturePage::chooseExport()
{
    const QString path = chooseSaveFile(this, m_settings, FolderPurpose::SessionExport, tr("Export Capture"),
        QStringLiteral("capture.html"), tr("HTML (*.html);;Markdown (*.md);;HAR (*.har)"));
    if (path.isEmpty())
        return;
    const std::optional<sw::SessionExportFormat> format = sw::sessionExportFormatForPath(path);
    if (!format) {
        setMessage(tr("The capture was not exported: %1")
                       .arg(tr("Export as .md, .html or .har (the file's suffix says which).")),
            true);
        return;
    }
    writeInBackground(path, format);
}

void CapturePage::waitForWrite()
{
    if (!m_writing)
        return;
    QEventLoop wait;
    connect(this, &CapturePage::written, &wait, &QEventLoop::quit);
    wait.exec();
}

bool CapturePage::maybeSaveCapture()
{
    waitForWrite(); // a save still on its worker may leave nothing unsaved
    if (m_unsaved <= 0)
        return true;
    const bool running = isRunning();
    const QString text = running
        ? tr("The endpoint is running, and the capture holds %n exchange(s) that are not saved. Stop the endpoint and "
             "save the capture first?",
            nullptr, m_unsaved)
        : tr("The capture holds %n exchange(s) that are not saved. Save it first?", nullptr, m_unsaved);
    const auto answer = QMessageBox::question(this, tr("Unsaved capture"), text,
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    if (isRunning()) { // the running exchanges end (or are cut after the grace) and are reported before stopped()
        QEventLoop wait;
        connect(m_endpoint, &sw::CaptureEndpoint::stopped, &wait, &QEventLoop::quit);
        m_endpoint->stop();
        wait.exec();
    }
    const QString path = chooseSaveFile(this, m_settings, FolderPurpose::Session, tr("Save Capture"),
        QStringLiteral("capture.jsonl"), tr("Sessions (*.jsonl)"));
    if (path.isEmpty())
        return false;
    // Written on the worker like Save… (a large capture is hundreds of megabytes); the window waits for it.
    writeInBackground(path, std::nullopt);
    waitForWrite();
    if (m_unsaved > 0) {
        QMessageBox::warning(
            this, tr("Unsaved capture"), tr("The capture was not saved: %1").arg(sessionErrorText(m_writeError)));
        return false;
    }
    return true;
}

void CapturePage::chooseOpen()
{
    if (!maybeSaveCapture())
        return;
    const QString path = chooseOpenFile(
        this, m_settings, FolderPurpose::Session, tr("Open Capture"), tr("Sessions (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openCapture(path, &error))
        setMessage(tr("The capture could not be opened: %1").arg(sessionErrorText(error)), true);
}

} // namespace sw::ui

// ChatPanel: session files (open, save, save as), exports (Markdown, HTML report) and the unsaved-session prompt.
#include "chat/chatcomposer.h"
#include "chat/chatmessagesmodel.h"
#include "chat/markdownblocks.h"
#include "chatpanel.h"

#include "agent/scriptedprovider.h"

#include "settings/filedialogs.h"
#include "settings/sessionerrortext.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>

namespace sw::ui {

QStringList ChatPanel::sessionSecrets() const
{
    return m_loop ? m_loop->config().secrets : QStringList();
}

void ChatPanel::setModified(bool modified)
{
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT sessionFileChanged(m_sessionPath, m_modified);
}

bool ChatPanel::openSession(const QString &path, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (m_loop && m_loop->isRunning()) {
        err = tr("Stop the running turn before opening a session.");
        return false;
    }
    QString why;
    const auto session = sw::Session::load(path, &why);
    if (!session) {
        err = tr("Cannot open the session %1: %2").arg(QDir::toNativeSeparators(path), sessionErrorText(why));
        return false;
    }
    // The session being replaced was dealt with by the caller (requestOpenSession asks): drop it first, so selecting
    // the opened session's provider, model and profile does not ask again.
    discardLoop();
    if (!selectSessionProvider(*session, err))
        return false;
    if (!ensureLoop(&err))
        return false;
    if (!m_loop->setSession(*session)) {
        err = session->replay
            ? tr("The session %1 is a replay; it cannot continue against a model.").arg(QDir::toNativeSeparators(path))
            : tr("The session %1 was recorded with a model; it cannot continue as a replay.")
                  .arg(QDir::toNativeSeparators(path));
        discardLoop();
        return false;
    }
    if (auto *scripted = qobject_cast<sw::ScriptedProvider *>(m_provider.get())) {
        int replayed = 0; // the script continues after the steps the session already replayed
        for (const sw::RequestRecord &r : session->requests)
            replayed += r.branchOf < 0;
        scripted->setNextStep(replayed);
    }
    m_sessionPath = QFileInfo(path).absoluteFilePath();
    setModified(false);
    m_composer->clear();
    prefillComposer();
    onRunning(false);
    return true;
}

bool ChatPanel::saveSession(const QString &path, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (!m_loop) {
        err = tr("There is no conversation to save yet.");
        return false;
    }
    if (m_loop->isRunning()) {
        // What is saved is what happened: the turn stops first, its partial answer kept and marked incomplete.
        stop();
        m_status->setText(tr("The running turn was stopped so that the session could be saved."));
    }
    QString why;
    if (!m_loop->saveSession(path, &why)) {
        err = tr("Cannot save the session: %1").arg(sessionErrorText(why));
        return false;
    }
    m_sessionPath = QFileInfo(path).absoluteFilePath();
    m_modified = true; // force the notification
    setModified(false);
    return true;
}

bool ChatPanel::exportSession(const QString &path, sw::SessionExportFormat format, QString *error)
{
    QString local;
    QString &err = error ? *error : local;
    if (!m_loop) {
        err = tr("There is no conversation to export yet.");
        return false;
    }
    // The HTML report renders the answers' Markdown as the chat does (it showed them as raw text in <pre>).
    const bool ok = sw::exportSession(m_loop->session(), path, format, sessionSecrets(), &err,
        [](const QString &markdown) { return MarkdownBlocks::documentHtml(markdown); });
    if (!ok)
        err = sessionErrorText(err);
    return ok;
}

bool ChatPanel::maybeSaveSession()
{
    if (!m_modified || !m_loop)
        return true;
    // A replay whose user turns are the scenario's own is the scenario: playing it again gives the same session, so
    // finishing or leaving it asks nothing. A turn the user wrote himself, or a re-sent branch, makes it worth keeping.
    if (isReplay() && !m_loop->isRunning()) {
        int user = 0;
        bool scripted = true;
        for (const sw::TranscriptEvent &e : m_loop->session().events)
            if (e.kind == sw::TranscriptEvent::Kind::User)
                scripted = scripted && user < m_scenario.userMessages.size()
                    && e.text.trimmed() == m_scenario.userMessages.at(user++).trimmed();
        for (const sw::RequestRecord &r : m_loop->session().requests)
            scripted = scripted && r.branchOf < 0; // a re-sent branch is the user's own experiment
        if (scripted)
            return true;
    }
    const auto answer = QMessageBox::question(this, tr("Unsaved session"),
        tr("The conversation has turns that are not saved. Save the session first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    return requestSaveSession();
}

bool ChatPanel::stopRunningTurnFor(const QString &action)
{
    if (!m_loop || !m_loop->isRunning())
        return true;
    const auto answer = QMessageBox::question(this, action,
        tr("A turn is still running. Stop it? What has arrived stays in the conversation, marked incomplete."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return false;
    stop();
    return true;
}

void ChatPanel::requestNewSession()
{
    if (!stopRunningTurnFor(tr("New Session")))
        return;
    if (maybeSaveSession())
        newSession();
}

void ChatPanel::requestOpenSession()
{
    if (!stopRunningTurnFor(tr("Open Session")))
        return;
    if (!maybeSaveSession())
        return;
    // Opens where the user last opened or saved a session (Settings::lastFolder), else the home folder.
    const QString path = chooseOpenFile(
        this, m_settings.data(), FolderPurpose::Session, tr("Open Session"), tr("Sessions (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openSession(path, &error)) {
        QMessageBox::warning(this, tr("Open Session"), error);
        Q_EMIT errorOccurred(error);
    }
}

bool ChatPanel::requestSaveSession()
{
    if (m_sessionPath.isEmpty())
        return requestSaveSessionAs();
    QString error;
    if (!saveSession(m_sessionPath, &error)) {
        QMessageBox::warning(this, tr("Save Session"), error);
        return false;
    }
    m_status->setText(tr("Saved %1.").arg(QDir::toNativeSeparators(m_sessionPath)));
    return true;
}

bool ChatPanel::requestSaveSessionAs()
{
    if (!m_loop) {
        QMessageBox::information(this, tr("Save Session"), tr("There is no conversation to save yet."));
        return false;
    }
    // A session saved before is offered where it is; a new one in the folder sessions were last saved to.
    const QString suggested
        = m_sessionPath.isEmpty() ? QStringLiteral("session-%1.jsonl").arg(m_loop->session().id) : m_sessionPath;
    QString path = chooseSaveFile(this, m_settings.data(), FolderPurpose::Session, tr("Save Session As"), suggested,
        tr("Sessions (*.jsonl);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".jsonl");
    QString error;
    if (!saveSession(path, &error)) {
        QMessageBox::warning(this, tr("Save Session"), error);
        return false;
    }
    m_status->setText(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void ChatPanel::requestExport(sw::SessionExportFormat format)
{
    if (!m_loop) {
        QMessageBox::information(this, tr("Export Session"), tr("There is no conversation to export yet."));
        return;
    }
    QString title = tr("Export as Markdown");
    QString suffix = QStringLiteral(".md");
    QString filter = tr("Markdown (*.md)");
    if (format == sw::SessionExportFormat::Html) {
        title = tr("Export as HTML Report");
        suffix = QStringLiteral(".html");
        filter = tr("HTML report (*.html)");
    } else if (format == sw::SessionExportFormat::Har) {
        title = tr("Export Requests as HAR");
        suffix = QStringLiteral(".har");
        filter = tr("HTTP Archive (*.har)");
    }
    // Exports go to the folder exports were last written to (the session's own name when it has one).
    const QString base = m_sessionPath.isEmpty() ? QStringLiteral("session-%1").arg(m_loop->session().id)
                                                 : QFileInfo(m_sessionPath).completeBaseName();
    QString path = chooseSaveFile(this, m_settings.data(), FolderPurpose::SessionExport, title, base + suffix, filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += suffix;
    QString error;
    if (!exportSession(path, format, &error)) {
        QMessageBox::warning(this, tr("Export Session"), error);
        return;
    }
    m_status->setText(tr("Exported %1 (API keys redacted).").arg(QDir::toNativeSeparators(path)));
}

} // namespace sw::ui

// TextFilePage: loading, saving, autosave and external-change handling for one text file.
#include "textfilepage.h"

#include "editor/diskchangesdialog.h"
#include "editor/sourceeditor.h"
#include "theme/theme.h"

#include <QDir>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace sw::ui {

TextFilePage::TextFilePage(const QString &path, ExternalChangePolicy policy, QWidget *parent)
    : EditorPage(parent)
    , m_session(new FileSession(path, this))
    , m_editor(new SourceEditor(this))
    , m_policy(std::move(policy))
    , m_autosave(new QTimer(this))
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    buildRemovedBar();
    m_layout->addWidget(m_removedBar);
    // The editor fills the page; a page that arranges it with other widgets (SKILL.md) takes it out first.
    m_layout->addWidget(m_editor, 1);
    m_editor->setLexerForFile(path);
    m_autosave->setInterval(30'000);
    connect(m_autosave, &QTimer::timeout, this, &TextFilePage::autosaveNow);
    connect(m_editor, &QsciScintilla::modificationChanged, this, [this](bool) {
        const bool modified = isModified();
        emit modificationChanged(modified);
        if (modified && !m_autosave->isActive())
            m_autosave->start();
        if (!modified)
            m_session->clearRecovery(); // back to the disk's text: no copy to offer after a crash
    });
    connect(m_session, &FileSession::changedOnDisk, this, &TextFilePage::onChangedOnDisk);
    connect(m_session, &FileSession::removedFromDisk, this, &TextFilePage::updateRemovedState);
    connect(m_session, &FileSession::restoredOnDisk, this, &TextFilePage::updateRemovedState);
}

void TextFilePage::buildRemovedBar()
{
    // Shown while the file is deleted on disk: the text is only in the editor now, so the page counts as modified
    // (Save is enabled, closing asks) and the bar offers what to do.
    m_removedBar = new QFrame(this);
    m_removedBar->setObjectName(QStringLiteral("removedFromDiskBar"));
    m_removedBar->setFrameShape(QFrame::StyledPanel);
    QColor background = themeColours().warning;
    background.setAlpha(50);
    m_removedBar->setStyleSheet(QStringLiteral("QFrame#removedFromDiskBar { background: %1; border: 1px solid %2; }")
                                    .arg(background.name(QColor::HexArgb), themeColours().warning.name()));
    m_removedLabel = new QLabel(m_removedBar);
    m_removedLabel->setWordWrap(true);
    m_removedLabel->setTextFormat(Qt::PlainText);
    auto *save = new QPushButton(tr("Save to Recreate"), m_removedBar);
    save->setObjectName(QStringLiteral("recreateButton"));
    save->setToolTip(tr("Write the editor's text to the file again (and its folder, when that is gone too)"));
    auto *close = new QPushButton(tr("Close"), m_removedBar);
    close->setObjectName(QStringLiteral("closeDeletedButton"));
    close->setToolTip(tr("Close the tab; you are asked first when it has edits"));
    auto *row = new QHBoxLayout(m_removedBar);
    row->setContentsMargins(8, 4, 8, 4);
    row->addWidget(m_removedLabel, 1);
    row->addWidget(save);
    row->addWidget(close);
    m_removedBar->hide();
    connect(save, &QPushButton::clicked, this, [this] {
        QDir().mkpath(QFileInfo(filePath()).absolutePath()); // the user asked for it: recreate the folder too
        emit saveRequested();
    });
    connect(close, &QPushButton::clicked, this, [this] { emit closeRequested(m_editor->isModified()); });
}

void TextFilePage::updateRemovedState()
{
    const bool removed = m_session->isRemovedFromDisk();
    if (removed) {
        const bool folderGone = !QFileInfo(QFileInfo(filePath()).absolutePath()).isDir();
        m_removedLabel->setText(folderGone
                ? tr("%1 and its folder were deleted from disk. The text is only in this editor now.")
                      .arg(QDir::toNativeSeparators(filePath()))
                : tr("%1 was deleted from disk. The text is only in this editor now.")
                      .arg(QDir::toNativeSeparators(filePath())));
    }
    m_removedBar->setVisible(removed);
    emit modificationChanged(isModified());
}

SourceEditor *TextFilePage::takeEditorFromLayout()
{
    m_layout->removeWidget(m_editor);
    return m_editor;
}

void TextFilePage::setAutosaveInterval(int seconds)
{
    m_autosave->setInterval(qMax(1, seconds) * 1000);
}

bool TextFilePage::loadFromDisk(QString *error)
{
    QByteArray bytes;
    if (!m_session->load(&bytes, error))
        return false;
    setContent(bytes, false);
    return true;
}

void TextFilePage::setContent(const QByteArray &bytes, bool keepUndo)
{
    if (keepUndo) {
        // Reload as one undoable edit, so "reload" can be undone.
        m_editor->beginUndoAction();
        m_editor->selectAll();
        m_editor->replaceSelectedText(QString::fromUtf8(bytes));
        m_editor->endUndoAction();
        m_editor->setCursorPosition(0, 0);
    } else {
        m_editor->setText(QString::fromUtf8(bytes));
        m_editor->SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    }
    m_editor->setModified(false);
    m_savePointIsDisk = true;
    contentReplaced();
}

void TextFilePage::restoreContent(const QByteArray &content)
{
    m_editor->beginUndoAction();
    m_editor->selectAll();
    m_editor->replaceSelectedText(QString::fromUtf8(content));
    m_editor->endUndoAction();
    m_editor->setModified(content != m_session->diskBytes());
    contentReplaced();
    autosaveNow(); // the restored edits have this instance's copy at once
}

void TextFilePage::setFilePath(const QString &path)
{
    m_session->setPath(path);
    if (isModified())
        autosaveNow();
}

bool TextFilePage::isModified() const
{
    if (m_session->isRemovedFromDisk())
        return true;
    return m_savePointIsDisk ? m_editor->isModified() : contentBytes() != m_session->diskBytes();
}

bool TextFilePage::isDeletedOnDisk() const
{
    return m_session->isRemovedFromDisk();
}

QByteArray TextFilePage::contentBytes() const
{
    return m_editor->text().toUtf8();
}

bool TextFilePage::save(QString *error)
{
    const bool wasRemoved = m_session->isRemovedFromDisk();
    if (!m_session->save(contentBytes(), error))
        return false;
    m_editor->setModified(false);
    m_savePointIsDisk = true;
    m_autosave->stop();
    emit modificationChanged(false);
    if (wasRemoved)
        updateRemovedState(); // recreated: the bar goes, the tab is clean
    return true;
}

void TextFilePage::autosaveNow()
{
    if (isModified() && !m_session->isRemovedFromDisk() && contentBytes() == m_session->diskBytes()) {
        m_session->clearRecovery(); // the same text as on disk: nothing to recover
        return;
    }
    if (isModified()) {
        m_session->writeRecovery(contentBytes());
    } else {
        m_autosave->stop();
        m_session->clearRecovery();
    }
}

void TextFilePage::onChangedOnDisk(const QByteArray &bytes)
{
    if (!isModified()) {
        setContent(bytes, true);
        return;
    }
    ExternalChangeDecision decision = ExternalChangeDecision::KeepMine;
    if (m_policy) {
        decision = m_policy(filePath());
    } else {
        QMessageBox box(QMessageBox::Warning, tr("File changed on disk"),
            tr("%1 was changed by another program, and you have unsaved edits.")
                .arg(QDir::toNativeSeparators(filePath())),
            QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("changedOnDiskPrompt"));
        box.setInformativeText(tr("Keep Mine keeps your edits (saving writes them over the other version); Reload "
                                  "replaces them with the file on disk (Undo brings them back)."));
        QPushButton *keep = box.addButton(tr("Keep Mine"), QMessageBox::RejectRole);
        QPushButton *diff = box.addButton(tr("Show Diff…"), QMessageBox::ActionRole);
        QPushButton *reload = box.addButton(tr("Reload"), QMessageBox::DestructiveRole);
        // Enter and Escape keep what the user typed: nothing is lost by a reflex keystroke.
        box.setDefaultButton(keep);
        box.setEscapeButton(keep);
        box.exec();
        decision = box.clickedButton() == reload ? ExternalChangeDecision::Reload
            : box.clickedButton() == diff        ? ExternalChangeDecision::ShowDiff
                                                 : ExternalChangeDecision::KeepMine;
    }
    if (decision == ExternalChangeDecision::Reload) {
        setContent(bytes, true);
        return;
    }
    // Kept: the editor's save point is the old disk text now; the tab stays modified until it equals the disk.
    m_savePointIsDisk = false;
    emit modificationChanged(isModified());
    if (decision == ExternalChangeDecision::ShowDiff)
        showDiff(bytes);
}

void TextFilePage::showDiff(const QByteArray &diskBytes)
{
    auto *dialog
        = new DiskChangesDialog(QFileInfo(filePath()).fileName(), m_editor->text(), QString::fromUtf8(diskBytes), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DiskChangesDialog::reloadChosen, this, [this, diskBytes] { setContent(diskBytes, true); });
    dialog->open();
}

} // namespace sw::ui

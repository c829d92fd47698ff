// TextFilePage: loading, saving, autosave and external-change handling for one text file.
#include "textfilepage.h"

#include "editor/sourceeditor.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPlainTextEdit>
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
    // The editor fills the page; a page that arranges it with other widgets (SKILL.md) takes it out first.
    m_layout->addWidget(m_editor, 1);
    m_editor->setLexerForFile(path);
    m_autosave->setInterval(30'000);
    connect(m_autosave, &QTimer::timeout, this, &TextFilePage::autosaveNow);
    connect(m_editor, &QsciScintilla::modificationChanged, this, [this](bool modified) {
        emit modificationChanged(modified);
        if (modified && !m_autosave->isActive())
            m_autosave->start();
    });
    connect(m_session, &FileSession::changedOnDisk, this, &TextFilePage::onChangedOnDisk);
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
}

void TextFilePage::setFilePath(const QString &path)
{
    m_session->setPath(path);
    if (isModified())
        autosaveNow();
}

bool TextFilePage::isModified() const
{
    return m_editor->isModified();
}

QByteArray TextFilePage::contentBytes() const
{
    return m_editor->text().toUtf8();
}

bool TextFilePage::save(QString *error)
{
    if (!m_session->save(contentBytes(), error))
        return false;
    m_editor->setModified(false);
    m_autosave->stop();
    return true;
}

void TextFilePage::autosaveNow()
{
    if (isModified())
        m_session->writeRecovery(contentBytes());
    else
        m_autosave->stop();
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
        QPushButton *reload = box.addButton(tr("Reload"), QMessageBox::DestructiveRole);
        QPushButton *diff = box.addButton(tr("Show Diff…"), QMessageBox::ActionRole);
        box.addButton(tr("Keep Mine"), QMessageBox::RejectRole);
        box.exec();
        decision = box.clickedButton() == reload ? ExternalChangeDecision::Reload
            : box.clickedButton() == diff        ? ExternalChangeDecision::ShowDiff
                                                 : ExternalChangeDecision::KeepMine;
    }
    if (decision == ExternalChangeDecision::Reload)
        setContent(bytes, true);
    else if (decision == ExternalChangeDecision::ShowDiff)
        showDiff(bytes);
}

void TextFilePage::showDiff(const QByteArray &diskBytes)
{
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Changes on disk: %1").arg(QFileInfo(filePath()).fileName()));
    auto *view = new SourceEditor(dialog);
    view->setLexerForFile(QStringLiteral("changes.diff"));
    view->setText(unifiedLineDiff(m_editor->text(), QString::fromUtf8(diskBytes), tr("your edits"), tr("on disk")));
    view->setReadOnly(true);
    auto *buttons = new QDialogButtonBox(dialog);
    QPushButton *reload = buttons->addButton(tr("Reload from Disk"), QDialogButtonBox::DestructiveRole);
    buttons->addButton(tr("Keep Mine"), QDialogButtonBox::RejectRole);
    connect(reload, &QPushButton::clicked, this, [this, diskBytes, dialog] {
        setContent(diskBytes, true);
        dialog->accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(view);
    layout->addWidget(buttons);
    dialog->resize(760, 520);
    dialog->open();
}

} // namespace sw::ui

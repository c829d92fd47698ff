// FindBar: QScintilla's findFirst/findNext behind a line edit.
#include "findbar.h"

#include "editor/sourceeditor.h"
#include "theme/icons.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QToolButton>

namespace sw::ui {

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_search(new QLineEdit(this))
    , m_replace(new QLineEdit(this))
    , m_case(new QCheckBox(tr("Match case"), this))
{
    m_search->setPlaceholderText(tr("Find"));
    m_search->setClearButtonEnabled(true);
    m_replace->setPlaceholderText(tr("Replace with"));
    auto button = [this](const QString &text, const QString &icon) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(text);
        if (!icon.isEmpty())
            b->setIcon(themedIcon(icon));
        b->setAutoRaise(true);
        return b;
    };
    QToolButton *previous = button(tr("Previous"), {});
    QToolButton *next = button(tr("Next"), {});
    QToolButton *replace = button(tr("Replace"), {});
    QToolButton *replaceAllButton = button(tr("Replace All"), {});
    QToolButton *close = button(tr("Close"), QStringLiteral("close"));
    close->setToolButtonStyle(Qt::ToolButtonIconOnly);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(m_search, 2);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_case);
    layout->addSpacing(12);
    layout->addWidget(m_replace, 1);
    layout->addWidget(replace);
    layout->addWidget(replaceAllButton);
    layout->addWidget(close);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { findNext(true); });
    connect(next, &QToolButton::clicked, this, [this] { findNext(true); });
    connect(previous, &QToolButton::clicked, this, [this] { findNext(false); });
    connect(replace, &QToolButton::clicked, this, &FindBar::replaceOne);
    connect(replaceAllButton, &QToolButton::clicked, this, &FindBar::replaceAll);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void FindBar::setEditor(SourceEditor *editor)
{
    m_editor = editor;
}

void FindBar::activate()
{
    if (m_editor && m_editor->hasSelectedText() && !m_editor->selectedText().contains(QLatin1Char('\n')))
        m_search->setText(m_editor->selectedText());
    show();
    m_search->setFocus();
    m_search->selectAll();
}

bool FindBar::findNext(bool forward)
{
    if (!m_editor || m_search->text().isEmpty())
        return false;
    int line = 0;
    int index = 0;
    m_editor->getCursorPosition(&line, &index);
    if (!forward && m_editor->hasSelectedText()) {
        int lineFrom = 0, indexFrom = 0, lineTo = 0, indexTo = 0;
        m_editor->getSelection(&lineFrom, &indexFrom, &lineTo, &indexTo);
        line = lineFrom;
        index = indexFrom;
    }
    return m_editor->findFirst(m_search->text(), false, m_case->isChecked(), false, true, forward, line, index);
}

void FindBar::replaceOne()
{
    if (!m_editor)
        return;
    if (m_editor->hasSelectedText()
        && m_editor->selectedText().compare(
               m_search->text(), m_case->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive)
            == 0)
        m_editor->replaceSelectedText(m_replace->text());
    findNext(true);
}

void FindBar::replaceAll()
{
    if (!m_editor || m_search->text().isEmpty())
        return;
    m_editor->beginUndoAction();
    bool found = m_editor->findFirst(m_search->text(), false, m_case->isChecked(), false, false, true, 0, 0);
    while (found) {
        m_editor->replace(m_replace->text());
        found = m_editor->findNext();
    }
    m_editor->endUndoAction();
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        hide();
        if (m_editor)
            m_editor->setFocus();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace sw::ui

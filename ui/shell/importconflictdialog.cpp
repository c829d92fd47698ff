// ImportConflictDialog: the question, the root picker and the three answers.
#include "importconflictdialog.h"

#include "library/rootlabels.h"
#include "library/skilllibrary.h"
#include "theme/icons.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace sw::ui {

ImportConflictDialog::ImportConflictDialog(const ImportConflict &conflict, QWidget *parent)
    : QDialog(parent)
    , m_conflict(conflict)
    , m_message(new QLabel(this))
    , m_root(new QComboBox(this))
    , m_detail(new QLabel(this))
    , m_overwrite(new QPushButton(tr("Overwrite"), this))
    , m_copy(new QPushButton(this))
    , m_import(new QPushButton(tr("Import"), this))
{
    setObjectName(QStringLiteral("importConflict"));
    setWindowTitle(tr("Import Skill Package"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setObjectName(QStringLiteral("importConflictDetail"));

    QList<SkillRoot> roots;
    for (const QString &root : conflict.roots)
        roots << SkillLibrary::rootFor(root);
    const QStringList labels = rootLabels(roots);
    for (int i = 0; i < conflict.roots.size(); ++i) {
        m_root->addItem(labels.value(i), conflict.roots[i]);
        m_root->setItemData(i, QDir::toNativeSeparators(conflict.roots[i]), Qt::ToolTipRole);
    }
    m_root->setCurrentIndex(qMax(0, int(conflict.roots.indexOf(conflict.root))));

    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxQuestion).pixmap(32, 32));
    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(m_message, 1);
    auto *form = new QFormLayout;
    form->addRow(tr("Import into:"), m_root);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_overwrite, QDialogButtonBox::DestructiveRole);
    buttons->addButton(m_copy, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_import, QDialogButtonBox::AcceptRole);
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setText(tr("Cancel")); // Qt's own translations may not be installed
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(form);
    layout->addWidget(m_detail);
    layout->addWidget(buttons);
    m_message->setMinimumWidth(460); // the dialog is as wide as its widest part, and at least this
    m_detail->setMinimumWidth(460);
    // As tall as the wrapped text needs at its width, like a message box (no empty band under the labels).
    layout->setSizeConstraint(QLayout::SetFixedSize);

    connect(m_root, &QComboBox::currentIndexChanged, this, &ImportConflictDialog::update);
    connect(m_overwrite, &QPushButton::clicked, this, [this] { choose(ImportChoice::Overwrite); });
    connect(m_copy, &QPushButton::clicked, this, [this] { choose(ImportChoice::Copy); });
    connect(m_import, &QPushButton::clicked, this, [this] { choose(ImportChoice::Import); });
    connect(cancel, &QPushButton::clicked, this, [this] { choose(ImportChoice::Cancel); });
    update();
}

QStringList ImportConflictDialog::conflictsIn(const QString &root) const
{
    QStringList names;
    for (const QString &name : m_conflict.allNames)
        if (QFileInfo::exists(QDir(root).filePath(name)))
            names << name;
    return names;
}

void ImportConflictDialog::update()
{
    const QString root = m_root->currentData().toString();
    const QString rootName = m_root->currentText();
    const QStringList conflicts = conflictsIn(root);
    const QString archive = QFileInfo(m_conflict.archive).fileName();
    if (conflicts.isEmpty()) {
        m_message->setText(tr("%1 can be imported into %2: nothing of that name is there.").arg(archive, rootName));
        m_detail->setText(QDir::toNativeSeparators(root));
    } else {
        m_message->setText(
            tr("%1 already exists in %2 (%3). Replace it with the one in %4, import it as a copy, "
               "or choose another root?")
                .arg(conflicts.join(QStringLiteral(", ")), rootName, QDir::toNativeSeparators(root), archive));
        QStringList copies;
        for (const QString &name : conflicts)
            copies << SkillPackages::copyName(root, name);
        QString detail = tr("Overwrite moves the existing %1 to the trash. A copy is imported as %2, with its name "
                            "set to match.")
                             .arg(conflicts.join(QStringLiteral(", ")), copies.join(QStringLiteral(", ")));
        const bool sameRoot = root == m_conflict.root;
        if (sameRoot && !m_conflict.unsavedFiles.isEmpty())
            detail += QLatin1Char('\n')
                + tr("After an overwrite, the unsaved changes in %1 stay in their tabs (not saved).")
                      .arg(m_conflict.unsavedFiles.join(QStringLiteral(", ")));
        m_detail->setText(detail);
        m_copy->setText(conflicts.size() == 1 ? tr("Import as %1").arg(copies.first()) : tr("Import as Copies"));
    }
    m_overwrite->setVisible(!conflicts.isEmpty());
    m_copy->setVisible(!conflicts.isEmpty());
    m_import->setVisible(conflicts.isEmpty());
    (conflicts.isEmpty() ? m_import : m_copy)->setDefault(true);
}

void ImportConflictDialog::choose(ImportChoice::Action action)
{
    m_choice.action = action;
    m_choice.root = m_root->currentData().toString();
    if (action == ImportChoice::Cancel)
        reject();
    else
        accept();
}

} // namespace sw::ui

// AboutDialog: a short, translated text beside the application icon.
#include "aboutdialog.h"

#include "theme/icons.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace sw::ui {

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Skill Workbench"));
    auto *icon = new QLabel(this);
    icon->setPixmap(applicationIcon().pixmap(QSize(96, 96)));
    icon->setAlignment(Qt::AlignTop);
    auto *text = new QLabel(this);
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setOpenExternalLinks(true);
    text->setText(tr("<h2>Skill Workbench %1</h2>"
                     "<p>Author, debug and demo Agent Skills: browse skill roots, edit SKILL.md with live "
                     "validation, see the exact catalog each framework renders and what every layer costs "
                     "in tokens.</p>"
                     "<p>Built with Qt %2.</p>")
                      .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
    text->setMinimumWidth(360);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
}

} // namespace sw::ui

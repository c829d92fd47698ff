// NewSkillDialog: the form, its live checks and the creation.
#include "newskilldialog.h"

#include "editor/skillfiles.h"
#include "theme/acceptshortcut.h"
#include "theme/theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sw::ui {

namespace {
constexpr int kNewSkillDescriptionLimit = 1024;

void showMessage(QLabel *label, const QString &text, const QColor &colour)
{
    label->setText(text);
    label->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colour.name()));
    label->setVisible(!text.isEmpty());
}
} // namespace

NewSkillDialog::NewSkillDialog(const QStringList &roots, const QString &preferredRoot, QWidget *parent)
    : QDialog(parent)
    , m_root(new QComboBox(this))
    , m_template(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_nameMessage(new QLabel(this))
    , m_suggestion(new QLabel(this))
    , m_description(new QPlainTextEdit(this))
    , m_descriptionMessage(new QLabel(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("newSkillDialog"));
    setWindowTitle(tr("New Skill"));
    for (const QString &root : roots)
        m_root->addItem(QDir::toNativeSeparators(root), root);
    if (const int index = m_root->findData(preferredRoot); index >= 0)
        m_root->setCurrentIndex(index);
    for (const SkillTemplate &skillTemplate : skillTemplates())
        m_template->addItem(skillTemplate.title, skillTemplate.id);
    m_name->setObjectName(QStringLiteral("newSkillName"));
    m_name->setPlaceholderText(tr("my-new-skill"));
    m_name->setToolTip(
        tr("Lower-case letters, digits and single hyphens, up to 64 characters; also the folder's name"));
    m_nameMessage->setWordWrap(true);
    m_nameMessage->setObjectName(QStringLiteral("newSkillNameMessage"));
    m_suggestion->setObjectName(QStringLiteral("newSkillSuggestion"));
    m_suggestion->setTextFormat(Qt::RichText);
    m_suggestion->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_description->setObjectName(QStringLiteral("newSkillDescription"));
    m_description->setPlaceholderText(tr("What the skill does, then when to use it: \"Turns a CSV file into a chart. "
                                         "Use when the user shares tabular data and wants a picture of it.\""));
    m_description->setTabChangesFocus(true);
    m_description->setFixedHeight(96);
    m_descriptionMessage->setWordWrap(true);
    m_descriptionMessage->setObjectName(QStringLiteral("newSkillDescriptionMessage"));
    m_error->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("newSkillError"));
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Create"));
    addAcceptShortcut(this, m_ok); // from the description too, where Return writes a new line
    auto *nameBox = new QVBoxLayout;
    nameBox->setSpacing(2);
    nameBox->addWidget(m_name);
    nameBox->addWidget(m_nameMessage);
    nameBox->addWidget(m_suggestion, 0, Qt::AlignLeft);
    auto *descriptionBox = new QVBoxLayout;
    descriptionBox->setSpacing(2);
    descriptionBox->addWidget(m_description);
    descriptionBox->addWidget(m_descriptionMessage);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Root"), m_root);
    form->addRow(tr("Template"), m_template);
    form->addRow(tr("Name"), nameBox);
    form->addRow(tr("Description"), descriptionBox);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(560);

    connect(buttons, &QDialogButtonBox::accepted, this, &NewSkillDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &NewSkillDialog::validate);
    connect(m_description, &QPlainTextEdit::textChanged, this, &NewSkillDialog::validate);
    connect(m_root, &QComboBox::currentIndexChanged, this, &NewSkillDialog::validate);
    connect(m_suggestion, &QLabel::linkActivated, this, [this] {
        m_name->setText(m_suggested);
        m_name->setFocus();
    });
    validate();
    m_name->setFocus();
}

QString NewSkillDialog::root() const
{
    return m_root->currentData().toString();
}
QString NewSkillDialog::templateId() const
{
    return m_template->currentData().toString();
}
QString NewSkillDialog::name() const
{
    return m_name->text().trimmed();
}
QString NewSkillDialog::description() const
{
    return m_description->toPlainText().trimmed();
}

void NewSkillDialog::validate()
{
    const ThemeColours colours = themeColours();
    const QString typed = name();
    m_suggested = suggestedSkillName(typed);
    QString problem;
    QString warning;
    if (typed.isEmpty()) {
        problem = QString(); // nothing typed yet: no complaint, but nothing to create either
    } else if (typed.size() > 64) {
        problem = tr("The name has %1 characters; at most 64 are allowed.").arg(typed.size());
    } else if (!isValidSkillName(typed)) {
        problem = tr("A name uses lower-case letters, digits and single hyphens, and does not start or end with a "
                     "hyphen.");
    } else if (QFileInfo::exists(QDir(root()).filePath(typed))) {
        problem = tr("%1 already exists in this root: choose another name.")
                      .arg(QDir::toNativeSeparators(QDir(root()).filePath(typed)));
    } else if (typed.contains(QLatin1String("claude")) || typed.contains(QLatin1String("anthropic"))) {
        warning = tr("Claude's skill upload rejects names containing \"claude\" or \"anthropic\".");
    }
    if (!problem.isEmpty())
        showMessage(m_nameMessage, problem, colours.error);
    else
        showMessage(m_nameMessage, warning, colours.warning);
    const bool suggest = !problem.isEmpty() && !m_suggested.isEmpty() && m_suggested != typed
        && !QFileInfo::exists(QDir(root()).filePath(m_suggested));
    m_suggestion->setText(
        QStringLiteral("<a href=\"use\">%1</a>").arg(tr("Use \"%1\"").arg(m_suggested).toHtmlEscaped()));
    m_suggestion->setVisible(suggest);

    const QString text = description();
    QStringList notes;
    QColor colour = colours.muted;
    if (text.isEmpty()) {
        notes << tr("Required by the spec: say what the skill does and when to use it (you can also fill it in "
                    "later).");
        colour = colours.warning;
    } else {
        notes << tr("%1 / %2").arg(text.size()).arg(kNewSkillDescriptionLimit);
        if (text.size() > kNewSkillDescriptionLimit) {
            notes << tr("Too long: at most %1 characters.").arg(kNewSkillDescriptionLimit);
            colour = colours.error;
        }
        if (text.contains(QLatin1Char('<')) || text.contains(QLatin1Char('>'))) {
            notes << tr("Claude's upload rejects < and > in the description.");
            colour = colour == colours.error ? colour : colours.warning;
        }
        if (text.contains(QLatin1String(": ")) || text.contains(QLatin1String(" #"))) {
            notes << tr("\": \" and \" #\" need quotes in YAML, and tRPC-Agent-Go keeps the quotes: rephrase (\"Use "
                        "when the user …\").");
            colour = colour == colours.error ? colour : colours.warning;
        }
    }
    showMessage(m_descriptionMessage, notes.join(QStringLiteral(" · ")), colour);
    m_error->hide();
    m_ok->setEnabled(!typed.isEmpty() && problem.isEmpty() && m_root->count() > 0);
    makeRoom();
}

void NewSkillDialog::makeRoom()
{
    // The messages wrap: grow the dialog to their height at its width, so none overlaps the fields.
    QLayout *outer = layout();
    if (!outer)
        return;
    outer->activate();
    const int needed
        = outer->hasHeightForWidth() ? outer->totalHeightForWidth(width()) : outer->totalMinimumSize().height();
    if (height() < needed)
        resize(width(), needed);
}

void NewSkillDialog::accept()
{
    if (!m_ok->isEnabled())
        return;
    QString skillMd;
    const QString error = createSkillFromTemplate(root(), templateId(), name(), description(), &skillMd);
    if (!error.isEmpty()) {
        // Stay open with everything typed; say what went wrong where the user looks.
        showMessage(m_error, error, themeColours().error);
        makeRoom();
        return;
    }
    m_created = skillMd;
    QDialog::accept();
}

} // namespace sw::ui

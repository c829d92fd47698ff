// SkillNameDialog: inline validation of a skill name.
#include "skillnamedialog.h"

#include "editor/skillfiles.h"
#include "theme/theme.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sw::ui {

QString kebabCaseName(const QString &text)
{
    QString out;
    for (const QChar c : text.trimmed().toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            out += c;
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    out = out.left(64);
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}

SkillNameDialog::SkillNameDialog(const QString &title, const QString &prompt, const QString &initial,
    const QString &parentFolder, const QString &current, QWidget *parent)
    : QDialog(parent)
    , m_edit(new QLineEdit(this))
    , m_hint(new QLabel(this))
    , m_suggestion(new QPushButton(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_parentFolder(parentFolder)
    , m_current(current)
{
    setWindowTitle(title);
    setObjectName(QStringLiteral("skillNameDialog"));
    auto *label = new QLabel(prompt, this);
    label->setWordWrap(true);
    m_edit->setText(initial);
    m_edit->selectAll();
    m_hint->setObjectName(QStringLiteral("skillNameHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_edit);
    auto *hintRow = new QHBoxLayout;
    hintRow->addWidget(m_hint, 1);
    hintRow->addWidget(m_suggestion, 0, Qt::AlignTop);
    layout->addLayout(hintRow);
    m_suggestion->setObjectName(QStringLiteral("useSuggestedName"));
    m_suggestion->setAutoDefault(false);
    connect(m_suggestion, &QPushButton::clicked, this, [this] {
        m_edit->setText(m_suggestion->property("name").toString());
        m_edit->setFocus();
    });
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("OK")); // Qt's own translations may not be installed
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(m_edit, &QLineEdit::textChanged, this, &SkillNameDialog::validate);
    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        m_edited = true;
        validate();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isAcceptable())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(420);
    validate();
}

QString SkillNameDialog::name() const
{
    return m_edit->text().trimmed();
}

bool SkillNameDialog::isAcceptable() const
{
    const QString text = name();
    return isValidSkillName(text) && text != m_current && !QFileInfo::exists(QDir(m_parentFolder).filePath(text));
}

void SkillNameDialog::validate()
{
    const QString text = name();
    QString hint;
    bool problem = true;
    QString suggestion;
    if (text.isEmpty()) {
        hint = tr("Type a name: lower-case letters, digits and single hyphens, for example pdf-tools.");
    } else if (!isValidSkillName(text)) {
        suggestion = kebabCaseName(text);
        if (suggestion == text || QFileInfo::exists(QDir(m_parentFolder).filePath(suggestion)))
            suggestion.clear();
        hint = tr("A skill name has lower-case letters, digits and single hyphens (at most 64 characters).");
    } else if (text == m_current) {
        // Opening Rename shows the current name: that is a starting point, not a mistake (no error before typing).
        hint = m_edited ? tr("That is the current name.")
                        : tr("Type the new name: lower-case letters, digits and single hyphens.");
        problem = m_edited;
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    } else if (QFileInfo::exists(QDir(m_parentFolder).filePath(text))) {
        hint = tr("%1 already exists in %2.").arg(text, QDir::toNativeSeparators(m_parentFolder));
    } else {
        hint = tr("The folder becomes %1.").arg(QDir::toNativeSeparators(QDir(m_parentFolder).filePath(text)));
        problem = false;
    }
    m_hint->setText(hint);
    m_suggestion->setVisible(!suggestion.isEmpty());
    m_suggestion->setText(tr("Use %1").arg(suggestion));
    m_suggestion->setProperty("name", suggestion);
    QPalette palette = m_hint->palette();
    palette.setColor(QPalette::WindowText, problem ? themeColours().error : themeColours().muted);
    m_hint->setPalette(palette);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!problem && text != m_current);
}

} // namespace sw::ui

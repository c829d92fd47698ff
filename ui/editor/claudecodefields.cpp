// ClaudeCodeFields: Claude Code's own frontmatter fields as a foldable part of the form.
#include "claudecodefields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace sw::ui {

namespace {
void setLine(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text)
        edit->setText(text);
}
} // namespace

ClaudeCodeFields::ClaudeCodeFields(QWidget *parent)
    : QWidget(parent)
    , m_fold(new QToolButton(this))
    , m_body(new QWidget(this))
    , m_whenToUse(new QLineEdit(m_body))
    , m_argumentHint(new QLineEdit(m_body))
    , m_model(new QLineEdit(m_body))
    , m_context(new QComboBox(m_body))
    , m_paths(new QLineEdit(m_body))
    , m_disableModel(new QCheckBox(tr("Hidden from the model (disable-model-invocation)"), m_body))
    , m_userInvocable(new QCheckBox(tr("In the user's / menu (user-invocable)"), m_body))
{
    m_fold->setObjectName(QStringLiteral("claudeCodeFold"));
    m_fold->setText(tr("Claude Code fields"));
    m_fold->setToolTip(tr("Fields only Claude Code reads: other clients ignore them (docs/dialects.md)"));
    m_fold->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_fold->setAutoRaise(true);
    m_fold->setCheckable(true);
    m_fold->setArrowType(Qt::RightArrow);
    m_whenToUse->setObjectName(QStringLiteral("whenToUseField"));
    m_whenToUse->setPlaceholderText(tr("Listed after the description (the two together are cut at 1,536 characters)"));
    m_argumentHint->setObjectName(QStringLiteral("argumentHintField"));
    m_argumentHint->setPlaceholderText(tr("e.g. [file] [format]"));
    m_model->setObjectName(QStringLiteral("modelField"));
    m_model->setPlaceholderText(tr("the conversation's model"));
    m_context->setObjectName(QStringLiteral("contextField"));
    m_context->addItem(tr("Main conversation"), QString());
    m_context->addItem(tr("Forked sub-agent (fork)"), QStringLiteral("fork"));
    m_paths->setObjectName(QStringLiteral("pathsField"));
    m_paths->setPlaceholderText(tr("e.g. src/**/*.py: listed only once a matching file is read or edited"));
    m_disableModel->setObjectName(QStringLiteral("disableModelInvocationField"));
    m_disableModel->setToolTip(tr("Claude Code leaves the skill out of the model's listing; the user can still "
                                  "invoke it with /name"));
    m_userInvocable->setObjectName(QStringLiteral("userInvocableField"));
    m_userInvocable->setToolTip(tr("Off: hidden from the user's / menu only; the model still sees the skill"));
    m_userInvocable->setChecked(true);

    auto *form = new QFormLayout(m_body);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->addRow(tr("When to use"), m_whenToUse);
    form->addRow(tr("Argument hint"), m_argumentHint);
    form->addRow(tr("Model"), m_model);
    form->addRow(tr("Context"), m_context);
    form->addRow(tr("Paths"), m_paths);
    form->addRow(QString(), m_disableModel);
    form->addRow(QString(), m_userInvocable);
    m_body->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_fold, 0, Qt::AlignLeft);
    layout->addWidget(m_body);

    connect(m_fold, &QToolButton::toggled, this, &ClaudeCodeFields::setUnfolded);
    auto lineEdited = [this](QLineEdit *edit, const QString &key) {
        connect(edit, &QLineEdit::textEdited, this, [this, key](const QString &text) {
            if (!m_updating)
                emit fieldEdited(key, text);
        });
    };
    lineEdited(m_whenToUse, QStringLiteral("when_to_use"));
    lineEdited(m_argumentHint, QStringLiteral("argument-hint"));
    lineEdited(m_model, QStringLiteral("model"));
    lineEdited(m_paths, QStringLiteral("paths"));
    connect(m_context, &QComboBox::activated, this, [this](int index) {
        if (!m_updating)
            emit fieldEdited(QStringLiteral("context"), m_context->itemData(index).toString());
    });
    connect(m_disableModel, &QCheckBox::clicked, this, [this](bool checked) {
        if (!m_updating) // the default (false) removes the key
            emit fieldEdited(QStringLiteral("disable-model-invocation"), checked ? QStringLiteral("true") : QString());
    });
    connect(m_userInvocable, &QCheckBox::clicked, this, [this](bool checked) {
        if (!m_updating) // the default (true) removes the key
            emit fieldEdited(QStringLiteral("user-invocable"), checked ? QString() : QStringLiteral("false"));
    });
}

void ClaudeCodeFields::setValues(const ClaudeCodeValues &values)
{
    m_updating = true;
    setLine(m_whenToUse, values.whenToUse);
    setLine(m_argumentHint, values.argumentHint);
    setLine(m_model, values.model);
    setLine(m_paths, values.paths);
    int context = m_context->findData(values.context);
    if (context < 0) { // a value Claude Code does not know: shown as it is
        m_context->addItem(values.context, values.context);
        context = m_context->count() - 1;
    }
    m_context->setCurrentIndex(context);
    m_disableModel->setChecked(values.disableModelInvocation);
    m_userInvocable->setChecked(values.userInvocable);
    m_updating = false;
    if (!values.isDefault())
        setUnfolded(true);
}

bool ClaudeCodeFields::isUnfolded() const
{
    return m_fold->isChecked();
}

void ClaudeCodeFields::setUnfolded(bool unfolded)
{
    if (m_fold->isChecked() != unfolded)
        m_fold->setChecked(unfolded); // toggled() comes back here
    m_fold->setArrowType(unfolded ? Qt::DownArrow : Qt::RightArrow);
    m_body->setVisible(unfolded);
}

QList<QWidget *> ClaudeCodeFields::fields() const
{
    return { m_whenToUse, m_argumentHint, m_model, m_context, m_paths, m_disableModel, m_userInvocable };
}

} // namespace sw::ui

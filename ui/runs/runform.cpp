// RunForm: the manual run form and the SKILL.md command extraction behind its suggestions.
#include "runform.h"

#include "theme/acceptshortcut.h"

#include <QAbstractItemView>
#include <QAbstractListModel>
#include <QComboBox>
#include <QFile>
#include <QFontMetrics>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSpinBox>

namespace sw::ui {

// The skill picker's model: names (display) and folders (Qt::UserRole, what QComboBox::currentData() reads),
// replaced in one reset instead of one insertion per skill.
class SkillChoicesModel : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;

    void setSkills(const QList<RunForm::SkillChoice> &skills)
    {
        beginResetModel();
        m_skills = skills;
        endResetModel();
    }
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_skills.size()); }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.row() >= m_skills.size())
            return {};
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return m_skills[index.row()].name;
        if (role == Qt::UserRole || role == Qt::ToolTipRole)
            return m_skills[index.row()].folder;
        return {};
    }

private:
    QList<RunForm::SkillChoice> m_skills;
};

QStringList documentedCommands(const QString &skillMarkdown)
{
    static const QStringList shellLanguages = { QString(), QStringLiteral("bash"), QStringLiteral("sh"),
        QStringLiteral("shell"), QStringLiteral("console"), QStringLiteral("zsh"), QStringLiteral("shell-session") };
    QStringList commands;
    bool inBlock = false;
    bool shellBlock = false;
    QString fence;
    QString continued;
    for (const QString &rawLine : skillMarkdown.split(u'\n')) {
        const QString line = rawLine.trimmed();
        if (!inBlock) {
            if (line.startsWith(QLatin1String("```")) || line.startsWith(QLatin1String("~~~"))) {
                fence = line.left(3);
                inBlock = true;
                shellBlock = shellLanguages.contains(line.mid(3).trimmed().section(u' ', 0, 0).toLower());
            }
            continue;
        }
        if (line.startsWith(fence)) {
            inBlock = false;
            continued.clear();
            continue;
        }
        if (!shellBlock)
            continue;
        QString command = line;
        if (command.startsWith(QLatin1String("$ ")))
            command = command.mid(2);
        if (continued.isEmpty() && (command.isEmpty() || command.startsWith(u'#')))
            continue;
        if (command.endsWith(u'\\')) {
            continued += command.chopped(1).trimmed() + u' ';
            continue;
        }
        command = (continued + command).trimmed();
        continued.clear();
        if (!command.isEmpty() && !commands.contains(command))
            commands.append(command);
    }
    return commands;
}

RunForm::RunForm(QWidget *parent)
    : QWidget(parent)
    , m_skillModel(new SkillChoicesModel(this))
    , m_skill(new QComboBox(this))
    , m_command(new QComboBox(this))
    , m_globs(new QLineEdit(this))
    , m_env(new QPlainTextEdit(this))
    , m_timeout(new QSpinBox(this))
    , m_executor(new QComboBox(this))
    , m_run(new QPushButton(tr("Run"), this))
{
    m_skill->setModel(m_skillModel);
    // Sized by a typical name, not by measuring every one of possibly 10,000 skills on first show.
    m_skill->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_skill->setMinimumContentsLength(24);
    m_command->setEditable(true);
    m_command->setInsertPolicy(QComboBox::NoInsert);
    m_command->lineEdit()->setPlaceholderText(tr("Command run with bash -c in the skill's working copy"));
    m_globs->setPlaceholderText(tr("Output globs, space-separated (default: out/**)"));
    m_globs->setToolTip(tr("Files the run keeps as outputs: glob patterns relative to the working copy, separated by "
                           "spaces. Empty: out/**"));
    m_env->setPlaceholderText(tr("KEY=value, one per line"));
    m_env->setMaximumHeight(m_env->fontMetrics().lineSpacing() * 4);
    m_timeout->setRange(1, 24 * 3600);
    m_timeout->setValue(300);
    m_timeout->setSuffix(tr(" s"));
    m_executor->addItem(tr("Auto (sandbox if available)"), int(sw::ExecutorChoice::Auto));
    m_executor->addItem(tr("Sandbox (bubblewrap)"), int(sw::ExecutorChoice::Sandbox));
    m_executor->addItem(tr("Local"), int(sw::ExecutorChoice::Local));
    m_run->setDefault(true);

    auto *layout = new QFormLayout(this);
    layout->addRow(tr("Skill"), m_skill);
    layout->addRow(tr("Command"), m_command);
    layout->addRow(tr("Outputs"), m_globs);
    layout->addRow(tr("Environment"), m_env);
    layout->addRow(tr("Timeout"), m_timeout);
    layout->addRow(tr("Executor"), m_executor);
    layout->addRow(QString(), m_run);

    connect(m_skill, &QComboBox::currentIndexChanged, this, &RunForm::onSkillChanged);
    // A long command is cut in the narrow form: its tool tip has it whole.
    connect(m_command, &QComboBox::currentTextChanged, m_command,
        [this](const QString &text) { m_command->setToolTip(text.trimmed().isEmpty() ? QString() : text); });
    connect(m_run, &QPushButton::clicked, this, &RunForm::submit);
    // From the keyboard: Return in the command or outputs field runs, as does Ctrl+Return in any field (the
    // environment box takes Return as a new line); the button's setDefault() only works in dialogs.
    // The combo has the focus and hands keys to its line edit itself (an event filter there misses them), and its
    // line edit's returnPressed came twice for one Return sent to the line edit: a filter on both, that eats it.
    m_command->installEventFilter(this);
    m_command->lineEdit()->installEventFilter(this);
    connect(m_globs, &QLineEdit::returnPressed, this, &RunForm::submit);
    addCtrlReturn(this, Qt::WidgetWithChildrenShortcut, [this] { submit(); });
    m_run->setToolTip(tr("Run the command (Return in the command field, Ctrl+Return in any field)"));
}

void RunForm::setSkills(const QList<SkillChoice> &skills)
{
    const QString previous = currentSkill();
    QSignalBlocker block(m_skill);
    m_skillModel->setSkills(skills);
    const int index = m_skill->findText(previous);
    m_skill->setCurrentIndex(index >= 0 ? index : (skills.isEmpty() ? -1 : 0));
    onSkillChanged();
}

void RunForm::setCurrentSkill(const QString &name)
{
    const int index = m_skill->findText(name);
    if (index >= 0)
        m_skill->setCurrentIndex(index);
}

QString RunForm::currentSkill() const
{
    return m_skill->currentText();
}

QStringList RunForm::offeredCommands() const
{
    QStringList items;
    for (int i = 0; i < m_command->count(); ++i)
        items.append(m_command->itemText(i));
    return items;
}

void RunForm::onSkillChanged()
{
    const QString typed = m_command->currentText();
    m_command->clear();
    const QString folder = m_skill->currentData().toString();
    QFile f(folder + QStringLiteral("/SKILL.md"));
    if (!folder.isEmpty() && f.open(QIODevice::ReadOnly))
        m_command->addItems(documentedCommands(QString::fromUtf8(f.read(qint64(1024) * 1024))));
    m_command->setCurrentText(typed.isEmpty() && m_command->count() > 0 ? m_command->itemText(0) : typed);
    showCommandStart();
}

void RunForm::showCommandStart()
{
    // The line edit keeps its cursor at the end of a text set from code: "…--value revenue --name sales" without the
    // program. The list opens as wide as its longest command, up to the screen's width.
    m_command->lineEdit()->setCursorPosition(0);
    int widest = 0;
    const QFontMetrics metrics = m_command->view()->fontMetrics();
    for (int i = 0; i < m_command->count(); ++i)
        widest = qMax(widest, metrics.horizontalAdvance(m_command->itemText(i)));
    const QScreen *screen = m_command->screen();
    const int limit = screen ? screen->availableGeometry().width() * 9 / 10 : 1200;
    m_command->view()->setMinimumWidth(qMin(limit, widest + 4 * metrics.averageCharWidth()));
}

void RunForm::setRequest(const sw::RunRequest &request)
{
    setCurrentSkill(request.skillName);
    m_command->setCurrentText(request.command);
    showCommandStart();
    m_globs->setText(request.outputGlobs.join(u' '));
    QStringList env;
    for (auto it = request.env.cbegin(); it != request.env.cend(); ++it)
        env.append(it.key() + u'=' + it.value());
    m_env->setPlainText(env.join(u'\n'));
    m_timeout->setValue(request.timeoutSeconds > 0 ? request.timeoutSeconds : 300);
    m_executor->setCurrentIndex(m_executor->findData(int(request.executor)));
}

sw::RunRequest RunForm::request() const
{
    sw::RunRequest r;
    r.skillName = m_skill->currentText();
    r.skillFolder = m_skill->currentData().toString();
    r.command = m_command->currentText().trimmed();
    r.outputGlobs = m_globs->text().split(u' ', Qt::SkipEmptyParts);
    for (const QString &line : m_env->toPlainText().split(u'\n', Qt::SkipEmptyParts)) {
        const qsizetype eq = line.indexOf(u'=');
        if (eq > 0)
            r.env.insert(line.left(eq).trimmed(), line.mid(eq + 1));
    }
    r.timeoutSeconds = m_timeout->value();
    r.executor = static_cast<sw::ExecutorChoice>(m_executor->currentData().toInt());
    return r;
}

QString RunForm::validationError() const
{
    if (m_skill->currentText().isEmpty())
        return tr("Choose a skill to run.");
    if (m_command->currentText().trimmed().isEmpty())
        return tr("Type a command to run.");
    for (const QString &line : m_env->toPlainText().split(u'\n', Qt::SkipEmptyParts)) {
        if (line.indexOf(u'=') <= 0)
            return tr("Environment lines must look like KEY=value: \"%1\"").arg(line);
    }
    return {};
}

bool RunForm::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_command || watched == m_command->lineEdit()) && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (enter && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier && !m_command->view()->isVisible()) {
            submit();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void RunForm::submit()
{
    const QString error = validationError();
    if (!error.isEmpty()) {
        QMessageBox::information(this, tr("Run"), error);
        return;
    }
    Q_EMIT runRequested(request());
}

} // namespace sw::ui

#pragma once
// RunForm: a manual run. Pick a skill, type a command (the commands documented in the skill's SKILL.md code
// blocks are offered), output globs, environment, timeout and executor; Run emits the request.
#include "workspace/runtypes.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class SkillChoicesModel;

// Commands in fenced code blocks of a SKILL.md (bash/sh/shell/console or unlabelled): one per non-empty line,
// comments skipped, a leading "$ " prompt removed, backslash-continued lines joined. In order, de-duplicated.
QStringList documentedCommands(const QString &skillMarkdown);

class RunForm : public QWidget
{
    Q_OBJECT
public:
    struct SkillChoice
    {
        QString name;
        QString folder; // holds SKILL.md
    };

    explicit RunForm(QWidget *parent = nullptr);

    void setSkills(const QList<SkillChoice> &skills);
    void setCurrentSkill(const QString &name);
    QString currentSkill() const;
    QStringList offeredCommands() const; // documented commands of the current skill
    void setRequest(const sw::RunRequest &request); // fills the form (re-run)
    sw::RunRequest request() const; // what Run would start
    QString validationError() const; // empty when the form can run

    QComboBox *skillBox() const { return m_skill; }
    QComboBox *commandBox() const { return m_command; }
    QLineEdit *globsField() const { return m_globs; }
    QPlainTextEdit *envField() const { return m_env; }
    QSpinBox *timeoutField() const { return m_timeout; }
    QComboBox *executorBox() const { return m_executor; }
    QPushButton *runButton() const { return m_run; }

Q_SIGNALS:
    void runRequested(const sw::RunRequest &request);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override; // Return in the command field runs

private:
    void onSkillChanged();
    // A command set by the form (a documented one, a rerun) shows from its start, whole in its tool tip and the list.
    void showCommandStart();
    void submit();

    SkillChoicesModel *m_skillModel;
    QComboBox *m_skill;
    QComboBox *m_command;
    QLineEdit *m_globs;
    QPlainTextEdit *m_env;
    QSpinBox *m_timeout;
    QComboBox *m_executor;
    QPushButton *m_run;
};

} // namespace sw::ui

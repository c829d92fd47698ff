#pragma once
// ClaudeCodeFields: the frontmatter fields Claude Code reads beyond the specification's (docs/dialects.md,
// "claude-code"), as a foldable part of the frontmatter form: when_to_use (listed after the description),
// argument-hint, model, context (fork), paths (listed only once a matching file is read or edited), and the two
// switches disable-model-invocation (hidden from the model; the user can still run it) and user-invocable (false:
// hidden from the user's / menu only). Like the form, it only reports edits: a switch in its default position
// removes its key, and the switches are written as YAML booleans.
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QToolButton;

namespace sw::ui {

struct ClaudeCodeValues
{
    QString whenToUse, argumentHint, model, context, paths;
    bool disableModelInvocation = false;
    bool userInvocable = true;
    bool operator==(const ClaudeCodeValues &) const = default;
    bool isDefault() const { return *this == ClaudeCodeValues(); }
};

class ClaudeCodeFields : public QWidget
{
    Q_OBJECT
public:
    explicit ClaudeCodeFields(QWidget *parent = nullptr);

    // Shows these values without emitting edits; unfolds when any field is set.
    void setValues(const ClaudeCodeValues &values);
    bool isUnfolded() const;
    void setUnfolded(bool unfolded);

    QLineEdit *whenToUseEdit() const { return m_whenToUse; }
    QLineEdit *pathsEdit() const { return m_paths; }
    QComboBox *contextBox() const { return m_context; }
    QCheckBox *disableModelInvocationBox() const { return m_disableModel; }
    QCheckBox *userInvocableBox() const { return m_userInvocable; }
    QToolButton *foldButton() const { return m_fold; }
    QList<QWidget *> fields() const;

signals:
    // `value` "" removes the key; the switches send "true" / "false".
    void fieldEdited(const QString &key, const QString &value);

private:
    bool m_updating = false;
    QToolButton *m_fold;
    QWidget *m_body;
    QLineEdit *m_whenToUse;
    QLineEdit *m_argumentHint;
    QLineEdit *m_model;
    QComboBox *m_context;
    QLineEdit *m_paths;
    QCheckBox *m_disableModel;
    QCheckBox *m_userInvocable;
};

} // namespace sw::ui

#pragma once
// SkillNameDialog: asks for a skill name (rename, duplicate) and checks it while the user types: a valid name
// (lower-case letters, digits, single hyphens, at most 64 characters; the kebab-case form of what was typed is
// offered), not the name of another folder of the same parent. OK is enabled only for a usable name.
#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace sw::ui {

// "My PDF Tool" -> "my-pdf-tool": lower case, runs of other characters become one hyphen, at most 64 characters.
QString kebabCaseName(const QString &text);

class SkillNameDialog : public QDialog
{
    Q_OBJECT
public:
    // `parentFolder`: where the skill folder is (or goes); `unchanged`: a name that is accepted as it is (the current
    // name for a rename is refused: nothing to do).
    SkillNameDialog(const QString &title, const QString &prompt, const QString &initial, const QString &parentFolder,
        const QString &current, QWidget *parent = nullptr);

    QString name() const;
    QLineEdit *nameEdit() const { return m_edit; }
    QLabel *hintLabel() const { return m_hint; }
    QPushButton *suggestionButton() const { return m_suggestion; } // "Use my-pdf-tool", when there is one
    bool isAcceptable() const;

private:
    void validate();

    QLineEdit *m_edit;
    QLabel *m_hint;
    QPushButton *m_suggestion;
    QDialogButtonBox *m_buttons;
    QString m_parentFolder;
    QString m_current;
    bool m_edited = false; // the user typed: the current name is then a mistake worth colouring
};

} // namespace sw::ui

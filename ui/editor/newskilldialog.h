#pragma once
// NewSkillDialog: creates a skill from a template: root, template, name and description, checked as they are
// typed (the name's rules, a kebab-case suggestion, a folder that already exists; the description's length and
// the characters some readers trip over). OK creates the skill; a failure is shown in the dialog, which stays
// open with everything the user entered.
#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace sw::ui {

class NewSkillDialog : public QDialog
{
    Q_OBJECT
public:
    NewSkillDialog(const QStringList &roots, const QString &preferredRoot, QWidget *parent = nullptr);

    QString root() const;
    QString templateId() const;
    QString name() const;
    QString description() const;
    QString createdSkillMd() const { return m_created; } // after accept()

    QComboBox *rootBox() const { return m_root; }
    QComboBox *templateBox() const { return m_template; }
    QLineEdit *nameEdit() const { return m_name; }
    QPlainTextEdit *descriptionEdit() const { return m_description; }
    QLabel *nameMessage() const { return m_nameMessage; }
    QLabel *suggestionLink() const { return m_suggestion; } // "Use “bad-name”"; a click takes it
    QLabel *descriptionMessage() const { return m_descriptionMessage; }
    QLabel *errorMessage() const { return m_error; }
    QPushButton *okButton() const { return m_ok; }

    void accept() override; // creates the skill; stays open on failure

private:
    void validate();
    void makeRoom();

    QComboBox *m_root;
    QComboBox *m_template;
    QLineEdit *m_name;
    QLabel *m_nameMessage;
    QLabel *m_suggestion;
    QPlainTextEdit *m_description;
    QLabel *m_descriptionMessage;
    QLabel *m_error;
    QPushButton *m_ok;
    QString m_suggested;
    QString m_created;
};

} // namespace sw::ui

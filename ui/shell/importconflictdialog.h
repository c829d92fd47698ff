#pragma once
// ImportConflictDialog: a package's skill already exists where it is imported. Says which, lets the user pick the
// root, and offers Overwrite (the existing folder goes to the trash), Import as a Copy (named `name-copy`) or
// Cancel; in a root without the conflict it offers Import. Mentions unsaved edits in the tabs of what an overwrite
// replaces (they stay in their tabs).
#include "shell/skillpackages.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;

namespace sw::ui {

class ImportConflictDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ImportConflictDialog(const ImportConflict &conflict, QWidget *parent = nullptr);

    ImportChoice choice() const { return m_choice; }
    QComboBox *rootBox() const { return m_root; }
    QPushButton *overwriteButton() const { return m_overwrite; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *importButton() const { return m_import; }
    QLabel *messageLabel() const { return m_message; }

private:
    void update();
    void choose(ImportChoice::Action action);
    QStringList conflictsIn(const QString &root) const;

    ImportConflict m_conflict;
    ImportChoice m_choice;
    QLabel *m_message;
    QComboBox *m_root;
    QLabel *m_detail;
    QPushButton *m_overwrite;
    QPushButton *m_copy;
    QPushButton *m_import;
};

} // namespace sw::ui

#pragma once
// DocFilePage: a skill's doc, data or script file with what it is for beside its source. A Markdown doc shows its
// rendered preview (links and images resolved beside the file), a CSV/TSV file its table, a script a Run button
// that opens the Runs layout with the command to run it. The text stays the editable source (TextFilePage).
#include "editor/textfilepage.h"

class QLabel;
class QPushButton;
class QSplitter;
class QStandardItemModel;
class QTableView;
class QTimer;

namespace sw::ui {

class LocalResourceBrowser;

class DocFilePage : public TextFilePage
{
    Q_OBJECT
public:
    enum class Kind { Markdown, Table, Script };
    // The kind of page a file gets by its name; nullopt for other files (a plain TextFilePage).
    static std::optional<Kind> kindFor(const QString &path);
    // How a script is run from its skill folder ("python3 scripts/x.py", "bash scripts/x.sh", "./scripts/x").
    static QString runCommand(const QString &skillRelativePath);

    DocFilePage(const QString &path, Kind kind, ExternalChangePolicy policy, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    LocalResourceBrowser *preview() const { return m_preview; } // Markdown
    QTableView *table() const { return m_table; } // CSV/TSV
    QPushButton *runButton() const { return m_run; } // scripts
    void refreshNow(); // the preview or table from the text now (otherwise 300 ms after an edit)

Q_SIGNALS:
    // Run: the skill folder holding the script and the command that runs it from there.
    void runRequested(const QString &skillFolder, const QString &command);

protected:
    void contentReplaced() override;

private:
    QString skillFolder() const; // the nearest folder above the file with a SKILL.md ("" = none)

    Kind m_kind;
    QSplitter *m_splitter = nullptr;
    LocalResourceBrowser *m_preview = nullptr;
    QTableView *m_table = nullptr;
    QStandardItemModel *m_tableModel = nullptr;
    QPushButton *m_run = nullptr;
    QLabel *m_runCommand = nullptr;
    QTimer *m_refresh = nullptr;
};

} // namespace sw::ui

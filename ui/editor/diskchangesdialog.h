#pragma once
// DiskChangesDialog: what changed on disk while a file had unsaved edits: your edits and the disk's version as one
// line diff (yours first, removed lines red and added lines green, each row with its line numbers in both files),
// and the choice: Keep Mine (the default) or Reload from Disk.
#include <QDialog>

class QPlainTextEdit;
class QPushButton;

namespace sw::ui {

// One row of a line diff of two texts.
struct LineDiffRow
{
    enum Kind { Same, Mine, Disk }; // in both; only in your edits; only on disk
    Kind kind = Same;
    int mineLine = 0; // 1-based line in your edits; 0 = not there
    int diskLine = 0; // 1-based line on disk; 0 = not there
    QString text;
};
// The rows of a longest-common-subsequence line diff; where both sides changed, your lines come first. Empty when
// the texts are equal; one row of kind Same and no text when they are too large to compare line by line.
QList<LineDiffRow> lineDiffRows(const QString &mine, const QString &disk, bool *tooLarge = nullptr);

class DiskChangesDialog : public QDialog
{
    Q_OBJECT
public:
    DiskChangesDialog(const QString &fileLabel, const QString &mine, const QString &disk, QWidget *parent = nullptr);

    QPlainTextEdit *view() const { return m_view; }
    QPushButton *keepMineButton() const { return m_keepMine; }
    QPushButton *reloadButton() const { return m_reload; }
    const QList<LineDiffRow> &rows() const { return m_rows; }

signals:
    void reloadChosen();

private:
    QPlainTextEdit *m_view;
    QPushButton *m_keepMine;
    QPushButton *m_reload;
    QList<LineDiffRow> m_rows;
};

} // namespace sw::ui

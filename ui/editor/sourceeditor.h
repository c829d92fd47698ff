#pragma once
// SourceEditor: the QScintilla text editor of every text file: lexer chosen by file name, line numbers,
// folding, diagnostics as margin markers + squiggles with hover text, and jump-to-line.
#include "editor/problem.h"

#include <Qsci/qsciscintilla.h>

namespace sw::ui {

class SourceEditor : public QsciScintilla
{
    Q_OBJECT
public:
    explicit SourceEditor(QWidget *parent = nullptr);

    // Chooses the lexer from the file name (SKILL.md, *.md, *.py, *.sh, *.js, *.json, *.yaml, ...).
    void setLexerForFile(const QString &fileName);
    void applyTheme(); // re-reads the application palette

    void setProblems(const ProblemList &problems);
    const ProblemList &problems() const { return m_problems; }
    void jumpTo(int line, int column); // 1-based
    // Moves the cursor to the next problem line after the cursor (wrapping); false when there is none.
    bool gotoNextProblem();

    QString problemTextAtLine(int line) const; // 1-based; "" when none
    // The hover text of a line's problems: rich text that wraps, severity and fix hint included; "" when none.
    QString problemToolTipAtLine(int line) const;
    // Shows the problems' tip of the text at `position` (what hovering there shows); it follows setProblems().
    void showDwellTip(int position, int x, int y);

private:
    void updateLineNumberWidth();

    ProblemList m_problems;
    int m_tipLine = 0; // 1-based line whose problems' tip was shown last (0 = none)
    QPoint m_tipAt;
    QString m_fileName;
    int m_lineNumberDigits = 0;
};

} // namespace sw::ui

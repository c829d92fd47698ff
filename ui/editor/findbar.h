#pragma once
// FindBar: find (and replace) in the current source editor, shown under the editor tabs with Ctrl+F.
#include <QWidget>

class QCheckBox;
class QLineEdit;

namespace sw::ui {

class SourceEditor;

class FindBar : public QWidget
{
    Q_OBJECT
public:
    explicit FindBar(QWidget *parent = nullptr);

    void setEditor(SourceEditor *editor);
    void activate(); // shows the bar with the selection as the search text
    bool findNext(bool forward = true);
    QLineEdit *searchEdit() const { return m_search; }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void replaceOne();
    void replaceAll();

    SourceEditor *m_editor = nullptr;
    QLineEdit *m_search;
    QLineEdit *m_replace;
    QCheckBox *m_case;
};

} // namespace sw::ui

#pragma once
// LayoutAudit: readability checks over a window's widget tree (issue 23), generic so the class of defect cannot come
// back in a page nobody thought of. It walks every visible widget of a top-level window and reports:
// - "window-size": the window (or dialog) is larger than the screen's available area, or its minimum size is;
// - "key-elided": an item view's identifying column (the columns declared in the view's `swKeyColumns` property, else
//   its first column) shows elided or clipped text, measured with the view's own delegate;
// - "key-offscreen": such a column is hidden or outside the viewport without scrolling;
// - "header-elided": a header section's title does not fit its section;
// - "tab-scroll" / "tab-elided": a tab bar needs scroll arrows, or a tab's title is elided;
// - "number-elided": a number is elided or cut ("2,…", "5…"): in a cell, a label, a field or a progress bar;
// - "text-cut": a label, button, field or progress bar shows less than its text;
// - "contrast": text and its background under 4.5:1 (WCAG AA), icons under 3:1 (WCAG 1.4.11), read from the palette,
//   style sheets (which Qt turns into the palette), item data roles, rich text's own colours (QTextDocument
//   formats, table cells and frames), QScintilla's styles and Qt Charts' label colours.
// Disabled widgets are skipped (WCAG exempts inactive controls).
#include <QColor>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

class QAbstractItemView;
class QTextDocument;
class QWidget;

namespace sw::test {

struct AuditFinding
{
    QString check; // see above
    QString where; // the widget's path (object names, else class names)
    QString detail;
    QString toString() const;
};

// WCAG 2 relative luminance and contrast ratio (1..21); `over` is composited on `under` when translucent.
double relativeLuminance(const QColor &colour);
double contrastRatio(const QColor &a, const QColor &b);
QColor composite(const QColor &over, const QColor &under);

// Text that reads as a number: starts with a digit (or a sign, ~, <, a currency) and has few letters ("1,234",
// "5 tokens", "8/8", "12.5%").
bool isNumberLike(const QString &text);

class LayoutAudit
{
public:
    // `screen`: the available area the window must fit.
    explicit LayoutAudit(const QSize &screen);

    // Every check on `topLevel` and its visible descendants. The window is rendered once (shot()): backgrounds are
    // read from its pixels, so a colour a widget paints itself (a paintEvent, a style sheet on a parent) counts.
    void auditWindow(QWidget *topLevel);
    const QImage &shot() const { return m_shot; }
    // The checks on `root` and its visible descendants only (a regression test's part of the window); no size check.
    void auditSubtree(QWidget *root);
    // Only the size check (after presentation mode is turned off).
    void auditWindowSize(QWidget *topLevel, const QString &when = {});

    const QList<AuditFinding> &findings() const { return m_findings; }
    QString report() const; // one finding a line

private:
    void add(const QString &check, const QWidget *widget, const QString &detail);
    void auditWidgets(QWidget *topLevel, const QList<QWidget *> &widgets);
    void checkItemView(QAbstractItemView *view);
    void checkHeaders(QAbstractItemView *view);
    void checkCellColours(QAbstractItemView *view);
    void checkTabBar(QWidget *bar);
    void checkLabel(QWidget *label);
    void checkButton(QWidget *button);
    void checkField(QWidget *field);
    void checkProgressBar(QWidget *bar);
    void checkTextView(QWidget *view);
    void checkScintilla(QWidget *editor);
    void checkChart(QWidget *chartView);
    void checkDocument(const QTextDocument *document, const QColor &text, const QColor &background, const QColor &link,
        const QWidget *widget);
    void checkContrast(const QWidget *widget, const QColor &text, const QColor &background, const QString &sample,
        double minimum = 4.5);

    // The colour most of `rect` (in `widget`'s coordinates; its whole rect when null) shows in the rendered window,
    // else backgroundBehind().
    QColor sampledBackground(const QWidget *widget, const QRect &rect = {}) const;

    QSize m_screen;
    QList<AuditFinding> m_findings;
    QWidget *m_topLevel = nullptr;
    QImage m_shot;
};

// The colour behind `widget`'s text as its palette and style sheet declare it: its own or the nearest ancestor's
// painted background (auto-filled, a style sheet's background, an item view's or text view's base, a field's base, a
// button's face), else the window's. The audit reads the rendered pixels first and uses this where it cannot.
QColor backgroundBehind(const QWidget *widget);

// The widget's path: object names (else class names) of it and its ancestors, up to its window.
QString widgetPath(const QWidget *widget);

} // namespace sw::test

// SourceEditor: QScintilla configuration, lexers and diagnostic markers.
#include "sourceeditor.h"

#include "editor/skillmdlexer.h"
#include "theme/theme.h"

#include <Qsci/qscilexerbash.h>
#include <Qsci/qscilexercss.h>
#include <Qsci/qscilexerhtml.h>
#include <Qsci/qscilexerjavascript.h>
#include <Qsci/qscilexerjson.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qscilexerxml.h>
#include <Qsci/qscilexeryaml.h>

#include <QApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QMap>
#include <QToolTip>

namespace sw::ui {

namespace {
constexpr int kErrorMarker = 0;
constexpr int kWarningMarker = 1;
constexpr int kInfoMarker = 2;
constexpr int kErrorIndicator = 8;
constexpr int kWarningIndicator = 9;

QFont editorFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSize(qMax(10, font.pointSize()));
    return font;
}
} // namespace

SourceEditor::SourceEditor(QWidget *parent)
    : QsciScintilla(parent)
{
    setUtf8(true);
    setEolMode(QsciScintilla::EolUnix);
    setMarginType(0, QsciScintilla::NumberMargin);
    updateLineNumberWidth();
    connect(this, &QsciScintilla::linesChanged, this, &SourceEditor::updateLineNumberWidth);
    setMarginType(1, QsciScintilla::SymbolMargin);
    setMarginWidth(1, 16);
    setMarginSensitivity(1, false);
    setFolding(QsciScintilla::BoxedTreeFoldStyle, 2);
    setAutoIndent(true);
    setIndentationsUseTabs(false);
    setTabWidth(4);
    setBraceMatching(QsciScintilla::SloppyBraceMatch);
    setCaretLineVisible(true);
    setWrapMode(QsciScintilla::WrapWord);
    setWrapIndentMode(QsciScintilla::WrapIndentSame);
    setScrollWidthTracking(true);
    setScrollWidth(1);
    markerDefine(QsciScintilla::Circle, kErrorMarker);
    markerDefine(QsciScintilla::Circle, kWarningMarker);
    markerDefine(QsciScintilla::Circle, kInfoMarker);
    indicatorDefine(QsciScintilla::SquiggleIndicator, kErrorIndicator);
    indicatorDefine(QsciScintilla::SquiggleIndicator, kWarningIndicator);
    SendScintilla(SCI_SETMOUSEDWELLTIME, 400);
    connect(this, &QsciScintillaBase::SCN_DWELLSTART, this, &SourceEditor::showDwellTip);
    connect(this, &QsciScintillaBase::SCN_DWELLEND, this, [](int, int, int) { QToolTip::hideText(); });
    applyTheme();
}

void SourceEditor::updateLineNumberWidth()
{
    // As wide as the largest line number (at least three digits) and a little room: a fixed five digits took
    // columns from a narrow source column.
    const int digits = qMax(3, int(QString::number(qMax(1, lines())).size()));
    if (digits == m_lineNumberDigits)
        return;
    m_lineNumberDigits = digits;
    setMarginWidth(0, QString(digits, QLatin1Char('0')) + QLatin1Char('0'));
}

void SourceEditor::setLexerForFile(const QString &fileName)
{
    m_fileName = fileName;
    const QFileInfo info(fileName);
    const QString suffix = info.suffix().toLower();
    QsciLexer *chosen = nullptr;
    if (info.fileName() == QLatin1String("SKILL.md"))
        chosen = new SkillMdLexer(true, this);
    else if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        chosen = new SkillMdLexer(false, this);
    else if (suffix == QLatin1String("py"))
        chosen = new QsciLexerPython(this);
    else if (suffix == QLatin1String("sh") || suffix == QLatin1String("bash") || suffix == QLatin1String("zsh"))
        chosen = new QsciLexerBash(this);
    else if (suffix == QLatin1String("js") || suffix == QLatin1String("ts") || suffix == QLatin1String("mjs"))
        chosen = new QsciLexerJavaScript(this);
    else if (suffix == QLatin1String("json"))
        chosen = new QsciLexerJSON(this);
    else if (suffix == QLatin1String("yaml") || suffix == QLatin1String("yml"))
        chosen = new QsciLexerYAML(this);
    else if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        chosen = new QsciLexerHTML(this);
    else if (suffix == QLatin1String("xml") || suffix == QLatin1String("svg"))
        chosen = new QsciLexerXML(this);
    else if (suffix == QLatin1String("css"))
        chosen = new QsciLexerCSS(this);
    QsciLexer *old = lexer();
    setLexer(chosen);
    if (old && old != chosen)
        old->deleteLater();
    applyTheme();
}

void SourceEditor::applyTheme()
{
    const bool dark = isDarkTheme();
    const QPalette palette = QApplication::palette();
    const QFont font = editorFont();
    const QColor paper = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    if (auto *skillLexer = qobject_cast<SkillMdLexer *>(lexer())) {
        skillLexer->applyPalette(dark, font);
    } else if (QsciLexer *builtIn = lexer()) {
        builtIn->setDefaultFont(font);
        builtIn->setFont(font, -1);
        builtIn->setDefaultPaper(paper);
        builtIn->setPaper(paper, -1);
        for (int style = 0; style < 128; ++style) {
            if (builtIn->description(style).isEmpty())
                continue;
            QColor colour = builtIn->color(style);
            if (dark && colour.lightness() < 120)
                colour = QColor::fromHsl(colour.hslHue(), colour.hslSaturation(), 170);
            builtIn->setColor(colour, style);
        }
    } else {
        setFont(font);
        setPaper(paper);
        setColor(text);
    }
    setMarginsFont(font);
    m_lineNumberDigits = 0; // measured again in the new font
    updateLineNumberWidth();
    setMarginsBackgroundColor(palette.color(QPalette::Window));
    setMarginsForegroundColor(palette.color(QPalette::PlaceholderText));
    setFoldMarginColors(palette.color(QPalette::Window), palette.color(QPalette::Window));
    setCaretForegroundColor(text);
    setCaretLineBackgroundColor(dark ? QColor(0x26, 0x29, 0x2e) : QColor(0xf3, 0xf6, 0xfa));
    setSelectionBackgroundColor(dark ? QColor(0x2d, 0x4a, 0x6b) : QColor(0xc8, 0xdd, 0xf5));
    setSelectionForegroundColor(text);
    setMatchedBraceBackgroundColor(dark ? QColor(0x3a, 0x4a, 0x3a) : QColor(0xd6, 0xf0, 0xd6));
    const ThemeColours colours = themeColours();
    setMarkerBackgroundColor(colours.error, kErrorMarker);
    setMarkerForegroundColor(colours.error, kErrorMarker);
    setMarkerBackgroundColor(colours.warning, kWarningMarker);
    setMarkerForegroundColor(colours.warning, kWarningMarker);
    setMarkerBackgroundColor(colours.info, kInfoMarker);
    setMarkerForegroundColor(colours.info, kInfoMarker);
    setIndicatorForegroundColor(colours.error, kErrorIndicator);
    setIndicatorForegroundColor(colours.warning, kWarningIndicator);
    if (lexer())
        recolor();
}

void SourceEditor::setProblems(const ProblemList &problems)
{
    m_problems = problems;
    // A problem's tooltip does not outlive it: once fixed, the tip goes (or shows what is left on its line).
    if (m_tipLine > 0 && QToolTip::isVisible()) {
        const QString now = problemToolTipAtLine(m_tipLine);
        if (now.isEmpty()) {
            QToolTip::hideText();
            m_tipLine = 0;
        } else if (now != QToolTip::text()) {
            QToolTip::showText(m_tipAt, now, this);
        }
    }
    markerDeleteAll();
    const int lastLine = qMax(0, lines() - 1);
    clearIndicatorRange(0, 0, lastLine, lineLength(lastLine), kErrorIndicator);
    clearIndicatorRange(0, 0, lastLine, lineLength(lastLine), kWarningIndicator);
    // One marker per line, of its most severe problem: an error and a warning on one line show the error.
    QMap<int, ProblemSeverity> worst;
    for (const Problem &problem : problems) {
        const int line = qBound(0, (problem.line > 0 ? problem.line : 1) - 1, lastLine);
        const auto found = worst.constFind(line);
        if (found == worst.cend() || int(problem.severity) < int(*found))
            worst.insert(line, problem.severity);
    }
    for (auto it = worst.cbegin(); it != worst.cend(); ++it)
        markerAdd(it.key(),
            *it == ProblemSeverity::Error         ? kErrorMarker
                : *it == ProblemSeverity::Warning ? kWarningMarker
                                                  : kInfoMarker);
    for (const Problem &problem : problems) {
        const int line = qBound(0, (problem.line > 0 ? problem.line : 1) - 1, lastLine);
        if (problem.severity == ProblemSeverity::Info)
            continue;
        const QString lineText = text(line);
        int from = problem.column > 0 ? problem.column - 1 : 0;
        if (problem.column <= 0)
            while (from < lineText.size() && lineText[from].isSpace())
                ++from;
        int to = lineText.size();
        while (to > from && (lineText[to - 1] == QLatin1Char('\n') || lineText[to - 1] == QLatin1Char('\r')))
            --to;
        if (to <= from)
            to = qMin<int>(from + 1, lineText.size());
        fillIndicatorRange(
            line, from, line, to, problem.severity == ProblemSeverity::Error ? kErrorIndicator : kWarningIndicator);
    }
}

QString SourceEditor::problemTextAtLine(int line) const
{
    QStringList messages;
    for (const Problem &problem : m_problems)
        if (qMax(1, problem.line) == line)
            messages << problem.message;
    return messages.join(QLatin1Char('\n'));
}

QString SourceEditor::problemToolTipAtLine(int line) const
{
    // Rich text, so the tooltip wraps (Qt lays out a rich-text tip about 80 characters wide) instead of one line
    // as wide as the message; one paragraph per problem, its severity first, then the fix hint when there is one.
    QString html;
    for (const Problem &problem : m_problems) {
        if (qMax(1, problem.line) != line)
            continue;
        const QString severity = problem.severity == ProblemSeverity::Error ? tr("Error")
            : problem.severity == ProblemSeverity::Warning                  ? tr("Warning")
                                                                            : tr("Note");
        html += QStringLiteral("<p style=\"margin:0 0 4px 0\"><b>%1:</b> %2")
                    .arg(severity, problem.message.toHtmlEscaped());
        if (!problem.fixHint.isEmpty())
            html += QStringLiteral("<br><i>%1</i>").arg(problem.fixHint.toHtmlEscaped());
        html += QStringLiteral("</p>");
    }
    return html.isEmpty() ? QString() : QStringLiteral("<qt>") + html + QStringLiteral("</qt>");
}

void SourceEditor::showDwellTip(int position, int x, int y)
{
    if (position < 0)
        return;
    int line = 0;
    int index = 0;
    lineIndexFromPosition(position, &line, &index);
    const QString text = problemToolTipAtLine(line + 1);
    if (!text.isEmpty()) {
        m_tipLine = line + 1;
        m_tipAt = mapToGlobal(QPoint(x, y));
        QToolTip::showText(m_tipAt, text, this);
    }
}

void SourceEditor::jumpTo(int line, int column)
{
    const int target = qBound(0, line - 1, qMax(0, lines() - 1));
    setCursorPosition(target, qMax(0, column - 1));
    ensureLineVisible(target);
    setFocus();
}

bool SourceEditor::gotoNextProblem()
{
    if (m_problems.isEmpty())
        return false;
    int line = 0;
    int index = 0;
    getCursorPosition(&line, &index);
    const Problem *best = nullptr;
    const Problem *first = nullptr;
    for (const Problem &problem : m_problems) {
        const int problemLine = qMax(1, problem.line);
        if (!first || problemLine < qMax(1, first->line))
            first = &problem;
        if (problemLine > line + 1 && (!best || problemLine < qMax(1, best->line)))
            best = &problem;
    }
    const Problem *target = best ? best : first;
    jumpTo(qMax(1, target->line), target->column);
    return true;
}

} // namespace sw::ui

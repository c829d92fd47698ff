// The source editor: SKILL.md colouring (emphasis as CommonMark reads it: no italics inside snake_case words),
// diagnostic markers (one per line, the most severe wins) and their hover text (rich text that wraps).
#include "editor/skillmdlexer.h"
#include "editor/sourceeditor.h"

#include <QApplication>
#include <QLabel>
#include <QToolTip>
#include <QtTest>

using namespace sw::ui;

namespace {

// The style of every byte of `line` (0-based) after colouring the whole text.
QList<int> stylesOfLine(SourceEditor &editor, int line)
{
    editor.SendScintilla(QsciScintillaBase::SCI_COLOURISE, 0, -1);
    const long start = editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line);
    const long end = editor.SendScintilla(QsciScintillaBase::SCI_GETLINEENDPOSITION, line);
    QList<int> styles;
    for (long position = start; position < end; ++position)
        styles.append(int(editor.SendScintilla(QsciScintillaBase::SCI_GETSTYLEAT, position)));
    return styles;
}

// The styles of `part` (its first occurrence) in `line` of the editor's text.
QList<int> stylesOf(SourceEditor &editor, int line, const QString &part)
{
    const QByteArray text = editor.text(line).toUtf8();
    const int at = int(text.indexOf(part.toUtf8()));
    if (at < 0)
        return { -1 };
    return stylesOfLine(editor, line).mid(at, int(part.toUtf8().size()));
}

bool all(const QList<int> &styles, int style)
{
    return !styles.isEmpty() && std::all_of(styles.cbegin(), styles.cend(), [style](int s) { return s == style; });
}
bool none(const QList<int> &styles, int style)
{
    return std::none_of(styles.cbegin(), styles.cend(), [style](int s) { return s == style; });
}

Problem problemAt(int line, ProblemSeverity severity, const QString &message, const QString &hint = QString())
{
    Problem problem;
    problem.rule = QStringLiteral("test/rule");
    problem.severity = severity;
    problem.file = QStringLiteral("/tmp/x/SKILL.md");
    problem.line = line;
    problem.message = message;
    problem.fixHint = hint;
    return problem;
}

} // namespace

class TestSourceEditor : public QObject
{
    Q_OBJECT
private slots:
    void underscoresInsideWordsAreNotEmphasis()
    {
        SourceEditor editor;
        editor.setLexerForFile(QStringLiteral("/tmp/x/SKILL.md"));
        editor.setText(QStringLiteral("---\nname: weather\ndescription: d\n---\n"
                                      "Call get_current_weather with a city_name argument.\n"
                                      "This is _really_ important and __strong__ too.\n"
                                      "Mixed snake_case_name and *star*emphasis and 2*3*4.\n"
                                      "An unclosed _underscore stays plain.\n"));
        using S = SkillMdLexer::Style;
        // Intra-word underscores are plain text (they were italic from the first `_` to the next one).
        QVERIFY(none(stylesOfLine(editor, 4), S::Emphasis));
        QVERIFY(all(stylesOf(editor, 4, QStringLiteral("get_current_weather")), S::Default));
        // Underscores at word boundaries still emphasise, single and double.
        QVERIFY(all(stylesOf(editor, 5, QStringLiteral("_really_")), S::Emphasis));
        QVERIFY(all(stylesOf(editor, 5, QStringLiteral("__strong__")), S::Emphasis));
        QVERIFY(all(stylesOf(editor, 5, QStringLiteral(" important and ")), S::Default));
        // `*` may emphasise inside a word (CommonMark); `_` inside a word still does not.
        QVERIFY(all(stylesOf(editor, 6, QStringLiteral("snake_case_name")), S::Default));
        QVERIFY(all(stylesOf(editor, 6, QStringLiteral("*star*")), S::Emphasis));
        QVERIFY(none(stylesOfLine(editor, 7), S::Emphasis));
    }

    void foldedBlockLinesAreValues()
    {
        // The lines of a folded description are its value: "Use when: ..." in them is not coloured as a key, and the
        // key after the block is a key again.
        SourceEditor editor;
        editor.setLexerForFile(QStringLiteral("/tmp/x/SKILL.md"));
        editor.setText(QStringLiteral("---\nname: weather\ndescription: >-\n  Looks up weather.\n  Use when: asked."
                                      "\nmetadata:\n  owner: me\n---\nBody\n"));
        using S = SkillMdLexer::Style;
        QVERIFY(all(stylesOf(editor, 2, QStringLiteral("description:")), S::Key));
        QVERIFY(none(stylesOfLine(editor, 4), S::Key));
        QVERIFY(all(stylesOf(editor, 4, QStringLiteral("Use when: asked.")), S::Value));
        QVERIFY(all(stylesOf(editor, 5, QStringLiteral("metadata:")), S::Key));
        QVERIFY(all(stylesOf(editor, 6, QStringLiteral("owner:")), S::Key));
        QVERIFY(none(stylesOfLine(editor, 8), S::Key)); // the body
    }

    void errorsWinTheLineMarker()
    {
        SourceEditor editor;
        editor.setText(QStringLiteral("one\ntwo\nthree\nfour\n"));
        // Line 2: a warning listed before an error; line 3: a note and a warning; line 4: a note.
        editor.setProblems({ problemAt(2, ProblemSeverity::Warning, QStringLiteral("w")),
            problemAt(2, ProblemSeverity::Error, QStringLiteral("e")),
            problemAt(3, ProblemSeverity::Info, QStringLiteral("i")),
            problemAt(3, ProblemSeverity::Warning, QStringLiteral("w2")),
            problemAt(4, ProblemSeverity::Info, QStringLiteral("i2")) });
        // Marker numbers: 0 error, 1 warning, 2 note. One marker per line, of the most severe problem.
        QCOMPARE(editor.markersAtLine(0), 0u);
        QCOMPARE(editor.markersAtLine(1), 1u << 0);
        QCOMPARE(editor.markersAtLine(2), 1u << 1);
        QCOMPARE(editor.markersAtLine(3), 1u << 2);
        // Both messages of line 2 are in its hover text.
        QVERIFY(editor.problemTextAtLine(2).contains(QLatin1Char('w')));
        QVERIFY(editor.problemTextAtLine(2).contains(QLatin1Char('e')));
    }

    void diagnosticTooltipWraps()
    {
        SourceEditor editor;
        editor.resize(900, 400);
        editor.setText(QStringLiteral("---\nname: x\n---\n"));
        const QString longMessage = QStringLiteral("The description is %1long and says nothing about when to use the "
                                                   "skill <b>here</b>; rewrite it.")
                                        .arg(QStringLiteral("very ").repeated(60));
        editor.setProblems({ problemAt(2, ProblemSeverity::Error, longMessage, QStringLiteral("Say when to use it.")),
            problemAt(2, ProblemSeverity::Warning, QStringLiteral("Second problem on the line")) });
        const QString tip = editor.problemToolTipAtLine(2);
        QVERIFY(Qt::mightBeRichText(tip));
        // The message is escaped (its markup shows as written), each problem has its severity, the hint is there.
        QVERIFY(tip.contains(QStringLiteral("&lt;b&gt;here&lt;/b&gt;")));
        QVERIFY(tip.contains(QStringLiteral("Error:")) && tip.contains(QStringLiteral("Warning:")));
        QVERIFY(tip.contains(QStringLiteral("Say when to use it.")));
        QVERIFY(editor.problemToolTipAtLine(1).isEmpty());
        // Shown, the tip wraps: far narrower than the message on one line, and several lines high.
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QToolTip::showText(editor.mapToGlobal(QPoint(20, 20)), tip, &editor);
        QLabel *label = nullptr;
        QTRY_VERIFY((label = qobject_cast<QLabel *>([] {
            for (QWidget *widget : QApplication::topLevelWidgets())
                if (widget->inherits("QTipLabel") && widget->isVisible())
                    return widget;
            return static_cast<QWidget *>(nullptr);
        }())));
        const int oneLine = label->fontMetrics().horizontalAdvance(longMessage);
        QVERIFY2(label->width() < 800, qPrintable(QString::number(label->width())));
        QVERIFY(label->width() < oneLine / 2);
        QVERIFY(label->height() > 4 * label->fontMetrics().height());
        QToolTip::hideText();
    }

    void tooltipGoesWithItsProblem()
    {
        // Hovering a problem shows its tip; when the problem is fixed (the next diagnostics have none on that line)
        // the tip goes at once instead of describing a text that is no longer there.
        SourceEditor editor;
        editor.resize(600, 300);
        editor.setText(QStringLiteral("---\nname: Bad_Name\n---\n"));
        editor.setProblems({ problemAt(2, ProblemSeverity::Error, QStringLiteral("invalid name")),
            problemAt(2, ProblemSeverity::Warning, QStringLiteral("second")) });
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.showDwellTip(editor.positionFromLineIndex(1, 7), 20, 20);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY(QToolTip::text().contains(QStringLiteral("invalid name")));
        editor.setProblems({ problemAt(2, ProblemSeverity::Warning, QStringLiteral("second")) });
        QVERIFY(QToolTip::isVisible());
        QVERIFY(!QToolTip::text().contains(QStringLiteral("invalid name"))); // what is left on the line
        editor.setProblems({});
        QTRY_VERIFY(!QToolTip::isVisible());
    }
};

QTEST_MAIN(TestSourceEditor)
#include "tst_sourceeditor.moc"

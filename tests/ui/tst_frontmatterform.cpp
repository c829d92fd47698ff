// The frontmatter form: a long value shows its start; typing in a field keeps the cursor where it is; typing in a
// field is grouped in the undo history as typing in the source is (one step per run of keystrokes); Claude Code's
// own fields are in the form, written as Claude Code reads them.
#include "editor/frontmatterform.h"
#include "editor/skillmdeditor.h"
#include "editor/sourceeditor.h"
#include "testfiles.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace sw::ui;

namespace {
// Where a user clicks a check box: its indicator (a click beside its text does nothing).
QPoint indicator(const QWidget *box)
{
    return QPoint(8, box->height() / 2);
}
} // namespace

class TestFrontmatterForm : public QObject
{
    Q_OBJECT
private slots:
    void longValuesShowTheirStart()
    {
        FrontmatterForm form;
        form.resize(420, 600);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        FrontmatterValues values;
        values.name = QStringLiteral("pdf-tools");
        values.description = QStringLiteral("Fill PDF forms. Use when the user has a PDF.");
        values.compatibility = QStringLiteral("Requires python3 and poppler-utils on the PATH; tested on Debian 12, "
                                              "Ubuntu 24.04 and macOS 14 with Homebrew; needs no network access.");
        values.allowedTools = QStringLiteral("Bash(python3:*) Bash(pdftotext:*) Read Write Edit Glob Grep WebFetch");
        form.setValues(values);
        for (const char *name : { "compatibilityField", "allowedToolsField", "nameField" }) {
            auto *field = form.findChild<QLineEdit *>(QLatin1String(name));
            QVERIFY2(field, name);
            // The cursor at 0 keeps the field scrolled to the start of its text (setText put it at the end).
            QCOMPARE(field->cursorPosition(), 0);
        }
        auto *compatibility = form.findChild<QLineEdit *>(QStringLiteral("compatibilityField"));
        QVERIFY(compatibility->fontMetrics().horizontalAdvance(values.compatibility) > compatibility->width());

        // A field being typed in keeps its cursor when the values come back from the source.
        compatibility->setFocus();
        QTRY_VERIFY(compatibility->hasFocus());
        compatibility->setCursorPosition(12);
        values.compatibility.insert(12, QStringLiteral("X"));
        form.setValues(values);
        QCOMPARE(compatibility->text(), values.compatibility);
        QCOMPARE(compatibility->cursorPosition(), 12);
    }

    void typingInAFieldIsOneUndoStep()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pdf-tools/SKILL.md"));
        const QByteArray original = "---\nname: pdf-tools\ndescription: Fill PDF forms.\n---\n# PDF tools\n";
        sw::test::writeFile(path, original);
        SkillMdEditor editor(path, [](const QString &) { return ExternalChangeDecision::KeepMine; });
        QVERIFY(editor.loadFromDisk(nullptr));
        editor.resize(1200, 800);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        SourceEditor *source = editor.sourceEditor();
        QPlainTextEdit *description = editor.form()->descriptionEdit();
        description->setFocus();
        description->moveCursor(QTextCursor::End);
        const QString sentence = QStringLiteral(" Use when the user attaches a PDF form to fill in.");
        QTest::keyClicks(description, sentence);
        QVERIFY(source->text().contains(QStringLiteral("description: Fill PDF forms.") + sentence + QLatin1Char('\n')));
        // One undo takes the whole sentence back (it took one per character), and the form follows.
        source->undo();
        QCOMPARE(source->text().toUtf8(), original);
        QTRY_COMPARE(description->toPlainText(), QStringLiteral("Fill PDF forms."));
        QVERIFY(!editor.isModified());
        source->redo();
        QTRY_COMPARE(description->toPlainText(), QStringLiteral("Fill PDF forms.") + sentence);

        // A run of backspaces is one step too; so is each field's own run of typing.
        description->moveCursor(QTextCursor::End);
        for (int i = 0; i < 4; ++i) // " in."
            QTest::keyClick(description, Qt::Key_Backspace);
        QTRY_VERIFY(description->toPlainText().endsWith(QStringLiteral("to fill")));
        QLineEdit *name = editor.form()->nameEdit();
        name->setFocus();
        name->end(false);
        QTest::keyClicks(name, QStringLiteral("-pro"));
        auto *license = editor.form()->findChild<QLineEdit *>(QStringLiteral("licenseField"));
        license->setFocus();
        QTest::keyClicks(license, QStringLiteral("MIT"));
        QVERIFY(source->text().contains(QStringLiteral("license: MIT\n")));
        source->undo(); // the licence line
        QVERIFY(!source->text().contains(QStringLiteral("license:")));
        QVERIFY(source->text().contains(QStringLiteral("name: pdf-tools-pro\n")));
        source->undo(); // the name's typing
        QVERIFY(source->text().contains(QStringLiteral("name: pdf-tools\n")));
        source->undo(); // the backspaces
        QVERIFY(source->text().contains(sentence));
        source->undo(); // the sentence
        QCOMPARE(source->text().toUtf8(), original);
    }

    void claudeCodeFieldsAreEditable()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("deploy/SKILL.md"));
        const QByteArray original = "---\nname: deploy\ndescription: Deploy the app.\n---\n# Deploy\n";
        sw::test::writeFile(path, original);
        SkillMdEditor editor(path, [](const QString &) { return ExternalChangeDecision::KeepMine; });
        QVERIFY(editor.loadFromDisk(nullptr));
        editor.resize(1200, 800);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        SourceEditor *source = editor.sourceEditor();
        ClaudeCodeFields *claude = editor.form()->claudeCodeFields();
        QVERIFY(!claude->isUnfolded()); // none set: folded, one line
        QTest::mouseClick(claude->foldButton(), Qt::LeftButton);
        QVERIFY(claude->isUnfolded());
        QVERIFY(claude->whenToUseEdit()->isVisible());

        claude->whenToUseEdit()->setFocus();
        QTest::keyClicks(claude->whenToUseEdit(), QStringLiteral("the user says ship it"));
        QVERIFY2(source->text().contains(QStringLiteral("when_to_use: the user says ship it\n")),
            qPrintable(source->text()));
        // The switches are YAML booleans (a quoted "true" would be a string); their defaults remove the key.
        QTRY_VERIFY(claude->disableModelInvocationBox()->height() > 0); // laid out after unfolding
        QTest::mouseClick(claude->disableModelInvocationBox(), Qt::LeftButton, {}, indicator(claude->disableModelInvocationBox()));
        QVERIFY2(
            source->text().contains(QStringLiteral("disable-model-invocation: true\n")), qPrintable(source->text()));
        QTest::mouseClick(claude->userInvocableBox(), Qt::LeftButton, {}, indicator(claude->userInvocableBox()));
        QVERIFY(source->text().contains(QStringLiteral("user-invocable: false\n")));
        QTest::mouseClick(claude->userInvocableBox(), Qt::LeftButton, {}, indicator(claude->userInvocableBox()));
        QVERIFY(!source->text().contains(QStringLiteral("user-invocable")));
        claude->contextBox()->setFocus();
        QTest::keyClick(claude->contextBox(), Qt::Key_Down); // Main conversation -> fork
        QTRY_VERIFY2(source->text().contains(QStringLiteral("context: fork\n")), qPrintable(source->text()));
        // Each is one undo step, in order.
        source->undo(); // context
        source->undo(); // user-invocable back on
        source->undo(); // user-invocable off
        QVERIFY(source->text().contains(QStringLiteral("disable-model-invocation: true")));
        source->undo();
        QVERIFY(!source->text().contains(QStringLiteral("disable-model-invocation")));
        source->undo();
        QCOMPARE(source->text().toUtf8(), original);

        // A source that sets them unfolds the part and shows them; a list of paths reads as one line.
        source->setText(QStringLiteral("---\nname: deploy\ndescription: Deploy the app.\npaths:\n  - src/**/*.py\n"
                                       "  - \"*.toml\"\ndisable-model-invocation: true\nuser-invocable: false\n---\n"));
        QTRY_COMPARE(claude->pathsEdit()->text(), QStringLiteral("src/**/*.py, *.toml"));
        QVERIFY(claude->disableModelInvocationBox()->isChecked());
        QVERIFY(!claude->userInvocableBox()->isChecked());
        claude->setUnfolded(false);
        source->setText(source->text() + QStringLiteral(" "));
        QTRY_VERIFY(claude->isUnfolded());
    }
};

QTEST_MAIN(TestFrontmatterForm)
#include "tst_frontmatterform.moc"

// The frontmatter form on its own: a long value shows its start; typing in a field keeps the cursor where it is.
#include "editor/frontmatterform.h"

#include <QLineEdit>
#include <QtTest>

using namespace sw::ui;

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
};

QTEST_MAIN(TestFrontmatterForm)
#include "tst_frontmatterform.moc"

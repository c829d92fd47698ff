// New Skill: the name is checked as it is typed, with a kebab-case suggestion; OK creates the skill, and a failure
// keeps the dialog open with the template and the description; templates leave "when to use" to the description;
// a template's script is executable for everyone who may read it (0755 under the usual umask).
#include "editor/newskilldialog.h"
#include "editor/skillfiles.h"
#include "testfiles.h"

#include <QComboBox>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace sw::ui;

class TestNewSkillDialog : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void suggestedNamesAreKebabCase()
    {
        QCOMPARE(suggestedSkillName(QStringLiteral("Bad Name")), QStringLiteral("bad-name"));
        QCOMPARE(suggestedSkillName(QStringLiteral("PDF_Tools v2")), QStringLiteral("pdf-tools-v2"));
        QCOMPARE(suggestedSkillName(QStringLiteral("csvReport")), QStringLiteral("csv-report"));
        QCOMPARE(suggestedSkillName(QStringLiteral("--Café  crème--")), QStringLiteral("cafe-creme"));
        QCOMPARE(suggestedSkillName(QStringLiteral("技能")), QString());
        QCOMPARE(suggestedSkillName(QString(80, QLatin1Char('a'))).size(), 64);
        QVERIFY(isValidSkillName(suggestedSkillName(QStringLiteral("a -- b"))));
    }

    void nameIsCheckedWhileTyping()
    {
        const QString root = m_dir.filePath(QStringLiteral("skills"));
        sw::test::writeSkill(
            root + QStringLiteral("/taken"), QStringLiteral("taken"), QStringLiteral("x. Use in tests."));
        NewSkillDialog dialog({ root }, root);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.okButton()->isEnabled()); // nothing typed yet
        QTest::keyClicks(dialog.nameEdit(), QStringLiteral("Bad Name"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.nameMessage()->isVisible());
        QVERIFY(dialog.nameMessage()->text().contains(QStringLiteral("lower-case")));
        QVERIFY(dialog.suggestionLink()->isVisible());
        QVERIFY(dialog.suggestionLink()->text().contains(QStringLiteral("bad-name")));
        dialog.descriptionEdit()->setPlainText(QStringLiteral("Use when: a CSV is attached."));
        QDir().mkpath(QStringLiteral(SW_BINARY_DIR "/screenshots"));
        dialog.layout()->activate(); // the messages just changed: lay out before the picture
        // The wrapped messages push the next field down instead of overlapping it.
        QTRY_VERIFY(dialog.descriptionMessage()->geometry().top() >= dialog.descriptionEdit()->geometry().bottom());
        QVERIFY(
            dialog.okButton()->mapTo(&dialog, QPoint(0, 0)).y() >= dialog.descriptionMessage()->geometry().bottom());
        QVERIFY(dialog.grab().save(QStringLiteral(SW_BINARY_DIR "/screenshots/newskill-invalid-name.png")));
        emit dialog.suggestionLink()->linkActivated(QStringLiteral("use"));
        QCOMPARE(dialog.nameEdit()->text(), QStringLiteral("bad-name"));
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(!dialog.nameMessage()->isVisible());
        // An existing folder is caught before OK.
        dialog.nameEdit()->setText(QStringLiteral("taken"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.nameMessage()->text().contains(QStringLiteral("already exists")));
        // Reserved words are a warning, not a refusal.
        dialog.nameEdit()->setText(QStringLiteral("claude-helper"));
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(dialog.nameMessage()->text().contains(QStringLiteral("claude")));
        // The description's length and the characters to avoid are shown as it is typed.
        dialog.descriptionEdit()->setPlainText(QStringLiteral("Use when: a CSV is attached."));
        QVERIFY(dialog.descriptionMessage()->text().contains(QStringLiteral("rephrase")));
        QVERIFY(dialog.descriptionMessage()->text().contains(QStringLiteral("28 / 1024")));
    }

    void failureKeepsTheDialogAndWhatWasTyped()
    {
        // The root is a file, not a folder, by the time OK is pressed: the creation fails (as root too, which
        // permissions would not stop).
        const QString root = m_dir.filePath(QStringLiteral("vanishing-root"));
        QVERIFY(QDir().mkpath(root));
        NewSkillDialog dialog({ root }, root);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.templateBox()->setCurrentIndex(dialog.templateBox()->findData(QStringLiteral("with-scripts")));
        dialog.nameEdit()->setText(QStringLiteral("csv-report"));
        dialog.descriptionEdit()->setPlainText(QStringLiteral("Summarises a CSV file. Use when a CSV is attached."));
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(QDir(root).removeRecursively());
        sw::test::writeFile(root, "not a folder");
        dialog.okButton()->click();
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(dialog.errorMessage()->isVisible());
        QVERIFY2(dialog.errorMessage()->text().contains(QStringLiteral("csv-report")),
            qPrintable(dialog.errorMessage()->text()));
        QCOMPARE(dialog.templateId(), QStringLiteral("with-scripts"));
        QCOMPARE(dialog.name(), QStringLiteral("csv-report"));
        QCOMPARE(dialog.description(), QStringLiteral("Summarises a CSV file. Use when a CSV is attached."));
        // Fixed (the folder is back), OK creates the skill.
        QVERIFY(QFile::remove(root));
        QVERIFY(QDir().mkpath(root));
        dialog.okButton()->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.createdSkillMd(), root + QStringLiteral("/csv-report/SKILL.md"));
        QVERIFY(sw::test::readFile(dialog.createdSkillMd()).contains("Use when a CSV is attached."));
    }

    // From the keyboard: Return in the description writes a new line, Ctrl+Return creates the skill; with nothing
    // valid to create it does nothing.
    void ctrlReturnCreatesFromTheDescription()
    {
        const QString root = m_dir.filePath(QStringLiteral("keyboard"));
        QVERIFY(QDir().mkpath(root));
        NewSkillDialog dialog({ root }, root);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTest::keyClicks(dialog.nameEdit(), QStringLiteral("Bad Name"));
        dialog.descriptionEdit()->setFocus();
        QTest::keyClicks(dialog.descriptionEdit(), QStringLiteral("Charts a CSV file. Use when a CSV is attached."));
        QTest::keyClick(dialog.descriptionEdit(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(dialog.isVisible()); // the name is not valid: nothing created
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(dialog.okButton()->toolTip().contains(QStringLiteral("Ctrl+Return")));
        dialog.nameEdit()->setText(QStringLiteral("csv-chart"));
        dialog.descriptionEdit()->setFocus();
        QTest::keyClick(dialog.descriptionEdit(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.createdSkillMd(), root + QStringLiteral("/csv-chart/SKILL.md"));
        QVERIFY(sw::test::readFile(dialog.createdSkillMd()).contains("Charts a CSV file. Use when a CSV is attached."));
    }

    void templatesLeaveWhenToUseToTheDescription()
    {
        const QString root = m_dir.filePath(QStringLiteral("templates"));
        QVERIFY(QDir().mkpath(root));
        for (const SkillTemplate &skillTemplate : skillTemplates()) {
            QString skillMd;
            const QString name = QStringLiteral("from-") + skillTemplate.id;
            QCOMPARE(
                createSkillFromTemplate(root, skillTemplate.id, name, QStringLiteral("Does x. Use when y."), &skillMd),
                QString());
            const QByteArray text = sw::test::readFile(skillMd);
            QVERIFY2(!text.toLower().contains("when to use"), qPrintable(skillTemplate.id));
            QVERIFY(text.contains("## Instructions"));
        }
    }

    void scriptIsExecutableAsTheUmaskAllows()
    {
        const QString root = m_dir.filePath(QStringLiteral("modes"));
        QVERIFY(QDir().mkpath(root));
        const mode_t previous = ::umask(022);
        QString skillMd;
        const QString error = createSkillFromTemplate(root, QStringLiteral("with-scripts"), QStringLiteral("runner"),
            QStringLiteral("Runs. Use when y."), &skillMd);
        ::umask(077);
        QString privateMd;
        const QString privateError = createSkillFromTemplate(root, QStringLiteral("with-scripts"),
            QStringLiteral("private-runner"), QStringLiteral("Runs. Use when y."), &privateMd);
        ::umask(previous);
        QCOMPARE(error, QString());
        QCOMPARE(privateError, QString());
        struct stat info
        { };
        QCOMPARE(::stat(QFile::encodeName(root + QStringLiteral("/runner/scripts/run.sh")).constData(), &info), 0);
        QCOMPARE(int(info.st_mode & 0777), 0755); // it was 0754
        QCOMPARE(
            ::stat(QFile::encodeName(root + QStringLiteral("/private-runner/scripts/run.sh")).constData(), &info), 0);
        QCOMPARE(int(info.st_mode & 0777), 0700);
    }
};

QTEST_MAIN(TestNewSkillDialog)
#include "tst_newskilldialog.moc"

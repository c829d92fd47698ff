// Tests of the catalog preview (ui/catalog/catalogpreview): the off-thread render shows exactly the catalog text,
// a live edit of one skill is applied as one minimal replacement, hover finds the entry under the mouse, and the
// dialect and encoding pickers re-render.
#include "catalog/catalogpreview.h"
#include "catalog/catalogrenderer.h"
#include "catalog/dialectreading.h"
#include "repository/skillindex.h"

#include "testfiles.h"

#include <QComboBox>
#include <QLabel>
#include <QPlainTextDocumentLayout>
#include <QPlainTextEdit>
#include <QPointer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace sw;
using namespace sw::ui;

namespace {

QString applied(const QString &before, const CatalogTextEdit &edit)
{
    if (edit.replaceAll)
        return QString();
    QString text = before;
    text.replace(edit.from, edit.removed, edit.inserted);
    return text;
}

} // namespace

class TestCatalogView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (int i = 0; i < 40; ++i)
            test::writeSkill(m_dir.filePath(QStringLiteral("skill-%1").arg(i, 2, 10, QLatin1Char('0'))),
                QStringLiteral("skill-%1").arg(i, 2, 10, QLatin1Char('0')),
                QStringLiteral("Does task %1. Use when the user asks for task %1.").arg(i));
        m_snapshot = scanRoots({ { m_dir.path(), QStringLiteral("user") } });
        QCOMPARE(m_snapshot->visibleCount(), 40);
    }

    void textEditIsMinimalAndExact_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("removed");
        QTest::addColumn<QString>("inserted");
        QTest::newRow("same") << "abcdef"
                              << "abcdef" << 6 << 0 << "";
        QTest::newRow("insert in the middle") << "abcdef"
                                              << "abcXYdef" << 3 << 0 << "XY";
        QTest::newRow("remove in the middle") << "abcdef"
                                              << "abef" << 2 << 2 << "";
        QTest::newRow("replace the end") << "abcdef"
                                         << "abcxyz" << 3 << 3 << "xyz";
        QTest::newRow("repeated letters") << "aaaa"
                                          << "aaaaa" << 4 << 0 << "a";
        // U+1F600 and U+1F601 share their high surrogate: the edit must not start between the two halves.
        QTest::newRow("surrogate pair") << QString::fromUtf8("x\xF0\x9F\x98\x80y")
                                        << QString::fromUtf8("x\xF0\x9F\x98\x81y") << 1 << 2
                                        << QString::fromUtf8("\xF0\x9F\x98\x81");
    }
    void textEditIsMinimalAndExact()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        const CatalogTextEdit edit = catalogTextEdit(before, after);
        QVERIFY(!edit.replaceAll);
        QTEST(edit.from, "from");
        QTEST(edit.removed, "removed");
        QTEST(edit.inserted, "inserted");
        QCOMPARE(applied(before, edit), after);
        QCOMPARE(edit.isNoop(), before == after);
    }

    void textEditRandomized()
    {
        // Any before/after pair: applying the edit to `before` gives `after`.
        auto *random = QRandomGenerator::global();
        const QString alphabet = QStringLiteral("ab \n") + QString::fromUtf8("\xF0\x9F\x98\x80\xF0\x9F\x98\x81");
        auto randomText = [&] {
            QString text;
            const int length = random->bounded(12);
            for (int i = 0; i < length; ++i) {
                const int pick = random->bounded(6);
                text += pick < 4 ? QString(alphabet[pick]) : alphabet.mid(4 + 2 * (pick - 4), 2);
            }
            return text;
        };
        for (int round = 0; round < 2000; ++round) {
            const QString before = QStringLiteral("<") + randomText();
            const QString after = QStringLiteral("<") + randomText();
            const CatalogTextEdit edit = catalogTextEdit(before, after);
            QCOMPARE(applied(before, edit), after);
            QVERIFY(!edit.inserted.isEmpty() ? !edit.inserted.front().isLowSurrogate() : true);
        }
        QVERIFY(catalogTextEdit(QString(), QStringLiteral("x")).replaceAll);
    }

    void inputsTakeTheLiveFrontmatter()
    {
        const SkillRecord &third = m_snapshot->visibleAt(2);
        LiveSkills live;
        live.insert(third.skillMdPath, { QStringLiteral("renamed"), QStringLiteral("Edited live.") });
        const QList<CatalogInput> inputs = catalogInputs(m_snapshot, live);
        QCOMPARE(inputs.size(), 40);
        QCOMPARE(inputs[1].name, m_snapshot->visibleAt(1).name);
        QCOMPARE(inputs[2].name, QStringLiteral("renamed"));
        QCOMPARE(inputs[2].description, QStringLiteral("Edited live."));
        QCOMPARE(inputs[2].location, third.skillMdPath);
        QVERIFY(catalogInputs(nullptr, live).isEmpty());
    }

    void trpcGoShowsTheQuotesItKeeps()
    {
        // tRPC-Agent-Go keeps the quotes of a quoted description (the validator says so): its catalog shows them,
        // from the file and from unsaved text alike; a YAML-parsing dialect shows the string without them.
        QTemporaryDir dir;
        test::writeFile(dir.filePath(QStringLiteral("quoted/SKILL.md")),
            "---\nname: quoted\ndescription: \"Charts from CSV. Use when asked.\"\n---\nBody\n");
        const SkillIndexPtr snapshot = scanRoots({ { dir.path(), QStringLiteral("user") } });
        QCOMPARE(snapshot->visibleCount(), 1);
        QVERIFY(catalogDialectReadsLeniently(QStringLiteral("trpc-go")));
        QVERIFY(!catalogDialectReadsLeniently(QStringLiteral("agentskills-xml")));
        const QString path = snapshot->visibleAt(0).skillMdPath;
        QCOMPARE(catalogInputs(snapshot, {}, true).value(0).description,
            QStringLiteral("\"Charts from CSV. Use when asked.\""));
        QCOMPARE(catalogInputs(snapshot, {}, false).value(0).description,
            QStringLiteral("Charts from CSV. Use when asked."));
        const QHash<QString, QByteArray> texts { { path, "---\nname: quoted\ndescription: 'Edited.'\n---\n" } };
        QCOMPARE(catalogInputs(snapshot, {}, true, texts).value(0).description, QStringLiteral("'Edited.'"));
        const CatalogPreviewResult trpc = computeCatalogPreview(
            catalogInputs(snapshot, {}, true), QStringLiteral("trpc-go"), QStringLiteral("o200k_base"));
        QVERIFY2(trpc.text.contains(QStringLiteral("\"Charts from CSV. Use when asked.\"")), qPrintable(trpc.text));
    }

    void showsTheRenderedCatalogAndFollowsLiveEdits()
    {
        CatalogPreview preview;
        preview.resize(700, 500);
        QSignalSpy counted(&preview, &CatalogPreview::catalogCounted);
        const QTextDocument *initial = preview.textView()->document();
        preview.setSnapshot(m_snapshot);
        QVERIFY(preview.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!preview.isBusy(), 20000);
        QCOMPARE(counted.size(), 1);
        // A whole new text arrives as a document built on the worker, swapped in on the GUI thread, in the view's font.
        QVERIFY(preview.textView()->document() != initial);
        QCOMPARE(preview.textView()->document()->thread(), preview.thread());
        QCOMPARE(preview.textView()->document()->defaultFont(), preview.textView()->font());
        QVERIFY(qobject_cast<QPlainTextDocumentLayout *>(preview.textView()->document()->documentLayout()));
        QVERIFY(!preview.textView()->document()->isUndoRedoEnabled());

        QList<CatalogSkill> skills;
        for (int i = 0; i < m_snapshot->visibleCount(); ++i) {
            const SkillRecord &record = m_snapshot->visibleAt(i);
            skills.append({ record.name, record.description, record.skillMdPath });
        }
        const QString expected = renderCatalog(preview.dialect(), skills);
        QCOMPARE(preview.textView()->toPlainText(), expected);
        QCOMPARE(preview.result().text, expected);
        QCOMPARE(preview.result().skills, 40);
        QVERIFY(preview.result().tokens > 0);
        QCOMPARE(counted.first().at(0).toInt(), preview.result().tokens);
        QVERIFY(preview.findChild<QLabel *>(QStringLiteral("catalogSummary"))->text().contains(QStringLiteral("40")));

        // Editing one skill's description: the view gets the new text through one small replacement, and the
        // blocks before the edit stay the same objects (not a full reset of a possibly huge document).
        const SkillRecord &edited = m_snapshot->visibleAt(20);
        const QTextBlock firstBlock = preview.textView()->document()->firstBlock();
        QSignalSpy contents(preview.textView()->document(), &QTextDocument::contentsChange);
        preview.setLiveSkill(edited.skillMdPath, edited.name, QStringLiteral("Now something else entirely."));
        QTRY_VERIFY_WITH_TIMEOUT(!preview.isBusy(), 20000);
        QCOMPARE(counted.size(), 2);
        skills[20].description = QStringLiteral("Now something else entirely.");
        QCOMPARE(preview.textView()->toPlainText(), renderCatalog(preview.dialect(), skills));
        QCOMPARE(contents.size(), 1); // the same document, edited in place
        const int changed = contents.first().at(2).toInt(); // characters added
        QVERIFY2(changed < 100, qPrintable(QString::number(changed)));
        QVERIFY(preview.textView()->document()->firstBlock() == firstBlock);

        // The same live value again: nothing to do.
        preview.setLiveSkill(edited.skillMdPath, edited.name, QStringLiteral("Now something else entirely."));
        QVERIFY(!preview.isBusy());

        // A change larger than kCatalogDocumentThreshold comes as a new document too. The document it replaces is
        // not deleted while the new one is swapped in (that took 10-20 ms for a few megabytes) but in an event of its
        // own, and nothing else holds it.
        QPointer<QTextDocument> replaced = preview.textView()->document();
        QTextDocument *shownBefore = replaced;
        bool aliveAtSwap = false;
        connect(&preview, &CatalogPreview::catalogCounted, this, [&] {
            // Inside the result's handling, right after the swap.
            aliveAtSwap = preview.textView()->document() != shownBefore && !replaced.isNull();
        });
        const QString huge = QStringLiteral("Long. ").repeated(kCatalogDocumentThreshold / 5);
        preview.setLiveSkill(edited.skillMdPath, edited.name, huge);
        QTRY_COMPARE_WITH_TIMEOUT(counted.size(), 3, 20000);
        QVERIFY(preview.textView()->document() != shownBefore);
        QVERIFY(aliveAtSwap);
        QVERIFY(preview.textView()->toPlainText().contains(huge));
        QTRY_VERIFY(replaced.isNull()); // deleted later, by the event loop
    }

    void hoverFindsTheEntry()
    {
        CatalogPreview preview;
        preview.setSnapshot(m_snapshot);
        QTRY_VERIFY_WITH_TIMEOUT(!preview.isBusy(), 20000);
        const QList<CatalogEntryRange> &entries = preview.result().entries;
        QCOMPARE(entries.size(), 40);
        const QString text = preview.result().text;
        int located = 0;
        for (int i = 0; i < entries.size(); ++i) {
            const CatalogEntryRange &range = entries[i];
            if (range.length == 0)
                continue;
            ++located;
            QVERIFY(text.mid(range.start, range.length).contains(range.name));
            QCOMPARE(preview.entryAt(range.start), i);
            QCOMPARE(preview.entryAt(range.start + range.length - 1), i);
            if (i > 0 && entries[i - 1].length > 0 && entries[i - 1].start + entries[i - 1].length < range.start)
                QCOMPARE(preview.entryAt(range.start - 1), -1); // the separator between two entries
        }
        QCOMPARE(located, 40);
        QCOMPARE(preview.entryAt(-1), -1);
        QCOMPARE(preview.entryAt(int(text.size()) + 5), -1);
    }

    void pickersReRender()
    {
        CatalogPreview preview;
        QSignalSpy dialects(&preview, &CatalogPreview::dialectChosen);
        preview.setSnapshot(m_snapshot);
        QTRY_VERIFY_WITH_TIMEOUT(!preview.isBusy(), 20000);
        const QStringList names = catalogDialectNames();
        QVERIFY(names.size() > 1);
        const QString other = names.last() == preview.dialect() ? names.first() : names.last();
        const QString before = preview.result().text;
        preview.setDialect(other);
        QCOMPARE(dialects.size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!preview.isBusy(), 20000);
        QList<CatalogSkill> skills;
        for (int i = 0; i < m_snapshot->visibleCount(); ++i) {
            const SkillRecord &record = m_snapshot->visibleAt(i);
            skills.append({ record.name, record.description, record.skillMdPath });
        }
        QCOMPARE(preview.textView()->toPlainText(), renderCatalog(other, skills));
        QVERIFY(preview.result().text != before);
    }

private:
    QTemporaryDir m_dir;
    SkillIndexPtr m_snapshot;
};

QTEST_MAIN(TestCatalogView)
#include "tst_catalogview.moc"

// Tests of the chat's block-by-block rendering: MarkdownBlocks cuts (where a cut is safe and where it is not), the
// streaming cuts being a prefix of the finished text's cuts, and ChatView rendering a streamed answer as Markdown
// while it streams, keeping those blocks when it finishes and ending with the same document as a fresh view.
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "chat/chatview.h"
#include "chat/markdownblocks.h"
#include "chatfixtures.h"
#include "common/backgroundpool.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace sw;
using namespace sw::ui;

namespace {

const QString kRich = QStringLiteral("# Report\n\nIntro with **bold** and `code`.\nSecond line of the intro.\n\n"
                                     "- one\n- two\n\n- three (a loose list)\n\n  continued inside three\n\n"
                                     "1. first\n2. second\n\nAfter the lists.\n\n"
                                     "```python\nprint('a')\n\nprint('b')\n```\n"
                                     "Right after the fence.\n\n"
                                     "| col | val |\n|---|---|\n| a | 1 |\n\n"
                                     "> quoted\n\n> quoted again\n\n"
                                     "    indented code\n\n    more indented\n\n"
                                     "~~~\nsecond fence\n~~~\n\nThe end, *really*.");

const QString kLast = QStringLiteral("\nThe end, *really*.");

QStringList texts(const QString &text, const QList<MarkdownBlock> &blocks)
{
    QStringList out;
    for (const MarkdownBlock &b : blocks)
        out << text.mid(b.start, b.end - b.start);
    return out;
}

QString writeScenario(const QString &dir, const QString &answer, int chunk, const QString &reasoning)
{
    QJsonObject step = sw::test::textStep(answer, 1, chunk);
    if (!reasoning.isEmpty())
        step.insert(QStringLiteral("reasoning"), reasoning);
    return sw::test::writeScenario(dir, QStringLiteral("render.json"),
        sw::test::scenarioJson(
            QStringLiteral("Render"), QStringLiteral("minimal"), { QStringLiteral("hi") }, QJsonArray { step }));
}

// What a streamed answer looked like in the view, and the render that finished it.
struct Streamed
{
    bool markdownWhileStreaming = false; // completed blocks were Markdown (the heading) before the end
    int reasoningRenders = 0; // renders while only reasoning streamed
    int reasoningRowRenders = 0; // of them, those that rendered the row again instead of appending
    bool codeWhileOpen = false; // an open fence's lines shown as code (no ``` line) before it closed
    ChatView::RenderStats finish;
    int conversions = 0; // large blocks a worker converted into the document (ChatView::converted)
    QString html;
    QString freshHtml;
    QString plain;
    QString freshPlain;
    // The fresh view's first render: what it converted itself, what went to a worker, and its text meanwhile.
    ChatView::RenderStats freshFirst;
    QString freshFirstPlain;
};

Streamed streamAnswer(const QString &answer, const QString &work, int chunk = 7, const QString &reasoning = {})
{
    Streamed result;
    QTemporaryDir dir;
    ChatPanel panel;
    panel.setWorkRoot(work);
    const QString scenario = writeScenario(dir.path(), answer, chunk, reasoning);
    panel.setScenarioDirectory(dir.path());
    if (!panel.selectScenario(scenario)) {
        qWarning("the scenario was not listed");
        return result;
    }
    panel.resize(700, 500);
    panel.show();
    ChatView *view = panel.view();
    ChatMessagesModel *model = panel.messagesModel();
    // Every delta rendered as it arrives (the view coalesces to 30 ms on its own; this is the finest case).
    QObject::connect(model, &QAbstractItemModel::dataChanged, view, [&] {
        view->renderNow();
        const QModelIndex last = model->index(model->rowCount() - 1);
        if (!last.data(ChatMessagesModel::StreamingRole).toBool())
            return;
        const QString text = last.data(ChatMessagesModel::TextRole).toString();
        if (text.isEmpty()) {
            ++result.reasoningRenders;
            result.reasoningRowRenders += view->lastRenderStats().rows;
        }
        const QString plain = view->toPlainText();
        if (text.contains(QLatin1String("Right after")) && plain.contains(QLatin1String("Report"))
            && !plain.contains(QLatin1String("# Report")))
            result.markdownWhileStreaming = true;
        if (text.contains(QLatin1String("print('a')\n")) && !text.contains(QLatin1String("print('b')\n```"))
            && plain.contains(QLatin1String("print('a')")) && !plain.contains(QLatin1String("```"))
            && view->toHtml().contains(QLatin1String("copy:1:0")))
            result.codeWhileOpen = true;
    });
    QObject::connect(view, &ChatView::converted, view, [&] { ++result.conversions; });
    // The finished row replaces the streaming one: render right then and keep what that render did.
    QObject::connect(model, &QAbstractItemModel::rowsInserted, view, [&] {
        view->renderNow();
        result.finish = view->lastRenderStats();
    });
    QString error;
    if (!panel.sendMessage(QStringLiteral("hi"), &error)) {
        qWarning("%s", qPrintable(error));
        return result;
    }
    if (!QTest::qWaitFor([&] { return !panel.loop()->isRunning(); }, 20000))
        return result;
    view->renderNow();
    // A large block converted on a worker thread lands a little later.
    if (!QTest::qWaitFor([&] { return !view->isConverting(); }, 20000))
        return result;
    result.html = view->toHtml();
    result.plain = view->toPlainText();
    ChatView fresh;
    fresh.setModel(model);
    fresh.renderNow();
    result.freshFirst = fresh.lastRenderStats();
    result.freshFirstPlain = fresh.toPlainText();
    // Its large blocks are converted on a worker too, and the rows holding them rendered again once they are in.
    if (!QTest::qWaitFor([&] { return !fresh.isConverting(); }, 20000))
        return result;
    fresh.renderNow();
    result.freshHtml = fresh.toHtml();
    result.freshPlain = fresh.toPlainText();
    return result;
}

} // namespace

class TestUiChatRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cutsOnlyBeforeTopLevelParagraphs();
    void streamingCutsArePrefixOfFinished();
    void referenceDefinitionsAndHtmlStopCuts();
    void codeOfEachFence();
    void streamedAnswerRendersBlocksAndMatchesFresh();
    void referenceDefinitionAtTheEndRendersWholeAnswer();
    void answerEndingInsideAFenceKeepsIt();
    void largeParagraphsConvertOnAWorker();
    void reasoningGrowsInPlace();
    void chatClosedWhileAWorkerConverts();
    void openedSessionConvertsLargeBlocksOnAWorker();

private:
    QTemporaryDir m_work;
};

void TestUiChatRender::cutsOnlyBeforeTopLevelParagraphs()
{
    const QList<MarkdownBlock> blocks = MarkdownBlocks::split(kRich, 0, true);
    const QStringList parts = texts(kRich, blocks);
    // Cut: heading | intro | lists (the loose list, its indented continuation and the ordered list after a blank
    // line stay together: a list item or an indented line is never cut) | paragraph | fence | paragraph | table with
    // the quotes and the indented code (a quote or an indented line is never cut) | fence | the rest.
    QCOMPARE(parts.size(), 9);
    QCOMPARE(parts.at(0), QStringLiteral("# Report\n\n"));
    QCOMPARE(parts.at(1), QStringLiteral("Intro with **bold** and `code`.\nSecond line of the intro.\n\n"));
    QVERIFY(parts.at(2).startsWith(QLatin1String("- one")));
    QVERIFY(parts.at(2).contains(QLatin1String("  continued inside three")));
    QVERIFY(parts.at(2).contains(QLatin1String("2. second")));
    QCOMPARE(parts.at(3), QStringLiteral("After the lists.\n\n"));
    QVERIFY(blocks.at(4).code);
    QCOMPARE(parts.at(4), QStringLiteral("```python\nprint('a')\n\nprint('b')\n```\n"));
    QCOMPARE(parts.at(5), QStringLiteral("Right after the fence.\n\n"));
    QVERIFY(parts.at(6).startsWith(QLatin1String("| col")));
    QVERIFY(parts.at(6).contains(QLatin1String("> quoted again")));
    QVERIFY(parts.at(6).endsWith(QLatin1String("    more indented\n\n")));
    QVERIFY(blocks.at(7).code);
    QCOMPARE(parts.at(8), kLast);
    QCOMPARE(parts.join(QString()), kRich); // nothing lost, nothing twice
    // The joined fragments are what ChatView::markdownToHtml gives (copy links numbered per fence).
    const QString html = ChatView::markdownToHtml(kRich, 3);
    QVERIFY(html.contains(QLatin1String("copy:3:0")));
    QVERIFY(html.contains(QLatin1String("copy:3:1")));
    QVERIFY(!html.contains(QLatin1String("copy:3:2")));
}

void TestUiChatRender::streamingCutsArePrefixOfFinished()
{
    // Whatever the text so far, the blocks a stream commits are the finished text's first blocks, one by one as
    // chunks arrive (carrying the state as ChatView does) or all at once.
    const QList<MarkdownBlock> finished = MarkdownBlocks::split(kRich, 0, true);
    for (int chunk : { 1, 7, 40 }) {
        QList<MarkdownBlock> committed;
        bool cuts = true;
        for (qsizetype end = 0; end <= kRich.size(); end += chunk) {
            const QString prefix = kRich.left(end);
            const qsizetype from = committed.isEmpty() ? 0 : committed.last().end;
            committed << MarkdownBlocks::split(prefix, from, false, &cuts);
            QVERIFY2(committed.size() <= finished.size(), qPrintable(QString::number(end)));
            for (qsizetype i = 0; i < committed.size(); ++i)
                QVERIFY2(committed.at(i) == finished.at(i),
                    qPrintable(QStringLiteral("chunk %1 end %2 block %3").arg(chunk).arg(end).arg(i)));
            QVERIFY(MarkdownBlocks::split(prefix, 0, false) == committed);
        }
        QCOMPARE(committed.size(), finished.size() - 1); // the last paragraph stays open until the end
    }
}

void TestUiChatRender::referenceDefinitionsAndHtmlStopCuts()
{
    // A link reference definition applies to the whole text: no prose cut at all.
    const QString refs = QStringLiteral("See [the docs][d].\n\nMore text.\n\n[d]: https://example.com\n");
    QCOMPARE(MarkdownBlocks::split(refs, 0, true).size(), 1);
    bool cuts = true;
    const QList<MarkdownBlock> streamed = MarkdownBlocks::split(refs, 0, false, &cuts);
    QCOMPARE(streamed.size(), 2); // cut before it was seen (ChatView then renders the finished answer whole)
    QVERIFY(!cuts);
    // Inside a fence it is code, not a definition.
    QCOMPARE(MarkdownBlocks::split(QStringLiteral("a\n\n```\n[d]: x\n```\nb\n\nc"), 0, true).size(), 4);
    // Raw HTML can span blank lines: no cut until the next fence.
    const QString html = QStringLiteral("<!--\n\nnot a paragraph\n\n-->\n\nafter\n\n```\nx\n```\nlast\n\nend");
    const QStringList parts = texts(html, MarkdownBlocks::split(html, 0, true));
    QCOMPARE(parts.size(), 4);
    QVERIFY(parts.at(0).endsWith(QLatin1String("after\n\n")));
    QCOMPARE(parts.at(2), QStringLiteral("last\n\n"));
    QCOMPARE(parts.at(3), QStringLiteral("end"));
}

void TestUiChatRender::codeOfEachFence()
{
    QCOMPARE(MarkdownBlocks::codeAt(kRich, 0), QStringLiteral("print('a')\n\nprint('b')"));
    QCOMPARE(MarkdownBlocks::codeAt(kRich, 1), QStringLiteral("second fence"));
    QCOMPARE(MarkdownBlocks::codeAt(kRich, 2), QString());
    QCOMPARE(MarkdownBlocks::codeAt(QStringLiteral("```sh\nopen fence"), 0), QStringLiteral("open fence"));
}

void TestUiChatRender::streamedAnswerRendersBlocksAndMatchesFresh()
{
    const Streamed s = streamAnswer(kRich, m_work.path());
    QVERIFY(!s.html.isEmpty());
    // While it streamed, completed blocks were already Markdown (the heading without its "#"), not plain text.
    QVERIFY(s.markdownWhileStreaming);
    QVERIFY(s.codeWhileOpen); // the open fence grew line by line as code
    // The finishing render kept the 8 blocks rendered while streaming and converted only the last paragraph.
    QCOMPARE(s.finish.streamedBlocksKept, 8);
    QCOMPARE(s.finish.markdownChars, kLast.size());
    // Same document as a view that renders the finished conversation from scratch.
    QCOMPARE(s.plain, s.freshPlain);
    QCOMPARE(s.html, s.freshHtml);
    QVERIFY(!s.plain.contains(QLatin1String("```")));
    QVERIFY(!s.plain.contains(QLatin1String("typing")));
    QVERIFY(s.plain.contains(QLatin1String("print('b')")));
    QVERIFY(s.plain.contains(QLatin1String("Report")));
    QVERIFY(!s.plain.contains(QLatin1String("# Report")));
}

void TestUiChatRender::referenceDefinitionAtTheEndRendersWholeAnswer()
{
    // The definition arrives last and changes how the first paragraph renders: the blocks rendered while streaming
    // cannot stay; the whole answer is rendered again, identical to a fresh view, with the link resolved.
    const QString answer
        = QStringLiteral("See [the docs][d] first.\n\nMore **text**.\n\n[d]: https://example.com/docs\n");
    const Streamed s = streamAnswer(answer, m_work.path());
    QVERIFY(!s.html.isEmpty());
    QCOMPARE(s.finish.streamedBlocksKept, 0);
    QCOMPARE(s.html, s.freshHtml);
    QVERIFY(s.html.contains(QLatin1String("https://example.com/docs")));
    QVERIFY(!s.plain.contains(QLatin1String("[d]")));
}

void TestUiChatRender::answerEndingInsideAFenceKeepsIt()
{
    // The answer stops inside a code fence (no closing ```): the fence shown while streaming stays, its last line is
    // added, and the document is the same as a fresh view's.
    const QString answer = QStringLiteral("Here is the file:\n\n```python\nimport os\n\nprint(os.getcwd())\nlast = 1");
    const Streamed s = streamAnswer(answer, m_work.path());
    QVERIFY(!s.html.isEmpty());
    QCOMPARE(s.finish.streamedBlocksKept, 2); // the paragraph and the open fence
    QCOMPARE(s.finish.markdownChars, 0);
    QCOMPARE(s.plain, s.freshPlain);
    QCOMPARE(s.html, s.freshHtml);
    QVERIFY(s.plain.contains(QLatin1String("print(os.getcwd())\nlast = 1")));
    QVERIFY(!s.plain.contains(QLatin1String("```")));
}

void TestUiChatRender::largeParagraphsConvertOnAWorker()
{
    // Paragraphs without blank lines over 8,192 characters are converted on a worker thread (QTextDocument's
    // Markdown import takes superlinear time in a paragraph's length): one in the middle while streaming, one at
    // the end when the answer finishes (after the first, when the worker has not delivered it yet). The finishing
    // render converts nothing itself; the result is the same.
    QString big;
    for (int i = 0; big.size() < 9000; ++i)
        big += QStringLiteral("word %1 with **bold** and `code`\n").arg(i);
    const QString answer = QStringLiteral("Intro.\n\n") + big + QStringLiteral("\nAfter *that*.\n\n") + big;
    const Streamed s = streamAnswer(answer, m_work.path(), 60);
    QVERIFY(!s.html.isEmpty());
    QCOMPARE(s.finish.markdownChars, 0);
    QCOMPARE(s.conversions, 2);
    QCOMPARE(s.plain, s.freshPlain);
    QCOMPARE(s.html, s.freshHtml);
    QVERIFY(!s.plain.contains(QLatin1String("**bold**")));
    QVERIFY(s.plain.contains(QLatin1String("After that.")));
    // A view rendering the finished conversation from scratch (a session opened) converts the small blocks itself
    // and hands both large ones to a worker, showing a note in their place until they are in.
    QVERIFY2(qAbs(s.freshFirst.workerChars - 2 * big.size()) <= 2, // each block with or without a line end
        qPrintable(QString::number(s.freshFirst.workerChars)));
    QVERIFY2(s.freshFirst.markdownChars < 100, qPrintable(QString::number(s.freshFirst.markdownChars)));
    QCOMPARE(s.freshFirstPlain.count(QStringLiteral("Rendering 9,0")), 2);
    QVERIFY(s.freshFirstPlain.contains(QLatin1String("After that.")));
    // A reference definition arriving last changes how the text is cut: the block converting while it streamed
    // no longer matches and is converted again.
    const Streamed refs = streamAnswer(
        big + QStringLiteral("\nSee [the docs][d].\n\n[d]: https://example.com/docs\n"), m_work.path(), 60);
    QVERIFY(!refs.html.isEmpty());
    QCOMPARE(refs.html, refs.freshHtml);
    QVERIFY(refs.html.contains(QLatin1String("https://example.com/docs")));
}

void TestUiChatRender::chatClosedWhileAWorkerConverts()
{
    // The chat goes away while a long paragraph is still converting on the worker: the result is dropped, never
    // delivered to the destroyed view (it was: a use after free, and Qt's "Cannot create children" warning).
    QTest::failOnWarning(QRegularExpression(QStringLiteral("different thread|Cannot create children")));
    QString big;
    for (int i = 0; big.size() < 20000; ++i)
        big += QStringLiteral("word %1 with **bold** and `code`\n").arg(i);
    QTemporaryDir dir;
    bool converting = false;
    {
        ChatPanel panel;
        panel.setWorkRoot(m_work.path());
        const QString scenario = writeScenario(dir.path(), big + QStringLiteral("\nDone.\n\nEnd.\n"), 2000, {});
        panel.setScenarioDirectory(dir.path());
        QVERIFY(panel.selectScenario(scenario));
        QVERIFY(panel.sendMessage(QStringLiteral("hi")));
        converting = QTest::qWaitFor([&] { return panel.view()->isConverting(); }, 20000);
    } // the panel and its view are destroyed here, the conversion still running
    QVERIFY(converting);
    // Let the worker finish and deliver whatever it would deliver. The pool runs niced: on a machine busy with other
    // work its conversion (about half a second alone) can take many times longer.
    QVERIFY(sw::backgroundPool()->waitForDone(120000));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    sw::lowerThreadPoolPriority(sw::backgroundPool()); // waitForDone() dropped the pool's lowered threads
}

namespace {

sw::Session sessionWith(const QString &question, const QString &answer)
{
    sw::Session session;
    sw::TranscriptEvent user;
    user.kind = sw::TranscriptEvent::Kind::User;
    user.text = question;
    sw::TranscriptEvent assistant;
    assistant.kind = sw::TranscriptEvent::Kind::Assistant;
    assistant.text = answer;
    session.events << user << assistant;
    return session;
}

} // namespace

void TestUiChatRender::openedSessionConvertsLargeBlocksOnAWorker()
{
    // A session opened with a long answer: the view renders it at once with a note where its large paragraph goes
    // (converting it took 460 ms of the GUI thread for 83,000 characters), and the paragraph once a worker made it,
    // the same document as a synchronous render gives.
    QString big;
    for (int i = 0; big.size() < 12000; ++i)
        big += QStringLiteral("word %1 with **bold** and `code`\n").arg(i);
    const QString answer = QStringLiteral("Intro.\n\n") + big + QStringLiteral("\nThe *end*.");
    ChatMessagesModel model;
    model.setSession(sessionWith(QStringLiteral("Tell me"), answer));
    ChatView view;
    view.setModel(&model);
    view.renderNow();
    QVERIFY(view.isConverting());
    QVERIFY(view.lastRenderStats().workerChars >= big.size());
    QVERIFY(view.toPlainText().contains(QStringLiteral("Rendering 12,0")));
    QVERIFY(view.toPlainText().contains(QLatin1String("The end.")));
    QVERIFY(!view.toPlainText().contains(QLatin1String("word 10 with bold")));
    QTRY_VERIFY_WITH_TIMEOUT(!view.isConverting(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(view.toPlainText().contains(QLatin1String("word 10 with bold and code")), 20000);
    QVERIFY(!view.toPlainText().contains(QLatin1String("Rendering")));
    qputenv("SW_CHAT_WHOLE_MARKDOWN", "1"); // the previous renderer: everything converted on the GUI thread
    ChatView synchronous;
    qunsetenv("SW_CHAT_WHOLE_MARKDOWN");
    synchronous.setModel(&model);
    synchronous.renderNow();
    QVERIFY(!synchronous.isConverting());
    QCOMPARE(view.toHtml(), synchronous.toHtml());

    // Another session while a block converts: its result is dropped, the new conversation shown alone.
    ChatMessagesModel other;
    other.setSession(sessionWith(QStringLiteral("First"), big));
    ChatView switched;
    switched.setModel(&other);
    switched.renderNow();
    QVERIFY(switched.isConverting());
    other.setSession(sessionWith(QStringLiteral("Second"), QStringLiteral("A short answer.")));
    QVERIFY(!switched.isConverting()); // the new conversation waits for nothing
    switched.renderNow();
    QVERIFY(sw::backgroundPool()->waitForDone(120000));
    sw::lowerThreadPoolPriority(sw::backgroundPool());
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    switched.renderNow();
    QVERIFY(switched.toPlainText().contains(QLatin1String("A short answer.")));
    QVERIFY(!switched.toPlainText().contains(QLatin1String("word 10")));
}

void TestUiChatRender::reasoningGrowsInPlace()
{
    // A thinking model streams its reasoning first: it is appended in place (not the row rendered again per delta),
    // then the answer; the end is the same document as a fresh view's.
    QString reasoning;
    for (int i = 0; i < 40; ++i)
        reasoning += QStringLiteral("Step %1: check the <catalog> & the skill.\n").arg(i);
    const Streamed s = streamAnswer(QStringLiteral("Done: **ok**.\n\nSecond."), m_work.path(), 20, reasoning);
    QVERIFY(!s.html.isEmpty());
    QVERIFY2(s.reasoningRenders > 20, qPrintable(QString::number(s.reasoningRenders)));
    QVERIFY2(s.reasoningRowRenders <= 1, qPrintable(QString::number(s.reasoningRowRenders))); // its first delta only
    QCOMPARE(s.plain, s.freshPlain);
    QCOMPARE(s.html, s.freshHtml);
    QVERIFY(s.plain.contains(QLatin1String("Step 39: check the <catalog> & the skill.")));
    QVERIFY(s.plain.contains(QLatin1String("Done: ok.")));
}

QTEST_MAIN(TestUiChatRender)
#include "tst_ui_chat_render.moc"

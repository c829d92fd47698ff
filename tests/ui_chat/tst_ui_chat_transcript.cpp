// The chat transcript against a loopback server (ChatMessagesModel + ChatView over an AgentLoop): tool cards
// paired with their results by order when the server reuses `call_1`, live and rebuilt; what arrived before Stop, a
// dropped connection or a malformed chunk stays in the chat marked incomplete; a skill_run card stopped while
// its command runs ends "stopped" instead of "running…".
#include "agentharness.h"
#include "chat/chatmessagesmodel.h"
#include "chat/chatview.h"
#include "chat/markdownblocks.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextList>

using namespace sw;
using namespace sw::test;
using sw::ui::ChatMessagesModel;
using sw::ui::ChatView;
using sw::ui::MarkdownBlock;
using sw::ui::MarkdownBlocks;

class TestUiChatTranscript : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reusedCallIdsPairByOrder();
    void partialAnswersStayMarked();
    void stoppedRunCardEnds();
    void fencedCodeInsideAListItem();
};

namespace {
QStringList cardResults(const ChatMessagesModel &model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.kindAt(r) != ChatMessagesModel::Kind::ToolCall)
            continue;
        const QModelIndex idx = model.index(r);
        out << idx.data(ChatMessagesModel::ArgumentsRole).toString() + QStringLiteral(" -> ")
                + (idx.data(ChatMessagesModel::PendingRole).toBool()
                        ? QStringLiteral("pending")
                        : idx.data(ChatMessagesModel::ResultRole).toString());
    }
    return out;
}
} // namespace

void TestUiChatTranscript::reusedCallIdsPairByOrder()
{
    AgentHarness h(shippedProfile("trpc-go"));
    h.server->enqueue(
        callsReusingIds({ { "skill_load", R"({"skill":"alpha"})" }, { "skill_load", R"({"skill":"pdf-tools"})" } }));
    h.server->enqueue(answer("one"));
    h.server->enqueue(callsReusingIds({ { "skill_load", R"({"skill":"data-report"})" } }));
    h.server->enqueue(answer("two"));
    ChatMessagesModel live;
    QAbstractItemModelTester tester(&live, QAbstractItemModelTester::FailureReportingMode::QtTest);
    live.setLoop(&h.loop());
    QVERIFY2(h.turn("first"), qPrintable(h.lastError));
    QVERIFY2(h.turn("second"), qPrintable(h.lastError));
    const QStringList expected { R"({"skill":"alpha"} -> loaded: alpha)",
        R"({"skill":"pdf-tools"} -> loaded: pdf-tools)", R"({"skill":"data-report"} -> loaded: data-report)" };
    QCOMPARE(cardResults(live), expected);
    // Rebuilt from the session (an opened file) and from a reset: the same pairs.
    ChatMessagesModel rebuilt;
    QAbstractItemModelTester rebuiltTester(&rebuilt, QAbstractItemModelTester::FailureReportingMode::QtTest);
    rebuilt.setSession(h.loop().session());
    QCOMPARE(cardResults(rebuilt), expected);
    live.rebuild();
    QCOMPARE(cardResults(live), expected);
}

void TestUiChatTranscript::partialAnswersStayMarked()
{
    AgentHarness h(shippedProfile("trpc-go"));
    FakeResponse drop = FakeResponse::stream({ sseText("Here is the **beg"), sseText("inning") });
    drop.end = FakeResponse::End::Drop;
    h.server->enqueue(drop);
    FakeResponse stall = FakeResponse::stream({ sseText("Still thinking") });
    stall.end = FakeResponse::End::Stall;
    h.server->enqueue(stall);
    ChatMessagesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLoop(&h.loop());
    ChatView view;
    view.setModel(&model);
    QVERIFY(!h.turn("one"));
    view.renderNow();
    // user, the incomplete answer, the failure notice
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.kindAt(1), ChatMessagesModel::Kind::Assistant);
    QCOMPARE(model.index(1).data(ChatMessagesModel::TextRole).toString(), QStringLiteral("Here is the **beginning"));
    QVERIFY(model.index(1).data(ChatMessagesModel::IncompleteRole).toBool());
    QVERIFY(!model.index(1).data(ChatMessagesModel::StreamingRole).toBool());
    QVERIFY(view.toPlainText().contains(QStringLiteral("Here is the **beginning")));
    QVERIFY(view.toPlainText().contains(QStringLiteral("Incomplete answer")));

    QSignalSpy text(&h.loop(), &AgentLoop::textDelta);
    QVERIFY(h.loop().sendUserMessage("two"));
    QVERIFY(text.wait(5000));
    view.renderNow();
    h.loop().stop();
    view.renderNow();
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.index(4).data(ChatMessagesModel::TextRole).toString(), QStringLiteral("Still thinking"));
    QVERIFY(model.index(4).data(ChatMessagesModel::IncompleteRole).toBool());
    QCOMPARE(model.index(5).data(ChatMessagesModel::TextRole).toString(), QStringLiteral("stopped by the user"));
    const QString shown = view.toPlainText();
    QVERIFY(shown.indexOf(QStringLiteral("Still thinking")) < shown.indexOf(QStringLiteral("stopped by the user")));
    QVERIFY(!shown.contains(QStringLiteral("typing…")));
    // The same rows after a rebuild (an opened session file).
    model.rebuild();
    QCOMPARE(model.rowCount(), 6);
    QVERIFY(model.index(1).data(ChatMessagesModel::IncompleteRole).toBool());
}

void TestUiChatTranscript::stoppedRunCardEnds()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString skills = dir.filePath("skills");
    QVERIFY(QDir().mkpath(skills + "/alpha"));
    QFile md(skills + "/alpha/SKILL.md");
    QVERIFY(md.open(QIODevice::WriteOnly));
    md.write("---\nname: alpha\ndescription: First skill.\n---\nAlpha body\n");
    md.close();
    AgentHarness h(shippedProfile("trpc-go"), testSkills(skills));
    h.config.workRoot = dir.filePath("work");
    h.config.executor = ExecutorChoice::Local;
    h.server->enqueue(calls({ { "skill_run", R"({"skill":"alpha","command":"echo started; sleep 30"})" } }));
    ChatMessagesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLoop(&h.loop());
    ChatView view;
    view.setModel(&model);
    QSignalSpy output(&h.loop(), &AgentLoop::runOutput);
    QVERIFY(h.loop().sendUserMessage("run it"));
    QVERIFY(output.wait(10000));
    view.renderNow();
    QVERIFY(view.toPlainText().contains(QStringLiteral("running…")));
    h.loop().stop();
    view.renderNow();
    int card = -1;
    for (int r = 0; r < model.rowCount(); ++r)
        card = model.kindAt(r) == ChatMessagesModel::Kind::ToolCall ? r : card;
    QVERIFY(card >= 0);
    const QModelIndex idx = model.index(card);
    QVERIFY(!idx.data(ChatMessagesModel::PendingRole).toBool());
    QVERIFY(idx.data(ChatMessagesModel::CancelledRole).toBool());
    QVERIFY(!view.toPlainText().contains(QStringLiteral("running…")));
    QVERIFY(view.toPlainText().contains(QStringLiteral("stopped · ")));
}

// A fenced block indented into a list item belongs to the item: one list with both items, the code inside the
// first (the fence was cut out of the list, which broke it and merged the next item into a paragraph).
void TestUiChatTranscript::fencedCodeInsideAListItem()
{
    const QString answer
        = QStringLiteral("Steps:\n\n1. Install it:\n   ```bash\n   pip install report\n\n   # done\n   ```\n"
                         "2. Run it with `report`.\n\nThat is all.\n\n```python\nprint(1)\n```\n");
    const QList<MarkdownBlock> blocks = MarkdownBlocks::split(answer, 0, true);
    QStringList kinds;
    for (const MarkdownBlock &b : blocks)
        kinds << (b.code ? QStringLiteral("code") : answer.mid(b.start, b.end - b.start).trimmed().left(7));
    QCOMPARE(kinds,
        (QStringList {
            QStringLiteral("Steps:"), QStringLiteral("1. Inst"), QStringLiteral("That is"), QStringLiteral("code") }));
    QTextDocument doc;
    doc.setHtml(ChatView::markdownToHtml(answer, 0));
    QList<QTextList *> lists;
    int items = 0;
    bool codeInItem = false;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (QTextList *list = b.textList()) {
            if (!lists.contains(list))
                lists << list;
            ++items;
        }
        if (b.text().contains(QStringLiteral("pip install report")))
            codeInItem = b.blockFormat().indent() > 0 || b.textList() || b.blockFormat().leftMargin() > 0;
    }
    QCOMPARE(lists.size(), 1);
    QCOMPARE(lists.first()->count(), 2);
    QVERIFY(codeInItem);
    QVERIFY(doc.toPlainText().contains(QStringLiteral("# done")));
    // Streaming reaches the same blocks.
    bool cuts = true;
    QList<MarkdownBlock> streamed = MarkdownBlocks::split(answer, 0, false, &cuts);
    QCOMPARE(streamed.first(), blocks.first());
    QCOMPARE(streamed.at(1), blocks.at(1));
}

QTEST_MAIN(TestUiChatTranscript)
#include "tst_ui_chat_transcript.moc"

// Audit pages of the Debug, Runs and Trigger Lab layouts: the step-through demo played to its end (tool calls, the
// model's runs with output files), the Library afterwards in Author, a conversation with tool calls in each wire
// format against the loopback server (every inspector tab and the State tab), Runs with output files, the Trigger Lab
// after a routing run over the bundled skills, the Compare dialog, and Preferences after a failed Test connection.
#include "auditpages.h"
#include "fakemodelserver.h"
#include "messageboxanswer.h"
#include "wirestreams.h"

#include "agent/agentloop.h"
#include "chat/chatpanel.h"
#include "common/datapaths.h"
#include "demo/comparisonview.h"
#include "demo/democontroller.h"
#include "demo/scenariocomparison.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/statepanel.h"
#include "preview/outputfilesmodel.h"
#include "runs/runsmodel.h"
#include "runs/runspanel.h"
#include "settings/providersettings.h"
#include "settings/settings.h"
#include "shell/debugpage.h"
#include "shell/mainwindow.h"
#include "shell/preferencesdialog.h"
#include "triggerlab/triggerlabpage.h"

#include <QDialog>
#include <QDir>
#include <QPushButton>
#include <QTabWidget>
#include <QtTest>

using namespace sw::ui;

namespace sw::test {

namespace {

QString scenario(const QString &name)
{
    return QDir(sw::dataDirectory(sw::DataKind::Scenarios)).absoluteFilePath(name);
}

QTabWidget *sideTabs(MainWindow *window)
{
    return qobject_cast<QTabWidget *>(window->debugPage()->inspector()->parentWidget()->parentWidget());
}

// The Debug layout showing `view`: an inspector tab, or "state".
QWidget *debugView(AuditContext &ctx, const QString &view)
{
    ctx.window->setMode(Mode::Debug);
    DebugPage *page = ctx.window->debugPage();
    RequestInspector *inspector = page->inspector();
    if (view == QLatin1String("state")) {
        sideTabs(ctx.window)->setCurrentWidget(page->statePanel());
        return ctx.window;
    }
    sideTabs(ctx.window)->setCurrentWidget(inspector);
    static const QStringList tabs { QStringLiteral("request"), QStringLiteral("response"), QStringLiteral("transport"),
        QStringLiteral("segments"), QStringLiteral("diff"), QStringLiteral("loading") };
    const int tab = tabs.indexOf(view);
    if (tab >= 0)
        inspector->tabs()->setCurrentIndex(tab);
    return ctx.window;
}

const QStringList kDebugViews { QStringLiteral("request"), QStringLiteral("response"), QStringLiteral("transport"),
    QStringLiteral("segments"), QStringLiteral("diff"), QStringLiteral("loading"), QStringLiteral("state") };

// A conversation in `api` against the loopback server: the model loads data-report, then answers in Markdown.
void converse(AuditContext &ctx, const QString &api)
{
    MessageBoxAnswer discard(QMessageBox::Discard); // the previous session is not kept
    ChatPanel *chat = ctx.window->debugPage()->chat();
    ctx.window->setMode(Mode::Debug);
    chat->setWorkRoot(ctx.workDir);
    ctx.settings->setProviderApi(QStringLiteral("custom"), api);
    QVERIFY(chat->selectPreset(QStringLiteral("custom")));
    QVERIFY(chat->selectProfile(QStringLiteral("trpc-go")));
    chat->setModelName(QStringLiteral("claude-sonnet-4-5-20250929"));
    chat->newSession();
    const QString load = QStringLiteral(R"({"skill":"data-report"})");
    const QString answer
        = QStringLiteral("## Sales report\n\nThe **H1 2026** figures:\n\n| Month | Sales |\n|---|---|\n"
                         "| January | 12,400 |\n| February | 13,950 |\n\n```python\nprint(\"done\")\n```\n");
    if (api == QLatin1String("anthropic-messages")) {
        ctx.server->enqueue(FakeResponse::stream(anthropicAnswer({}, { { QStringLiteral("skill_load"), load } })));
        ctx.server->enqueue(
            FakeResponse::stream(anthropicAnswer(answer, {}, {}, 40, AnthropicUsage { 2400, 80, 0, 1800 })));
    } else if (api == QLatin1String("openai-responses")) {
        ctx.server->enqueue(FakeResponse::stream(responsesAnswer({}, { { QStringLiteral("skill_load"), load } })));
        ctx.server->enqueue(
            FakeResponse::stream(responsesAnswer(answer, {}, {}, 40, ResponsesUsage { 2400, 80, 1800, 0 })));
    } else {
        ctx.server->enqueue(FakeResponse::stream(sseAnswer({}, { { QStringLiteral("skill_load"), load } })));
        ctx.server->enqueue(FakeResponse::stream(sseAnswer(answer, {}, 40, 2400, 80)));
    }
    QString error;
    QVERIFY2(
        chat->sendMessage(QStringLiteral("Make the H1 sales report from the bundled CSV."), &error), qPrintable(error));
    QVERIFY(waitUntil([chat] { return chat->loop() && !chat->loop()->isRunning(); }));
    QVERIFY(ctx.window->debugPage()->inspector()->requestsModel()->rowCount() >= 2);
}

const AuditPageRegistration demo({ .order = 40,
    .name = QStringLiteral("debug-demo"),
    .prepare =
        [](AuditContext &ctx) {
            ChatPanel *chat = ctx.window->debugPage()->chat();
            DemoController *controller = ctx.window->debugPage()->demo();
            chat->setWorkRoot(ctx.workDir);
            controller->setInstantResponses(true); // the end of the replay is audited, not its streaming pace
            ctx.window->startDemo(scenario(QStringLiteral("trpc-go-tool-results.json")));
            QVERIFY(waitUntil([controller] { return controller->stepsCompleted() >= 1 && controller->isWaiting(); }));
            controller->setPaceMs(0);
            controller->play();
            QVERIFY(waitUntil([controller] { return controller->isFinished(); }, 120000));
        },
    .open = debugView,
    .views = kDebugViews });

const AuditPageRegistration libraryAfterDemo({ .order = 41,
    .name = QStringLiteral("author-after-demo"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        ctx.window->setMode(Mode::Author);
        return ctx.window;
    } });

const AuditPageRegistration runs(
    { .order = 42, .name = QStringLiteral("runs"), .open = [](AuditContext &ctx, const QString &) -> QWidget * {
         ctx.window->setMode(Mode::Runs);
         RunsPanel *panel = ctx.window->runsPanel();
         // The run with the most output files.
         int best = -1;
         int most = -1;
         for (int row = 0; row < panel->runsModel()->rowCount(); ++row) {
             panel->selectRun(row);
             if (panel->filesModel()->rowCount() > most) {
                 most = panel->filesModel()->rowCount();
                 best = row;
             }
         }
         if (best >= 0)
             panel->selectRun(best);
         if (panel->filesModel()->rowCount() > 0)
             panel->previewFile(0);
         return ctx.window;
     } });

const AuditPageRegistration compare({ .order = 43,
    .name = QStringLiteral("dialog-compare"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        const QList<QDialog *> before = ctx.window->findChildren<QDialog *>();
        ctx.window->showComparison();
        QDialog *dialog = nullptr;
        for (QDialog *d : ctx.window->findChildren<QDialog *>())
            if (!before.contains(d) && d->isVisible())
                dialog = d;
        if (!dialog)
            return nullptr;
        ctx.dialog = dialog;
        auto *view = dialog->findChild<ComparisonView *>();
        waitUntil([view] { return !view->comparison()->isRunning(); }, 120000);
        return dialog;
    } });

const AuditPageRegistration chatCompletions({ .order = 50,
    .name = QStringLiteral("debug-chat-completions"),
    .prepare = [](AuditContext &ctx) { converse(ctx, QStringLiteral("chat-completions")); },
    .open = debugView,
    .views = kDebugViews });

const AuditPageRegistration anthropic({ .order = 51,
    .name = QStringLiteral("debug-anthropic-messages"),
    .prepare = [](AuditContext &ctx) { converse(ctx, QStringLiteral("anthropic-messages")); },
    .open = debugView,
    .views = { QStringLiteral("request"), QStringLiteral("response"), QStringLiteral("segments") } });

const AuditPageRegistration responses({ .order = 52,
    .name = QStringLiteral("debug-openai-responses"),
    .prepare = [](AuditContext &ctx) { converse(ctx, QStringLiteral("openai-responses")); },
    .open = debugView,
    .views = { QStringLiteral("request"), QStringLiteral("response"), QStringLiteral("segments") } });

const AuditPageRegistration failedTest({ .order = 53,
    .name = QStringLiteral("dialog-preferences-failed-test"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        ChatPanel *chat = ctx.window->debugPage()->chat();
        auto *dialog = new PreferencesDialog(ctx.settings, ctx.window, chat->providerKeys(), QStringLiteral("custom"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        ctx.dialog = dialog;
        // A gateway's error page instead of a models list.
        ctx.server->enqueue(FakeResponse::json(502,
            "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway"
            "</h1></center><hr><center>nginx/1.25.3</center></body></html>",
            { { "Content-Type", "text/html" } }));
        ProviderSettings *provider = dialog->providerSettings();
        QSignalSpy tested(provider, &ProviderSettings::connectionTested);
        provider->testConnection();
        if (!tested.wait(20000))
            return nullptr;
        return dialog;
    } });

const AuditPageRegistration triggerLab({ .order = 60,
    .name = QStringLiteral("triggerlab-routing"),
    .prepare =
        [](AuditContext &ctx) {
            ctx.window->setMode(Mode::TriggerLab);
            TriggerLabPage *page = ctx.window->triggerLabPage();
            QVERIFY(waitUntil([page] { return page->skills() != nullptr; }));
            QString error;
            QVERIFY2(
                page->loadScenario(scenario(QStringLiteral("triggerlab/data-report-trigger-lab.json")), true, &error),
                qPrintable(error));
            QSignalSpy running(page, &TriggerLabPage::runningChanged);
            QVERIFY2(page->run(&error), qPrintable(error));
            QVERIFY(waitUntil([page] { return !page->isRunning(); }, 120000));
        },
    .open = [](AuditContext &ctx, const QString &view) -> QWidget * {
        ctx.window->setMode(Mode::TriggerLab);
        TriggerLabPage *page = ctx.window->triggerLabPage();
        static const QStringList tabs { QStringLiteral("variants"), QStringLiteral("matrix"),
            QStringLiteral("optimiser"), QStringLiteral("requests") };
        if (view == QLatin1String("requests"))
            page->showRequests(0, 0);
        page->tabs()->setCurrentIndex(qMax(0, tabs.indexOf(view)));
        return ctx.window;
    },
    .views = { QStringLiteral("matrix"), QStringLiteral("variants"), QStringLiteral("optimiser"),
        QStringLiteral("requests") } });

} // namespace

} // namespace sw::test

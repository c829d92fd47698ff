#pragma once
// The layout audit's page set-ups (issue 23): each brings the one main window of the audit (or a dialog over it) into a
// state a user meets, and names the views (tabs) to audit in that state. The audit runs every page, in `order`, at
// one screen size, language and theme per process, with presentation mode off and then on, and checks every visible
// widget (layoutaudit.h). A new page is a few lines in an auditpages_*.cpp file:
//
//     static const AuditPageRegistration capture({ .order = 80, .name = QStringLiteral("capture"),
//         .prepare = [](AuditContext &ctx) { /* once: record a loopback client's requests */ },
//         .open = [](AuditContext &ctx, const QString &) -> QWidget * {
//             ctx.window->setMode(Mode::Capture);
//             return ctx.window;
//         } });
//
// `open` returns the top-level widget to audit: the window, or a dialog it made (kept in ctx.dialog, closed after the
// page unless `close` says otherwise). Pages run one after another on the same window, so a later page sees what an
// earlier one left (the Library after the demo, Runs after the model's runs), as a user would.
#include <QPointer>
#include <QSet>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QWidget;

namespace sw::test {
class FakeModelServer;
}

namespace sw::ui {
class MainWindow;
class Settings;
} // namespace sw::ui

namespace sw::test {

struct AuditContext
{
    sw::ui::MainWindow *window = nullptr;
    sw::ui::Settings *settings = nullptr;
    FakeModelServer *server = nullptr; // a loopback model server, answering what a page enqueues
    QString workDir; // a temporary folder of this process
    QString language; // "en", "zh_CN"
    bool dark = false;
    bool presenting = false; // presentation mode is on for this pass
    QSize screen;
    QPointer<QWidget> dialog; // the dialog the current page opened
    QSet<QString> prepared; // pages whose `prepare` ran
};

struct AuditPage
{
    int order = 0;
    QString name {}; // test row and screenshot name
    std::function<void(AuditContext &)> prepare {}; // once per process, before the first `open` (may be empty)
    std::function<QWidget *(AuditContext &, const QString &view)> open {}; // the state; returns the top-level to audit
    QStringList views = { QString() }; // the views to audit in turn (tabs); "" is the page as opened
    std::function<void(AuditContext &)> close {}; // after the page's views (default: closes ctx.dialog)
};

QList<AuditPage> &auditPages();

struct AuditPageRegistration
{
    explicit AuditPageRegistration(AuditPage page);
};

// Helpers the set-ups share.
bool waitUntil(const std::function<bool()> &done, int timeoutMs = 30000);
void settleLayouts(); // posted layout requests and events handled (what the user sees next)

} // namespace sw::test

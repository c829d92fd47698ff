// Audit pages of the Welcome and Author layouts and of the dialogs they open: Welcome; Author with a SKILL.md, a doc
// and a script open, each dock raised in turn; New Skill, Rename, the import conflict; Preferences.
#include "auditpages.h"

#include "chat/chatpanel.h"
#include "editor/diagnosticsrunner.h"
#include "editor/editorarea.h"
#include "editor/newskilldialog.h"
#include "editor/skillmdeditor.h"
#include "library/librarypanel.h"
#include "shell/debugpage.h"
#include "shell/importconflictdialog.h"
#include "shell/mainwindow.h"
#include "shell/preferencesdialog.h"
#include "shell/skillnamedialog.h"
#include "shell/skillpackages.h"

#include "catalog/budgetview.h"
#include "catalog/catalogpreview.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QtTest>

using namespace sw::ui;

namespace sw::test {

namespace {

const QString kSkills = QStringLiteral(SW_SOURCE_DIR "/skills");
const QString kSkillMd = kSkills + QStringLiteral("/data-report/SKILL.md");
const QString kDoc = kSkills + QStringLiteral("/data-report/references/report-options.md");
const QString kScript = kSkills + QStringLiteral("/data-report/scripts/report.py");

void raise(MainWindow *window, const char *dock)
{
    if (QDockWidget *d = window->dock(QString::fromLatin1(dock))) {
        d->show();
        d->raise();
    }
}

// The Author layout with `file` current (SKILL.md, the doc and the script are all open), `docks` raised.
QWidget *author(AuditContext &ctx, const QString &file, std::initializer_list<const char *> docks)
{
    ctx.window->setMode(Mode::Author);
    EditorArea *editor = ctx.window->editorArea();
    for (const QString &path : { kSkillMd, kDoc, kScript })
        if (!editor->openFiles().contains(path))
            editor->openFile(path);
    editor->openFile(file);
    if (auto *page = qobject_cast<SkillMdEditor *>(editor->currentPage()))
        waitUntil([page] { return !page->diagnostics()->isBusy(); });
    for (const char *dock : docks)
        raise(ctx.window, dock);
    waitUntil([&] { return !ctx.window->catalogPreview()->isBusy() && !ctx.window->budgetView()->isBusy(); });
    return ctx.window;
}

QString translated(const char *context, const char *text)
{
    return QCoreApplication::translate(context, text);
}

const AuditPageRegistration welcome(
    { .order = 10, .name = QStringLiteral("welcome"), .open = [](AuditContext &ctx, const QString &) -> QWidget * {
         ctx.window->setMode(Mode::Welcome);
         return ctx.window;
     } });

const AuditPageRegistration authorSkill({ .order = 20,
    .name = QStringLiteral("author-skillmd"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        return author(ctx, kSkillMd, { "catalogDock", "problemsDock" });
    } });

const AuditPageRegistration authorDoc(
    { .order = 21, .name = QStringLiteral("author-doc"), .open = [](AuditContext &ctx, const QString &) -> QWidget * {
         return author(ctx, kDoc, { "tokensDock", "visibilityDock" });
     } });

const AuditPageRegistration authorScript({ .order = 22,
    .name = QStringLiteral("author-script"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        QWidget *top = author(ctx, kScript, { "budgetDock", "problemsDock" });
        ctx.window->editorArea()->openFile(kSkillMd); // the Budget follows the open skill
        return top;
    } });

const AuditPageRegistration newSkill({ .order = 30,
    .name = QStringLiteral("dialog-new-skill"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        auto *dialog = new NewSkillDialog({ kSkills }, kSkills, ctx.window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        dialog->nameEdit()->setText(QStringLiteral("Bad Name"));
        ctx.dialog = dialog;
        return dialog;
    } });

const AuditPageRegistration rename({ .order = 31,
    .name = QStringLiteral("dialog-rename"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        const QString old = QStringLiteral("data-report");
        auto *dialog = new SkillNameDialog(translated("sw::ui::SkillCommands", "Rename Skill %1").arg(old),
            translated(
                "sw::ui::SkillCommands", "New name of the skill %1 (its folder and its name: field change together):")
                .arg(old),
            QStringLiteral("Data Report"), kSkills, old, ctx.window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        ctx.dialog = dialog;
        return dialog;
    } });

const AuditPageRegistration importConflict({ .order = 32,
    .name = QStringLiteral("dialog-import-conflict"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        ImportConflict conflict;
        conflict.archive = ctx.workDir + QStringLiteral("/downloads/data-report-2026-06.skill");
        conflict.names = { QStringLiteral("data-report") };
        conflict.allNames = { QStringLiteral("data-report") };
        conflict.root = kSkills;
        conflict.roots = { kSkills, ctx.workDir + QStringLiteral("/team-skills") };
        conflict.unsavedFiles = { kSkillMd };
        auto *dialog = new ImportConflictDialog(conflict, ctx.window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        ctx.dialog = dialog;
        return dialog;
    } });

const AuditPageRegistration preferences({ .order = 33,
    .name = QStringLiteral("dialog-preferences"),
    .open = [](AuditContext &ctx, const QString &) -> QWidget * {
        ChatPanel *chat = ctx.window->debugPage()->chat();
        auto *dialog = new PreferencesDialog(ctx.settings, ctx.window, chat->providerKeys(), chat->presetId());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        ctx.dialog = dialog;
        return dialog;
    } });

} // namespace

} // namespace sw::test

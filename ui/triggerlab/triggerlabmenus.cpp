// TriggerLabPage's Demo menu (the bundled Trigger Lab scenarios, one skill or routing, and the real-client demo when
// Claude Code is installed), filled each time it opens, and its Export menu (JSON, JUnit XML, HTML).
#include "triggerlabpage.h"

#include "eval/triggerlabscenario.h"
#include "welcome/scenariocatalog.h"

#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>

namespace sw::ui {

void TriggerLabPage::buildMenus()
{
    auto *demoMenu = new QMenu(this);
    m_demoButton->setMenu(demoMenu);
    connect(demoMenu, &QMenu::aboutToShow, this, [this, demoMenu] {
        demoMenu->clear();
        for (const QString &path : bundledTriggerLabScenarios()) {
            QString error;
            const auto s = loadTriggerLabScenario(path, &error);
            if (!s)
                continue;
            const QString title = localizedScenarioTexts(path, s->scenario.title, s->scenario.description).title;
            if (s->set)
                demoMenu->addAction(tr("%1 (one skill, A/B)").arg(title), this, [this, path] {
                    QString e;
                    if (!loadDemo(path, false, &e) && !e.isEmpty())
                        Q_EMIT statusMessage(e);
                });
            if (s->routingSet)
                demoMenu->addAction(tr("%1 (routing)").arg(title), this, [this, path] {
                    QString e;
                    if (!loadDemo(path, true, &e) && !e.isEmpty())
                        Q_EMIT statusMessage(e);
                });
            // The real-client demo: Claude Code itself routes the set, a labelled script answering its model calls.
            if (s->routingSet && m_clients.contains(QStringLiteral("claude-code")))
                demoMenu->addAction(
                    tr("%1 (routing, Claude Code itself, scripted model)").arg(title), this, [this, path] {
                        QString e;
                        if (!loadDemo(path, true, &e)) {
                            if (!e.isEmpty())
                                Q_EMIT statusMessage(e);
                            return;
                        }
                        selectClient(QStringLiteral("claude-code"));
                        m_runs->setValue(1);
                    });
        }
        if (demoMenu->isEmpty())
            demoMenu->addAction(tr("No bundled Trigger Lab scenario found"))->setEnabled(false);
    });
    auto *exportMenu = new QMenu(this);
    m_exportButton->setMenu(exportMenu);
    auto exportAs = [this](ExportFormat format, const QString &filter, const QString &suffix) {
        const QString name = (currentSkill().isEmpty() ? QStringLiteral("routing") : currentSkill())
            + QStringLiteral("-trigger-eval") + suffix;
        const QString path
            = QFileDialog::getSaveFileName(this, tr("Export Results"), QDir::home().filePath(name), filter);
        if (path.isEmpty())
            return;
        QString error;
        if (!exportResults(path, format, &error))
            Q_EMIT statusMessage(tr("Could not export the results: %1").arg(error));
        else
            Q_EMIT statusMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    };
    exportMenu->addAction(tr("JSON (skill-creator compatible)…"), this,
        [exportAs] { exportAs(ExportFormat::Json, tr("JSON (*.json)"), QStringLiteral(".json")); });
    exportMenu->addAction(tr("JUnit XML…"), this,
        [exportAs] { exportAs(ExportFormat::JUnit, tr("JUnit XML (*.xml)"), QStringLiteral(".xml")); });
    exportMenu->addAction(tr("HTML Report…"), this,
        [exportAs] { exportAs(ExportFormat::Html, tr("HTML (*.html)"), QStringLiteral(".html")); });
}

} // namespace sw::ui

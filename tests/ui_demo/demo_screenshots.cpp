// demo_screenshots: renders the Welcome page and the comparison view (light and dark) to PNG files in the
// folder given as the first argument, for docs/ and for checking the look. Not a test; run offscreen:
//   QT_QPA_PLATFORM=offscreen build/tests/ui_demo/demo_screenshots <folder>
#include "demo/comparisonview.h"
#include "demo/democontroller.h"
#include "demo/presentationbar.h"
#include "demo/scenariocomparison.h"
#include "theme/theme.h"
#include "welcome/welcomepage.h"

#include "common/datapaths.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QVBoxLayout>

#include <cstdio>

using namespace sw::ui;

namespace {
bool save(QWidget *widget, const QString &path)
{
    const bool ok = widget->grab().save(path);
    std::printf("%s %s\n", ok ? "wrote" : "FAILED", qPrintable(path));
    return ok;
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QDir::currentPath();
    QDir().mkpath(out);
    bool ok = true;
    for (const auto theme : { ThemeChoice::Light, ThemeChoice::Dark }) {
        applyTheme(theme);
        const QString suffix = theme == ThemeChoice::Dark ? QStringLiteral("-dark") : QString();

        welcome::WelcomePage page;
        page.setRecentRoots({ QDir::home().filePath(QStringLiteral("work/team-skills")),
            QDir::home().filePath(QStringLiteral(".claude/skills")) });
        page.resize(1280, 960);
        page.show();
        app.processEvents();
        ok = save(&page, out + QStringLiteral("/screenshot-welcome") + suffix + QStringLiteral(".png")) && ok;

        ComparisonView view;
        view.resize(1200, 820);
        view.show();
        QSignalSpy finished(view.comparison(), &ScenarioComparison::finished);
        view.compareSelected();
        if (!finished.wait(120000)) {
            std::printf("comparison did not finish: %s\n", qPrintable(view.comparison()->lastError()));
            return 1;
        }
        app.processEvents();
        ok = save(&view, out + QStringLiteral("/screenshot-compare") + suffix + QStringLiteral(".png")) && ok;

        QWidget frame;
        auto *layout = new QVBoxLayout(&frame);
        auto *bar = new PresentationBar(&frame);
        layout->addWidget(bar);
        DemoController controller;
        controller.setInstantResponses(true);
        controller.load(QDir(sw::dataDirectory(sw::DataKind::Scenarios))
                            .absoluteFilePath(QStringLiteral("trpc-go-tool-results.json")));
        bar->setController(&controller);
        QSignalSpy step(&controller, &DemoController::stepFinished);
        controller.nextStep();
        step.wait(30000);
        frame.resize(1100, 60);
        frame.show();
        app.processEvents();
        ok = save(&frame, out + QStringLiteral("/screenshot-presentationbar") + suffix + QStringLiteral(".png")) && ok;
    }
    return ok ? 0 : 1;
}

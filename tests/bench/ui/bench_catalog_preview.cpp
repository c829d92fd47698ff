// The catalog preview under a large catalog (not a ctest): the longest piece of GUI-thread work while a large change
// arrives as a new document made on a worker (the swap, and the disposal of the document it replaces).
// Usage: bench_catalog_preview [SKILLS] [ROUNDS]   (defaults 10000, 12)
#include "catalog/catalogpreview.h"
#include "eventwait.h"
#include "repository/skillindex.h"
#include "testfiles.h"
#include "timedapplication.h"

#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextDocument>

#include <algorithm>
#include <cstdio>

using namespace sw;
using namespace sw::ui;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    test::TimedApplication app(argc, argv);
    const int skills = argc > 1 ? std::max(1, atoi(argv[1])) : 10000;
    const int rounds = argc > 2 ? std::max(1, atoi(argv[2])) : 12;
    QTemporaryDir dir;
    for (int i = 0; i < skills; ++i) {
        const QString name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        test::writeSkill(dir.filePath(name), name,
            QStringLiteral("Does task %1 with the files the user names, in steps, and reports what changed. Use when "
                           "the user asks for task %1 or for something close to it.")
                .arg(i));
    }
    const SkillIndexPtr snapshot = scanRoots({ { dir.path(), QStringLiteral("user") } });

    CatalogPreview preview;
    preview.resize(1000, 700);
    preview.QWidget::show();
    QSignalSpy counted(&preview, &CatalogPreview::catalogCounted);
    preview.setSnapshot(snapshot);
    test::runEventsUntil([&] { return counted.size() == 1 && !preview.isBusy(); }, 120000);
    printf("%d skills, catalog %.2f MB of text (%s), %d lines\n", skills, preview.result().text.size() * 2 / 1e6,
        qPrintable(preview.dialect()), preview.textView()->document()->blockCount());

    // Each round one skill's description grows past kCatalogDocumentThreshold or shrinks back: a large change, so
    // the worker makes a whole new document and the GUI thread swaps it in.
    const SkillRecord &edited = snapshot->visibleAt(skills / 2);
    const QString huge = QStringLiteral("Long. ").repeated(kCatalogDocumentThreshold / 5);
    QList<double> longest;
    QList<double> inView;
    for (int round = 0; round < rounds; ++round) {
        QPointer<QTextDocument> before = preview.textView()->document();
        const qsizetype wanted = counted.size() + 1;
        app.resetLongest();
        QElapsedTimer clock;
        clock.start();
        preview.setLiveSkill(edited.skillMdPath, edited.name, round % 2 == 0 ? huge : edited.description);
        test::runEventsUntil([&] { return counted.size() == wanted && !preview.isBusy(); }, 120000);
        inView << clock.nsecsElapsed() / 1e6;
        // The replaced document is gone (at once, or in an event of its own) before the round ends.
        test::runEventsUntil([&] { return before.isNull(); }, 120000);
        longest << app.longestMs();
        if (preview.textView()->document() == before)
            printf("round %d: no new document\n", round);
    }
    printf("longest GUI-thread event per round, ms:");
    for (const double ms : longest)
        printf(" %.1f", ms);
    printf("\n");
    printf("large change, %d rounds: in view after %.1f ms (median); longest GUI-thread event median %.1f ms, max "
           "%.1f ms\n",
        rounds, median(inView), median(longest), *std::max_element(longest.begin(), longest.end()));
    return 0;
}

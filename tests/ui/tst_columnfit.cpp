// ColumnFit (ui/theme/columnfit.h): optional columns hide when a table is narrow and come back when it widens, at
// their titles' width; an elastic column that is not a key column hides before a key column leaves the viewport.
#include "theme/columnfit.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QtTest>

using namespace sw::ui;

class TestColumnFit : public QObject
{
    Q_OBJECT

private:
    static QStandardItemModel *model(QObject *parent)
    {
        auto *m = new QStandardItemModel(3, 4, parent);
        m->setHorizontalHeaderLabels({ QStringLiteral("#"), QStringLiteral("A rather long optional title"),
            QStringLiteral("Outcome of the request"), QStringLiteral("Status") });
        for (int r = 0; r < 3; ++r) {
            m->setItem(r, 0, new QStandardItem(QString::number(r + 1)));
            m->setItem(r, 1, new QStandardItem(QStringLiteral("x")));
            m->setItem(r, 2, new QStandardItem(QStringLiteral("skill_load data-report and more words")));
            m->setItem(r, 3, new QStandardItem(QStringLiteral("200")));
        }
        return m;
    }

    static int titleWidth(QTableView &view, int column)
    {
        return view.horizontalHeader()->fontMetrics().horizontalAdvance(
            view.model()->headerData(column, Qt::Horizontal).toString());
    }

private slots:
    void hiddenColumnComesBackAtItsTitleWidth()
    {
        QTableView view;
        view.setModel(model(&view));
        auto *fit = new ColumnFit(&view, { 1 });
        view.resize(700, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        fit->fit();
        QVERIFY(!view.horizontalHeader()->isSectionHidden(1));
        // Narrow: the optional column goes.
        view.resize(260, 200);
        QTRY_VERIFY(view.horizontalHeader()->isSectionHidden(1));
        // A hidden section's size hint is 0: measured as if shown, the column stays hidden at this width rather
        // than coming back squeezed to its one-letter cells on the next fit.
        fit->fit();
        QVERIFY(view.horizontalHeader()->isSectionHidden(1));
        QVERIFY(fit->titleWidth(1) >= titleWidth(view, 1));
        // Wide again: it comes back with its whole title.
        view.resize(900, 200);
        QTRY_VERIFY(!view.horizontalHeader()->isSectionHidden(1));
        QVERIFY(view.horizontalHeader()->sectionSize(1) >= titleWidth(view, 1));
    }

    void columnsWithNothingToSayGiveWayFirst()
    {
        // The Debug layout's requests at 1366x768 in a replay: the provider's figures are "—" on every row and the
        // profile is the same on every row, while "skill_select_docs data-re…" elided. Those two give way to the
        // outcome's whole text; the time, which differs per row, stays though it was listed to go first.
        auto *m = new QStandardItemModel(3, 6);
        m->setHorizontalHeaderLabels({ QStringLiteral("#"), QStringLiteral("Time"), QStringLiteral("Profile"),
            QStringLiteral("Prompt (provider)"), QStringLiteral("Outcome"), QStringLiteral("Status") });
        for (int r = 0; r < 3; ++r) {
            m->setItem(r, 0, new QStandardItem(QString::number(r + 1)));
            m->setItem(r, 1, new QStandardItem(QStringLiteral("06:44:5%1").arg(r)));
            m->setItem(r, 2, new QStandardItem(QStringLiteral("trpc-go")));
            m->setItem(r, 3, new QStandardItem(QStringLiteral("—")));
            m->setItem(r, 4, new QStandardItem(QStringLiteral("skill_select_docs data-report %1").arg(r)));
            m->setItem(r, 5, new QStandardItem(QStringLiteral("345 ms")));
        }
        QTableView view;
        m->setParent(&view);
        view.setModel(m);
        setKeyColumns(&view, { 0, 5 });
        auto *fit = new ColumnFit(&view, { 1, 2, 3 }, 4);
        view.resize(900, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(fit->saysNothing(3));
        QVERIFY(!fit->saysNothing(2));
        QVERIFY(fit->saysNothing(2, true));
        QVERIFY(!fit->saysNothing(1, true));
        // Room for everything but the provider's and the profile's columns beside the whole outcome.
        const int width = fit->contentsWidth(0) + fit->contentsWidth(1) + fit->contentsWidth(4) + fit->contentsWidth(5)
            + fit->contentsWidth(2) / 2 + 2 * view.frameWidth();
        view.resize(width, 200);
        const QHeaderView *header = view.horizontalHeader();
        QTRY_VERIFY(header->isSectionHidden(3));
        QVERIFY(header->isSectionHidden(2));
        QVERIFY(!header->isSectionHidden(1));
        QVERIFY2(header->sectionSize(4) >= fit->contentsWidth(4) - 2,
            qPrintable(QStringLiteral("%1 of %2").arg(header->sectionSize(4)).arg(fit->contentsWidth(4))));
        // Once a row says something there, the column is kept like any other.
        m->setItem(0, 3, new QStandardItem(QStringLiteral("1,217")));
        QVERIFY(!fit->saysNothing(3));
        view.resize(1200, 200);
        QTRY_VERIFY(!header->isSectionHidden(3));
    }

    void elasticColumnHidesBeforeAKeyColumnLeaves()
    {
        QTableView view;
        view.setModel(model(&view));
        view.horizontalHeader()->setStretchLastSection(true);
        setKeyColumns(&view, { 0, 3 });
        auto *fit = new ColumnFit(&view, { 1 }, 2);
        view.resize(700, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        fit->fit();
        QVERIFY(!view.horizontalHeader()->isSectionHidden(2));
        // So narrow that the outcome's title would not fit beside the key columns: it hides, Status stays in view.
        const int keys = fit->contentsWidth(0) + fit->contentsWidth(3);
        view.resize(keys + fit->titleWidth(2) / 2 + 2 * view.frameWidth(), 200);
        QTRY_VERIFY(view.horizontalHeader()->isSectionHidden(2));
        const QHeaderView *header = view.horizontalHeader();
        QVERIFY(header->sectionViewportPosition(3) + header->sectionSize(3) <= view.viewport()->width() + 1);
        // Wider: it comes back at least as wide as its title.
        view.resize(700, 200);
        QTRY_VERIFY(!view.horizontalHeader()->isSectionHidden(2));
        QVERIFY(header->sectionSize(2) >= titleWidth(view, 2));
    }
};

QTEST_MAIN(TestColumnFit)
#include "tst_columnfit.moc"

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

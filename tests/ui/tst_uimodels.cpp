// Model tests of ui/: every model under QAbstractItemModelTester plus structure and content checks, and the
// frontmatter text edits behind the form and the fix actions.
#include "editor/frontmattertext.h"
#include "editor/metadatatablemodel.h"
#include "editor/problemsmodel.h"
#include "inspector/tokenbar.h"
#include "library/libraryfilterproxy.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "shell/actionlistmodel.h"

#include "repository/skillindex.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QVBoxLayout>
#include <QtTest>

using namespace sw;
using namespace sw::ui;

class TestUiModels : public QObject
{
    Q_OBJECT
private:
    SkillIndexPtr fixtureIndex()
    {
        const QString data = QStringLiteral(SW_TEST_DATA_DIR);
        return scanRoots({ SkillLibrary::rootFor(data + QStringLiteral("/root")),
            SkillLibrary::rootFor(data + QStringLiteral("/second")) });
    }

private slots:
    void skillTreeStructure()
    {
        SkillTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(fixtureIndex());
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex first = model.index(0, 0);
        QCOMPARE(first.data(SkillTreeModel::KindRole).toInt(), int(SkillTreeModel::Kind::Root));
        QCOMPARE(model.rowCount(first), 3);
        // Skills sorted by name inside a root.
        QCOMPARE(model.index(0, 0, first).data(SkillTreeModel::NameRole).toString(), QStringLiteral("folder-mismatch"));
        QCOMPARE(model.index(1, 0, first).data(SkillTreeModel::NameRole).toString(), QStringLiteral("pdf-tools"));
        // The second root's pdf-tools is shadowed by the first one.
        const QModelIndex second = model.index(1, 0);
        const QModelIndex shadowed = model.index(0, 0, second);
        QVERIFY(!shadowed.data(SkillTreeModel::ShadowedByRole).toString().isEmpty());
        QVERIFY(shadowed.data(Qt::DisplayRole).toString().contains(QStringLiteral("shadowed")));
        QVERIFY(shadowed.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Shadowed by")));
        // Files appear lazily (fetchMore), SKILL.md first, then the folders with their files (tst_library has more).
        const QModelIndex pdf = model.index(1, 0, first);
        QVERIFY(model.hasChildren(pdf));
        QVERIFY(model.canFetchMore(pdf));
        QCOMPARE(model.rowCount(pdf), 0);
        model.fetchMore(pdf);
        QVERIFY(model.filesLoaded(pdf));
        QVERIFY(!model.canFetchMore(pdf));
        QCOMPARE(model.rowCount(pdf), 2);
        QCOMPARE(model.index(0, 0, pdf).data(SkillTreeModel::NameRole).toString(), QStringLiteral("SKILL.md"));
        const QModelIndex scripts = model.index(1, 0, pdf);
        QCOMPARE(scripts.data(SkillTreeModel::KindRole).toInt(), int(SkillTreeModel::Kind::Folder));
        QCOMPARE(scripts.data(SkillTreeModel::NameRole).toString(), QStringLiteral("scripts"));
        QCOMPARE(model.index(0, 0, scripts).data(SkillTreeModel::RelativePathRole).toString(),
            QStringLiteral("scripts/extract.py"));
        QCOMPARE(model.indexForPath(pdf.data(SkillTreeModel::PathRole).toString()), pdf);
    }

    void skillTreeFigures()
    {
        SkillTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const SkillIndexPtr index = fixtureIndex();
        model.setSnapshot(index);
        const FiguresByFolder figures = SkillLibrary::computeFigures(
            index, QStringLiteral("agentskills-xml"), QStringLiteral("o200k_base"), nullptr);
        QCOMPARE(figures.size(), 4);
        model.setFigures(figures);
        const QModelIndex root = model.index(0, 0);
        const QModelIndex mismatch = model.index(0, 0, root);
        const QModelIndex good = model.index(2, 0, root);
        QVERIFY(mismatch.data(SkillTreeModel::ErrorCountRole).toInt() >= 1); // folder name != name
        QCOMPARE(good.data(SkillTreeModel::ErrorCountRole).toInt(), 0);
        QVERIFY(good.data(SkillTreeModel::EntryTokensRole).toInt() > 10);
        QVERIFY(good.data(SkillTreeModel::BodyTokensRole).toInt() > 5);
        QCOMPARE(model.index(2, SkillTreeModel::TokensColumn, root).data().toString(),
            QString::number(good.data(SkillTreeModel::EntryTokensRole).toInt()));
    }

    void filterProxy()
    {
        SkillTreeModel model;
        LibraryFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(fixtureIndex());
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setSearchText(QStringLiteral("forecast")); // in weather-lookup's description only
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.rowCount(proxy.index(0, 0)), 1);
        QCOMPARE(proxy.index(0, 0, proxy.index(0, 0)).data(SkillTreeModel::NameRole).toString(),
            QStringLiteral("weather-lookup"));
        proxy.setSearchText(QStringLiteral("summarise")); // in the body only
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setSearchContent(true);
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setSearchText(QString());
        QCOMPARE(proxy.rowCount(), 2);

        // Sorting by name, both ways; roots keep their precedence order.
        auto names = [&proxy] {
            QStringList out;
            const QModelIndex root = proxy.index(0, 0);
            for (int row = 0; row < proxy.rowCount(root); ++row)
                out.append(proxy.index(row, 0, root).data(SkillTreeModel::NameRole).toString());
            return out;
        };
        proxy.sort(SkillTreeModel::NameColumn, Qt::AscendingOrder);
        const QStringList ascending = names();
        QCOMPARE(ascending.size(), 3);
        QStringList sorted = ascending;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(ascending, sorted);
        proxy.sort(SkillTreeModel::NameColumn, Qt::DescendingOrder);
        std::reverse(sorted.begin(), sorted.end());
        QCOMPARE(names(), sorted);
        QVERIFY(proxy.index(0, 0).data(SkillTreeModel::PathRole) == model.index(0, 0).data(SkillTreeModel::PathRole));
    }

    void problemsModel()
    {
        ProblemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ProblemList problems;
        problems.append({ QStringLiteral("advice.lines"), ProblemSeverity::Warning, QStringLiteral("/x/SKILL.md"), 9, 1,
            QStringLiteral("long"), {}, FixKind::None, {} });
        problems.append({ QStringLiteral("spec.name"), ProblemSeverity::Error, QStringLiteral("/x/SKILL.md"), 2, 7,
            QStringLiteral("Skill name 'X' must be lowercase"), {}, FixKind::LowercaseName, {} });
        model.setProblems(problems);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.count(ProblemSeverity::Error), 1);
        // Errors first.
        QCOMPARE(model.index(0, ProblemsModel::RuleColumn).data().toString(), QStringLiteral("spec.name"));
        QCOMPARE(model.index(0, ProblemsModel::LocationColumn).data().toString(), QStringLiteral("SKILL.md:2"));
        QCOMPARE(model.index(0, 0).data(ProblemsModel::FixRole).toInt(), int(FixKind::LowercaseName));
        model.setProblems({});
        QCOMPARE(model.rowCount(), 0);
    }

    void metadataModel()
    {
        MetadataTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy edited(&model, &MetadataTableModel::entriesEdited);
        model.setEntries({ { QStringLiteral("author"), QStringLiteral("me") } });
        QCOMPARE(edited.count(), 0);
        QVERIFY(model.setData(model.index(0, 1), QStringLiteral("you")));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(model.entries().first().second, QStringLiteral("you"));
        QCOMPARE(model.addEntry(), 1);
        model.removeEntry(0);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(edited.count(), 3);
    }

    void actionListModel()
    {
        ActionListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAction save(QStringLiteral("&Save"));
        save.setShortcut(QKeySequence(QStringLiteral("Ctrl+S")));
        model.setEntries({ { &save, QStringLiteral("File") } });
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("File: Save"));
        QCOMPARE(model.actionAt(0), &save);
        // A translation's mnemonic in brackets goes with its brackets; an action without an icon takes one's room.
        QAction open(QStringLiteral("打开技能根目录(&O)…"));
        model.setEntries({ { &save, QStringLiteral("&File") }, { &open, QStringLiteral("文件(&F)") } });
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("File: Save"));
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("文件: 打开技能根目录…"));
        QCOMPARE(model.index(1, 0).data(ActionListModel::CategoryRole).toString(), QStringLiteral("文件"));
        QVERIFY(!model.index(1, 0).data(Qt::DecorationRole).value<QIcon>().isNull());
        QCOMPARE(withoutMnemonic(QStringLiteral("Save && Close")), QStringLiteral("Save & Close"));
        QCOMPARE(withoutMnemonic(QStringLiteral("S&ession")), QStringLiteral("Session"));
        QCOMPARE(withoutMnemonic(QStringLiteral("会话(&E)")), QStringLiteral("会话"));
    }

    void frontmatterSetValue()
    {
        const QString text = QStringLiteral("---\nname: a\ndescription: old\nmetadata:\n  k: v\n---\nbody\n");
        QCOMPARE(withFrontmatterValue(text, QStringLiteral("description"), QStringLiteral("Use when: asked"), false),
            QStringLiteral("---\nname: a\ndescription: >-\n  Use when: asked\nmetadata:\n  k: v\n---\nbody\n"));
        QCOMPARE(yamlFoldedValue(QStringLiteral("Use when: asked")), QStringLiteral("Use when: asked"));
        QCOMPARE(yamlFoldedValue(QStringLiteral("plain words")), QString()); // plain is fine
        QCOMPARE(yamlFoldedValue(QStringLiteral("two\nlines")), QString()); // quoted keeps the line break
        QCOMPARE(withFrontmatterValue(text, QStringLiteral("license"), QStringLiteral("MIT"), true),
            QStringLiteral("---\nname: a\ndescription: old\nmetadata:\n  k: v\nlicense: MIT\n---\nbody\n"));
        QCOMPARE(withFrontmatterValue(QStringLiteral("# Title\n"), QStringLiteral("name"), QStringLiteral("x"), false),
            QStringLiteral("---\nname: x\n---\n# Title\n"));
        QCOMPARE(withMetadata(text, { { QStringLiteral("version"), QStringLiteral("1.0") } }),
            QStringLiteral("---\nname: a\ndescription: old\nmetadata:\n  version: \"1.0\"\n---\nbody\n"));
        QCOMPARE(yamlScalar(QStringLiteral("yes")), QStringLiteral("\"yes\""));
        QCOMPARE(yamlScalar(QStringLiteral("plain words")), QStringLiteral("plain words"));
    }

    void frontmatterFixes()
    {
        QCOMPARE(withLowercaseName(QStringLiteral("---\nname: PDF-Tools\n---\n")),
            QStringLiteral("---\nname: pdf-tools\n---\n"));
        QCOMPARE(withUnknownFieldsUnderMetadata(
                     QStringLiteral("---\nname: a\nversion: 1.2\ndescription: d\nauthor: me\n---\nb\n")),
            QStringLiteral("---\nname: a\ndescription: d\nmetadata:\n  version: \"1.2\"\n  author: me\n---\nb\n"));
        QCOMPARE(withUnknownFieldsUnderMetadata(QStringLiteral("---\nname: a\nmetadata:\n  x: y\nauthor: me\n---\n")),
            QStringLiteral("---\nname: a\nmetadata:\n  x: y\n  author: me\n---\n"));
        const TextReplacement change = minimalReplacement(QStringLiteral("abcdef"), QStringLiteral("abXYef"));
        QCOMPARE(change.from, 2);
        QCOMPARE(change.to, 4);
        QCOMPARE(change.insert, QStringLiteral("XY"));
    }

    void tokenBarGrowsWhenItsLegendWraps()
    {
        QWidget page;
        auto *layout = new QVBoxLayout(&page);
        auto *bar = new TokenBar(&page);
        layout->addWidget(bar);
        layout->addStretch();
        bar->setValues({ 7, 515, 447, 0, 57, 64, 1902, 0 }, { 7, 515, 100, 0, 0, 0, 0, 0 }, 622, -1);
        QVERIFY(bar->hasHeightForWidth());
        QCOMPARE(bar->legendRows(4000), 1);
        QVERIFY(bar->legendRows(220) >= 3);
        QVERIFY(bar->heightForWidth(220) > bar->heightForWidth(4000));
        // In a layout, a narrow bar gets the height its wrapped legend needs (it was fixed to one row and cut off
        // the shared-prefix line).
        page.resize(220, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY(bar->height() >= bar->heightForWidth(bar->width()));
        page.resize(1600, 600);
        QTRY_COMPARE(bar->height(), bar->heightForWidth(bar->width()));
        QCOMPARE(bar->legendRows(bar->width()), 1);
    }
};

QTEST_MAIN(TestUiModels)
#include "tst_uimodels.moc"

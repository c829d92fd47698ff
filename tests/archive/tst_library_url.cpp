// The library's "Add Skill Root URL": the archive is downloaded with a progress dialog showing bytes received of
// the total and a working Cancel; the root is added only once its cache entry is ready (the scan that follows
// makes no second request); a failure is reported with its reason and adds nothing. Loopback server only.
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "loopbackhttpserver.h"
#include "testarchives.h"

#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

class TestLibraryUrl : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("SKILLS_CACHE_DIR", QFile::encodeName(m_cache.path())); }

    void downloadWithProgressThenAdd()
    {
        LoopbackHttpServer server;
        const QByteArray zip = buildArchive(TestFormat::Zip,
            { { "alpha/SKILL.md", skillMd("alpha", "A") }, { "pad.bin", QByteArray(3 * 1024 * 1024, 'p') } });
        server.setRoute("/skills.zip", Route { 200, "OK", zip, Route::Mode::Normal, -1 });
        SkillLibrary library;
        LibraryPanel panel(&library);
        panel.addUrlRoot(server.url("/skills.zip"));
        QVERIFY(panel.findChild<QProgressDialog *>(QStringLiteral("urlRootDownload")));
        QVERIFY(library.roots().isEmpty()); // not before the download is done
        QTRY_VERIFY_WITH_TIMEOUT(library.roots() == QStringList({ server.url("/skills.zip") }), 10000);
        QTRY_VERIFY(!panel.findChild<QProgressDialog *>(QStringLiteral("urlRootDownload")));
        QTRY_VERIFY_WITH_TIMEOUT(library.snapshot()->find(QStringLiteral("alpha")), 10000);
        QCOMPARE(server.requests("/skills.zip"), 1); // the scan used the cache entry
    }

    void cancelAddsNothing()
    {
        LoopbackHttpServer server;
        server.setRoute("/stall.zip", Route { 200, "OK", QByteArray(4 * 1024 * 1024, 'q'), Route::Mode::Stall, -1 });
        SkillLibrary library;
        LibraryPanel panel(&library);
        panel.addUrlRoot(server.url("/stall.zip"));
        const QPointer<QProgressDialog> dialog = panel.findChild<QProgressDialog *>(QStringLiteral("urlRootDownload"));
        QVERIFY(dialog);
        // part of the body arrived: the bar shows it against the declared 4 MiB
        QTRY_VERIFY_WITH_TIMEOUT(dialog->value() > 0, 10000);
        QCOMPARE(dialog->maximum(), 4096);
        QVERIFY(dialog->value() < 4096);
        QVERIFY(dialog->labelText().contains(QLocale().formattedDataSize(4 * 1024 * 1024)));
        auto *cancel = dialog->findChild<QPushButton *>();
        QVERIFY(cancel);
        cancel->click(); // the dialog's Cancel button
        QTRY_VERIFY_WITH_TIMEOUT(!panel.findChild<QProgressDialog *>(QStringLiteral("urlRootDownload")), 10000);
        QVERIFY(library.roots().isEmpty());
        QVERIFY(!panel.findChild<QMessageBox *>(QStringLiteral("urlRootError"))); // a cancel is no error
    }

    void failureIsShownAndAddsNothing()
    {
        LoopbackHttpServer server;
        SkillLibrary library;
        LibraryPanel panel(&library);
        panel.addUrlRoot(server.url("/missing.zip"));
        QMessageBox *box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = panel.findChild<QMessageBox *>(QStringLiteral("urlRootError"))), 10000);
        QCOMPARE(box->informativeText(), QStringLiteral("download skills root: 404 Not Found"));
        QVERIFY(library.roots().isEmpty());
        box->close();
    }

private:
    QTemporaryDir m_cache;
};

QTEST_MAIN(TestLibraryUrl)
#include "tst_library_url.moc"

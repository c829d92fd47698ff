// Tests for core/common/datapaths: the order in which shipped data folders are looked up.
#include "common/datapaths.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

class TestDataPaths : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sourceTreeIsTheFallback()
    {
        qunsetenv("SW_DATA_DIR");
        QCOMPARE(sw::dataDirectory(sw::DataKind::Skills), QDir::cleanPath(QStringLiteral(SW_SOURCE_DIR "/skills")));
        QVERIFY(
            sw::dataDirectoryCandidates(sw::DataKind::Profiles).last().endsWith(QStringLiteral("/resources/profiles")));
    }

    void environmentOverrideWinsWhenItExists()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("skills")));
        qputenv("SW_DATA_DIR", dir.path().toUtf8());
        QCOMPARE(sw::dataDirectory(sw::DataKind::Skills), dir.filePath(QStringLiteral("skills")));
        // A kind missing from the override falls through to the next candidate.
        QVERIFY(sw::dataDirectory(sw::DataKind::Scenarios) != dir.filePath(QStringLiteral("scenarios")));
        qunsetenv("SW_DATA_DIR");
    }

    void installedLayoutIsNextToTheBinary()
    {
        const auto candidates = sw::dataDirectoryCandidates(sw::DataKind::Tokenizers);
        QVERIFY(candidates.contains(QDir::cleanPath(
            QCoreApplication::applicationDirPath() + QStringLiteral("/../share/skill-workbench/tokenizers"))));
    }
};

QTEST_GUILESS_MAIN(TestDataPaths)
#include "tst_datapaths.moc"

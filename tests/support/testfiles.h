#pragma once
// Fixture files for the tests: one way to write a file or a minimal skill, shared by every test executable.
// Failures are reported through QtTest (QVERIFY2 in a void helper returns from the helper; callers that need to
// stop check QTest::currentTestFailed()).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

namespace sw::test {

// Writes `bytes` to `path`, creating the parent folders; empty `permissions` keep the default mode.
inline void writeFile(const QString &path, const QByteArray &bytes, QFile::Permissions permissions = {})
{
    QVERIFY2(QDir().mkpath(QFileInfo(path).absolutePath()), qPrintable(QStringLiteral("mkpath for ") + path));
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly | QIODevice::Truncate),
        qPrintable(path + QStringLiteral(": ") + file.errorString()));
    QCOMPARE(file.write(bytes), qint64(bytes.size()));
    file.close();
    if (permissions)
        QVERIFY(QFile::setPermissions(path, permissions));
}

// A minimal valid skill: `folder`/SKILL.md with the name and description in its frontmatter and `body` after it
// (a "# name" heading when empty).
inline void writeSkill(
    const QString &folder, const QString &name, const QString &description, const QString &body = QString())
{
    writeFile(folder + QStringLiteral("/SKILL.md"),
        QStringLiteral("---\nname: %1\ndescription: %2\n---\n%3")
            .arg(name, description, body.isEmpty() ? QStringLiteral("# %1\n").arg(name) : body)
            .toUtf8());
}

} // namespace sw::test

#pragma once
// Fixture files for the tests: one way to write, read and list files and to write a minimal skill, shared by every
// test executable.
// Failures are reported through QtTest (QVERIFY2 in a void helper returns from the helper; callers that need to
// stop check QTest::currentTestFailed()).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTest>

namespace sw::test {

// QFile permissions for a Unix mode such as 0755: the owner, group and others bits (no setuid, setgid or sticky).
inline QFile::Permissions unixMode(int mode)
{
    return QFile::Permissions::fromInt(((mode & 0700) << 6) | ((mode & 0700) << 2) | ((mode & 070) << 1) | (mode & 07));
}

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

// The bytes of `path`, or "<missing>" when it cannot be read (so a comparison names what is wrong).
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

// The C++ sources `files` of `folder` as one text in which each string literal reads as its message: literals split
// over lines are joined and \" is ". A test of a message table checks each pattern is `"pattern"` in it.
inline QString sourceLiterals(const QString &folder, const QStringList &files)
{
    QString sources;
    for (const QString &file : files)
        sources += QString::fromUtf8(readFile(QDir(folder).filePath(file)));
    static const QRegularExpression split(QStringLiteral("\"\\s*\\n\\s*\""));
    sources.remove(split);
    sources.replace(QStringLiteral("\\\""), QStringLiteral("\""));
    return sources;
}

// Every entry below `folder` (hidden ones too), relative to it, sorted.
inline QStringList listTree(const QString &folder)
{
    QStringList out;
    QDirIterator it(
        folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(QDir(folder).relativeFilePath(it.next()));
    out.sort();
    return out;
}

} // namespace sw::test

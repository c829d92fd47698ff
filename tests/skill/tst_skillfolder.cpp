// Tests of the skill folder inventory (Go and Python doc definitions, roles, binary detection, Markdown facts)
// and of the path references found in Markdown.
#include "skill/skillfolder.h"
#include "skill/skillreferences.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sw;

class TestSkillFolder : public QObject
{
    Q_OBJECT
private slots:
    void inventoryRolesAndDocs();
    void markdownFacts();
    void pathReferences();
    void tableOfContents();

private:
    static void write(const QString &path, const QByteArray &bytes)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
};

void TestSkillFolder::inventoryRolesAndDocs()
{
    QTemporaryDir tmp;
    const QString root = tmp.filePath(QStringLiteral("demo"));
    write(root + QStringLiteral("/SKILL.md"), "---\nname: demo\n---\n");
    write(root + QStringLiteral("/reference.md"), "# Ref\n");
    write(root + QStringLiteral("/NOTES.TXT"), "notes");
    write(root + QStringLiteral("/scripts/fill.py"), "print(1)\n");
    write(root + QStringLiteral("/scripts/run.sh"), "echo hi\n");
    write(root + QStringLiteral("/assets/logo.png"), QByteArray("\x89PNG\r\n\x1a\n\0\0", 10));
    write(root + QStringLiteral("/.hidden.md"), "hidden");
    write(root + QStringLiteral("/nested/SKILL.md"), "---\nname: nested\n---\n");
    write(root + QStringLiteral("/.git/config"), "[core]");

    const SkillFolderInventory inv = inventorySkillFolder(root);
    QCOMPARE(inv.folder, QFileInfo(root).absoluteFilePath());
    QStringList paths;
    for (const SkillFile &f : inv.files)
        paths << f.relativePath;
    QCOMPARE(paths,
        (QStringList { ".hidden.md", "NOTES.TXT", "SKILL.md", "assets/logo.png", "nested/SKILL.md", "reference.md",
            "scripts/fill.py", "scripts/run.sh" }));
    QCOMPARE(inv.goDocs, (QStringList { ".hidden.md", "NOTES.TXT", "reference.md" }));
    QCOMPARE(inv.pythonDocs, (QStringList { "NOTES.TXT", "reference.md", "scripts/fill.py", "scripts/run.sh" }));
    QCOMPARE(inv.scripts, (QStringList { "scripts/fill.py", "scripts/run.sh" }));
    QCOMPARE(inv.assets, QStringList { "assets/logo.png" });
    QCOMPARE(inv.files[0].role, SkillFile::Role::Other);
    QCOMPARE(inv.files[2].role, SkillFile::Role::SkillMd);
    QCOMPARE(inv.files[3].role, SkillFile::Role::Asset);
    QVERIFY(inv.files[3].binary);
    QCOMPARE(inv.files[3].size, 10);
    QCOMPARE(inv.files[4].role, SkillFile::Role::Other);
    QCOMPARE(inv.files[5].role, SkillFile::Role::Doc);
    QVERIFY(!inv.files[5].binary);
    QCOMPARE(inv.totalBytes, qint64(6 + 5 + 19 + 10 + 6 + 21 + 9 + 8));
    QVERIFY(isScriptFileName(QStringLiteral("x.PY")));
    QVERIFY(!isScriptFileName(QStringLiteral("x.md")));
}

void TestSkillFolder::markdownFacts()
{
    QTemporaryDir tmp;
    write(tmp.filePath(QStringLiteral("SKILL.md")), "---\n---\n");
    write(tmp.filePath(QStringLiteral("references/guide.md")),
        "# Guide\n\n## Contents\n\nSee [forms](forms.md) and `scripts/fill.py`.\nThird line");
    write(tmp.filePath(QStringLiteral("bad.txt")), "ok \xFF\xFE text");
    const SkillFolderInventory inv = inventorySkillFolder(tmp.path());
    QCOMPARE(inv.files.size(), 3);
    const SkillFile &guide = inv.files[2];
    QCOMPARE(guide.relativePath, QStringLiteral("references/guide.md"));
    QCOMPARE(guide.lineCount, 6);
    QVERIFY(guide.hasTableOfContents);
    QCOMPARE(guide.references,
        (QStringList { "references/forms.md", "forms.md", "references/scripts/fill.py", "scripts/fill.py" }));
    QVERIFY(inv.files[1].binary); // bad.txt: invalid UTF-8
}

void TestSkillFolder::pathReferences()
{
    const QString text = QStringLiteral(
        "Read [the form guide](./references/forms.md#top) first.\n"
        "Run `python scripts/fill.py input.pdf` or see https://example.com/docs/x.md and /etc/hosts.\n"
        "![logo](assets/logo.png) [web](https://x.org/a.md) [up](../other/SKILL.md) [anchor](#section)\n"
        "Use __BASE_DIR__/templates/report.html, e.g. for reports.\n");
    const QList<PathReference> refs = findPathReferences(text, 10);
    QStringList got;
    for (const PathReference &r : refs)
        got << QStringLiteral("%1@%2:%3%4").arg(r.target).arg(r.line).arg(r.column).arg(r.explicitLink ? "!" : "");
    QCOMPARE(got,
        (QStringList { "references/forms.md@10:23!", "scripts/fill.py@11:13", "input.pdf@11:29",
            "assets/logo.png@12:9!", "templates/report.html@13:5" }));
}

void TestSkillFolder::tableOfContents()
{
    QVERIFY(hasTableOfContents(u"# Title\n\n## Table of Contents\n"));
    QVERIFY(hasTableOfContents(u"[TOC]\n"));
    QVERIFY(hasTableOfContents(u"- [A](#a)\n- [B](#b)\n- [C](#c)\n"));
    QVERIFY(!hasTableOfContents(u"# Title\n\n- [A](#a)\n\ntext\n"));
}

QTEST_GUILESS_MAIN(TestSkillFolder)
#include "tst_skillfolder.moc"

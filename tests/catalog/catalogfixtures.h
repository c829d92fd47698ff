#pragma once
// Fixture skills shared by the catalog tests: a small hand-made set exercising escaping, whitespace and
// ordering, a generated set of N skills, and golden-file comparison (SW_UPDATE_GOLDEN=1 rewrites the files).
#include "catalog/catalogrenderer.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace sw::testing {

inline QList<CatalogSkill> fixtureSkills()
{
    return {
        { QStringLiteral("pdf-tools"), QStringLiteral("Process PDF files:\n  extract   text,\tfill forms.  "),
            QStringLiteral("/skills/pdf-tools/SKILL.md") },
        { QStringLiteral("data-report"),
            QStringLiteral(
                "Builds a data report from CSV files & charts <fast>. Use when asked for \"reports\" or 'summaries'."),
            QStringLiteral("/skills/data-report/SKILL.md") },
        { QStringLiteral("alpha"), QString(), QStringLiteral("/skills/alpha/SKILL.md") },
        { QStringLiteral("web-access"), QStringLiteral("所有联网操作必须通过此 skill 处理"),
            QStringLiteral("/skills/web-access/SKILL.md") },
    };
}

inline QList<CatalogSkill> generatedSkills(int count)
{
    QList<CatalogSkill> skills;
    for (int i = count - 1; i >= 0; --i) { // reverse order: dialects that sort must sort
        const QString name = QStringLiteral("skill-%1").arg(i, 4, 10, QLatin1Char('0'));
        skills.append({ name,
            QStringLiteral("Handles task family %1 & its <edge> cases. Use when the user mentions topic-%2.")
                .arg(i)
                .arg(i % 17),
            QStringLiteral("/repo/skills/%1/SKILL.md").arg(name) });
    }
    return skills;
}

// Compares text with tests/catalog/data/golden/<file>; SW_UPDATE_GOLDEN=1 writes the file instead.
inline bool matchesGolden(const QString &text, const QString &file)
{
    const QString path = QStringLiteral(SW_TEST_DATA_DIR "/golden/") + file;
    if (qEnvironmentVariableIsSet("SW_UPDATE_GOLDEN")) {
        QDir().mkpath(QFileInfo(path).path());
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            return false;
        out.write(text.toUtf8());
        return true;
    }
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        qWarning("missing golden file %s", qPrintable(path));
        return false;
    }
    const QByteArray expected = in.readAll();
    const QByteArray actual = text.toUtf8();
    if (expected != actual) {
        qWarning("golden mismatch %s:\n--- expected\n%s\n--- actual\n%s", qPrintable(path), expected.constData(),
            actual.constData());
        return false;
    }
    return true;
}

} // namespace sw::testing

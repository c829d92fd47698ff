// Test support for the bundled skills and scenarios: SKILL.md reading, runs through the workspace, file checks.
#include "bundledskills.h"

#include "workspace/runjob.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QXmlStreamReader>

namespace sw::test {

QString bundledSkillsRoot()
{
    return QStringLiteral(SW_SOURCE_DIR "/skills");
}

QString scenariosRoot()
{
    return QStringLiteral(SW_SOURCE_DIR "/resources/scenarios");
}

QStringList bundledSkillNames()
{
    QStringList names;
    const QDir root(bundledSkillsRoot());
    for (const QString &entry : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (QFileInfo(root.filePath(entry + QStringLiteral("/SKILL.md"))).isFile())
            names << entry;
    }
    return names;
}

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

bool splitSkillMd(const QString &text, QString *frontmatter, QString *body)
{
    if (!text.startsWith(QLatin1String("---\n")))
        return false;
    const qsizetype close = text.indexOf(QLatin1String("\n---\n"), 3);
    if (close < 0)
        return false;
    *frontmatter = text.mid(4, close - 4 + 1);
    *body = text.mid(close + 5);
    return true;
}

QStringList documentedCommands(const QString &body)
{
    QStringList commands;
    bool inBash = false;
    bool inOther = false;
    for (const QString &line : body.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("```"))) {
            if (inBash || inOther) {
                inBash = inOther = false;
            } else {
                const QString info = trimmed.mid(3).trimmed();
                inBash = info == QLatin1String("bash") || info == QLatin1String("sh");
                inOther = !inBash;
            }
            continue;
        }
        if (inBash && !trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#')))
            commands << trimmed;
    }
    return commands;
}

QStringList declaredToolsOf(const QString &body)
{
    QStringList tools;
    bool inTools = false;
    for (const QString &line : body.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (!inTools) {
            inTools = trimmed == QLatin1String("Tools:");
            continue;
        }
        if (trimmed.startsWith(QLatin1Char('#')))
            continue;
        if (!trimmed.startsWith(QLatin1String("- ")))
            break;
        tools << trimmed.mid(2).trimmed();
    }
    return tools;
}

QStringList filesOf(const QString &skillFolder)
{
    QStringList files;
    const QDir root(skillFolder);
    QDirIterator it(skillFolder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << root.relativeFilePath(it.next());
    files.sort();
    return files;
}

QStringList goDocsOf(const QString &skillFolder)
{
    QStringList docs;
    for (const QString &file : filesOf(skillFolder)) {
        const QString lower = file.toLower();
        if (QFileInfo(file).fileName() == QLatin1String("SKILL.md"))
            continue;
        if (lower.endsWith(QLatin1String(".md")) || lower.endsWith(QLatin1String(".txt")))
            docs << file;
    }
    return docs;
}

RunResult runSkillCommand(const Workspace &workspace, const QString &skillName, const QString &command,
    const QStringList &outputGlobs, const QStringList &inputFiles, int waitMs)
{
    RunRequest request;
    request.skillName = skillName;
    request.skillFolder = bundledSkillsRoot() + QLatin1Char('/') + skillName;
    request.command = command;
    request.outputGlobs = outputGlobs;
    request.inputFiles = inputFiles;
    request.timeoutSeconds = 60;
    request.executor = ExecutorChoice::Auto;
    RunJob job(workspace, request);
    QSignalSpy finished(&job, &RunJob::finished);
    job.start();
    if (finished.isEmpty() && !finished.wait(waitMs)) {
        RunResult timeout;
        timeout.error = QStringLiteral("RunJob did not finish within %1 ms").arg(waitMs);
        return timeout;
    }
    return job.result();
}

namespace {

QString checkPng(const QByteArray &bytes)
{
    static const QByteArray signature("\x89PNG\r\n\x1a\n", 8);
    if (!bytes.startsWith(signature))
        return QStringLiteral("PNG signature missing");
    if (bytes.size() < 33 || bytes.mid(12, 4) != "IHDR")
        return QStringLiteral("first chunk is not IHDR");
    auto be32 = [&](int at) {
        return (quint32(quint8(bytes[at])) << 24) | (quint32(quint8(bytes[at + 1])) << 16)
            | (quint32(quint8(bytes[at + 2])) << 8) | quint32(quint8(bytes[at + 3]));
    };
    if (be32(8) != 13)
        return QStringLiteral("IHDR length is %1, not 13").arg(be32(8));
    const quint32 width = be32(16);
    const quint32 height = be32(20);
    if (width == 0 || height == 0)
        return QStringLiteral("IHDR has a zero dimension");
    QImage image;
    if (!image.loadFromData(bytes, "PNG"))
        return QStringLiteral("PNG does not decode");
    if (quint32(image.width()) != width || quint32(image.height()) != height)
        return QStringLiteral("decoded size differs from IHDR");
    // A real chart: many pixels differ from the background and there are several colours.
    const QRgb background = image.pixel(0, 0);
    QSet<QRgb> colours;
    qint64 inked = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb pixel = image.pixel(x, y);
            colours.insert(pixel);
            inked += pixel != background;
        }
    }
    if (colours.size() < 5 || inked < qint64(image.width()) * image.height() / 20)
        return QStringLiteral("PNG looks blank (%1 colours, %2 inked pixels)").arg(colours.size()).arg(inked);
    return {};
}

QString checkSvg(const QByteArray &bytes)
{
    QXmlStreamReader xml(bytes);
    QString root;
    int rects = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (root.isEmpty())
                root = xml.name().toString();
            rects += xml.name() == QLatin1String("rect");
        }
    }
    if (xml.hasError())
        return QStringLiteral("SVG is not well-formed XML: %1 (line %2)").arg(xml.errorString()).arg(xml.lineNumber());
    if (root != QLatin1String("svg"))
        return QStringLiteral("SVG root element is <%1>").arg(root);
    if (rects < 2)
        return QStringLiteral("SVG has no bars");
    return {};
}

} // namespace

QString checkOutputFile(const QString &absolutePath)
{
    QFile file(absolutePath);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot open %1").arg(absolutePath);
    const QByteArray bytes = file.readAll();
    if (bytes.isEmpty())
        return QStringLiteral("%1 is empty").arg(absolutePath);
    const QString suffix = QFileInfo(absolutePath).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return checkPng(bytes);
    if (suffix == QLatin1String("svg"))
        return checkSvg(bytes);
    if (suffix == QLatin1String("json")) {
        QJsonParseError error;
        QJsonDocument::fromJson(bytes, &error);
        return error.error == QJsonParseError::NoError ? QString()
                                                       : QStringLiteral("JSON: %1").arg(error.errorString());
    }
    if (suffix == QLatin1String("csv")) {
        const QList<QByteArray> lines = bytes.trimmed().split('\n');
        if (lines.size() < 2 || !lines.first().contains(','))
            return QStringLiteral("CSV needs a header row and at least one data row");
    }
    return {};
}

} // namespace sw::test

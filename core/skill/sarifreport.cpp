// Builds the SARIF log with QJsonDocument; columns are converted from UTF-8 bytes to code points
// (columnKind "unicodeCodePoints") by reading each reported file once.
#include "skill/sarifreport.h"

#include "skill/ruledescriptions.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace sw {
namespace {

QString levelOf(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        return QStringLiteral("note");
    }
    return QStringLiteral("none");
}

// The lines of a file (without line breaks, BOM removed), read once per path.
class FileLines
{
public:
    const QList<QByteArray> &of(const QString &path)
    {
        auto it = m_lines.find(path);
        if (it != m_lines.end())
            return *it;
        QList<QByteArray> lines;
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            QByteArray bytes = file.readAll();
            if (bytes.startsWith("\xEF\xBB\xBF"))
                bytes.remove(0, 3);
            lines = bytes.split('\n');
            for (QByteArray &line : lines)
                if (line.endsWith('\r'))
                    line.chop(1);
        }
        return *m_lines.insert(path, lines);
    }

    // 1-based code point column of a 1-based UTF-8 byte column.
    int codePointColumn(const QString &path, int line, int byteColumn)
    {
        const QList<QByteArray> &lines = of(path);
        if (line < 1 || line > lines.size() || byteColumn <= 1)
            return std::max(byteColumn, 1);
        const QByteArray &text = lines[line - 1];
        const qsizetype bytes = std::min<qsizetype>(byteColumn - 1, text.size());
        int codePoints = 0;
        for (qsizetype i = 0; i < bytes; ++i)
            if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
                ++codePoints;
        return codePoints + 1 + int(byteColumn - 1 - bytes); // past the end: one per byte
    }

private:
    QHash<QString, QList<QByteArray>> m_lines;
};

QJsonObject artifactLocation(const QString &path, const QString &baseDir)
{
    const QString relative = QDir(baseDir).relativeFilePath(path);
    if (!baseDir.isEmpty() && !relative.startsWith(QLatin1String("..")) && !QDir::isAbsolutePath(relative))
        return { { QStringLiteral("uri"), QString::fromUtf8(QUrl(relative).toEncoded()) },
            { QStringLiteral("uriBaseId"), QStringLiteral("SRCROOT") } };
    return { { QStringLiteral("uri"), QString::fromUtf8(QUrl::fromLocalFile(path).toEncoded()) } };
}

QJsonObject message(const QString &text)
{
    return { { QStringLiteral("text"), text } };
}

} // namespace

QByteArray sarifReport(const QList<SkillValidation> &results, const QString &baseDir, const QString &toolVersion)
{
    FileLines files;
    QJsonArray rules;
    QHash<QString, int> ruleIndex;
    QJsonArray sarifResults;
    for (const SkillValidation &skill : results) {
        for (const Diagnostic &d : skill.diagnostics) {
            if (!ruleIndex.contains(d.rule)) {
                ruleIndex.insert(d.rule, int(rules.size()));
                // The rule's metadata is generic (what it checks); each result's message says what was found.
                const RuleDescription generic = ruleDescription(d.rule);
                QJsonObject rule { { QStringLiteral("id"), d.rule },
                    { QStringLiteral("shortDescription"), message(generic.summary) },
                    { QStringLiteral("help"), message(generic.help) },
                    { QStringLiteral("defaultConfiguration"),
                        QJsonObject { { QStringLiteral("level"), levelOf(d.severity) } } } };
                rules.append(rule);
            }
            const QString path = d.file.isEmpty() ? skill.skillMdPath : d.file;
            QJsonObject physical { { QStringLiteral("artifactLocation"), artifactLocation(path, baseDir) } };
            if (d.line > 0) {
                QJsonObject region { { QStringLiteral("startLine"), d.line } };
                if (d.column > 0)
                    region.insert(QStringLiteral("startColumn"), files.codePointColumn(path, d.line, d.column));
                physical.insert(QStringLiteral("region"), region);
            }
            QJsonObject result { { QStringLiteral("ruleId"), d.rule },
                { QStringLiteral("ruleIndex"), ruleIndex[d.rule] }, { QStringLiteral("level"), levelOf(d.severity) },
                { QStringLiteral("message"),
                    message(d.fixHint.isEmpty() ? d.message : d.message + QStringLiteral(". ") + d.fixHint) },
                { QStringLiteral("locations"),
                    QJsonArray { QJsonObject { { QStringLiteral("physicalLocation"), physical } } } } };
            QJsonArray fixes;
            for (const DiagnosticFix &fix : d.fixes) {
                QJsonArray replacements;
                for (const TextEdit &edit : fix.edits)
                    replacements.append(QJsonObject {
                        { QStringLiteral("deletedRegion"),
                            QJsonObject { { QStringLiteral("startLine"), edit.line },
                                { QStringLiteral("startColumn"), files.codePointColumn(path, edit.line, edit.column) },
                                { QStringLiteral("endLine"), edit.endLine },
                                { QStringLiteral("endColumn"),
                                    files.codePointColumn(path, edit.endLine, edit.endColumn) } } },
                        { QStringLiteral("insertedContent"),
                            QJsonObject { { QStringLiteral("text"), edit.newText } } } });
                if (replacements.isEmpty())
                    continue;
                fixes.append(QJsonObject { { QStringLiteral("description"), message(fix.label) },
                    { QStringLiteral("artifactChanges"),
                        QJsonArray {
                            QJsonObject { { QStringLiteral("artifactLocation"), artifactLocation(path, baseDir) },
                                { QStringLiteral("replacements"), replacements } } } } });
            }
            if (!fixes.isEmpty())
                result.insert(QStringLiteral("fixes"), fixes);
            sarifResults.append(result);
        }
    }
    QJsonObject driver { { QStringLiteral("name"), QStringLiteral("skill-workbench-cli") },
        { QStringLiteral("informationUri"), QStringLiteral("https://agentskills.io/specification") },
        { QStringLiteral("rules"), rules } };
    if (!toolVersion.isEmpty())
        driver.insert(QStringLiteral("version"), toolVersion);
    QJsonObject run { { QStringLiteral("tool"), QJsonObject { { QStringLiteral("driver"), driver } } },
        { QStringLiteral("columnKind"), QStringLiteral("unicodeCodePoints") },
        { QStringLiteral("results"), sarifResults } };
    if (!baseDir.isEmpty()) {
        QString root = QString::fromUtf8(QUrl::fromLocalFile(QDir(baseDir).absolutePath()).toEncoded());
        if (!root.endsWith(u'/'))
            root += u'/';
        run.insert(QStringLiteral("originalUriBaseIds"),
            QJsonObject { { QStringLiteral("SRCROOT"), QJsonObject { { QStringLiteral("uri"), root } } } });
    }
    const QJsonObject log { { QStringLiteral("$schema"),
                                QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json") },
        { QStringLiteral("version"), QStringLiteral("2.1.0") }, { QStringLiteral("runs"), QJsonArray { run } } };
    return QJsonDocument(log).toJson(QJsonDocument::Indented);
}

} // namespace sw

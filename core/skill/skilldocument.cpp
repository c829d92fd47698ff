// Splitting SKILL.md into frontmatter and body, encoding facts, the strict reading's lookups, and file reading.
#include "skill/skilldocument.h"

#include "skill/filereading.h"
#include "skill/frontmatteryaml.h"
#include "skill/lenientreading.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

namespace sw {
namespace {

constexpr qint64 kMaxRead = qint64(1) << 30; // SKILL.md files above 1 GiB are refused

// True when the line (without its line break) is `---` followed only by spaces or tabs.
bool isFenceLine(QByteArrayView line)
{
    if (!line.startsWith("---"))
        return false;
    for (qsizetype i = 3; i < line.size(); ++i)
        if (line[i] != ' ' && line[i] != '\t')
            return false;
    return true;
}

} // namespace

std::optional<QString> LenientReading::field(const QString &key) const
{
    // The last occurrence of a key wins, so search from the end.
    for (auto it = fields.crbegin(); it != fields.crend(); ++it) // NOLINT(modernize-loop-convert)
        if (it->first == key)
            return it->second;
    return std::nullopt;
}

int LenientReading::fieldLine(const QString &key) const
{
    for (qsizetype i = fields.size() - 1; i >= 0; --i)
        if (fields[i].first == key)
            return i < fieldLines.size() ? fieldLines[i] : 0;
    return 0;
}

const FrontmatterEntry *SkillDocument::entry(const QString &key) const
{
    for (const FrontmatterEntry &e : frontmatter)
        if (e.key == key)
            return &e;
    return nullptr;
}

QString SkillDocument::stringValue(const QString &key) const
{
    const FrontmatterEntry *e = entry(key);
    return e && e->value.kind == FrontmatterValue::Kind::Scalar ? e->value.text : QString();
}

SkillDocument parseSkillDocument(const QByteArray &raw, const QString &filePath, const QString &folderName)
{
    SkillDocument doc;
    doc.raw = raw;
    doc.filePath = filePath;
    doc.folderName = folderName;
    if (doc.folderName.isEmpty() && !filePath.isEmpty())
        doc.folderName = QFileInfo(filePath).absoluteDir().dirName();

    QByteArrayView bytes(raw);
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        doc.hadBom = true;
        bytes = bytes.sliced(3);
    }
    doc.validUtf8 = detail::firstInvalidUtf8(bytes) < 0;
    doc.usesCrlf = bytes.contains(QByteArrayView("\r\n"));
    QByteArray text = bytes.toByteArray();
    if (doc.usesCrlf)
        text.replace("\r\n", "\n");

    doc.lineCount = int(text.count('\n')) + ((!text.isEmpty() && !text.endsWith('\n')) ? 1 : 0);

    // Strict split: the first line is `---`, the frontmatter ends at the next `---` line.
    qsizetype bodyStart = 0;
    const qsizetype firstBreak = text.indexOf('\n');
    const QByteArrayView firstLine = QByteArrayView(text).first(firstBreak < 0 ? text.size() : firstBreak);
    if (isFenceLine(firstLine)) {
        doc.startsWithFrontmatter = true;
        doc.frontmatterStart = { 1, 1 };
        int line = 2;
        qsizetype pos = firstBreak < 0 ? text.size() : firstBreak + 1;
        const qsizetype fmStart = pos;
        while (pos < text.size()) {
            qsizetype end = text.indexOf('\n', pos);
            const qsizetype lineEnd = end < 0 ? text.size() : end;
            if (isFenceLine(QByteArrayView(text).sliced(pos, lineEnd - pos))) {
                doc.frontmatterClosed = true;
                doc.frontmatterEnd = { line, 1 };
                const std::string yaml(text.constData() + fmStart, size_t(pos - fmStart));
                doc.frontmatterText = QString::fromUtf8(yaml.data(), qsizetype(yaml.size()));
                bodyStart = end < 0 ? text.size() : end + 1;
                doc.bodyFirstLine = line + 1;
                detail::YamlReading reading = detail::readYaml(yaml, 2);
                doc.yamlError = reading.error;
                if (!reading.error && reading.hasDocument && reading.root.kind == FrontmatterValue::Kind::Map) {
                    doc.frontmatterIsMapping = true;
                    doc.frontmatter = std::move(reading.root.entries);
                    QSet<QString> seen;
                    for (const FrontmatterEntry &e : std::as_const(doc.frontmatter)) {
                        if (seen.contains(e.key)) {
                            if (!doc.duplicateKeys.contains(e.key))
                                doc.duplicateKeys.append(e.key);
                        } else {
                            seen.insert(e.key);
                        }
                    }
                }
                break;
            }
            pos = lineEnd + 1;
            ++line;
        }
    }
    doc.body = QString::fromUtf8(QByteArrayView(text).sliced(bodyStart));
    if (!doc.hadBom && !doc.usesCrlf)
        doc.bodyOffset = bodyStart;

    doc.lenient = doc.hadBom ? detail::readLenient(QByteArray("\xEF\xBB\xBF") + text, doc.folderName)
                             : detail::readLenient(text, doc.folderName, doc.body, bodyStart);
    return doc;
}

std::optional<SkillDocument> readSkillDocument(const QString &skillMdOrFolder, QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<SkillDocument> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const QFileInfo info(skillMdOrFolder);
    QString path = info.absoluteFilePath();
    QByteArray bytes;
    qint64 size = 0;
    if (info.isDir()) {
        // Open SKILL.md directly (no stat per candidate): a folder of thousands of skills pays for this.
        if (detail::readFileHead(QFile::encodeName(path + QStringLiteral("/SKILL.md")), kMaxRead, bytes, size)) {
            path += QStringLiteral("/SKILL.md");
        } else if (detail::readFileHead(QFile::encodeName(path + QStringLiteral("/skill.md")), kMaxRead, bytes, size)) {
            path += QStringLiteral("/skill.md");
        } else {
            return fail(QStringLiteral("Missing required file: SKILL.md"));
        }
    } else if (!info.exists()) {
        return fail(QStringLiteral("Path does not exist: %1").arg(skillMdOrFolder));
    } else if (!detail::readFileHead(QFile::encodeName(path), kMaxRead, bytes, size)) {
        return fail(QStringLiteral("Cannot read %1: %2").arg(path, QString::fromLocal8Bit(strerror(errno))));
    }
    if (size > kMaxRead)
        return fail(QStringLiteral("Cannot read %1: larger than %2 bytes").arg(path).arg(kMaxRead));
    const qsizetype slash = path.lastIndexOf(u'/');
    const QString folder = path.first(std::max<qsizetype>(slash, 0));
    return parseSkillDocument(bytes, path, folder.sliced(folder.lastIndexOf(u'/') + 1));
}

std::optional<SkillDocument> readSkillDocumentInFolder(const QString &absoluteFolder, QString *error)
{
    QByteArray bytes;
    qint64 size = 0;
    QString path = absoluteFolder + QStringLiteral("/SKILL.md");
    if (!detail::readFileHead(QFile::encodeName(path), kMaxRead, bytes, size)) {
        path = absoluteFolder + QStringLiteral("/skill.md");
        if (!detail::readFileHead(QFile::encodeName(path), kMaxRead, bytes, size)) {
            if (error)
                *error = QStringLiteral("Missing required file: SKILL.md");
            return std::nullopt;
        }
    }
    if (size > kMaxRead) {
        if (error)
            *error = QStringLiteral("Cannot read %1: larger than %2 bytes").arg(path).arg(kMaxRead);
        return std::nullopt;
    }
    return parseSkillDocument(bytes, path, absoluteFolder.sliced(absoluteFolder.lastIndexOf(u'/') + 1));
}

QStringList declaredTools(const QString &body)
{
    // tRPC-Agent-Python's _parse_tools_from_body, line for line.
    static const QStringList kSectionWords = { QStringLiteral("Overview"), QStringLiteral("Examples"),
        QStringLiteral("Usage"), QStringLiteral("Description"), QStringLiteral("Installation") };
    QStringList tools;
    bool inSection = false;
    const auto lines = QStringView(body).split(u'\n');
    for (QStringView line : lines) {
        const QStringView stripped = line.trimmed();
        if (stripped.startsWith(u"tools:", Qt::CaseInsensitive)) {
            inSection = true;
            continue;
        }
        if (!inSection)
            continue;
        if (!stripped.isEmpty() && !stripped.startsWith(u'-') && !stripped.startsWith(u'#')) {
            bool heading = false;
            if (stripped.front().isUpper())
                for (const QString &word : kSectionWords)
                    heading = heading || stripped.startsWith(word);
            if (stripped.contains(u':') || heading)
                break;
        }
        if (stripped.startsWith(u'#'))
            continue;
        if (stripped.startsWith(u'-')) {
            const QStringView name = stripped.sliced(1).trimmed();
            if (!name.isEmpty() && !name.startsWith(u'#'))
                tools.append(name.toString());
        }
    }
    return tools;
}

} // namespace sw

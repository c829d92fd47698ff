// Inventory of a skill folder: every file with its role (tRPC-Go docs, tRPC-Python docs, scripts, assets),
// size, text/binary, line count, table of contents and the paths Markdown files mention.
#include "skill/skillfolder.h"

#include "skill/skillreferences.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace sw {
namespace {

constexpr qint64 kSniffBytes = 8 * 1024;
constexpr qint64 kFullReadLimit = 4 * 1024 * 1024;

bool looksBinary(QByteArrayView head, bool truncated)
{
    if (head.contains('\0'))
        return true;
    // Invalid UTF-8 (a sequence cut by the sniff limit does not count).
    const auto *p = reinterpret_cast<const unsigned char *>(head.data());
    const qsizetype n = head.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int len = c < 0x80             ? 1
            : (c >= 0xC2 && c <= 0xDF) ? 2
            : (c >= 0xE0 && c <= 0xEF) ? 3
            : (c >= 0xF0 && c <= 0xF4) ? 4
                                       : 0;
        if (len == 0)
            return true;
        if (i + len > n)
            return !truncated;
        for (int k = 1; k < len; ++k)
            if ((p[i + k] & 0xC0) != 0x80)
                return true;
        i += len;
    }
    return false;
}

bool endsWithCi(const QString &name, QLatin1StringView suffix)
{
    return name.endsWith(suffix, Qt::CaseInsensitive);
}

bool isGoDocName(const QString &name)
{
    return endsWithCi(name, QLatin1StringView(".md")) || endsWithCi(name, QLatin1StringView(".txt"));
}

} // namespace

bool isScriptFileName(const QString &fileName)
{
    static const QSet<QString> exts = { QStringLiteral("sh"), QStringLiteral("bash"), QStringLiteral("zsh"),
        QStringLiteral("py"), QStringLiteral("js"), QStringLiteral("mjs"), QStringLiteral("cjs"), QStringLiteral("ts"),
        QStringLiteral("rb"), QStringLiteral("pl"), QStringLiteral("php"), QStringLiteral("lua"),
        QStringLiteral("ps1") };
    const qsizetype dot = fileName.lastIndexOf(u'.');
    return dot >= 0 && exts.contains(fileName.sliced(dot + 1).toLower());
}

SkillFolderInventory inventorySkillFolder(const QString &folder)
{
    SkillFolderInventory inv;
    inv.folder = QFileInfo(folder).absoluteFilePath();
    const QDir root(inv.folder);
    QDirIterator it(inv.folder, QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot | QDir::NoSymLinks,
        QDirIterator::Subdirectories);
    QStringList nestedSkillDirs;
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        const QString rel = root.relativeFilePath(info.absoluteFilePath());
        if (rel == QLatin1String(".git") || rel.startsWith(QLatin1String(".git/"))
            || rel.contains(QLatin1String("/.git/")))
            continue;
        if (!info.isFile())
            continue;
        SkillFile file;
        file.relativePath = rel;
        file.size = info.size();
        inv.files.append(file);
    }
    std::sort(inv.files.begin(), inv.files.end(),
        [](const SkillFile &a, const SkillFile &b) { return a.relativePath < b.relativePath; });

    for (SkillFile &file : inv.files) {
        const QString name = file.relativePath.section(u'/', -1);
        const bool dotted = name.startsWith(u'.') || file.relativePath.contains(QLatin1String("/."));
        const bool isSkillMd = name.compare(QLatin1String("SKILL.md"), Qt::CaseInsensitive) == 0;
        if (file.relativePath == QLatin1String("SKILL.md"))
            file.role = SkillFile::Role::SkillMd;
        else if (isSkillMd || dotted)
            file.role = SkillFile::Role::Other;
        else if (isGoDocName(name))
            file.role = SkillFile::Role::Doc;
        else if (isScriptFileName(name))
            file.role = SkillFile::Role::Script;
        else
            file.role = SkillFile::Role::Asset;

        if (!isSkillMd && isGoDocName(name))
            inv.goDocs.append(file.relativePath);
        if (!isSkillMd && !dotted && (isGoDocName(name) || isScriptFileName(name)))
            inv.pythonDocs.append(file.relativePath);
        if (file.role == SkillFile::Role::Script)
            inv.scripts.append(file.relativePath);
        if (file.role == SkillFile::Role::Asset)
            inv.assets.append(file.relativePath);
        inv.totalBytes += file.size;

        QFile f(root.filePath(file.relativePath));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const bool full = file.size <= kFullReadLimit;
        const QByteArray bytes = full ? f.readAll() : f.read(kSniffBytes);
        const QByteArrayView head = QByteArrayView(bytes).first(std::min<qsizetype>(bytes.size(), kSniffBytes));
        file.binary = looksBinary(head, bytes.size() > kSniffBytes || !full);
        if (file.binary || !full)
            continue;
        file.lineCount = int(bytes.count('\n')) + ((!bytes.isEmpty() && !bytes.endsWith('\n')) ? 1 : 0);
        if (endsWithCi(name, QLatin1StringView(".md")) && file.role != SkillFile::Role::SkillMd) {
            const QString text = QString::fromUtf8(bytes);
            file.hasTableOfContents = hasTableOfContents(text);
            const QString dir = file.relativePath.contains(u'/') ? file.relativePath.section(u'/', 0, -2) : QString();
            for (const PathReference &ref : findPathReferences(text)) {
                const QString fromDoc = dir.isEmpty() ? ref.target : QDir::cleanPath(dir + u'/' + ref.target);
                file.references.append(fromDoc);
                if (fromDoc != ref.target)
                    file.references.append(ref.target); // authors often write skill-root-relative paths
            }
            file.references.removeDuplicates();
        }
    }
    return inv;
}

} // namespace sw

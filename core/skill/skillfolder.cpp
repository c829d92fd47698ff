// Inventory of a skill folder: every file with its role (tRPC-Go docs, tRPC-Python docs, scripts, assets),
// size, text/binary, line count, table of contents and the paths Markdown files mention.
#include "skill/skillfolder.h"

#include "skill/filereading.h"
#include "skill/skilldocument.h"
#include "skill/skillreferences.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sw {
namespace {

constexpr qint64 kSniffBytes = qint64(8) * 1024;
constexpr qint64 kFullReadLimit = qint64(4) * 1024 * 1024;

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

// Every regular file below dir (relative paths, '/'-separated); symlinks are not followed, `.git` is skipped.
void collectFiles(const QByteArray &absolute, const QByteArray &relative, QList<SkillFile> &files)
{
    detail::forEachDirectoryEntry(absolute, [&](const char *entry, unsigned char type) {
        const QByteArrayView name(entry);
        if (name == ".git")
            return;
        const QByteArray path = absolute + '/' + entry;
        if (type == DT_UNKNOWN) {
            struct stat st;
            if (lstat(path.constData(), &st) != 0)
                return;
            type = S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG : DT_UNKNOWN;
        }
        const QByteArray rel = relative.isEmpty() ? QByteArray(entry) : relative + '/' + entry;
        if (type == DT_DIR) {
            collectFiles(path, rel, files);
        } else if (type == DT_REG) {
            SkillFile file;
            file.relativePath = QFile::decodeName(rel);
            files.append(file);
        }
    });
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

SkillFolderInventory inventorySkillFolder(
    const QString &folder, const SkillDocument *skillMd, const QStringList *knownFiles)
{
    SkillFolderInventory inv;
    inv.folder = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    const QByteArray rootBytes = QFile::encodeName(inv.folder);
    if (knownFiles) {
        inv.files.reserve(knownFiles->size());
        for (const QString &rel : *knownFiles) {
            SkillFile file;
            file.relativePath = rel;
            inv.files.append(file);
        }
    } else {
        collectFiles(rootBytes, QByteArray(), inv.files);
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

        if (skillMd && file.role == SkillFile::Role::SkillMd) {
            // Already read and parsed: take its facts instead of reading it again.
            file.size = skillMd->raw.size();
            file.binary = !skillMd->validUtf8 || skillMd->raw.contains('\0');
            file.lineCount = skillMd->lineCount;
            inv.totalBytes += file.size;
            continue;
        }
        QByteArray bytes;
        if (!detail::readFileHead(
                rootBytes + '/' + QFile::encodeName(file.relativePath), kFullReadLimit + 1, bytes, file.size))
            continue;
        inv.totalBytes += file.size;
        const bool full = file.size <= kFullReadLimit;
        const QByteArrayView head = QByteArrayView(bytes).first(std::min<qsizetype>(bytes.size(), kSniffBytes));
        file.binary = looksBinary(head, bytes.size() > kSniffBytes || !full);
        if (file.binary || !full)
            continue;
        file.lineCount = int(bytes.count('\n')) + ((!bytes.isEmpty() && !bytes.endsWith('\n')) ? 1 : 0);
        if (endsWithCi(name, QLatin1StringView(".md")) && file.role != SkillFile::Role::SkillMd) {
            const QByteArrayView text(bytes);
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

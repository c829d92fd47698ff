// Recursive discovery of skill folders (folders holding a SKILL.md file), walked with readdir so that a tree of
// thousands of skills costs one directory read per folder and no stat per entry. Inside skill folders the walk
// keeps the file lists, which the inventory reuses instead of reading every folder a second time.
#include "skill/skilldiscovery.h"

#include "skill/filereading.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <dirent.h>
#include <sys/stat.h>
#include <vector>

namespace sw {
namespace {

unsigned char entryType(const QByteArray &dir, const char *name, unsigned char type)
{
    if (type != DT_UNKNOWN)
        return type;
    struct stat st;
    if (lstat((dir + '/' + name).constData(), &st) != 0)
        return DT_UNKNOWN;
    return S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG : S_ISLNK(st.st_mode) ? DT_LNK : DT_UNKNOWN;
}

bool isRegularFile(const QByteArray &path)
{
    struct stat st;
    return stat(path.constData(), &st) == 0 && S_ISREG(st.st_mode);
}

// Walks dir. searchSkills: register skill folders found here and below; collect: append the regular files
// below dir (relative to dir) to files.
void walk(
    const QByteArray &dir, bool searchSkills, bool collect, QList<DiscoveredSkill> &out, std::vector<QByteArray> &files)
{
    std::vector<QByteArray> subdirs;
    std::vector<QByteArray> here;
    bool hasSkill = false;
    const bool opened = detail::forEachDirectoryEntry(dir, [&](const char *entry, unsigned char rawType) {
        const QByteArrayView name(entry);
        if (name == ".git")
            return;
        const unsigned char type = entryType(dir, entry, rawType);
        if (type == DT_DIR) {
            subdirs.emplace_back(entry);
        } else {
            if (type == DT_REG)
                here.emplace_back(entry);
            // A symlinked SKILL.md counts when it points at a file, as QFileInfo::isFile() would say.
            if (name == "SKILL.md")
                hasSkill = hasSkill || type == DT_REG || (type == DT_LNK && isRegularFile(dir + "/SKILL.md"));
        }
    });
    if (!opened)
        return;
    const bool isSkill = hasSkill && searchSkills;
    qsizetype slot = -1;
    if (isSkill) {
        slot = out.size();
        out.append({ QFile::decodeName(dir), {} });
    }
    const bool collectBelow = collect || isSkill;
    std::vector<QByteArray> mine;
    if (collectBelow)
        mine = std::move(here);
    std::sort(subdirs.begin(), subdirs.end());
    for (const QByteArray &sub : subdirs) {
        const bool skipForSkills = sub == "node_modules";
        if (skipForSkills && !collectBelow)
            continue;
        std::vector<QByteArray> below;
        walk(dir + '/' + sub, searchSkills && !skipForSkills, collectBelow, out, below);
        for (QByteArray &f : below)
            mine.push_back(sub + '/' + f);
    }
    if (slot >= 0) {
        QStringList list;
        list.reserve(qsizetype(mine.size()));
        for (const QByteArray &f : mine)
            list.append(QFile::decodeName(f));
        list.sort();
        out[slot].files = std::move(list);
    }
    if (collect)
        for (QByteArray &f : mine)
            files.push_back(std::move(f));
}

} // namespace

QList<DiscoveredSkill> discoverSkills(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    QString dir;
    bool single = false;
    if (info.isFile()) {
        if (info.fileName().compare(QLatin1String("SKILL.md"), Qt::CaseInsensitive) != 0)
            return {};
        dir = QDir::cleanPath(info.absolutePath());
        single = true;
    } else {
        dir = QDir::cleanPath(info.absoluteFilePath());
        single = QFileInfo(dir + QStringLiteral("/SKILL.md")).isFile();
    }
    QList<DiscoveredSkill> out;
    std::vector<QByteArray> files;
    if (single) {
        // Only this skill: list its files (searching stops at it).
        walk(QFile::encodeName(dir), false, true, out, files);
        QStringList list;
        for (const QByteArray &f : files)
            list.append(QFile::decodeName(f));
        list.sort();
        return { DiscoveredSkill { dir, list } };
    }
    walk(QFile::encodeName(dir), true, false, out, files);
    return out;
}

QStringList findSkillFolders(const QString &path)
{
    QStringList folders;
    for (const DiscoveredSkill &skill : discoverSkills(path))
        folders.append(skill.folder);
    return folders;
}

} // namespace sw

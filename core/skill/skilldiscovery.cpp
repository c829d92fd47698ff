// Recursive discovery of skill folders (folders holding a SKILL.md file), walked with readdir so that a tree of
// thousands of skills costs one directory read per folder and no stat per entry.
#include "skill/skilldiscovery.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <dirent.h>
#include <sys/stat.h>
#include <vector>

namespace sw {
namespace {

unsigned char entryType(const QByteArray &dir, const dirent *e)
{
    if (e->d_type != DT_UNKNOWN)
        return e->d_type;
    struct stat st;
    if (lstat((dir + '/' + e->d_name).constData(), &st) != 0)
        return DT_UNKNOWN;
    return S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG : S_ISLNK(st.st_mode) ? DT_LNK : DT_UNKNOWN;
}

bool isRegularFile(const QByteArray &path)
{
    struct stat st;
    return stat(path.constData(), &st) == 0 && S_ISREG(st.st_mode);
}

void walk(const QByteArray &dir, QStringList &out)
{
    DIR *d = opendir(dir.constData());
    if (!d)
        return;
    std::vector<QByteArray> subdirs;
    bool hasSkill = false;
    while (const dirent *e = readdir(d)) {
        const QByteArrayView name(e->d_name);
        if (name == "." || name == "..")
            continue;
        const unsigned char type = entryType(dir, e);
        if (type == DT_DIR) {
            if (name != ".git" && name != "node_modules")
                subdirs.emplace_back(e->d_name);
        } else if (name == "SKILL.md") {
            // A symlinked SKILL.md counts when it points at a file, as QFileInfo::isFile() would say.
            hasSkill = hasSkill || type == DT_REG || (type == DT_LNK && isRegularFile(dir + "/SKILL.md"));
        }
    }
    closedir(d);
    if (hasSkill)
        out.append(QFile::decodeName(dir));
    std::sort(subdirs.begin(), subdirs.end());
    for (const QByteArray &sub : subdirs)
        walk(dir + '/' + sub, out);
}

} // namespace

QStringList findSkillFolders(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    if (info.isFile())
        return info.fileName().compare(QLatin1String("SKILL.md"), Qt::CaseInsensitive) == 0
            ? QStringList { info.absolutePath() }
            : QStringList {};
    const QString dir = QDir::cleanPath(info.absoluteFilePath());
    if (QFileInfo(dir + QStringLiteral("/SKILL.md")).isFile())
        return { dir };
    QStringList out;
    walk(QFile::encodeName(dir), out);
    return out;
}

} // namespace sw

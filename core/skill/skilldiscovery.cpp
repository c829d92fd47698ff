// Recursive discovery of skill folders (folders holding a SKILL.md file).
#include "skill/skilldiscovery.h"

#include <QDir>
#include <QFileInfo>

namespace sw {
namespace {

void walk(const QString &dir, QStringList &out)
{
    if (QFileInfo(dir + QStringLiteral("/SKILL.md")).isFile())
        out.append(dir);
    const QStringList children
        = QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::NoSymLinks, QDir::Name);
    for (const QString &child : children) {
        if (child == QLatin1String(".git") || child == QLatin1String("node_modules"))
            continue;
        walk(dir + u'/' + child, out);
    }
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
    walk(dir, out);
    return out;
}

} // namespace sw

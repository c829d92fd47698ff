// SkillFiles: folder operations built on QDir/QFile and core/archive.
#include "skillfiles.h"

#include "editor/frontmattertext.h"
#include "settings/systemerrortext.h"

#if __has_include("archive/skillpackage.h")
#include "archive/skillpackage.h"
#define SW_UI_HAVE_ARCHIVE 1
#endif

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

namespace sw::ui {

namespace {

QString titleFor(const QString &name)
{
    QStringList words = name.split(QLatin1Char('-'), Qt::SkipEmptyParts);
    for (QString &word : words)
        word[0] = word[0].toUpper();
    return words.join(QLatin1Char(' '));
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

QString setNameInSkillMd(const QString &folder, const QString &name)
{
    const QString skillMd = folder + QStringLiteral("/SKILL.md");
    QFile file(skillMd);
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("SkillFiles", "Cannot read %1: %2")
            .arg(QDir::toNativeSeparators(skillMd), systemErrorText(file.errorString()));
    const QString text = QString::fromUtf8(file.readAll());
    file.close();
    const QString updated = withFrontmatterValue(text, QStringLiteral("name"), name, false);
    if (!writeFile(skillMd, updated.toUtf8()))
        return QCoreApplication::translate("SkillFiles", "Cannot write %1").arg(QDir::toNativeSeparators(skillMd));
    return {};
}

QString copyFolder(const QString &from, const QString &to)
{
    if (!QDir().mkpath(to))
        return QCoreApplication::translate("SkillFiles", "Cannot create %1").arg(QDir::toNativeSeparators(to));
    QDirIterator it(from, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QFileInfo info = it.fileInfo();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(source);
        if (info.isSymLink())
            continue;
        if (info.isDir()) {
            QDir().mkpath(target);
        } else if (!QFile::copy(source, target)) {
            return QCoreApplication::translate("SkillFiles", "Cannot copy %1").arg(QDir::toNativeSeparators(source));
        }
    }
    return {};
}

} // namespace

QList<SkillTemplate> skillTemplates()
{
    return { { QStringLiteral("minimal"), QCoreApplication::translate("SkillFiles", "Minimal: SKILL.md only") },
        { QStringLiteral("with-scripts"),
            QCoreApplication::translate("SkillFiles", "With scripts/: a runnable script") },
        { QStringLiteral("with-references"),
            QCoreApplication::translate("SkillFiles", "With references/: details loaded on demand") } };
}

bool isValidSkillName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return name.size() <= 64 && pattern.match(name).hasMatch();
}

QString suggestedSkillName(const QString &typed)
{
    const QString decomposed = typed.normalized(QString::NormalizationForm_KD);
    QString out;
    bool pendingHyphen = false;
    QChar previous;
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue; // the accent of a decomposed letter
        const bool ascii = c.unicode() < 128 && c.isLetterOrNumber();
        if (!ascii) {
            pendingHyphen = !out.isEmpty();
            previous = QChar();
            continue;
        }
        // camelCase: a capital after a lower-case letter or digit starts a word.
        if (c.isUpper() && !previous.isNull() && (previous.isLower() || previous.isDigit()))
            pendingHyphen = true;
        if (pendingHyphen && !out.isEmpty())
            out += QLatin1Char('-');
        pendingHyphen = false;
        out += c.toLower();
        previous = c;
    }
    out.truncate(64);
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}

QString createSkillFromTemplate(
    const QString &root, const QString &templateId, const QString &name, const QString &description, QString *skillMd)
{
    if (!isValidSkillName(name))
        return QCoreApplication::translate(
            "SkillFiles", "'%1' is not a valid skill name: use lower-case letters, digits and single hyphens.")
            .arg(name);
    const QString folder = QDir(root).filePath(name);
    if (QFileInfo::exists(folder))
        return QCoreApplication::translate("SkillFiles", "%1 already exists.").arg(QDir::toNativeSeparators(folder));
    const QString base = QStringLiteral(":/templates/") + templateId;
    if (!QFileInfo::exists(base + QStringLiteral("/SKILL.md")))
        return QCoreApplication::translate("SkillFiles", "Unknown template '%1'.").arg(templateId);
    QDirIterator it(base, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        QFile file(source);
        if (!file.open(QIODevice::ReadOnly))
            return QCoreApplication::translate("SkillFiles", "Cannot read the template file %1").arg(source);
        QString text = QString::fromUtf8(file.readAll());
        text.replace(QStringLiteral("{{name}}"), name);
        text.replace(QStringLiteral("{{title}}"), titleFor(name));
        const QString folded = yamlFoldedValue(description);
        text.replace(QStringLiteral("{{description}}"),
            folded.isEmpty() ? yamlScalar(description) : QStringLiteral(">-\n  ") + folded);
        const QString target = folder + QLatin1Char('/') + QDir(base).relativeFilePath(source);
        if (!writeFile(target, text.toUtf8()))
            return QCoreApplication::translate("SkillFiles", "Cannot write %1").arg(QDir::toNativeSeparators(target));
        if (target.endsWith(QLatin1String(".sh")) || target.endsWith(QLatin1String(".py"))) {
            // Executable for whoever may read it: 0644 (the file as the umask made it) becomes 0755, 0600 0700.
            QFile::Permissions permissions = QFile::permissions(target);
            if (permissions & QFile::ReadOwner)
                permissions |= QFile::ExeOwner | QFile::ExeUser;
            if (permissions & QFile::ReadGroup)
                permissions |= QFile::ExeGroup;
            if (permissions & QFile::ReadOther)
                permissions |= QFile::ExeOther;
            QFile::setPermissions(target, permissions);
        }
    }
    if (skillMd)
        *skillMd = folder + QStringLiteral("/SKILL.md");
    return {};
}

QString renameSkillFolder(const QString &folder, const QString &newName, QString *newFolder)
{
    const QFileInfo info(folder);
    const QString target = info.absoluteDir().filePath(newName);
    if (info.fileName() == newName) {
        if (newFolder)
            *newFolder = folder;
        return {};
    }
    if (!isValidSkillName(newName))
        return QCoreApplication::translate(
            "SkillFiles", "'%1' is not a valid skill name: use lower-case letters, digits and single hyphens.")
            .arg(newName);
    if (QFileInfo::exists(target))
        return QCoreApplication::translate("SkillFiles", "Cannot rename: %1 already exists.")
            .arg(QDir::toNativeSeparators(target));
    if (!QDir().rename(folder, target))
        return QCoreApplication::translate("SkillFiles", "Cannot rename %1 to %2.")
            .arg(QDir::toNativeSeparators(folder), newName);
    if (newFolder)
        *newFolder = target;
    return {};
}

QString renameSkill(const QString &folder, const QString &newName, QString *newFolder)
{
    QString moved;
    const QString error = renameSkillFolder(folder, newName, &moved);
    if (!error.isEmpty())
        return error;
    if (newFolder)
        *newFolder = moved;
    return setNameInSkillMd(moved, newName);
}

QString duplicateSkill(const QString &folder, const QString &newName, QString *newFolder)
{
    if (!isValidSkillName(newName))
        return QCoreApplication::translate(
            "SkillFiles", "'%1' is not a valid skill name: use lower-case letters, digits and single hyphens.")
            .arg(newName);
    const QString target = QFileInfo(folder).absoluteDir().filePath(newName);
    if (QFileInfo::exists(target))
        return QCoreApplication::translate("SkillFiles", "%1 already exists.").arg(QDir::toNativeSeparators(target));
    const QString error = copyFolder(folder, target);
    if (!error.isEmpty())
        return error;
    if (newFolder)
        *newFolder = target;
    return setNameInSkillMd(target, newName);
}

QString moveSkillToTrash(const QString &folder)
{
    if (!QFileInfo(folder).isDir())
        return QCoreApplication::translate("SkillFiles", "%1 is not a folder.").arg(QDir::toNativeSeparators(folder));
    if (!QFile::moveToTrash(folder))
        return QCoreApplication::translate("SkillFiles", "Cannot move %1 to the trash.")
            .arg(QDir::toNativeSeparators(folder));
    return {};
}

QString createSkillFile(const QString &folder, const QString &relativePath, const QString &content, QString *path)
{
    const QString cleaned = QDir::cleanPath(relativePath);
    if (cleaned.isEmpty() || cleaned.startsWith(QLatin1String("..")) || QDir::isAbsolutePath(cleaned))
        return QCoreApplication::translate("SkillFiles", "'%1' must be a path inside the skill folder.")
            .arg(relativePath);
    const QString target = QDir(folder).filePath(cleaned);
    if (QFileInfo::exists(target))
        return QCoreApplication::translate("SkillFiles", "%1 already exists.").arg(QDir::toNativeSeparators(target));
    if (!writeFile(target, content.toUtf8()))
        return QCoreApplication::translate("SkillFiles", "Cannot write %1").arg(QDir::toNativeSeparators(target));
    if (path)
        *path = target;
    return {};
}

QString exportSkill(const QString &folder, const QString &archivePath)
{
#ifdef SW_UI_HAVE_ARCHIVE
    const PackResult result = packSkillFolder(folder, archivePath);
    return result.error;
#else
    Q_UNUSED(folder);
    Q_UNUSED(archivePath);
    return QCoreApplication::translate("SkillFiles", "Packaging is not available in this build.");
#endif
}

QString importSkillArchive(const QString &archivePath, const QString &root, QStringList *installed)
{
#ifdef SW_UI_HAVE_ARCHIVE
    const InstallResult result = installArchive(archivePath, root);
    if (installed)
        *installed = result.installed;
    return result.error;
#else
    Q_UNUSED(archivePath);
    Q_UNUSED(root);
    Q_UNUSED(installed);
    return QCoreApplication::translate("SkillFiles", "Importing packages is not available in this build.");
#endif
}

} // namespace sw::ui

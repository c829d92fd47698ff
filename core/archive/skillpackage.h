#pragma once
// Skill packages: export a skill folder in Anthropic's package format (`<name>.skill`/`.zip`: a deflate ZIP whose
// entries are `<name>/...`, excluding __pycache__, node_modules, *.pyc, .DS_Store and a root-level evals/) or as
// a .tar.gz; import (.skill/.zip/.tar.gz/.tgz/.tar) into a skills root, refusing to overwrite unless asked.
#include "archive/archiveextractor.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <atomic>

namespace sw {

// True when a path relative to the skill folder is left out of a package (PROTOCOL.md 1.3).
bool isExcludedFromPackage(const QString &relativePath);

struct PackResult
{
    QString error;
    QStringList entries; // archive entry names written, in order (`<name>/...`)
    QStringList skipped; // relative paths left out (exclusions, symbolic links)
    qint64 bytes = 0; // size of the written archive
    bool ok() const { return error.isEmpty(); }
};

// Packs skillFolder into outputFile (written atomically). format Unknown = from outputFile's name (.skill/.zip ->
// zip, .tar.gz/.tgz -> tar.gz, .tar -> tar). packageName defaults to the folder's name.
PackResult packSkillFolder(const QString &skillFolder, const QString &outputFile,
    ArchiveFormat format = ArchiveFormat::Unknown, const QString &packageName = {});

struct InstallOptions
{
    bool overwrite = false; // replace existing top-level entries of the destination
    bool requireSkill = true; // the archive must hold at least one SKILL.md
    ExtractLimits limits;
    // Top-level entries installed under another name (an "import as a copy"): name in the archive -> name in destDir.
    QHash<QString, QString> renames;
    const std::atomic_bool *cancel = nullptr; // checked while extracting ("extraction cancelled")
};

struct InstallResult
{
    QString error;
    QStringList installed; // absolute paths of the top-level entries placed in the destination
    QStringList replaced; // those that replaced an existing entry (overwrite)
    QStringList names; // the top-level names the archive installs (before renames), also when refused
    QStringList conflicts; // names (after renames) that already exist in destDir; refused unless overwrite
    bool ok() const { return error.isEmpty(); }
};

// Safely extracts an archive into a staging folder inside destDir, then moves its top-level entries into destDir.
// An archive whose root holds SKILL.md directly becomes one folder named after the archive (minus extension).
// Nothing is moved if any entry already exists and overwrite is off; the staging folder is always removed.
InstallResult installArchive(const QString &archivePath, const QString &destDir, const InstallOptions &options = {});

} // namespace sw

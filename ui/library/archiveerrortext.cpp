// archiveErrorText: core/archive's messages translated by pattern.
#include "archiveerrortext.h"

#include "settings/patterntexts.h"

#include <iterator>

namespace sw::ui {

namespace {

constexpr const char *kContext = "sw::ui::ArchiveErrorText";

// The outer messages first: an entry's reason is translated by the same table.
const char *const kPatterns[] = {
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "archive entry \"%1\": %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "absolute paths are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "drive letters and ':' are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "NUL characters are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "'..' would leave the target folder"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "hard links are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "symbolic links are not allowed"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText",
        "only regular files and folders are allowed (devices, FIFOs and sockets are rejected)"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "a file entry needs a name"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "negative size"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "file too large (over %1 bytes)"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "collides with a folder of the archive"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "collides with a file of the archive"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot create folder %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "damaged or truncated data: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "extraction cancelled"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "archive is damaged or truncated: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "archive has more than %1 entries"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "not a readable archive: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "extraction target %1 is not a folder"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "extraction target %1 is not empty"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "not a zip, tar.gz or tar archive"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "%1 is not a zip, tar.gz or tar archive"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot open %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot write %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot read %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot create a staging folder in %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot create %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "Path does not exist: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "Not a directory: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "%1 holds no SKILL.md"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot install under the name \"%1\""),
    QT_TRANSLATE_NOOP(
        "sw::ui::ArchiveErrorText", "%1 already exists in %2 (not overwritten; ask to overwrite to replace it)"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot replace %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot move %1 into %2"),
    QT_TRANSLATE_NOOP(
        "sw::ui::ArchiveErrorText", "cannot tell the package format from %1 (use .skill, .zip, .tar.gz, .tgz or .tar)"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot start the archive: %1"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot add %1: %2"),
    QT_TRANSLATE_NOOP("sw::ui::ArchiveErrorText", "cannot finish the archive: %1"),
};

const PatternTexts &table()
{
    static const PatternTexts texts(kContext, QList<const char *>(std::begin(kPatterns), std::end(kPatterns)));
    return texts;
}

} // namespace

QString archiveErrorText(const QString &coreError)
{
    // An entry's reason is itself a message of the table.
    return table().translate(coreError, [](const char *pattern, int n, const QString &part) {
        return qstrcmp(pattern, kPatterns[0]) == 0 && n == 2 ? archiveErrorText(part) : part;
    });
}

QStringList archiveErrorPatterns()
{
    return table().patterns();
}

} // namespace sw::ui

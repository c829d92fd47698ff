// The `advice` rule set (warnings and notes, never errors): SKILL.md length, body tokens, relative paths in the
// body that point nowhere, files nothing references, and long reference files without a table of contents.
#include "skill/skillreferences.h"
#include "skill/validatorrules.h"

#include <QDir>
#include <QHash>
#include <QMap>
#include <QSet>

#include <cmath>

namespace sw::detail {
namespace {

constexpr int kMaxSkillMdLines = 500;
constexpr int kMaxBodyTokens = 5000;
constexpr int kTocLineThreshold = 300;

// Top-level folders whose bare mentions (`scripts/x.py`) are clearly meant as files of the skill.
const QSet<QString> &resourceFolders()
{
    static const QSet<QString> folders
        = { "scripts", "references", "reference", "assets", "templates", "examples", "docs" };
    return folders;
}

bool isLicenseOrHidden(const QString &path)
{
    const QString name = path.section(u'/', -1);
    return name.startsWith(QLatin1String("LICENSE"), Qt::CaseInsensitive)
        || name.startsWith(QLatin1String("LICENCE"), Qt::CaseInsensitive) || name.startsWith(u'.')
        || path.startsWith(QLatin1String("evals/"));
}

// Rewrites the reference where the body writes it (its target as written starts at ref.column on ref.line).
QList<DiagnosticFix> caseFix(const SkillDocument &doc, const PathReference &ref, const QString &actual)
{
    QByteArray bytes = doc.raw;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    QList<QByteArray> lines = bytes.split('\n');
    if (ref.line < 1 || ref.line > lines.size())
        return {};
    QByteArray line = lines[ref.line - 1];
    if (line.endsWith('\r'))
        line.chop(1);
    const QByteArray written = ref.target.toUtf8();
    const qsizetype from = ref.column - 1;
    const qsizetype at = from >= 0 && from <= line.size() ? line.toLower().indexOf(written.toLower(), from) : -1;
    if (at < 0 || at > from + 16)
        return {};
    DiagnosticFix fix;
    fix.labelText = text("advice/fix.link-case", { actual });
    fix.edits = { TextEdit { ref.line, int(at) + 1, ref.line, int(at + written.size()) + 1, actual } };
    return { fix };
}

} // namespace

void checkAdvice(const SkillDocument &doc, const SkillFolderInventory &inventory, const ValidationContext &context,
    DiagnosticSink &sink)
{
    if (doc.lineCount > kMaxSkillMdLines)
        sink.add(QStringLiteral("advice/skill-md-too-long"), Severity::Warning, { kMaxSkillMdLines + 1, 1 },
            text("advice/skill-md-too-long", { QString::number(doc.lineCount), QString::number(kMaxSkillMdLines) }));

    int tokens = context.countTokens ? context.countTokens(doc.body) : -1;
    const bool exact = tokens >= 0;
    if (!exact)
        tokens = int(std::ceil(doc.body.size() / 4.0));
    if (tokens > kMaxBodyTokens)
        sink.add(QStringLiteral("advice/body-too-many-tokens"), Severity::Warning, { doc.bodyFirstLine, 1 },
            text(exact ? "advice/body-too-many-tokens" : "advice/body-too-many-tokens.estimate",
                { QString::number(tokens) }));

    if (inventory.folder.isEmpty())
        return; // no folder to compare paths with

    QSet<QString> files;
    QSet<QString> folders;
    for (const SkillFile &f : inventory.files) {
        files.insert(f.relativePath);
        for (qsizetype slash = f.relativePath.indexOf(u'/'); slash >= 0;
             slash = f.relativePath.indexOf(u'/', slash + 1))
            folders.insert(f.relativePath.first(slash));
    }

    // The same paths case-insensitively, to tell a miss from a case slip (FORMS.md for forms.md).
    QHash<QString, QString> byFoldedCase;
    for (const QString &path : std::as_const(files))
        byFoldedCase.insert(path.toCaseFolded(), path);
    for (const QString &path : std::as_const(folders))
        byFoldedCase.insert(path.toCaseFolded(), path);

    // Relative paths in the body that name nothing in the folder.
    const QList<PathReference> bodyRefs = doc.bodyOffset >= 0
        ? findPathReferences(QByteArrayView(doc.raw).sliced(doc.bodyOffset), doc.bodyFirstLine)
        : findPathReferences(QStringView(doc.body), doc.bodyFirstLine);
    QSet<QString> referenced;
    QSet<QString> reported;
    for (const PathReference &ref : bodyRefs) {
        referenced.insert(ref.target);
        if (files.contains(ref.target) || folders.contains(ref.target) || reported.contains(ref.target))
            continue;
        if (const QString actual = byFoldedCase.value(ref.target.toCaseFolded()); !actual.isEmpty()) {
            reported.insert(ref.target);
            referenced.insert(actual); // the file is meant: it is not also "unreferenced"
            sink.add(QStringLiteral("advice/link-case-mismatch"), Severity::Warning, { ref.line, ref.column },
                text("advice/link-case-mismatch", { ref.target, actual }),
                text("advice/link-case-mismatch.hint", { actual }), caseFix(doc, ref, actual));
            continue;
        }
        const QString topFolder = ref.target.section(u'/', 0, 0);
        const bool meantAsFile = ref.explicitLink
            || (ref.target.contains(u'/') && (folders.contains(topFolder) || resourceFolders().contains(topFolder)));
        if (!meantAsFile)
            continue;
        reported.insert(ref.target);
        sink.add(QStringLiteral("advice/missing-file"), Severity::Warning, { ref.line, ref.column },
            text("advice/missing-file", { ref.target }), text("advice/missing-file.hint", { ref.target }));
    }

    // Files nothing mentions: not the body, not another Markdown file, not the license field.
    for (const SkillFile &f : inventory.files)
        for (const QString &ref : f.references)
            referenced.insert(ref);
    referenced.insert(doc.stringValue(QStringLiteral("license")).trimmed());
    QSet<QString> mentionedNames;
    for (const QString &ref : std::as_const(referenced))
        if (!ref.contains(u'/'))
            mentionedNames.insert(ref);
    // One note per folder when several of its files are unreferenced (53 schema files make one note, not 53).
    QMap<QString, QStringList> unreferencedByFolder;
    for (const SkillFile &f : inventory.files) {
        if (f.role == SkillFile::Role::SkillMd || f.role == SkillFile::Role::Other || isLicenseOrHidden(f.relativePath))
            continue;
        bool found = referenced.contains(f.relativePath) || mentionedNames.contains(f.relativePath.section(u'/', -1));
        for (qsizetype slash = f.relativePath.indexOf(u'/'); !found && slash >= 0;
             slash = f.relativePath.indexOf(u'/', slash + 1))
            found = referenced.contains(f.relativePath.first(slash));
        if (!found)
            unreferencedByFolder[f.relativePath.section(u'/', 0, -2)].append(f.relativePath);
    }
    for (auto it = unreferencedByFolder.cbegin(); it != unreferencedByFolder.cend(); ++it) {
        const QStringList &paths = it.value();
        if (paths.size() == 1 || it.key().isEmpty()) {
            for (const QString &path : paths)
                sink.addForFile(QDir(inventory.folder).filePath(path), QStringLiteral("advice/unreferenced-file"),
                    Severity::Info, {}, text("advice/unreferenced-file", { path }),
                    text("advice/unreferenced-file.hint", { path }));
            continue;
        }
        const QString folder = it.key() + u'/';
        QStringList shown;
        for (qsizetype i = 0; i < std::min<qsizetype>(3, paths.size()); ++i)
            shown << paths[i].section(u'/', -1);
        sink.addForFile(QDir(inventory.folder).filePath(it.key()), QStringLiteral("advice/unreferenced-folder"),
            Severity::Info, {},
            text("advice/unreferenced-folder",
                { QString::number(paths.size()), folder, shown.join(QStringLiteral(", ")) }),
            text("advice/unreferenced-folder.hint", { folder }));
    }

    // Long reference files need a table of contents so a model can find its way through partial reads.
    for (const SkillFile &f : inventory.files) {
        if (f.role != SkillFile::Role::Doc || f.binary || f.lineCount <= kTocLineThreshold || f.hasTableOfContents
            || !f.relativePath.endsWith(QLatin1String(".md"), Qt::CaseInsensitive))
            continue;
        sink.addForFile(QDir(inventory.folder).filePath(f.relativePath), QStringLiteral("advice/reference-without-toc"),
            Severity::Info, { 1, 1 },
            text("advice/reference-without-toc", { f.relativePath, QString::number(f.lineCount) }),
            text("advice/reference-without-toc.hint"));
    }
}

} // namespace sw::detail

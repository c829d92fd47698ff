// SkillTreeModel: what each cell shows: a root's label and status, a skill's name, badges, tokens and clients, a
// file's name and icon, with tooltips; and the headers.
#include "skilltreemodel.h"
#include "skilltreenode.h"

#include "library/libraryvisibility.h"
#include "library/rootlabels.h"

#include "theme/icons.h"
#include "theme/theme.h"

#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QLocale>

namespace sw::ui {

namespace {
QString tokenText(int tokens)
{
    if (tokens >= 10000)
        return QLocale().toString(tokens / 1000.0, 'f', 1) + QLatin1Char('k');
    return QLocale().toString(tokens);
}
QString fileIconName(const QString &relativePath)
{
    const QString suffix = QFileInfo(relativePath).suffix().toLower();
    if (relativePath == QLatin1String("SKILL.md"))
        return QStringLiteral("skill");
    if (suffix == QLatin1String("md") || suffix == QLatin1String("txt"))
        return QStringLiteral("doc");
    if (QStringList { QStringLiteral("png"), QStringLiteral("jpg"), QStringLiteral("jpeg"), QStringLiteral("gif"),
            QStringLiteral("svg"), QStringLiteral("pdf") }
            .contains(suffix))
        return QStringLiteral("image");
    if (QStringList { QStringLiteral("sh"), QStringLiteral("py"), QStringLiteral("js"), QStringLiteral("ts"),
            QStringLiteral("rb"), QStringLiteral("pl"), QStringLiteral("bash") }
            .contains(suffix))
        return QStringLiteral("script");
    return QStringLiteral("file");
}
} // namespace

QVariant SkillTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node &node = *nodeFor(index);
    if (role == KindRole)
        return int(node.kind);
    switch (node.kind) {
    case Kind::Root:
        return rootData(node, index.column(), role);
    case Kind::Skill:
        return skillData(node, index.column(), role);
    case Kind::File:
    case Kind::Folder:
        return fileData(node, index.column(), role);
    }
    return {};
}

QVariant SkillTreeModel::rootData(const Node &node, int column, int role) const
{
    const RootStatus &status = node.root;
    const bool isUrl = status.root.source == QLatin1String("URL");
    switch (role) {
    case Qt::DisplayRole:
        if (column == NameColumn)
            return node.label.isEmpty() ? status.root.location : node.label;
        if (column == ProblemsColumn)
            return tr("%n skill(s)", nullptr, int(node.children.size()));
        return {};
    case Qt::DecorationRole:
        if (column == NameColumn)
            return themedIcon(!status.error.isEmpty() ? QStringLiteral("error")
                    : isUrl                           ? QStringLiteral("url")
                                                      : QStringLiteral("root"));
        return {};
    case Qt::FontRole: {
        QFont font;
        font.setBold(column == NameColumn);
        return font;
    }
    case Qt::ToolTipRole: {
        const QString location = isUrl ? status.root.location : QDir::toNativeSeparators(status.root.location);
        QString tip = tr("%1\n%2\nSource: %3").arg(node.label, location, status.root.source);
        if (!status.error.isEmpty())
            tip += QLatin1Char('\n') + status.error;
        else if (!status.exists)
            tip += QLatin1Char('\n') + tr("This folder does not exist.");
        else if (!status.duplicateOf.isEmpty())
            tip += QLatin1Char('\n') + tr("Skipped: same folder as %1").arg(status.duplicateOf);
        return tip;
    }
    case Qt::ForegroundRole:
        if (column != NameColumn)
            return themeColours().muted;
        return {};
    case PathRole:
        return status.root.location;
    case NameRole:
        return status.root.location;
    case LabelRole:
        return node.label;
    case SourceRole:
        return status.root.source;
    default:
        return {};
    }
}

QVariant SkillTreeModel::skillData(const Node &node, int column, int role) const
{
    const SkillRecord &record = *node.record;
    if (column == VisibilityColumn)
        return libraryVisibilityData(m_visibility.get(), record.skillMdPath, role);
    const auto figures = m_figures.constFind(record.folder);
    const bool haveFigures = figures != m_figures.constEnd();
    switch (role) {
    case Qt::DisplayRole:
        if (column == NameColumn)
            return record.isShadowed() ? tr("%1 (shadowed)").arg(record.name) : record.name;
        if (column == ProblemsColumn && haveFigures) {
            QStringList parts;
            if (figures->errors)
                parts << QString::number(figures->errors);
            if (figures->warnings)
                parts << QString::number(figures->warnings);
            return parts.join(QStringLiteral(" · "));
        }
        if (column == TokensColumn && haveFigures)
            return tokenText(figures->entryTokens);
        return {};
    case Qt::DecorationRole:
        if (column == NameColumn)
            return themedIcon(QStringLiteral("skill"));
        if (column == ProblemsColumn && haveFigures)
            return themedIcon(figures->errors ? QStringLiteral("error")
                    : figures->warnings       ? QStringLiteral("warning")
                                              : QStringLiteral("ok"));
        return {};
    case Qt::ForegroundRole:
        if (record.isShadowed())
            return themeColours().muted;
        if (column == TokensColumn)
            return themeColours().muted;
        return {};
    case Qt::TextAlignmentRole:
        if (column == TokensColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("<b>%1</b><br>%2")
                          .arg(record.name.toHtmlEscaped(), record.description.left(400).toHtmlEscaped());
        tip += QStringLiteral("<br><i>%1</i>").arg(tr("Source: %1").arg(record.source.toHtmlEscaped()));
        if (record.isShadowed())
            tip += QStringLiteral("<br>")
                + tr("Shadowed by %1").arg(QDir::toNativeSeparators(record.shadowedBy).toHtmlEscaped());
        if (haveFigures)
            tip += QStringLiteral("<br>")
                + tr("Catalog entry: %1 tokens · body: %2 tokens · %3 errors, %4 warnings")
                      .arg(figures->entryTokens)
                      .arg(figures->bodyTokens)
                      .arg(figures->errors)
                      .arg(figures->warnings);
        return tip;
    }
    case PathRole:
        return record.skillMdPath;
    case FolderRole:
        return record.folder;
    case NameRole:
        return record.name;
    case DescriptionRole:
        return record.description;
    case ContentRole:
        return record.document ? record.document->body : QString();
    case SourceRole:
        return record.source;
    case ShadowedByRole:
        return record.shadowedBy;
    case ErrorCountRole:
        return haveFigures ? figures->errors : 0;
    case WarningCountRole:
        return haveFigures ? figures->warnings : 0;
    case EntryTokensRole:
        return haveFigures ? figures->entryTokens : 0;
    case BodyTokensRole:
        return haveFigures ? figures->bodyTokens : 0;
    default:
        return {};
    }
}

QVariant SkillTreeModel::fileData(const Node &node, int column, int role) const
{
    if (node.note) {
        if (role == Qt::DisplayRole && column == NameColumn)
            return tr("… more files not listed (the first %1 are shown)").arg(kMaxListedEntries);
        if (role == Qt::ForegroundRole)
            return themeColours().muted;
        if (role == Qt::ToolTipRole)
            return tr("This skill holds more than %1 files and folders. Open its folder in the file manager to see "
                      "them all.")
                .arg(kMaxListedEntries);
        return {};
    }
    const bool folder = node.kind == Kind::Folder;
    switch (role) {
    case Qt::DisplayRole:
        return column == NameColumn ? node.name : QVariant();
    case Qt::DecorationRole:
        if (column != NameColumn)
            return {};
        return themedIcon(folder ? QStringLiteral("folder") : fileIconName(node.relativePath));
    case Qt::ToolTipRole:
        return QDir::toNativeSeparators(node.absolutePath);
    case PathRole:
        return node.absolutePath;
    case FolderRole: {
        const Node *skill = skillOf(node);
        return skill ? skill->record->folder : QString();
    }
    case NameRole:
        return node.name;
    case RelativePathRole:
        return node.relativePath;
    default:
        return {};
    }
}

QVariant SkillTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Skill");
        case ProblemsColumn:
            return tr("Problems");
        case TokensColumn:
            return tr("Tokens");
        case VisibilityColumn:
            return libraryVisibilityHeader(role);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && section == TokensColumn)
        return tr("Tokens of the skill's catalog entry in the chosen dialect and encoding");
    if (role == Qt::ToolTipRole && section == VisibilityColumn)
        return libraryVisibilityHeader(role);
    return {};
}

} // namespace sw::ui

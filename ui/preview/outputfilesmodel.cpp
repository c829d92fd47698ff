// OutputFilesModel: rows are OutputFile values; icons come from the MIME type's theme icon.
#include "outputfilesmodel.h"

#include <QIcon>
#include <QLocale>
#include <QMimeDatabase>

namespace sw::ui {

QString formatByteSize(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

OutputFilesModel::OutputFilesModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void OutputFilesModel::setFiles(const QList<sw::OutputFile> &files)
{
    beginResetModel();
    m_files = files;
    endResetModel();
}

const sw::OutputFile *OutputFilesModel::fileAt(int row) const
{
    return row >= 0 && row < m_files.size() ? &m_files[row] : nullptr;
}

int OutputFilesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_files.size());
}

int OutputFilesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OutputFilesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const sw::OutputFile &f = m_files[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return f.name;
        if (index.column() == SizeColumn)
            return formatByteSize(f.sizeBytes);
        return f.mimeType;
    case Qt::DecorationRole:
        if (index.column() == NameColumn) {
            const QMimeType mime = QMimeDatabase().mimeTypeForName(f.mimeType);
            return QIcon::fromTheme(mime.iconName(), QIcon::fromTheme(mime.genericIconName()));
        }
        return {};
    case Qt::ToolTipRole:
        return f.absolutePath;
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case AbsolutePathRole:
        return f.absolutePath;
    case MimeTypeRole:
        return f.mimeType;
    case SizeBytesRole:
        return f.sizeBytes;
    case IsTextRole:
        return f.isText;
    default:
        return {};
    }
}

QVariant OutputFilesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case SizeColumn:
        return tr("Size");
    case MimeColumn:
        return tr("Type");
    default:
        return {};
    }
}

} // namespace sw::ui

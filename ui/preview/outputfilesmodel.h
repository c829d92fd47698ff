#pragma once
// OutputFilesModel: the output files of one run as a table (name with a MIME icon, size, MIME type).
#include "workspace/runtypes.h"

#include <QAbstractTableModel>
#include <QList>

namespace sw::ui {

class OutputFilesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, SizeColumn, MimeColumn, ColumnCount };
    enum Role { AbsolutePathRole = Qt::UserRole + 1, MimeTypeRole, SizeBytesRole, IsTextRole };

    explicit OutputFilesModel(QObject *parent = nullptr);

    void setFiles(const QList<sw::OutputFile> &files);
    const QList<sw::OutputFile> &files() const { return m_files; }
    const sw::OutputFile *fileAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<sw::OutputFile> m_files;
};

// "512 B", "1.5 KiB", "3.2 MiB".
QString formatByteSize(qint64 bytes);

} // namespace sw::ui

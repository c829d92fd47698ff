#pragma once
// Building blocks of FilePreview's pages: a light source highlighter, the JSON tree model and the table model.
#include <QJsonValue>
#include <QStringList>
#include <QSyntaxHighlighter>

class QStandardItemModel;
class QStandardItem;

namespace sw::ui {

// Colours strings, numbers and comments (#, //, /* */ on one line) and a few common keywords.
class SourceHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit SourceHighlighter(QTextDocument *document);
    void setEnabled(bool enabled);

protected:
    void highlightBlock(const QString &text) override;

private:
    bool m_enabled = true;
};

// Fills a two-column (Key, Value) model with a JSON document, objects and arrays as foldable parents.
void fillJsonModel(QStandardItemModel *model, const QJsonValue &root);
// The same from the file's own bytes (valid JSON): keys in the file's order (duplicates too) and numbers exactly as
// written (39.9042 stays 39.9042, -1.0 stays -1.0). false when the bytes are not valid JSON.
bool fillJsonModel(QStandardItemModel *model, const QByteArray &json);
// Fills a table model; the first row becomes the header.
void fillTableModel(QStandardItemModel *model, const QList<QStringList> &rows);

} // namespace sw::ui

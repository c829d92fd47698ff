// SourceHighlighter and the JSON / table models used by FilePreview.
#include "preview/previewpages.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardItemModel>

namespace sw::ui {

SourceHighlighter::SourceHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{ }

void SourceHighlighter::setEnabled(bool enabled)
{
    m_enabled = enabled;
    rehighlight();
}

void SourceHighlighter::highlightBlock(const QString &text)
{
    if (!m_enabled || text.size() > 2000)
        return;
    static const QRegularExpression keyword(QStringLiteral(
        "\\b(def|class|return|if|elif|else|for|while|in|import|from|function|const|let|var|echo|then|fi|do|done|"
        "case|esac|true|false|null|None|True|False|struct|int|void)\\b"));
    static const QRegularExpression number(QStringLiteral("\\b\\d+(\\.\\d+)?\\b"));
    static const QRegularExpression string(QStringLiteral("\"(\\\\.|[^\"\\\\])*\"|'(\\\\.|[^'\\\\])*'"));
    static const QRegularExpression comment(QStringLiteral("(^|\\s)(#|//).*$|/\\*.*\\*/"));
    QTextCharFormat kw;
    kw.setForeground(QColor(0x00, 0x55, 0xaa));
    kw.setFontWeight(QFont::Bold);
    QTextCharFormat num;
    num.setForeground(QColor(0x99, 0x44, 0x00));
    QTextCharFormat str;
    str.setForeground(QColor(0x11, 0x88, 0x22));
    QTextCharFormat com;
    com.setForeground(QColor(0x80, 0x80, 0x80));
    com.setFontItalic(true);
    const auto apply = [&](const QRegularExpression &re, const QTextCharFormat &format) {
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), format);
        }
    };
    apply(keyword, kw);
    apply(number, num);
    apply(string, str);
    apply(comment, com);
}

namespace {
void appendJson(QStandardItem *parent, const QString &key, const QJsonValue &value)
{
    auto *keyItem = new QStandardItem(key);
    auto *valueItem = new QStandardItem;
    keyItem->setEditable(false);
    valueItem->setEditable(false);
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        valueItem->setText(QObject::tr("{%n key(s)}", nullptr, int(o.size())));
        for (auto it = o.begin(); it != o.end(); ++it)
            appendJson(keyItem, it.key(), it.value());
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        valueItem->setText(QObject::tr("[%n item(s)]", nullptr, int(a.size())));
        for (qsizetype i = 0; i < a.size(); ++i)
            appendJson(keyItem, QString::number(i), a.at(i));
    } else if (value.isString()) {
        valueItem->setText(QStringLiteral("\"%1\"").arg(value.toString()));
    } else if (value.isBool()) {
        valueItem->setText(value.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
    } else if (value.isDouble()) {
        valueItem->setText(QString::number(value.toDouble(), 'g', 17));
    } else {
        valueItem->setText(QStringLiteral("null"));
    }
    parent->appendRow({ keyItem, valueItem });
}
} // namespace

void fillJsonModel(QStandardItemModel *model, const QJsonValue &root)
{
    model->clear();
    model->setHorizontalHeaderLabels({ QObject::tr("Key"), QObject::tr("Value") });
    appendJson(model->invisibleRootItem(), QObject::tr("(root)"), root);
}

void fillTableModel(QStandardItemModel *model, const QList<QStringList> &rows)
{
    model->clear();
    if (rows.isEmpty())
        return;
    model->setHorizontalHeaderLabels(rows.first());
    for (qsizetype r = 1; r < rows.size(); ++r) {
        QList<QStandardItem *> items;
        for (const QString &cell : rows[r]) {
            auto *item = new QStandardItem(cell);
            item->setEditable(false);
            items.append(item);
        }
        model->appendRow(items);
    }
}

} // namespace sw::ui

// SourceHighlighter and the JSON / table models used by FilePreview.
#include "preview/previewpages.h"

#include <QJsonArray>
#include <QJsonDocument>
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

namespace {
// A recursive-descent reader of valid JSON that builds the tree as written.
class JsonTreeReader
{
public:
    explicit JsonTreeReader(const QByteArray &json)
        : m_json(json)
    { }

    bool read(QStandardItem *parent, const QString &key)
    {
        skipSpace();
        auto *keyItem = new QStandardItem(key);
        auto *valueItem = new QStandardItem;
        keyItem->setEditable(false);
        valueItem->setEditable(false);
        parent->appendRow({ keyItem, valueItem });
        if (++m_depth > 512)
            return false;
        bool ok = true;
        const char c = peek();
        if (c == '{') {
            ++m_at;
            int count = 0;
            skipSpace();
            if (peek() == '}') {
                ++m_at;
            } else {
                while (ok) {
                    skipSpace();
                    QString name;
                    ok = readString(&name) && expect(':') && read(keyItem, name);
                    ++count;
                    skipSpace();
                    if (peek() == ',') {
                        ++m_at;
                        continue;
                    }
                    ok = ok && expect('}');
                    break;
                }
            }
            valueItem->setText(QObject::tr("{%n key(s)}", nullptr, count));
        } else if (c == '[') {
            ++m_at;
            int count = 0;
            skipSpace();
            if (peek() == ']') {
                ++m_at;
            } else {
                while (ok) {
                    ok = read(keyItem, QString::number(count));
                    ++count;
                    skipSpace();
                    if (peek() == ',') {
                        ++m_at;
                        continue;
                    }
                    ok = ok && expect(']');
                    break;
                }
            }
            valueItem->setText(QObject::tr("[%n item(s)]", nullptr, count));
        } else if (c == '"') {
            QString text;
            ok = readString(&text);
            valueItem->setText(QStringLiteral("\"%1\"").arg(text));
        } else {
            // true, false, null or a number: the literal as written.
            const qsizetype from = m_at;
            while (m_at < m_json.size() && !QByteArrayView(",]} \t\r\n").contains(m_json.at(m_at)))
                ++m_at;
            valueItem->setText(QString::fromUtf8(m_json.mid(from, m_at - from)));
            ok = m_at > from;
        }
        --m_depth;
        return ok;
    }

    bool atEnd()
    {
        skipSpace();
        return m_at == m_json.size();
    }

private:
    char peek() const { return m_at < m_json.size() ? m_json.at(m_at) : '\0'; }
    void skipSpace()
    {
        while (m_at < m_json.size() && QByteArrayView(" \t\r\n").contains(m_json.at(m_at)))
            ++m_at;
    }
    bool expect(char c)
    {
        skipSpace();
        if (peek() != c)
            return false;
        ++m_at;
        return true;
    }
    // A string literal, escapes decoded (the text between its quotes as JSON defines it).
    bool readString(QString *out)
    {
        if (peek() != '"')
            return false;
        const qsizetype from = m_at++;
        while (m_at < m_json.size() && m_json.at(m_at) != '"')
            m_at += m_json.at(m_at) == '\\' ? 2 : 1;
        if (m_at >= m_json.size())
            return false;
        ++m_at;
        // Decoded by Qt's own parser: the literal as the one element of an array.
        const QJsonDocument one = QJsonDocument::fromJson("[" + m_json.mid(from, m_at - from) + "]");
        if (!one.isArray() || one.array().size() != 1)
            return false;
        *out = one.array().at(0).toString();
        return true;
    }

    const QByteArray &m_json;
    qsizetype m_at = 0;
    int m_depth = 0;
};
} // namespace

bool fillJsonModel(QStandardItemModel *model, const QByteArray &json)
{
    model->clear();
    model->setHorizontalHeaderLabels({ QObject::tr("Key"), QObject::tr("Value") });
    QByteArray bytes = json;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    JsonTreeReader reader(bytes);
    const bool ok = reader.read(model->invisibleRootItem(), QObject::tr("(root)")) && reader.atEnd();
    if (!ok)
        model->clear();
    return ok;
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

// JsonPositions: a small recursive scanner recording the start offset of every value.
#include "jsonpositions.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

TextPosition positionAt(const QByteArray &utf8, qsizetype offset)
{
    offset = qBound<qsizetype>(0, offset, utf8.size());
    const qsizetype lineStart = offset == 0 ? 0 : utf8.lastIndexOf('\n', offset - 1) + 1;
    TextPosition p;
    p.line = int(utf8.left(lineStart).count('\n')) + 1;
    p.column = int(QString::fromUtf8(utf8.mid(lineStart, offset - lineStart)).size()) + 1;
    return p;
}

class JsonPositionScanner
{
public:
    explicit JsonPositionScanner(const QByteArray &text)
        : m_text(text)
    { }

    JsonPositions value(int depth)
    {
        JsonPositions node;
        skipSpace();
        if (m_pos >= m_text.size() || depth > 64)
            return node;
        node.m_offset = m_pos;
        const char c = m_text.at(m_pos);
        if (c == '[') {
            ++m_pos;
            skipSpace();
            if (peek() == ']') {
                ++m_pos;
                return node;
            }
            while (m_pos < m_text.size()) {
                node.m_items << value(depth + 1);
                skipSpace();
                if (peek() == ',') {
                    ++m_pos;
                    continue;
                }
                if (peek() == ']')
                    ++m_pos;
                break;
            }
        } else if (c == '{') {
            ++m_pos;
            skipSpace();
            if (peek() == '}') {
                ++m_pos;
                return node;
            }
            while (m_pos < m_text.size()) {
                skipSpace();
                const QString key = string();
                skipSpace();
                if (peek() != ':')
                    break;
                ++m_pos;
                node.m_members.insert(key, std::make_shared<JsonPositions>(value(depth + 1)));
                skipSpace();
                if (peek() == ',') {
                    ++m_pos;
                    continue;
                }
                if (peek() == '}')
                    ++m_pos;
                break;
            }
        } else if (c == '"') {
            string();
        } else {
            while (m_pos < m_text.size() && !isSpace(m_text.at(m_pos)) && m_text.at(m_pos) != ','
                && m_text.at(m_pos) != ']' && m_text.at(m_pos) != '}')
                ++m_pos;
        }
        return node;
    }

private:
    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
    char peek() const { return m_pos < m_text.size() ? m_text.at(m_pos) : '\0'; }
    void skipSpace()
    {
        while (m_pos < m_text.size() && isSpace(m_text.at(m_pos)))
            ++m_pos;
    }
    QString string()
    {
        if (peek() != '"')
            return {};
        const qsizetype start = m_pos++;
        bool escaped = false;
        while (m_pos < m_text.size()) {
            const char c = m_text.at(m_pos++);
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                break;
        }
        const QByteArray literal = m_text.mid(start, m_pos - start);
        if (!literal.contains('\\'))
            return QString::fromUtf8(literal.mid(1, literal.size() - 2));
        return QJsonDocument::fromJson("[" + literal + "]").array().at(0).toString();
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
};

JsonPositions JsonPositions::scan(const QByteArray &utf8)
{
    JsonPositionScanner scanner(utf8);
    return scanner.value(0);
}

const JsonPositions &JsonPositions::item(qsizetype index) const
{
    static const JsonPositions none;
    return index >= 0 && index < m_items.size() ? m_items.at(index) : none;
}

const JsonPositions &JsonPositions::member(const QString &key) const
{
    static const JsonPositions none;
    const auto it = m_members.constFind(key);
    return it == m_members.constEnd() ? none : **it;
}

} // namespace sw

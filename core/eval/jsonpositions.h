#pragma once
// JsonPositions: where each value of a (valid) JSON document starts, as a tree that mirrors the document: array
// items by index, object members by key. QJsonDocument keeps no positions; eval-set errors need a line and column.
#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace sw {

struct TextPosition
{
    int line = 0; // 1-based; 0 = unknown
    int column = 0; // 1-based, in characters
};

// Line and column of a byte offset into UTF-8 text.
TextPosition positionAt(const QByteArray &utf8, qsizetype offset);

class JsonPositions
{
public:
    // Scans `utf8` (expected to be valid JSON; a malformed tail just ends the scan).
    static JsonPositions scan(const QByteArray &utf8);

    qsizetype offset() const { return m_offset; } // -1 when absent
    bool isValid() const { return m_offset >= 0; }
    const JsonPositions &item(qsizetype index) const;
    const JsonPositions &member(const QString &key) const;

private:
    qsizetype m_offset = -1;
    QList<JsonPositions> m_items;
    QHash<QString, std::shared_ptr<JsonPositions>> m_members;
    friend class JsonPositionScanner;
};

} // namespace sw

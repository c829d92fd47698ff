#pragma once
// StreamCapture: keeps the head of a stream (stdout or stderr) up to a byte cap for the run result while
// counting everything, and cuts the kept head on a UTF-8 character boundary. Memory stays bounded for
// commands that print forever.
#include <QByteArray>
#include <QString>

namespace sw {

class StreamCapture
{
public:
    explicit StreamCapture(qint64 capBytes = qint64(16) * 1024)
        : m_cap(capBytes)
    { }
    void append(const QByteArray &chunk);
    qint64 totalBytes() const { return m_total; }
    bool truncated() const { return m_total > m_cap; }
    QByteArray bytes() const; // kept head, cut on a UTF-8 boundary when truncated
    QString text() const; // bytes() decoded (invalid sequences become U+FFFD)

private:
    qint64 m_cap;
    qint64 m_total = 0;
    QByteArray m_head;
};

// Length of the longest prefix of `data` (at most maxBytes) that does not split a UTF-8 sequence.
qsizetype utf8SafePrefixLength(QByteArrayView data, qsizetype maxBytes);

} // namespace sw

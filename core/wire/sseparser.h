#pragma once
// SseParser: splits a text/event-stream byte stream into event data payloads (PROTOCOL.md section 9).
// Handles `data:` lines (multi-line data joined with \n), `:` comment lines (keep-alives), other fields
// (ignored), LF / CRLF / CR line ends, and network reads that end anywhere, even between \r and \n.
// It is a plain class (no QObject) so the hot path costs one pass over the bytes.
#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace sw {

class SseParser
{
public:
    // Feeds the next bytes of the stream; data payloads of completed events are appended to `events`.
    void feed(QByteArrayView bytes, QList<QByteArray> &events);
    QList<QByteArray> feed(QByteArrayView bytes)
    {
        QList<QByteArray> events;
        feed(bytes, events);
        return events;
    }
    // End of stream: an event whose data was not closed by a blank line is returned (servers that omit the
    // final blank line); the half-read line, if any, is processed first.
    QList<QByteArray> finish();
    void reset();

    int commentCount() const { return m_comments; }
    qint64 bytesSeen() const { return m_bytes; }

private:
    void processLine(QByteArrayView line, QList<QByteArray> &events);

    QByteArray m_line; // a line not yet terminated
    QByteArray m_data; // data of the event being read
    bool m_hasData = false;
    bool m_skipLf = false; // the previous read ended with \r: a leading \n belongs to it
    int m_comments = 0;
    qint64 m_bytes = 0;
};

} // namespace sw

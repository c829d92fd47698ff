// SseParser: event-stream line splitting and field handling.
#include "sseparser.h"

namespace sw {

void SseParser::feed(QByteArrayView bytes, QList<QByteArray> &events)
{
    m_bytes += bytes.size();
    const char *p = bytes.data();
    const char *end = p + bytes.size();
    if (m_skipLf && p < end) {
        if (*p == '\n')
            ++p;
        m_skipLf = false;
    }
    while (p < end) {
        const char *q = p;
        while (q < end && *q != '\n' && *q != '\r')
            ++q;
        if (q == end) {
            m_line.append(p, end - p);
            return;
        }
        if (m_line.isEmpty()) {
            processLine(QByteArrayView(p, q - p), events);
        } else {
            m_line.append(p, q - p);
            processLine(m_line, events);
            m_line.clear();
        }
        if (*q == '\r') {
            ++q;
            if (q == end) {
                m_skipLf = true;
                return;
            }
            if (*q == '\n')
                ++q;
        } else {
            ++q;
        }
        p = q;
    }
}

QList<QByteArray> SseParser::finish()
{
    QList<QByteArray> events;
    if (!m_line.isEmpty()) {
        const QByteArray line = m_line;
        m_line.clear();
        processLine(line, events);
    }
    if (m_hasData) {
        events.append(m_data);
        m_data.clear();
        m_hasData = false;
    }
    return events;
}

void SseParser::reset()
{
    m_line.clear();
    m_data.clear();
    m_hasData = false;
    m_skipLf = false;
    m_comments = 0;
    m_bytes = 0;
}

void SseParser::processLine(QByteArrayView line, QList<QByteArray> &events)
{
    if (line.isEmpty()) {
        if (m_hasData) {
            events.append(m_data);
            m_data.clear();
            m_hasData = false;
        }
        return;
    }
    if (line.front() == ':') {
        ++m_comments;
        return;
    }
    const qsizetype colon = line.indexOf(':');
    const QByteArrayView field = colon < 0 ? line : line.first(colon);
    if (field != QByteArrayView("data"))
        return; // event:, id:, retry: and unknown fields carry nothing the chat protocol uses
    QByteArrayView value = colon < 0 ? QByteArrayView() : line.sliced(colon + 1);
    if (!value.isEmpty() && value.front() == ' ')
        value = value.sliced(1);
    if (m_hasData)
        m_data.append('\n');
    m_data.append(value);
    m_hasData = true;
}

} // namespace sw

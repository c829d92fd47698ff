// StreamCapture: bounded head of a stream with a UTF-8 safe cut.
#include "workspace/streamcapture.h"

namespace sw {

qsizetype utf8SafePrefixLength(QByteArrayView data, qsizetype maxBytes)
{
    if (data.size() <= maxBytes)
        return data.size();
    qsizetype end = maxBytes;
    // Step back over continuation bytes (10xxxxxx) to the lead byte of the sequence the cut falls in.
    qsizetype lead = end;
    int stepped = 0;
    while (lead > 0 && stepped < 4 && (static_cast<uchar>(data[lead - 1]) & 0xC0) == 0x80) {
        --lead;
        ++stepped;
    }
    if (lead == 0)
        return end;
    const uchar c = static_cast<uchar>(data[lead - 1]);
    int need = 0;
    if ((c & 0xE0) == 0xC0)
        need = 2;
    else if ((c & 0xF0) == 0xE0)
        need = 3;
    else if ((c & 0xF8) == 0xF0)
        need = 4;
    else
        return end; // ASCII or an invalid byte: nothing to protect
    const qsizetype have = end - (lead - 1);
    return have < need ? lead - 1 : end;
}

void StreamCapture::append(const QByteArray &chunk)
{
    m_total += chunk.size();
    const qint64 room = m_cap + 4 - m_head.size(); // keep a few bytes beyond the cap to find the boundary
    if (room > 0)
        m_head.append(chunk.left(room));
}

QByteArray StreamCapture::bytes() const
{
    if (m_head.size() <= m_cap)
        return m_head;
    return m_head.left(utf8SafePrefixLength(m_head, m_cap));
}

QString StreamCapture::text() const
{
    return QString::fromUtf8(bytes());
}

} // namespace sw

// RunLog: append with tail trimming.
#include "runs/runlog.h"

namespace sw::ui {

RunLog::RunLog(QObject *parent, qint64 maxBytes)
    : QObject(parent)
    , m_maxBytes(maxBytes)
{ }

void RunLog::append(Channel channel, const QByteArray &data)
{
    if (data.isEmpty())
        return;
    if (!m_chunks.isEmpty() && m_chunks.last().channel == channel && m_chunks.last().data.size() < 64 * 1024)
        m_chunks.last().data.append(data);
    else
        m_chunks.append({ channel, data });
    m_kept += data.size();
    while (m_kept > m_maxBytes && m_chunks.size() > 1) {
        m_kept -= m_chunks.first().data.size();
        m_dropped += m_chunks.first().data.size();
        m_chunks.removeFirst();
    }
    Q_EMIT appended(channel, data);
}

QByteArray RunLog::text(Channel channel) const
{
    QByteArray all;
    for (const Chunk &c : m_chunks) {
        if (c.channel == channel)
            all.append(c.data);
    }
    return all;
}

} // namespace sw::ui

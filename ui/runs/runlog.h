#pragma once
// RunLog: the console output of one run, stdout and stderr chunks in arrival order, bounded to a tail so that
// a command printing forever never exhausts memory.
#include <QByteArray>
#include <QList>
#include <QObject>

namespace sw::ui {

class RunLog : public QObject
{
    Q_OBJECT
public:
    enum class Channel { Stdout, Stderr, Info };
    struct Chunk
    {
        Channel channel;
        QByteArray data;
    };

    explicit RunLog(QObject *parent = nullptr, qint64 maxBytes = 4 * 1024 * 1024);

    void append(Channel channel, const QByteArray &data);
    const QList<Chunk> &chunks() const { return m_chunks; }
    qint64 keptBytes() const { return m_kept; }
    qint64 droppedBytes() const { return m_dropped; } // oldest output dropped to stay within maxBytes
    QByteArray text(Channel channel) const; // kept bytes of one channel, concatenated

Q_SIGNALS:
    void appended(sw::ui::RunLog::Channel channel, const QByteArray &data);

private:
    QList<Chunk> m_chunks;
    qint64 m_maxBytes;
    qint64 m_kept = 0;
    qint64 m_dropped = 0;
};

} // namespace sw::ui

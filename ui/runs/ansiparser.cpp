// AnsiParser: a small state machine over ESC [ ... final-byte (CSI) and ESC ] ... BEL / ESC \ (OSC).
#include "runs/ansiparser.h"

#include <QStringList>

namespace sw::ui {

QColor AnsiParser::paletteColor(int index)
{
    static const QColor base[16] = { QColor(0, 0, 0), QColor(205, 49, 49), QColor(13, 188, 121), QColor(229, 229, 16),
        QColor(36, 114, 200), QColor(188, 63, 188), QColor(17, 168, 205), QColor(229, 229, 229), QColor(102, 102, 102),
        QColor(241, 76, 76), QColor(35, 209, 139), QColor(245, 245, 67), QColor(59, 142, 234), QColor(214, 112, 214),
        QColor(41, 184, 219), QColor(255, 255, 255) };
    if (index < 0 || index > 255)
        return {};
    if (index < 16)
        return base[index];
    if (index < 232) {
        const int i = index - 16;
        const auto level = [](int v) { return v == 0 ? 0 : 55 + v * 40; };
        return QColor(level(i / 36), level((i / 6) % 6), level(i % 6));
    }
    const int grey = 8 + (index - 232) * 10;
    return QColor(grey, grey, grey);
}

void AnsiParser::reset()
{
    m_style = {};
    m_pending.clear();
}

void AnsiParser::applySgr(const QString &params)
{
    QList<int> codes;
    for (const QString &p : params.split(u';'))
        codes.append(p.isEmpty() ? 0 : p.toInt());
    for (qsizetype i = 0; i < codes.size(); ++i) {
        const int c = codes[i];
        if (c == 0)
            m_style = {};
        else if (c == 1)
            m_style.bold = true;
        else if (c == 3)
            m_style.italic = true;
        else if (c == 4)
            m_style.underline = true;
        else if (c == 22)
            m_style.bold = false;
        else if (c == 23)
            m_style.italic = false;
        else if (c == 24)
            m_style.underline = false;
        else if (c >= 30 && c <= 37)
            m_style.foreground = paletteColor(c - 30);
        else if (c >= 90 && c <= 97)
            m_style.foreground = paletteColor(c - 90 + 8);
        else if (c == 39)
            m_style.foreground = QColor();
        else if (c >= 40 && c <= 47)
            m_style.background = paletteColor(c - 40);
        else if (c >= 100 && c <= 107)
            m_style.background = paletteColor(c - 100 + 8);
        else if (c == 49)
            m_style.background = QColor();
        else if ((c == 38 || c == 48) && i + 1 < codes.size()) {
            QColor color;
            if (codes[i + 1] == 5 && i + 2 < codes.size()) {
                color = paletteColor(codes[i + 2]);
                i += 2;
            } else if (codes[i + 1] == 2 && i + 4 < codes.size()) {
                color
                    = QColor(qBound(0, codes[i + 2], 255), qBound(0, codes[i + 3], 255), qBound(0, codes[i + 4], 255));
                i += 4;
            }
            (c == 38 ? m_style.foreground : m_style.background) = color;
        }
    }
}

QList<AnsiSegment> AnsiParser::feed(const QString &chunk)
{
    const QString text = m_pending + chunk;
    m_pending.clear();
    QList<AnsiSegment> segments;
    QString current;
    const auto flush = [&] {
        if (current.isEmpty())
            return;
        if (!segments.isEmpty() && segments.last().style == m_style)
            segments.last().text += current;
        else
            segments.append({ current, m_style });
        current.clear();
    };
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c == u'\r') {
            ++i;
            continue;
        }
        if (c != QChar(0x1b)) {
            current.append(c);
            ++i;
            continue;
        }
        if (i + 1 >= text.size()) {
            m_pending = text.mid(i);
            break;
        }
        const QChar kind = text[i + 1];
        if (kind == u'[') {
            qsizetype j = i + 2;
            while (j < text.size() && !(text[j].unicode() >= 0x40 && text[j].unicode() <= 0x7e))
                ++j;
            if (j >= text.size()) {
                if (text.size() - i < 64)
                    m_pending = text.mid(i);
                break;
            }
            if (text[j] == u'm') {
                flush();
                applySgr(text.mid(i + 2, j - i - 2));
            }
            i = j + 1;
        } else if (kind == u']') {
            qsizetype j = i + 2;
            while (j < text.size() && text[j] != QChar(0x07) && !(text[j] == QChar(0x1b) && j + 1 < text.size()))
                ++j;
            if (j >= text.size()) {
                if (text.size() - i < 512)
                    m_pending = text.mid(i);
                break;
            }
            i = j + (text[j] == QChar(0x07) ? 1 : 2);
        } else {
            i += 2; // a two-character escape
        }
    }
    flush();
    return segments;
}

} // namespace sw::ui

#pragma once
// AnsiParser: turns terminal output with ANSI SGR colour codes into styled segments. It keeps its state
// (colours, bold, ...) and an incomplete escape sequence across calls, so chunks may split anywhere.
// Other CSI and OSC sequences are removed; carriage returns are dropped.
#include <QColor>
#include <QList>
#include <QString>

namespace sw::ui {

struct AnsiStyle
{
    QColor foreground; // invalid = default
    QColor background;
    bool bold = false;
    bool italic = false;
    bool underline = false;
    friend bool operator==(const AnsiStyle &, const AnsiStyle &) = default;
};

struct AnsiSegment
{
    QString text;
    AnsiStyle style;
};

class AnsiParser
{
public:
    QList<AnsiSegment> feed(const QString &text);
    void reset();
    const AnsiStyle &style() const { return m_style; }

    static QColor paletteColor(int index); // the 256-colour palette (0-15: the standard 16 colours)

private:
    void applySgr(const QString &params);
    AnsiStyle m_style;
    QString m_pending; // an escape sequence cut by the end of the previous chunk
};

} // namespace sw::ui

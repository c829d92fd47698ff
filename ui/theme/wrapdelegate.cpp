// WrappingDelegate: break opportunities after separators.
#include "wrapdelegate.h"

namespace sw::ui {

QString WrappingDelegate::withBreaks(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 4);
    for (const QChar c : text) {
        out += c;
        if (c == u':' || c == u'/' || c == u'_' || c == u'.' || c == u',' || c == u'-')
            out += QChar(0x200B);
    }
    return out;
}

QString WrappingDelegate::displayText(const QVariant &value, const QLocale &locale) const
{
    return withBreaks(QStyledItemDelegate::displayText(value, locale));
}

} // namespace sw::ui

#pragma once
// WrappingDelegate: an item delegate for identifiers that must be read whole (a state key such as
// "temp:skill:loaded_by_agent:skills-assistant/data-report", a value such as ["data-report"], a query): the text wraps
// onto more lines instead of being elided, and may break after ':', '/', '_', '.', ',' and '-' as well as at spaces
// (a zero-width space is added there for display only; the model's text, copied or edited, is unchanged). The view
// needs word wrap on and rows sized to their contents (QHeaderView::ResizeToContents on the vertical header).
#include <QStyledItemDelegate>

namespace sw::ui {

class WrappingDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QString displayText(const QVariant &value, const QLocale &locale) const override;
    static QString withBreaks(const QString &text);
};

} // namespace sw::ui

#pragma once
// CurrentTextComboBox: a combo box as wide as its current entry needs (QComboBox sizes itself for its widest entry or
// a fixed length), with a popup wide enough for every entry. The Trigger Lab's profile choice holds short profile
// names and, once found, long "Claude Code 2.1.328 (real client)" entries: the row keeps its width for the provider
// while a profile is chosen, and the client's name is shown whole when it is.
#include <QAbstractItemView>
#include <QComboBox>
#include <QStyle>
#include <QStyleOptionComboBox>

namespace sw::ui {

class CurrentTextComboBox : public QComboBox
{
public:
    explicit CurrentTextComboBox(QWidget *parent = nullptr)
        : QComboBox(parent)
    {
        connect(this, &QComboBox::currentIndexChanged, this, [this] { updateGeometry(); });
    }
    QSize sizeHint() const override
    {
        QStyleOptionComboBox option;
        initStyleOption(&option);
        const QFontMetrics fm = fontMetrics();
        const QSize text(qMax(fm.horizontalAdvance(currentText()), fm.horizontalAdvance(QStringLiteral("trpc-python"))),
            fm.height());
        return style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, this);
    }
    QSize minimumSizeHint() const override { return sizeHint(); }
    void showPopup() override
    {
        int widest = 0;
        for (int i = 0; i < count(); ++i)
            widest = qMax(widest, view()->fontMetrics().horizontalAdvance(itemText(i)));
        view()->setMinimumWidth(widest + 2 * view()->frameWidth() + 24);
        QComboBox::showPopup();
    }
};

} // namespace sw::ui

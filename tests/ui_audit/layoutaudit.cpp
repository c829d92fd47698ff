// LayoutAudit: the generic checks of issue 23 over a window's visible widgets.
#include "layoutaudit.h"

#include <Qsci/qsciscintillabase.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QBrush>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStyleOptionComboBox>
#include <QStyleOptionFrame>
#include <QStyleOptionViewItem>
#include <QTabBar>
#include <QTableView>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextEdit>
#include <QTextFrame>
#include <QTextTable>
#include <QToolButton>
#include <QTreeView>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

#include <cmath>

namespace sw::test {

namespace {

// The protected virtuals the checks measure with, reached through pointers to members (well-defined, unlike a cast to
// a subclass the object is not).
struct ViewAccess : QAbstractItemView
{
    using QAbstractItemView::initViewItemOption;
};
struct TabAccess : QTabBar
{
    using QTabBar::tabSizeHint;
};

QString shortText(QString text, int length = 48)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text = text.simplified();
    return text.size() <= length ? text : text.left(length - 1) + QChar(0x2026);
}

QString sizeText(const QSize &size)
{
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}

// A text the app elided itself: a digit beside an ellipsis ("2,…", "5…", "…45").
bool hasElidedNumber(const QString &text)
{
    static const QRegularExpression elided(QStringLiteral("\\d[\\d,.\\s]*\\x{2026}|\\x{2026}\\s*\\d"));
    return elided.match(text).hasMatch();
}

QString withoutMnemonic(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

int widestLine(const QFontMetrics &fm, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = qMax(widest, fm.horizontalAdvance(line));
    return widest;
}

bool ownStyleSheetPaints(const QWidget *widget)
{
    static const QRegularExpression background(QStringLiteral("background(-color)?\\s*:"));
    return !widget->styleSheet().isEmpty() && background.match(widget->styleSheet()).hasMatch();
}

QColor brushColour(const QVariant &value, const QColor &fallback)
{
    if (!value.isValid() || !value.canConvert<QBrush>())
        return fallback;
    const QBrush brush = qvariant_cast<QBrush>(value);
    return brush.style() == Qt::NoBrush ? fallback : brush.color();
}

QColor scintillaColour(long bgr)
{
    return QColor(int(bgr & 0xff), int((bgr >> 8) & 0xff), int((bgr >> 16) & 0xff));
}

// The ink of an icon: the average colour of its opaque pixels (null when it has none).
QColor iconInk(const QIcon &icon, const QSize &size)
{
    const QImage image
        = icon.pixmap(size.isValid() ? size : QSize(16, 16)).toImage().convertToFormat(QImage::Format_ARGB32);
    double r = 0, g = 0, b = 0, weight = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const int alpha = qAlpha(line[x]);
            if (alpha < 128)
                continue;
            r += qRed(line[x]);
            g += qGreen(line[x]);
            b += qBlue(line[x]);
            weight += 1;
        }
    }
    if (weight < 4)
        return {};
    return QColor(int(r / weight), int(g / weight), int(b / weight));
}

QPalette::ColorGroup groupOf(const QWidget *widget)
{
    if (!widget->isEnabled())
        return QPalette::Disabled;
    return widget->isActiveWindow() ? QPalette::Active : QPalette::Inactive;
}

} // namespace

QString AuditFinding::toString() const
{
    return QStringLiteral("[%1] %2: %3").arg(check, where, detail);
}

double relativeLuminance(const QColor &colour)
{
    const auto channel = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const QColor rgb = colour.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

QColor composite(const QColor &over, const QColor &under)
{
    const double a = over.alphaF();
    if (a >= 1.0)
        return over;
    return QColor::fromRgbF(float(over.redF() * a + under.redF() * (1 - a)),
        float(over.greenF() * a + under.greenF() * (1 - a)), float(over.blueF() * a + under.blueF() * (1 - a)));
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

bool isNumberLike(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return false;
    const QChar first = t.front();
    if (!first.isDigit() && !QStringLiteral("+-\u2212~\u2248<>$\u20ac\u00a5#(").contains(first))
        return false;
    int digits = 0;
    int letters = 0;
    for (const QChar c : t) {
        if (c.isDigit())
            ++digits;
        else if (c.isLetter())
            ++letters;
    }
    return digits > 0 && letters <= 12;
}

QString widgetPath(const QWidget *widget)
{
    QStringList parts;
    for (const QWidget *w = widget; w; w = w->isWindow() ? nullptr : w->parentWidget()) {
        QString name = w->objectName();
        if (name.isEmpty() || name.startsWith(QLatin1String("qt_"))) {
            name = QString::fromLatin1(w->metaObject()->className());
            name = name.mid(name.lastIndexOf(QLatin1Char(':')) + 1);
        }
        parts.prepend(name);
    }
    if (parts.size() > 6)
        parts = parts.mid(0, 1) + QStringList { QStringLiteral("…") } + parts.mid(parts.size() - 4);
    return parts.join(QLatin1Char('/'));
}

QColor backgroundBehind(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        const QPalette::ColorGroup group = groupOf(w);
        const QWidget *parent = w->parentWidget();
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(parent); area && area->viewport() == w)
            return w->palette().color(group, w->backgroundRole());
        if (qobject_cast<const QLineEdit *>(w) || qobject_cast<const QAbstractSpinBox *>(w))
            return w->palette().color(group, QPalette::Base);
        if (const auto *combo = qobject_cast<const QComboBox *>(w))
            return w->palette().color(group, combo->isEditable() ? QPalette::Base : QPalette::Button);
        if (const auto *button = qobject_cast<const QPushButton *>(w); button && !button->isFlat())
            return w->palette().color(group, QPalette::Button);
        if (w->autoFillBackground() || ownStyleSheetPaints(w))
            return w->palette().color(group, w->backgroundRole());
        if (w->isWindow())
            return w->palette().color(group, QPalette::Window);
    }
    return QApplication::palette().color(QPalette::Window);
}

LayoutAudit::LayoutAudit(const QSize &screen)
    : m_screen(screen)
{ }

void LayoutAudit::add(const QString &check, const QWidget *widget, const QString &detail)
{
    const AuditFinding finding { check, widgetPath(widget), detail };
    for (const AuditFinding &f : std::as_const(m_findings))
        if (f.check == finding.check && f.where == finding.where && f.detail == finding.detail)
            return;
    m_findings.append(finding);
}

QString LayoutAudit::report() const
{
    QStringList lines;
    for (const AuditFinding &f : m_findings)
        lines << f.toString();
    return lines.join(QLatin1Char('\n'));
}

void LayoutAudit::auditWindowSize(QWidget *topLevel, const QString &when)
{
    const QSize frame = topLevel->frameGeometry().size();
    if (frame.width() > m_screen.width() || frame.height() > m_screen.height())
        add(QStringLiteral("window-size"), topLevel,
            QStringLiteral("%1 on a %2 screen%3").arg(sizeText(frame), sizeText(m_screen), when));
    const QSize minimum = topLevel->minimumSizeHint().expandedTo(topLevel->minimumSize());
    if (minimum.width() > m_screen.width() || minimum.height() > m_screen.height())
        add(QStringLiteral("window-size"), topLevel,
            QStringLiteral("its minimum size %1 exceeds a %2 screen%3")
                .arg(sizeText(minimum), sizeText(m_screen), when));
}

QColor LayoutAudit::sampledBackground(const QWidget *widget, const QRect &rect) const
{
    if (m_shot.isNull() || !m_topLevel || !widget || (widget != m_topLevel && !m_topLevel->isAncestorOf(widget)))
        return backgroundBehind(widget);
    QRect local = rect.isNull() ? widget->rect() : rect;
    local &= widget->visibleRegion().boundingRect();
    if (local.width() < 2 || local.height() < 2)
        return backgroundBehind(widget);
    const double ratio = m_shot.devicePixelRatio();
    QRect area(QPoint(qRound(widget->mapTo(m_topLevel, local.topLeft()).x() * ratio),
                   qRound(widget->mapTo(m_topLevel, local.topLeft()).y() * ratio)),
        local.size() * ratio);
    area &= m_shot.rect();
    if (area.isEmpty())
        return backgroundBehind(widget);
    // The most frequent colour, in buckets of 16 levels a channel (a gradient face is one colour), averaged.
    const int step = qMax(1, int(std::sqrt(double(area.width()) * area.height() / 6000.0)));
    struct Bucket
    {
        int count = 0;
        qint64 r = 0, g = 0, b = 0;
    };
    QHash<int, Bucket> buckets;
    for (int y = area.top(); y <= area.bottom(); y += step) {
        const auto *line = reinterpret_cast<const QRgb *>(m_shot.constScanLine(y));
        for (int x = area.left(); x <= area.right(); x += step) {
            const QRgb p = line[x];
            Bucket &bucket = buckets[(qRed(p) >> 4) << 8 | (qGreen(p) >> 4) << 4 | (qBlue(p) >> 4)];
            ++bucket.count;
            bucket.r += qRed(p);
            bucket.g += qGreen(p);
            bucket.b += qBlue(p);
        }
    }
    const Bucket *best = nullptr;
    for (auto it = buckets.cbegin(); it != buckets.cend(); ++it)
        if (!best || it->count > best->count)
            best = &it.value();
    if (!best || best->count == 0)
        return backgroundBehind(widget);
    return QColor(int(best->r / best->count), int(best->g / best->count), int(best->b / best->count));
}

void LayoutAudit::auditWindow(QWidget *topLevel)
{
    auditWindowSize(topLevel);
    QList<QWidget *> widgets { topLevel };
    widgets += topLevel->findChildren<QWidget *>();
    auditWidgets(topLevel, widgets);
}

void LayoutAudit::auditSubtree(QWidget *root)
{
    QList<QWidget *> widgets { root };
    widgets += root->findChildren<QWidget *>();
    auditWidgets(root->window(), widgets);
}

namespace {

// Whether what the user sees at `w`'s centre (or at one of its corners' insides) is `w` or one of its children: a
// dock tabbed behind another stays "visible" to Qt while the raised one covers it.
bool shownOnTop(QWidget *topLevel, QWidget *w)
{
    const QRect r = w->rect();
    for (const QPoint &p : { r.center(), r.topLeft() + QPoint(2, 2), r.bottomRight() - QPoint(2, 2) }) {
        QWidget *at = topLevel->childAt(w->mapTo(topLevel, p));
        if (at && (at == w || w->isAncestorOf(at)))
            return true;
    }
    return false;
}

} // namespace

void LayoutAudit::auditWidgets(QWidget *topLevel, const QList<QWidget *> &widgets)
{
    m_topLevel = topLevel;
    m_shot = topLevel->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    for (QWidget *w : widgets) {
        if (w->window() != topLevel || !w->isVisible() || w->width() <= 0 || w->height() <= 0)
            continue;
        if (!w->isEnabled())
            continue;
        if (qobject_cast<QHeaderView *>(w))
            continue; // measured with its view
        if (w != topLevel && !shownOnTop(topLevel, w))
            continue; // behind another widget (a dock tabbed behind another keeps its "visible" state)
        if (auto *view = qobject_cast<QAbstractItemView *>(w))
            checkItemView(view);
        else if (qobject_cast<QTabBar *>(w))
            checkTabBar(w);
        else if (qobject_cast<QLabel *>(w))
            checkLabel(w);
        else if (qobject_cast<QAbstractButton *>(w))
            checkButton(w);
        else if (qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w))
            checkField(w);
        else if (qobject_cast<QProgressBar *>(w))
            checkProgressBar(w);
        else if (qobject_cast<QTextEdit *>(w) || qobject_cast<QPlainTextEdit *>(w))
            checkTextView(w);
        else if (qobject_cast<QsciScintillaBase *>(w))
            checkScintilla(w);
        else if (qobject_cast<QChartView *>(w))
            checkChart(w);
        if (auto *box = qobject_cast<QGroupBox *>(w); box && !box->title().isEmpty())
            checkContrast(box, box->palette().color(groupOf(box), QPalette::WindowText),
                sampledBackground(box, QRect(0, 0, box->width(), box->fontMetrics().height())), box->title());
    }
}

void LayoutAudit::checkContrast(
    const QWidget *widget, const QColor &text, const QColor &background, const QString &sample, double minimum)
{
    const QColor behind
        = background.alpha() < 255 ? composite(background, backgroundBehind(widget->parentWidget())) : background;
    const QColor ink = composite(text, behind);
    const double ratio = contrastRatio(ink, behind);
    if (ratio + 1e-6 < minimum)
        add(QStringLiteral("contrast"), widget,
            QStringLiteral("%1 on %2 is %3:1 (needs %4:1): \"%5\"")
                .arg(ink.name(), behind.name())
                .arg(ratio, 0, 'f', 2)
                .arg(minimum, 0, 'f', 1)
                .arg(shortText(sample)));
}

void LayoutAudit::checkItemView(QAbstractItemView *view)
{
    QAbstractItemModel *model = view->model();
    if (!model)
        return;
    const QModelIndex root = view->rootIndex();
    auto *tree = qobject_cast<QTreeView *>(view);
    auto *table = qobject_cast<QTableView *>(view);
    auto *list = qobject_cast<QListView *>(view);
    QHeaderView *header = tree ? tree->header() : table ? table->horizontalHeader() : nullptr;
    const int columns = model->columnCount(root);

    // The identifying columns: declared, else the first shown.
    QList<int> keys;
    const QVariant declared = view->property("swKeyColumns");
    if (declared.isValid()) {
        for (const QVariant &k : declared.toList())
            keys << k.toInt();
    } else if (columns > 0) {
        int first = list ? list->modelColumn() : 0;
        if (header)
            for (int visual = 0; visual < header->count(); ++visual) {
                const int logical = header->logicalIndex(visual);
                if (!header->isSectionHidden(logical)) {
                    first = logical;
                    break;
                }
            }
        keys << first;
    }
    if (header && header->offset() == 0) {
        const int viewport = view->viewport()->width();
        for (int key : std::as_const(keys)) {
            if (key >= columns)
                continue;
            const QString title = model->headerData(key, Qt::Horizontal).toString();
            if (header->isSectionHidden(key)) {
                add(QStringLiteral("key-offscreen"), view, QStringLiteral("column \"%1\" is hidden").arg(title));
                continue;
            }
            const int left = header->sectionViewportPosition(key);
            const int width = header->sectionSize(key);
            if (left < 0 || left + width > viewport + 1)
                add(QStringLiteral("key-offscreen"), view,
                    QStringLiteral("column \"%1\" at %2..%3 px of a %4 px viewport")
                        .arg(title)
                        .arg(left)
                        .arg(left + width)
                        .arg(viewport));
        }
    }

    // The rows in display order (a tree's expanded ones), at most 400.
    QList<QModelIndex> rows;
    if (tree) {
        for (QModelIndex i = model->index(0, 0, root); i.isValid() && rows.size() < 400; i = tree->indexBelow(i))
            rows << i;
    } else {
        const int count = qMin(model->rowCount(root), 400);
        for (int r = 0; r < count; ++r) {
            if ((table && table->isRowHidden(r)) || (list && list->isRowHidden(r)))
                continue;
            rows << model->index(r, list ? list->modelColumn() : 0, root);
        }
    }

    QStyleOptionViewItem base;
    (view->*(&ViewAccess::initViewItemOption))(&base);
    const QRect viewportRect = view->viewport()->rect();
    // Whether `index` shows all of its text in `rect`, measured by the view's own delegate.
    const auto fits = [&](const QModelIndex &index, const QRect &rect) {
        QAbstractItemDelegate *delegate = view->itemDelegateForIndex(index);
        if (!delegate)
            return true;
        QStyleOptionViewItem option = base;
        option.rect = rect;
        const QSize hint = delegate->sizeHint(option, index);
        if (option.features & QStyleOptionViewItem::WrapText)
            return hint.width() <= rect.width() + 1 && hint.height() <= rect.height() + 1;
        return hint.width() <= rect.width() + 1;
    };
    const auto columnHidden = [&](int c) {
        return (table && table->isColumnHidden(c)) || (tree && tree->isColumnHidden(c))
            || (list && c != list->modelColumn());
    };

    for (const QModelIndex &row : std::as_const(rows)) {
        for (int key : std::as_const(keys)) {
            if (key >= columns || columnHidden(key))
                continue;
            const QModelIndex index = row.siblingAtColumn(key);
            const QString text = index.data().toString();
            if (text.isEmpty())
                continue;
            const QRect rect = view->visualRect(index);
            if (rect.width() <= 0)
                continue;
            if (!fits(index, rect))
                add(QStringLiteral("key-elided"), view,
                    QStringLiteral("\"%1\" in a %2 px cell (column %3)")
                        .arg(shortText(text))
                        .arg(rect.width())
                        .arg(key));
        }
        if (!view->visualRect(row).intersects(viewportRect) && !(tree && !view->visualRect(row).isValid()))
            if (view->visualRect(row).top() > viewportRect.bottom() || view->visualRect(row).bottom() < 0)
                continue;
        for (int c = 0; c < columns; ++c) {
            if (columnHidden(c) || keys.contains(c))
                continue;
            const QModelIndex index = row.siblingAtColumn(c);
            const QString text = index.data().toString();
            if (text.isEmpty() || !(isNumberLike(text) || hasElidedNumber(text)))
                continue;
            const QRect rect = view->visualRect(index);
            if (!rect.intersects(viewportRect))
                continue;
            if (hasElidedNumber(text) || !fits(index, rect))
                add(QStringLiteral("number-elided"), view,
                    QStringLiteral("\"%1\" in a %2 px cell (column %3)").arg(shortText(text)).arg(rect.width()).arg(c));
        }
    }
    checkHeaders(view);
    checkCellColours(view);
}

void LayoutAudit::checkHeaders(QAbstractItemView *view)
{
    QList<QHeaderView *> headers;
    if (auto *tree = qobject_cast<QTreeView *>(view))
        headers << tree->header();
    if (auto *table = qobject_cast<QTableView *>(view))
        headers << table->horizontalHeader() << table->verticalHeader();
    for (QHeaderView *header : std::as_const(headers)) {
        if (!header->isVisible() || !header->model())
            continue;
        const QFontMetrics fm = header->fontMetrics();
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const QRect viewport = header->viewport()->rect();
        for (int visual = 0; visual < header->count(); ++visual) {
            const int logical = header->logicalIndex(visual);
            if (header->isSectionHidden(logical))
                continue;
            const QString text = header->model()->headerData(logical, header->orientation()).toString();
            if (text.isEmpty())
                continue;
            const int position = header->sectionViewportPosition(logical);
            const int size = header->sectionSize(logical);
            const bool horizontal = header->orientation() == Qt::Horizontal;
            if (position + size < 0 || position > (horizontal ? viewport.width() : viewport.height()))
                continue;
            int needed = widestLine(fm, text) + 2 * margin;
            if (header->isSortIndicatorShown() && header->sortIndicatorSection() == logical)
                needed += header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
            // A header whose titles are turned upright (RotatedHeaderView) has its height for them.
            const int room = horizontal ? (header->property("swVerticalText").toBool() ? header->height() : size)
                                        : header->width();
            if (room + 1 < needed)
                add(QStringLiteral("header-elided"), view,
                    QStringLiteral("\"%1\" in %2 px (needs %3)").arg(shortText(text)).arg(room).arg(needed));
            if (visual < 40) {
                const QColor ink
                    = brushColour(header->model()->headerData(logical, header->orientation(), Qt::ForegroundRole),
                        header->palette().color(groupOf(header), QPalette::ButtonText));
                const QRect section = horizontal ? QRect(position, 0, size, header->height())
                                                 : QRect(0, position, header->width(), size);
                checkContrast(header, ink, sampledBackground(header->viewport(), section), text);
            }
        }
    }
}

void LayoutAudit::checkCellColours(QAbstractItemView *view)
{
    QAbstractItemModel *model = view->model();
    const QModelIndex root = view->rootIndex();
    const QPalette palette = view->palette();
    const QPalette::ColorGroup group = groupOf(view);
    const QRect viewportRect = view->viewport()->rect();
    int checked = 0;
    for (int y = 1; y < viewportRect.height() && checked < 400; y += 4) {
        const QModelIndex first = view->indexAt(QPoint(1, y));
        if (!first.isValid())
            continue;
        const QRect rowRect = view->visualRect(first);
        for (int c = 0; c < model->columnCount(first.parent()) && checked < 400; ++c) {
            const QModelIndex index = first.siblingAtColumn(c);
            const QRect rect = view->visualRect(index);
            if (!rect.isValid() || !rect.intersects(viewportRect))
                continue;
            const QString text = index.data().toString();
            if (text.trimmed().isEmpty())
                continue;
            ++checked;
            const bool selected = view->selectionModel() && view->selectionModel()->isSelected(index);
            const QColor ink = selected
                ? palette.color(group, QPalette::HighlightedText)
                : brushColour(index.data(Qt::ForegroundRole), palette.color(group, QPalette::Text));
            checkContrast(view->viewport(), ink, sampledBackground(view->viewport(), rect), text);
        }
        y = qMax(y, rowRect.bottom() + 1);
    }
    Q_UNUSED(root);
}

void LayoutAudit::checkTabBar(QWidget *widget)
{
    auto *bar = static_cast<QTabBar *>(widget);
    for (QToolButton *arrow : bar->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly))
        if (arrow->isVisible()) {
            QStringList titles;
            for (int i = 0; i < bar->count(); ++i)
                titles << bar->tabText(i);
            add(QStringLiteral("tab-scroll"), bar,
                QStringLiteral("%1 tabs in %2 px need scroll arrows: %3")
                    .arg(bar->count())
                    .arg(bar->width())
                    .arg(shortText(titles.join(QStringLiteral(" | ")), 120)));
            break;
        }
    const bool vertical = bar->shape() == QTabBar::RoundedWest || bar->shape() == QTabBar::RoundedEast
        || bar->shape() == QTabBar::TriangularWest || bar->shape() == QTabBar::TriangularEast;
    for (int i = 0; i < bar->count(); ++i) {
        if (!bar->isTabVisible(i))
            continue;
        const QSize hint = (bar->*(&TabAccess::tabSizeHint))(i);
        const QRect rect = bar->tabRect(i);
        if ((vertical ? rect.height() : rect.width()) + 1 < (vertical ? hint.height() : hint.width()))
            add(QStringLiteral("tab-elided"), bar,
                QStringLiteral("\"%1\" in %2 px (needs %3)")
                    .arg(bar->tabText(i))
                    .arg(vertical ? rect.height() : rect.width())
                    .arg(vertical ? hint.height() : hint.width()));
        const QColor ink = bar->tabTextColor(i).isValid() ? bar->tabTextColor(i)
                                                          : bar->palette().color(groupOf(bar), QPalette::WindowText);
        checkContrast(bar, ink, sampledBackground(bar, rect), bar->tabText(i));
    }
}

void LayoutAudit::checkLabel(QWidget *widget)
{
    auto *label = static_cast<QLabel *>(widget);
    const QString text = label->buddy() ? withoutMnemonic(label->text()) : label->text(); // "&Skill" shows "Skill"
    if (text.trimmed().isEmpty())
        return;
    const QColor ink = label->palette().color(groupOf(label), label->foregroundRole());
    const QColor face = sampledBackground(label);
    const bool rich
        = label->textFormat() == Qt::RichText || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
    const QRect contents
        = label->contentsRect().adjusted(label->margin(), label->margin(), -label->margin(), -label->margin());
    int indent = label->indent();
    if (indent < 0)
        indent = label->frameWidth() > 0 ? label->fontMetrics().horizontalAdvance(QLatin1Char('x')) / 2 : 0;
    const int room
        = contents.width() - (indent > 0 && (label->alignment() & (Qt::AlignLeft | Qt::AlignRight)) ? indent : 0);
    QString plain = text;
    if (rich) {
        QTextDocument document;
        document.setDefaultFont(label->font());
        document.setHtml(text);
        plain = document.toPlainText();
        checkDocument(&document, ink, face, label->palette().color(groupOf(label), QPalette::Link), label);
        if (!label->wordWrap()) {
            document.setTextWidth(-1);
            if (room + 1 < qCeil(document.idealWidth()) - 2 * int(document.documentMargin()))
                add(isNumberLike(plain) ? QStringLiteral("number-elided") : QStringLiteral("text-cut"), label,
                    QStringLiteral("\"%1\" needs %2 px, has %3")
                        .arg(shortText(plain))
                        .arg(qCeil(document.idealWidth()) - 2 * int(document.documentMargin()))
                        .arg(room));
        }
    } else {
        checkContrast(label, ink, face, text);
        if (!label->wordWrap()) {
            const int needed = widestLine(label->fontMetrics(), text);
            if (room + 1 < needed)
                add(isNumberLike(text) ? QStringLiteral("number-elided") : QStringLiteral("text-cut"), label,
                    QStringLiteral("\"%1\" needs %2 px, has %3").arg(shortText(text)).arg(needed).arg(room));
        }
    }
    if (label->wordWrap() && label->hasHeightForWidth()) {
        const int needed = label->heightForWidth(label->width());
        if (label->height() + 2 < needed)
            add(QStringLiteral("text-cut"), label,
                QStringLiteral("\"%1\" needs %2 px of height, has %3")
                    .arg(shortText(plain))
                    .arg(needed)
                    .arg(label->height()));
    }
    if (hasElidedNumber(plain))
        add(QStringLiteral("number-elided"), label, QStringLiteral("\"%1\"").arg(shortText(plain)));
}

void LayoutAudit::checkButton(QWidget *widget)
{
    auto *button = static_cast<QAbstractButton *>(widget);
    const QPalette::ColorGroup group = groupOf(button);
    auto *tool = qobject_cast<QToolButton *>(button);
    auto *push = qobject_cast<QPushButton *>(button);
    const bool textShown = !button->text().isEmpty() && !(tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly);
    const QColor behind = sampledBackground(button);
    Q_UNUSED(tool);
    Q_UNUSED(push);
    if (textShown) {
        const QString text = withoutMnemonic(button->text());
        const QColor ink = button->palette().color(group,
            (qobject_cast<QCheckBox *>(button) || qobject_cast<QRadioButton *>(button)) ? QPalette::WindowText
                                                                                        : QPalette::ButtonText);
        checkContrast(button, ink, behind, text);
        const QSize hint = button->sizeHint();
        const int textWidth = button->fontMetrics().horizontalAdvance(text);
        const bool under = tool && tool->toolButtonStyle() == Qt::ToolButtonTextUnderIcon;
        const int iconWidth = button->icon().isNull() ? 0 : button->iconSize().width();
        const int needed = qMin(hint.width(), (under ? qMax(textWidth, iconWidth) : textWidth + iconWidth) + 8);
        if (button->width() + 1 < needed)
            add(isNumberLike(text) ? QStringLiteral("number-elided") : QStringLiteral("text-cut"), button,
                QStringLiteral("\"%1\" in %2 px (needs %3)").arg(shortText(text)).arg(button->width()).arg(needed));
    }
    if (!button->icon().isNull()) {
        const QColor ink = iconInk(button->icon(), button->iconSize());
        if (ink.isValid())
            checkContrast(button, ink, behind,
                QStringLiteral("icon of %1").arg(button->text().isEmpty() ? button->toolTip() : button->text()), 3.0);
    }
}

void LayoutAudit::checkField(QWidget *widget)
{
    const QPalette::ColorGroup group = groupOf(widget);
    if (auto *edit = qobject_cast<QLineEdit *>(widget)) {
        if (edit->echoMode() != QLineEdit::Normal)
            return;
        const bool placeholder = edit->text().isEmpty();
        const QString text = placeholder ? edit->placeholderText() : edit->text();
        if (text.isEmpty())
            return;
        checkContrast(edit, edit->palette().color(group, placeholder ? QPalette::PlaceholderText : QPalette::Text),
            sampledBackground(edit), text);
        if (edit->hasFocus() || text.size() > 40)
            return; // a long value scrolls in its field, as it should
        QStyleOptionFrame option;
        option.initFrom(edit);
        option.lineWidth
            = edit->hasFrame() ? edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit) : 0;
        QRect room = edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit);
        const QMargins margins = edit->textMargins();
        room = room.marginsRemoved(margins).adjusted(2, 0, -2, 0);
        for (QWidget *side : edit->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
            if (side->isVisible())
                room.setWidth(room.width() - side->width());
        const int needed = edit->fontMetrics().horizontalAdvance(text);
        if (room.width() + 1 < needed)
            add(isNumberLike(text) ? QStringLiteral("number-elided") : QStringLiteral("text-cut"), edit,
                QStringLiteral("%1\"%2\" needs %3 px, has %4")
                    .arg(placeholder ? QStringLiteral("placeholder ") : QString(), text)
                    .arg(needed)
                    .arg(room.width()));
        return;
    }
    auto *combo = static_cast<QComboBox *>(widget);
    if (combo->isEditable())
        return; // its line edit is checked
    const QString text = combo->currentText();
    if (text.isEmpty())
        return;
    checkContrast(combo, combo->palette().color(group, QPalette::ButtonText), sampledBackground(combo), text);
    if (text.size() > 40)
        return;
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = false;
    option.frame = combo->hasFrame();
    option.currentText = text;
    option.currentIcon = combo->itemIcon(combo->currentIndex());
    option.iconSize = combo->iconSize();
    QRect room = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    if (!option.currentIcon.isNull())
        room.setLeft(room.left() + combo->iconSize().width() + 4);
    const int needed = combo->fontMetrics().horizontalAdvance(text);
    if (room.width() + 1 < needed)
        add(isNumberLike(text) ? QStringLiteral("number-elided") : QStringLiteral("text-cut"), combo,
            QStringLiteral("\"%1\" needs %2 px, has %3").arg(text).arg(needed).arg(room.width()));
}

void LayoutAudit::checkProgressBar(QWidget *widget)
{
    auto *bar = static_cast<QProgressBar *>(widget);
    if (!bar->isTextVisible() || bar->text().isEmpty())
        return;
    const QString text = bar->text();
    const int needed = bar->fontMetrics().horizontalAdvance(text) + 8;
    if (bar->width() < needed || bar->height() < bar->fontMetrics().height())
        add(text.contains(QRegularExpression(QStringLiteral("\\d"))) ? QStringLiteral("number-elided")
                                                                     : QStringLiteral("text-cut"),
            bar,
            QStringLiteral("\"%1\" needs %2x%3 px, has %4")
                .arg(text)
                .arg(needed)
                .arg(bar->fontMetrics().height())
                .arg(sizeText(bar->size())));
}

void LayoutAudit::checkTextView(QWidget *widget)
{
    auto *area = static_cast<QAbstractScrollArea *>(widget);
    const QPalette::ColorGroup group = groupOf(widget);
    const QColor ink = widget->palette().color(group, QPalette::Text);
    const QColor face = sampledBackground(area->viewport());
    const QColor link = widget->palette().color(group, QPalette::Link);
    const QTextDocument *document = nullptr;
    if (auto *edit = qobject_cast<QTextEdit *>(widget))
        document = edit->document();
    else if (auto *plain = qobject_cast<QPlainTextEdit *>(widget))
        document = plain->document();
    if (!document || document->isEmpty()) {
        const QString placeholder = qobject_cast<QTextEdit *>(widget)
            ? static_cast<QTextEdit *>(widget)->placeholderText()
            : static_cast<QPlainTextEdit *>(widget)->placeholderText();
        if (!placeholder.isEmpty())
            checkContrast(widget, widget->palette().color(group, QPalette::PlaceholderText), face, placeholder);
        return;
    }
    checkDocument(document, ink, face, link, widget);
}

void LayoutAudit::checkDocument(const QTextDocument *document, const QColor &text, const QColor &background,
    const QColor &link, const QWidget *widget)
{
    int blocks = 0;
    for (QTextBlock block = document->begin(); block.isValid() && blocks < 3000; block = block.next(), ++blocks) {
        // The block's background: its own, else its table cell's, table's or frame's, innermost first.
        QColor blockFace = background;
        const QBrush own = block.blockFormat().background();
        if (own.style() != Qt::NoBrush) {
            blockFace = own.color();
        } else {
            QTextCursor cursor(block);
            for (QTextFrame *frame = cursor.currentFrame(); frame; frame = frame->parentFrame()) {
                if (auto *table = qobject_cast<QTextTable *>(frame)) {
                    const QBrush cell = table->cellAt(block.position()).format().background();
                    if (cell.style() != Qt::NoBrush) {
                        blockFace = cell.color();
                        break;
                    }
                }
                const QBrush frameBrush = frame->frameFormat().background();
                if (frameBrush.style() != Qt::NoBrush) {
                    blockFace = frameBrush.color();
                    break;
                }
            }
        }
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QString sample = fragment.text().trimmed();
            if (sample.isEmpty() || sample == QString(QChar::ObjectReplacementCharacter))
                continue;
            const QTextCharFormat format = fragment.charFormat();
            const QColor ink = format.foreground().style() != Qt::NoBrush ? format.foreground().color()
                : format.isAnchor()                                       ? link
                                                                          : text;
            const QColor face = format.background().style() != Qt::NoBrush
                ? composite(format.background().color(), blockFace)
                : blockFace;
            // A swatch ("■", "●") is a graphic: 3:1 (WCAG 1.4.11), not text.
            const bool symbol = std::all_of(sample.cbegin(), sample.cend(),
                [](QChar c) { return c.category() == QChar::Symbol_Other || c.isSpace(); });
            checkContrast(widget, ink, face, sample, symbol ? 3.0 : 4.5);
        }
    }
}

void LayoutAudit::checkScintilla(QWidget *widget)
{
    auto *editor = static_cast<QsciScintillaBase *>(widget);
    const long first = editor->SendScintilla(QsciScintillaBase::SCI_GETFIRSTVISIBLELINE);
    const long lines = editor->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN);
    const long start = editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, first);
    long end = editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, first + lines + 1);
    if (end < 0)
        end = editor->SendScintilla(QsciScintillaBase::SCI_GETLENGTH);
    QSet<int> styles;
    for (long pos = start; pos < end && pos - start < 20000; ++pos)
        styles.insert(int(editor->SendScintilla(QsciScintillaBase::SCI_GETSTYLEAT, pos)));
    const bool caretLine = editor->SendScintilla(QsciScintillaBase::SCI_GETCARETLINEVISIBLE) != 0;
    const QColor caretBack = scintillaColour(editor->SendScintilla(QsciScintillaBase::SCI_GETCARETLINEBACK));
    for (int style : std::as_const(styles)) {
        const QColor fore = scintillaColour(editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETFORE, style));
        const QColor back = scintillaColour(editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETBACK, style));
        const QString sample = QStringLiteral("text of style %1").arg(style);
        checkContrast(widget, fore, back, sample);
        if (caretLine)
            checkContrast(widget, fore, caretBack, sample + QStringLiteral(" on the caret line"));
    }
    if (editor->SendScintilla(QsciScintillaBase::SCI_GETMARGINWIDTHN, 0) > 0)
        checkContrast(widget,
            scintillaColour(
                editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETFORE, QsciScintillaBase::STYLE_LINENUMBER)),
            scintillaColour(
                editor->SendScintilla(QsciScintillaBase::SCI_STYLEGETBACK, QsciScintillaBase::STYLE_LINENUMBER)),
            QStringLiteral("line numbers"));
}

void LayoutAudit::checkChart(QWidget *widget)
{
    QChart *chart = static_cast<QChartView *>(widget)->chart();
    if (!chart)
        return;
    const QColor face = chart->isBackgroundVisible() ? chart->backgroundBrush().color() : backgroundBehind(widget);
    const QColor plot = chart->isPlotAreaBackgroundVisible() ? chart->plotAreaBackgroundBrush().color() : face;
    if (!chart->title().isEmpty())
        checkContrast(widget, chart->titleBrush().color(), face, chart->title());
    for (QAbstractAxis *axis : chart->axes()) {
        if (!axis->isVisible())
            continue;
        if (axis->labelsVisible())
            checkContrast(
                widget, axis->labelsBrush().color(), face, QStringLiteral("axis labels (%1)").arg(axis->titleText()));
        if (axis->isTitleVisible() && !axis->titleText().isEmpty())
            checkContrast(widget, axis->titleBrush().color(), face, axis->titleText());
    }
    if (chart->legend() && chart->legend()->isVisible())
        checkContrast(widget, chart->legend()->labelColor(),
            chart->legend()->isBackgroundVisible() ? chart->legend()->brush().color() : face, QStringLiteral("legend"));
    Q_UNUSED(plot);
}

} // namespace sw::test

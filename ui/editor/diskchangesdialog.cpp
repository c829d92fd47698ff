// DiskChangesDialog: the line diff and its rendering (one text block per row, coloured by kind).
#include "diskchangesdialog.h"

#include "theme/theme.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextOption>
#include <QVBoxLayout>

namespace sw::ui {

QList<LineDiffRow> lineDiffRows(const QString &mine, const QString &disk, bool *tooLarge)
{
    if (tooLarge)
        *tooLarge = false;
    if (mine == disk)
        return {};
    const QStringList a = mine.split(QLatin1Char('\n'));
    const QStringList b = disk.split(QLatin1Char('\n'));
    const int n = int(a.size());
    const int m = int(b.size());
    if (qint64(n) * m > 4'000'000) {
        if (tooLarge)
            *tooLarge = true;
        return {};
    }
    // at(i, j): the longest common subsequence of a[i..] and b[j..].
    QList<int> table((n + 1) * (m + 1), 0);
    auto at = [&](int i, int j) -> int & { return table[i * (m + 1) + j]; };
    for (int i = n - 1; i >= 0; --i)
        for (int j = m - 1; j >= 0; --j)
            at(i, j) = a[i] == b[j] ? at(i + 1, j + 1) + 1 : qMax(at(i + 1, j), at(i, j + 1));
    QList<LineDiffRow> rows;
    int i = 0;
    int j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            rows.append({ LineDiffRow::Same, i + 1, j + 1, a[i] });
            ++i;
            ++j;
        } else if (i < n && (j == m || at(i + 1, j) >= at(i, j + 1))) {
            rows.append({ LineDiffRow::Mine, i + 1, 0, a[i] });
            ++i;
        } else {
            rows.append({ LineDiffRow::Disk, 0, j + 1, b[j] });
            ++j;
        }
    }
    return rows;
}

DiskChangesDialog::DiskChangesDialog(
    const QString &fileLabel, const QString &mine, const QString &disk, QWidget *parent)
    : QDialog(parent)
    , m_view(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("diskChangesDialog"));
    setWindowTitle(tr("Changes on disk: %1").arg(fileLabel));
    bool tooLarge = false;
    m_rows = lineDiffRows(mine, disk, &tooLarge);

    const ThemeColours colours = themeColours();
    const bool dark = isDarkTheme();
    QColor mineBackground = colours.error;
    mineBackground.setAlpha(dark ? 70 : 40);
    QColor diskBackground = colours.ok;
    diskBackground.setAlpha(dark ? 70 : 40);
    auto *legend = new QLabel(this);
    legend->setTextFormat(Qt::RichText);
    legend->setWordWrap(true);
    legend->setText(tr("<span style=\"background:%1\">&nbsp;− your edits&nbsp;</span> &nbsp; "
                       "<span style=\"background:%2\">&nbsp;+ on disk&nbsp;</span> &nbsp; "
                       "Columns: line in your edits, line on disk.")
                        .arg(mineBackground.name(QColor::HexArgb), diskBackground.name(QColor::HexArgb)));

    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_view->setFont(font);
    m_view->setReadOnly(true);
    m_view->setLineWrapMode(QPlainTextEdit::NoWrap);
    // Spaces and tabs are drawn (· and →): a change of whitespace alone is visible, not two identical-looking lines.
    QTextOption option = m_view->document()->defaultTextOption();
    option.setFlags(option.flags() | QTextOption::ShowTabsAndSpaces);
    m_view->document()->setDefaultTextOption(option);
    m_view->setObjectName(QStringLiteral("diskChangesView"));
    int widest = 1;
    for (const LineDiffRow &row : std::as_const(m_rows))
        widest = qMax(widest, qMax(row.mineLine, row.diskLine));
    const int digits = int(QString::number(widest).size());
    QTextCursor cursor(m_view->document());
    cursor.beginEditBlock();
    bool first = true;
    const auto number = [digits](int line) {
        return line > 0 ? QString::number(line).rightJustified(digits) : QString(digits, QLatin1Char(' '));
    };
    if (tooLarge) {
        cursor.insertText(tr("The files are too large to compare line by line."));
    }
    for (const LineDiffRow &row : std::as_const(m_rows)) {
        QTextBlockFormat format;
        if (row.kind == LineDiffRow::Mine)
            format.setBackground(mineBackground);
        else if (row.kind == LineDiffRow::Disk)
            format.setBackground(diskBackground);
        if (first)
            cursor.setBlockFormat(format);
        else
            cursor.insertBlock(format);
        first = false;
        const QChar sign = row.kind == LineDiffRow::Mine ? QChar(0x2212)
            : row.kind == LineDiffRow::Disk              ? QLatin1Char('+')
                                                         : QLatin1Char(' ');
        cursor.insertText(number(row.mineLine) + QLatin1Char(' ') + number(row.diskLine) + QStringLiteral(" │ ") + sign
            + QLatin1Char(' ') + row.text);
    }
    cursor.endEditBlock();
    // Open at the first change.
    for (int index = 0; index < m_rows.size(); ++index)
        if (m_rows[index].kind != LineDiffRow::Same) {
            QTextCursor at(m_view->document()->findBlockByNumber(qMax(0, index - 3)));
            m_view->setTextCursor(at);
            m_view->centerCursor();
            break;
        }

    auto *buttons = new QDialogButtonBox(this);
    m_keepMine = buttons->addButton(tr("Keep Mine"), QDialogButtonBox::RejectRole);
    m_reload = buttons->addButton(tr("Reload from Disk"), QDialogButtonBox::DestructiveRole);
    m_keepMine->setDefault(true);
    m_keepMine->setAutoDefault(true);
    m_reload->setAutoDefault(false);
    m_keepMine->setToolTip(tr("Keep your edits in the editor; saving writes them over the disk's version"));
    m_reload->setToolTip(tr("Replace your edits with the disk's version (Undo brings them back)"));
    connect(m_reload, &QPushButton::clicked, this, [this] {
        emit reloadChosen();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(legend);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(820, 560);
    m_keepMine->setFocus();
}

} // namespace sw::ui

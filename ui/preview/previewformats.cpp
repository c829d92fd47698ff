// Preview helpers: MIME -> page, CSV/TSV parsing, hex dump.
#include "preview/previewformats.h"

#include "workspace/outputcollector.h"

#include <QMimeDatabase>

namespace sw::ui {

PreviewKind previewKindForMime(const QString &mimeType)
{
    const QMimeType mime = QMimeDatabase().mimeTypeForName(mimeType);
    const auto is
        = [&](const char *name) { return mimeType == QLatin1String(name) || mime.inherits(QLatin1String(name)); };
    if (is("text/markdown"))
        return PreviewKind::Markdown;
    if (mimeType == QLatin1String("application/json") || mimeType.endsWith(QLatin1String("+json")))
        return PreviewKind::Json;
    if (is("text/csv") || is("text/tab-separated-values"))
        return PreviewKind::Table;
    if (is("text/html"))
        return PreviewKind::Html;
    if (mimeType.startsWith(QLatin1String("image/")))
        return PreviewKind::Image;
    if (is("application/pdf"))
        return PreviewKind::Pdf;
    if (sw::isTextMimeType(mimeType) || is("text/plain"))
        return PreviewKind::Text;
    return PreviewKind::Binary;
}

QList<QStringList> parseDelimited(const QString &text, QChar separator, int maxRows)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    for (qsizetype i = 0; i < text.size() && rows.size() < maxRows; ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text[i + 1] == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field.append(c);
            }
            continue;
        }
        if (c == u'"' && field.isEmpty()) {
            quoted = true;
            fieldStarted = true;
        } else if (c == separator) {
            row.append(field);
            field.clear();
            fieldStarted = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
                ++i;
            if (fieldStarted || !field.isEmpty() || !row.isEmpty()) {
                row.append(field);
                rows.append(row);
            }
            row.clear();
            field.clear();
            fieldStarted = false;
        } else {
            field.append(c);
            fieldStarted = true;
        }
    }
    if ((fieldStarted || !field.isEmpty() || !row.isEmpty()) && rows.size() < maxRows) {
        row.append(field);
        rows.append(row);
    }
    return rows;
}

QString hexDump(const QByteArray &data)
{
    QString out;
    for (qsizetype offset = 0; offset < data.size(); offset += 16) {
        out += QStringLiteral("%1  ").arg(offset, 8, 16, QLatin1Char('0'));
        QString ascii;
        for (int i = 0; i < 16; ++i) {
            if (offset + i < data.size()) {
                const uchar b = static_cast<uchar>(data[offset + i]);
                out += QStringLiteral("%1 ").arg(b, 2, 16, QLatin1Char('0'));
                ascii += b >= 0x20 && b < 0x7f ? QChar(b) : QChar(u'.');
            } else {
                out += QStringLiteral("   ");
            }
            if (i == 7)
                out += u' ';
        }
        out += QStringLiteral(" |") + ascii + QStringLiteral("|\n");
    }
    return out;
}

} // namespace sw::ui

#pragma once
// Pure helpers of the preview: which page a MIME type gets, CSV/TSV parsing, a hex dump of a file's start.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw::ui {

enum class PreviewKind { None, Text, Markdown, Json, Table, Image, Pdf, Html, Binary };

// Chooses the page for a MIME type name (with the inheritance known to QMimeDatabase).
PreviewKind previewKindForMime(const QString &mimeType);
// RFC 4180-style rows: quoted fields with doubled quotes and embedded separators/newlines.
QList<QStringList> parseDelimited(const QString &text, QChar separator, int maxRows = 10000);
// Classic 16-bytes-per-line hex dump with an ASCII column.
QString hexDump(const QByteArray &data);

} // namespace sw::ui

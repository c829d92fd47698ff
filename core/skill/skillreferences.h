#pragma once
// Paths a Markdown text refers to: explicit links `[x](path)` / `![x](path)` and bare mentions such as
// `scripts/fill.py` or `reference.md`, normalised relative to the file that mentions them.
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace sw {

struct PathReference
{
    QString target; // cleaned relative path ('/'-separated, no "./", no fragment), relative to the mentioning file
    int line = 0; // 1-based line in the text, offset by firstLine - 1
    int column = 0; // 1-based column in UTF-8 bytes of the line
    bool explicitLink = false; // written as a Markdown link or image
};

// References to relative paths; URLs, absolute paths, anchors and paths leaving the folder ("../") are skipped.
// `__BASE_DIR__/` (tRPC-Agent-Python's placeholder for the skill folder) is stripped.
QList<PathReference> findPathReferences(QStringView markdown, int firstLine = 1);
QList<PathReference> findPathReferences(QByteArrayView utf8, int firstLine = 1);

// True when a Markdown text has a table of contents near its top.
bool hasTableOfContents(QStringView markdown);
bool hasTableOfContents(QByteArrayView utf8);

} // namespace sw

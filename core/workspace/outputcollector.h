#pragma once
// Output collection: globs (`**`, `$OUTPUT_DIR`/`${OUTPUT_DIR}`-style prefixes) resolved inside a workspace,
// confined to it after resolving links, files only, de-duplicated, classified by QMimeDatabase and inlined
// under the caps of PROTOCOL.md 6.
#include "workspace/runtypes.h"

#include <QString>
#include <QStringList>

namespace sw {

struct OutputCollection
{
    QList<OutputFile> files; // sorted by name
    bool limitsHit = false;
    QStringList warnings; // refused patterns (escapes), caps hit
};

// Rewrites the variable prefixes ($WORKSPACE_DIR -> ".", $SKILLS_DIR -> "skills", $WORK_DIR -> "work",
// $OUTPUT_DIR -> "out", also ${...} and an absolute workspace prefix) and drops "./". Returns the pattern
// relative to the workspace root, or an empty string (with *error) when it escapes (`..`, absolute elsewhere).
QString normalizeOutputGlob(const QString &pattern, const QString &workspaceRoot, QString *error = nullptr);

// Matches one path segment against one glob segment (`*`, `?`, `[abc]`, `[!a-z]`, `\` escapes).
bool matchGlobSegment(QStringView pattern, QStringView name);
// Matches a '/'-separated relative path against a normalized glob where `**` spans zero or more segments.
bool matchGlobPath(const QString &pattern, const QString &path);

// Text vs binary as PROTOCOL.md 6: text/*, application/json or *+json.
bool isTextMimeType(const QString &mimeType);

// Collects the files matching `globs` (empty = out/** with OutputLimits::maxDefaultFiles).
OutputCollection collectOutputFiles(
    const QString &workspaceRoot, const QStringList &globs, const OutputLimits &limits = {});

} // namespace sw

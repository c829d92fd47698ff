// Fuzzes the glob engine of output collection: input is "pattern\npath"; checks the invariants of
// normalizeOutputGlob and that matchGlobSegment/matchGlobPath terminate on any input.
#include "workspace/outputcollector.h"

#include <QString>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    const QString input = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString pattern = input.section(u'\n', 0, 0);
    const QString path = input.section(u'\n', 1);
    QString error;
    const QString normalized = sw::normalizeOutputGlob(pattern, QStringLiteral("/ws/root"), &error);
    if (!normalized.isEmpty()) {
        if (normalized.startsWith(u'/') || normalized.split(u'/').contains(QStringLiteral("..")) || !error.isEmpty())
            std::abort();
    } else if (error.isEmpty()) {
        std::abort();
    }
    sw::matchGlobSegment(pattern, path);
    const bool matched = sw::matchGlobPath(pattern, path);
    if (pattern == path && !pattern.contains(u'*') && !pattern.contains(u'?') && !pattern.contains(u'[')
        && !pattern.contains(u'\\') && !matched)
        std::abort(); // a literal pattern matches itself
    return 0;
}

// Placeholder: replaced by the issue that owns this command.
#include "clisupport.h"
#include "commands.h"

namespace sw::cli {
int runList(const QStringList &)
{
    return usageError(QStringLiteral("list"), QStringLiteral("not available in this build yet"));
}

int runPack(const QStringList &)
{
    return usageError(QStringLiteral("pack"), QStringLiteral("not available in this build yet"));
}

int runUnpack(const QStringList &)
{
    return usageError(QStringLiteral("unpack"), QStringLiteral("not available in this build yet"));
}

} // namespace sw::cli

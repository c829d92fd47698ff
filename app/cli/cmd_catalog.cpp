// Placeholder: replaced by the issue that owns this command.
#include "clisupport.h"
#include "commands.h"

namespace sw::cli {
int runCatalog(const QStringList &)
{
    return usageError(QStringLiteral("catalog"), QStringLiteral("not available in this build yet"));
}

int runReport(const QStringList &)
{
    return usageError(QStringLiteral("report"), QStringLiteral("not available in this build yet"));
}

} // namespace sw::cli

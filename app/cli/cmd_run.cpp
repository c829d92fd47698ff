// Placeholder: replaced by the issue that owns this command.
#include "clisupport.h"
#include "commands.h"

namespace sw::cli {
int runRun(const QStringList &)
{
    return usageError(QStringLiteral("run"), QStringLiteral("not available in this build yet"));
}

} // namespace sw::cli

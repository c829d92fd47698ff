// Placeholder: replaced by the issue that owns this command.
#include "clisupport.h"
#include "commands.h"

namespace sw::cli {
int runTokens(const QStringList &)
{
    return usageError(QStringLiteral("tokens"), QStringLiteral("not available in this build yet"));
}

} // namespace sw::cli

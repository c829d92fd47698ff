// Placeholder: replaced by the issue that owns this command.
#include "clisupport.h"
#include "commands.h"

namespace sw::cli {
int runValidate(const QStringList &)
{
    return usageError(QStringLiteral("validate"), QStringLiteral("not available in this build yet"));
}

} // namespace sw::cli

#include "clisupport.h"

#include <cstdio>

namespace sw::cli {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int usageError(const QString &command, const QString &message)
{
    err() << "skill-workbench-cli " << command << ": " << message << "\n"
          << "Try 'skill-workbench-cli " << command << " --help'.\n";
    err().flush();
    return 2;
}
} // namespace sw::cli

#pragma once
// Small shared pieces of the command-line tool: output streams and the "not available yet" answer.
#include <QString>
#include <QTextStream>

namespace sw::cli {
QTextStream &out();
QTextStream &err();
// Prints "<command>: <message>" to stderr and returns the usage exit code 2.
int usageError(const QString &command, const QString &message);
} // namespace sw::cli

#pragma once
// The commands of skill-workbench-cli. Each lives in its own cmd_*.cpp and returns the process exit code:
// 0 ok, 1 rejected input / invalid skill / model error, 2 usage or I/O problem (unless its issue says otherwise).
#include <QStringList>

namespace sw::cli {
int runValidate(const QStringList &args); // cmd_validate.cpp
int runList(const QStringList &args); // cmd_repository.cpp
int runPack(const QStringList &args); // cmd_repository.cpp
int runUnpack(const QStringList &args); // cmd_repository.cpp
int runTokens(const QStringList &args); // cmd_tokens.cpp
int runCatalog(const QStringList &args); // cmd_catalog.cpp
int runReport(const QStringList &args); // cmd_catalog.cpp
int runRun(const QStringList &args); // cmd_run.cpp
int runChat(const QStringList &args); // cmd_chat.cpp
int runVisibility(const QStringList &args); // cmd_visibility.cpp
int runEval(const QStringList &args); // cmd_eval.cpp
int runCapture(const QStringList &args); // cmd_capture.cpp
int runProbe(const QStringList &args); // cmd_probe.cpp
} // namespace sw::cli

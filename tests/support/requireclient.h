#pragma once
// SW_REQUIRE_CLIENT(var, client): finds a real agent client (the test setup, scripts/setup-clients.sh, installs the
// pinned ones into .deps/clients) into `var`. Without it (or without its version) the test function fails under CI,
// where the setup must have installed it, and is skipped elsewhere.
#include "clients/clientinstall.h"

#include <QTest>

#define SW_REQUIRE_CLIENT(var, client)                                                                                 \
    const sw::ClientInstall var = sw::detectClient(client);                                                            \
    if (!(var).isFound() || (var).version.isEmpty()) {                                                                 \
        const QByteArray why = QStringLiteral("%1 is not installed (scripts/setup-clients.sh): %2")                    \
                                   .arg(sw::agentClientName(client), (var).error)                                      \
                                   .toUtf8();                                                                          \
        if (qEnvironmentVariableIsSet("CI"))                                                                           \
            QFAIL(why.constData());                                                                                    \
        QSKIP(why.constData());                                                                                        \
    }

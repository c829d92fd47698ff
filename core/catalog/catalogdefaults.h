#pragma once
// The defaults of every token figure the workbench shows when nothing else was chosen: the dialect the catalog is
// rendered in, the encoding it is counted with and the context window it is measured against. The window (Catalog,
// Budget, Library, status bar, Preferences) and the CLI (`report`) read them from here, so both show the same
// numbers for the same skills.
#include <QString>

namespace sw {

// tRPC-Agent-Go's catalog: the agent profile the Debug layout and the demo run by default.
inline QString defaultCatalogDialect()
{
    return QStringLiteral("trpc-go");
}
inline QString defaultEncodingName()
{
    return QStringLiteral("o200k_base");
}
// The window the client listing budgets (Claude Code 1%, Codex 2%) are measured against.
inline constexpr int kDefaultContextWindowTokens = 200'000;

} // namespace sw

#pragma once
// How a catalog dialect's consumer reads SKILL.md: tRPC-Agent-Go (the trpc-go dialect and user dialects based on it)
// reads the frontmatter line by line and keeps quotes, so its catalog shows the lenient reading (quotes and all),
// as the validator's trpc/quotes-kept warns; every other dialect's consumer parses YAML.
#include <QString>

namespace sw {

bool catalogDialectReadsLeniently(const QString &dialect);

} // namespace sw

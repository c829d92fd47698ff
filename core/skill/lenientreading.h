#pragma once
// The lenient reading: how tRPC-Agent-Go's line-by-line frontmatter reader sees SKILL.md (internal to the skill
// module; callers use SkillDocument::lenient).
#include "skill/skilldocument.h"

namespace sw::detail {

// text: the file with CRLF already turned into LF and any BOM still in front (Go does not strip it).
// strictBody/strictBodyStart: the strict reading's body and its offset in text; shared when Go's body starts there.
LenientReading readLenient(
    const QByteArray &text, const QString &folderName, const QString &strictBody = {}, qsizetype strictBodyStart = -1);

} // namespace sw::detail

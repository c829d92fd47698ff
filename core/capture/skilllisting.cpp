// Listing decoding: placements, the per-client rows and matching entries to the open roots' skills.
#include "skilllisting.h"

#include <QFileInfo>

namespace sw {

QString placementOf(const ViewMessage &message, const ViewPart &part)
{
    if (part.kind == ViewPart::Kind::ToolResult)
        return QStringLiteral("tool-result");
    if (message.instructions)
        return QStringLiteral("system");
    if (message.role == QLatin1String("system"))
        return QStringLiteral("system-message");
    if (message.role == QLatin1String("developer"))
        return QStringLiteral("developer-message");
    if (message.role == QLatin1String("tool"))
        return QStringLiteral("tool-result");
    return QStringLiteral("user-message");
}

std::optional<SkillListing> decodeListing(
    const RequestView &view, CaptureClient client, const CaptureSkills &skills, ListingMemory &memory)
{
    if (!view.parsed)
        return std::nullopt;
    for (const ListingDecoder *decoder : listingDecodersFor(client)) {
        std::optional<SkillListing> listing = decoder->find(view, skills, memory);
        if (!listing)
            continue;
        matchListing(*listing, skills);
        return listing;
    }
    return std::nullopt;
}

void matchListing(SkillListing &listing, const CaptureSkills &skills)
{
    for (ListingEntry &e : listing.entries) {
        const CaptureSkill *skill = nullptr;
        if (!e.clientPath.isEmpty()) {
            // The client says where the skill is: only that skill is it.
            skill = skills.byPath(e.clientPath);
            if (!skill
                && QFileInfo(e.clientPath).fileName().compare(QLatin1String("SKILL.md"), Qt::CaseInsensitive) == 0)
                skill = skills.byPath(QFileInfo(e.clientPath).path());
        } else if (!e.builtin) {
            QList<const CaptureSkill *> found;
            if (listing.decoder == QLatin1String("claude-code")) {
                // Claude Code lists folders; the name in parentheses tells apart two folders of one name.
                found = skills.byFolderName(e.name);
                if (!e.alias.isEmpty()) {
                    for (const CaptureSkill *s : std::as_const(found))
                        if (s->name == e.alias) {
                            found = { s };
                            break;
                        }
                }
            }
            if (found.isEmpty())
                found = skills.byName(e.alias.isEmpty() ? e.name : e.alias);
            if (found.isEmpty())
                found = skills.byFolderName(e.name);
            if (!found.isEmpty())
                skill = found.first();
        }
        if (skill) {
            e.builtin = false;
            e.skillPath = skill->skillMdPath;
            const EntryJudgement j = judgeEntryText(e.text, *skill);
            e.verdict = j.verdict;
            e.shortenedBy = j.shortenedBy;
            e.textFromDescription = j.fromDescription;
        } else {
            e.builtin = true;
            e.skillPath.clear();
            e.verdict = normalisedListingText(e.text).isEmpty() ? QStringLiteral("name-only") : QStringLiteral("full");
        }
    }
}

} // namespace sw

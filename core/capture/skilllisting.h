#pragma once
// The skill listing of a captured request, wherever the client put it, read by structure only (tags, entry line
// shapes, skill names; never the clients' own sentences): its entries with their exact text, each matched to a skill
// of the open roots (by name, folder and the path the client gives) or marked as the client's own, with an observed
// verdict. One ListingDecoder per listing format, tried in the order the detected client's row names them; a new
// client or format (Gemini CLI's `# Available Agent Skills` XML reads with the XML decoder) joins with a row
// (docs/capture.md).
#include "capture/captureclient.h"
#include "capture/captureskills.h"
#include "capture/requestview.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace sw {

struct ListingEntry
{
    QString name; // the entry's key as the client wrote it (Claude Code: the folder name)
    QString alias; // Claude Code: the frontmatter name it shows in parentheses when that differs from the folder
    QString text; // the entry's text after the name, exactly as sent ("" when the entry is the name alone)
    QString clientPath; // the path the client gives, resolved (absolute SKILL.md or folder); "" when none
    QString line; // the entry exactly as it stands in the request
    // Matched against the open roots:
    QString skillPath; // SKILL.md of the skill it is; "" when it is none of theirs
    bool builtin = false; // not a skill of the open roots: the client's own (built in, or from a root not opened)
    QString verdict; // "full", "shortened", "name-only"
    int shortenedBy = 0;
    bool textFromDescription = true; // false: listed with a text that is not the skill's description
};

struct SkillListing
{
    QString decoder; // "claude-code", "codex", "xml", "names"
    // "system" (top-level instructions), "system-message" (a system-role message), "system-reminder" (inside a user
    // message), "developer-message", "user-message", "tool-result", "tool-description"
    QString placement;
    QString where; // the JSON path of the text that holds it ("messages[1].content[0].text")
    QString text; // the listing's exact text (its entries)
    QString marker; // the line that introduces it (Claude Code), to recognise the client's later listings
    QList<ListingEntry> entries;
};

// What a capture learns from earlier requests and uses for later ones: the line a client introduced its listing
// with, Codex's root aliases.
struct ListingMemory
{
    QHash<QString, QString> markers; // client id -> the line before its entries
    QHash<QString, QString> codexRoots; // "r0" -> absolute root folder
};

class ListingDecoder
{
public:
    virtual ~ListingDecoder() = default;
    virtual QString id() const = 0;
    // The listing in `view`, its entries parsed and their paths resolved (not yet matched). nullopt when this
    // format's listing is not there.
    virtual std::optional<SkillListing> find(
        const RequestView &view, const CaptureSkills &skills, ListingMemory &memory) const = 0;
};

// The decoders to try for a client, in order (the row of the table).
QList<const ListingDecoder *> listingDecodersFor(CaptureClient client);
const ListingDecoder *listingDecoder(const QString &id);

// Finds the listing with the client's decoders and matches its entries against `skills`.
std::optional<SkillListing> decodeListing(
    const RequestView &view, CaptureClient client, const CaptureSkills &skills, ListingMemory &memory);
// Matches each entry to a skill of `skills` (path first, then name / folder) and judges its text.
void matchListing(SkillListing &listing, const CaptureSkills &skills);

// Where a message part is, as a placement id (see SkillListing::placement).
QString placementOf(const ViewMessage &message, const ViewPart &part);

} // namespace sw

#pragma once
// RequestBuilder: builds each outbound model request from profile + session + skill snapshot, byte for byte
// (PROTOCOL.md sections 3, 5 and 9): system prompt, catalog (core/catalog renderCatalog in the profile's dialect
// and placement), loaded skill bodies/docs materialised into the system message or the matching tool results (with
// the `Loaded skill context:` fallback), tool schemas (enum of skill names), and the history, assembled as a neutral
// ModelRequest and encoded by the WireFormat of BuildOptions::api. The result is a RequestRecord: exact bytes plus
// annotated segments with token counts (and the cache breakpoints of formats that have them).
#include "agent/profile.h"
#include "agent/skillsnapshot.h"
#include "agent/skillstate.h"
#include "catalog/catalogrenderer.h"
#include "session/requestrecord.h"
#include "session/session.h"
#include "wire/wireformat.h"

#include <QByteArrayView>

#include <functional>
#include <memory>

namespace sw {

// Token count of UTF-8 text.
using TokenCounter = std::function<int(QByteArrayView utf8)>;
// o200k_base from core/tokens; *exact = false when it estimates.
TokenCounter defaultTokenCounter(bool *exact = nullptr);

struct BuildOptions
{
    QString model;
    bool stream = true;
    int maxHistoryMessages = 0; // keep only the last N history messages (history suppression); 0 = all
    WireApi api = WireApi::ChatCompletions; // the format the request is encoded in
    WireOptions wire; // max tokens, thinking, reasoning effort, cache breakpoints (formats that have them)
};

class RequestBuilder
{
public:
    explicit RequestBuilder(TokenCounter counter = {}, bool exact = true);

    // `previous` (may be null) is used for the shared-prefix length.
    RequestRecord build(const Profile &profile, const Session &session, const SkillSnapshot &skills,
        const BuildOptions &options, const RequestRecord *previous = nullptr) const;

    // The neutral request `build` encodes (what each format's bytes are made of).
    ModelRequest request(
        const Profile &profile, const Session &session, const SkillSnapshot &skills, const BuildOptions &options) const;

    // The materialised block of one loaded skill (PROTOCOL.md 5): "\n[Loaded] <name>\n\n<body>\n" + "Docs loaded:
    // ..." (+ "\nTools selected: ..." for profiles that show it) + per doc "\n[Doc] <path>\n\n<content>\n".
    static QString loadedBlock(
        const Profile &profile, const AgentSkill &skill, const DocSelection &docs, const QStringList &tools);
    // The same block as annotated parts: the skill's body, then one part per doc.
    static QList<RequestPart> loadedBlockParts(
        const Profile &profile, const AgentSkill &skill, const DocSelection &docs, const QStringList &tools);
    // The docs a selection resolves to (all docs for "*", else the selected ones that exist), in order.
    static QStringList resolvedDocs(const AgentSkill &skill, const DocSelection &docs);
    // Skills materialised into a request, for the `once` offload.
    static QStringList materialisedSkills(const RequestRecord &record);
    // Claude Code's argument substitution in a skill body: $ARGUMENTS, $ARGUMENTS[N], $N; "ARGUMENTS: ..." appended
    // when the body has no placeholder and there are arguments.
    static QString expandSkillArguments(const QString &body, const QString &args);
    // The user message that follows a Skill tool result (texts.skill_message with {name} {folder} {body} {args}).
    static QString skillMessage(const Profile &profile, const AgentSkill &skill, const QString &args);

private:
    // What does not change between requests of one snapshot: the catalog skill list, the rendered catalog per
    // dialect + latest user message (tRPC re-orders by it), tool schemas with their token counts, and token counts
    // and JSON escapes of large texts (the catalog, bodies, docs). Dropped when another snapshot is passed. Not
    // thread-safe: one builder per loop.
    // A large text seen before, recognised by identity (same shared QString data: the cached catalog) before any
    // hashing of its megabytes.
    struct LargeText
    {
        QString text;
        int tokens = -1;
        QByteArray escaped;
    };
    struct CatalogCache
    {
        QList<LargeText> large;
        QStringList names;
        QString joinedCatalog, joinedSeparator, joined; // separator + catalog, built once
        LargeText *identical(const QString &text);
        LargeText &remember(const QString &text);
        QList<AgentSkill> skills; // a shallow copy: keeps the snapshot's list alive, so identity is by data pointer
        bool valid = false;
        QList<CatalogSkill> catalogSkills;
        QHash<QString, QString> rendered;
        QHash<QByteArray, QByteArray> parameters; // schema key -> compact parameters JSON (with the enum)
        QHash<QByteArray, WireEncodeContext::EncodedTool> tools; // schema key + format -> encoded tool
        QHash<QString, int> counts;
        QHash<QString, QByteArray> escaped; // JSON string literals of large texts
    };
    static constexpr qsizetype kCountCacheMinChars = 4096;

    ModelRequest assemble(const Profile &profile, const Session &session, const SkillSnapshot &skills,
        const BuildOptions &options, QHash<QString, QString> *placement) const;
    void syncCache(const SkillSnapshot &skills) const;
    QString cachedCatalog(const QString &dialect, const CatalogOptions &options, const QString &latestUser) const;
    RequestTool requestTool(const ProfileTool &tool, const QStringList &enumNames) const;
    const WireEncodeContext::EncodedTool &encodedTool(const RequestTool &tool, const WireFormat &format) const;
    int countCached(const QString &text) const;
    QString withSeparator(const QString &separator, const QString &catalog) const;
    QByteArray escapedCached(const QString &text) const;

    TokenCounter m_count;
    bool m_exact = true;
    std::shared_ptr<CatalogCache> m_cache;
};

} // namespace sw

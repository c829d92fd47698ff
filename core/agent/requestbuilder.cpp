// RequestBuilder: assembling the neutral request (system prompt, catalog, materialised skills, tools, history) and
// building its record (encoding, token counts, why each skill is in it, the shared prefix).
#include "requestbuilder.h"

#include "wire/wirejson.h"

#include "catalog/catalogrenderer.h"
#include "catalog/claudecodedialect.h"
#include "tokens/tokenizer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace sw {

namespace {
using Part = RequestPart;
using OutMessage = RequestMessage;

QStringList toolsFor(const Profile &profile, const StateMap &state, const AgentSkill &skill)
{
    if (!profile.toolsSelectedLine)
        return {};
    const QString v = state.value(skillkeys::toolsKey(skill.name));
    return v == QLatin1String("*") ? skill.tools : selectedTools(state, skill.name);
}

// The `args` a Skill call of the history carried (Claude Code `Skill {skill, args}`).
QString skillArguments(const Session &session, const QString &callId)
{
    for (const TranscriptEvent &e : session.events)
        for (const ToolCall &call : e.toolCalls)
            if (call.id == callId)
                return QJsonDocument::fromJson(call.arguments.toUtf8())
                    .object()
                    .value(QStringLiteral("args"))
                    .toString();
    return {};
}
} // namespace

ModelRequest RequestBuilder::request(
    const Profile &profile, const Session &session, const SkillSnapshot &skills, const BuildOptions &options) const
{
    QHash<QString, QString> placement;
    return assemble(profile, session, skills, options, &placement);
}

ModelRequest RequestBuilder::assemble(const Profile &profile, const Session &session, const SkillSnapshot &skills,
    const BuildOptions &options, QHash<QString, QString> *placementOut) const
{
    syncCache(skills);
    const QString agent = profile.agentName;
    const StateMap &state = session.state;

    // Loaded skills known to the snapshot.
    QList<const AgentSkill *> loaded;
    for (const QString &name : loadedSkills(state, agent)) {
        if (const AgentSkill *s = skills.find(name))
            loaded << s;
    }

    // History window. Catalog messages published into the history (deepseek) are never cut by the window.
    QList<int> hist;
    QList<int> published;
    QString latestUser;
    for (int i = 0; i < session.events.size(); ++i) {
        const auto k = session.events.at(i).kind;
        if (k == TranscriptEvent::Kind::User || k == TranscriptEvent::Kind::Assistant
            || k == TranscriptEvent::Kind::ToolResult)
            hist << i;
        if (k == TranscriptEvent::Kind::Catalog)
            published << i;
        if (k == TranscriptEvent::Kind::User)
            latestUser = session.events.at(i).text;
    }
    if (options.maxHistoryMessages > 0 && hist.size() > options.maxHistoryMessages) {
        hist = hist.mid(hist.size() - options.maxHistoryMessages);
        while (!hist.isEmpty() && session.events.at(hist.first()).kind == TranscriptEvent::Kind::ToolResult)
            hist.removeFirst();
    }
    // The catalog's options for this request's model, and where it goes (by_model: as the dialect's client puts it).
    CatalogOptions catalogOptions = profile.catalogOptions;
    catalogOptions.model = options.model;
    CatalogPlacement catalogPlacement = profile.catalogPlacement;
    QString catalogRole = profile.catalogRole;
    if (catalogPlacement == CatalogPlacement::ByModel) {
        catalogPlacement = CatalogPlacement::SystemMessage;
        const auto claude
            = std::dynamic_pointer_cast<const ClaudeCodeDialect>(findCatalogDialect(profile.catalogDialect));
        if (claude) {
            const bool reminder = ClaudeCodeDialect::shape(catalogOptions) == ClaudeListingShape::UserReminder;
            catalogPlacement = reminder ? CatalogPlacement::UserReminder : CatalogPlacement::AfterFirstUser;
            if (!reminder)
                catalogRole = QStringLiteral("system");
        }
    }
    const bool historyCarriesCatalog = catalogPlacement == CatalogPlacement::UserReminder && !published.isEmpty();
    if (historyCarriesCatalog) {
        hist += published;
        std::sort(hist.begin(), hist.end());
    }

    auto toolKind = [&profile](const QString &name) -> std::optional<ToolKind> {
        for (const ProfileTool &t : profile.tools) {
            if (t.name == name)
                return t.kind;
        }
        return std::nullopt;
    };

    // Where each loaded skill's block goes.
    QHash<int, QList<const AgentSkill *>> toToolResult; // event index -> skills
    QList<const AgentSkill *> fallback;
    QHash<QString, QString> &placement = *placementOut;
    if (profile.materialisation == Materialisation::ToolResults) {
        for (const AgentSkill *s : loaded) {
            int target = -1;
            for (qsizetype h = hist.size() - 1; h >= 0 && target < 0; --h) {
                const TranscriptEvent &e = session.events.at(hist.at(h));
                if (e.kind != TranscriptEvent::Kind::ToolResult || e.isError || e.skill != s->name)
                    continue;
                const auto kind = toolKind(e.toolName);
                if (kind == ToolKind::SkillLoad || kind == ToolKind::SkillSelectDocs)
                    target = hist.at(h);
            }
            if (target >= 0) {
                toToolResult[target] << s;
                placement.insert(s->name, QStringLiteral("tool_result ") + session.events.at(target).toolCallId);
            } else {
                fallback << s;
                placement.insert(s->name, QStringLiteral("fallback system message"));
            }
        }
    }

    QList<OutMessage> messages;
    // System message.
    {
        OutMessage sys;
        sys.role = profile.systemRole;
        sys.whole = false;
        if (!profile.systemPrompt.isEmpty())
            sys.parts << Part { SegmentKind::SystemPrompt, QStringLiteral("system prompt"), profile.systemPrompt, {},
                {} };
        QString catalog;
        if (catalogPlacement != CatalogPlacement::None && !profile.catalogDialect.isEmpty() && !historyCarriesCatalog)
            catalog = cachedCatalog(profile.catalogDialect, catalogOptions, latestUser);
        if (catalogPlacement == CatalogPlacement::SystemMessage && !catalog.isEmpty()
            && (profile.catalogSkipMarker.isEmpty() || !profile.systemPrompt.contains(profile.catalogSkipMarker))) {
            sys.parts << Part { SegmentKind::Catalog, QStringLiteral("catalog (%1)").arg(profile.catalogDialect),
                withSeparator(profile.systemPrompt.isEmpty() ? QString() : profile.catalogSeparator, catalog), {}, {} };
        }
        if (profile.materialisation == Materialisation::SystemMessage) {
            for (const AgentSkill *s : loaded) {
                sys.parts
                    += loadedBlockParts(profile, *s, docSelection(state, agent, s->name), toolsFor(profile, state, *s));
                placement.insert(s->name, QStringLiteral("system"));
            }
        }
        if (!sys.parts.isEmpty())
            messages << sys;
        if (catalogPlacement == CatalogPlacement::Message && !catalog.isEmpty()) {
            OutMessage m; // Codex: the skills section as a message of its own (a developer message in Codex)
            m.role = catalogRole;
            m.whole = false;
            m.parts << Part { SegmentKind::Catalog, QStringLiteral("catalog (%1)").arg(profile.catalogDialect), catalog,
                {}, {} };
            messages << m;
        }
        if (!fallback.isEmpty()) {
            OutMessage fb;
            fb.role = QStringLiteral("system");
            fb.whole = false;
            fb.parts << Part { SegmentKind::LoadedSkill, QStringLiteral("Loaded skill context: (fallback)"),
                QStringLiteral("Loaded skill context:\n"), {}, {} };
            for (const AgentSkill *s : fallback)
                fb.parts
                    += loadedBlockParts(profile, *s, docSelection(state, agent, s->name), toolsFor(profile, state, *s));
            messages << fb;
        }
        // History, with the deepseek catalog reminder before the first user message.
        bool reminderPending = catalogPlacement == CatalogPlacement::UserReminder && !catalog.isEmpty();
        bool afterUserPending = catalogPlacement == CatalogPlacement::AfterFirstUser && !catalog.isEmpty();
        auto reminder = [&catalog, &profile] {
            OutMessage m;
            m.role = QStringLiteral("user");
            m.whole = false;
            m.parts << Part { SegmentKind::Catalog, QStringLiteral("catalog (%1)").arg(profile.catalogDialect), catalog,
                {}, {} };
            return m;
        };
        QString followUp;
        for (int idx : hist) {
            const TranscriptEvent &e = session.events.at(idx);
            OutMessage m;
            if (e.kind == TranscriptEvent::Kind::Catalog) {
                m.role = QStringLiteral("user");
                m.whole = false;
                m.parts << Part { SegmentKind::Catalog,
                    QStringLiteral("catalog (%1, %2)").arg(profile.catalogDialect, e.reason), e.text, {}, {} };
            } else if (e.kind == TranscriptEvent::Kind::User) {
                if (reminderPending) {
                    messages << reminder();
                    reminderPending = false;
                }
                m.role = QStringLiteral("user");
                m.parts << Part { SegmentKind::History, QStringLiteral("user"), e.text, {}, {} };
            } else if (e.kind == TranscriptEvent::Kind::Assistant) {
                m.role = QStringLiteral("assistant");
                m.contentNull = e.text.isEmpty() && !e.toolCalls.isEmpty();
                m.parts << Part { SegmentKind::History, QStringLiteral("assistant"), e.text, {}, {} };
                m.toolCalls = e.toolCalls;
                m.providerBlocks = e.providerBlocks;
            } else {
                m.role = QStringLiteral("tool");
                m.toolCallId = e.toolCallId;
                m.toolName = e.toolName;
                m.isError = e.isError;
                const QList<const AgentSkill *> targets = toToolResult.value(idx);
                const QString label = e.toolName + QStringLiteral(" result");
                if (targets.isEmpty()) {
                    m.parts << Part { SegmentKind::ToolResult, label, e.text, e.skill, {} };
                    const auto kind = toolKind(e.toolName);
                    if ((kind == ToolKind::InlineSkill || kind == ToolKind::Shell) && !e.isError
                        && !e.skill.isEmpty()) {
                        m.parts.last().kind = SegmentKind::LoadedSkill;
                        m.parts.last().label
                            = (kind == ToolKind::Shell ? QStringLiteral("shell read ") : QStringLiteral("inline "))
                            + e.skill;
                        placement.insert(e.skill,
                            (kind == ToolKind::Shell ? QStringLiteral("shell tool result ")
                                                     : QStringLiteral("inline tool result "))
                                + e.toolCallId);
                    }
                    if (kind == ToolKind::SkillTool && profile.materialisation == Materialisation::UserMessage
                        && !e.isError && !e.skill.isEmpty()) {
                        if (const AgentSkill *s = skills.find(e.skill))
                            followUp = skillMessage(profile, *s, skillArguments(session, e.toolCallId));
                        placement.insert(e.skill, QStringLiteral("user message after ") + e.toolCallId);
                    }
                } else {
                    m.whole = false;
                    const QString stub
                        = profile.text(QStringLiteral("load_result"), { { QStringLiteral("name"), e.skill } });
                    if (e.text != stub)
                        m.parts << Part { SegmentKind::ToolResult, label, e.text, e.skill, {} };
                    for (const AgentSkill *s : targets)
                        m.parts += loadedBlockParts(
                            profile, *s, docSelection(state, agent, s->name), toolsFor(profile, state, *s));
                }
            }
            messages << m;
            if (afterUserPending && e.kind == TranscriptEvent::Kind::User) {
                OutMessage c; // Claude Code (current models): the listing in a system message after the first prompt
                c.role = catalogRole;
                c.inPlace = true;
                c.whole = false;
                c.parts << Part { SegmentKind::Catalog, QStringLiteral("catalog (%1)").arg(profile.catalogDialect),
                    catalog, {}, {} };
                messages << c;
                afterUserPending = false;
            }
            if (!followUp.isEmpty()) {
                OutMessage u; // Claude Code: the skill's content follows its tool result as a user message
                u.role = QStringLiteral("user");
                u.whole = false;
                u.parts << Part { SegmentKind::LoadedSkill, QStringLiteral("[Skill] ") + e.skill, followUp, e.skill,
                    {} };
                messages << u;
                followUp.clear();
            }
        }
        if (reminderPending)
            messages.insert(messages.isEmpty() || messages.first().role != QLatin1String("system") ? 0 : 1, reminder());
        if (afterUserPending) {
            OutMessage c;
            c.role = catalogRole;
            c.inPlace = true;
            c.whole = false;
            c.parts << Part { SegmentKind::Catalog, QStringLiteral("catalog (%1)").arg(profile.catalogDialect), catalog,
                {}, {} };
            messages << c;
        }
    }

    // Tools.
    ModelRequest request;
    request.model = options.model;
    request.stream = options.stream;
    request.options = options.wire;
    const QList<ProfileTool> tools = profile.activeTools();
    if (!tools.isEmpty()) {
        const QStringList &names = m_cache->names;
        const QStringList enumNames
            = profile.enumLimit > 0 && !names.isEmpty() && names.size() <= profile.enumLimit ? names : QStringList();
        for (const ProfileTool &t : tools)
            request.tools << requestTool(t, enumNames);
    }
    request.messages = std::move(messages);
    return request;
}

RequestRecord RequestBuilder::build(const Profile &profile, const Session &session, const SkillSnapshot &skills,
    const BuildOptions &options, const RequestRecord *previous) const
{
    RequestRecord rec;
    rec.index = int(session.requests.size());
    rec.turn = qMax(0, session.turn);
    rec.model = options.model;
    rec.startedAt = QDateTime::currentDateTimeUtc();
    rec.tokensExact = m_exact;
    QHash<QString, QString> placement;
    const ModelRequest request = assemble(profile, session, skills, options, &placement);
    const QString agent = profile.agentName;
    const StateMap &state = session.state;
    QList<const AgentSkill *> loaded;
    for (const QString &name : loadedSkills(state, agent)) {
        if (const AgentSkill *s = skills.find(name))
            loaded << s;
    }
    auto toolKind = [&profile](const QString &name) -> std::optional<ToolKind> {
        for (const ProfileTool &t : profile.tools) {
            if (t.name == name)
                return t.kind;
        }
        return std::nullopt;
    };

    // Encode.
    const WireFormat &format = wireFormat(options.api);
    struct Context : WireEncodeContext
    {
        const RequestBuilder *builder = nullptr;
        const ModelRequest *request = nullptr;
        const WireFormat *format = nullptr;
        QByteArray escaped(const QString &text) const override { return builder->escapedCached(text); }
        int tokens(const QString &text) const override { return builder->countCached(text); }
        const EncodedTool &tool(int index) const override
        {
            return builder->encodedTool(request->tools.at(index), *format);
        }
    } context;
    context.builder = this;
    context.request = &request;
    context.format = &format;
    rec.api = options.api;
    EncodedRequest encoded;
    format.encode(request, context, encoded);
    rec.body = std::move(encoded.body);
    rec.segments = std::move(encoded.segments);
    rec.cacheBreakpoints = std::move(encoded.cacheBreakpoints);
    if (!m_cache->names.isEmpty() && profile.enumLimit > 0 && m_cache->names.size() <= profile.enumLimit) {
        for (const ProfileTool &t : profile.activeTools()) {
            if (!t.skillParameter.isEmpty()) {
                rec.enumSkills = m_cache->names; // the loading timeline: offered by name
                break;
            }
        }
    }
    const QByteArray &b = rec.body;
    for (const RequestSegment &s : rec.segments) {
        rec.tokens += s.tokens;
        if (s.kind == SegmentKind::Catalog && rec.catalogSkills.isEmpty())
            rec.catalogSkills = m_cache->names; // the catalog renders every skill of the snapshot
    }
    rec.eventCount = int(session.events.size());

    // Why each skill is in the request.
    QStringList mentioned;
    for (const AgentSkill *s : loaded)
        mentioned << s->name;
    for (auto it = placement.constBegin(); it != placement.constEnd(); ++it) {
        if (!mentioned.contains(it.key()))
            mentioned << it.key();
    }
    for (const QString &name : mentioned) {
        LoadedSkillInfo info;
        info.skill = name;
        info.placement = placement.value(name);
        info.stateKey
            = state.contains(skillkeys::loadedKey(agent, name)) ? skillkeys::loadedKey(agent, name) : QString();
        info.docsValue = state.value(skillkeys::docsKey(agent, name));
        for (qsizetype i = session.events.size() - 1; i >= 0 && info.reason.isEmpty(); --i) {
            const TranscriptEvent &e = session.events.at(i);
            if (e.kind == TranscriptEvent::Kind::StateDelta) {
                for (const StateChange &c : e.delta) {
                    if (c.key == skillkeys::loadedKey(agent, name) && c.value)
                        info.reason = e.reason;
                }
            } else if (e.kind == TranscriptEvent::Kind::ToolResult && e.skill == name && !e.isError
                && toolKind(e.toolName) == ToolKind::InlineSkill) {
                info.reason = e.toolName + QLatin1Char(' ') + e.toolCallId;
            }
        }
        rec.loaded << info;
    }

    // Prefix shared with the previous request (what a prompt cache could reuse).
    if (previous && !previous->body.isEmpty()) {
        const QByteArray &p = previous->body;
        qsizetype n = 0;
        const qsizetype max = qMin(p.size(), b.size());
        while (n < max && p.at(n) == b.at(n))
            ++n;
        while (n > 0 && n < b.size() && (static_cast<unsigned char>(b.at(n)) & 0xC0) == 0x80)
            --n; // never cut inside a UTF-8 sequence
        rec.sharedPrefixBytes = n;
        // On the basis the request's size is counted on (segment texts), so the shared part never exceeds it.
        rec.sharedPrefixTokens = segmentTokensBefore(b, rec.segments, n, m_count);
    }
    return rec;
}

} // namespace sw

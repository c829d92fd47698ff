// Session: transcript bookkeeping and JSON Lines persistence (with RequestRecord serialisation).
#include "session.h"

#include "wire/redaction.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>

namespace sw {

namespace {
const QLatin1String kSessionFormat("skill-workbench-session/1");

QJsonArray toolCallsJson(const QList<ToolCall> &calls)
{
    QJsonArray a;
    for (const ToolCall &c : calls)
        a << QJsonObject { { "id", c.id }, { "name", c.name }, { "arguments", c.arguments } };
    return a;
}

QJsonArray providerBlocksJson(const QList<ProviderBlock> &blocks)
{
    QJsonArray a;
    for (const ProviderBlock &b : blocks)
        a << QJsonObject { { "api", wireApiName(b.api) }, { "block", QString::fromUtf8(b.json) } }; // bytes kept
    return a;
}

QList<ProviderBlock> providerBlocksFrom(const QJsonArray &a)
{
    QList<ProviderBlock> out;
    for (const QJsonValue v : a) {
        const QJsonObject o = v.toObject();
        const auto api = wireApiFromName(o.value("api").toString());
        if (api && o.value("block").isString())
            out << ProviderBlock { *api, o.value("block").toString().toUtf8() };
    }
    return out;
}

QList<ToolCall> toolCallsFrom(const QJsonArray &a)
{
    QList<ToolCall> out;
    for (const QJsonValue v : a) {
        const QJsonObject o = v.toObject();
        out << ToolCall { o.value("id").toString(), o.value("name").toString(), o.value("arguments").toString() };
    }
    return out;
}

} // namespace

QJsonObject RequestRecord::toJson() const
{
    QJsonArray segs;
    for (const RequestSegment &s : segments) {
        QJsonObject o { { "kind", segmentKindName(s.kind) }, { "label", s.label }, { "message", s.messageIndex },
            { "start", qint64(s.byteStart) }, { "length", qint64(s.byteLength) }, { "tokens", s.tokens } };
        if (!s.skill.isEmpty())
            o.insert("skill", s.skill);
        if (!s.doc.isEmpty())
            o.insert("doc", s.doc);
        segs << o;
    }
    QJsonArray loadedJson;
    for (const LoadedSkillInfo &l : loaded)
        loadedJson << QJsonObject { { "skill", l.skill }, { "reason", l.reason }, { "state_key", l.stateKey },
            { "docs", l.docsValue }, { "placement", l.placement } };
    QJsonObject o { { "index", index }, { "turn", turn }, { "step", step },
        { "started_at", startedAt.toString(Qt::ISODateWithMs) }, { "model", model }, { "api", wireApiName(api) },
        { "body", QString::fromUtf8(body) }, { "segments", segs }, { "loaded", loadedJson }, { "tokens", tokens },
        { "tokens_exact", tokensExact }, { "shared_prefix_bytes", qint64(sharedPrefixBytes) },
        { "shared_prefix_tokens", sharedPrefixTokens }, { "finished", finished }, { "failed", failed },
        { "attempts", attempts }, { "duration_ms", durationMs }, { "usage", usage.toJson() } };
    if (!cacheBreakpoints.isEmpty()) {
        QJsonArray bps;
        for (const CacheBreakpoint &bp : cacheBreakpoints) {
            QJsonArray points;
            for (CachePoint p : bp.points)
                points << cachePointName(p);
            bps << QJsonObject { { "points", points }, { "offset", qint64(bp.byteOffset) }, { "segment", bp.segment },
                { "prefix_tokens", bp.prefixTokens } };
        }
        o.insert("cache_breakpoints", bps);
    }
    if (finished || !response.text.isEmpty() || !response.reasoning.isEmpty()) { // a partial answer too
        QJsonObject r { { "text", response.text }, { "finish_reason", response.finishReason },
            { "tool_calls", toolCallsJson(response.toolCalls) } };
        if (!response.reasoning.isEmpty())
            r.insert("reasoning", response.reasoning);
        if (!response.providerBlocks.isEmpty())
            r.insert("provider_blocks", providerBlocksJson(response.providerBlocks));
        if (!response.unknownEvents.isEmpty())
            r.insert("unknown_events", QJsonArray::fromStringList(response.unknownEvents));
        o.insert("response", r);
    }
    if (failed)
        o.insert("error", error.describe());
    if (!clearedAfter.isEmpty())
        o.insert("cleared_after", clearedAfter);
    if (!catalogSkills.isEmpty())
        o.insert("catalog_skills", QJsonArray::fromStringList(catalogSkills));
    if (!enumSkills.isEmpty())
        o.insert("enum_skills", QJsonArray::fromStringList(enumSkills));
    if (eventCount >= 0)
        o.insert("event_count", eventCount);
    if (branchOf >= 0)
        o.insert("branch_of", branchOf);
    if (fromCache)
        o.insert("from_cache", true);
    if (!answeredBy.isEmpty())
        o.insert("answered_by", answeredBy);
    if (!transport.isEmpty()) {
        QJsonArray attemptsJson;
        for (const TransportAttempt &a : transport)
            attemptsJson << a.toJson();
        o.insert("transport", attemptsJson);
    }
    return o;
}

QList<int> RequestRecord::sharedTokensPerSegment() const
{
    QList<int> out(segments.size(), 0);
    if (sharedPrefixTokens <= 0)
        return out;
    int whole = 0;
    int partial = -1;
    for (int i = 0; i < segments.size(); ++i) {
        const RequestSegment &s = segments.at(i);
        if (s.byteStart + s.byteLength <= sharedPrefixBytes) {
            out[i] = s.tokens;
            whole += s.tokens;
        } else if (s.byteStart < sharedPrefixBytes && partial < 0) {
            partial = i;
        }
    }
    if (partial >= 0)
        out[partial] = qBound(0, sharedPrefixTokens - whole, segments.at(partial).tokens);
    return out;
}

RequestRecord RequestRecord::fromJson(const QJsonObject &o)
{
    RequestRecord r;
    r.index = o.value("index").toInt();
    r.turn = o.value("turn").toInt();
    r.step = o.value("step").toInt();
    r.startedAt = QDateTime::fromString(o.value("started_at").toString(), Qt::ISODateWithMs);
    r.model = o.value("model").toString();
    r.api = wireApiFromName(o.value("api").toString())
                .value_or(WireApi::ChatCompletions); // older files: Chat Completions
    r.body = o.value("body").toString().toUtf8();
    for (const QJsonValue v : o.value("segments").toArray()) {
        const QJsonObject s = v.toObject();
        RequestSegment seg;
        seg.kind = segmentKindFromName(s.value("kind").toString()).value_or(seg.kind);
        seg.label = s.value("label").toString();
        seg.messageIndex = s.value("message").toInt(-1);
        seg.byteStart = s.value("start").toInteger();
        seg.byteLength = s.value("length").toInteger();
        seg.tokens = s.value("tokens").toInt();
        seg.skill = s.value("skill").toString();
        seg.doc = s.value("doc").toString();
        r.segments << seg;
    }
    for (const QJsonValue v : o.value("loaded").toArray()) {
        const QJsonObject l = v.toObject();
        r.loaded << LoadedSkillInfo { l.value("skill").toString(), l.value("reason").toString(),
            l.value("state_key").toString(), l.value("docs").toString(), l.value("placement").toString() };
    }
    r.tokens = o.value("tokens").toInt();
    r.tokensExact = o.value("tokens_exact").toBool(true);
    r.sharedPrefixBytes = o.value("shared_prefix_bytes").toInteger();
    r.sharedPrefixTokens = o.value("shared_prefix_tokens").toInt(-1);
    if (r.sharedPrefixTokens > r.tokens) // older files counted the raw JSON prefix: the shared part is never more
        r.sharedPrefixTokens = r.tokens;
    r.finished = o.value("finished").toBool();
    r.failed = o.value("failed").toBool();
    r.attempts = o.value("attempts").toInt(1);
    r.durationMs = o.value("duration_ms").toInteger();
    r.fromCache = o.value("from_cache").toBool();
    r.answeredBy = o.value("answered_by").toString();
    r.usage = ChatUsage::fromJson(o.value("usage").toObject());
    const QJsonObject resp = o.value("response").toObject();
    r.response.text = resp.value("text").toString();
    r.response.textIsNull = !resp.contains("text") || r.response.text.isEmpty();
    r.response.reasoning = resp.value("reasoning").toString();
    r.response.finishReason = resp.value("finish_reason").toString();
    r.response.toolCalls = toolCallsFrom(resp.value("tool_calls").toArray());
    r.response.providerBlocks = providerBlocksFrom(resp.value("provider_blocks").toArray());
    for (const QJsonValue v : resp.value("unknown_events").toArray())
        r.response.unknownEvents << v.toString();
    for (const QJsonValue v : o.value("cache_breakpoints").toArray()) {
        const QJsonObject b = v.toObject();
        CacheBreakpoint bp;
        for (const QJsonValue p : b.value("points").toArray()) {
            if (const auto point = cachePointFromName(p.toString()))
                bp.points << *point;
        }
        bp.byteOffset = b.value("offset").toInteger();
        bp.segment = b.value("segment").toInt(-1);
        bp.prefixTokens = b.value("prefix_tokens").toInt();
        r.cacheBreakpoints << bp;
    }
    r.response.usage = r.usage;
    if (r.failed)
        r.error.message = o.value("error").toString();
    if (!r.finished && !r.failed) { // saved while it ran (an older file): it never finishes now
        r.failed = true;
        r.error = ProviderError::make(
            ProviderError::Kind::Cancelled, QStringLiteral("not finished when the session was saved"));
    }
    r.clearedAfter = o.value("cleared_after").toString();
    for (const QJsonValue v : o.value("catalog_skills").toArray())
        r.catalogSkills << v.toString();
    for (const QJsonValue v : o.value("enum_skills").toArray())
        r.enumSkills << v.toString();
    r.eventCount = o.value("event_count").toInt(-1);
    r.branchOf = o.value("branch_of").toInt(-1);
    for (const QJsonValue v : o.value("transport").toArray())
        r.transport << TransportAttempt::fromJson(v.toObject());
    return r;
}

Session::NoticeOutcome Session::noticeOutcome(const TranscriptEvent &notice) const
{
    if (notice.requestIndex < 0 || notice.requestIndex >= requests.size())
        return NoticeOutcome::Error; // a failure (or an older session's retry)
    const RequestRecord &request = requests.at(notice.requestIndex);
    if (request.failed)
        return NoticeOutcome::Error;
    return request.finished ? NoticeOutcome::Recovered : NoticeOutcome::Retrying;
}

QString TranscriptEvent::kindName(Kind kind)
{
    switch (kind) {
    case Kind::User:
        return QStringLiteral("user");
    case Kind::Assistant:
        return QStringLiteral("assistant");
    case Kind::ToolResult:
        return QStringLiteral("tool_result");
    case Kind::StateDelta:
        return QStringLiteral("state_delta");
    case Kind::Notice:
        return QStringLiteral("notice");
    case Kind::Catalog:
        return QStringLiteral("catalog");
    }
    return {};
}

QJsonObject TranscriptEvent::toJson() const
{
    QJsonObject o { { "type", kindName(kind) }, { "time", time.toString(Qt::ISODateWithMs) }, { "turn", turn } };
    switch (kind) {
    case Kind::User:
        o.insert("text", text);
        break;
    case Kind::Notice:
        o.insert("text", text);
        if (requestIndex >= 0)
            o.insert("request", requestIndex); // a retry's notice: the request it retried
        break;
    case Kind::Assistant:
        o.insert("text", text);
        if (!reasoning.isEmpty())
            o.insert("reasoning", reasoning);
        if (!toolCalls.isEmpty())
            o.insert("tool_calls", toolCallsJson(toolCalls));
        if (!providerBlocks.isEmpty())
            o.insert("provider_blocks", providerBlocksJson(providerBlocks));
        o.insert("request", requestIndex);
        if (incomplete)
            o.insert("incomplete", true);
        break;
    case Kind::ToolResult:
        o.insert("tool_call_id", toolCallId);
        o.insert("tool", toolName);
        o.insert("content", text);
        if (!skill.isEmpty())
            o.insert("skill", skill);
        if (isError)
            o.insert("error", true);
        if (cancelled)
            o.insert("cancelled", true);
        o.insert("duration_ms", durationMs);
        break;
    case Kind::StateDelta: {
        QJsonObject d;
        for (const StateChange &c : delta)
            d.insert(c.key, c.value ? QJsonValue(*c.value) : QJsonValue());
        o.insert("delta", d);
        o.insert("reason", reason);
        break;
    }
    case Kind::Catalog:
        o.insert("text", text);
        o.insert("reason", reason);
        o.insert("digest", QString::fromLatin1(digest));
        break;
    }
    return o;
}

TranscriptEvent TranscriptEvent::fromJson(const QJsonObject &o)
{
    TranscriptEvent e;
    const QString type = o.value("type").toString();
    for (Kind k : { Kind::User, Kind::Assistant, Kind::ToolResult, Kind::StateDelta, Kind::Notice, Kind::Catalog }) {
        if (kindName(k) == type)
            e.kind = k;
    }
    e.time = QDateTime::fromString(o.value("time").toString(), Qt::ISODateWithMs);
    e.turn = o.value("turn").toInt();
    e.text = e.kind == Kind::ToolResult ? o.value("content").toString() : o.value("text").toString();
    e.reasoning = o.value("reasoning").toString();
    e.toolCalls = toolCallsFrom(o.value("tool_calls").toArray());
    e.providerBlocks = providerBlocksFrom(o.value("provider_blocks").toArray());
    e.requestIndex = o.value("request").toInt(-1);
    e.incomplete = o.value("incomplete").toBool();
    e.toolCallId = o.value("tool_call_id").toString();
    e.toolName = o.value("tool").toString();
    e.skill = o.value("skill").toString();
    e.isError = o.value("error").toBool();
    e.cancelled = o.value("cancelled").toBool();
    e.durationMs = o.value("duration_ms").toInteger();
    const QJsonObject d = o.value("delta").toObject();
    for (auto it = d.begin(); it != d.end(); ++it)
        e.delta << StateChange { it.key(),
            it.value().isNull() ? std::nullopt : std::optional<QString>(it.value().toString()) };
    e.reason = o.value("reason").toString();
    e.digest = o.value("digest").toString().toLatin1();
    return e;
}

StateDelta Session::applyDelta(const StateDelta &delta, const QString &reason)
{
    StateDelta eff = effectiveDelta(state, delta);
    if (eff.isEmpty())
        return eff;
    applyStateDelta(state, eff);
    TranscriptEvent e;
    e.kind = TranscriptEvent::Kind::StateDelta;
    e.delta = eff;
    e.reason = reason;
    append(e);
    return eff;
}

int Session::append(const TranscriptEvent &event)
{
    TranscriptEvent e = event;
    if (!e.time.isValid())
        e.time = QDateTime::currentDateTimeUtc();
    e.turn = qMax(0, turn);
    events << e;
    return int(events.size()) - 1;
}

const RequestRecord *Session::lastMainRequest() const
{
    for (qsizetype i = requests.size() - 1; i >= 0; --i) {
        if (requests.at(i).branchOf < 0)
            return &requests.at(i);
    }
    return nullptr;
}

std::optional<Session> Session::truncatedBefore(int userEvent) const
{
    if (userEvent < 0 || userEvent >= events.size() || events.at(userEvent).kind != TranscriptEvent::Kind::User)
        return std::nullopt;
    Session s = *this;
    const int cutTurn = events.at(userEvent).turn;
    s.events.resize(userEvent);
    s.state.clear();
    for (const TranscriptEvent &e : std::as_const(s.events)) {
        if (e.kind == TranscriptEvent::Kind::StateDelta)
            applyStateDelta(s.state, e.delta);
    }
    s.requests.erase(std::remove_if(s.requests.begin(), s.requests.end(),
                         [cutTurn](const RequestRecord &r) { return r.turn >= cutTurn; }),
        s.requests.end());
    // Re-sent branches of the kept turns were appended after the dropped requests: they move up (their originals,
    // of kept turns, stay where they were).
    for (qsizetype i = 0; i < s.requests.size(); ++i)
        s.requests[i].index = int(i);
    s.turn = cutTurn - 1;
    return s;
}

QStringList Session::models() const
{
    QStringList out;
    for (const RequestRecord &r : requests)
        if (!r.model.isEmpty() && !out.contains(r.model))
            out << r.model;
    if (out.isEmpty() && !model.isEmpty())
        out << model;
    return out;
}

int Session::lastUserEvent() const
{
    for (qsizetype i = events.size() - 1; i >= 0; --i) {
        if (events.at(i).kind == TranscriptEvent::Kind::User)
            return int(i);
    }
    return -1;
}

QByteArray Session::publishedCatalogDigest() const
{
    for (qsizetype i = events.size() - 1; i >= 0; --i) {
        if (events.at(i).kind == TranscriptEvent::Kind::Catalog)
            return events.at(i).digest;
    }
    return {};
}

QByteArray Session::toJsonLines(const QStringList &secrets) const
{
    QByteArray out;
    auto line = [&out, &secrets](const QJsonObject &o) {
        out += redactSecrets(QJsonDocument(o).toJson(QJsonDocument::Compact), secrets);
        out += '\n';
    };
    line(QJsonObject { { "type", "session" }, { "format", QString(kSessionFormat) }, { "id", id },
        { "profile", profileName }, { "model", model }, { "provider", providerName }, { "provider_id", providerId },
        { "endpoints", QJsonArray::fromStringList(endpoints) }, { "api", wireApiName(api) }, { "replay", replay },
        { "created", created.toString(Qt::ISODateWithMs) } });
    for (const TranscriptEvent &e : events)
        line(e.toJson());
    for (const RequestRecord &r : requests) {
        QJsonObject o = r.toJson();
        o.insert("type", "request");
        line(o);
    }
    QJsonObject st;
    for (auto it = state.constBegin(); it != state.constEnd(); ++it)
        st.insert(it.key(), it.value());
    line(QJsonObject { { "type", "state" }, { "turn", turn }, { "state", st } });
    return out;
}

bool Session::save(const QString &path, const QStringList &secrets, QString *error) const
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    // Sessions hold prompts, answers and whatever the tools read: readable by the owner only (0600).
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    f.write(toJsonLines(secrets));
    if (!f.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

std::optional<Session> Session::fromJsonLines(const QByteArray &data, QString *error)
{
    Session s;
    bool header = false;
    int lineNo = 0;
    for (const QByteArray &raw : data.split('\n')) {
        ++lineNo;
        if (raw.trimmed().isEmpty())
            continue;
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(raw, &pe).object();
        if (pe.error != QJsonParseError::NoError) {
            *error = QStringLiteral("not a session file: line %1 is not JSON (%2 at byte %3)")
                         .arg(lineNo)
                         .arg(pe.errorString())
                         .arg(pe.offset + 1);
            return std::nullopt;
        }
        const QString type = o.value("type").toString();
        if (type == QLatin1String("session")) {
            if (o.value("format").toString() != kSessionFormat) {
                *error = QStringLiteral("line %1: not a %2 file").arg(lineNo).arg(kSessionFormat);
                return std::nullopt;
            }
            header = true;
            s.id = o.value("id").toString();
            s.profileName = o.value("profile").toString();
            s.model = o.value("model").toString();
            s.providerName = o.value("provider").toString();
            s.providerId = o.value("provider_id").toString();
            for (const QJsonValue e : o.value("endpoints").toArray())
                s.endpoints << e.toString();
            s.api = wireApiFromName(o.value("api").toString()).value_or(WireApi::ChatCompletions);
            s.replay = o.value("replay").toBool();
            s.created = QDateTime::fromString(o.value("created").toString(), Qt::ISODateWithMs);
        } else if (type == QLatin1String("request")) {
            s.requests << RequestRecord::fromJson(o);
        } else if (type == QLatin1String("state")) {
            s.turn = o.value("turn").toInt(-1);
            const QJsonObject st = o.value("state").toObject();
            for (auto it = st.begin(); it != st.end(); ++it)
                s.state.insert(it.key(), it.value().toString());
        } else {
            s.events << TranscriptEvent::fromJson(o);
        }
    }
    if (!header) {
        *error = QStringLiteral("not a session file: no line says {\"type\": \"session\", \"format\": \"%1\"}")
                     .arg(kSessionFormat);
        return std::nullopt;
    }
    return s;
}

std::optional<Session> Session::load(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    return fromJsonLines(f.readAll(), error);
}

} // namespace sw

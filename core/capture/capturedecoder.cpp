// CaptureDecoder: per-exchange decoding, loads across exchanges, observed against predicted per skill.
#include "capturedecoder.h"

#include "capture/capturesegments.h"
#include "wire/sseparser.h"
#include "wire/wireformat.h"

#include <QCryptographicHash>
#include <QJsonDocument>

#include <algorithm>

namespace sw {

namespace {

bool readAnswer(const CaptureFormat *format, const CaptureExchange &e, ChatResponse *response)
{
    if (!format || !format->wireApi || e.status < 200 || e.status >= 300 || e.responseBody.isEmpty())
        return false;
    const WireFormat &wire = wireFormat(*format->wireApi);
    if (e.responseHeader("content-type").toLower().contains("text/event-stream")) {
        SseParser parser;
        QList<QByteArray> events = parser.feed(e.responseBody);
        events += parser.finish();
        const std::unique_ptr<StreamDecoder> decoder = wire.decoder();
        for (const QByteArray &event : std::as_const(events)) {
            StreamDelta delta;
            ProviderError error;
            if (!decoder->apply(event, &delta, &error))
                break;
        }
        if (!decoder->sawAnything())
            return false;
        *response = decoder->response();
        response->rawBody = e.responseBody;
        return true;
    }
    ProviderError error;
    if (!wire.parseBody(e.responseBody, response, &error))
        return false;
    response->rawBody = e.responseBody;
    return true;
}

// Arguments as compact JSON, the form RequestView gives a call sent back in the conversation.
QString compactArguments(const QString &arguments)
{
    const QJsonDocument doc = QJsonDocument::fromJson(arguments.toUtf8());
    return doc.isObject() ? QString::fromUtf8(doc.toJson(QJsonDocument::Compact)) : arguments;
}

qsizetype commonPrefix(const QByteArray &a, const QByteArray &b)
{
    const qsizetype n = std::min(a.size(), b.size());
    qsizetype i = 0;
    while (i < n && a.at(i) == b.at(i))
        ++i;
    return i;
}

} // namespace

bool SkillOutcome::agree() const
{
    if (!hasPrediction)
        return false;
    if (observed != predicted)
        return false;
    return observed != QLatin1String("shortened") || observedShortenedBy == predictedShortenedBy;
}

void CaptureDecoder::setSkills(const SkillIndexPtr &index)
{
    m_skills = CaptureSkills(index);
    m_skills.setCopyRoots(m_copyRoots);
    if (m_firstListing) {
        matchListing(*m_firstListing, m_skills);
        m_predicted = predictVerdicts(m_skills.index(), m_client.client, m_contextWindow, m_model);
    }
    updateOutcomes();
}

bool CaptureDecoder::selectListing(int request)
{
    for (qsizetype i = 0; i < m_choices.size(); ++i) {
        if (m_choices.at(i).request != request)
            continue;
        const KeptListing &kept = m_kept.at(i);
        m_firstListing = kept.listing;
        m_listingRequest = request;
        m_client = m_choices.at(i).client;
        m_clientKnown = true;
        m_contextWindow = kept.contextWindow;
        m_model = kept.model;
        matchListing(*m_firstListing, m_skills);
        m_predicted = predictVerdicts(m_skills.index(), m_client.client, m_contextWindow, m_model);
        updateOutcomes();
        return true;
    }
    return false;
}

void CaptureDecoder::setCopyRoots(const QStringList &roots)
{
    m_copyRoots = roots;
    setSkills(m_skills.index());
}

DecodedExchange CaptureDecoder::decode(const CaptureExchange &e)
{
    DecodedExchange d;
    d.number = e.number;
    d.method = e.method;
    d.path = e.path();
    d.status = e.status;
    d.bodySha256 = QCryptographicHash::hash(e.requestBody, QCryptographicHash::Sha256).toHex();
    const RequestView view = readRequest(d.path, e.requestBody);
    d.api = view.api;
    d.model = view.model;
    d.client = identifyClient(e.requestHeaders, view);
    if (m_clientHint && *m_clientHint != d.client.client) {
        d.client.client = *m_clientHint;
        d.client.version.clear();
    }
    if (!m_clientKnown && d.client.client != CaptureClient::Unknown) {
        m_client = d.client;
        m_clientKnown = true;
    }

    d.listing = decodeListing(view, d.client.client, m_skills, m_memory);
    if (d.listing) {
        bool known = false;
        for (const ListingChoice &c : std::as_const(m_choices))
            known = known || (c.client.client == d.client.client && c.client.version == d.client.version);
        if (!known) {
            const int window
                = contextWindowFor(d.client.client, d.model, QString::fromLatin1(e.requestHeader("anthropic-beta")));
            m_choices << ListingChoice { d.number, d.client };
            m_kept << KeptListing { *d.listing, window, d.model };
            if (m_choices.size() == 1)
                selectListing(d.number);
        }
    }

    const CaptureFormat *format = nullptr;
    for (const CaptureFormat &f : captureFormats())
        if (f.name == view.api)
            format = &f;
    d.responseRead = readAnswer(format, e, &d.response);
    findLoads(d, view);
    d.record = makeRecord(e, d, view);
    m_previousBody = e.requestBody;
    return d;
}

void CaptureDecoder::findLoads(const DecodedExchange &d, const RequestView &view)
{
    auto add = [this](const QString &key, const SkillLoad &load) {
        m_loadByKey.insert(key, int(m_loads.size()));
        m_loads << load;
    };
    // Calls in the conversation the client sent (their answers were not read, or came before the capture).
    for (const ViewPart *call : view.toolCalls()) {
        const QString key = call->callId.isEmpty() ? call->toolName + call->arguments : call->callId;
        if (m_loadByKey.contains(key))
            continue;
        // A call read from an earlier answer, sent back under an id the client gave it (Gemini's answers carry none:
        // Gemini CLI names the call itself): the same load, now known by the client's id.
        const auto answered = m_unconfirmedAnswerCalls.constFind(call->toolName + call->arguments);
        if (answered != m_unconfirmedAnswerCalls.constEnd()) {
            const int index = *answered;
            m_unconfirmedAnswerCalls.erase(answered);
            m_loadByKey.insert(key, index);
            if (!call->callId.isEmpty())
                m_loads[index].callId = call->callId;
            continue;
        }
        if (std::optional<SkillLoad> load = loadFromToolCall(call->toolName, call->arguments, m_skills, m_memory)) {
            load->request = d.number;
            load->callId = call->callId;
            add(key, *load);
        }
    }
    // The client's results of earlier calls.
    for (const ViewMessage &m : view.messages) {
        for (const ViewPart &p : m.parts) {
            if (p.kind != ViewPart::Kind::ToolResult)
                continue;
            const auto it = m_loadByKey.constFind(p.callId);
            if (it == m_loadByKey.constEnd() || m_loads.at(*it).confirmedIn != 0)
                continue;
            m_loads[*it].confirmedIn = d.number;
            m_loads[*it].resultIsError = p.isError;
        }
    }
    for (const auto &[key, mention] : mentionedLoads(view, m_skills)) {
        if (m_loadByKey.contains(key))
            continue;
        SkillLoad load = mention;
        load.request = d.number;
        load.confirmedIn = d.number;
        add(key, load);
    }
    // Calls the model made in this exchange's answer.
    for (const ToolCall &call : d.response.toolCalls) {
        const QString key = call.id.isEmpty() ? QStringLiteral("%1:%2").arg(d.number).arg(call.name) : call.id;
        if (m_loadByKey.contains(key))
            continue;
        if (std::optional<SkillLoad> load = loadFromToolCall(call.name, call.arguments, m_skills, m_memory)) {
            load->request = d.number;
            load->callId = call.id;
            m_unconfirmedAnswerCalls.insert(call.name + compactArguments(call.arguments), int(m_loads.size()));
            add(key, *load);
        }
    }
}

void CaptureDecoder::updateOutcomes()
{
    m_outcomes.clear();
    QHash<QString, const ListingEntry *> listed;
    if (m_firstListing)
        for (const ListingEntry &e : std::as_const(m_firstListing->entries))
            if (!e.skillPath.isEmpty() && !listed.contains(e.skillPath))
                listed.insert(e.skillPath, &e);
    for (const CaptureSkill &s : m_skills.all()) {
        SkillOutcome o;
        o.name = s.name;
        o.path = s.skillMdPath;
        if (const ListingEntry *e = listed.value(s.skillMdPath)) {
            o.observed = e->verdict;
            o.observedShortenedBy = e->shortenedBy;
            o.observedIn = m_listingRequest;
            o.listedText = e->text;
        } else if (m_firstListing) {
            o.observedIn = m_listingRequest;
            o.observedReason = QStringLiteral("not in the listing of request %1").arg(m_listingRequest);
        } else {
            o.observedReason = QStringLiteral("no request carried a skill listing");
        }
        if (m_firstListing && hasPrediction(m_client.client) && m_predicted.contains(s.skillMdPath)) {
            const PredictedVerdict &p = m_predicted.value(s.skillMdPath);
            o.hasPrediction = true;
            o.predicted = p.verdict;
            o.predictedShortenedBy = p.shortenedBy;
            o.predictedReason = p.reason;
        }
        m_outcomes << o;
    }
    std::stable_sort(m_outcomes.begin(), m_outcomes.end(),
        [](const SkillOutcome &a, const SkillOutcome &b) { return a.name < b.name; });
}

RequestRecord CaptureDecoder::makeRecord(
    const CaptureExchange &e, const DecodedExchange &d, const RequestView &view) const
{
    RequestRecord r;
    r.index = e.number - 1;
    r.startedAt = e.startedAt;
    r.model = view.model;
    for (const CaptureFormat &f : captureFormats())
        if (f.name == view.api && f.wireApi)
            r.api = *f.wireApi;
    r.body = e.requestBody;
    r.segments = captureSegments(e.requestBody, view, d.listing, m_loads, &r.tokensExact);
    qsizetype shared = commonPrefix(m_previousBody, e.requestBody);
    r.sharedPrefixBytes = shared;
    r.sharedPrefixTokens = m_previousBody.isEmpty() ? -1 : 0;
    for (const RequestSegment &s : std::as_const(r.segments)) {
        r.tokens += s.tokens;
        if (r.sharedPrefixTokens >= 0 && s.byteStart + s.byteLength <= shared)
            r.sharedPrefixTokens += s.tokens; // whole segments inside the shared prefix
    }
    if (d.listing)
        for (const ListingEntry &entry : d.listing->entries)
            r.catalogSkills << entry.name;
    for (const SkillLoad &load : m_loads) {
        if (load.confirmedIn != e.number)
            continue;
        LoadedSkillInfo info;
        info.skill = load.skill;
        info.reason = load.how + (load.callId.isEmpty() ? QString() : QLatin1Char(' ') + load.callId);
        info.placement = load.how == QLatin1String("mention") ? QStringLiteral("user message")
                                                              : QStringLiteral("tool_result ") + load.callId;
        r.loaded << info;
    }
    r.finished = true;
    r.response = d.response;
    if (!d.responseRead)
        r.response.rawBody = e.responseBody;
    r.usage = d.response.usage;
    r.attempts = int(e.attempts.size());
    r.transport = e.attempts;
    r.answeredBy = e.answeredBy;
    r.fromCache = e.answeredBy == QLatin1String("cache");
    r.durationMs = e.totalUs / 1000;
    const bool ok = e.status >= 200 && e.status < 300 && e.end == TransportAttempt::End::Complete;
    r.failed = !ok;
    if (!ok) {
        if (e.upstreamUnreachable || e.status == 0 || e.end != TransportAttempt::End::HttpError) {
            r.error.kind = e.end == TransportAttempt::End::Cancelled ? ProviderError::Kind::Cancelled
                : e.end == TransportAttempt::End::Timeout            ? ProviderError::Kind::Timeout
                                                                     : ProviderError::Kind::Network;
            r.error.httpStatus = e.upstreamUnreachable ? 0 : e.status;
            r.error.message = e.error;
        } else {
            std::optional<WireApi> api;
            for (const CaptureFormat &f : captureFormats())
                if (f.name == view.api)
                    api = f.wireApi;
            r.error = api ? wireFormat(*api).errorFromBody(e.status, e.responseBody)
                          : ProviderError::make(ProviderError::Kind::Http,
                              QStringLiteral("HTTP %1: %2").arg(e.status).arg(bytesPreview(e.responseBody)));
            r.error.httpStatus = e.status;
            r.error.retryAfterSeconds = e.retryAfterSeconds();
        }
    }
    return r;
}

} // namespace sw

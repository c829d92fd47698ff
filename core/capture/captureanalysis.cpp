// CaptureAnalysis: the decoder's worker, request-order release, the capture's session.
#include "captureanalysis.h"

#include <QFutureWatcher>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace sw {

// The decoding jobs queued, and the body bytes decoded since free heap memory was last handed back.
struct CaptureAnalysis::Backlog
{
    std::atomic<int> queued { 0 };
    std::atomic<qint64> decodedBytes { 0 };
};

namespace {

// Hands free heap memory back to the system once the queue has drained after this many body bytes decoded: each
// decode makes a body whole and parses it, and glibc keeps what a burst of them freed resident otherwise.
constexpr qint64 kTrimAfterBytes = qint64(32) * 1024 * 1024;

void returnFreeMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace

struct CaptureAnalysis::JobResult
{
    std::optional<DecodedExchange> decoded;
    QList<SkillOutcome> skills;
    QList<SkillLoad> loads;
    ClientIdentity client;
    int contextWindow = 0;
    int listingRequest = 0;
    std::optional<SkillListing> listing;
    QList<ListingChoice> listingChoices;
    bool scanned = false;
    bool rematched = false; // the listing was matched again (copy roots): the outcomes may differ, not their number
    int scannedSkills = 0;
    QStringList rootProblems;

    // What the decoder knows now: the outcomes, loads, client, context window and listing.
    void takeStateOf(const CaptureDecoder &decoder)
    {
        skills = decoder.outcomes();
        loads = decoder.loads();
        client = decoder.client();
        contextWindow = decoder.contextWindow();
        listingRequest = decoder.listingRequest();
        listing = decoder.listing();
        listingChoices = decoder.listingChoices();
    }
};

CaptureAnalysis::CaptureAnalysis(QObject *parent)
    : QObject(parent)
    , m_decoder(std::make_shared<CaptureDecoder>())
    , m_bodies(std::make_shared<BodyStore>())
    , m_backlog(std::make_shared<Backlog>())
{
    m_pool.setMaxThreadCount(1); // one job after another: the decoder learns from earlier requests
    m_pool.setObjectName(QStringLiteral("capture analysis"));
    m_session.id
        = QStringLiteral("capture-%1").arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddTHHmmss")));
    m_session.profileName = QStringLiteral("capture");
    m_session.providerName = QStringLiteral("capture");
}

CaptureAnalysis::~CaptureAnalysis()
{
    m_pool.clear();
    m_pool.waitForDone();
}

void CaptureAnalysis::submit(std::function<JobResult()> job)
{
    ++m_pending;
    auto *watcher = new QFutureWatcher<JobResult>(this);
    connect(watcher, &QFutureWatcher<JobResult>::finished, this, [this, watcher] {
        watcher->deleteLater();
        --m_pending;
        apply(watcher->result());
        if (isIdle())
            Q_EMIT idle();
    });
    watcher->setFuture(QtConcurrent::run(&m_pool, std::move(job)));
}

void CaptureAnalysis::setRoots(const QList<SkillRoot> &roots)
{
    std::shared_ptr<CaptureDecoder> decoder = m_decoder;
    submit([decoder, roots] {
        JobResult r;
        const SkillIndexPtr index = scanRoots(roots);
        for (const RootStatus &status : index->roots()) {
            if (!status.error.isEmpty())
                r.rootProblems << QStringLiteral("%1: %2").arg(status.root.location, status.error);
            else if (!status.exists)
                r.rootProblems << QStringLiteral("%1: no such file or folder").arg(status.root.location);
        }
        decoder->setSkills(index);
        r.scanned = true;
        r.scannedSkills = index->size();
        r.takeStateOf(*decoder);
        return r;
    });
}

void CaptureAnalysis::setSkillIndex(const SkillIndexPtr &index)
{
    std::shared_ptr<CaptureDecoder> decoder = m_decoder;
    submit([decoder, index] {
        JobResult r;
        decoder->setSkills(index);
        r.scanned = true;
        r.scannedSkills = index ? index->size() : 0;
        r.takeStateOf(*decoder);
        return r;
    });
}

void CaptureAnalysis::setCopyRoots(const QStringList &roots)
{
    std::shared_ptr<CaptureDecoder> decoder = m_decoder;
    submit([decoder, roots] {
        decoder->setCopyRoots(roots);
        JobResult r;
        r.rematched = true;
        r.takeStateOf(*decoder);
        return r;
    });
}

void CaptureAnalysis::selectListing(int request)
{
    std::shared_ptr<CaptureDecoder> decoder = m_decoder;
    submit([decoder, request] {
        JobResult r;
        r.rematched = decoder->selectListing(request);
        r.takeStateOf(*decoder);
        return r;
    });
}

void CaptureAnalysis::setClientHint(std::optional<CaptureClient> client)
{
    std::shared_ptr<CaptureDecoder> decoder = m_decoder;
    submit([decoder, client] {
        decoder->setClientHint(client);
        JobResult r;
        r.takeStateOf(*decoder);
        return r;
    });
}

void CaptureAnalysis::setUpstream(const QString &upstream)
{
    m_session.providerName = QStringLiteral("capture of %1").arg(upstream);
}

void CaptureAnalysis::setBodyStore(const std::shared_ptr<BodyStore> &store)
{
    if (store)
        m_bodies = store;
}

void CaptureAnalysis::addExchange(const CaptureExchange &exchange)
{
    Held held { exchange, { m_bodies, m_bodies->add(exchange.requestBody) } };
    held.exchange.requestBody = QByteArray();
    // A number already passed (an analysis fed from elsewhere) is decoded now.
    if (exchange.number < m_nextNumber)
        m_nextNumber = exchange.number;
    m_held.insert(exchange.number, held);
    release();
}

void CaptureAnalysis::flush()
{
    if (!m_held.isEmpty())
        m_nextNumber = m_held.firstKey();
    while (!m_held.isEmpty()) {
        release();
        if (!m_held.isEmpty())
            m_nextNumber = m_held.firstKey();
    }
    if (isIdle())
        Q_EMIT idle();
}

void CaptureAnalysis::release()
{
    while (m_held.contains(m_nextNumber)) {
        const Held held = m_held.take(m_nextNumber);
        ++m_nextNumber;
        std::shared_ptr<CaptureDecoder> decoder = m_decoder;
        std::shared_ptr<Backlog> backlog = m_backlog;
        ++backlog->queued;
        submit([decoder, held, backlog] {
            JobResult r;
            // The body whole only while it is decoded; the records keep where it is.
            CaptureExchange exchange = held.exchange;
            exchange.requestBody = held.body.bytes();
            r.decoded = decoder->decode(exchange);
            r.decoded->requestBody = held.body;
            r.decoded->record.body = QByteArray();
            backlog->decodedBytes += exchange.requestBody.size();
            exchange = CaptureExchange();
            if (--backlog->queued == 0 && backlog->decodedBytes >= kTrimAfterBytes) {
                backlog->decodedBytes = 0;
                returnFreeMemory();
            }
            r.takeStateOf(*decoder);
            return r;
        });
    }
}

void CaptureAnalysis::apply(const JobResult &result)
{
    const bool skillsChangedNow = result.scanned || result.rematched || result.listingRequest != m_listingRequest
        || result.skills.size() != m_skills.size() || result.listingChoices.size() != m_listingChoices.size();
    const bool loadsChangedNow = result.loads.size() != m_loads.size();
    m_client = result.client;
    m_contextWindow = result.contextWindow;
    m_listingRequest = result.listingRequest;
    m_listing = result.listing;
    m_listingChoices = result.listingChoices;
    if (result.scanned) {
        m_rootProblems = result.rootProblems;
        Q_EMIT rootsScanned(result.scannedSkills);
    }
    bool loadsUpdated = loadsChangedNow;
    for (qsizetype i = 0; i < std::min(result.loads.size(), m_loads.size()); ++i)
        if (result.loads.at(i).confirmedIn != m_loads.at(i).confirmedIn)
            loadsUpdated = true;
    m_skills = result.skills;
    m_loads = result.loads;
    if (result.decoded) {
        const DecodedExchange &d = *result.decoded;
        int row = int(m_requests.size());
        while (row > 0 && m_requests.at(row - 1).number > d.number)
            --row;
        m_requests.insert(row, d);
        int at = int(m_session.requests.size());
        while (at > 0 && m_session.requests.at(at - 1).index > d.record.index)
            --at;
        m_session.requests.insert(at, d.record);
        m_sessionBodies.insert(at, d.requestBody);
        if (m_session.model.isEmpty() && !d.model.isEmpty()) {
            m_session.model = d.model;
            m_session.api = d.record.api;
        }
        Q_EMIT requestDecoded(row);
    }
    if (skillsChangedNow || result.decoded)
        Q_EMIT skillsChanged();
    if (loadsUpdated)
        Q_EMIT loadsChanged();
}

RequestRecord CaptureAnalysis::record(int row) const
{
    if (row < 0 || row >= m_requests.size())
        return {};
    const DecodedExchange &d = m_requests.at(row);
    RequestRecord r = d.record;
    r.body = d.requestBody.bytes();
    return r;
}

Session StoredSession::materialized() const
{
    Session s = session;
    for (qsizetype i = 0; i < s.requests.size() && i < bodies.size(); ++i)
        s.requests[i].body = bodies.at(i).bytes();
    return s;
}

bool CaptureAnalysis::save(const QString &path, const QStringList &secrets, QString *error) const
{
    return session().save(path, secrets, error);
}

QList<CaptureExchange> CaptureAnalysis::exchangesFromSession(const Session &session)
{
    QList<CaptureExchange> out;
    for (const RequestRecord &r : session.requests) {
        CaptureExchange e;
        e.number = r.index + 1;
        e.startedAt = r.startedAt;
        e.requestBody = r.body;
        e.state = CaptureExchange::State::Finished;
        if (!r.transport.isEmpty()) {
            const TransportAttempt &first = r.transport.first();
            const TransportAttempt &last = r.transport.last();
            const QUrl url(first.url);
            e.method = first.method;
            e.target = url.path(QUrl::FullyEncoded).toUtf8()
                + (url.hasQuery() ? "?" + url.query(QUrl::FullyEncoded).toUtf8() : QByteArray());
            e.upstreamUrl = first.url;
            e.requestHeaders = first.requestHeaders;
            e.status = last.status;
            e.reason = last.reason;
            e.responseHeaders = last.responseHeaders;
            e.responseBody = last.responseBody;
            e.end = last.end;
            e.error = last.error;
            e.attempts = r.transport;
            e.waitUs = last.waitMs * 1000;
        } else {
            e.method = "POST";
            e.status = r.failed ? r.error.httpStatus : 200;
            e.responseBody = r.response.rawBody;
        }
        e.totalUs = r.durationMs * 1000;
        e.answeredBy = r.answeredBy;
        out << e;
    }
    return out;
}

} // namespace sw

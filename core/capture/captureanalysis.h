#pragma once
// CaptureAnalysis: the live model of a capture for the window and the command line (docs/capture.md). Feed it the
// endpoint's finished exchanges (connect CaptureEndpoint::exchangeFinished to addExchange); it decodes them with a
// CaptureDecoder on a worker thread of its own, strictly in request order, and reports on the thread that owns it:
// each decoded request (requestDecoded), the per-skill observed/predicted table (skillsChanged), the loads
// (loadsChanged). It keeps the capture as a Session (one RequestRecord per exchange) to save, reopen and export like
// any other. The request bodies are kept in a BodyStore, not in the records (a prefix that requests repeat is kept
// once): record() and session() put them back. The open roots are scanned on the same worker, before any exchange
// is decoded. Nothing here blocks the caller.
#include "capture/capturedecoder.h"
#include "repository/skillindex.h"
#include "session/session.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QThreadPool>

#include <memory>
#include <optional>

namespace sw {

// A capture's session as the analysis keeps it: the records without their request bodies, and where each body is.
// Cheap to copy (the records are shared); materialized() is the session with its bodies, e.g. on the worker that
// writes it.
struct StoredSession
{
    Session session; // every request's body empty
    QList<StoredBody> bodies; // per session.requests
    Session materialized() const;
};

class CaptureAnalysis : public QObject
{
    Q_OBJECT
public:
    explicit CaptureAnalysis(QObject *parent = nullptr);
    ~CaptureAnalysis() override; // waits for the job that runs, drops the queued ones

    // The open roots whose skills the listing is matched against (scanned on the worker).
    void setRoots(const QList<SkillRoot> &roots);
    // Or a snapshot the caller already has.
    void setSkillIndex(const SkillIndexPtr &index);
    // Folders where copies of the open skills live (CaptureSkills::setCopyRoots: the isolated homes of client runs).
    void setCopyRoots(const QStringList &roots);
    // Decode every request as this client's; nullopt (the default) detects the client per request.
    void setClientHint(std::optional<CaptureClient> client);
    // The upstream, for the session's provider name.
    void setUpstream(const QString &upstream);
    // Where the bodies of the exchanges queued from now on are kept (by default a store of the analysis's own). The
    // endpoint's store (CaptureEndpoint::bodyStore) keeps each body once for both: an identical body is stored once.
    void setBodyStore(const std::shared_ptr<BodyStore> &store);

    // Queues a finished exchange. Exchanges are decoded in request-number order: one that finished early waits for
    // the ones before it (flush() releases them all, e.g. when the endpoint stopped). Its request body goes into the
    // store at once (about 0.1 ms for 200 KB), so exchanges waiting to be decoded do not hold theirs whole; each is
    // made whole again only while it is decoded. When the queue drains after a burst, the worker hands the heap
    // memory the decoding freed back to the system (glibc's malloc_trim).
    void addExchange(const CaptureExchange &exchange);
    void flush();
    bool isIdle() const { return m_pending == 0 && m_held.isEmpty(); }

    // The decoded requests; their record.body is empty (the body is in the store: requestBody, or record(row)).
    const QList<DecodedExchange> &requests() const { return m_requests; }
    // requests().at(row).record with its body.
    RequestRecord record(int row) const;
    const QList<SkillOutcome> &skills() const { return m_skills; }
    const QList<SkillLoad> &loads() const { return m_loads; }
    ClientIdentity client() const { return m_client; }
    int contextWindow() const { return m_contextWindow; }
    int listingRequest() const { return m_listingRequest; }
    // The listing the verdicts come from, matched to the open skills (CaptureDecoder::listing), and the first listing
    // of each client in the capture; selectListing(request) reads the verdicts from another of them (skillsChanged).
    const std::optional<SkillListing> &listing() const { return m_listing; }
    const QList<ListingChoice> &listingChoices() const { return m_listingChoices; }
    void selectListing(int request);
    // Problems scanning the roots (a root that does not exist), user-facing.
    const QStringList &rootProblems() const { return m_rootProblems; }
    // The capture's session with every request's body (a copy of each: for a large capture, storedSession() and
    // materialize off the GUI thread).
    Session session() const { return storedSession().materialized(); }
    StoredSession storedSession() const { return { m_session, m_sessionBodies }; }
    // Saves the session (mode 0600); `secrets` (the keys clients sent) are redacted wherever they occur.
    bool save(const QString &path, const QStringList &secrets, QString *error) const;

    // The exchanges a saved capture holds, to decode it again (reopening a capture).
    static QList<CaptureExchange> exchangesFromSession(const Session &session);

Q_SIGNALS:
    void requestDecoded(int row); // row in requests()
    void skillsChanged();
    void loadsChanged();
    void rootsScanned(int skills);
    void idle(); // nothing queued or held any more

private:
    struct JobResult;
    struct Backlog;
    struct Held
    {
        CaptureExchange exchange; // requestBody empty
        StoredBody body;
    };
    void submit(std::function<JobResult()> job);
    void apply(const JobResult &result);
    void release();

    std::shared_ptr<CaptureDecoder> m_decoder; // touched only by jobs on m_pool
    QThreadPool m_pool;
    int m_pending = 0;
    QMap<int, Held> m_held; // finished, waiting for an earlier number
    int m_nextNumber = 1;
    QList<DecodedExchange> m_requests;
    QList<SkillOutcome> m_skills;
    QList<SkillLoad> m_loads;
    ClientIdentity m_client;
    int m_contextWindow = 0;
    int m_listingRequest = 0;
    std::optional<SkillListing> m_listing;
    QList<ListingChoice> m_listingChoices;
    QStringList m_rootProblems;
    Session m_session; // the records' bodies empty: m_sessionBodies
    QList<StoredBody> m_sessionBodies; // per m_session.requests
    std::shared_ptr<BodyStore> m_bodies;
    std::shared_ptr<Backlog> m_backlog; // shared with the decoding jobs
};

} // namespace sw

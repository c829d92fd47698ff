#pragma once
// CaptureAnalysis: the live model of a capture for the window and the command line (docs/capture.md). Feed it the
// endpoint's finished exchanges (connect CaptureEndpoint::exchangeFinished to addExchange); it decodes them with a
// CaptureDecoder on a worker thread of its own, strictly in request order, and reports on the thread that owns it:
// each decoded request (requestDecoded), the per-skill observed/predicted table (skillsChanged), the loads
// (loadsChanged). It keeps the capture as a Session (one RequestRecord per exchange) to save, reopen and export like
// any other. The open roots are scanned on the same worker, before any exchange is decoded. Nothing here blocks the
// caller.
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
    // Decode every request as this client's; nullopt (the default) detects the client per request.
    void setClientHint(std::optional<CaptureClient> client);
    // The upstream, for the session's provider name.
    void setUpstream(const QString &upstream);

    // Queues a finished exchange. Exchanges are decoded in request-number order: one that finished early waits for
    // the ones before it (flush() releases them all, e.g. when the endpoint stopped).
    void addExchange(const CaptureExchange &exchange);
    void flush();
    bool isIdle() const { return m_pending == 0 && m_held.isEmpty(); }

    const QList<DecodedExchange> &requests() const { return m_requests; }
    const QList<SkillOutcome> &skills() const { return m_skills; }
    const QList<SkillLoad> &loads() const { return m_loads; }
    ClientIdentity client() const { return m_client; }
    int contextWindow() const { return m_contextWindow; }
    int listingRequest() const { return m_listingRequest; }
    // Problems scanning the roots (a root that does not exist), user-facing.
    const QStringList &rootProblems() const { return m_rootProblems; }
    const Session &session() const { return m_session; }
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
    void submit(std::function<JobResult()> job);
    void apply(const JobResult &result);
    void release();

    std::shared_ptr<CaptureDecoder> m_decoder; // touched only by jobs on m_pool
    QThreadPool m_pool;
    int m_pending = 0;
    QMap<int, CaptureExchange> m_held; // finished, waiting for an earlier number
    int m_nextNumber = 1;
    QList<DecodedExchange> m_requests;
    QList<SkillOutcome> m_skills;
    QList<SkillLoad> m_loads;
    ClientIdentity m_client;
    int m_contextWindow = 0;
    int m_listingRequest = 0;
    QStringList m_rootProblems;
    Session m_session;
};

} // namespace sw

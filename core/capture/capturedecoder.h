#pragma once
// CaptureDecoder: what a capture learns from each exchange, one after another in arrival order (it keeps what the
// earlier ones taught: a client's listing marker, Codex's root aliases, the calls already counted). For every
// exchange: the client and its version, the wire format, the skill listing and its entries, the skill loads and the
// client's results for them, the answer read with the format's decoder (text, tool calls, usage), and the
// RequestRecord a session keeps (with the body's segments and tokens, capturesegments.h). Per skill of the open
// roots: the observed verdict (from the first request that carries a listing) beside the predicted one. Plain C++,
// blocking: CaptureAnalysis runs it off the GUI thread.
#include "capture/bodystore.h"
#include "capture/captureclient.h"
#include "capture/captureexchange.h"
#include "capture/captureprediction.h"
#include "capture/captureskills.h"
#include "capture/skilllisting.h"
#include "capture/skillloads.h"
#include "session/requestrecord.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <optional>

namespace sw {

struct DecodedExchange
{
    int number = 0;
    QByteArray method;
    QByteArray path;
    QString api; // the wire format's name; "" when the request is none the capture reads
    ClientIdentity client;
    int status = 0;
    QByteArray bodySha256; // hex SHA-256 of the exact body forwarded upstream
    QString model;
    std::optional<SkillListing> listing;
    bool responseRead = false; // the answer was decoded with the format's decoder
    ChatResponse response;
    RequestRecord record; // what the capture's session keeps of it
    // Where CaptureAnalysis keeps the request body: its records' record.body is empty (CaptureAnalysis::record()
    // gives one whole). Null as the decoder returns it, with record.body set.
    StoredBody requestBody;
};

struct SkillOutcome
{
    QString name;
    QString path; // its SKILL.md
    QString observed = QStringLiteral("absent"); // "full", "shortened", "name-only", "absent"
    int observedShortenedBy = 0;
    QString observedReason; // for absent: why ("not in the listing of request 3", "no request carried a listing")
    int observedIn = 0; // the request whose listing it comes from; 0: none yet
    QString listedText; // the entry's text as sent
    bool hasPrediction = false;
    QString predicted; // as observed's values; "" without a prediction
    int predictedShortenedBy = 0;
    QString predictedReason;
    bool agree() const;
};

// A listing the verdicts can be read from: the first one each client (and version) sent in the capture.
struct ListingChoice
{
    int request = 0; // the request that carries it
    ClientIdentity client;
};

class CaptureDecoder
{
public:
    // The open roots' skills (nullptr or empty: no skills to match; every entry is then the client's own).
    void setSkills(const SkillIndexPtr &index);
    // Where copies of the open skills live (CaptureSkills::setCopyRoots); kept across setSkills.
    void setCopyRoots(const QStringList &roots);
    // Decode every request as this client's (nullopt: detect it per request).
    void setClientHint(std::optional<CaptureClient> client) { m_clientHint = client; }

    DecodedExchange decode(const CaptureExchange &exchange);

    const CaptureSkills &skills() const { return m_skills; }
    // Per open-roots skill, observed against predicted, sorted by name.
    const QList<SkillOutcome> &outcomes() const { return m_outcomes; }
    // Every load so far, in the order found; a load's confirmedIn is filled when the client's result arrives.
    const QList<SkillLoad> &loads() const { return m_loads; }
    // The client of the listing the verdicts come from (else of the first request), its version and the context
    // window used.
    ClientIdentity client() const { return m_client; }
    int contextWindow() const { return m_contextWindow; }
    int listingRequest() const { return m_listingRequest; }
    // That listing, its entries matched to the open skills now; nullopt while no request carried one.
    const std::optional<SkillListing> &listing() const { return m_firstListing; }
    // The first listing of each client in the capture, in request order. The verdicts come from the first of them
    // until selectListing() picks another (a capture through which two clients ran: the window shows either).
    const QList<ListingChoice> &listingChoices() const { return m_choices; }
    // Reads the verdicts from the listing of `request` (one of listingChoices()); false when it is none.
    bool selectListing(int request);

private:
    void updateOutcomes();
    void findLoads(const DecodedExchange &d, const RequestView &view);
    RequestRecord makeRecord(const CaptureExchange &e, const DecodedExchange &d, const RequestView &view) const;

    CaptureSkills m_skills;
    QStringList m_copyRoots;
    std::optional<CaptureClient> m_clientHint;
    ListingMemory m_memory;
    ClientIdentity m_client;
    bool m_clientKnown = false;
    int m_contextWindow = 0;
    int m_listingRequest = 0;
    std::optional<SkillListing> m_firstListing; // the chosen listing (the first, unless selectListing chose)
    struct KeptListing
    {
        SkillListing listing;
        int contextWindow = 0;
        QString model;
    };
    QList<ListingChoice> m_choices;
    QList<KeptListing> m_kept; // per m_choices
    QHash<QString, PredictedVerdict> m_predicted;
    QList<SkillOutcome> m_outcomes;
    QList<SkillLoad> m_loads;
    QHash<QString, int> m_loadByKey; // call id or mention key -> index in m_loads
    QHash<QString, int> m_unconfirmedAnswerCalls;
    QString m_model; // the model of the first listing's request // name + compact arguments of a load read from an
                     // answer -> index
    QByteArray m_previousBody;
};

} // namespace sw

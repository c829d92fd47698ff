// The capture report in JSON and text.
#include "capturereport.h"

#include <QJsonArray>
#include <QLocale>
#include <QTextStream>

namespace sw {

QString verdictText(const QString &verdict, int shortenedBy)
{
    if (verdict == QLatin1String("shortened"))
        return QStringLiteral("shortened by %1").arg(shortenedBy);
    return verdict;
}

QJsonObject captureReportJson(const CaptureAnalysis &analysis)
{
    QJsonArray requests;
    for (const DecodedExchange &d : analysis.requests()) {
        QJsonObject r { { QStringLiteral("n"), d.number }, { QStringLiteral("method"), QString::fromLatin1(d.method) },
            { QStringLiteral("path"), QString::fromUtf8(d.path) },
            { QStringLiteral("api"), d.api.isEmpty() ? QJsonValue() : QJsonValue(d.api) },
            { QStringLiteral("client"), captureClientId(d.client.client) }, { QStringLiteral("status"), d.status },
            { QStringLiteral("body_sha256"), QString::fromLatin1(d.bodySha256) } };
        if (!d.client.version.isEmpty())
            r.insert(QStringLiteral("client_version"), d.client.version);
        if (d.listing) {
            QJsonArray entries;
            for (const ListingEntry &e : d.listing->entries) {
                QJsonObject o { { QStringLiteral("name"), e.name }, { QStringLiteral("text"), e.text },
                    { QStringLiteral("verdict"), e.verdict }, { QStringLiteral("builtin"), e.builtin } };
                if (!e.skillPath.isEmpty())
                    o.insert(QStringLiteral("skill_path"), e.skillPath);
                entries << o;
            }
            r.insert(QStringLiteral("listing"),
                QJsonObject {
                    { QStringLiteral("placement"), d.listing->placement }, { QStringLiteral("entries"), entries } });
        } else {
            r.insert(QStringLiteral("listing"), QJsonValue());
        }
        requests << r;
    }
    QJsonArray skills;
    for (const SkillOutcome &s : analysis.skills()) {
        skills << QJsonObject { { QStringLiteral("name"), s.name }, { QStringLiteral("path"), s.path },
            { QStringLiteral("observed"), s.observed },
            { QStringLiteral("predicted"), s.hasPrediction ? QJsonValue(s.predicted) : QJsonValue() },
            { QStringLiteral("agree"), s.hasPrediction ? QJsonValue(s.agree()) : QJsonValue() } };
    }
    QJsonArray loads;
    for (const SkillLoad &l : analysis.loads())
        loads << QJsonObject { { QStringLiteral("skill"), l.skill }, { QStringLiteral("request"), l.request },
            { QStringLiteral("how"), l.how } };
    return { { QStringLiteral("requests"), requests }, { QStringLiteral("skills"), skills },
        { QStringLiteral("loads"), loads } };
}

QString captureReportText(const CaptureAnalysis &analysis)
{
    QString out;
    QTextStream o(&out);
    for (const DecodedExchange &d : analysis.requests()) {
        o << "#" << d.number << " " << QString::fromLatin1(d.method) << " " << QString::fromUtf8(d.path) << " "
          << d.status << " " << (d.api.isEmpty() ? QStringLiteral("-") : d.api) << " "
          << captureClientId(d.client.client)
          << (d.client.version.isEmpty() ? QString() : QLatin1Char(' ') + d.client.version);
        if (d.listing) {
            int ours = 0;
            for (const ListingEntry &e : d.listing->entries)
                ours += e.builtin ? 0 : 1;
            o << "  listing: " << d.listing->placement << ", " << d.listing->entries.size() << " entries (" << ours
              << " of the open roots, " << (d.listing->entries.size() - ours) << " the client's own)";
        }
        o << "\n";
    }
    const ClientIdentity client = analysis.client();
    const QString clientName = captureClientName(client);
    if (!analysis.skills().isEmpty()) {
        o << "\n";
        if (analysis.listingRequest() > 0)
            o << "Skills as " << clientName << " listed them in request #" << analysis.listingRequest();
        else
            o << "Skills (no request carried a skill listing)";
        if (analysis.contextWindow() > 0 && analysis.skills().first().hasPrediction)
            o << "; predicted for a context window of " << QLocale::c().toString(analysis.contextWindow()) << " tokens";
        o << ":\n";
        int width = 5;
        for (const SkillOutcome &s : analysis.skills())
            width = std::max(width, int(s.name.size()));
        o << QStringLiteral("skill").leftJustified(width) << "  " << QStringLiteral("observed").leftJustified(20)
          << "  predicted\n";
        int differences = 0;
        for (const SkillOutcome &s : analysis.skills()) {
            o << s.name.leftJustified(width) << "  " << verdictText(s.observed, s.observedShortenedBy).leftJustified(20)
              << "  " << (s.hasPrediction ? verdictText(s.predicted, s.predictedShortenedBy) : QStringLiteral("-"));
            if (s.hasPrediction && !s.agree()) {
                o << "  DIFFERS";
                ++differences;
            }
            o << "\n";
        }
        if (differences > 0)
            o << differences << " skill" << (differences == 1 ? "" : "s") << " listed by " << clientName
              << " otherwise than predicted\n";
    }
    if (!analysis.loads().isEmpty()) {
        o << "\nLoads:\n";
        for (const SkillLoad &l : analysis.loads())
            o << "  " << l.skill << "  request #" << l.request << "  " << l.how
              << (l.confirmedIn > 0 ? QStringLiteral("  (result in request #%1)").arg(l.confirmedIn) : QString())
              << "\n";
    }
    o.flush();
    return out;
}

} // namespace sw

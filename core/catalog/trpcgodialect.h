#pragma once
// The tRPC-Agent-Go overview (PROTOCOL.md 3.1): `Available skills:`, the routing line, `- name: description`
// lines re-ordered per request from the latest user message, the `[Top recommended skill ...]` line, the
// `WithMaxOverviewSkills` header/tail and the tooling guidance block. The free wording (routing line aside) is
// the workbench's own and every piece can be replaced by a user dialect with "base": "trpc-go".
#include "catalog/catalogdialect.h"

#include <QSet>

namespace sw {

struct TrpcGoWording
{
    QString routingLine; // protocol string; "" omits the line
    QString recommendation; // "{name}" is replaced by the recommended skill's name
    QString additionalSkills; // "{names}" = comma-separated names not shown
    QString maxOverviewHeader; // "{shown}" and "{total}"
    QString guidance; // the default guidance block (normalised to start and end with "\n")
    QSet<QString> stopwords;
    static TrpcGoWording defaults();
};

// Scores of one request: per skill in the given order.
struct TrpcGoPrioritisation
{
    QStringList queryTokens; // unique, in message order
    QList<int> scores; // parallel to the skills given
    QList<int> order; // indices into the skills, best first (stable)
    int recommended = -1; // index into the skills, or -1
};

class TrpcGoDialect final : public CatalogDialect
{
public:
    explicit TrpcGoDialect(QString name = QStringLiteral("trpc-go"), TrpcGoWording wording = TrpcGoWording::defaults());
    QString name() const override { return m_name; }
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    // With maxOverviewSkills, the skills past N are name-only (named on the additional-skills line).
    ListingPlan plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;

    const TrpcGoWording &wording() const { return m_wording; }
    // Query tokens: lower-cased, split on non-alphanumerics, at least 3 characters, stopwords removed, unique.
    QStringList queryTokens(const QString &message) const;
    // Scores skills (sorted by name first, as the repository summaries are) against the message.
    TrpcGoPrioritisation prioritise(const QList<CatalogSkill> &skillsByName, const QString &message) const;
    // The guidance block the options select ("" when omitted).
    QString guidanceBlock(const CatalogOptions &options) const;

private:
    QString m_name;
    TrpcGoWording m_wording;
};

// Merges the overview into a system message as the processor does: unchanged when the message already contains
// `Available skills:`, the overview alone when it is empty, else message + "\n\n" + overview.
QString mergeTrpcOverviewIntoSystem(const QString &systemMessage, const QString &overview);

// Go's normalizeGuidance: "" stays ""; otherwise a leading and a trailing "\n" are ensured.
QString normalizeTrpcGuidance(const QString &guidance);

} // namespace sw

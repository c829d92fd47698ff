#pragma once
// The deepseek-harness catalog (PROTOCOL.md 3.3): a `<system-reminder>` user message listing
// "- `name`: description" with whitespace collapsed, descriptions cut to catalogDescriptionMaxLength UTF-16 units
// with "...", & < > escaped, sorted by code point; and the replacement form re-sent only when the sha256 over the
// [name, description] list changes (DeepseekCatalogTracker).
#include "catalog/catalogdialect.h"

#include <QByteArray>

#include <optional>

namespace sw {

enum class DeepseekCatalogForm { Initial, Replacement };

class DeepseekDialect final : public CatalogDialect
{
public:
    QString name() const override { return QStringLiteral("deepseek"); }
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    // The initial form; "" for an empty catalog (nothing is published before the first skill exists).
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    // Descriptions longer than catalogDescriptionMaxLength are shortened.
    ListingPlan plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
};

// The catalog's published description: whitespace collapsed and trimmed, then cut (not yet escaped).
QString deepseekCatalogDescription(const QString &description, int maxLength = 500);
// The message text in either form (the replacement form is rendered even for an empty list).
QString renderDeepseekCatalog(
    const QList<CatalogSkill> &skills, const CatalogOptions &options, DeepseekCatalogForm form);
// Lowercase hex sha256 over the JSON array [[name, description], ...] (JSON.stringify form, code-point order,
// descriptions as published, unescaped).
QByteArray deepseekCatalogDigest(const QList<CatalogSkill> &skills, int maxDescriptionLength = 500);

// Decides, request by request, whether the catalog message is (re-)sent.
class DeepseekCatalogTracker
{
public:
    enum class Action { None, Initial, Replacement };
    struct Step
    {
        Action action = Action::None;
        QString text; // the message to append ("" for None)
        QByteArray digest; // digest of the catalog seen at this step
    };
    // None while nothing was published and the catalog is empty, or when the digest equals the last one sent.
    Step next(const QList<CatalogSkill> &skills, const CatalogOptions &options = {});
    bool published() const { return m_lastDigest.has_value(); }
    void reset() { m_lastDigest.reset(); }

private:
    std::optional<QByteArray> m_lastDigest;
};

} // namespace sw

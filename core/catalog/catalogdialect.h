#pragma once
// CatalogDialect: one way of rendering the catalog. Built-in dialects and user template dialects implement it;
// the registry in catalogrenderer.cpp maps names to instances.
#include "catalog/catalogrenderer.h"

#include <memory>

namespace sw {

class CatalogDialect
{
public:
    virtual ~CatalogDialect() = default;
    virtual QString name() const = 0;
    // Skills in listing order (sorting, per-request prioritisation); default: as given.
    virtual QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const;
    // The text one skill contributes (line or block including its separator).
    virtual QString entry(const CatalogSkill &skill, const CatalogOptions &options) const = 0;
    // The whole catalog.
    virtual QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const = 0;
    // What the listing does with each skill; default: every skill of order() listed in full, no budget.
    virtual ListingPlan plan(const QList<CatalogSkill> &skills, const CatalogOptions &options) const;
};

// A plan listing `ordered` (skills of `skills`, reordered) in full, each mapped back to its input index.
ListingPlan fullListingPlan(const QList<CatalogSkill> &skills, const QList<CatalogSkill> &ordered);

using CatalogDialectPtr = std::shared_ptr<const CatalogDialect>;

// The dialect registered under this name (built-in or user), or null.
CatalogDialectPtr findCatalogDialect(const QString &name);
// Registers (or replaces) a user dialect.
void registerCatalogDialect(const CatalogDialectPtr &dialect);

} // namespace sw

#pragma once
// The simple built-in dialects: agentskills-xml (skills-ref to-prompt), trpc-python (its overview) and minimal
// (seeds 002/004). PROTOCOL.md sections 3.2, 3.5.
#include "catalog/catalogdialect.h"

namespace sw {

// skills-ref `to-prompt`: values on their own lines, name and description html-escaped, <location> as given.
// Skills are listed in the order given (to-prompt keeps its argument order).
class AgentSkillsXmlDialect final : public CatalogDialect
{
public:
    QString name() const override { return QStringLiteral("agentskills-xml"); }
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
};

// tRPC-Agent-Python `_inject_overview`: `Available skills:` then `- name: description` lines (name and
// description stripped, as the Python repository does), sorted by name; nothing at all for an empty repository.
class TrpcPythonDialect final : public CatalogDialect
{
public:
    QString name() const override { return QStringLiteral("trpc-python"); }
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
};

// Seeds 002/004: `Skills available:` then `  - name: description` lines joined by newlines, sorted by name.
class MinimalDialect final : public CatalogDialect
{
public:
    QString name() const override { return QStringLiteral("minimal"); }
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
};

// Sorted by name (QString order, i.e. UTF-16 units, as Go's sort.Strings on ASCII names), stable.
QList<CatalogSkill> sortedByName(QList<CatalogSkill> skills);

} // namespace sw

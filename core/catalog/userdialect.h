#pragma once
// User dialects: template files (JSON, format "skill-workbench-dialect/1", docs/dialects.md) that either describe
// a catalog with header/entry/separator/footer templates, escaping, truncation and sort order, or re-word a
// built-in dialect ("base": "trpc-go" or "codex").
#include "catalog/catalogdialect.h"

#include <QJsonObject>

namespace sw {

struct TemplateDialectSpec
{
    QString name;
    QString description;
    QString header; // {count}
    QString entry = QStringLiteral("- {name}: {description}"); // {name} {description} {location} {folder} {index}
    QString separator = QStringLiteral("\n");
    QString footer;
    std::optional<QString> empty; // text for an empty catalog; default header + footer
    enum class Escape { None, Html, Xml } escape = Escape::None;
    bool normalizeWhitespace = false;
    int maxDescriptionLength = 0; // 0 = no cut, -1 = CatalogOptions::maxDescriptionLength
    QString truncationMarker = QStringLiteral("...");
    enum class Sort { None, Name, CodePoint } sort = Sort::Name;
};

class TemplateDialect final : public CatalogDialect
{
public:
    explicit TemplateDialect(TemplateDialectSpec spec);
    QString name() const override { return m_spec.name; }
    QList<CatalogSkill> order(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    QString entry(const CatalogSkill &skill, const CatalogOptions &options) const override;
    QString render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const override;
    const TemplateDialectSpec &spec() const { return m_spec; }

private:
    QString entryText(const CatalogSkill &skill, int index, const CatalogOptions &options) const;
    TemplateDialectSpec m_spec;
};

// Replaces {key} placeholders from the map; "{{" and "}}" are literal braces; unknown keys stay as written.
QString expandCatalogTemplate(const QString &text, const QHash<QString, QString> &values);

// Builds a dialect from a parsed file; baseFolder resolves "guidanceFile". Null with *error on a bad file.
CatalogDialectPtr dialectFromJson(const QJsonObject &object, const QString &baseFolder, QString *error);

} // namespace sw

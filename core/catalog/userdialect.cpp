// User dialect files: the template dialect and re-worded built-ins (see userdialect.h, docs/dialects.md).
#include "catalog/userdialect.h"

#include "catalog/builtindialects.h"
#include "catalog/catalogtext.h"
#include "catalog/claudecodedialect.h"
#include "catalog/codexdialect.h"
#include "catalog/geminiclidialect.h"
#include "catalog/opencodedialect.h"
#include "catalog/trpcgodialect.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

namespace sw {

QString expandCatalogTemplate(const QString &text, const QHash<QString, QString> &values)
{
    QString out;
    out.reserve(text.size() + 64);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('{') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('{')) {
            out += c;
            ++i;
            continue;
        }
        if (c == QLatin1Char('}') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('}')) {
            out += c;
            ++i;
            continue;
        }
        if (c == QLatin1Char('{')) {
            const qsizetype close = text.indexOf(QLatin1Char('}'), i + 1);
            if (close > i) {
                const QString key = text.mid(i + 1, close - i - 1);
                const auto it = values.constFind(key);
                if (it != values.constEnd()) {
                    out += *it;
                    i = close;
                    continue;
                }
            }
        }
        out += c;
    }
    return out;
}

TemplateDialect::TemplateDialect(TemplateDialectSpec spec)
    : m_spec(std::move(spec))
{ }

QList<CatalogSkill> TemplateDialect::order(const QList<CatalogSkill> &skills, const CatalogOptions &) const
{
    switch (m_spec.sort) {
    case TemplateDialectSpec::Sort::None:
        return skills;
    case TemplateDialectSpec::Sort::Name:
        return sortedByName(skills);
    case TemplateDialectSpec::Sort::CodePoint: {
        QList<CatalogSkill> out = skills;
        std::stable_sort(out.begin(), out.end(), [](const CatalogSkill &a, const CatalogSkill &b) {
            return catalogtext::compareCodePoints(a.name, b.name) < 0;
        });
        return out;
    }
    }
    return skills;
}

QString TemplateDialect::entryText(const CatalogSkill &skill, int index, const CatalogOptions &options) const
{
    QString name = skill.name;
    QString description = skill.description;
    if (m_spec.normalizeWhitespace)
        description = catalogtext::collapseWhitespace(description);
    const int max = m_spec.maxDescriptionLength < 0 ? options.maxDescriptionLength : m_spec.maxDescriptionLength;
    if (max > 0)
        description = catalogtext::truncateUtf16(description, max, m_spec.truncationMarker);
    switch (m_spec.escape) {
    case TemplateDialectSpec::Escape::None:
        break;
    case TemplateDialectSpec::Escape::Html:
        name = catalogtext::htmlEscape(name);
        description = catalogtext::htmlEscape(description);
        break;
    case TemplateDialectSpec::Escape::Xml:
        name = catalogtext::xmlEscape(name);
        description = catalogtext::xmlEscape(description);
        break;
    }
    const QHash<QString, QString> values {
        { QStringLiteral("name"), name },
        { QStringLiteral("description"), description },
        { QStringLiteral("location"), skill.location },
        { QStringLiteral("folder"), skill.location.isEmpty() ? QString() : QFileInfo(skill.location).path() },
        { QStringLiteral("index"), QString::number(index) },
    };
    return expandCatalogTemplate(m_spec.entry, values);
}

QString TemplateDialect::entry(const CatalogSkill &skill, const CatalogOptions &options) const
{
    return entryText(skill, 1, options) + m_spec.separator;
}

QString TemplateDialect::render(const QList<CatalogSkill> &skills, const CatalogOptions &options) const
{
    const QHash<QString, QString> counts { { QStringLiteral("count"), QString::number(skills.size()) } };
    if (skills.isEmpty() && m_spec.empty)
        return expandCatalogTemplate(*m_spec.empty, counts);
    QString out = expandCatalogTemplate(m_spec.header, counts);
    int index = 0;
    for (const CatalogSkill &skill : order(skills, options)) {
        if (index > 0)
            out += m_spec.separator;
        out += entryText(skill, ++index, options);
    }
    out += expandCatalogTemplate(m_spec.footer, counts);
    return out;
}

namespace {

bool readString(const QJsonObject &o, const char *key, QString *target, QString *error)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!v.isString()) {
        *error = QStringLiteral("\"%1\" must be a string").arg(QLatin1String(key));
        return false;
    }
    *target = v.toString();
    return true;
}

bool readTextOrFile(const QJsonObject &o, const char *key, const char *fileKey, const QString &baseFolder,
    QString *target, QString *error)
{
    if (!readString(o, key, target, error))
        return false;
    QString file;
    if (!readString(o, fileKey, &file, error))
        return false;
    if (file.isEmpty())
        return true;
    QFile f(QDir(baseFolder).filePath(file));
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read \"%1\" file %2: %3")
                     .arg(QLatin1String(fileKey), f.fileName(), f.errorString());
        return false;
    }
    *target = QString::fromUtf8(f.readAll());
    return true;
}

CatalogDialectPtr trpcGoFromJson(const QString &name, const QJsonObject &o, const QString &baseFolder, QString *error)
{
    TrpcGoWording w = TrpcGoWording::defaults();
    if (!readString(o, "routingLine", &w.routingLine, error)
        || !readString(o, "recommendation", &w.recommendation, error)
        || !readString(o, "additionalSkills", &w.additionalSkills, error)
        || !readString(o, "maxOverviewHeader", &w.maxOverviewHeader, error)
        || !readTextOrFile(o, "guidance", "guidanceFile", baseFolder, &w.guidance, error))
        return nullptr;
    const QJsonValue stop = o.value(QLatin1String("stopwords"));
    if (!stop.isUndefined()) {
        if (!stop.isArray()) {
            *error = QStringLiteral("\"stopwords\" must be an array of strings");
            return nullptr;
        }
        w.stopwords.clear();
        for (const auto &word : stop.toArray())
            w.stopwords.insert(word.toString().toLower());
    }
    return std::make_shared<TrpcGoDialect>(name, w);
}

CatalogDialectPtr codexFromJson(const QString &name, const QJsonObject &o, const QString &baseFolder, QString *error)
{
    CodexWording w = CodexWording::defaults();
    if (!readTextOrFile(o, "intro", "introFile", baseFolder, &w.intro, error)
        || !readTextOrFile(o, "introAliases", "introAliasesFile", baseFolder, &w.introAliases, error)
        || !readTextOrFile(o, "howToUse", "howToUseFile", baseFolder, &w.howToUse, error)
        || !readTextOrFile(o, "howToUseAliases", "howToUseAliasesFile", baseFolder, &w.howToUseAliases, error))
        return nullptr;
    if (o.contains(QLatin1String("budgetShare")))
        w.budgetShare = o.value(QLatin1String("budgetShare")).toDouble(w.budgetShare);
    if (o.contains(QLatin1String("bytesPerToken")))
        w.bytesPerToken = std::max(1, o.value(QLatin1String("bytesPerToken")).toInt(w.bytesPerToken));
    if (o.contains(QLatin1String("fallbackCharacters")))
        w.fallbackCharacters = std::max(0, o.value(QLatin1String("fallbackCharacters")).toInt(w.fallbackCharacters));
    return std::make_shared<CodexDialect>(name, w);
}

CatalogDialectPtr claudeCodeFromJson(
    const QString &name, const QJsonObject &o, const QString &baseFolder, QString *error)
{
    ClaudeCodeWording w = ClaudeCodeWording::defaults();
    if (!readTextOrFile(o, "intro", "introFile", baseFolder, &w.intro, error))
        return nullptr;
    return std::make_shared<ClaudeCodeDialect>(name, w);
}

CatalogDialectPtr geminiCliFromJson(
    const QString &name, const QJsonObject &o, const QString &baseFolder, QString *error)
{
    GeminiCliWording w = GeminiCliWording::defaults();
    if (!readTextOrFile(o, "intro", "introFile", baseFolder, &w.intro, error))
        return nullptr;
    return std::make_shared<GeminiCliDialect>(name, w);
}

CatalogDialectPtr opencodeFromJson(const QString &name, const QJsonObject &o, const QString &baseFolder, QString *error)
{
    OpencodeWording w = OpencodeWording::defaults();
    if (!readTextOrFile(o, "intro", "introFile", baseFolder, &w.intro, error)
        || !readTextOrFile(o, "empty", "emptyFile", baseFolder, &w.empty, error))
        return nullptr;
    return std::make_shared<OpencodeDialect>(name, w);
}

} // namespace

CatalogDialectPtr dialectFromJson(const QJsonObject &o, const QString &baseFolder, QString *error)
{
    QString localError;
    if (!error)
        error = &localError;
    const QString format = o.value(QLatin1String("format")).toString();
    if (format != QLatin1String("skill-workbench-dialect/1")) {
        *error = QStringLiteral("\"format\" must be \"skill-workbench-dialect/1\"");
        return nullptr;
    }
    const QString name = o.value(QLatin1String("name")).toString().trimmed();
    if (name.isEmpty()) {
        *error = QStringLiteral("\"name\" is required");
        return nullptr;
    }
    if (builtinCatalogDialectNames().contains(name)) {
        *error = QStringLiteral("\"name\" %1 is a built-in dialect; choose another name").arg(name);
        return nullptr;
    }
    const QString base = o.value(QLatin1String("base")).toString();
    if (base == QLatin1String("trpc-go"))
        return trpcGoFromJson(name, o, baseFolder, error);
    if (base == QLatin1String("codex"))
        return codexFromJson(name, o, baseFolder, error);
    if (base == QLatin1String("claude-code"))
        return claudeCodeFromJson(name, o, baseFolder, error);
    if (base == QLatin1String("gemini-cli"))
        return geminiCliFromJson(name, o, baseFolder, error);
    if (base == QLatin1String("opencode"))
        return opencodeFromJson(name, o, baseFolder, error);
    if (!base.isEmpty()) {
        *error = QStringLiteral("\"base\" must be \"trpc-go\", \"codex\", \"claude-code\", \"gemini-cli\" or "
                                "\"opencode\" (or absent for a template dialect)");
        return nullptr;
    }

    TemplateDialectSpec spec;
    spec.name = name;
    QString empty;
    if (!readString(o, "description", &spec.description, error) || !readString(o, "header", &spec.header, error)
        || !readString(o, "entry", &spec.entry, error) || !readString(o, "separator", &spec.separator, error)
        || !readString(o, "footer", &spec.footer, error)
        || !readString(o, "truncationMarker", &spec.truncationMarker, error))
        return nullptr;
    if (o.value(QLatin1String("empty")).isString())
        spec.empty = o.value(QLatin1String("empty")).toString();
    const QString escape = o.value(QLatin1String("escape")).toString(QStringLiteral("none"));
    if (escape == QLatin1String("none"))
        spec.escape = TemplateDialectSpec::Escape::None;
    else if (escape == QLatin1String("html"))
        spec.escape = TemplateDialectSpec::Escape::Html;
    else if (escape == QLatin1String("xml"))
        spec.escape = TemplateDialectSpec::Escape::Xml;
    else {
        *error = QStringLiteral("\"escape\" must be \"none\", \"html\" or \"xml\"");
        return nullptr;
    }
    const QString sort = o.value(QLatin1String("sort")).toString(QStringLiteral("name"));
    if (sort == QLatin1String("name"))
        spec.sort = TemplateDialectSpec::Sort::Name;
    else if (sort == QLatin1String("codepoint"))
        spec.sort = TemplateDialectSpec::Sort::CodePoint;
    else if (sort == QLatin1String("none"))
        spec.sort = TemplateDialectSpec::Sort::None;
    else {
        *error = QStringLiteral("\"sort\" must be \"name\", \"codepoint\" or \"none\"");
        return nullptr;
    }
    spec.normalizeWhitespace = o.value(QLatin1String("normalizeWhitespace")).toBool(false);
    const QJsonValue max = o.value(QLatin1String("maxDescriptionLength"));
    if (max.isString() && max.toString() == QLatin1String("option"))
        spec.maxDescriptionLength = -1;
    else if (max.isDouble())
        spec.maxDescriptionLength = std::max(0, max.toInt());
    else if (!max.isUndefined()) {
        *error = QStringLiteral("\"maxDescriptionLength\" must be a number or \"option\"");
        return nullptr;
    }
    return std::make_shared<TemplateDialect>(spec);
}

} // namespace sw

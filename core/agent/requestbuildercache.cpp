// RequestBuilder's per-snapshot cache: the catalog rendered per dialect and latest user message, tool schemas encoded
// per format, and token counts and JSON escapes of large texts (recognised by identity before any hashing).
#include "requestbuilder.h"

#include "wire/wirejson.h"

#include "tokens/tokenizer.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sw {

namespace {
QByteArray toolParameters(const ProfileTool &tool, const QStringList &enumNames)
{
    QJsonObject params = tool.parameters;
    if (!enumNames.isEmpty() && !tool.skillParameter.isEmpty()) {
        QJsonObject props = params.value(QStringLiteral("properties")).toObject();
        if (props.contains(tool.skillParameter)) {
            QJsonObject p = props.value(tool.skillParameter).toObject();
            p.insert(QStringLiteral("enum"), QJsonArray::fromStringList(enumNames));
            props.insert(tool.skillParameter, p);
            params.insert(QStringLiteral("properties"), props);
        }
    }
    return QJsonDocument(params).toJson(QJsonDocument::Compact);
}
} // namespace

TokenCounter defaultTokenCounter(bool *exact)
{
    const std::shared_ptr<const Tokenizer> tok = Tokenizer::forEncoding(Encoding::O200kBase);
    if (exact)
        *exact = tok->isExact();
    return [tok](QByteArrayView utf8) { return tok->count(utf8); };
}

RequestBuilder::RequestBuilder(TokenCounter counter, bool exact)
    : m_count(std::move(counter))
    , m_exact(exact)
    , m_cache(std::make_shared<CatalogCache>())
{
    if (!m_count)
        m_count = defaultTokenCounter(&m_exact);
}

void RequestBuilder::syncCache(const SkillSnapshot &skills) const
{
    CatalogCache &c = *m_cache;
    if (c.valid && c.skills.constData() == skills.skills().constData() && c.skills.size() == skills.skills().size())
        return;
    *m_cache = CatalogCache();
    c.valid = true;
    c.skills = skills.skills();
    c.catalogSkills.reserve(skills.skills().size());
    for (const AgentSkill &s : skills.skills())
        c.catalogSkills << CatalogSkill { s.name, s.description, s.location, s.client };
    c.names = skills.names();
}

QString RequestBuilder::withSeparator(const QString &separator, const QString &catalog) const
{
    if (separator.isEmpty())
        return catalog;
    CatalogCache &c = *m_cache;
    if (c.joinedCatalog.constData() != catalog.constData() || c.joinedSeparator != separator) {
        c.joinedCatalog = catalog;
        c.joinedSeparator = separator;
        c.joined = separator + catalog;
    }
    return c.joined; // the same shared string each time: token count and escape found by identity
}

RequestBuilder::LargeText *RequestBuilder::CatalogCache::identical(const QString &text)
{
    for (LargeText &l : large) {
        if (l.text.constData() == text.constData() && l.text.size() == text.size())
            return &l;
    }
    return nullptr;
}

RequestBuilder::LargeText &RequestBuilder::CatalogCache::remember(const QString &text)
{
    if (LargeText *l = identical(text))
        return *l;
    if (large.size() >= 8)
        large.removeFirst();
    large.append(LargeText { text, -1, {} });
    return large.last();
}

QString RequestBuilder::cachedCatalog(
    const QString &dialect, const CatalogOptions &options, const QString &latestUser) const
{
    CatalogCache &c = *m_cache;
    const QString key = dialect + QChar(0) + latestUser + QChar(0)
        + QStringLiteral("%1 %2 %3 %4 %5 %6")
              .arg(options.contextWindowTokens)
              .arg(options.claudeBudgetFraction)
              .arg(options.claudeMaxEntryCharacters)
              .arg(options.claudeCharBudget)
              .arg(options.maxDescriptionLength)
              .arg(options.maxOverviewSkills)
        + QChar(0) + options.usageOrder.join(QChar(1)) + QChar(0) + options.model
        + QString::number(int(options.clientBuiltins));
    if (const auto it = c.rendered.constFind(key); it != c.rendered.constEnd())
        return *it;
    if (c.rendered.size() >= 4)
        c.rendered.clear();
    CatalogOptions co = options;
    co.latestUserMessage = latestUser;
    QString catalog = renderCatalog(dialect, c.catalogSkills, co);
    c.rendered.insert(key, catalog);
    return catalog;
}

RequestTool RequestBuilder::requestTool(const ProfileTool &tool, const QStringList &enumNames) const
{
    CatalogCache &c = *m_cache;
    // The key is everything the schema is made of except the enum, which is fixed by the snapshot (the cache is
    // dropped when the snapshot changes) and the profile's enum limit.
    const QByteArray key = tool.name.toUtf8() + '\0' + tool.description.toUtf8() + '\0'
        + QJsonDocument(tool.parameters).toJson(QJsonDocument::Compact) + '\0' + tool.skillParameter.toUtf8() + '\0'
        + QByteArray::number(enumNames.size());
    auto it = c.parameters.find(key);
    if (it == c.parameters.end())
        it = c.parameters.insert(key, toolParameters(tool, enumNames));
    return RequestTool { tool.name, tool.description, *it, key };
}

const WireEncodeContext::EncodedTool &RequestBuilder::encodedTool(
    const RequestTool &tool, const WireFormat &format) const
{
    CatalogCache &c = *m_cache;
    const QByteArray key = tool.cacheKey + '\0' + wireApiName(format.api()).toLatin1();
    auto it = c.tools.find(key);
    if (it == c.tools.end()) {
        WireEncodeContext::EncodedTool t;
        t.json = format.encodeTool(tool);
        t.tokens = m_count(t.json);
        it = c.tools.insert(key, t);
    }
    return *it;
}

int RequestBuilder::countCached(const QString &text) const
{
    if (text.isEmpty())
        return 0;
    if (text.size() < kCountCacheMinChars)
        return m_count(text.toUtf8());
    CatalogCache &c = *m_cache;
    if (LargeText *l = c.identical(text); l && l->tokens >= 0)
        return l->tokens;
    const auto it = c.counts.constFind(text);
    if (it != c.counts.constEnd())
        return *it;
    if (c.counts.size() >= 64)
        c.counts.clear();
    const int n = m_count(text.toUtf8());
    c.counts.insert(text, n);
    c.remember(text).tokens = n;
    return n;
}

QByteArray RequestBuilder::escapedCached(const QString &text) const
{
    if (text.size() < kCountCacheMinChars)
        return jsonStringLiteral(text);
    CatalogCache &c = *m_cache;
    if (LargeText *l = c.identical(text); l && !l->escaped.isNull())
        return l->escaped;
    const auto it = c.escaped.constFind(text);
    if (it != c.escaped.constEnd())
        return *it;
    if (c.escaped.size() >= 64)
        c.escaped.clear();
    QByteArray e = jsonStringLiteral(text);
    c.escaped.insert(text, e);
    c.remember(text).escaped = e;
    return e;
}

} // namespace sw

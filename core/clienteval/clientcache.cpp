// The real-client response cache and its request normalisation.
#include "clienteval/clientcache.h"

#include "calibration/scriptedanswers.h"
#include "clienteval/clientscript.h"
#include "eval/responsecache.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace sw {

namespace {
// Each match of `outer` has the matches of `item` inside its captured group 1 sorted (the text between and around
// them kept in place).
QString sortedWithin(const QString &text, const QRegularExpression &outer, const QRegularExpression &item)
{
    QString out;
    qsizetype done = 0;
    for (auto blocks = outer.globalMatch(text); blocks.hasNext();) {
        const QRegularExpressionMatch block = blocks.next();
        const QString inner = block.captured(1);
        QList<QRegularExpressionMatch> items;
        for (auto it = item.globalMatch(inner); it.hasNext();)
            items << it.next();
        QStringList sorted;
        for (const QRegularExpressionMatch &m : items)
            sorted << m.captured(0);
        sorted.sort();
        out += QStringView(text).mid(done, block.capturedStart(1) - done);
        qsizetype at = 0;
        for (qsizetype i = 0; i < items.size(); ++i) {
            out += QStringView(inner).mid(at, items.at(i).capturedStart(0) - at);
            out += sorted.at(i);
            at = items.at(i).capturedEnd(0);
        }
        out += QStringView(inner).mid(at);
        done = block.capturedEnd(1);
    }
    out += QStringView(text).mid(done);
    return out;
}
} // namespace

QByteArray normalisedClientBody(const QByteArray &body, const QStringList &volatileStrings, SkillOrder order)
{
    QString text = QString::fromUtf8(body);
    // A JSON body: fields the model never sees go (the client's metadata and cache keys, whose key order some clients
    // vary per run), and the rest is written with its keys in one order.
    QJsonParseError parseError;
    QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error == QJsonParseError::NoError && doc.isObject()) {
        QJsonObject o = doc.object();
        for (const char *key : { "client_metadata", "metadata", "prompt_cache_key", "user", "safety_identifier" })
            o.remove(QLatin1String(key));
        text = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    if (order == SkillOrder::Unordered) {
        // The body is compact JSON here, so a newline inside a string is the two characters \n.
        static const QRegularExpression listing(QStringLiteral("<available_skills>(.*?)</available_skills>"));
        static const QRegularExpression entry(QStringLiteral("<skill>.*?</skill>"));
        static const QRegularExpression available(QStringLiteral("\\(Available: ('[^']*'(?:, '[^']*')*)\\)"));
        static const QRegularExpression quoted(QStringLiteral("'[^']*'"));
        static const QRegularExpression enumeration(QStringLiteral("\"enum\":\\[(\"[^\"]*\"(?:,\"[^\"]*\")*)\\]"));
        static const QRegularExpression string(QStringLiteral("\"[^\"]*\""));
        text = sortedWithin(text, listing, entry);
        text = sortedWithin(text, available, quoted);
        text = sortedWithin(text, enumeration, string);
    }
    for (const QString &v : volatileStrings)
        if (v.size() >= 4)
            text.replace(v, QStringLiteral("<volatile>"));
    struct Rule
    {
        QRegularExpression pattern;
        QString replacement;
    };
    static const QList<Rule> rules {
        { QRegularExpression(
              QStringLiteral("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")),
            QStringLiteral("<uuid>") },
        { QRegularExpression(QStringLiteral("(?<![0-9a-f])[0-9a-f]{32,}(?![0-9a-f])")), QStringLiteral("<hex>") },
        { QRegularExpression(QStringLiteral("\\b(msg|call|toolu|resp|ses|fc|rs|chatcmpl)_[A-Za-z0-9_-]{6,}")),
            QStringLiteral("\\1_<id>") },
        { QRegularExpression(QStringLiteral("\\b\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?)?")),
            QStringLiteral("<date>") },
        { QRegularExpression(QStringLiteral("\\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]* (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|"
                                            "Sep|Oct|Nov|Dec)[a-z]* \\d{1,2},? \\d{4}")),
            QStringLiteral("<date>") },
        { QRegularExpression(QStringLiteral("\\b\\d{1,2}:\\d{2}(:\\d{2})?\\b")), QStringLiteral("<time>") },
        { QRegularExpression(QStringLiteral("\\b1[6-9]\\d{11}\\b")), QStringLiteral("<epoch-ms>") },
        { QRegularExpression(QStringLiteral("cc_version=[0-9.]+[0-9a-z.]*")), QStringLiteral("cc_version=<v>") },
        { QRegularExpression(QStringLiteral("127\\.0\\.0\\.1:\\d+")), QStringLiteral("127.0.0.1:<port>") },
    };
    for (const Rule &r : rules)
        text.replace(r.pattern, r.replacement);
    return text.toUtf8();
}

ClientResponseCache::ClientResponseCache(const QString &directory)
    : m_directory(directory)
{ }

QString ClientResponseCache::defaultDirectory()
{
    return ResponseCache::defaultDirectory() + QStringLiteral("/clients");
}

QByteArray ClientResponseCache::key(
    AgentClient client, QByteArrayView path, const QByteArray &normalisedBody, int repetition, int occurrence)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(agentClientId(client).toUtf8());
    h.addData(QByteArrayView("\n"));
    h.addData(path);
    h.addData(QByteArrayView("\n"));
    h.addData(QByteArray::number(repetition) + '/' + QByteArray::number(occurrence) + '\n');
    h.addData(normalisedBody);
    return h.result().toHex();
}

QString ClientResponseCache::pathFor(const QByteArray &key) const
{
    return m_directory + QLatin1Char('/') + QString::fromLatin1(key.left(2)) + QLatin1Char('/')
        + QString::fromLatin1(key) + QStringLiteral(".json");
}

std::optional<LocalAnswer> ClientResponseCache::find(const QByteArray &key) const
{
    QFile f(pathFor(key));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    if (!o.value(QStringLiteral("status")).isDouble() || !o.value(QStringLiteral("body")).isString())
        return std::nullopt; // a damaged entry is asked again
    LocalAnswer a;
    a.status = o.value(QStringLiteral("status")).toInt();
    a.reason = o.value(QStringLiteral("reason")).toString().toLatin1();
    for (const QJsonValue h : o.value(QStringLiteral("headers")).toArray()) {
        const QJsonArray pair = h.toArray();
        const QByteArray name = pair.at(0).toString().toLatin1();
        const QByteArray lower = name.toLower();
        if (lower == "content-length" || lower == "transfer-encoding" || lower == "content-encoding"
            || lower == "connection")
            continue;
        a.headers << qMakePair(name, pair.at(1).toString().toLatin1());
    }
    a.body = QByteArray::fromBase64(o.value(QStringLiteral("body")).toString().toLatin1());
    a.source = QStringLiteral("cache");
    return a;
}

bool ClientResponseCache::store(const QByteArray &key, const CaptureExchange &e, QString *error) const
{
    QJsonArray headers;
    for (const auto &h : e.responseHeaders)
        if (h.first.compare("set-cookie", Qt::CaseInsensitive) != 0) // nothing of the account's session on disk
            headers << QJsonArray { QString::fromLatin1(h.first), QString::fromLatin1(h.second) };
    const QJsonObject o { { QStringLiteral("status"), e.status },
        { QStringLiteral("reason"), QString::fromLatin1(e.reason) }, { QStringLiteral("headers"), headers },
        { QStringLiteral("path"), QString::fromUtf8(e.path()) },
        { QStringLiteral("stored_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { QStringLiteral("body"), QString::fromLatin1(e.responseBody.toBase64()) } };
    return ResponseCache::writeEntry(pathFor(key), o, error);
}

int ClientResponseCache::entryCount() const
{
    return ResponseCache::countEntries(m_directory);
}

CachingAnswerer::CachingAnswerer(std::shared_ptr<ClientResponseCache> cache, AgentClient client, int repetition,
    QStringList volatileStrings, bool readCache, std::shared_ptr<LocalAnswerer> inner, bool firstResponseOnly)
    : m_cache(std::move(cache))
    , m_client(client)
    , m_repetition(repetition)
    , m_volatile(std::move(volatileStrings))
    , m_read(readCache)
    , m_inner(std::move(inner))
    , m_firstResponseOnly(firstResponseOnly)
{ }

std::optional<LocalAnswer> CachingAnswerer::answer(const HttpRequest &request)
{
    const QByteArray path = request.head.path();
    if (m_firstResponseOnly && isScriptedModelCallPath(request.head.method, path)) {
        bool followUp = false;
        ScriptedClientModel::queryOf(request.body, &followUp);
        const QJsonValue tools = QJsonDocument::fromJson(request.body).object().value(QStringLiteral("tools"));
        if (followUp || !tools.isArray() || tools.toArray().isEmpty()) {
            QMutexLocker lock(&m_mutex);
            ++m_requests;
            LocalAnswer a;
            a.headers = { { "Content-Type", scriptedModelContentType(path) }, { "Cache-Control", "no-cache" } };
            a.body
                = scriptedModelAnswer(path, QStringLiteral("(The Trigger Lab judged this run on the first response.)"));
            a.source = QStringLiteral("trigger lab");
            return a;
        }
    }
    if (m_cache && isScriptedModelCallPath(request.head.method, path)) {
        const QByteArray normalised = normalisedClientBody(
            request.body, m_volatile, m_client == AgentClient::GeminiCli ? SkillOrder::Unordered : SkillOrder::AsSent);
        const QByteArray bodyHash = QCryptographicHash::hash(normalised, QCryptographicHash::Sha256);
        QByteArray key;
        {
            QMutexLocker lock(&m_mutex);
            const int number = ++m_requests;
            key = ClientResponseCache::key(m_client, path, normalised, m_repetition, m_occurrences.value(bodyHash));
            m_keys.insert(number, { key, bodyHash });
        }
        std::optional<LocalAnswer> local;
        if (m_read)
            local = m_cache->find(key);
        const bool hit = local.has_value();
        if (!local && m_inner)
            local = m_inner->answer(request);
        if (local && local->status >= 200 && local->status < 300) {
            QMutexLocker lock(&m_mutex);
            ++m_occurrences[bodyHash];
            m_cached += hit;
        }
        return local;
    }
    {
        QMutexLocker lock(&m_mutex);
        ++m_requests;
    }
    return m_inner ? m_inner->answer(request) : std::nullopt;
}

void CachingAnswerer::store(const CaptureExchange &exchange, bool answerWhole)
{
    const bool clean = exchange.end == TransportAttempt::End::Complete && !exchange.clientGone;
    if (!m_cache || !exchange.answeredBy.isEmpty() || exchange.status < 200 || exchange.status >= 300
        || !(clean || answerWhole))
        return;
    QPair<QByteArray, QByteArray> key;
    {
        QMutexLocker lock(&m_mutex);
        key = m_keys.value(exchange.number);
        if (!key.first.isEmpty())
            ++m_occurrences[key.second];
    }
    if (!key.first.isEmpty())
        m_cache->store(key.first, exchange);
}

int CachingAnswerer::cachedAnswers() const
{
    QMutexLocker lock(&m_mutex);
    return m_cached;
}

} // namespace sw

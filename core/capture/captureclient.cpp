// Client detection from headers and request shape.
#include "captureclient.h"

#include <QRegularExpression>

namespace sw {

namespace {

QByteArray headerValue(const HttpHeaders &headers, QByteArrayView name)
{
    for (const auto &h : headers)
        if (QByteArrayView(h.first).compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

// The version after `prefix/` in a User-Agent: digits and dots (and a pre-release suffix).
QString versionAfter(const QString &userAgent, const QString &prefix)
{
    const QRegularExpression re(QRegularExpression::escape(prefix) + QStringLiteral("/([0-9][0-9A-Za-z.+-]*)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(userAgent);
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace

std::optional<AgentClient> agentClientOf(CaptureClient client)
{
    switch (client) {
    case CaptureClient::ClaudeCode:
        return AgentClient::ClaudeCode;
    case CaptureClient::Codex:
        return AgentClient::Codex;
    case CaptureClient::Opencode:
        return AgentClient::Opencode;
    case CaptureClient::GeminiCli:
        return AgentClient::GeminiCli;
    case CaptureClient::Unknown:
        break;
    }
    return std::nullopt;
}

QString captureClientId(CaptureClient client)
{
    const std::optional<AgentClient> agent = agentClientOf(client);
    return agent ? agentClientId(*agent) : QStringLiteral("unknown");
}

QString captureClientTitle(CaptureClient client)
{
    const std::optional<AgentClient> agent = agentClientOf(client);
    return agent ? agentClientName(*agent) : QStringLiteral("an unknown agent");
}

QString captureClientName(const ClientIdentity &client)
{
    const QString title = captureClientTitle(client.client);
    return client.version.isEmpty() ? title : title + QLatin1Char(' ') + client.version;
}

std::optional<CaptureClient> captureClientFromId(const QString &id)
{
    for (CaptureClient c : { CaptureClient::Unknown, CaptureClient::ClaudeCode, CaptureClient::Codex,
             CaptureClient::Opencode, CaptureClient::GeminiCli })
        if (captureClientId(c) == id)
            return c;
    return std::nullopt;
}

ClientIdentity identifyClient(const HttpHeaders &requestHeaders, const RequestView &view)
{
    ClientIdentity id;
    id.userAgent = QString::fromLatin1(headerValue(requestHeaders, "user-agent"));
    const QString ua = id.userAgent;
    const QByteArray originator = headerValue(requestHeaders, "originator");
    if (ua.startsWith(QLatin1String("claude-cli/"), Qt::CaseInsensitive)) {
        id.client = CaptureClient::ClaudeCode;
        id.version = versionAfter(ua, QStringLiteral("claude-cli"));
    } else if (originator.startsWith("codex") || ua.startsWith(QLatin1String("codex"), Qt::CaseInsensitive)) {
        id.client = CaptureClient::Codex;
        const qsizetype slash = ua.indexOf(QLatin1Char('/'));
        if (slash > 0)
            id.version = versionAfter(ua, ua.left(slash));
    } else if (ua.startsWith(QLatin1String("opencode/"), Qt::CaseInsensitive)) {
        id.client = CaptureClient::Opencode;
        id.version = versionAfter(ua, QStringLiteral("opencode"));
    } else if (ua.startsWith(QLatin1String("GeminiCLI"), Qt::CaseInsensitive)) {
        id.client = CaptureClient::GeminiCli;
        static const QRegularExpression re(QStringLiteral("^GeminiCLI[^/]*/([0-9][0-9A-Za-z.+-]*)"));
        const QRegularExpressionMatch m = re.match(ua);
        if (m.hasMatch())
            id.version = m.captured(1);
    }
    if (id.client != CaptureClient::Unknown)
        return id;
    // The shape, when the headers say nothing (a client behind another proxy, a stripped User-Agent).
    static const QRegularExpression ccVersion(QStringLiteral("\\bcc_version=([0-9]+\\.[0-9]+\\.[0-9]+)"));
    for (const ViewMessage &m : view.messages) {
        for (const ViewPart &p : m.parts) {
            if (p.kind != ViewPart::Kind::Text)
                continue;
            if (m.instructions && view.api == QLatin1String("anthropic-messages")) {
                const QRegularExpressionMatch match = ccVersion.match(p.text);
                if (match.hasMatch()) {
                    id.client = CaptureClient::ClaudeCode;
                    id.version = match.captured(1);
                    return id;
                }
            }
            if (m.role == QLatin1String("developer") && p.text.startsWith(QLatin1String("<skills_instructions>"))) {
                id.client = CaptureClient::Codex;
                return id;
            }
        }
    }
    return id;
}

} // namespace sw

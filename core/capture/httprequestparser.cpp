// HttpRequestParser: request line, header fields and body framing of HTTP/1.1 requests.
#include "httprequestparser.h"

namespace sw {

namespace {

bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!':
    case '#':
    case '$':
    case '%':
    case '&':
    case '\'':
    case '*':
    case '+':
    case '-':
    case '.':
    case '^':
    case '_':
    case '`':
    case '|':
    case '~':
        return true;
    default:
        return false;
    }
}

bool isToken(QByteArrayView s)
{
    if (s.isEmpty())
        return false;
    for (char c : s)
        if (!isTokenChar(c))
            return false;
    return true;
}

// The comma-separated, lower-cased list elements of a header value.
QList<QByteArray> listElements(QByteArrayView value)
{
    QList<QByteArray> out;
    for (const QByteArray &part : value.toByteArray().split(',')) {
        const QByteArray t = part.trimmed().toLower();
        if (!t.isEmpty())
            out << t;
    }
    return out;
}

} // namespace

QByteArrayView withoutOws(QByteArrayView s)
{
    while (!s.isEmpty() && (s.front() == ' ' || s.front() == '\t'))
        s = s.sliced(1);
    while (!s.isEmpty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.chop(1);
    return s;
}

QByteArray HttpRequestHead::header(QByteArrayView name) const
{
    for (const auto &h : headers)
        if (QByteArrayView(h.first).compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

bool HttpRequestHead::hasHeader(QByteArrayView name) const
{
    for (const auto &h : headers)
        if (QByteArrayView(h.first).compare(name, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

bool HttpRequestHead::keepAlive() const
{
    const QList<QByteArray> tokens = connectionTokens(headers);
    if (version == "HTTP/1.0")
        return tokens.contains("keep-alive");
    return !tokens.contains("close");
}

QByteArray HttpRequestHead::path() const
{
    const qsizetype q = target.indexOf('?');
    return q < 0 ? target : target.left(q);
}

QByteArray HttpRequestHead::query() const
{
    const qsizetype q = target.indexOf('?');
    return q < 0 ? QByteArray() : target.mid(q + 1);
}

QList<QByteArray> connectionTokens(const HttpHeaders &headers)
{
    QList<QByteArray> out;
    for (const auto &h : headers)
        if (h.first.compare("connection", Qt::CaseInsensitive) == 0)
            out += listElements(h.second);
    return out;
}

bool isHopByHopHeader(QByteArrayView name, const QList<QByteArray> &connectionTokens)
{
    static const char *const fixed[] = { "connection", "keep-alive", "proxy-connection", "proxy-authenticate",
        "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade" };
    for (const char *f : fixed)
        if (name.compare(QByteArrayView(f), Qt::CaseInsensitive) == 0)
            return true;
    for (const QByteArray &t : connectionTokens)
        if (name.compare(t, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

bool HttpRequestParser::fail(int status, const QString &message)
{
    m_state = State::Failed;
    m_errorStatus = status;
    m_errorMessage = message;
    m_buffer.clear();
    return false;
}

bool HttpRequestParser::feed(QByteArrayView bytes)
{
    if (m_state == State::Failed)
        return false;
    m_buffer.append(bytes.data(), bytes.size());
    for (;;) {
        if (m_state == State::Head) {
            // Empty lines before a request line are ignored (RFC 9112 2.2).
            qsizetype lead = 0;
            while (lead < m_buffer.size() && (m_buffer.at(lead) == '\r' || m_buffer.at(lead) == '\n'))
                ++lead;
            if (lead > 0) {
                m_buffer.remove(0, lead);
                m_scanFrom = 0;
            }
            if (m_buffer.isEmpty())
                return true;
            // The head ends at the first empty line: "\n\n" or "\n\r\n".
            qsizetype end = -1;
            qsizetype bodyStart = -1;
            for (qsizetype i = std::max<qsizetype>(m_scanFrom, 0); i < m_buffer.size(); ++i) {
                i = m_buffer.indexOf('\n', i);
                if (i < 0)
                    break;
                if (i + 1 < m_buffer.size() && m_buffer.at(i + 1) == '\n') {
                    end = i;
                    bodyStart = i + 2;
                    break;
                }
                if (i + 2 < m_buffer.size() && m_buffer.at(i + 1) == '\r' && m_buffer.at(i + 2) == '\n') {
                    end = i;
                    bodyStart = i + 3;
                    break;
                }
            }
            if (end < 0) {
                if (m_buffer.size() > m_maxHead)
                    return fail(431, QStringLiteral("the request's header section is over %1 bytes").arg(m_maxHead));
                m_scanFrom = std::max<qsizetype>(0, m_buffer.size() - 2);
                return true;
            }
            if (end > m_maxHead)
                return fail(431, QStringLiteral("the request's header section is over %1 bytes").arg(m_maxHead));
            m_scanFrom = 0;
            if (!parseHead(end, bodyStart))
                return false;
            continue;
        }
        if (m_state == State::Body) {
            const bool done = m_current.chunked ? readChunked() : readBody();
            if (m_state == State::Failed)
                return false;
            if (!done)
                return true;
            finishRequest();
            continue;
        }
        return false;
    }
}

bool HttpRequestParser::parseHead(qsizetype end, qsizetype bodyStart)
{
    const QByteArray head = m_buffer.left(end);
    m_buffer.remove(0, bodyStart);
    QList<QByteArray> lines = head.split('\n');
    for (QByteArray &l : lines)
        if (l.endsWith('\r'))
            l.chop(1);

    m_current = HttpRequest();
    const QByteArray &requestLine = lines.first();
    const qsizetype sp1 = requestLine.indexOf(' ');
    const qsizetype sp2 = sp1 < 0 ? -1 : requestLine.indexOf(' ', sp1 + 1);
    if (sp1 <= 0 || sp2 <= sp1 + 1 || requestLine.indexOf(' ', sp2 + 1) >= 0)
        return fail(400, QStringLiteral("malformed request line"));
    m_current.head.method = requestLine.left(sp1);
    m_current.head.target = requestLine.mid(sp1 + 1, sp2 - sp1 - 1);
    m_current.head.version = requestLine.mid(sp2 + 1);
    if (!isToken(m_current.head.method))
        return fail(400, QStringLiteral("malformed request method"));
    if (m_current.head.version != "HTTP/1.1" && m_current.head.version != "HTTP/1.0") {
        if (m_current.head.version.startsWith("HTTP/"))
            return fail(505,
                QStringLiteral("HTTP version %1 is not supported (HTTP/1.1 only)")
                    .arg(QString::fromLatin1(m_current.head.version)));
        return fail(400, QStringLiteral("malformed request line"));
    }
    for (char c : m_current.head.target)
        if (uchar(c) <= 0x20 || c == 0x7f)
            return fail(400, QStringLiteral("malformed request target"));

    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        if (line.startsWith(' ') || line.startsWith('\t'))
            return fail(400, QStringLiteral("obsolete header line folding"));
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(QByteArrayView(line).first(colon)))
            return fail(400, QStringLiteral("malformed header line"));
        m_current.head.headers.append(
            { line.left(colon), withoutOws(QByteArrayView(line).sliced(colon + 1)).toByteArray() });
    }

    // Body framing (RFC 9112 6.3): chunked wins over Content-Length; a request without either has no body.
    const HttpHeaders &headers = m_current.head.headers;
    QList<QByteArray> codings;
    bool hasLength = false;
    QByteArray lengthValue;
    for (const auto &h : headers) {
        if (h.first.compare("transfer-encoding", Qt::CaseInsensitive) == 0) {
            codings += listElements(h.second);
        } else if (h.first.compare("content-length", Qt::CaseInsensitive) == 0) {
            for (const QByteArray &v : listElements(h.second)) {
                if (hasLength && v != lengthValue)
                    return fail(400, QStringLiteral("conflicting Content-Length values"));
                hasLength = true;
                lengthValue = v;
            }
        }
    }
    if (!codings.isEmpty()) {
        // Only chunked: a body under another transfer coding could not be forwarded as it was meant.
        if (codings.size() != 1 || codings.last() != "chunked")
            return fail(codings.last() == "chunked" || !codings.contains("chunked") ? 501 : 400,
                QStringLiteral("unsupported Transfer-Encoding '%1'").arg(QString::fromLatin1(codings.join(", "))));
        m_current.chunked = true;
        m_chunkState = ChunkState::Size;
        m_chunkLeft = 0;
        m_state = State::Body;
        return true;
    }
    m_contentLength = 0;
    if (hasLength) {
        bool ok = false;
        for (char c : lengthValue)
            if (c < '0' || c > '9')
                return fail(400, QStringLiteral("malformed Content-Length"));
        m_contentLength = lengthValue.toLongLong(&ok);
        if (!ok || m_contentLength < 0)
            return fail(400, QStringLiteral("malformed Content-Length"));
        if (m_contentLength > m_maxBody)
            return fail(413,
                QStringLiteral("the request body (%1 bytes) is over the limit of %2 bytes")
                    .arg(m_contentLength)
                    .arg(m_maxBody));
    }
    if (m_contentLength == 0) {
        finishRequest();
        return true;
    }
    m_current.body.reserve(m_contentLength);
    m_state = State::Body;
    return true;
}

bool HttpRequestParser::readBody()
{
    const qint64 want = m_contentLength - m_current.body.size();
    const qsizetype take = qsizetype(std::min<qint64>(want, m_buffer.size()));
    m_current.body.append(m_buffer.constData(), take);
    m_buffer.remove(0, take);
    return m_current.body.size() == m_contentLength;
}

bool HttpRequestParser::readChunked()
{
    qsizetype pos = 0;
    bool done = false;
    while (!done) {
        if (m_chunkState == ChunkState::Data) {
            const qsizetype take = qsizetype(std::min<qint64>(m_chunkLeft, m_buffer.size() - pos));
            if (take == 0)
                break;
            m_current.body.append(m_buffer.constData() + pos, take);
            pos += take;
            m_chunkLeft -= take;
            if (m_current.body.size() > m_maxBody) {
                fail(413, QStringLiteral("the request body is over the limit of %1 bytes").arg(m_maxBody));
                return false;
            }
            if (m_chunkLeft == 0)
                m_chunkState = ChunkState::DataEnd;
            continue;
        }
        const qsizetype nl = m_buffer.indexOf('\n', pos);
        if (nl < 0) {
            if (m_buffer.size() - pos > m_maxHead) {
                fail(400, QStringLiteral("malformed chunked body"));
                return false;
            }
            break;
        }
        QByteArrayView line = QByteArrayView(m_buffer).sliced(pos, nl - pos);
        if (line.endsWith('\r'))
            line.chop(1);
        pos = nl + 1;
        switch (m_chunkState) {
        case ChunkState::Size: {
            const qsizetype semi = line.indexOf(';');
            const QByteArrayView size = withoutOws(semi < 0 ? line : line.first(semi));
            bool ok = !size.isEmpty() && size.size() <= 15;
            const qint64 n = ok ? size.toLongLong(&ok, 16) : 0;
            if (!ok || n < 0) {
                fail(400, QStringLiteral("malformed chunk size"));
                return false;
            }
            m_chunkLeft = n;
            m_chunkState = n == 0 ? ChunkState::Trailer : ChunkState::Data;
            break;
        }
        case ChunkState::DataEnd:
            if (!line.isEmpty()) {
                fail(400, QStringLiteral("malformed chunked body"));
                return false;
            }
            m_chunkState = ChunkState::Size;
            break;
        case ChunkState::Trailer:
            if (line.isEmpty())
                done = true; // trailer fields (if any) are read and dropped
            break;
        case ChunkState::Data:
            break;
        }
    }
    m_buffer.remove(0, pos);
    return done;
}

void HttpRequestParser::finishRequest()
{
    m_ready.append(std::move(m_current));
    m_current = HttpRequest();
    m_state = State::Head;
    m_scanFrom = 0;
}

} // namespace sw

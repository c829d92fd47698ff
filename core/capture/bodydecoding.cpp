// Content decoding with zlib (gzip members one after another, zlib-wrapped or raw deflate).
#include "bodydecoding.h"

#include <zlib.h>

namespace sw {

namespace {

// Inflates `in` with the given window bits; gzip streams may hold several members.
std::optional<QByteArray> inflateAll(const QByteArray &in, int windowBits)
{
    QByteArray out;
    qsizetype offset = 0;
    while (offset < in.size()) {
        z_stream s {};
        if (inflateInit2(&s, windowBits) != Z_OK)
            return std::nullopt;
        s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData() + offset));
        s.avail_in = uInt(in.size() - offset);
        int rc = Z_OK;
        char buffer[64 * 1024];
        while (rc != Z_STREAM_END) {
            s.next_out = reinterpret_cast<Bytef *>(buffer);
            s.avail_out = sizeof(buffer);
            rc = inflate(&s, Z_NO_FLUSH);
            if (rc != Z_OK && rc != Z_STREAM_END) {
                inflateEnd(&s);
                return std::nullopt;
            }
            out.append(buffer, qsizetype(sizeof(buffer) - s.avail_out));
            if (rc == Z_OK && s.avail_in == 0 && s.avail_out != 0) {
                inflateEnd(&s);
                return std::nullopt; // truncated
            }
        }
        offset = in.size() - qsizetype(s.avail_in);
        inflateEnd(&s);
        if (windowBits < 16)
            break; // zlib and raw deflate hold one stream
        while (offset < in.size() && in.at(offset) == '\0')
            ++offset; // padding after the last member
    }
    return out;
}

} // namespace

std::optional<QByteArray> decodeContent(const QByteArray &body, QByteArrayView encoding)
{
    const QByteArray e = encoding.toByteArray().trimmed().toLower();
    if (e.isEmpty() || e == "identity")
        return body;
    if (body.isEmpty())
        return body;
    if (e == "gzip" || e == "x-gzip")
        return inflateAll(body, 16 + MAX_WBITS);
    if (e == "deflate") {
        if (auto zlibWrapped = inflateAll(body, MAX_WBITS))
            return zlibWrapped;
        return inflateAll(body, -MAX_WBITS); // some servers send raw deflate
    }
    return std::nullopt;
}

} // namespace sw

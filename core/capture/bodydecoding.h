#pragma once
// Response bodies as the record keeps them: a body the upstream compressed (Content-Encoding gzip, x-gzip, deflate)
// inflated with zlib; other encodings (br, zstd) are kept as they came.
#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace sw {

// The decoded body, or nullopt when `encoding` is not one zlib reads or the bytes are not valid for it.
// "" and "identity" return the bytes unchanged.
std::optional<QByteArray> decodeContent(const QByteArray &body, QByteArrayView encoding);

} // namespace sw

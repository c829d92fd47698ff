#pragma once
// Reading a file's bytes with as few system calls as possible (open, fstat, read, close): the validator reads
// tens of thousands of small files (internal to the skill module).
#include <QByteArray>

namespace sw::detail {

// Reads up to limit bytes of path into bytes and sets size to the file's full size. False when it cannot be
// opened (errno tells why).
bool readFileHead(const QByteArray &path, qint64 limit, QByteArray &bytes, qint64 &size);

} // namespace sw::detail

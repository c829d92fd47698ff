// Small-file reading with plain POSIX calls.
#include "skill/filereading.h"

#include <cstring>

#include <algorithm>
#include <cerrno>
#include <sys/stat.h>

namespace sw::detail {

qsizetype firstInvalidUtf8(QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // Fast path over ASCII, eight bytes at a time.
        while (i + 8 <= n) {
            quint64 chunk;
            memcpy(&chunk, p + i, 8);
            if (chunk & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i >= n)
            break;
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len = 0;
        quint32 cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + len > n)
            return i;
        for (int k = 1; k < len; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)))
            || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            return i;
        i += len;
    }
    return -1;
}

bool readFileHead(const QByteArray &path, qint64 limit, QByteArray &bytes, qint64 &size)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    // One read answers for small files: a short read of a regular file is its end.
    constexpr qint64 kFirst = qint64(16) * 1024;
    const qint64 first = std::min(kFirst, limit);
    bytes.resize(first);
    qint64 got = 0;
    while (got < first) {
        const ssize_t n = ::read(fd, bytes.data() + got, size_t(first - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += n;
        if (got < first && n > 0)
            break; // short read: end of file
    }
    if (got < first) {
        bytes.resize(got);
        size = got;
        ::close(fd);
        return true;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        ::close(fd);
        return false;
    }
    size = st.st_size;
    const qint64 want = std::min<qint64>(size, limit);
    if (want > got) {
        bytes.resize(want);
        while (got < want) {
            const ssize_t n = ::read(fd, bytes.data() + got, size_t(want - got));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            got += n;
        }
    }
    bytes.resize(got);
    ::close(fd);
    return true;
}

} // namespace sw::detail

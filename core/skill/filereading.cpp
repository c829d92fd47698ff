// Small-file reading with plain POSIX calls.
#include "skill/filereading.h"

#include <algorithm>
#include <cerrno>
#include <sys/stat.h>

namespace sw::detail {

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

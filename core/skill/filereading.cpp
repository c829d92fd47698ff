// Small-file reading with plain POSIX calls.
#include "skill/filereading.h"

#include <algorithm>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sw::detail {

bool readFileHead(const QByteArray &path, qint64 limit, QByteArray &bytes, qint64 &size)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat st;
    if (fstat(fd, &st) != 0) {
        ::close(fd);
        return false;
    }
    size = st.st_size;
    const qint64 want = std::min<qint64>(size, limit);
    bytes.resize(want);
    qint64 got = 0;
    while (got < want) {
        const ssize_t n = ::read(fd, bytes.data() + got, size_t(want - got));
        if (n <= 0)
            break;
        got += n;
    }
    bytes.resize(got);
    ::close(fd);
    return true;
}

} // namespace sw::detail

#pragma once
// Reading files and folders with as few system calls as possible: the validator reads tens of thousands of small
// files and folders (internal to the skill module; Linux/glibc).
#include <QByteArray>
#include <QByteArrayView>

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

namespace sw::detail {

// The offset of the first byte that does not belong to a valid UTF-8 sequence (overlong forms, surrogates and code
// points above U+10FFFF included), -1 when all of bytes is valid UTF-8.
qsizetype firstInvalidUtf8(QByteArrayView bytes);

// Reads up to limit bytes of path into bytes and sets size to the file's full size. False when it cannot be
// opened (errno tells why). Small files cost open, read, close (no stat).
bool readFileHead(const QByteArray &path, qint64 limit, QByteArray &bytes, qint64 &size);

// Calls visit(name, d_type) for every entry of a folder but "." and ".." (d_type may be DT_UNKNOWN). Uses
// getdents64 directly: no stat and no allocation per folder. False when the folder cannot be opened.
template<typename Visit> bool forEachDirectoryEntry(const QByteArray &dir, Visit &&visit)
{
    const int fd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    alignas(dirent64) char buffer[16384];
    for (;;) {
        const ssize_t n = ::getdents64(fd, buffer, sizeof buffer);
        if (n <= 0)
            break;
        for (ssize_t at = 0; at < n;) {
            const auto *e = reinterpret_cast<const dirent64 *>(buffer + at);
            at += e->d_reclen;
            const char *name = e->d_name;
            if (name[0] == '.' && (name[1] == '\0' || (name[1] == '.' && name[2] == '\0')))
                continue;
            visit(name, e->d_type);
        }
    }
    ::close(fd);
    return true;
}

} // namespace sw::detail

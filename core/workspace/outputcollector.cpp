// Output collection: glob normalisation and matching, confined directory walk, MIME classification, caps.
#include "workspace/outputcollector.h"

#include "workspace/streamcapture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QRegularExpression>
#include <QSet>

namespace sw {

namespace {
constexpr int kMaxVisitedEntries = 200000; // bounds a walk over a huge tree

bool hasWildcard(QStringView segment)
{
    for (const QChar c : segment) {
        if (c == u'*' || c == u'?' || c == u'[' || c == u'\\')
            return true;
    }
    return false;
}

// Matches a character class starting at pattern[p] == '['. Returns the index after ']' or -1 if malformed.
qsizetype matchClass(QStringView pattern, qsizetype p, QChar c, bool *matched)
{
    qsizetype i = p + 1;
    bool negate = false;
    if (i < pattern.size() && (pattern[i] == u'!' || pattern[i] == u'^')) {
        negate = true;
        ++i;
    }
    bool found = false;
    bool first = true;
    while (i < pattern.size() && (pattern[i] != u']' || first)) {
        first = false;
        QChar lo = pattern[i];
        if (lo == u'\\' && i + 1 < pattern.size())
            lo = pattern[++i];
        QChar hi = lo;
        if (i + 2 < pattern.size() && pattern[i + 1] == u'-' && pattern[i + 2] != u']') {
            hi = pattern[i + 2];
            if (hi == u'\\' && i + 3 < pattern.size()) {
                hi = pattern[i + 3];
                ++i;
            }
            i += 2;
        }
        if (lo <= c && c <= hi)
            found = true;
        ++i;
    }
    if (i >= pattern.size())
        return -1;
    *matched = found != negate;
    return i + 1;
}

struct Walk
{
    QString rootCanonical;
    QStringList segments;
    QSet<QString> seen; // canonical file paths
    QList<QString> matches; // canonical file paths in walk order
    int maxMatches = 0;
    int visited = 0;
    bool capped = false;

    bool inside(const QString &canonical) const
    {
        return canonical == rootCanonical || canonical.startsWith(rootCanonical + u'/');
    }

    void addCandidate(const QString &path)
    {
        const QFileInfo info(path);
        if (!info.isFile())
            return;
        const QString canonical = info.canonicalFilePath();
        if (canonical.isEmpty() || !inside(canonical) || seen.contains(canonical))
            return;
        if (matches.size() >= maxMatches) {
            capped = true;
            return;
        }
        seen.insert(canonical);
        matches.append(canonical);
    }

    void walk(const QString &dir, int index, QSet<QString> &stack)
    {
        if (capped || ++visited > kMaxVisitedEntries)
            return;
        if (index == segments.size()) {
            addCandidate(dir);
            return;
        }
        const QString canonicalDir = QFileInfo(dir).canonicalFilePath();
        if (canonicalDir.isEmpty() || !inside(canonicalDir) || !QFileInfo(canonicalDir).isDir())
            return;
        const QString &segment = segments[index];
        if (segment == QLatin1String("**")) {
            walk(dir, index + 1, stack); // zero segments
            if (stack.contains(canonicalDir))
                return; // a link loop
            stack.insert(canonicalDir);
            const QFileInfoList children = QDir(dir).entryInfoList(
                QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
            for (const QFileInfo &child : children) {
                const QString path = dir + u'/' + child.fileName();
                if (child.isDir())
                    walk(path, index, stack); // ** absorbs this folder
                else
                    walk(path, index + 1, stack); // ** ends here; the file must match the rest
            }
            stack.remove(canonicalDir);
            return;
        }
        if (!hasWildcard(segment)) {
            const QString next = dir + u'/' + segment;
            if (QFileInfo::exists(next) || QFileInfo(next).isSymLink())
                walk(next, index + 1, stack);
            return;
        }
        const QStringList children
            = QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
        for (const QString &child : children) {
            if (matchGlobSegment(segment, child))
                walk(dir + u'/' + child, index + 1, stack);
        }
    }
};

QString readTextHead(const QString &path, qint64 maxBytes, bool *cut)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *cut = true;
        return {};
    }
    QByteArray data = f.read(maxBytes + 4);
    *cut = data.size() > maxBytes || f.size() > maxBytes;
    if (data.size() > maxBytes)
        data.truncate(utf8SafePrefixLength(data, maxBytes));
    return QString::fromUtf8(data);
}
} // namespace

bool matchGlobSegment(QStringView pattern, QStringView name)
{
    qsizetype p = 0, n = 0, starP = -1, starN = 0;
    while (n < name.size()) {
        if (p < pattern.size()) {
            const QChar pc = pattern[p];
            if (pc == u'*') {
                starP = p++;
                starN = n;
                continue;
            }
            if (pc == u'?') {
                ++p;
                ++n;
                continue;
            }
            if (pc == u'[') {
                bool matched = false;
                const qsizetype after = matchClass(pattern, p, name[n], &matched);
                if (after >= 0) {
                    if (matched) {
                        p = after;
                        ++n;
                        continue;
                    }
                } else if (name[n] == u'[') { // malformed class: a literal '['
                    ++p;
                    ++n;
                    continue;
                }
            } else {
                QChar literal = pc;
                qsizetype step = 1;
                if (pc == u'\\' && p + 1 < pattern.size()) {
                    literal = pattern[p + 1];
                    step = 2;
                }
                if (literal == name[n]) {
                    p += step;
                    ++n;
                    continue;
                }
            }
        }
        if (starP < 0)
            return false;
        p = starP + 1;
        n = ++starN;
    }
    while (p < pattern.size() && pattern[p] == u'*')
        ++p;
    return p == pattern.size();
}

bool matchGlobPath(const QString &pattern, const QString &path)
{
    const QStringList ps = pattern.split(u'/', Qt::SkipEmptyParts);
    const QStringList ns = path.split(u'/', Qt::SkipEmptyParts);
    // match[i][j]: pattern segments from i match path segments from j. Filled backwards: O(|ps| * |ns|).
    const qsizetype width = ns.size() + 1;
    QList<char> match((ps.size() + 1) * width, 0);
    const auto at = [&](qsizetype i, qsizetype j) -> char & { return match[i * width + j]; };
    at(ps.size(), ns.size()) = 1;
    for (qsizetype i = ps.size() - 1; i >= 0; --i) {
        const bool doubleStar = ps[i] == QLatin1String("**");
        for (qsizetype j = ns.size(); j >= 0; --j) {
            if (doubleStar)
                at(i, j) = at(i + 1, j) || (j < ns.size() && at(i, j + 1));
            else
                at(i, j) = j < ns.size() && at(i + 1, j + 1) && matchGlobSegment(ps[i], ns[j]);
        }
    }
    return at(0, 0);
}

QString normalizeOutputGlob(const QString &pattern, const QString &workspaceRoot, QString *error)
{
    static const QRegularExpression prefix(
        QStringLiteral("^\\$(?:\\{(WORKSPACE_DIR|SKILLS_DIR|WORK_DIR|OUTPUT_DIR)\\}|(WORKSPACE_DIR|SKILLS_DIR|"
                       "WORK_DIR|OUTPUT_DIR)(?![A-Za-z0-9_]))"));
    QString p = pattern.trimmed();
    const auto m = prefix.match(p);
    if (m.hasMatch()) {
        const QString var = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        QString replacement = QStringLiteral(".");
        if (var == QLatin1String("SKILLS_DIR"))
            replacement = QStringLiteral("skills");
        else if (var == QLatin1String("WORK_DIR"))
            replacement = QStringLiteral("work");
        else if (var == QLatin1String("OUTPUT_DIR"))
            replacement = QStringLiteral("out");
        p = replacement + p.mid(m.capturedLength());
    }
    if (p.startsWith(u'/')) {
        const QString root = QDir::cleanPath(workspaceRoot);
        if (p == root)
            p = QStringLiteral(".");
        else if (p.startsWith(root + u'/'))
            p = p.mid(root.size() + 1);
        else {
            if (error)
                *error = QStringLiteral("output pattern \"%1\" is outside the workspace").arg(pattern);
            return {};
        }
    }
    QStringList kept;
    for (const QString &segment : p.split(u'/', Qt::SkipEmptyParts)) {
        if (segment == QLatin1String("."))
            continue;
        if (segment == QLatin1String("..")) {
            if (error)
                *error = QStringLiteral("output pattern \"%1\" escapes the workspace").arg(pattern);
            return {};
        }
        kept.append(segment);
    }
    if (kept.isEmpty()) {
        if (error)
            *error = QStringLiteral("output pattern \"%1\" matches no files").arg(pattern);
        return {};
    }
    return kept.join(u'/');
}

bool isTextMimeType(const QString &mimeType)
{
    return mimeType.startsWith(QLatin1String("text/")) || mimeType == QLatin1String("application/json")
        || mimeType.endsWith(QLatin1String("+json"));
}

OutputCollection collectOutputFiles(const QString &workspaceRoot, const QStringList &globs, const OutputLimits &limits)
{
    OutputCollection result;
    const bool byDefault = globs.isEmpty();
    const QStringList patterns = byDefault ? QStringList { QStringLiteral("out/**") } : globs;
    const int maxFiles = byDefault ? qMin(limits.maxDefaultFiles, limits.maxFiles) : limits.maxFiles;

    Walk walk;
    walk.rootCanonical = QFileInfo(workspaceRoot).canonicalFilePath();
    walk.maxMatches = maxFiles;
    if (walk.rootCanonical.isEmpty()) {
        result.warnings.append(QStringLiteral("workspace %1 does not exist").arg(workspaceRoot));
        return result;
    }
    for (const QString &pattern : patterns) {
        QString error;
        const QString normalized = normalizeOutputGlob(pattern, walk.rootCanonical, &error);
        if (normalized.isEmpty()) {
            result.warnings.append(error);
            continue;
        }
        walk.segments = normalized.split(u'/');
        QSet<QString> stack;
        walk.walk(walk.rootCanonical, 0, stack);
    }
    if (walk.capped) {
        result.limitsHit = true;
        result.warnings.append(QStringLiteral("output files limited to %1").arg(maxFiles));
    }

    QMimeDatabase db;
    qint64 total = 0;
    QStringList names;
    for (const QString &canonical : std::as_const(walk.matches)) {
        OutputFile file;
        file.absolutePath = canonical;
        file.name = canonical.mid(walk.rootCanonical.size() + 1);
        const QFileInfo info(canonical);
        file.sizeBytes = info.size();
        file.mimeType = db.mimeTypeForFile(info).name();
        file.isText = isTextMimeType(file.mimeType);
        if (file.isText) {
            const qint64 budget = qMin(limits.maxFileBytes, limits.maxTotalBytes - total);
            if (budget <= 0) {
                file.truncated = file.sizeBytes > 0;
            } else {
                bool cut = false;
                file.content = readTextHead(canonical, budget, &cut);
                file.truncated = cut;
                total += qMin<qint64>(file.sizeBytes, budget);
            }
            if (file.truncated)
                result.limitsHit = true;
        }
        result.files.append(file);
    }
    if (total >= limits.maxTotalBytes)
        result.warnings.append(QStringLiteral("output files limited to %1 bytes in total").arg(limits.maxTotalBytes));
    std::sort(result.files.begin(), result.files.end(),
        [](const OutputFile &a, const OutputFile &b) { return a.name < b.name; });
    return result;
}

} // namespace sw

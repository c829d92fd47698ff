// Segments of captured request bodies: JSON value ranges, string offsets, and the segment layout.
#include "capturesegments.h"

#include "tokens/tokenizer.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace sw {

namespace {

struct Scanner
{
    QByteArrayView s;
    qsizetype i = 0;
    int maxDepth = 4;
    QHash<QString, QPair<qsizetype, qsizetype>> *out = nullptr;

    void ws()
    {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t'))
            ++i;
    }
    bool string()
    {
        if (i >= s.size() || s[i] != '"')
            return false;
        for (++i; i < s.size(); ++i) {
            if (s[i] == '\\')
                ++i;
            else if (s[i] == '"') {
                ++i;
                return true;
            }
        }
        return false;
    }
    bool value(const QString &path, int depth)
    {
        ws();
        if (i >= s.size())
            return false;
        const qsizetype start = i;
        bool ok = true;
        const char c = s[i];
        if (c == '"') {
            ok = string();
        } else if (c == '{') {
            ++i;
            ws();
            if (i < s.size() && s[i] == '}') {
                ++i;
            } else {
                for (;;) {
                    ws();
                    const qsizetype keyStart = i;
                    if (!string())
                        return false;
                    const QString key = QString::fromUtf8(s.sliced(keyStart + 1, i - keyStart - 2));
                    ws();
                    if (i >= s.size() || s[i] != ':')
                        return false;
                    ++i;
                    if (!value(path.isEmpty() ? key : path + QLatin1Char('.') + key, depth + 1))
                        return false;
                    ws();
                    if (i < s.size() && s[i] == ',') {
                        ++i;
                        continue;
                    }
                    if (i < s.size() && s[i] == '}') {
                        ++i;
                        break;
                    }
                    return false;
                }
            }
        } else if (c == '[') {
            ++i;
            ws();
            if (i < s.size() && s[i] == ']') {
                ++i;
            } else {
                for (int n = 0;; ++n) {
                    if (!value(path + QStringLiteral("[%1]").arg(n), depth + 1))
                        return false;
                    ws();
                    if (i < s.size() && s[i] == ',') {
                        ++i;
                        continue;
                    }
                    if (i < s.size() && s[i] == ']') {
                        ++i;
                        break;
                    }
                    return false;
                }
            }
        } else {
            while (i < s.size() && s[i] != ',' && s[i] != '}' && s[i] != ']' && s[i] != ' ' && s[i] != '\n'
                && s[i] != '\r' && s[i] != '\t')
                ++i;
            ok = i > start;
        }
        if (ok && depth > 0 && depth <= maxDepth)
            out->insert(path, { start, i });
        return ok;
    }
};

struct Piece
{
    qsizetype start = 0;
    qsizetype end = 0;
    SegmentKind kind = SegmentKind::Envelope;
    QString label;
    int messageIndex = -1;
    QString skill;
    bool insideString = false; // the bytes are part of a string's content: tokens of the unescaped text
};

Piece piece(qsizetype start, qsizetype end, SegmentKind kind, const QString &label, int messageIndex = -1,
    const QString &skill = {}, bool insideString = false)
{
    Piece p;
    p.start = start;
    p.end = end;
    p.kind = kind;
    p.label = label;
    p.messageIndex = messageIndex;
    p.skill = skill;
    p.insideString = insideString;
    return p;
}

} // namespace

JsonRanges JsonRanges::scan(QByteArrayView json, int maxDepth)
{
    JsonRanges r;
    Scanner sc;
    sc.s = json;
    sc.maxDepth = maxDepth;
    sc.out = &r.m_ranges;
    r.m_ok = sc.value(QString(), 0);
    return r;
}

std::optional<QPair<qsizetype, qsizetype>> JsonRanges::range(const QString &path) const
{
    const auto it = m_ranges.constFind(path);
    if (it == m_ranges.constEnd())
        return std::nullopt;
    return *it;
}

qsizetype jsonStringByteOffset(QByteArrayView json, qsizetype quote, qsizetype index)
{
    qsizetype units = 0;
    qsizetype i = quote + 1;
    while (i < json.size()) {
        if (units == index)
            return i;
        const uchar c = uchar(json[i]);
        if (c == '"')
            return -1;
        if (c == '\\') {
            i += json.size() > i + 1 && json[i + 1] == 'u' ? 6 : 2;
            ++units;
        } else if (c < 0x80) {
            ++i;
            ++units;
        } else if (c >= 0xF0) {
            i += 4;
            units += 2;
        } else if (c >= 0xE0) {
            i += 3;
            ++units;
        } else {
            i += 2;
            ++units;
        }
    }
    return units == index ? i : -1;
}

QString unescapedJsonString(QByteArrayView content)
{
    const QJsonDocument doc = QJsonDocument::fromJson("[\"" + content.toByteArray() + "\"]");
    return doc.array().at(0).toString();
}

QList<RequestSegment> captureSegments(const QByteArray &body, const RequestView &view,
    const std::optional<SkillListing> &listing, const QList<SkillLoad> &loads, bool *tokensExact)
{
    const JsonRanges ranges = JsonRanges::scan(body);
    QList<Piece> pieces;
    if (!view.parsed || !ranges.ok()) {
        pieces << piece(0, body.size(), SegmentKind::Envelope, QStringLiteral("body"));
    } else {
        QHash<QString, QString> loadByCall;
        for (const SkillLoad &l : loads)
            if (!l.callId.isEmpty())
                loadByCall.insert(l.callId, l.skill);
        // Pieces inside one string: the listing, project instructions.
        auto inside = [&](const ViewPart &p, int messageIndex, QList<Piece> *into) {
            const auto r = ranges.range(p.path);
            if (!r || p.kind != ViewPart::Kind::Text)
                return;
            if (listing && listing->where == p.path) {
                const qsizetype at = p.text.indexOf(listing->text);
                const qsizetype from = at < 0 ? -1 : jsonStringByteOffset(body, r->first, at);
                const qsizetype to = at < 0 ? -1 : jsonStringByteOffset(body, r->first, at + listing->text.size());
                if (from > 0 && to > from)
                    *into << piece(
                        from, to, SegmentKind::Catalog, QStringLiteral("skill listing"), messageIndex, {}, true);
            }
            for (const QString &file :
                { QStringLiteral("CLAUDE.md"), QStringLiteral("AGENTS.md"), QStringLiteral("GEMINI.md") }) {
                if (p.text.contains(file) && !(listing && listing->where == p.path)) {
                    *into << piece(r->first, r->second, SegmentKind::SystemPrompt,
                        QStringLiteral("project instructions (%1)").arg(file), messageIndex);
                    break;
                }
            }
        };
        for (const ViewMessage &m : view.messages) {
            QList<Piece> overrides;
            std::optional<QPair<qsizetype, qsizetype>> whole;
            SegmentKind kind = SegmentKind::History;
            QString label = m.role;
            QString skill;
            whole = ranges.range(m.path);
            if (m.instructions) {
                kind = SegmentKind::SystemPrompt;
                label = QStringLiteral("system");
            } else {
                if (m.role == QLatin1String("system") || m.role == QLatin1String("developer")) {
                    kind = SegmentKind::SystemPrompt;
                    label = m.role + QStringLiteral(" message");
                }
                for (const ViewPart &p : m.parts) {
                    if (p.kind == ViewPart::Kind::ToolResult && loadByCall.contains(p.callId)) {
                        kind = SegmentKind::LoadedSkill;
                        skill = loadByCall.value(p.callId);
                        label = QStringLiteral("[Loaded] ") + skill;
                    } else if (p.kind == ViewPart::Kind::ToolResult && kind == SegmentKind::History) {
                        kind = SegmentKind::ToolResult;
                        label = QStringLiteral("tool result");
                    }
                }
            }
            if (!whole)
                continue;
            for (const ViewPart &p : m.parts)
                inside(p, m.index, &overrides);
            std::sort(
                overrides.begin(), overrides.end(), [](const Piece &a, const Piece &b) { return a.start < b.start; });
            qsizetype at = whole->first;
            for (const Piece &o : std::as_const(overrides)) {
                if (o.start < at || o.end > whole->second)
                    continue;
                if (o.start > at)
                    pieces << piece(at, o.start, kind, label, m.index, skill);
                pieces << o;
                at = o.end;
            }
            if (at < whole->second)
                pieces << piece(at, whole->second, kind, label, m.index, skill);
        }
        for (const ViewTool &tool : view.tools)
            if (const auto r = tool.path.isEmpty() ? std::nullopt : ranges.range(tool.path))
                pieces << piece(r->first, r->second, SegmentKind::ToolSchema, QStringLiteral("tool ") + tool.name);
        std::sort(pieces.begin(), pieces.end(), [](const Piece &a, const Piece &b) { return a.start < b.start; });
        // The bytes between pieces (keys, brackets, the model, options) are the envelope.
        QList<Piece> filled;
        qsizetype at = 0;
        for (const Piece &p : std::as_const(pieces)) {
            if (p.start < at)
                continue; // overlaps (a tool inside a message list) keep the first
            if (p.start > at)
                filled << piece(at, p.start, SegmentKind::Envelope, QStringLiteral("envelope"));
            filled << p;
            at = p.end;
        }
        if (at < body.size())
            filled << piece(at, body.size(), SegmentKind::Envelope, QStringLiteral("envelope"));
        pieces = filled;
    }
    const std::shared_ptr<const Tokenizer> tokenizer = Tokenizer::forEncoding(Encoding::O200kBase);
    if (tokensExact)
        *tokensExact = tokenizer->isExact();
    QList<RequestSegment> out;
    for (const Piece &p : std::as_const(pieces)) {
        RequestSegment s;
        s.kind = p.kind;
        s.label = p.label;
        s.messageIndex = p.messageIndex;
        s.byteStart = p.start;
        s.byteLength = p.end - p.start;
        s.skill = p.skill;
        const QByteArrayView bytes = QByteArrayView(body).sliced(p.start, p.end - p.start);
        s.tokens = countTokens(p.insideString ? unescapedJsonString(bytes) : QString::fromUtf8(bytes));
        out << s;
    }
    return out;
}

} // namespace sw

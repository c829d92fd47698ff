// Text operations shared by the catalog dialects (see catalogtext.h).
#include "catalog/catalogtext.h"

namespace sw::catalogtext {

namespace {
// Escapes &, < and > always, and with `quotes` also " and ' (as Python's html.escape does).
QString escapeMarkup(const QString &text, bool quotes)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'&':
            out += QLatin1String("&amp;");
            break;
        case u'<':
            out += QLatin1String("&lt;");
            break;
        case u'>':
            out += QLatin1String("&gt;");
            break;
        case u'"':
            out += quotes ? QLatin1String("&quot;") : QLatin1String("\"");
            break;
        case u'\'':
            out += quotes ? QLatin1String("&#x27;") : QLatin1String("'");
            break;
        default:
            out += c;
        }
    }
    return out;
}
} // namespace

QString htmlEscape(const QString &text)
{
    return escapeMarkup(text, true);
}

QString xmlEscape(const QString &text)
{
    return escapeMarkup(text, false);
}

bool isJsWhitespace(char16_t c)
{
    switch (c) {
    case 0x09:
    case 0x0A:
    case 0x0B:
    case 0x0C:
    case 0x0D:
    case 0x20:
    case 0xA0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
    case 0xFEFF:
        return true;
    default:
        return c >= 0x2000 && c <= 0x200A;
    }
}

QString collapseWhitespace(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool pendingSpace = false;
    for (const QChar c : text) {
        if (isJsWhitespace(c.unicode())) {
            pendingSpace = true;
            continue;
        }
        if (pendingSpace && !out.isEmpty())
            out += QLatin1Char(' ');
        pendingSpace = false;
        out += c;
    }
    return out;
}

QString truncateUtf16(const QString &text, int maxLength, const QString &marker)
{
    maxLength = std::max<int>(maxLength, int(marker.size()));
    if (text.size() <= maxLength)
        return text;
    return text.left(maxLength - marker.size()) + marker;
}

static char32_t codePointAt(const QString &s, qsizetype &i)
{
    const char16_t c = s.at(i).unicode();
    if (QChar::isHighSurrogate(c) && i + 1 < s.size() && QChar::isLowSurrogate(s.at(i + 1).unicode())) {
        const char32_t cp = QChar::surrogateToUcs4(c, s.at(i + 1).unicode());
        i += 2;
        return cp;
    }
    ++i;
    return c;
}

int compareCodePoints(const QString &a, const QString &b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        const char32_t x = codePointAt(a, i);
        const char32_t y = codePointAt(b, j);
        if (x != y)
            return x < y ? -1 : 1;
    }
    if (i < a.size())
        return 1;
    if (j < b.size())
        return -1;
    return 0;
}

QByteArray jsonQuote(const QString &text)
{
    static const char hex[] = "0123456789abcdef";
    QByteArray out;
    out.reserve(text.size() + 2);
    out += '"';
    const auto escapeUnit = [&](char16_t u) {
        out += "\\u";
        out += hex[(u >> 12) & 0xF];
        out += hex[(u >> 8) & 0xF];
        out += hex[(u >> 4) & 0xF];
        out += hex[u & 0xF];
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        switch (c) {
        case u'"':
            out += "\\\"";
            continue;
        case u'\\':
            out += "\\\\";
            continue;
        case u'\b':
            out += "\\b";
            continue;
        case u'\f':
            out += "\\f";
            continue;
        case u'\n':
            out += "\\n";
            continue;
        case u'\r':
            out += "\\r";
            continue;
        case u'\t':
            out += "\\t";
            continue;
        default:
            break;
        }
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            out += QStringView(text).mid(i, 2).toUtf8();
            ++i;
        } else if (c < 0x20 || QChar::isSurrogate(c)) { // controls and lone surrogates
            escapeUnit(c);
        } else {
            out += QStringView(text).mid(i, 1).toUtf8();
        }
    }
    out += '"';
    return out;
}

QStringList lowerWords(const QString &text)
{
    QStringList words;
    QString current;
    const QString lower = text.toLower();
    for (qsizetype i = 0; i < lower.size();) {
        const qsizetype start = i;
        const char32_t cp = codePointAt(lower, i);
        if (QChar::isLetterOrNumber(cp)) {
            current += QStringView(lower).mid(start, i - start);
        } else if (!current.isEmpty()) {
            words << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        words << current;
    return words;
}

} // namespace sw::catalogtext

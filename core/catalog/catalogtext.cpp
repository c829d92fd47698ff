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

namespace {
// Claude Code's invisible characters beyond the control, format, surrogate, private-use and unassigned categories.
bool claudeInvisible(char32_t c)
{
    static const std::pair<char32_t, char32_t> ranges[] = { { 0xAD, 0xAD }, { 0x34F, 0x34F }, { 0x61C, 0x61C },
        { 0x115F, 0x1160 }, { 0x17B4, 0x17B5 }, { 0x180B, 0x180F }, { 0x200B, 0x200F }, { 0x202A, 0x202E },
        { 0x2060, 0x206F }, { 0x3164, 0x3164 }, { 0xFE00, 0xFE0F }, { 0xFEFF, 0xFEFF }, { 0xFFA0, 0xFFA0 },
        { 0xFFF0, 0xFFFB }, { 0x1107F, 0x1107F }, { 0x13430, 0x1343F }, { 0x16FE4, 0x16FE4 }, { 0x1BCA0, 0x1BCA3 },
        { 0x1D173, 0x1D17A }, { 0xE0000, 0xE0FFF }, { 0x2028, 0x2029 }, { 0x2800, 0x2800 } };
    for (const auto &[from, to] : ranges)
        if (c >= from && c <= to)
            return true;
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
        return true;
    default:
        return false;
    }
}

bool isWide(char32_t c)
{
    static const std::pair<char32_t, char32_t> wide[] = { { 0x1100, 0x115F }, { 0x231A, 0x231B }, { 0x2329, 0x232A },
        { 0x23E9, 0x23EC }, { 0x23F0, 0x23F0 }, { 0x23F3, 0x23F3 }, { 0x25FD, 0x25FE }, { 0x2614, 0x2615 },
        { 0x2648, 0x2653 }, { 0x267F, 0x267F }, { 0x2693, 0x2693 }, { 0x26A1, 0x26A1 }, { 0x26AA, 0x26AB },
        { 0x26BD, 0x26BE }, { 0x26C4, 0x26C5 }, { 0x26CE, 0x26CE }, { 0x26D4, 0x26D4 }, { 0x26EA, 0x26EA },
        { 0x26F2, 0x26F3 }, { 0x26F5, 0x26F5 }, { 0x26FA, 0x26FA }, { 0x26FD, 0x26FD }, { 0x2705, 0x2705 },
        { 0x270A, 0x270B }, { 0x2728, 0x2728 }, { 0x274C, 0x274C }, { 0x274E, 0x274E }, { 0x2753, 0x2755 },
        { 0x2757, 0x2757 }, { 0x2795, 0x2797 }, { 0x27B0, 0x27B0 }, { 0x27BF, 0x27BF }, { 0x2B1B, 0x2B1C },
        { 0x2B50, 0x2B50 }, { 0x2B55, 0x2B55 }, { 0x2E80, 0x303E }, { 0x3041, 0x33FF }, { 0x3400, 0x4DBF },
        { 0x4E00, 0x9FFF }, { 0xA000, 0xA4CF }, { 0xA960, 0xA97F }, { 0xAC00, 0xD7A3 }, { 0xF900, 0xFAFF },
        { 0xFE10, 0xFE19 }, { 0xFE30, 0xFE6F }, { 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x16FE0, 0x16FE4 },
        { 0x17000, 0x18CFF }, { 0x1B000, 0x1B2FF }, { 0x1F004, 0x1F004 }, { 0x1F0CF, 0x1F0CF }, { 0x1F18E, 0x1F18E },
        { 0x1F191, 0x1F19A }, { 0x1F200, 0x1F2FF }, { 0x1F300, 0x1F320 }, { 0x1F32D, 0x1F335 }, { 0x1F337, 0x1F37C },
        { 0x1F37E, 0x1F393 }, { 0x1F3A0, 0x1F3CA }, { 0x1F3CF, 0x1F3D3 }, { 0x1F3E0, 0x1F3F0 }, { 0x1F3F4, 0x1F3F4 },
        { 0x1F3F8, 0x1F43E }, { 0x1F440, 0x1F440 }, { 0x1F442, 0x1F4FC }, { 0x1F4FF, 0x1F53D }, { 0x1F54B, 0x1F54E },
        { 0x1F550, 0x1F567 }, { 0x1F57A, 0x1F57A }, { 0x1F595, 0x1F596 }, { 0x1F5A4, 0x1F5A4 }, { 0x1F5FB, 0x1F64F },
        { 0x1F680, 0x1F6C5 }, { 0x1F6CC, 0x1F6CC }, { 0x1F6D0, 0x1F6D2 }, { 0x1F6D5, 0x1F6D7 }, { 0x1F6DC, 0x1F6DF },
        { 0x1F6EB, 0x1F6EC }, { 0x1F6F4, 0x1F6FC }, { 0x1F7E0, 0x1F7EB }, { 0x1F7F0, 0x1F7F0 }, { 0x1F90C, 0x1F93A },
        { 0x1F93C, 0x1F945 }, { 0x1F947, 0x1F9FF }, { 0x1FA70, 0x1FAFF }, { 0x20000, 0x2FFFD }, { 0x30000, 0x3FFFD } };
    for (const auto &[from, to] : wide)
        if (c >= from && c <= to)
            return true;
    return false;
}
} // namespace

QString claudeListingText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool inRun = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text.at(i).unicode();
        qsizetype width = 1;
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            width = 2;
        }
        if (claudeInvisible(c)) {
            if (!inRun)
                out += QLatin1Char(' ');
            inRun = true;
        } else {
            inRun = false;
            if (c == U'<')
                out += QStringLiteral("&lt;");
            else if (c == U'>')
                out += QStringLiteral("&gt;");
            else
                out += text.mid(i, width);
        }
        i += width - 1;
    }
    return out;
}

int displayWidth(const QString &text)
{
    int columns = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        char32_t c = text.at(i).unicode();
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            ++i;
        }
        if (c < 0x20 || (c >= 0x7F && c < 0xA0))
            continue;
        const QChar::Category category = QChar::category(c);
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing || category == QChar::Other_Format
            || c == 0x200B)
            continue;
        columns += isWide(c) ? 2 : 1;
    }
    return columns;
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

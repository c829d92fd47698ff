// Wire-order JSON: one pass over the bytes with a small grammar check (a stack of containers and what may come
// next), copying strings, numbers and literals byte for byte.
#include "wirejson.h"

#include <QJsonDocument>

#include <QList>

namespace sw {

namespace {

enum class Expect { Value, Key, Colon, CommaOrClose, End };

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isScalarChar(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '+'
        || c == '.';
}

bool isScalar(QByteArrayView token)
{
    if (token == "true" || token == "false" || token == "null")
        return true;
    // -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?
    qsizetype i = 0;
    const auto digits = [&] {
        const qsizetype from = i;
        while (i < token.size() && token.at(i) >= '0' && token.at(i) <= '9')
            ++i;
        return i - from;
    };
    if (i < token.size() && token.at(i) == '-')
        ++i;
    if (i < token.size() && token.at(i) == '0')
        ++i;
    else if (digits() == 0)
        return false;
    if (i < token.size() && token.at(i) == '.') {
        ++i;
        if (digits() == 0)
            return false;
    }
    if (i < token.size() && (token.at(i) == 'e' || token.at(i) == 'E')) {
        ++i;
        if (i < token.size() && (token.at(i) == '+' || token.at(i) == '-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == token.size();
}

} // namespace

WireJsonResult prettyWireJson(QByteArrayView json, int indent)
{
    WireJsonResult result;
    QByteArray &out = result.text;
    out.reserve(json.size() + json.size() / 4);
    QList<char> stack; // '{' or '['
    Expect expect = Expect::Value;
    const auto newline = [&] {
        out += '\n';
        out += QByteArray(stack.size() * indent, ' ');
    };
    const auto afterValue = [&] { expect = stack.isEmpty() ? Expect::End : Expect::CommaOrClose; };
    const auto fail = [&](qsizetype at) {
        result.text = json.toByteArray();
        result.ok = false;
        result.errorOffset = at;
        return result;
    };
    qsizetype i = 0;
    const qsizetype n = json.size();
    while (i < n) {
        const char c = json.at(i);
        if (isSpace(c)) {
            ++i;
            continue;
        }
        const bool valueAllowed = expect == Expect::Value;
        switch (c) {
        case '{':
        case '[': {
            if (!valueAllowed)
                return fail(i);
            qsizetype j = i + 1;
            while (j < n && isSpace(json.at(j)))
                ++j;
            const char close = c == '{' ? '}' : ']';
            if (j < n && json.at(j) == close) { // empty: "{}" / "[]"
                out += c;
                out += close;
                i = j + 1;
                afterValue();
                continue;
            }
            out += c;
            stack.append(c);
            newline();
            expect = c == '{' ? Expect::Key : Expect::Value;
            ++i;
            continue;
        }
        case '}':
        case ']': {
            const char open = c == '}' ? '{' : '[';
            if (stack.isEmpty() || stack.last() != open || expect != Expect::CommaOrClose)
                return fail(i);
            stack.removeLast();
            newline();
            out += c;
            ++i;
            afterValue();
            continue;
        }
        case ',':
            if (expect != Expect::CommaOrClose)
                return fail(i);
            out += ',';
            newline();
            expect = stack.last() == '{' ? Expect::Key : Expect::Value;
            ++i;
            continue;
        case ':':
            if (expect != Expect::Colon)
                return fail(i);
            out += ": ";
            expect = Expect::Value;
            ++i;
            continue;
        case '"': {
            const bool key = expect == Expect::Key;
            if (!key && !valueAllowed)
                return fail(i);
            qsizetype j = i + 1;
            while (j < n && json.at(j) != '"') {
                if (static_cast<unsigned char>(json.at(j)) < 0x20)
                    return fail(j); // raw control character inside a string
                j += json.at(j) == '\\' ? 2 : 1;
            }
            if (j >= n)
                return fail(i); // unterminated string
            out += json.sliced(i, j + 1 - i);
            i = j + 1;
            if (key)
                expect = Expect::Colon;
            else
                afterValue();
            continue;
        }
        default: {
            if (!valueAllowed || !isScalarChar(c))
                return fail(i);
            qsizetype j = i;
            while (j < n && isScalarChar(json.at(j)))
                ++j;
            if (!isScalar(json.sliced(i, j - i)))
                return fail(i);
            out += json.sliced(i, j - i);
            i = j;
            afterValue();
            continue;
        }
        }
    }
    if (expect != Expect::End)
        return fail(n);
    result.ok = true;
    return result;
}

QByteArray jsonStringLiteral(QStringView text)
{
    const QByteArray utf8 = text.toUtf8();
    QByteArray out;
    out.reserve(utf8.size() + 2);
    out += '"';
    for (const char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (c < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 15];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}

QByteArray compactJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QString jsonUnescaped(QByteArrayView escaped)
{
    QByteArray utf8;
    utf8.reserve(escaped.size());
    auto hex4 = [&escaped](qsizetype at, bool *ok) -> char16_t {
        *ok = at + 4 <= escaped.size();
        return *ok ? char16_t(QByteArray(escaped.sliced(at, 4).data(), 4).toUShort(ok, 16)) : 0;
    };
    for (qsizetype i = 0; i < escaped.size(); ++i) {
        const char c = escaped.at(i);
        if (c != '\\') {
            utf8 += c;
            continue;
        }
        if (i + 1 >= escaped.size())
            break; // a cut-off escape
        const char e = escaped.at(++i);
        switch (e) {
        case 'n':
            utf8 += '\n';
            break;
        case 't':
            utf8 += '\t';
            break;
        case 'r':
            utf8 += '\r';
            break;
        case 'b':
            utf8 += '\b';
            break;
        case 'f':
            utf8 += '\f';
            break;
        case 'u': {
            bool ok = false;
            const char16_t unit = hex4(i + 1, &ok);
            if (!ok)
                return QString::fromUtf8(utf8); // cut off
            i += 4;
            QString piece { QChar(unit) };
            if (QChar::isHighSurrogate(unit) && i + 6 < escaped.size() && escaped.at(i + 1) == '\\'
                && escaped.at(i + 2) == 'u') {
                const char16_t low = hex4(i + 3, &ok);
                if (ok && QChar::isLowSurrogate(low)) {
                    piece += QChar(low);
                    i += 6;
                }
            }
            utf8 += piece.toUtf8();
            break;
        }
        default: // \" \\ \/
            utf8 += e;
        }
    }
    return QString::fromUtf8(utf8);
}

} // namespace sw

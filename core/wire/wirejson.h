#pragma once
// Wire-order JSON and JSON string literals: the exact bytes of a request or response body, re-indented for reading
// WITHOUT parsing them into objects (QJsonDocument sorts object keys and rewrites numbers and escapes). Keys keep their
// order, strings and numbers keep their bytes; only whitespace between tokens changes. The inspector, like a proxy,
// shows this.
#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QStringView>

namespace sw {

struct WireJsonResult
{
    QByteArray text; // the pretty text; the input unchanged when !ok
    bool ok = false; // false when the bytes are not one well-formed JSON value (then `text` is the input)
    qsizetype errorOffset = -1; // where it stopped making sense, when !ok
};

// Two-space indentation, "key": value, one element per line, {} and [] kept empty on one line.
WireJsonResult prettyWireJson(QByteArrayView json, int indent = 2);

// A JSON string literal (quotes included): escapes " \ and control characters, writes other text as UTF-8. The
// encoders of every wire format write strings with it.
QByteArray jsonStringLiteral(QStringView text);

// An object as compact JSON (the form tool arguments and pass-back blocks are kept in).
QByteArray compactJson(const QJsonObject &object);

// The text of a JSON string's escaped bytes without its quotes (a segment's byte range, or a piece of it): escapes
// decoded (\n, \", \uXXXX with surrogate pairs), other bytes read as UTF-8. An escape cut off at the end is dropped;
// bytes that are not a string (a whole message's JSON) come back as they are, escapes inside decoded.
QString jsonUnescaped(QByteArrayView escaped);

} // namespace sw

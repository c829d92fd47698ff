#pragma once
// HAR 1.2 export of a session (http://www.softwareishard.com/blog/har-12-spec/): one entry per transport attempt of
// every request, so a capture can be compared with a proxy's or a browser's: method, URL, request headers (the
// credential values are never recorded), the exact body sent as postData, status, response headers, the raw bytes
// received as content (partial for a broken attempt, with `_error`), timings (wait = time to the response
// headers). Replayed requests have no transport: one entry each, URL `replay:<provider>`, `_replay: true`. Secrets
// (the given API keys, Bearer tokens, sk-... keys) are redacted in every text and the log says how many.
#include "session/session.h"

#include <QByteArray>
#include <QStringList>

namespace sw {

QByteArray sessionToHar(const Session &session, const QStringList &secrets = {});

} // namespace sw

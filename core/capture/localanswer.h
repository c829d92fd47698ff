#pragma once
// LocalAnswerer: a hook in front of the capture endpoint's upstream (docs/capture.md, docs/triggerlab.md). Before an
// exchange is forwarded, the endpoint asks it whether it answers the request itself: the real-client Trigger Lab's
// response cache does (an unchanged re-run sends nothing upstream), and so does a scripted model (tests and the
// offline demo: no network, no key). The answer is recorded like a forwarded one, marked with who gave it. Called on
// the endpoint's own thread: implementations must be safe to call from there (they hold no QObject state).
#include "capture/httprequestparser.h"
#include "wire/transportattempt.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

namespace sw {

struct LocalAnswer
{
    int status = 200;
    QByteArray reason = "OK";
    HttpHeaders headers; // Content-Length is added by the endpoint
    QByteArray body;
    QString source; // who answered: "cache", "scripted model"
};

class LocalAnswerer
{
public:
    virtual ~LocalAnswerer() = default;
    // The answer to `request` (exactly as the client sent it), or nullopt to forward it upstream.
    virtual std::optional<LocalAnswer> answer(const HttpRequest &request) = 0;
    // Whether every request is answered here (no upstream needed: the endpoint then takes none).
    virtual bool answersEverything() const { return false; }
};

} // namespace sw

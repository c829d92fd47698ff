#pragma once
// noticeText: a chat notice of core (a failed turn's reason, a retry, "stopped by the user"; English, as the command
// line and the session file keep it) in the window's language. The reason is a provider error as core describes it
// ("HTTP 503: the server answered with status 503 (overloaded) [retry after 2 s]"): the status prefix and the
// retry-after suffix are translated around it, the known messages of core/wire, core/provider and core/agent by their
// wording (settings/patterntexts.h), and what a server said, API error codes and Qt's own (translated) network errors
// stay as they came. An unknown text is returned unchanged. The table is checked against core's sources by
// tests/ui/tst_noticetext.
#include <QString>
#include <QStringList>

namespace sw::ui {

QString noticeText(const QString &coreNotice);

// The English patterns (the table's, then the describe() decorations), for the test that keeps them in step with core.
QStringList noticePatterns();

} // namespace sw::ui

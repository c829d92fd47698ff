// The registry of the audit's page set-ups and the helpers they share.
#include "auditpages.h"
#include "eventwait.h"

#include <QApplication>
#include <QEvent>

namespace sw::test {

QList<AuditPage> &auditPages()
{
    static QList<AuditPage> pages;
    return pages;
}

AuditPageRegistration::AuditPageRegistration(AuditPage page)
{
    auditPages().append(std::move(page));
}

bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    return runEventsUntil(done, timeoutMs);
}

void settleLayouts()
{
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::Polish);
        QCoreApplication::processEvents();
    }
}

} // namespace sw::test

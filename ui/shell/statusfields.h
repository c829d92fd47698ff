#pragma once
// StatusFields: the permanent fields of the status bar: repository (skills, errors), catalog cost for the
// chosen dialect and encoding, provider, model and wire format, executor (sandbox or local).
#include "settings/providerstatus.h"

#include <QObject>

class QLabel;
class QStatusBar;

namespace sw::ui {

class StatusFields : public QObject
{
    Q_OBJECT
public:
    explicit StatusFields(QStatusBar *bar);

    void setRepository(int skills, int shadowed, int errors, bool scanning);
    void setCatalog(int tokens, bool exact, const QString &dialect, const QString &encoding);
    // The chat session's provider (ChatPanel::providerStatus()): name, model, wire format, key origin; a warning
    // sign when a request would go out without a key or cannot go out.
    void setProviderStatus(const ProviderStatus &status);
    void setExecutor(const QString &executor);

    QLabel *repositoryLabel() const { return m_repository; }
    QLabel *catalogLabel() const { return m_catalog; }
    QLabel *providerLabel() const { return m_provider; }

private:
    QLabel *m_repository;
    QLabel *m_catalog;
    QLabel *m_provider;
    QLabel *m_executor;
};

// "Sandbox (bubblewrap)" when bwrap is installed, else "Local".
QString detectedExecutor();

} // namespace sw::ui

#pragma once
// StatusFields: the permanent fields of the status bar: repository (skills, errors), catalog cost for the
// chosen dialect and encoding, provider, model and wire format, executor (sandbox or local). While a temporary message
// shows, the fields that would leave it too little room step aside, the least needed first, and come back after.
#include "settings/providerstatus.h"

#include <QList>
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
    // The Author layout's catalog (the Catalog dock's dialect and encoding).
    void setCatalog(int tokens, bool exact, const QString &dialect, const QString &encoding);
    // The chat's: what the selected profile's catalog costs in every request (the workbench counts o200k_base).
    void setSessionCatalog(int tokens, bool exact, const QString &dialect, const QString &profile);
    // The Trigger Lab's: what its profile's catalog costs (for a real client, the workbench's emulation of it).
    void setLabCatalog(int tokens, bool exact, const QString &dialect, const QString &profile);
    // Whose catalog the field shows: the Debug layout the chat's, the Trigger Lab its own, the others the Author
    // layout's. A figure not counted yet shows the Author layout's meanwhile.
    enum class CatalogSource { Author, Chat, TriggerLab };
    void setCatalogSource(CatalogSource source);
    CatalogSource catalogSource() const { return m_source; }
    // The chat session's provider (ChatPanel::providerStatus()): name, model, wire format, key origin; a warning
    // sign when a request would go out without a key or cannot go out.
    // `triggerLab`: the status is the Trigger Lab's provider (its runs), not the chat's.
    void setProviderStatus(const ProviderStatus &status, bool triggerLab = false);
    // The Capture layout's field instead: where its endpoint forwards to (CapturePage::upstreamSummary()).
    void setCaptureStatus(const QString &summary, const QString &toolTip);
    void setExecutor(const QString &executor);

    QLabel *repositoryLabel() const { return m_repository; }
    QLabel *catalogLabel() const { return m_catalog; }
    QLabel *providerLabel() const { return m_provider; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showCatalog();
    void makeRoomFor(const QString &message);
    void setFieldText(QLabel *field, const QString &text); // and fits the message showing, if any, again
    int messageRoom() const; // the width QStatusBar gives a temporary message with the fields now shown

    struct CatalogFigure
    {
        int tokens = 0;
        bool exact = true;
        QString dialect;
        QString encoding; // Author
        QString profile; // chat
        bool valid = false;
    };
    CatalogFigure m_author;
    CatalogFigure m_session;
    CatalogFigure m_lab;
    CatalogSource m_source = CatalogSource::Author;
    QLabel *m_repository;
    QLabel *m_catalog;
    QLabel *m_provider;
    QLabel *m_executor;
    QStatusBar *m_bar;
    QList<QLabel *> m_steppedAside; // hidden while the current message shows
};

// "Sandbox (bubblewrap)" when bwrap is installed, else "Local".
QString detectedExecutor();

} // namespace sw::ui

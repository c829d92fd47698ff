#pragma once
// StatusFields: the permanent fields of the status bar: repository (skills, errors), catalog cost for the
// chosen dialect and encoding, provider, model and wire format, executor (sandbox or local).
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
    void setProvider(const QString &provider, const QString &model, const QString &format = {});
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
// The provider the Debug mode would use with no configuration: a key in the environment or the scripted replay.
QString detectedProvider();

} // namespace sw::ui

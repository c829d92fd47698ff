// StatusFields: labels in the status bar.
#include "statusfields.h"

#include "catalog/catalogdefaults.h"
#include "theme/icons.h"

#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QStandardPaths>
#include <QStatusBar>

#include <utility>

namespace sw::ui {

StatusFields::StatusFields(QStatusBar *bar)
    : QObject(bar)
    , m_repository(new QLabel(bar))
    , m_catalog(new QLabel(bar))
    , m_provider(new QLabel(bar))
    , m_executor(new QLabel(bar))
    , m_bar(bar)
{
    m_repository->setObjectName(QStringLiteral("statusRepository"));
    m_catalog->setObjectName(QStringLiteral("statusCatalog"));
    m_provider->setObjectName(QStringLiteral("statusProvider"));
    m_executor->setObjectName(QStringLiteral("statusExecutor"));
    bar->addPermanentWidget(m_repository);
    bar->addPermanentWidget(m_catalog);
    bar->addPermanentWidget(m_provider);
    bar->addPermanentWidget(m_executor);
    // The fields give way when the window is narrow (their tool tips say what they are): a label's minimum width
    // would otherwise be its whole text, and four of them set the whole window's minimum width.
    for (QLabel *field : { m_repository, m_catalog, m_provider, m_executor })
        field->setMinimumWidth(field->fontMetrics().averageCharWidth() * 8);
    m_repository->setToolTip(tr("Skills visible in the catalog, shadowed copies and validation errors"));
    m_executor->setToolTip(tr("Where skill scripts run"));
    setRepository(0, 0, 0, false);
    setCatalog(0, true, defaultCatalogDialect(), defaultEncodingName());
    connect(bar, &QStatusBar::messageChanged, this, &StatusFields::makeRoomFor);
    bar->installEventFilter(this); // a resize while a message shows fits it again
}

bool StatusFields::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_bar && event->type() == QEvent::Resize && !m_bar->currentMessage().isEmpty())
        makeRoomFor(m_bar->currentMessage());
    return QObject::eventFilter(watched, event);
}

void StatusFields::makeRoomFor(const QString &message)
{
    // QStatusBar draws a message between its left edge and the first permanent field: with four wide fields a
    // message at 1366 pixels was cut after a dozen characters ("Capture endpoi"). The fields it needs step aside
    // while it shows: the executor first, then the provider, the catalog and the skills.
    for (QLabel *field : std::exchange(m_steppedAside, {}))
        field->show();
    if (message.isEmpty() || !m_bar->isVisible())
        return;
    const int needed = m_bar->fontMetrics().horizontalAdvance(message);
    for (QLabel *field : { m_executor, m_provider, m_catalog, m_repository }) {
        if (messageRoom() >= needed)
            break;
        field->hide();
        m_steppedAside << field;
    }
}

void StatusFields::setFieldText(QLabel *field, const QString &text)
{
    if (field->text() == text)
        return;
    field->setText(text);
    // A field that grew while a message shows (another page's provider or catalog) would cut the message again.
    if (!m_bar->currentMessage().isEmpty())
        makeRoomFor(m_bar->currentMessage());
}

int StatusFields::messageRoom() const
{
    // As QStatusBar lays the message out (6 pixels from the left edge, 2 before the first permanent field shown).
    m_bar->layout()->activate();
    for (QLabel *field : { m_repository, m_catalog, m_provider, m_executor }) {
        if (field->isVisible())
            return field->x() - 2 - 6;
    }
    return m_bar->width() - 12 - 6;
}

void StatusFields::setRepository(int skills, int shadowed, int errors, bool scanning)
{
    if (scanning) {
        setFieldText(m_repository, tr("Scanning…"));
        return;
    }
    QString text = tr("%n skill(s)", nullptr, skills);
    if (shadowed)
        text += QStringLiteral(" (") + tr("%n shadowed", nullptr, shadowed) + QLatin1Char(')');
    text += QStringLiteral(" · ") + tr("%n error(s)", nullptr, errors);
    setFieldText(m_repository, text);
}

void StatusFields::setCatalog(int tokens, bool exact, const QString &dialect, const QString &encoding)
{
    m_author = { tokens, exact, dialect, encoding, QString(), true };
    showCatalog();
}

void StatusFields::setSessionCatalog(int tokens, bool exact, const QString &dialect, const QString &profile)
{
    m_session = { tokens, exact, dialect, QStringLiteral("o200k_base"), profile, true };
    showCatalog();
}

void StatusFields::setLabCatalog(int tokens, bool exact, const QString &dialect, const QString &profile)
{
    m_lab = { tokens, exact, dialect, QStringLiteral("o200k_base"), profile, true };
    showCatalog();
}

void StatusFields::setCatalogSource(CatalogSource source)
{
    m_source = source;
    showCatalog();
}

void StatusFields::showCatalog()
{
    const bool session = m_source == CatalogSource::Chat && m_session.valid;
    const bool lab = m_source == CatalogSource::TriggerLab && m_lab.valid;
    const CatalogFigure &f = session ? m_session : lab ? m_lab : m_author;
    setFieldText(m_catalog,
        tr("Catalog: %1%2 tokens · %3 · %4")
            .arg(f.exact ? QString() : QStringLiteral("≈"), QLocale().toString(f.tokens), f.dialect, f.encoding));
    if (session)
        m_catalog->setToolTip(
            tr("What the catalog of the chat's profile %1 costs in every request (dialect %2, counted in %3)")
                .arg(f.profile, f.dialect, f.encoding));
    else if (lab)
        m_catalog->setToolTip(tr("What the catalog of the Trigger Lab's profile %1 costs in every request (dialect "
                                 "%2, counted in %3); for a real client, as the workbench predicts its listing")
                                  .arg(f.profile, f.dialect, f.encoding));
    else
        m_catalog->setToolTip(tr("What the catalog costs in every request, for the chosen dialect and encoding"));
}

void StatusFields::setProviderStatus(const ProviderStatus &status, bool triggerLab)
{
    const QString warning = status.warning();
    setFieldText(m_provider, warning.isEmpty() ? status.summary() : QStringLiteral("⚠ ") + status.summary());
    m_provider->setStyleSheet(warning.isEmpty() ? QString() : QStringLiteral("QLabel { color: #b45309; }"));
    QStringList tip { triggerLab ? tr("Model provider of the Trigger Lab's runs")
                                 : tr("Model provider of the current chat session (Debug layout)") };
    if (!status.replay) {
        tip << tr("Endpoint: %1").arg(status.baseUrl.isEmpty() ? tr("(none)") : status.baseUrl)
            << tr("Wire format: %1").arg(status.wireFormat) << tr("API key: %1").arg(keyOriginText(status.key));
    }
    if (!warning.isEmpty())
        tip << warning;
    m_provider->setToolTip(tip.join(QLatin1Char('\n')));
}

void StatusFields::setCaptureStatus(const QString &summary, const QString &toolTip)
{
    setFieldText(m_provider, summary);
    m_provider->setStyleSheet(QString());
    m_provider->setToolTip(toolTip);
}

void StatusFields::setExecutor(const QString &executor)
{
    setFieldText(m_executor, tr("Executor: %1").arg(executor));
}

QString detectedExecutor()
{
    return QStandardPaths::findExecutable(QStringLiteral("bwrap")).isEmpty() ? StatusFields::tr("Local")
                                                                             : StatusFields::tr("Sandbox (bubblewrap)");
}

} // namespace sw::ui

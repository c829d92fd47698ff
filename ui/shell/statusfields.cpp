// StatusFields: labels in the status bar.
#include "statusfields.h"

#include "catalog/catalogdefaults.h"
#include "theme/icons.h"

#include <QLabel>
#include <QLocale>
#include <QStandardPaths>
#include <QStatusBar>

namespace sw::ui {

StatusFields::StatusFields(QStatusBar *bar)
    : QObject(bar)
    , m_repository(new QLabel(bar))
    , m_catalog(new QLabel(bar))
    , m_provider(new QLabel(bar))
    , m_executor(new QLabel(bar))
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
    m_catalog->setToolTip(tr("What the catalog costs in every request, for the chosen dialect and encoding"));
    m_provider->setToolTip(tr("Model provider used by the Debug layout, its model and wire format"));
    m_executor->setToolTip(tr("Where skill scripts run"));
    setRepository(0, 0, 0, false);
    setCatalog(0, true, defaultCatalogDialect(), defaultEncodingName());
}

void StatusFields::setRepository(int skills, int shadowed, int errors, bool scanning)
{
    if (scanning) {
        m_repository->setText(tr("Scanning…"));
        return;
    }
    QString text = tr("%n skill(s)", nullptr, skills);
    if (shadowed)
        text += QStringLiteral(" (") + tr("%n shadowed", nullptr, shadowed) + QLatin1Char(')');
    text += QStringLiteral(" · ") + tr("%n error(s)", nullptr, errors);
    m_repository->setText(text);
}

void StatusFields::setCatalog(int tokens, bool exact, const QString &dialect, const QString &encoding)
{
    m_catalog->setText(
        tr("Catalog: %1%2 tokens · %3 · %4")
            .arg(exact ? QString() : QStringLiteral("≈"), QLocale().toString(tokens), dialect, encoding));
}

void StatusFields::setProvider(const QString &provider, const QString &model, const QString &format)
{
    QString text = model.isEmpty() ? provider : tr("%1 · %2").arg(provider, model);
    if (!format.isEmpty())
        text = tr("%1 · %2").arg(text, format);
    m_provider->setText(text);
}

void StatusFields::setExecutor(const QString &executor)
{
    m_executor->setText(tr("Executor: %1").arg(executor));
}

QString detectedExecutor()
{
    return QStandardPaths::findExecutable(QStringLiteral("bwrap")).isEmpty() ? StatusFields::tr("Local")
                                                                             : StatusFields::tr("Sandbox (bubblewrap)");
}

QString detectedProvider()
{
    if (!qEnvironmentVariable("OPENAI_API_KEY").isEmpty())
        return StatusFields::tr("OpenAI-compatible (key from environment)");
    if (!qEnvironmentVariable("DEEPSEEK_API_KEY").isEmpty())
        return StatusFields::tr("DeepSeek (key from environment)");
    return StatusFields::tr("Scripted replay (no API key)");
}

} // namespace sw::ui

// Translations: the translators live as long as the application (children of it); a second call replaces them.
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace sw::ui {

QString installTranslations(const QString &language)
{
    static QPointer<QTranslator> qtTranslator;
    static QPointer<QTranslator> appTranslator;
    for (QPointer<QTranslator> *translator : { &qtTranslator, &appTranslator })
        if (*translator) {
            QCoreApplication::removeTranslator(*translator);
            delete translator->data();
        }
    const QString name = language.isEmpty() ? QLocale::system().name() : language;
    const bool english = name.startsWith(QLatin1String("en")) || name == QLatin1String("C");
    if (!english) {
        auto *qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(QLatin1String("qtbase_") + name, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
        qtTranslator = qt;
        QLocale::setDefault(QLocale(name)); // dates, numbers and release notes follow the chosen language
    }
    auto *app = new QTranslator(QCoreApplication::instance());
    appTranslator = app;
    if (!english && app->load(QStringLiteral(":/i18n/skillworkbench_%1.qm").arg(name))) {
        QCoreApplication::installTranslator(app);
        return name;
    }
    // English, the source language (or a language without a translation, which shows English): the translation
    // holds only the numerus forms of the "%n …(s)" strings. Numbers, dates and the bundled scenarios' titles follow
    // the English window too: English chosen on a Chinese desktop kept the system's zh_CN locale and showed the demo
    // scenario's Chinese title in an English window.
    QLocale::setDefault(
        name.startsWith(QLatin1String("en")) ? QLocale(name) : QLocale(QLocale::English, QLocale::UnitedStates));
    if (app->load(QStringLiteral(":/i18n/skillworkbench_en.qm")))
        QCoreApplication::installTranslator(app);
    return QStringLiteral("en");
}

} // namespace sw::ui

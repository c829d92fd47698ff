#pragma once
// Translations: loads the window's language at start-up: Qt's own strings and the app's translation for zh_CN (or
// another shipped language), and for English the plural forms alone ("1 skill", "2 skills" for "%n skill(s)").
#include <QString>

namespace sw::ui {

// Installs the translators for `language` ("en", "zh_CN", a system locale name; "" = the system's) on the
// application and sets the default locale for non-English languages. Returns the language actually used.
QString installTranslations(const QString &language);

} // namespace sw::ui

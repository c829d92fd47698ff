// Theme: Fusion palettes and the small style sheet shared by the window.
#include "theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace sw::ui {

namespace {

bool g_dark = false;

QPalette lightPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0xf3, 0xf4, 0xf6));
    p.setColor(QPalette::WindowText, QColor(0x1f, 0x23, 0x28));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf6, 0xf8, 0xfa));
    p.setColor(QPalette::Text, QColor(0x1f, 0x23, 0x28));
    p.setColor(QPalette::Button, QColor(0xf6, 0xf7, 0xf9));
    p.setColor(QPalette::ButtonText, QColor(0x1f, 0x23, 0x28));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb5));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xf4));
    p.setColor(QPalette::ToolTipText, QColor(0x1f, 0x23, 0x28));
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x91, 0x99));
    p.setColor(QPalette::Link, QColor(0x2f, 0x6f, 0xb5));
    p.setColor(QPalette::Mid, QColor(0xc8, 0xcc, 0xd1));
    p.setColor(QPalette::Dark, QColor(0xa0, 0xa6, 0xad));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9a, 0xa0, 0xa6));
    return p;
}

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x25, 0x27, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xdc, 0xde, 0xe1));
    p.setColor(QPalette::Base, QColor(0x1c, 0x1e, 0x21));
    p.setColor(QPalette::AlternateBase, QColor(0x22, 0x25, 0x29));
    p.setColor(QPalette::Text, QColor(0xdc, 0xde, 0xe1));
    p.setColor(QPalette::Button, QColor(0x2e, 0x31, 0x36));
    p.setColor(QPalette::ButtonText, QColor(0xdc, 0xde, 0xe1));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7f, 0xc9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x30, 0x33, 0x38));
    p.setColor(QPalette::ToolTipText, QColor(0xdc, 0xde, 0xe1));
    p.setColor(QPalette::PlaceholderText, QColor(0x7d, 0x83, 0x8a));
    p.setColor(QPalette::Link, QColor(0x6c, 0xa8, 0xf0));
    p.setColor(QPalette::Light, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::Midlight, QColor(0x33, 0x36, 0x3b));
    p.setColor(QPalette::Mid, QColor(0x3c, 0x40, 0x46));
    p.setColor(QPalette::Dark, QColor(0x15, 0x16, 0x18));
    p.setColor(QPalette::Shadow, QColor(0x0e, 0x0f, 0x10));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6c, 0x71, 0x78));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6c, 0x71, 0x78));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6c, 0x71, 0x78));
    return p;
}

bool systemPrefersDark()
{
    static const bool dark = [] {
        const QPalette system = QApplication::style() ? QApplication::style()->standardPalette() : QPalette();
        const QPalette current = QApplication::palette();
        return current.color(QPalette::Window).lightness() < 128 || system.color(QPalette::Window).lightness() < 128;
    }();
    return dark;
}

const char *kStyleSheet = R"(
QDockWidget::title { padding: 4px 6px; }
QTabBar::tab { padding: 5px 12px; }
QToolBar { border: none; spacing: 2px; }
QStatusBar QLabel { padding: 0 6px; }
QLineEdit[role="filter"] { padding: 3px 6px; border-radius: 4px; }
)";

} // namespace

void applyTheme(ThemeChoice choice)
{
    const bool prefersDark = systemPrefersDark(); // read before the palette is replaced
    if (QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    g_dark = choice == ThemeChoice::Dark || (choice == ThemeChoice::System && prefersDark);
    QApplication::setPalette(g_dark ? darkPalette() : lightPalette());
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance()))
        app->setStyleSheet(QString::fromLatin1(kStyleSheet));
}

bool isDarkTheme()
{
    return g_dark;
}

ThemeColours themeColours()
{
    if (g_dark)
        return { QColor(0xf0, 0x6a, 0x62), QColor(0xe6, 0xb4, 0x50), QColor(0x6c, 0xa8, 0xf0), QColor(0x5c, 0xc0, 0x7e),
            QColor(0x80, 0x86, 0x8d), QColor(0x6c, 0xa8, 0xf0), QColor(0x1a, 0x1c, 0x1f), QColor(0xa9, 0xae, 0xb4),
            QColor(0x2f, 0x33, 0x38) };
    return { QColor(0xd0, 0x36, 0x2e), QColor(0xc2, 0x85, 0x0c), QColor(0x2f, 0x6f, 0xb5), QColor(0x2e, 0x8b, 0x57),
        QColor(0x8a, 0x91, 0x99), QColor(0x2f, 0x6f, 0xb5), QColor(0x2b, 0x30, 0x36), QColor(0xb8, 0xbe, 0xc5),
        QColor(0x3e, 0x45, 0x4d) };
}

QList<QColor> tokenSegmentColours()
{
    if (g_dark)
        return { QColor(0x2d, 0x4a, 0x6b), QColor(0x5a, 0x45, 0x2a), QColor(0x2f, 0x5a, 0x3e), QColor(0x5e, 0x33, 0x4a),
            QColor(0x3e, 0x3a, 0x6b) };
    return { QColor(0xcf, 0xe3, 0xfa), QColor(0xfb, 0xe3, 0xc4), QColor(0xd2, 0xf0, 0xd9), QColor(0xf8, 0xd4, 0xe4),
        QColor(0xe0, 0xdb, 0xfa) };
}

} // namespace sw::ui

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
    p.setColor(QPalette::PlaceholderText, QColor(0x64, 0x6b, 0x75)); // 4.9:1 on Window, 5.4:1 on Base
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
    p.setColor(QPalette::Highlight, QColor(0x35, 0x74, 0xb8)); // white on it: 4.8:1
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x30, 0x33, 0x38));
    p.setColor(QPalette::ToolTipText, QColor(0xdc, 0xde, 0xe1));
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x96, 0x9d)); // 5.0:1 on Window, 5.6:1 on Base
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
QTabBar::tab { padding: 5px 9px; }
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
    // Each text colour reads at 4.5:1 at least (WCAG AA) on the palette's Window, Base and AlternateBase: the layout
    // audit (tests/ui_audit) checks every label and cell that uses them.
    if (g_dark)
        return { QColor(0xf0, 0x6a, 0x62), QColor(0xe6, 0xb4, 0x50), QColor(0x6c, 0xa8, 0xf0), QColor(0x5c, 0xc0, 0x7e),
            QColor(0x9a, 0xa0, 0xa7), QColor(0x6c, 0xa8, 0xf0), QColor(0x1a, 0x1c, 0x1f), QColor(0xa9, 0xae, 0xb4),
            QColor(0x2f, 0x33, 0x38) };
    return { QColor(0xc9, 0x30, 0x2c), QColor(0x8a, 0x5a, 0x00), QColor(0x2f, 0x6f, 0xb5), QColor(0x22, 0x75, 0x3f),
        QColor(0x5f, 0x66, 0x70), QColor(0x2f, 0x6f, 0xb5), QColor(0x2b, 0x30, 0x36), QColor(0xb8, 0xbe, 0xc5),
        QColor(0x3e, 0x45, 0x4d) };
}

ChatColours chatColours()
{
    if (g_dark)
        return { QColor(0x1f, 0x2d, 0x42), QColor(0x3d, 0x7f, 0xc9), QColor(0x23, 0x26, 0x2b), QColor(0x4a, 0x4f, 0x57),
            QColor(0x2a, 0x2d, 0x32), QColor(0x3c, 0x40, 0x46), QColor(0x3a, 0x22, 0x24), QColor(0x9a, 0xa0, 0xa7),
            QColor(0xe6, 0xb4, 0x50), QColor(0xf0, 0x6a, 0x62), QColor(0x2a, 0x2d, 0x32), QColor(0xc9, 0xcd, 0xd2),
            QColor(0x6b, 0x72, 0x80), QColor(0x3a, 0x30, 0x20), QColor(0xf0, 0xc6, 0x74), QColor(0xd9, 0x77, 0x06),
            QColor(0x3a, 0x22, 0x24), QColor(0xf4, 0xa0, 0x9a), QColor(0xdc, 0x26, 0x26) };
    return { QColor(0xe8, 0xf0, 0xfe), QColor(0x3b, 0x82, 0xf6), QColor(0xfa, 0xfa, 0xfa), QColor(0x9c, 0xa3, 0xaf),
        QColor(0xf3, 0xf4, 0xf6), QColor(0xd0, 0xd4, 0xda), QColor(0xfe, 0xf2, 0xf2), QColor(0x5f, 0x66, 0x70),
        QColor(0x9a, 0x40, 0x05), QColor(0xb9, 0x1c, 0x1c), QColor(0xf3, 0xf4, 0xf6), QColor(0x37, 0x41, 0x51),
        QColor(0x9c, 0xa3, 0xaf), QColor(0xff, 0xfb, 0xeb), QColor(0x92, 0x40, 0x0e), QColor(0xd9, 0x77, 0x06),
        QColor(0xfe, 0xf2, 0xf2), QColor(0x99, 0x1b, 0x1b), QColor(0xdc, 0x26, 0x26) };
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

#pragma once
// useOffscreenScreen: before the QApplication exists, gives the offscreen platform (what ctest runs) one screen of
// `size` (its configuration file), so the window and dialogs that size themselves from their screen see a laptop's
// 1366x768 or a 1920x1080 monitor instead of the plugin's 800x600. Does nothing on another platform.
#include <QByteArray>
#include <QFile>
#include <QSize>
#include <QString>
#include <QTemporaryDir>

namespace sw::test {

inline void useOffscreenScreen(const QSize &size, const QTemporaryDir &dir)
{
    if (!qgetenv("QT_QPA_PLATFORM").startsWith("offscreen") || !dir.isValid())
        return;
    const QString path = dir.filePath(QStringLiteral("screen.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return;
    file.write(QStringLiteral(R"({"windowFrameMargins": false, "screens": [{"name": "laptop", "x": 0, "y": 0,)"
                              R"( "width": %1, "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                   .arg(size.width())
                   .arg(size.height())
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + path.toLocal8Bit());
}

} // namespace sw::test

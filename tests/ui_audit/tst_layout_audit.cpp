// tst_layout_audit: every page set-up of auditpages_*.cpp on one window, at the screen size, language and theme given
// on the command line (`--screen 1366x768 --language zh_CN --theme dark`; ctest runs each combination as its own
// entry), with presentation mode off and on: the checks of layoutaudit.h on every visible widget, the window back
// within the screen after presentation mode is turned off, and a screenshot of each state in
// <build>/screenshots/audit/<language>-<theme>-<size>/<page>[-<view>]-<normal|presenting>.png.
// Offscreen, the screen is the size asked for (the offscreen platform's configuration file), so dialogs and the
// window that size themselves from their screen see a laptop's screen.
#include "auditpages.h"
#include "fakemodelserver.h"
#include "layoutaudit.h"
#include "offscreenscreen.h"

#include "library/skilllibrary.h"
#include "settings/settings.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "theme/theme.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QScreen>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace sw::test;
using namespace sw::ui;

namespace {

struct Options
{
    QSize screen { 1366, 768 };
    QString language = QStringLiteral("en");
    bool dark = false;
};

Options g_options;

QString screenText(const QSize &size)
{
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}

// A finding not fixed yet, listed in known-findings.txt: "<combination> <page> <check> <where>" where combination is
// a wildcard over "<language>-<theme>-<size>" ("*-dark-1366x768"), page a page name or "*", where a part of the
// widget's path. A known finding is reported (QWARN, findings.txt) but does not fail the run; anything else does.
struct KnownFinding
{
    QString combination, page, check, where;
};

QList<KnownFinding> knownFindings()
{
    QList<KnownFinding> out;
    QFile file(QStringLiteral(SW_SOURCE_DIR "/tests/ui_audit/known-findings.txt"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return out;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.size() >= 4)
            out.append({ parts.at(0), parts.at(1), parts.at(2), parts.mid(3).join(QLatin1Char(' ')) });
    }
    return out;
}

bool isKnown(const QList<KnownFinding> &known, const QString &combination, const QString &page, const AuditFinding &f)
{
    for (const KnownFinding &k : known) {
        const QRegularExpression pattern(QRegularExpression::wildcardToRegularExpression(k.combination));
        if (pattern.match(combination).hasMatch() && (k.page == QLatin1String("*") || k.page == page)
            && k.check == f.check && f.where.contains(k.where))
            return true;
    }
    return false;
}

} // namespace

class TestLayoutAudit : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<FakeModelServer> m_server;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    AuditContext m_context;
    QString m_shots;
    QElapsedTimer m_clock;

    void shoot(const QImage &shot, const QString &name)
    {
        const QString path = m_shots + QLatin1Char('/') + name + QStringLiteral(".png");
        // Qt maps a PNG quality q to zlib level (100 - q) * 9 / 91: 90 is level 0 (stored: 8.3 MB for a 1920x1080
        // shot, 3 GB per test run), 89 is level 1 (0.48 MB) at the same speed (80 ms a shot; default level 113 ms).
        QVERIFY2(shot.save(path, nullptr, 89), qPrintable(path));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_clock.start();
        QVERIFY(m_dir.isValid());
        qputenv("SW_RECOVERY_DIR", m_dir.filePath(QStringLiteral("recovery")).toUtf8());
        qputenv("SW_EVAL_CACHE_DIR", m_dir.filePath(QStringLiteral("evalcache")).toUtf8());
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/skill-workbench-audit-bus"); // no keychain
        installTranslations(g_options.language);
        const ThemeChoice theme = g_options.dark ? ThemeChoice::Dark : ThemeChoice::Light;
        applyTheme(theme);
        m_server = std::make_unique<FakeModelServer>();
        QVERIFY(m_server->listen());
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_settings->setTheme(theme);
        m_settings->setProviderBaseUrl(QStringLiteral("custom"), m_server->baseUrl());
        m_window = std::make_unique<MainWindow>(m_settings.get());
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        if (QGuiApplication::platformName() == QLatin1String("offscreen"))
            QCOMPARE(available.size(), g_options.screen);
        m_window->setGeometry(available);
        m_window->setMode(Mode::Welcome);
        m_window->setRoots({ QStringLiteral(SW_SOURCE_DIR "/skills") });
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->snapshot() && m_window->library()->snapshot()->size() > 0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->library()->figuresReady(), 20000);
        m_context.window = m_window.get();
        m_context.settings = m_settings.get();
        m_context.server = m_server.get();
        m_context.workDir = m_dir.filePath(QStringLiteral("work"));
        m_context.language = g_options.language;
        m_context.dark = g_options.dark;
        m_context.screen = available.size();
        m_shots = QStringLiteral(SW_BINARY_DIR "/screenshots/audit/%1-%2-%3")
                      .arg(g_options.language, g_options.dark ? QStringLiteral("dark") : QStringLiteral("light"),
                          screenText(g_options.screen));
        QDir(m_shots).removeRecursively();
        QVERIFY(QDir().mkpath(m_shots));
        qInfo("screenshots: %s", qPrintable(m_shots));
    }

    void cleanupTestCase()
    {
        if (m_context.dialog)
            delete m_context.dialog.data();
        m_window.reset();
        m_settings.reset();
        m_server.reset();
        installTranslations(QStringLiteral("en"));
        qInfo("audit of %s %s %s took %lld ms", qPrintable(g_options.language), g_options.dark ? "dark" : "light",
            qPrintable(screenText(g_options.screen)), m_clock.elapsed());
    }

    void audit_data()
    {
        QTest::addColumn<int>("page");
        QList<AuditPage> &pages = auditPages();
        std::stable_sort(
            pages.begin(), pages.end(), [](const AuditPage &a, const AuditPage &b) { return a.order < b.order; });
        for (int i = 0; i < pages.size(); ++i)
            QTest::newRow(qPrintable(pages.at(i).name)) << i;
    }

    void audit()
    {
        QFETCH(int, page);
        const AuditPage &setUp = auditPages().at(page);
        AuditContext &ctx = m_context;
        if (setUp.prepare && !ctx.prepared.contains(setUp.name)) {
            setUp.prepare(ctx);
            if (QTest::currentTestFailed())
                return;
            ctx.prepared.insert(setUp.name);
        }
        const QSize before = m_window->size();
        LayoutAudit audit(ctx.screen);
        for (const bool presenting : { false, true }) {
            ctx.presenting = presenting;
            m_window->setPresentationMode(presenting);
            settleLayouts();
            for (const QString &view : setUp.views) {
                QWidget *topLevel = setUp.open(ctx, view);
                if (QTest::currentTestFailed())
                    return;
                QVERIFY2(topLevel, qPrintable(setUp.name + QLatin1Char(' ') + view));
                settleLayouts();
                audit.auditWindow(topLevel);
                if (topLevel != m_window.get())
                    audit.auditWindowSize(m_window.get());
                shoot(audit.shot(),
                    setUp.name + (view.isEmpty() ? QString() : QLatin1Char('-') + view)
                        + (presenting ? QStringLiteral("-presenting") : QStringLiteral("-normal")));
            }
            if (setUp.close)
                setUp.close(ctx);
            else if (ctx.dialog)
                delete ctx.dialog.data();
            settleLayouts();
        }
        ctx.presenting = false;
        m_window->setPresentationMode(false);
        settleLayouts();
        audit.auditWindowSize(m_window.get(), QStringLiteral(" after presentation mode was turned off"));
        if (m_window->size() != before)
            qWarning("%s: the window went from %dx%d to %dx%d", qPrintable(setUp.name), before.width(), before.height(),
                m_window->width(), m_window->height());
        // Every finding on its own line (a failure message is cut short), and into findings.txt beside the pictures.
        static const QList<KnownFinding> known = knownFindings();
        const QString combination
            = QStringLiteral("%1-%2-%3")
                  .arg(g_options.language, g_options.dark ? QStringLiteral("dark") : QStringLiteral("light"),
                      screenText(g_options.screen));
        QFile list(m_shots + QStringLiteral("/findings.txt"));
        const bool listed = list.open(QIODevice::Append | QIODevice::Text);
        int unknown = 0;
        for (const AuditFinding &f : audit.findings()) {
            const bool expected = isKnown(known, combination, setUp.name, f);
            unknown += expected ? 0 : 1;
            const QString line = (expected ? QStringLiteral("known: ") : QString()) + f.toString();
            if (listed)
                list.write((setUp.name + QStringLiteral(": ") + line + QLatin1Char('\n')).toUtf8());
            qWarning("%s", qPrintable(line));
        }
        QVERIFY2(unknown == 0,
            qPrintable(QStringLiteral("%1 finding(s) on %2 (listed above; known-findings.txt lists the known ones)")
                           .arg(unknown)
                           .arg(setUp.name)));
    }
};

int main(int argc, char **argv)
{
    // Our options first (QTest's own follow), then the offscreen screen of that size.
    QStringList rest;
    for (int i = 0; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == QLatin1String("--screen") && i + 1 < argc) {
            const QStringList wh = QString::fromLocal8Bit(argv[++i]).split(QLatin1Char('x'));
            g_options.screen = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        } else if (arg == QLatin1String("--language") && i + 1 < argc) {
            g_options.language = QString::fromLocal8Bit(argv[++i]);
        } else if (arg == QLatin1String("--theme") && i + 1 < argc) {
            g_options.dark = QString::fromLocal8Bit(argv[++i]) == QLatin1String("dark");
        } else {
            rest << arg;
        }
    }
    QTemporaryDir config;
    useOffscreenScreen(g_options.screen, config);
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    TestLayoutAudit test;
    std::vector<QByteArray> bytes;
    for (const QString &arg : std::as_const(rest))
        bytes.push_back(arg.toLocal8Bit());
    std::vector<char *> args;
    for (QByteArray &b : bytes)
        args.push_back(b.data());
    return QTest::qExec(&test, int(args.size()), args.data());
}

#include "tst_layout_audit.moc"

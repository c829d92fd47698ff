#pragma once
// CaptureConnectPanel: the exact lines that point each client at the running endpoint (Claude Code's
// ANTHROPIC_BASE_URL, a Codex config.toml provider block, an opencode provider entry, OPENAI_BASE_URL, Gemini CLI's
// GOOGLE_GEMINI_BASE_URL), each with a one-click Copy. The lines come from core (captureConnectLines).
#include <QList>
#include <QUrl>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace sw::ui {

class CaptureConnectPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CaptureConnectPanel(QWidget *parent = nullptr);

    // The running endpoint's URL; an empty URL shows what the lines will look like and disables Copy.
    void setEndpoint(const QUrl &url);
    // Ids in order: "claude-code", "codex", "opencode", "openai", "gemini-cli".
    QStringList lineIds() const;
    QString lineText(const QString &id) const;
    QPushButton *copyButton(const QString &id) const;
    // Shown while the environment names a proxy (http_proxy, HTTPS_PROXY, ...): a client started from a shell with
    // the lines above would send its requests to that proxy, which cannot reach this machine's loopback.
    QLabel *proxyNotice() const { return m_proxyNotice; }

Q_SIGNALS:
    void copied(const QString &what); // the title of what went to the clipboard

private:
    struct Line
    {
        QString id;
        QLabel *title = nullptr;
        QPlainTextEdit *text = nullptr;
        QPushButton *copy = nullptr;
    };
    QString titleOf(const QString &id) const;
    QList<Line> m_lines;
    QLabel *m_proxyNotice = nullptr;
};

} // namespace sw::ui

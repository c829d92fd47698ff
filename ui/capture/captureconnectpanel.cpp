// CaptureConnectPanel: the lines that point each client at the endpoint, with a Copy button each.
#include "captureconnectpanel.h"

#include "capture/captureconnect.h"
#include "theme/theme.h"

#include <QClipboard>
#include <QFontDatabase>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcessEnvironment>
#include <QPushButton>

namespace sw::ui {

namespace {
// Where the lines point before the endpoint runs: its port is only known once it listens.
constexpr char kNotStarted[] = "http://127.0.0.1:PORT";
} // namespace

CaptureConnectPanel::CaptureConnectPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("captureConnectPanel"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QList<sw::CaptureConnectLine> lines = sw::captureConnectLinesAt(QString::fromLatin1(kNotStarted));
    // One-line commands first (title, line, Copy), then the two configuration blocks side by side.
    int row = 0;
    int blockColumn = 0;
    const int blockRow = 3;
    for (const sw::CaptureConnectLine &l : lines) {
        Line line;
        line.id = l.id;
        line.title = new QLabel(titleOf(l.id), this);
        line.text = new QPlainTextEdit(this);
        line.text->setObjectName(QStringLiteral("captureLine-") + l.id);
        line.text->setReadOnly(true);
        line.text->setFont(mono);
        line.text->setLineWrapMode(QPlainTextEdit::NoWrap);
        line.copy = new QPushButton(tr("Copy"), this);
        line.copy->setObjectName(QStringLiteral("captureCopy-") + l.id);
        line.copy->setToolTip(tr("Copy to the clipboard"));
        const int lineHeight = QFontMetrics(mono).lineSpacing();
        if (!l.isConfiguration) {
            line.text->setFixedHeight(lineHeight + 2 * line.text->frameWidth() + 10);
            line.text->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
            grid->addWidget(line.title, row, 0);
            grid->addWidget(line.text, row, 1, 1, 3);
            grid->addWidget(line.copy, row, 4);
            ++row;
        } else {
            auto *head = new QHBoxLayout;
            head->addWidget(line.title, 1);
            head->addWidget(line.copy);
            line.text->setMinimumHeight(lineHeight * 14 + 2 * line.text->frameWidth() + 12);
            grid->addLayout(head, blockRow + 1, blockColumn == 0 ? 0 : 3, 1, blockColumn == 0 ? 3 : 2);
            grid->addWidget(line.text, blockRow + 2, blockColumn == 0 ? 0 : 3, 1, blockColumn == 0 ? 3 : 2);
            ++blockColumn;
        }
        if (l.id == QLatin1String("gemini-cli")) { // docs/clients.md section 4: the auth rule
            const QString tip = tr("Gemini CLI follows GOOGLE_GEMINI_BASE_URL only when its settings select the API "
                                   "key as the sign-in (~/.gemini/settings.json: \"security\": {\"auth\": "
                                   "{\"selectedType\": \"gemini-api-key\"}}, with GEMINI_API_KEY set); "
                                   "otherwise it stops with \u201cInvalid auth method selected.\u201d");
            line.title->setToolTip(tip);
            line.text->setToolTip(tip);
        }
        const QString id = l.id;
        connect(line.copy, &QPushButton::clicked, this, [this, id] {
            QGuiApplication::clipboard()->setText(lineText(id));
            Q_EMIT copied(titleOf(id));
        });
        m_lines.append(line);
    }
    // Row 3, between the one-line commands and the blocks: the proxy notice, when there is one.
    m_proxyNotice = new QLabel(this);
    m_proxyNotice->setObjectName(QStringLiteral("captureProxyNotice"));
    m_proxyNotice->setWordWrap(true);
    m_proxyNotice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_proxyNotice->setStyleSheet( // as the Trigger Lab's banner
        QStringLiteral("QLabel { background: %1; color: black; border-radius: 3px; padding: 4px 8px; }")
            .arg(themeColours().warning.lighter(160).name()));
    m_proxyNotice->hide();
    grid->addWidget(m_proxyNotice, blockRow, 0, 1, 5);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    grid->setRowStretch(blockRow + 2, 1);
    setEndpoint({});
}

QString CaptureConnectPanel::titleOf(const QString &id) const
{
    if (id == QLatin1String("claude-code"))
        return tr("Claude Code:");
    if (id == QLatin1String("codex"))
        return tr("Codex, in ~/.codex/config.toml:");
    if (id == QLatin1String("opencode"))
        return tr("opencode, in opencode.json:");
    if (id == QLatin1String("openai"))
        return tr("Any OpenAI-compatible agent:");
    if (id == QLatin1String("gemini-cli"))
        return tr("Gemini CLI:");
    return id;
}

void CaptureConnectPanel::setEndpoint(const QUrl &url)
{
    const bool running = url.isValid() && !url.isEmpty();
    const QList<sw::CaptureConnectLine> lines
        = running ? sw::captureConnectLines(url) : sw::captureConnectLinesAt(QString::fromLatin1(kNotStarted));
    for (Line &line : m_lines) {
        for (const sw::CaptureConnectLine &l : lines)
            if (l.id == line.id)
                line.text->setPlainText(l.text);
        line.copy->setEnabled(running);
        line.text->setEnabled(running);
    }
    const QStringList proxies = sw::proxyVariables(QProcessEnvironment::systemEnvironment());
    m_proxyNotice->setVisible(!proxies.isEmpty());
    if (!proxies.isEmpty()) {
        const QString host = running ? url.host() : QStringLiteral("127.0.0.1");
        m_proxyNotice->setText(tr("Your environment sets %1: a client started with these lines sends its requests to "
                                  "that proxy, which cannot reach this endpoint. Add %2 to NO_PROXY for it (for "
                                  "example NO_PROXY=\"$NO_PROXY,%2\" before the command). Clients started from this "
                                  "page get it.")
                                   .arg(proxies.join(QStringLiteral(", ")), host));
    }
}

QStringList CaptureConnectPanel::lineIds() const
{
    QStringList ids;
    for (const Line &line : m_lines)
        ids << line.id;
    return ids;
}

QString CaptureConnectPanel::lineText(const QString &id) const
{
    for (const Line &line : m_lines)
        if (line.id == id)
            return line.text->toPlainText();
    return {};
}

QPushButton *CaptureConnectPanel::copyButton(const QString &id) const
{
    for (const Line &line : m_lines)
        if (line.id == id)
            return line.copy;
    return nullptr;
}

} // namespace sw::ui

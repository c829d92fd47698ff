// CaptureLaunchPanel: a detected client run headless through the capture endpoint.
#include "capturelaunchpanel.h"

#include "runs/ansiparser.h"

#include "capture/captureconnect.h"
#include "clients/clienthome.h"
#include "clients/clientrun.h"
#include "clients/terminal.h"
#include "settings/clienterrortext.h"
#include "settings/filedialogs.h"
#include "settings/settings.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QtConcurrent>

namespace sw::ui {

namespace {

constexpr int kCaptureLaunchTimeoutMs = 10 * 60 * 1000;

struct CaptureHomeResult
{
    bool ok = false;
    QString error;
    sw::ClientCommand command;
};

} // namespace

CaptureLaunchPanel::CaptureLaunchPanel(QWidget *parent)
    : QWidget(parent)
    , m_client(new QComboBox(this))
    , m_choose(new QPushButton(tr("Choose Program…"), this))
    , m_model(new QLineEdit(this))
    , m_prompt(new QLineEdit(this))
    , m_isolated(new QRadioButton(tr("Isolated home with the open skills"), this))
    , m_own(new QRadioButton(tr("My own home and configuration"), this))
    , m_launch(new QPushButton(tr("Launch"), this))
    , m_terminal(new QPushButton(tr("Open in Terminal"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_state(new QLabel(this))
    , m_output(new QPlainTextEdit(this))
    , m_detector(new sw::ClientDetector(this))
{
    setObjectName(QStringLiteral("captureLaunchPanel"));
    m_client->setObjectName(QStringLiteral("captureClient"));
    m_prompt->setObjectName(QStringLiteral("capturePrompt"));
    m_launch->setObjectName(QStringLiteral("captureLaunch"));
    m_terminal->setObjectName(QStringLiteral("captureTerminal"));
    m_terminal->setToolTip(tr("The client's own interactive session in a terminal window, through the endpoint"));
    for (const sw::AgentClient c : sw::allAgentClients())
        m_client->addItem(sw::agentClientName(c), int(c));
    m_client->setMinimumContentsLength(22);
    m_model->setPlaceholderText(tr("the client's default"));
    m_prompt->setPlaceholderText(tr("The task for the client, e.g. “Tell me about zebra widgets.”"));
    m_isolated->setChecked(true);
    m_isolated->setToolTip(tr("A fresh home under the cache folder: only the skills of the open roots, none of your "
                              "settings, memory or credentials; the upstream's key goes in the environment only."));
    m_own->setToolTip(tr("Your own configuration, skills and credentials; only the base URLs point at the endpoint."));
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(2000);
    // Six lines at least; on a tall screen the output takes the rest of the tab (a client's answer and log are long).
    m_output->setMinimumHeight(QFontMetrics(m_output->font()).lineSpacing() * 6 + 2 * m_output->frameWidth() + 8);
    m_output->setPlaceholderText(tr("The client's output appears here when it ends."));
    m_state->setWordWrap(true);

    auto *form = new QFormLayout;
    auto *clientRow = new QHBoxLayout;
    clientRow->addWidget(m_client, 2);
    clientRow->addWidget(m_choose);
    clientRow->addSpacing(12);
    // Alt+C, Alt+M and Alt+P reach the fields; Return in the prompt launches.
    const auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    clientRow->addWidget(label(tr("&Model:"), m_model));
    clientRow->addWidget(m_model, 1);
    form->addRow(label(tr("&Client:"), m_client), clientRow);
    form->addRow(label(tr("&Prompt:"), m_prompt), m_prompt);
    auto *homeRow = new QHBoxLayout;
    homeRow->addWidget(m_isolated);
    homeRow->addWidget(m_own);
    homeRow->addSpacing(12);
    homeRow->addWidget(m_launch);
    homeRow->addWidget(m_terminal);
    homeRow->addWidget(m_cancel);
    homeRow->addWidget(m_state, 1);
    form->addRow(tr("Home:"), homeRow);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_output, 1);

    connect(m_detector, &sw::ClientDetector::detected, this, &CaptureLaunchPanel::onDetected);
    connect(m_detector, &sw::ClientDetector::finished, this, [this] {
        if (!m_preparing && !isRunning())
            m_state->clear();
    });
    connect(m_choose, &QPushButton::clicked, this, &CaptureLaunchPanel::chooseProgram);
    connect(m_launch, &QPushButton::clicked, this, &CaptureLaunchPanel::launch);
    connect(m_terminal, &QPushButton::clicked, this, &CaptureLaunchPanel::openInTerminal);
    connect(m_cancel, &QPushButton::clicked, this, &CaptureLaunchPanel::cancel);
    connect(m_prompt, &QLineEdit::textChanged, this, &CaptureLaunchPanel::updateEnabled);
    connect(m_prompt, &QLineEdit::returnPressed, this, &CaptureLaunchPanel::launch); // only when Launch is enabled
    connect(m_client, &QComboBox::currentIndexChanged, this, &CaptureLaunchPanel::updateEnabled);
    updateEnabled();
}

CaptureLaunchPanel::~CaptureLaunchPanel() = default; // a running client is killed with its ClientRun

void CaptureLaunchPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_detectedOnce)
        detectClients();
}

void CaptureLaunchPanel::detectClients()
{
    m_detectedOnce = true;
    if (m_detector->isRunning())
        return;
    m_state->setText(tr("Looking for the clients…"));
    m_detector->detect(sw::allAgentClients(), m_chosen);
}

void CaptureLaunchPanel::onDetected(const sw::ClientInstall &install)
{
    m_installs.insert(install.client, install);
    const int row = m_client->findData(int(install.client));
    if (row >= 0) {
        const QString name = sw::agentClientName(install.client);
        if (!install.isFound())
            m_client->setItemText(row, tr("%1 (not found)").arg(name));
        else if (install.version.isEmpty())
            m_client->setItemText(row, name);
        else
            m_client->setItemText(row, tr("%1 %2").arg(name, install.version));
        m_client->setItemData(
            row, install.isFound() ? install.program : clientErrorText(install.error), Qt::ToolTipRole);
    }
    updateEnabled();
}

std::optional<sw::AgentClient> CaptureLaunchPanel::currentClient() const
{
    if (m_client->currentIndex() < 0)
        return std::nullopt;
    return sw::AgentClient(m_client->currentData().toInt());
}

void CaptureLaunchPanel::chooseProgram()
{
    const std::optional<sw::AgentClient> client = currentClient();
    if (!client)
        return;
    const QString program = QFileDialog::getOpenFileName(
        this, tr("Choose the %1 Program").arg(sw::agentClientName(*client)), QDir::homePath());
    if (program.isEmpty())
        return;
    m_chosen.insert(*client, program);
    m_state->setText(tr("Reading the version of %1…").arg(QDir::toNativeSeparators(program)));
    if (m_settings)
        m_settings->setClientProgram(sw::agentClientId(*client), program); // detects it again (below)
    else
        m_detector->detect({ *client }, m_chosen);
}

void CaptureLaunchPanel::setSettings(Settings *settings)
{
    m_settings = settings;
    if (!settings)
        return;
    if (const std::optional<sw::AgentClient> last = sw::agentClientFromId(settings->captureClient())) {
        const int row = m_client->findData(int(*last));
        if (row >= 0)
            m_client->setCurrentIndex(row);
    }
    for (const sw::AgentClient c : sw::allAgentClients()) {
        const QString program = settings->clientProgram(sw::agentClientId(c));
        if (!program.isEmpty())
            m_chosen.insert(c, program);
    }
    connect(settings, &Settings::clientProgramChanged, this, [this](const QString &id) {
        const std::optional<sw::AgentClient> client = sw::agentClientFromId(id);
        if (!client)
            return;
        const QString program = m_settings->clientProgram(id);
        if (program.isEmpty())
            m_chosen.remove(*client);
        else
            m_chosen.insert(*client, program);
        if (m_detectedOnce)
            m_detector->detect({ *client }, m_chosen);
    });
}

void CaptureLaunchPanel::setEndpoint(const QUrl &url)
{
    m_endpoint = url;
    updateEnabled();
}

void CaptureLaunchPanel::setSkillIndex(const sw::SkillIndexPtr &index)
{
    m_index = index;
}

bool CaptureLaunchPanel::isRunning() const
{
    return m_run && m_run->isRunning();
}

void CaptureLaunchPanel::updateEnabled()
{
    const std::optional<sw::AgentClient> client = currentClient();
    const bool found = client && m_installs.value(*client).isFound();
    const bool busy = isRunning() || m_preparing;
    m_launch->setEnabled(!busy && found && !m_endpoint.isEmpty() && !m_prompt->text().trimmed().isEmpty());
    m_terminal->setEnabled(!busy && found && !m_endpoint.isEmpty()); // an interactive session needs no prompt
    m_cancel->setEnabled(busy);
    m_client->setEnabled(!busy);
    m_choose->setEnabled(!busy);
    if (!busy && m_endpoint.isEmpty())
        m_launch->setToolTip(tr("Start the endpoint first."));
    else if (!busy && !found)
        m_launch->setToolTip(client && m_installs.contains(*client) ? clientErrorText(m_installs.value(*client).error)
                                                                    : tr("Looking for the client…"));
    else
        m_launch->setToolTip(QString());
}

void CaptureLaunchPanel::launch()
{
    if (m_launch->isEnabled())
        start(false);
}

void CaptureLaunchPanel::openInTerminal()
{
    if (m_terminal->isEnabled())
        start(true);
}

void CaptureLaunchPanel::start(bool interactive)
{
    const std::optional<sw::AgentClient> client = currentClient();
    if (!client)
        return;
    if (m_settings)
        m_settings->setCaptureClient(sw::agentClientId(*client)); // offered first at the window's next start
    const sw::ClientInstall install = m_installs.value(*client);
    const QString prompt = m_prompt->text().trimmed();
    const QString model = m_model->text().trimmed();
    if (!interactive)
        m_output->clear();
    if (m_own->isChecked()) {
        sw::ClientCommand command
            = sw::captureOwnHomeCommand(*client, install.program, m_endpoint, prompt, model, interactive);
        // An upstream that needs no key: a client without one would refuse to start before it sent anything.
        QString error;
        if (m_keyless && !sw::addPlaceholderKey(command, *client, sw::defaultClientHomeRoot(), &error)) {
            m_state->setText(error);
            Q_EMIT statusMessage(error);
            return;
        }
        interactive ? startInTerminal(command) : startCommand(command);
        return;
    }
    // An isolated home: the skills are copied off the GUI thread.
    sw::ClientRunSpec spec;
    spec.client = *client;
    spec.program = install.program;
    spec.home = QDir(sw::defaultClientHomeRoot())
                    .filePath(QStringLiteral("capture-%1-%2")
                                  .arg(sw::agentClientId(*client),
                                      QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    spec.endpointRoot = m_endpoint.toString(QUrl::StripTrailingSlash);
    spec.model = model;
    spec.prompt = prompt;
    spec.interactive = interactive;
    const QString key = m_key ? m_key() : QString();
    const bool keyInEnvironment = !key.isEmpty() && *client == sw::AgentClient::Opencode;
    if (!key.isEmpty())
        spec.apiKey = keyInEnvironment ? QStringLiteral("{env:SW_CAPTURE_KEY}") : key;
    if (m_index)
        for (const sw::SkillRecord &skill : m_index->visible())
            spec.skills.append({ skill.folder, QString(), std::nullopt });
    m_preparing = true;
    m_state->setText(tr("Preparing an isolated home in %1…").arg(QDir::toNativeSeparators(spec.home)));
    updateEnabled();
    auto *watcher = new QFutureWatcher<CaptureHomeResult>(this);
    connect(watcher, &QFutureWatcher<CaptureHomeResult>::finished, this,
        [this, watcher, keyInEnvironment, key, interactive] {
            watcher->deleteLater();
            m_preparing = false;
            CaptureHomeResult result = watcher->result();
            if (!result.ok) {
                m_state->setText(clientErrorText(result.error));
                Q_EMIT statusMessage(m_state->text());
                updateEnabled();
                return;
            }
            if (keyInEnvironment)
                result.command.environment.insert(QStringLiteral("SW_CAPTURE_KEY"), key);
            interactive ? startInTerminal(result.command) : startCommand(result.command);
        });
    watcher->setFuture(QtConcurrent::run([spec] {
        CaptureHomeResult result;
        result.ok = sw::prepareClientHome(spec, &result.error);
        if (result.ok)
            result.command = sw::clientCommand(spec);
        return result;
    }));
}

void CaptureLaunchPanel::startCommand(const sw::ClientCommand &command)
{
    delete m_run;
    m_run = new sw::ClientRun(this);
    connect(m_run, &sw::ClientRun::finished, this, &CaptureLaunchPanel::onFinished);
    m_run->start(command, kCaptureLaunchTimeoutMs);
    m_state->setText(
        tr("%1 is running (process %2)…").arg(QFileInfo(command.program).fileName()).arg(m_run->processId()));
    updateEnabled();
}

void CaptureLaunchPanel::startInTerminal(const sw::ClientCommand &command)
{
    QString error;
    const std::optional<sw::ClientCommand> terminal = sw::inTerminal(command, &error);
    qint64 pid = 0;
    if (terminal) {
        QProcess process;
        process.setProgram(terminal->program);
        process.setArguments(terminal->arguments);
        process.setProcessEnvironment(terminal->environment);
        process.setWorkingDirectory(terminal->workingDirectory);
        if (!process.startDetached(&pid))
            error = tr("%1 could not be started: %2").arg(terminal->program, process.errorString());
    }
    const QString state = error.isEmpty()
        ? tr("%1 opened in %2 (process %3); its requests fill the table as it works.")
              .arg(QFileInfo(command.program).fileName(), QFileInfo(terminal->program).fileName())
              .arg(pid)
        : tr("Could not open a terminal: %1").arg(error);
    m_state->setText(state);
    Q_EMIT statusMessage(state);
    updateEnabled();
}

void CaptureLaunchPanel::cancel()
{
    if (m_run && m_run->isRunning())
        m_run->cancel();
}

void CaptureLaunchPanel::onFinished(const sw::ClientRunResult &result)
{
    // Clients colour their output even into a pipe (opencode does): the escapes are taken out, not shown.
    const auto plain = [](const QByteArray &bytes) {
        AnsiParser parser;
        QString out;
        for (const AnsiSegment &segment : parser.feed(QString::fromUtf8(bytes)))
            out += segment.text;
        return out;
    };
    QString text = plain(result.standardOutput);
    if (!result.standardError.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + plain(result.standardError);
    m_output->setPlainText(text);
    const QString seconds = QLocale().toString(double(result.wallMs) / 1000.0, 'f', 1);
    QString state;
    if (result.end == sw::ClientRunResult::End::Exited)
        state = result.exitCode == 0
            ? tr("The client finished in %1 s.").arg(seconds)
            : tr("The client exited with status %1 after %2 s.").arg(result.exitCode).arg(seconds);
    else
        state = result.error.isEmpty() ? tr("The client did not finish.") : clientErrorText(result.error);
    m_state->setText(state);
    Q_EMIT statusMessage(state);
    Q_EMIT runFinished(result.succeeded());
    updateEnabled();
}

} // namespace sw::ui

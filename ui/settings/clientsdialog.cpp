// ClientsDialog: detection, the chosen programs, calibrate and verify.
#include "clientsdialog.h"

#include "settings/clienterrortext.h"
#include "settings/filedialogs.h"
#include "settings/settings.h"

#include "calibration/calibrationprobe.h"
#include "calibration/calibrationreport.h"
#include "calibration/calibrationrules.h"
#include "calibration/calibrationverify.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace sw::ui {

namespace {
enum Column { ClientColumn, VersionColumn, ProgramColumn, CalibrationColumn, ColumnCount };
} // namespace

ClientsDialog::ClientsDialog(Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_table(new QTableWidget(int(allAgentClients().size()), ColumnCount, this))
    , m_choose(new QPushButton(tr("Choose Program…"), this))
    , m_useDefault(new QPushButton(tr("Use PATH"), this))
    , m_calibrate(new QPushButton(tr("Calibrate"), this))
    , m_verify(new QPushButton(tr("Verify"), this))
    , m_status(new QLabel(this))
    , m_report(new QPlainTextEdit(this))
{
    qRegisterMetaType<sw::ProbeResult>();
    setObjectName(QStringLiteral("clientsDialog"));
    m_choose->setObjectName(QStringLiteral("chooseProgram"));
    m_useDefault->setObjectName(QStringLiteral("useDefault"));
    m_calibrate->setObjectName(QStringLiteral("calibrate"));
    m_verify->setObjectName(QStringLiteral("verify"));
    setWindowTitle(tr("Agent Clients"));
    auto *intro = new QLabel(tr("The real agent clients the Trigger Lab and the Capture page run. Calibrate runs one "
                                "headless on the workbench's probe skills against a scripted loopback model (no "
                                "network, no key) and keeps what it sent; Verify compares the workbench's prediction "
                                "with it."),
        this);
    intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({ tr("Client"), tr("Version"), tr("Program"), tr("Calibration") });
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(ClientColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(VersionColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ProgramColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(CalibrationColumn, QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle); // a long program path keeps its start and its name
    for (int row = 0; row < allAgentClients().size(); ++row) {
        const AgentClient client = allAgentClients().at(row);
        auto *name = new QTableWidgetItem(agentClientName(client));
        name->setData(Qt::UserRole, int(client));
        m_table->setItem(row, ClientColumn, name);
        m_table->setItem(row, VersionColumn, new QTableWidgetItem(tr("looking…")));
        m_table->setItem(row, ProgramColumn, new QTableWidgetItem);
        m_table->setItem(row, CalibrationColumn, new QTableWidgetItem);
    }
    // Exactly its rows: the room below goes to the report.
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
        + int(allAgentClients().size()) * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth());
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_report->setReadOnly(true);
    m_report->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_report->setPlaceholderText(tr("Verify shows here how far the prediction agrees with the client."));
    m_calibrate->setToolTip(tr("Run the client on the probe skills and store what it sent (about 10-60 s)"));
    m_verify->setToolTip(tr("Compare the workbench's prediction with the stored calibration (calibrates first when "
                            "there is none for this version)"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_choose);
    buttons->addWidget(m_useDefault);
    buttons->addStretch(1);
    buttons->addWidget(m_calibrate);
    buttons->addWidget(m_verify);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_report, 1);
    layout->addWidget(close);
    setMinimumWidth(qMax(640, fontMetrics().averageCharWidth() * 96));
    // Wide enough for a program path under the source tree's .deps and a calibration date, within the screen.
    const QRect screen = parent && parent->screen() ? parent->screen()->availableGeometry() : QRect(0, 0, 1366, 768);
    resize(qMin(screen.width() - 80, qMax(minimumWidth(), fontMetrics().averageCharWidth() * 150)),
        qMin(screen.height() - 80, qMax(460, fontMetrics().height() * 32)));

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ClientsDialog::updateButtons);
    connect(m_choose, &QPushButton::clicked, this, &ClientsDialog::chooseProgram);
    connect(m_useDefault, &QPushButton::clicked, this, &ClientsDialog::useDefault);
    connect(m_calibrate, &QPushButton::clicked, this, &ClientsDialog::calibrate);
    connect(m_verify, &QPushButton::clicked, this, &ClientsDialog::verify);
    m_table->selectRow(0);
    detect(allAgentClients());
    updateButtons();
}

ClientsDialog::~ClientsDialog()
{
    if (m_probe) {
        // Ends the client (its process group) on the probe's thread, then that thread; the probe is deleted there.
        m_probe->disconnect(this);
        CalibrationProbe *probe = m_probe;
        QMetaObject::invokeMethod(
            probe, [probe] { probe->cancel(); }, Qt::BlockingQueuedConnection);
    }
    if (m_probeThread) {
        m_probeThread->quit();
        m_probeThread->wait();
    }
}

std::optional<AgentClient> ClientsDialog::selected() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    if (items.isEmpty())
        return std::nullopt;
    return AgentClient(m_table->item(items.first()->row(), ClientColumn)->data(Qt::UserRole).toInt());
}

bool ClientsDialog::selectClient(AgentClient client)
{
    const qsizetype row = allAgentClients().indexOf(client);
    if (row < 0)
        return false;
    m_table->selectRow(int(row));
    return true;
}

QString ClientsDialog::calibrationPath(AgentClient client) const
{
    const ClientInstall i = install(client);
    return i.version.isEmpty() ? QString() : defaultCalibrationPath(agentClientId(client), i.version);
}

void ClientsDialog::detect(const QList<AgentClient> &clients)
{
    QMap<AgentClient, QString> chosen;
    for (const AgentClient c : clients) {
        const QString program = m_settings ? m_settings->clientProgram(agentClientId(c)) : QString();
        if (!program.isEmpty())
            chosen.insert(c, program);
        m_table->item(int(allAgentClients().indexOf(c)), VersionColumn)->setText(tr("looking…"));
    }
    auto *detector = new ClientDetector(this);
    m_pending += int(clients.size());
    connect(detector, &ClientDetector::detected, this, [this](const ClientInstall &i) {
        m_installs.insert(int(i.client), i);
        showInstall(i);
        if (--m_pending == 0)
            Q_EMIT detected();
    });
    connect(detector, &ClientDetector::finished, detector, &QObject::deleteLater);
    detector->detect(clients, chosen);
}

void ClientsDialog::showInstall(const ClientInstall &i)
{
    const int row = int(allAgentClients().indexOf(i.client));
    const bool chosen = m_settings && !m_settings->clientProgram(agentClientId(i.client)).isEmpty();
    m_table->item(row, VersionColumn)
        ->setText(i.isFound() ? (i.version.isEmpty() ? tr("unknown") : i.version) : tr("not found"));
    QTableWidgetItem *program = m_table->item(row, ProgramColumn);
    program->setText(i.isFound() ? QDir::toNativeSeparators(i.program) + (chosen ? tr(" (chosen)") : QString())
                                 : (i.error.isEmpty() ? tr("not on PATH") : clientErrorText(i.error)));
    program->setToolTip(program->text());
    const QString path = calibrationPath(i.client);
    QTableWidgetItem *calibration = m_table->item(row, CalibrationColumn);
    if (!path.isEmpty() && QFileInfo::exists(path)) {
        calibration->setText(QFileInfo(path).lastModified().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        calibration->setToolTip(QDir::toNativeSeparators(path));
    } else {
        calibration->setText(tr("none"));
        calibration->setToolTip({});
    }
    updateButtons();
}

void ClientsDialog::updateButtons()
{
    const std::optional<AgentClient> c = selected();
    const ClientInstall i = c ? install(*c) : ClientInstall();
    const bool busy = isBusy() || m_verifying;
    m_choose->setEnabled(c && !busy);
    m_useDefault->setEnabled(c && !busy && m_settings && !m_settings->clientProgram(agentClientId(*c)).isEmpty());
    const bool ready = c && i.isFound() && !i.version.isEmpty() && !busy;
    m_calibrate->setEnabled(ready);
    m_verify->setEnabled(ready);
}

void ClientsDialog::chooseProgram()
{
    const std::optional<AgentClient> c = selected();
    if (!c || !m_settings)
        return;
    const QString path = chooseOpenFile(this, m_settings, FolderPurpose::Programs,
        tr("Choose the %1 Program").arg(agentClientName(*c)), tr("Programs (*)"));
    if (path.isEmpty())
        return;
    if (!QFileInfo(path).isExecutable()) {
        m_status->setText(tr("%1 is not an executable program.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    m_settings->setClientProgram(agentClientId(*c), path);
    detect({ *c });
}

void ClientsDialog::useDefault()
{
    const std::optional<AgentClient> c = selected();
    if (!c || !m_settings)
        return;
    m_settings->setClientProgram(agentClientId(*c), QString());
    detect({ *c });
}

void ClientsDialog::calibrate()
{
    const std::optional<AgentClient> c = selected();
    if (!c || isBusy())
        return;
    ProbeOptions options;
    options.install = install(*c);
    options.rulesRun = true; // what Verify compares: every rule a client treats specially too
    // The probe lives on a thread of its own: decoding what the client sent (the capture's decoder, the visibility
    // matrix over the probe skills) takes far longer than a frame.
    m_probeThread = new QThread(this);
    m_probeThread->setObjectName(QStringLiteral("calibration probe"));
    auto *probe = new CalibrationProbe;
    probe->moveToThread(m_probeThread);
    connect(m_probeThread, &QThread::finished, probe, &QObject::deleteLater);
    m_probe = probe;
    const bool thenVerify = sender() == m_verify;
    connect(probe, &CalibrationProbe::progress, this, [this](const QString &message) { m_status->setText(message); });
    connect(probe, &CalibrationProbe::finished, this,
        [this, thenVerify](const ProbeResult &result) { probeFinished(result, thenVerify); });
    m_status->setText(tr("Calibrating %1 %2…").arg(agentClientName(*c), options.install.version));
    m_report->clear();
    updateButtons();
    m_probeThread->start();
    QMetaObject::invokeMethod(probe, [probe, options] { probe->start(options); });
}

void ClientsDialog::probeFinished(const ProbeResult &result, bool thenVerify)
{
    const AgentClient client = result.input.client;
    m_probe = nullptr;
    m_probeThread->quit(); // the probe is done: its thread ends and deletes it
    m_probeThread->wait();
    m_probeThread->deleteLater();
    m_probeThread = nullptr;
    QString error = result.error;
    const QString path = calibrationPath(client);
    if (result.ok && !saveCalibration(result.calibration, path, &error))
        error = tr("the calibration could not be stored: %1").arg(error);
    if (!result.ok || !error.isEmpty()) {
        m_status->setText(tr("Calibration of %1 failed: %2").arg(agentClientName(client), error));
        updateButtons();
        Q_EMIT calibrated(false);
        return;
    }
    m_status->setText(
        tr("Calibrated %1 %2: %3")
            .arg(agentClientName(client), result.calibration.clientVersion, QDir::toNativeSeparators(path)));
    showInstall(install(client));
    // From now on the predictions and client profiles follow the stored calibrations (docs/calibration.md).
    useCalibratedRules(storedCalibrations(nullptr, QFileInfo(path).path()));
    Q_EMIT calibrated(true);
    if (thenVerify)
        showVerification(client);
}

void ClientsDialog::verify()
{
    const std::optional<AgentClient> c = selected();
    if (!c || isBusy())
        return;
    if (!QFileInfo::exists(calibrationPath(*c))) {
        calibrate(); // then verifies (the sender is the Verify button)
        return;
    }
    showVerification(*c);
}

void ClientsDialog::showVerification(AgentClient client)
{
    struct Verification
    {
        Calibration calibration;
        CalibrationAgreement agreement;
        QString report;
        QString error;
    };
    // Reading the file and predicting every probe skill happen off the GUI thread.
    const QString path = calibrationPath(client);
    m_verifying = true;
    m_status->setText(tr("Verifying %1…").arg(agentClientName(client)));
    updateButtons();
    auto *watcher = new QFutureWatcher<Verification>(this);
    connect(watcher, &QFutureWatcher<Verification>::finished, this, [this, watcher, client] {
        watcher->deleteLater();
        m_verifying = false;
        updateButtons();
        const Verification v = watcher->result();
        if (!v.error.isEmpty()) {
            m_status->setText(tr("Cannot read the calibration: %1").arg(v.error));
            return;
        }
        showAgreement(client, v.calibration, v.agreement, v.report);
    });
    watcher->setFuture(QtConcurrent::run([path] {
        Verification v;
        if (!loadCalibration(path, &v.calibration, &v.error))
            return v;
        v.agreement = verifyCalibration(v.calibration);
        v.report = calibrationReportText(v.calibration, path, &v.agreement);
        return v;
    }));
}

void ClientsDialog::showAgreement(
    AgentClient client, const Calibration &calibration, const CalibrationAgreement &agreement, const QString &report)
{
    m_report->setPlainText(report);
    m_status->setText(agreement.differences.isEmpty()
            ? tr("%1 %2: the prediction agrees (verdicts %3/%4, lines %5/%6).")
                  .arg(agentClientName(client), calibration.clientVersion)
                  .arg(agreement.verdictsAgree)
                  .arg(agreement.verdictsCompared)
                  .arg(agreement.linesAgree)
                  .arg(agreement.linesCompared)
            : tr("%1 %2: verdicts %3/%4, lines %5/%6; each difference is listed below.")
                  .arg(agentClientName(client), calibration.clientVersion)
                  .arg(agreement.verdictsAgree)
                  .arg(agreement.verdictsCompared)
                  .arg(agreement.linesAgree)
                  .arg(agreement.linesCompared));
    Q_EMIT verified();
}

} // namespace sw::ui

// TransportView: attempts table and the selected attempt's exchange.
#include "transportview.h"

#include "inspector/transportmodel.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace sw::ui {

TransportView::TransportView(QWidget *parent)
    : QWidget(parent)
    , m_model(new TransportModel(this))
    , m_attempts(new QTableView(this))
    , m_note(new QLabel(this))
    , m_details(new QPlainTextEdit(this))
{
    m_attempts->setModel(m_model);
    m_attempts->verticalHeader()->hide();
    m_attempts->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_attempts->setSelectionMode(QAbstractItemView::SingleSelection);
    m_attempts->horizontalHeader()->setStretchLastSection(true);
    m_attempts->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_attempts->setWordWrap(false);
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_note->setWordWrap(true);
    m_note->setText(tr("Request headers as the workbench set them (Qt adds Host, Connection, Accept-Encoding, "
                       "Accept-Language and User-Agent). Credential values are never recorded: they read [REDACTED]."));
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_attempts);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_note);
    layout->addWidget(splitter, 1);
    connect(m_attempts->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { showAttempt(current.row()); });
}

void TransportView::setRequest(
    const sw::RequestRecord *record, bool replay, const sw::TransportAttempt *running, qint64 bytesSoFar)
{
    const int keep = m_attempts->currentIndex().row();
    QList<sw::TransportAttempt> attempts = record ? record->transport : QList<sw::TransportAttempt>();
    m_running = -1;
    if (record && running) {
        attempts << *running;
        attempts.last().number = int(attempts.size());
        m_running = int(attempts.size()) - 1;
        m_bytesSoFar = bytesSoFar;
    }
    m_answeredBy = record ? record->answeredBy : QString();
    m_model->setAttempts(attempts, m_running, m_bytesSoFar);
    if (!record) {
        m_details->clear();
        return;
    }
    if (attempts.isEmpty()) {
        if (record->fromCache)
            m_details->setPlainText(tr("Answered from the Trigger Lab's response cache: nothing went over the network "
                                       "for this request. Turn off “Use cache” to send it again."));
        else if (replay)
            m_details->setPlainText(tr("Scripted replay: this request was built exactly as it would be sent, but "
                                       "nothing went over the network."));
        else if (record->finished || record->failed)
            m_details->setPlainText(tr("No transport was recorded for this request (a session saved before the "
                                       "workbench recorded attempts)."));
        else
            m_details->setPlainText(tr("Sent; no response yet."));
        return;
    }
    if (m_running >= 0) { // the attempt in flight is what matters now
        selectAttempt(m_running);
        return;
    }
    // The newest attempt unless the user picked another one of this request.
    selectAttempt(keep >= 0 && keep < m_model->rowCount() - 1 ? keep : m_model->rowCount() - 1);
}

void TransportView::setNote(const QString &text)
{
    m_note->setText(text);
}

QString TransportView::note() const
{
    return m_note->text();
}

void TransportView::selectAttempt(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_attempts->selectRow(row);
    m_attempts->setCurrentIndex(m_model->index(row, 0));
    showAttempt(row);
}

QString TransportView::detailsText() const
{
    return m_details->toPlainText();
}

QString TransportView::exchangeText(const sw::TransportAttempt &a, qint64 bytesSoFar)
{
    const QLocale locale;
    QString text
        = QStringLiteral("%1 %2 %3\n").arg(QString::fromLatin1(a.method), a.url, QString::fromLatin1(a.httpVersion));
    for (const auto &h : a.requestHeaders)
        text += QStringLiteral("%1: %2\n").arg(QString::fromLatin1(h.first), QString::fromLatin1(h.second));
    text += QLatin1Char('\n');
    if (a.status != 0) {
        text += QStringLiteral("%1 %2\n").arg(QString::fromLatin1(a.httpVersion), TransportModel::statusText(a));
        for (const auto &h : a.responseHeaders)
            text += QStringLiteral("%1: %2\n").arg(QString::fromLatin1(h.first), QString::fromLatin1(h.second));
    } else {
        text += (bytesSoFar >= 0 ? tr("(no response yet)") : tr("(no HTTP response)")) + QLatin1Char('\n');
    }
    text += QLatin1Char('\n');
    if (bytesSoFar >= 0) { // still running
        text += tr("Started %1 · %2 · %3 bytes sent, %4 bytes received so far")
                    .arg(a.startedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")),
                        a.waitMs >= 0 ? tr("%1 ms to the response headers").arg(locale.toString(a.waitMs))
                                      : tr("waiting for the response headers"),
                        locale.toString(qint64(a.requestBytes)), locale.toString(bytesSoFar))
            + QLatin1Char('\n');
        text += tr("Outcome: %1").arg(a.status != 0 ? tr("streaming") : tr("waiting")) + QLatin1Char('\n');
        return text;
    }
    text += tr("Started %1 · wait %2 · total %3 ms · %4 bytes sent, %5 bytes received")
                .arg(a.startedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")),
                    a.waitMs >= 0 ? tr("%1 ms").arg(locale.toString(a.waitMs)) : tr("no response"),
                    locale.toString(a.durationMs), locale.toString(qint64(a.requestBytes)),
                    locale.toString(qint64(a.responseBody.size())))
        + QLatin1Char('\n');
    text += tr("Outcome: %1").arg(TransportModel::endText(a)) + QLatin1Char('\n');
    if (!a.error.isEmpty())
        text += tr("Error: %1").arg(a.error) + QLatin1Char('\n');
    return text;
}

void TransportView::showAttempt(int row)
{
    const sw::TransportAttempt *a = m_model->attempt(row);
    if (!a)
        return;
    QString text = exchangeText(*a, row == m_running ? m_bytesSoFar : -1);
    if (m_answeredBy == QLatin1String("scripted model"))
        text.prepend(tr("Answered inside the capture endpoint by the workbench's scripted model: nothing went over "
                        "the network.")
            + QStringLiteral("\n\n"));
    else if (!m_answeredBy.isEmpty())
        text.prepend(tr("Answered inside the capture endpoint from the response cache: nothing went over the "
                        "network.")
            + QStringLiteral("\n\n"));
    m_details->setPlainText(text);
}

} // namespace sw::ui

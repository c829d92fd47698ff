#pragma once
// TransportView: the inspector's Transport tab. The attempts of one request (TransportModel) and, for the selected
// attempt, the exchange as a proxy prints it: request line and headers (the credential values are never recorded),
// the status line and response headers, timing and outcome; the attempt still running with what it received so far.
// Replays, and answers the Trigger Lab's response cache gave, say that nothing went over the network.
#include "session/requestrecord.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTableView;

namespace sw::ui {

class TransportModel;

class TransportView : public QWidget
{
    Q_OBJECT
public:
    explicit TransportView(QWidget *parent = nullptr);

    // `replay`: the session replays a scenario (no transport to show). `running` (may be null): the attempt in flight
    // with its status line and headers once they came, and `bytesSoFar` of its answer.
    void setRequest(const sw::RequestRecord *record, bool replay, const sw::TransportAttempt *running = nullptr,
        qint64 bytesSoFar = 0);
    TransportModel *model() const { return m_model; }
    QTableView *attemptsView() const { return m_attempts; }
    void selectAttempt(int row);
    QString detailsText() const;
    // The line above the attempts (by default: the headers as the workbench set them); the Capture page says whose
    // headers they are there.
    void setNote(const QString &text);
    QString note() const;

    // The exchange of one attempt as text: request line, headers, blank line, status line, headers, timing.
    // `bytesSoFar` >= 0: the attempt is still running and has received that many bytes.
    static QString exchangeText(const sw::TransportAttempt &attempt, qint64 bytesSoFar = -1);

private:
    void showAttempt(int row);

    TransportModel *m_model;
    int m_running = -1; // the row of the attempt in flight, -1 when none
    qint64 m_bytesSoFar = 0;
    QString m_answeredBy; // the record's RequestRecord::answeredBy: said above the attempt
    QTableView *m_attempts;
    QLabel *m_note;
    QPlainTextEdit *m_details;
};

} // namespace sw::ui

#pragma once
// TransportView: the inspector's Transport tab. The attempts of one request (TransportModel) and, for the selected
// attempt, the exchange as a proxy prints it: request line and headers (the credential values are never recorded),
// the status line and response headers, timing and outcome. Replays say that nothing went over the network.
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

    // `replay`: the session replays a scenario (no transport to show).
    void setRequest(const sw::RequestRecord *record, bool replay);
    TransportModel *model() const { return m_model; }
    QTableView *attemptsView() const { return m_attempts; }
    void selectAttempt(int row);
    QString detailsText() const;

    // The exchange of one attempt as text: request line, headers, blank line, status line, headers, timing.
    static QString exchangeText(const sw::TransportAttempt &attempt);

private:
    void showAttempt(int row);

    TransportModel *m_model;
    QTableView *m_attempts;
    QLabel *m_note;
    QPlainTextEdit *m_details;
};

} // namespace sw::ui

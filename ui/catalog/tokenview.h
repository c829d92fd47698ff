#pragma once
// TokenView: a text (the editor's selection or the whole file) cut into tokens as coloured segments, token ids
// on hover, a whitespace toggle and the count, like the tiktokenizer page. Encoding runs off the GUI thread.
#include <QFutureWatcher>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QTimer;

namespace sw::ui {

struct TokenSegment
{
    int id = -1; // -1 = estimated piece
    int start = 0; // in the display text
    int length = 0;
    QByteArray bytes;
};

struct TokenViewResult
{
    QString display; // the text as shown (whitespace made visible when asked)
    QList<TokenSegment> segments;
    int tokens = 0;
    int characters = 0;
    bool exact = true;
    bool truncated = false;
};

// Encodes `text` and lays out the segments (any thread). At most maxTokens segments are produced.
TokenViewResult computeTokenView(const QString &text, const QString &encoding, bool showWhitespace, int maxTokens);

class TokenView : public QWidget
{
    Q_OBJECT
public:
    explicit TokenView(QWidget *parent = nullptr);

    void setText(const QString &text, const QString &origin); // origin: "selection in SKILL.md", ...
    void setEncoding(const QString &encoding);
    void setShowWhitespace(bool show);
    bool showWhitespace() const;

    const TokenViewResult &result() const { return m_result; }
    int segmentAt(int position) const; // index into result().segments, -1 if none
    bool isBusy() const;

signals:
    void showWhitespaceToggled(bool show);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void schedule();
    void start();
    void show(const TokenViewResult &result);

    QLabel *m_origin;
    QLabel *m_summary;
    QCheckBox *m_whitespace;
    QPlainTextEdit *m_view;
    QTimer *m_timer;
    QFutureWatcher<TokenViewResult> m_watcher;
    QString m_text;
    QString m_encoding = QStringLiteral("o200k_base");
    bool m_pending = false;
    // A job is out: set when it starts, cleared when its finished signal is handled (the future itself reports
    // finished before that signal reaches this thread, so isRunning() alone would report idle too early).
    bool m_running = false;
    TokenViewResult m_result;
};

} // namespace sw::ui

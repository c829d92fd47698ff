#pragma once
// PromptCacheView: the prompt-cache line of the request inspector (docs/wire-formats.md "Prompt caching"): the wire
// format, the request's cache breakpoints (what each caches, with the prefix's workbench tokens), what the provider
// reported (Anthropic cache write / read, OpenAI cached tokens) beside the workbench's shared-prefix figure with the
// previous request, a plain verdict when a shared prefix was not read from the cache, and on request Claude's own
// count of the request (Anthropic count_tokens, off unless enabled in Preferences, never without a key).
#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace sw {
class ProviderTokenCounter;
struct RequestRecord;
} // namespace sw

namespace sw::ui {

class PromptCacheView : public QWidget
{
    Q_OBJECT
public:
    explicit PromptCacheView(QWidget *parent = nullptr);

    // The request shown (nullptr: none); `previous` for the verdict.
    void setRecord(const sw::RequestRecord *record, const sw::RequestRecord *previous);
    // Where Claude's count can be asked (nullptr: the button says why not, e.g. off in Preferences or no key).
    void setTokenCounter(sw::ProviderTokenCounter *counter, const QString &unavailableReason);

    QString text() const; // the line as shown (plain text), for tests
    QPushButton *countButton() const { return m_count; }
    QString providerCountText() const;

    // The summary of one record (plain text lines), what the view shows.
    static QStringList describe(const sw::RequestRecord &record, const sw::RequestRecord *previous);

private:
    void askCount();

    QLabel *m_label;
    QLabel *m_providerCount;
    QPushButton *m_count;
    QPointer<sw::ProviderTokenCounter> m_counter;
    QString m_unavailable;
    QByteArray m_body; // the shown request's body (Anthropic) for the count
    int m_workbenchTokens = 0;
    bool m_exact = true;
    QString m_pending; // id of the count asked for
};

} // namespace sw::ui

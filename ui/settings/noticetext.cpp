// noticeText: core's chat notices translated (see noticetext.h).
#include "noticetext.h"

#include "patterntexts.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace sw::ui {

namespace {

constexpr const char *kContext = "sw::ui::NoticeText";
// ProviderError::describe()'s decorations around a message (core/wire/chatstream.cpp).
constexpr const char *kHttpPrefix = QT_TRANSLATE_NOOP("sw::ui::NoticeText", "HTTP %1: ");
constexpr const char *kRetryAfter = QT_TRANSLATE_NOOP("sw::ui::NoticeText", " [retry after %1 s]");

const PatternTexts &noticeTexts()
{
    static const PatternTexts texts(kContext,
        {
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "%1; retry %2 of %3 in %4 s"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "stopped by the user"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "request cancelled"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "no model provider"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "a request is already running"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "the server reported an error mid-stream: %1"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "the server reported an error"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "the server answered with status %1"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "the response failed: %1"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "the request is encoded as %1 but the provider speaks %2"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "the provider stopped the answer (finishReason %1: %2)"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "response has no output: %1"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "response has no content: %1"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "response has no choices: %1"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "response has no candidates: %1"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "no data from %1 for %2 s (timeout)"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "malformed stream chunk %1 (%2 at offset %3): %4"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "invalid base URL '%1': expected e.g. %2"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "invalid base URL '%1'"),
            QT_TRANSLATE_NOOP(
                "sw::ui::NoticeText", "%1 (an HTML page instead of the API's JSON: is the base URL the API's?)"),
            QT_TRANSLATE_NOOP(
                "sw::ui::NoticeText", "an HTML page instead of the API's JSON: is the base URL the API's?"),
            QT_TRANSLATE_NOOP("sw::ui::NoticeText", "the scenario has no step left for request %1 (it has %2 steps)"),
        });
    return texts;
}

} // namespace

QString noticeText(const QString &coreNotice)
{
    // A notice of the table first (a retry's wraps a decorated reason; a part that is itself a notice is translated
    // too), then the decorations around a message.
    const auto part = [](const char *, int, const QString &text) { return noticeText(text); };
    if (const QString translated = noticeTexts().translate(coreNotice, part); translated != coreNotice)
        return translated;
    // "HTTP 503: " before a provider's message, " [retry after 2 s]" after it.
    static const QRegularExpression decorated(
        QStringLiteral("^(?:HTTP (\\d+): )?(.*?)(?: \\[retry after (\\d+) s\\])?$"),
        QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = decorated.match(coreNotice);
    const QString status = m.captured(1), retryAfter = m.captured(3);
    if (!status.isEmpty() || !retryAfter.isEmpty()) {
        QString out = noticeText(m.captured(2));
        if (!status.isEmpty())
            out.prepend(QCoreApplication::translate(kContext, kHttpPrefix).arg(status));
        if (!retryAfter.isEmpty())
            out += QCoreApplication::translate(kContext, kRetryAfter).arg(retryAfter);
        return out;
    }
    return coreNotice;
}

QStringList noticePatterns()
{
    return noticeTexts().patterns() << QString::fromLatin1(kHttpPrefix) << QString::fromLatin1(kRetryAfter);
}

} // namespace sw::ui

// Request diff: segment matching and the HTML summary.
#include "inspector/requestdiff.h"

#include "inspector/segmentlabeltext.h"
#include "inspector/segmentsmodel.h"
#include "provider/secrets.h"
#include "settings/noticetext.h"
#include "theme/theme.h"

#include <QCoreApplication>
#include <QLocale>

namespace sw::ui {

namespace {

QString tr(const char *text)
{
    // lupdate files the tr() calls of these free functions (namespace sw::ui) under the context "sw::ui".
    return QCoreApplication::translate("sw::ui", text);
}

// The diff's colours in the current theme (the HTML's own colours are not reached by the palette): each text reads
// at 4.5:1 on its background in both themes.
struct DiffColours
{
    QString code, removed, added, header, border, muted;
};

DiffColours diffColours()
{
    const ChatColours chat = chatColours();
    const bool dark = isDarkTheme();
    return { chat.codeBackground.name(), dark ? QStringLiteral("#5a2a2c") : QStringLiteral("#fecaca"),
        dark ? QStringLiteral("#1f4a30") : QStringLiteral("#bbf7d0"), chat.cardBackground.name(),
        chat.codeBorder.name(), themeColours().muted.name() };
}

QString excerpt(const QByteArray &body, qsizetype from, qsizetype length, const QStringList &secrets)
{
    if (from >= body.size() || length <= 0)
        return {};
    return sw::redactSecrets(QString::fromUtf8(body.mid(from, length)), secrets).toHtmlEscaped();
}

} // namespace

const sw::RequestSegment *segmentAt(const sw::RequestRecord &record, qsizetype offset)
{
    for (const sw::RequestSegment &s : record.segments) {
        if (offset >= s.byteStart && offset < s.byteStart + s.byteLength)
            return &s;
    }
    return nullptr;
}

QList<SegmentDiffRow> diffSegments(const sw::RequestRecord &previous, const sw::RequestRecord &current)
{
    QList<SegmentDiffRow> rows;
    QList<bool> used(previous.segments.size(), false);
    for (const sw::RequestSegment &s : current.segments) {
        SegmentDiffRow row;
        row.segment = s;
        row.change = SegmentChange::Added;
        for (qsizetype i = 0; i < previous.segments.size(); ++i) {
            const sw::RequestSegment &p = previous.segments.at(i);
            if (used.at(i) || p.kind != s.kind || p.label != s.label || p.messageIndex != s.messageIndex)
                continue;
            used[i] = true;
            row.previousTokens = p.tokens;
            const QByteArray a = previous.body.mid(p.byteStart, p.byteLength);
            const QByteArray b = current.body.mid(s.byteStart, s.byteLength);
            row.change = a == b ? SegmentChange::Unchanged : SegmentChange::Changed;
            break;
        }
        rows << row;
    }
    for (qsizetype i = 0; i < previous.segments.size(); ++i) {
        if (!used.at(i)) {
            SegmentDiffRow row;
            row.change = SegmentChange::Removed;
            row.segment = previous.segments.at(i);
            row.previousTokens = row.segment.tokens;
            rows << row;
        }
    }
    return rows;
}

QString requestDiffHtml(const sw::RequestRecord *previous, const sw::RequestRecord &current, const QStringList &secrets)
{
    const QLocale locale;
    const int cached = current.usage.isValid() && !current.usage.estimated ? current.usage.reportedCachedTokens() : -1;
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(tr("Request %1 against request %2")
                                .arg(current.index + 1)
                                .arg(previous ? QString::number(previous->index + 1) : QStringLiteral("—")));
    if (!previous) {
        return html
            + QStringLiteral("<p>%1</p>")
                  .arg(tr("The first request of the session: nothing to compare, no "
                          "prefix can be cached yet."));
    }
    html += QStringLiteral("<table cellpadding=\"4\" style=\"border:1px solid #d0d4da;\">"
                           "<tr><td>%1</td><td align=\"right\"><b>%2</b> %3</td></tr>"
                           "<tr><td>%4</td><td align=\"right\"><b>%5</b></td></tr>"
                           "<tr><td>%6</td><td align=\"right\">%7</td></tr></table>")
                .arg(tr("Shared prefix (cacheable)"), locale.toString(qMax(0, current.sharedPrefixTokens)),
                    tr("tokens, %1 bytes").arg(locale.toString(current.sharedPrefixBytes)),
                    tr("Provider reported cached"), cached >= 0 ? locale.toString(cached) : tr("not reported"),
                    tr("Request size"), tr("%1 tokens").arg(locale.toString(current.tokens)));
    const qsizetype at = current.sharedPrefixBytes;
    if (at >= current.body.size() && at >= previous->body.size()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("The two request bodies are identical."));
    } else {
        const sw::RequestSegment *where = segmentAt(current, at);
        html += QStringLiteral("<p>%1 <b>%2</b></p>")
                    .arg(tr("First difference at byte %1, in:").arg(locale.toString(at)),
                        where ? QStringLiteral("%1 (%2)").arg(segmentLabelText(where->label).toHtmlEscaped(),
                            tokenCategoryName(tokenCategory(where->kind)))
                              : tr("the request envelope"));
        const qsizetype context = 160;
        const qsizetype from = qMax<qsizetype>(0, at - context);
        const DiffColours c = diffColours();
        html += QStringLiteral("<pre style=\"white-space:pre-wrap; background:%4;\">%1"
                               "<span style=\"background:%5;\">%2</span></pre>"
                               "<pre style=\"white-space:pre-wrap; background:%4;\">%1"
                               "<span style=\"background:%6;\">%3</span></pre>")
                    .arg(QStringLiteral("…") + excerpt(current.body, from, at - from, secrets),
                        excerpt(previous->body, at, 300, secrets), excerpt(current.body, at, 300, secrets), c.code,
                        c.removed, c.added);
    }
    const DiffColours table = diffColours();
    const ThemeColours theme = themeColours();
    html += QStringLiteral("<table width=\"100%\" cellpadding=\"3\" cellspacing=\"0\" style=\"border:1px solid "
                           "%5;\"><tr style=\"background:%6;\"><th align=\"left\">%1</th><th "
                           "align=\"left\">%2</th><th align=\"left\">%3</th><th align=\"right\">%4</th></tr>")
                .arg(tr("Change"), tr("Category"), tr("Segment"), tr("Tokens"), table.border, table.header);
    for (const SegmentDiffRow &row : diffSegments(*previous, current)) {
        QString change;
        QString colour;
        switch (row.change) {
        case SegmentChange::Unchanged:
            change = tr("unchanged");
            colour = theme.muted.name();
            break;
        case SegmentChange::Changed:
            change = tr("changed");
            colour = theme.warning.name();
            break;
        case SegmentChange::Added:
            change = tr("new");
            colour = theme.ok.name();
            break;
        case SegmentChange::Removed:
            change = tr("removed");
            colour = theme.error.name();
            break;
        }
        const QString tokens = row.change == SegmentChange::Changed && row.previousTokens != row.segment.tokens
            ? QStringLiteral("%1 → %2").arg(locale.toString(row.previousTokens), locale.toString(row.segment.tokens))
            : locale.toString(row.segment.tokens);
        html += QStringLiteral(
            "<tr><td style=\"color:%1;\">%2</td><td>%3</td><td>%4</td><td align=\"right\">%5</td></tr>")
                    .arg(colour, change, tokenCategoryName(tokenCategory(row.segment.kind)),
                        segmentLabelText(row.segment.label).toHtmlEscaped(), tokens);
    }
    return html + QStringLiteral("</table>");
}

namespace {

QString answerHtml(const sw::RequestRecord &r)
{
    QString h;
    QString status;
    if (r.failed)
        status = tr("failed: %1").arg(noticeText(r.error.describe()));
    else if (r.finished)
        status = tr("finished (%1)")
                     .arg(r.response.finishReason.isEmpty() ? tr("no finish reason") : r.response.finishReason);
    else
        status = tr("waiting for the answer…");
    const DiffColours c = diffColours();
    h += QStringLiteral("<p style=\"color:%2;\">%1</p>").arg(status.toHtmlEscaped(), c.muted);
    if (!r.response.text.isEmpty())
        h += QStringLiteral("<pre style=\"white-space:pre-wrap; background:%2;\">%1</pre>")
                 .arg(r.response.text.toHtmlEscaped(), c.code);
    for (const sw::ToolCall &c : r.response.toolCalls)
        h += QStringLiteral("<p>%1 <b><code>%2</code></b> <code>%3</code></p>")
                 .arg(tr("calls").toHtmlEscaped(), c.name.toHtmlEscaped(), c.arguments.toHtmlEscaped());
    if (r.finished && r.response.text.isEmpty() && r.response.toolCalls.isEmpty())
        h += QStringLiteral("<p><i>%1</i></p>").arg(tr("(an empty answer)"));
    if (r.usage.isValid())
        h += QStringLiteral("<p style=\"color:%2;\">%1</p>")
                 .arg(tr("usage: prompt %1, completion %2%3")
                          .arg(r.usage.promptTokens)
                          .arg(r.usage.completionTokens)
                          .arg(r.usage.estimated ? tr(" (estimate)") : QString())
                          .toHtmlEscaped(),
                     c.muted);
    return h;
}

} // namespace

QString resentAnswersHtml(const sw::RequestRecord &original, const sw::RequestRecord &resent)
{
    const DiffColours c = diffColours();
    return QStringLiteral("<h3>%1</h3><table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\" style=\"border:1px "
                          "solid %6;\"><tr style=\"background:%7;\"><th align=\"left\" width=\"50%\">%2</th>"
                          "<th align=\"left\" width=\"50%\">%3</th></tr><tr><td valign=\"top\">%4</td>"
                          "<td valign=\"top\">%5</td></tr></table>")
        .arg(tr("The answers side by side"), tr("Original: request %1").arg(original.index + 1),
            tr("Re-sent: request %1").arg(resent.index + 1), answerHtml(original), answerHtml(resent), c.border,
            c.header);
}

} // namespace sw::ui

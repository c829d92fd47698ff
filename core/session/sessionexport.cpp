// Session exports: Markdown, the self-contained HTML report and its inline SVG timeline chart.
#include "sessionexport.h"

#include "session/sessionhar.h"
#include "session/toolpairing.h"
#include "wire/redaction.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QSaveFile>

#include <algorithm>

namespace sw {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("SessionExport", text);
}

QString number(qint64 n)
{
    return QLocale::c().toString(n);
}

// The tool result event answering call `call` of assistant event `event` (paired by order), or nullptr.
const TranscriptEvent *resultFor(const Session &session, const ToolPairing &pairs, int event, int call)
{
    const int index = pairs.resultFor(event, call);
    return index >= 0 ? &session.events.at(index) : nullptr;
}

QString prettyArguments(const QString &arguments)
{
    const QJsonDocument doc = QJsonDocument::fromJson(arguments.toUtf8());
    return doc.isNull() ? arguments : QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed();
}

// A Markdown code fence long enough not to be closed by the text.
QString fence(const QString &text, const QString &language = {})
{
    QString ticks = QStringLiteral("```");
    while (text.contains(ticks))
        ticks += QLatin1Char('`');
    return ticks + language + QLatin1Char('\n') + text
        + (text.endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n")) + ticks + QLatin1Char('\n');
}

QString header(const Session &s)
{
    // Every model and endpoint the requests used, in order (a provider changed in Preferences mid-session shows both).
    const QStringList models = s.models();
    QString text = tr("Profile %1 · %2 %3 · provider %4%5")
                       .arg(s.profileName, models.size() > 1 ? tr("models") : tr("model"),
                           models.join(QStringLiteral(" → ")), s.providerName, s.replay ? tr(" (replay)") : QString());
    if (!s.endpoints.isEmpty())
        text += QStringLiteral(" · ")
            + (s.endpoints.size() > 1 ? tr("endpoints %1") : tr("endpoint %1"))
                  .arg(s.endpoints.join(QStringLiteral(" → ")));
    return text + QStringLiteral(" · ")
        + tr("wire format %1 · started %2").arg(wireApiName(s.api), s.created.toString(Qt::ISODate));
}

QString usageText(const ChatUsage &u)
{
    if (!u.isValid())
        return QStringLiteral("–");
    QString t = tr("%1 in / %2 out").arg(number(u.promptTokens), number(u.completionTokens));
    if (u.cacheCreationTokens >= 0 || u.cacheReadTokens >= 0)
        t += tr(", cache write %1, cache read %2")
                 .arg(number(qMax(0, u.cacheCreationTokens)), number(qMax(0, u.cacheReadTokens)));
    else if (u.reportedCachedTokens() >= 0)
        t += tr(", %1 cached").arg(number(u.reportedCachedTokens()));
    if (u.estimated)
        t += tr(" (estimate)");
    return t;
}

QString statusText(const RequestRecord &r)
{
    if (r.failed)
        return tr("failed: %1").arg(r.error.message);
    if (r.finished)
        return tr("ok");
    return tr("unfinished");
}

QString loadedText(const RequestRecord &r)
{
    QStringList names;
    for (const LoadedSkillInfo &l : r.loaded)
        names << l.skill;
    return names.join(QStringLiteral(", "));
}

QString html(const QString &text)
{
    return text.toHtmlEscaped();
}
} // namespace

QString TokenCategories::name(int category)
{
    static const char *names[kCount]
        = { "system", "catalog", "loaded skills", "docs", "tool schemas", "history", "tool results" };
    return category >= 0 && category < kCount ? tr(names[category]) : QString();
}

QString TokenCategories::color(int category)
{
    static const char *colors[kCount] = { "#6b7280", "#2563eb", "#16a34a", "#65a30d", "#9333ea", "#f59e0b", "#dc2626" };
    return category >= 0 && category < kCount ? QString::fromLatin1(colors[category]) : QStringLiteral("#000000");
}

TokenCategories TokenCategories::of(const RequestRecord &record)
{
    TokenCategories t;
    for (const RequestSegment &s : record.segments) {
        int c = 5;
        switch (s.kind) {
        case SegmentKind::SystemPrompt:
        case SegmentKind::Envelope:
            c = 0;
            break;
        case SegmentKind::Catalog:
            c = 1;
            break;
        case SegmentKind::LoadedSkill:
            c = 2;
            break;
        case SegmentKind::Doc:
            c = 3;
            break;
        case SegmentKind::ToolSchema:
            c = 4;
            break;
        case SegmentKind::History:
            c = 5;
            break;
        case SegmentKind::ToolResult:
            c = 6;
            break;
        }
        t.tokens[c] += s.tokens;
    }
    return t;
}

QString sessionToMarkdown(const Session &session, const QStringList &secrets)
{
    QString md = QStringLiteral("# ") + tr("Session %1").arg(session.id) + QStringLiteral("\n\n") + header(session)
        + QStringLiteral("\n\n## ") + tr("Conversation") + QStringLiteral("\n");
    const ToolPairing pairs(session.events);
    for (int index = 0; index < session.events.size(); ++index) {
        const TranscriptEvent &e = session.events.at(index);
        switch (e.kind) {
        case TranscriptEvent::Kind::User:
            md += QStringLiteral("\n### ") + tr("You (turn %1)").arg(e.turn + 1) + QStringLiteral("\n\n") + e.text
                + QLatin1Char('\n');
            break;
        case TranscriptEvent::Kind::Assistant:
            if (!e.text.isEmpty() || !e.reasoning.isEmpty()) {
                md += QStringLiteral("\n### ") + (e.incomplete ? tr("Assistant (incomplete)") : tr("Assistant"))
                    + QStringLiteral("\n\n");
                if (!e.reasoning.isEmpty())
                    md += QStringLiteral("> ") + QString(e.reasoning).replace(QLatin1Char('\n'), QStringLiteral("\n> "))
                        + QStringLiteral("\n\n");
                md += e.text + QLatin1Char('\n');
                if (e.incomplete)
                    md += QStringLiteral("\n*") + tr("Incomplete answer: what arrived before it was cut off.")
                        + QStringLiteral("*\n");
            }
            for (int c = 0; c < e.toolCalls.size(); ++c) {
                const ToolCall &call = e.toolCalls.at(c);
                const TranscriptEvent *r = resultFor(session, pairs, index, c);
                md += QStringLiteral("\n**") + tr("Tool call") + QStringLiteral("** `") + call.name
                    + QStringLiteral("` (") + call.id + QLatin1Char(')');
                if (r)
                    md += (r->cancelled  ? tr(" · stopped · %1 ms")
                            : r->isError ? tr(" · error · %1 ms")
                                         : tr(" · %1 ms"))
                              .arg(r->durationMs);
                md += QStringLiteral("\n\n") + fence(prettyArguments(call.arguments), QStringLiteral("json"));
                if (r)
                    md += QLatin1Char('\n') + (r->isError ? tr("Error:") : tr("Result:")) + QStringLiteral("\n\n")
                        + fence(r->text);
            }
            break;
        case TranscriptEvent::Kind::Notice:
            // A retry that then succeeded is said so, as the chat shows it; not an error of the session.
            md += QStringLiteral("\n> **") + tr("Notice") + QStringLiteral(":** ") + e.text
                + (session.noticeOutcome(e) == Session::NoticeOutcome::Recovered ? tr(" (the retry succeeded)")
                                                                                 : QString())
                + QLatin1Char('\n');
            break;
        case TranscriptEvent::Kind::Catalog:
            md += QStringLiteral("\n*") + tr("Skill catalog published (%1).").arg(e.reason) + QStringLiteral("*\n");
            break;
        case TranscriptEvent::Kind::ToolResult:
        case TranscriptEvent::Kind::StateDelta:
            break;
        }
    }
    md += QStringLiteral("\n## ") + tr("Requests") + QStringLiteral("\n\n| # | ") + tr("turn") + QStringLiteral(" | ")
        + tr("step") + QStringLiteral(" | ") + tr("tokens") + QStringLiteral(" | ") + tr("shared prefix")
        + QStringLiteral(" | ") + tr("usage") + QStringLiteral(" | ") + tr("loaded skills") + QStringLiteral(" | ")
        + tr("status") + QStringLiteral(" |\n|---|---|---|---|---|---|---|---|\n");
    for (const RequestRecord &r : session.requests) {
        md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
                  .arg(r.index + 1)
                  .arg(r.turn + 1)
                  .arg(r.step + 1)
                  .arg(number(r.tokens), r.sharedPrefixTokens < 0 ? QStringLiteral("–") : number(r.sharedPrefixTokens),
                      usageText(r.usage), loadedText(r),
                      QString(statusText(r)).replace(QLatin1Char('|'), QStringLiteral("\\|")));
    }
    if (!session.state.isEmpty()) {
        md += QStringLiteral("\n## ") + tr("Session state") + QStringLiteral("\n\n");
        for (auto it = session.state.constBegin(); it != session.state.constEnd(); ++it)
            md += QStringLiteral("- `") + it.key() + QStringLiteral("` = `") + it.value() + QStringLiteral("`\n");
    }
    return redactSecrets(md, secrets);
}

QString requestTimelineSvg(const Session &session)
{
    const int rows = int(session.requests.size());
    const int labelWidth = 70;
    const int barWidth = 520;
    const int rowHeight = 22;
    const int legendHeight = 24;
    const int width = labelWidth + barWidth + 110;
    const int height = legendHeight + qMax(1, rows) * rowHeight + 8;
    int maxTokens = 1;
    QList<TokenCategories> cats;
    for (const RequestRecord &r : session.requests) {
        cats << TokenCategories::of(r);
        int sum = 0;
        for (int t : cats.last().tokens)
            sum += t;
        maxTokens = qMax(maxTokens, sum);
    }
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
                                 "viewBox=\"0 0 %1 %2\" font-family=\"sans-serif\" font-size=\"11\" role=\"img\">"
                                 "<title>%3</title>")
                      .arg(width)
                      .arg(height)
                      .arg(html(tr("Tokens per request by category")));
    int x = 0;
    for (int c = 0; c < TokenCategories::kCount; ++c) {
        svg += QStringLiteral("<rect x=\"%1\" y=\"4\" width=\"10\" height=\"10\" fill=\"%2\"/>"
                              "<text x=\"%3\" y=\"13\">%4</text>")
                   .arg(x)
                   .arg(TokenCategories::color(c))
                   .arg(x + 13)
                   .arg(html(TokenCategories::name(c)));
        x += 14 + int(TokenCategories::name(c).size()) * 6 + 12;
    }
    for (int i = 0; i < rows; ++i) {
        const RequestRecord &r = session.requests.at(i);
        const int y = legendHeight + i * rowHeight;
        svg += QStringLiteral("<text x=\"0\" y=\"%1\">#%2 · t%3</text>").arg(y + 14).arg(r.index + 1).arg(r.turn + 1);
        double bx = labelWidth;
        int sum = 0;
        for (int c = 0; c < TokenCategories::kCount; ++c) {
            const int t = cats.at(i).tokens[c];
            sum += t;
            if (t <= 0)
                continue;
            const double w = double(t) * barWidth / maxTokens;
            svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"16\" fill=\"%4\"><title>%5: %6</title>"
                                  "</rect>")
                       .arg(bx, 0, 'f', 1)
                       .arg(y + 2)
                       .arg(qMax(0.5, w), 0, 'f', 1)
                       .arg(TokenCategories::color(c), html(TokenCategories::name(c)), number(t));
            bx += w;
        }
        QString tail = number(sum);
        if (r.sharedPrefixTokens >= 0)
            tail += QStringLiteral(" (") + tr("%1 shared").arg(number(r.sharedPrefixTokens)) + QLatin1Char(')');
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text>").arg(int(bx) + 4).arg(y + 14).arg(html(tail));
    }
    svg += QStringLiteral("</svg>");
    return svg;
}

QString sessionToHtml(const Session &session, const QStringList &secrets, const MarkdownToHtml &markdown)
{
    const QString title = tr("Session %1").arg(session.id);
    QString h = QStringLiteral(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title><style>\n"
        "body{font-family:sans-serif;max-width:980px;margin:24px auto;padding:0 16px;color:#111827}\n"
        ".user{background:#e8f0fe;border-left:3px solid #3b82f6;padding:8px;margin:12px 0}\n"
        ".assistant{padding:4px 0}.notice{background:#fef2f2;color:#991b1b;border-left:3px solid #dc2626;padding:6px}\n"
        ".notice.recovered{background:#f3f4f6;color:#374151;border-left-color:#9ca3af}\n"
        "details.tool{border:1px solid #9ca3af;background:#fafafa;margin:6px 0;padding:4px 8px}\n"
        "details.tool.error{border-color:#dc2626}pre{background:#f3f4f6;padding:6px;white-space:pre-wrap;"
        "word-break:break-word}\n"
        "table{border-collapse:collapse}td,th{border:1px solid #d1d5db;padding:3px 6px;text-align:left}\n"
        ".meta{color:#6b7280}.catalog{color:#6b7280;font-style:italic}.incomplete{color:#b45309;font-style:italic}\n"
        "</style></head><body>\n<h1>%1</h1>\n<p class=\"meta\">%2</p>\n<h2>%3</h2>\n")
                    .arg(html(title), html(header(session)), html(tr("Conversation")));
    const ToolPairing pairs(session.events);
    for (int index = 0; index < session.events.size(); ++index) {
        const TranscriptEvent &e = session.events.at(index);
        switch (e.kind) {
        case TranscriptEvent::Kind::User:
            h += QStringLiteral("<div class=\"user\"><b>%1</b><br>%2</div>\n")
                     .arg(html(tr("You (turn %1)").arg(e.turn + 1)),
                         html(e.text).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
            break;
        case TranscriptEvent::Kind::Assistant:
            if (!e.text.isEmpty() || !e.reasoning.isEmpty()) {
                h += QStringLiteral("<div class=\"assistant\"><b>%1</b>").arg(html(tr("Assistant")));
                if (e.incomplete)
                    h += QStringLiteral(" <span class=\"incomplete\">%1</span>")
                             .arg(html(tr("Incomplete answer: what arrived before it was cut off.")));
                if (!e.reasoning.isEmpty())
                    h += QStringLiteral("<p class=\"meta\"><i>%1</i></p>").arg(html(e.reasoning));
                h += markdown ? QStringLiteral("<div class=\"answer\">%1</div></div>\n").arg(markdown(e.text))
                              : QStringLiteral("<pre>%1</pre></div>\n").arg(html(e.text));
            }
            for (int c = 0; c < e.toolCalls.size(); ++c) {
                const ToolCall &call = e.toolCalls.at(c);
                const TranscriptEvent *r = resultFor(session, pairs, index, c);
                const bool error = r && r->isError;
                h += QStringLiteral("<details class=\"tool%1\"%2><summary><b><code>%3</code></b> <code>%4</code> %5"
                                    "</summary><p><b>%6</b></p><pre>%7</pre>")
                         .arg(error ? QStringLiteral(" error") : QString(), error ? QStringLiteral(" open") : QString(),
                             html(call.name), html(call.id),
                             r ? html((r->cancelled ? tr("stopped · %1 ms")
                                     : error        ? tr("error · %1 ms")
                                                    : tr("%1 ms"))
                                          .arg(r->durationMs))
                               : QString(),
                             html(tr("Arguments")), html(prettyArguments(call.arguments)));
                if (r)
                    h += QStringLiteral("<p><b>%1</b></p><pre>%2</pre>")
                             .arg(html(error ? tr("Error") : tr("Result")), html(r->text));
                h += QStringLiteral("</details>\n");
            }
            break;
        case TranscriptEvent::Kind::Notice:
            if (session.noticeOutcome(e) == Session::NoticeOutcome::Recovered)
                h += QStringLiteral("<div class=\"notice recovered\">%1 <b>%2</b></div>\n")
                         .arg(html(e.text), html(tr("· the retry succeeded")));
            else
                h += QStringLiteral("<div class=\"notice\">%1</div>\n").arg(html(e.text));
            break;
        case TranscriptEvent::Kind::Catalog:
            h += QStringLiteral("<p class=\"catalog\">%1</p>\n")
                     .arg(html(tr("Skill catalog published (%1).").arg(e.reason)));
            break;
        case TranscriptEvent::Kind::ToolResult:
        case TranscriptEvent::Kind::StateDelta:
            break;
        }
    }
    h += QStringLiteral("<h2>%1</h2>\n").arg(html(tr("Request timeline")));
    h += requestTimelineSvg(session) + QLatin1Char('\n');
    h += QStringLiteral("<table><tr><th>#</th><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th>"
                        "<th>%7</th></tr>\n")
             .arg(html(tr("turn")), html(tr("step")), html(tr("tokens")), html(tr("shared prefix")), html(tr("usage")),
                 html(tr("loaded skills")), html(tr("status")));
    for (const RequestRecord &r : session.requests) {
        h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td><td>%7</td>"
                            "<td>%8</td></tr>\n")
                 .arg(r.index + 1)
                 .arg(r.turn + 1)
                 .arg(r.step + 1)
                 .arg(number(r.tokens), r.sharedPrefixTokens < 0 ? QStringLiteral("–") : number(r.sharedPrefixTokens),
                     html(usageText(r.usage)), html(loadedText(r)), html(statusText(r)));
    }
    h += QStringLiteral("</table>\n");
    if (!session.state.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>\n<table>\n").arg(html(tr("Session state")));
        for (auto it = session.state.constBegin(); it != session.state.constEnd(); ++it)
            h += QStringLiteral("<tr><td><code>%1</code></td><td><code>%2</code></td></tr>\n")
                     .arg(html(it.key()), html(it.value()));
        h += QStringLiteral("</table>\n");
    }
    h += QStringLiteral("</body></html>\n");
    return redactSecrets(h, secrets);
}

std::optional<SessionExportFormat> sessionExportFormatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return SessionExportFormat::Markdown;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return SessionExportFormat::Html;
    if (suffix == QLatin1String("har"))
        return SessionExportFormat::Har;
    return std::nullopt;
}

bool exportSession(const Session &session, const QString &path, SessionExportFormat format, const QStringList &secrets,
    QString *error, const MarkdownToHtml &markdown)
{
    const QByteArray bytes = format == SessionExportFormat::Har ? sessionToHar(session, secrets)
        : format == SessionExportFormat::Html                   ? sessionToHtml(session, secrets, markdown).toUtf8()
                                                                : sessionToMarkdown(session, secrets).toUtf8();
    QSaveFile f(path);
    // Like the session itself, an export is readable by the owner only (0600).
    if (!f.open(QIODevice::WriteOnly) || !f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)
        || f.write(bytes) < 0 || !f.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace sw

#pragma once
// Session exports for sharing: Markdown and one self-contained HTML report (conversation, tool cards, the request
// timeline with its token chart as inline SVG; no scripts, no external resources). Both pass through
// redactSecrets: the given secrets (API keys), Bearer tokens and sk-... keys never appear. No widgets: the window
// and the command line use the same rendering.
#include "session/session.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace sw {

enum class SessionExportFormat { Markdown, Html, Har }; // Har: sessionhar.h

// Token totals of one request by category (system, catalog, loaded skills, docs, tool schemas, history, tool
// results), in that order; the chart's stacks.
struct TokenCategories
{
    static constexpr int kCount = 7;
    int tokens[kCount] = {};
    static QString name(int category); // "system", "catalog", "loaded skills", "docs", "tool schemas", ...
    static QString color(int category); // "#rrggbb"
    static TokenCategories of(const RequestRecord &record);
};

QString sessionToMarkdown(const Session &session, const QStringList &secrets = {});
// Renders an answer's Markdown as an HTML fragment (the window passes QTextDocument's reading, the one the chat shows;
// core has no GUI library). Without one, answers are preformatted text.
using MarkdownToHtml = std::function<QString(const QString &markdown)>;
QString sessionToHtml(const Session &session, const QStringList &secrets = {}, const MarkdownToHtml &markdown = {});
// The request timeline chart alone (an <svg> element): one stacked bar per request.
QString requestTimelineSvg(const Session &session);

// Writes the export atomically; the format follows `format`. false + *error (user-facing) on failure.
bool exportSession(const Session &session, const QString &path, SessionExportFormat format, const QStringList &secrets,
    QString *error, const MarkdownToHtml &markdown = {});
// "md"/"markdown" -> Markdown, "html"/"htm" -> Html, "har" -> Har (by suffix); nullopt otherwise.
std::optional<SessionExportFormat> sessionExportFormatForPath(const QString &path);

} // namespace sw

// readableToolResultHtml: a tool result's JSON laid out as text, lists and small tables.
#include "toolresulthtml.h"

#include "chatview.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace sw::ui {

namespace {

QString preBlock(const QString &text, const QColor &background)
{
    return QStringLiteral("<pre style=\"background:%1; margin:2px 0px; white-space:pre-wrap;\">%2</pre>")
        .arg(background.name(), text.toHtmlEscaped());
}

QString label(const QString &text, const ChatColours &colours)
{
    return QStringLiteral("<span style=\"color:%1;\">%2</span>")
        .arg(colours.secondaryText.name(), text.toHtmlEscaped());
}

QString bytes(qint64 size)
{
    return QLocale().formattedDataSize(size, 1, QLocale::DataSizeTraditionalFormat);
}

// A JSON value as a person reads it: strings as text, numbers and booleans inline, the rest pretty JSON.
QString value(const QJsonValue &v, const ChatColours &colours)
{
    if (v.isString()) {
        const QString s = v.toString();
        return s.contains(QLatin1Char('\n')) || s.size() > 80 ? preBlock(s, colours.codeBackground) : s.toHtmlEscaped();
    }
    if (v.isDouble())
        return QLocale().toString(v.toDouble(), 'g', 12).toHtmlEscaped();
    if (v.isBool())
        return v.toBool() ? ChatView::tr("yes") : ChatView::tr("no");
    if (v.isNull())
        return QStringLiteral("—");
    const QJsonDocument doc = v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject());
    return preBlock(QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed(), colours.codeBackground);
}

// A skill_run result (PROTOCOL.md 4.1): exit code, time and executor on one line, then stdout, stderr, the files.
QString runResult(const QJsonObject &o, const ChatColours &colours)
{
    QStringList facts;
    const int exit = o.value(QStringLiteral("exit_code")).toInt();
    facts << (exit == 0 ? ChatView::tr("exit code 0")
                        : QStringLiteral("<span style=\"color:%1;\"><b>%2</b></span>")
                              .arg(colours.errorText.name(), ChatView::tr("exit code %1").arg(exit)));
    if (o.contains(QStringLiteral("duration_ms")))
        facts << ChatView::tr("%1 ms").arg(QLocale().toString(o.value(QStringLiteral("duration_ms")).toInteger()));
    if (o.value(QStringLiteral("timed_out")).toBool())
        facts << ChatView::tr("timed out");
    if (o.value(QStringLiteral("stopped")).toBool())
        facts << ChatView::tr("stopped");
    if (const QString executor = o.value(QStringLiteral("executor")).toString(); !executor.isEmpty())
        facts << executor.toHtmlEscaped();
    QString html = QStringLiteral("<p style=\"margin:2px 0px;\">%1</p>").arg(facts.join(QStringLiteral(" · ")));
    if (const QString error = o.value(QStringLiteral("error")).toString(); !error.isEmpty())
        html += QStringLiteral("<p style=\"margin:2px 0px; color:%1;\">%2</p>")
                    .arg(colours.errorText.name(), error.toHtmlEscaped());
    for (const auto &[key, title] : { std::pair { QStringLiteral("stdout"), ChatView::tr("Output") },
             std::pair { QStringLiteral("stderr"), ChatView::tr("Errors") } }) {
        const QString text = o.value(key).toString();
        if (!text.trimmed().isEmpty())
            html += label(title, colours)
                + preBlock(text.endsWith(QLatin1Char('\n')) ? text.chopped(1) : text,
                    key == QLatin1String("stderr") ? colours.errorBackground : colours.codeBackground);
    }
    const QJsonArray files = o.value(QStringLiteral("output_files")).toArray();
    if (!files.isEmpty()) {
        html += label(ChatView::tr("%n file(s)", nullptr, int(files.size())), colours)
            + QStringLiteral("<ul style=\"margin:2px 0px;\">");
        for (const QJsonValue &f : files) {
            const QJsonObject file = f.toObject();
            html += QStringLiteral("<li><code>%1</code> %2</li>")
                        .arg(file.value(QStringLiteral("name")).toString().toHtmlEscaped(),
                            label(QStringLiteral("%1 · %2").arg(file.value(QStringLiteral("mime_type")).toString(),
                                      bytes(file.value(QStringLiteral("size_bytes")).toInteger())),
                                colours));
        }
        html += QStringLiteral("</ul>");
    }
    const QJsonArray warnings = o.value(QStringLiteral("warnings")).toArray();
    for (const QJsonValue &w : warnings)
        html += QStringLiteral("<p style=\"margin:2px 0px; color:%1;\">%2</p>")
                    .arg(colours.warningText.name(), w.toString().toHtmlEscaped());
    return html;
}

} // namespace

QString readableToolResultHtml(const QString &result, bool error, const ChatColours &colours)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(result.toUtf8(), &parseError);
    const QColor background = error ? colours.errorBackground : colours.codeBackground;
    if (parseError.error != QJsonParseError::NoError || doc.isNull())
        return preBlock(result, background);
    if (doc.isArray())
        return preBlock(QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed(), background);
    const QJsonObject o = doc.object();
    if (o.contains(QStringLiteral("exit_code"))
        && (o.contains(QStringLiteral("stdout")) || o.contains(QStringLiteral("output_files"))))
        return runResult(o, colours);
    // Any other object: one line a field, strings as text.
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        html += QStringLiteral("<tr><td valign=\"top\">%1</td><td>%2</td></tr>")
                    .arg(label(it.key(), colours), value(it.value(), colours));
    return html + QStringLiteral("</table>");
}

} // namespace sw::ui

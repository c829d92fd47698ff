// The self-contained HTML report of a Trigger Lab run: inline CSS and SVG, no scripts, no external resources.
#include "descriptionoptimiser.h"
#include "evaloutput.h"

namespace sw {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString num(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}

const QStringList kVariantColours { QStringLiteral("#3b6fd8"), QStringLiteral("#d8823b"), QStringLiteral("#3bab6f"),
    QStringLiteral("#a04ad8"), QStringLiteral("#d83b5e") };

QString colourOf(int variant)
{
    return kVariantColours.at(variant % kVariantColours.size());
}

// One horizontal bar per variant for a rate, with its 95% interval as a whisker.
QString rateBars(const EvalResults &r, const QString &title, const std::function<std::pair<double, Interval>(int)> &of)
{
    const int rowHeight = 26;
    const int labelWidth = 150;
    const int barWidth = 420;
    const int height = 30 + rowHeight * int(r.variants.size()) + 20;
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" role=\"img\" "
                                 "aria-label=\"%3\">")
                      .arg(labelWidth + barWidth + 90)
                      .arg(height)
                      .arg(esc(title));
    svg += QStringLiteral("<text x=\"0\" y=\"16\" class=\"t\">%1</text>").arg(esc(title));
    for (int tick = 0; tick <= 4; ++tick) {
        const double x = labelWidth + barWidth * tick / 4.0;
        svg += QStringLiteral("<line x1=\"%1\" y1=\"24\" x2=\"%1\" y2=\"%2\" class=\"grid\"/><text x=\"%1\" y=\"%3\" "
                              "class=\"axis\" text-anchor=\"middle\">%4%</text>")
                   .arg(num(x))
                   .arg(height - 18)
                   .arg(height - 4)
                   .arg(tick * 25);
    }
    for (int v = 0; v < r.variants.size(); ++v) {
        const auto [rate, interval] = of(v);
        const int y = 28 + v * rowHeight;
        svg += QStringLiteral("<text x=\"0\" y=\"%1\" class=\"l\">%2</text>")
                   .arg(y + 15)
                   .arg(esc(r.variants.at(v).label));
        svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"16\" fill=\"%4\" rx=\"2\"/>")
                   .arg(labelWidth)
                   .arg(y + 3)
                   .arg(num(barWidth * rate))
                   .arg(colourOf(v));
        const double lo = labelWidth + barWidth * interval.low;
        const double hi = labelWidth + barWidth * interval.high;
        svg += QStringLiteral(
            "<line x1=\"%1\" y1=\"%3\" x2=\"%2\" y2=\"%3\" class=\"ci\"/><line x1=\"%1\" y1=\"%4\" "
            "x2=\"%1\" y2=\"%5\" class=\"ci\"/><line x1=\"%2\" y1=\"%4\" x2=\"%2\" y2=\"%5\" class=\"ci\"/>")
                   .arg(num(lo))
                   .arg(num(hi))
                   .arg(y + 11)
                   .arg(y + 5)
                   .arg(y + 17);
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" class=\"v\">%3 [%4–%5]</text>")
                   .arg(labelWidth + barWidth + 6)
                   .arg(y + 15)
                   .arg(percent(rate), percent(interval.low), percent(interval.high));
    }
    return svg + QStringLiteral("</svg>");
}

QString miniBar(double rate, bool pass, bool decided)
{
    const QString fill = !decided ? QStringLiteral("#999")
        : pass                    ? QStringLiteral("#2e9e5b")
                                  : QStringLiteral("#d33f3f");
    return QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"10\"><rect width=\"60\" "
                          "height=\"10\" fill=\"#e4e7ec\" rx=\"2\"/><rect width=\"%1\" height=\"10\" fill=\"%2\" "
                          "rx=\"2\"/></svg>")
        .arg(num(60 * rate))
        .arg(fill);
}

QString heatMap(const ConfusionMatrix &m)
{
    const int cell = 46;
    const int label = 130;
    const int maxCount = qMax(1, m.maximum());
    const int size = int(m.labels.size());
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" role=\"img\" "
                                 "aria-label=\"confusion matrix\">")
                      .arg(label + cell * size + 10)
                      .arg(label + cell * size + 10);
    for (int j = 0; j < size; ++j)
        svg += QStringLiteral("<text transform=\"translate(%1,%2) rotate(-45)\" class=\"l\">%3</text>")
                   .arg(label + j * cell + cell / 2)
                   .arg(label - 6)
                   .arg(esc(m.labels.at(j)));
    for (int i = 0; i < size; ++i) {
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" class=\"l\" text-anchor=\"end\">%3</text>")
                   .arg(label - 6)
                   .arg(label + i * cell + cell / 2 + 4)
                   .arg(esc(m.labels.at(i)));
        for (int j = 0; j < size; ++j) {
            const int n = m.at(i, j);
            const double a = double(n) / maxCount;
            const QString colour = i == j ? QStringLiteral("46,158,91") : QStringLiteral("211,63,63");
            svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" fill=\"rgba(%4,%5)\" "
                                  "stroke=\"#d0d4da\"/>")
                       .arg(label + j * cell)
                       .arg(label + i * cell)
                       .arg(cell)
                       .arg(colour)
                       .arg(n == 0 ? QStringLiteral("0") : num(0.15 + 0.85 * a, 2));
            if (n > 0)
                svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" class=\"%3\">%4</text>")
                           .arg(label + j * cell + cell / 2)
                           .arg(label + i * cell + cell / 2 + 4)
                           .arg(a > 0.6 ? QStringLiteral("cw") : QStringLiteral("c"))
                           .arg(n);
        }
    }
    return svg + QStringLiteral("</svg>");
}

QString optimiserSection(const QList<OptimiserIteration> &iterations)
{
    if (iterations.isEmpty())
        return {};
    const int width = 520;
    const int height = 180;
    const int n = int(iterations.size());
    auto x = [&](int i) { return 40 + (n > 1 ? (width - 60) * i / double(n - 1) : (width - 60) / 2.0); };
    auto y = [&](double rate) { return 20 + (height - 50) * (1 - rate); };
    QString train, held;
    for (int i = 0; i < n; ++i) {
        const OptimiserIteration &it = iterations.at(i);
        train += QStringLiteral("%1,%2 ").arg(num(x(i))).arg(
            num(y(it.trainTotal ? double(it.trainPassed) / it.trainTotal : 0)));
        held += QStringLiteral("%1,%2 ").arg(num(x(i))).arg(
            num(y(it.heldOutTotal ? double(it.heldOutPassed) / it.heldOutTotal : 0)));
    }
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" role=\"img\" "
                                 "aria-label=\"optimiser iterations\">")
                      .arg(width)
                      .arg(height);
    for (int tick = 0; tick <= 4; ++tick)
        svg += QStringLiteral("<line x1=\"40\" y1=\"%1\" x2=\"%2\" y2=\"%1\" class=\"grid\"/><text x=\"34\" y=\"%3\" "
                              "class=\"axis\" text-anchor=\"end\">%4%</text>")
                   .arg(num(y(tick / 4.0)))
                   .arg(width - 20)
                   .arg(num(y(tick / 4.0) + 4))
                   .arg(tick * 25);
    svg += QStringLiteral("<polyline points=\"%1\" fill=\"none\" stroke=\"#3b6fd8\" stroke-width=\"2\"/>").arg(train);
    svg += QStringLiteral("<polyline points=\"%1\" fill=\"none\" stroke=\"#d8823b\" stroke-width=\"2\" "
                          "stroke-dasharray=\"5,3\"/>")
               .arg(held);
    for (int i = 0; i < n; ++i) {
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" class=\"axis\" text-anchor=\"middle\">%3%4</text>")
                   .arg(num(x(i)))
                   .arg(height - 8)
                   .arg(i)
                   .arg(iterations.at(i).best ? QStringLiteral(" ★") : QString());
    }
    svg += QStringLiteral("</svg>");
    QString html
        = QStringLiteral("<h2>Optimiser</h2><p class=\"note\"><span class=\"key\" style=\"background:#3b6fd8\">"
                         "</span> training queries passed &nbsp; <span class=\"key\" "
                         "style=\"background:#d8823b\"></span> held-out queries passed (never shown to the "
                         "model); ★ best by held-out score</p>")
        + svg;
    html += QStringLiteral("<table><tr><th>#</th><th>training</th><th>held-out</th><th>description</th></tr>");
    for (const OptimiserIteration &it : iterations)
        html += QStringLiteral("<tr%1><td>%2</td><td>%3/%4</td><td>%5/%6</td><td>%7%8</td></tr>")
                    .arg(it.best ? QStringLiteral(" class=\"best\"") : QString())
                    .arg(it.index)
                    .arg(it.trainPassed)
                    .arg(it.trainTotal)
                    .arg(it.heldOutPassed)
                    .arg(it.heldOutTotal)
                    .arg(esc(it.description))
                    .arg(it.note.isEmpty() ? QString() : QStringLiteral("<br><i>%1</i>").arg(esc(it.note)));
    return html + QStringLiteral("</table>");
}

} // namespace

QString evalResultsToHtml(const EvalResults &results)
{
    return evalResultsToHtml(results, QList<OptimiserIteration>());
}

QString evalResultsToHtml(const EvalResults &r, const QList<OptimiserIteration> &iterations)
{
    const QString subject = r.setup.skill.isEmpty() ? QStringLiteral("routing") : r.setup.skill;
    QString h = QStringLiteral(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Trigger Lab: %1</title><style>"
        "body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1100px;color:#1d2330;padding:0 16px}"
        "h1{font-size:22px}h2{font-size:17px;margin-top:28px;border-bottom:1px solid #dde1e6;padding-bottom:4px}"
        "table{border-collapse:collapse;width:100%;margin:8px 0}td,th{border-bottom:1px solid #e6e9ee;padding:4px "
        "6px;text-align:left;vertical-align:top}th{background:#f4f6f9;font-weight:600}"
        ".pass{color:#2e9e5b;font-weight:600}.fail{color:#d33f3f;font-weight:600}.err{color:#8a6d00;font-weight:600}"
        ".replay{background:#fff4cc;border:1px solid #e5c860;padding:6px 10px;border-radius:4px}"
        ".note{color:#5b6472}.key{display:inline-block;width:12px;height:12px;border-radius:2px;vertical-align:middle}"
        "tr.best{background:#eef8f1}svg .t{font-weight:600;font-size:13px}svg .l{font-size:12px}"
        "svg .v,svg .axis{font-size:11px;fill:#5b6472}svg .grid{stroke:#e6e9ee}svg .ci{stroke:#1d2330;"
        "stroke-width:1.5}svg .c{font-size:12px;fill:#1d2330}svg .cw{font-size:12px;fill:#fff;font-weight:600}"
        "</style></head><body>")
                    .arg(esc(subject));
    h += QStringLiteral("<h1>Trigger Lab: %1</h1>").arg(esc(subject));
    if (r.setup.replay)
        h += QStringLiteral("<p class=\"replay\">Replay: the answers come from a scenario file, no model was called "
                            "(%1).</p>")
                 .arg(esc(r.setup.provider));
    if (!r.abortReason.isEmpty())
        h += QStringLiteral("<p class=\"replay\">The run could not finish: %1</p>").arg(esc(r.abortReason));
    else if (r.cancelled)
        h += QStringLiteral("<p class=\"replay\">Cancelled: partial results.</p>");
    h += QStringLiteral(
        "<table><tr><th>eval set</th><td>%1 (%2, %3 queries)</td></tr><tr><th>profile</th><td>%4</td>"
        "</tr><tr><th>provider / model</th><td>%5 / %6, temperature %7</td></tr><tr><th>runs</th><td>%8 "
        "per query, threshold %9, %10%11</td></tr><tr><th>trigger rule</th><td>%12</td></tr>"
        "<tr><th>started</th><td>%13, wall time %14 s</td></tr></table>")
             .arg(esc(r.set.filePath.isEmpty() ? QStringLiteral("(unsaved)") : r.set.filePath),
                 evalSetKindName(r.set.kind))
             .arg(r.set.cases.size())
             .arg(esc(r.setup.profile), esc(r.setup.provider), esc(r.setup.model),
                 r.setup.temperature.isEmpty() ? QStringLiteral("provider default") : esc(r.setup.temperature))
             .arg(r.setup.runsPerQuery)
             .arg(r.setup.threshold)
             .arg(r.setup.workers == 1 ? QStringLiteral("1 worker") : QStringLiteral("%1 workers").arg(r.setup.workers))
             .arg(r.setup.full ? QStringLiteral(", whole turns (--full)") : QStringLiteral(", first response"))
             .arg(esc(r.setup.triggerRule), r.startedAt.toString(Qt::ISODate), num(r.wallMs / 1000.0));

    QList<VariantSummary> summaries;
    for (int v = 0; v < r.variants.size(); ++v)
        summaries << r.summary(v);
    h += QStringLiteral("<h2>Variants</h2><table><tr><th>variant</th><th>passed</th><th>run accuracy [95%]</th>"
                        "<th>errors</th><th>tokens</th><th>description</th></tr>");
    for (int v = 0; v < r.variants.size(); ++v) {
        const VariantSummary &s = summaries.at(v);
        const double cost = r.costUsd(s);
        const QString accuracy = s.runs > 0
            ? QStringLiteral("%1 [%2–%3]")
                  .arg(percent(double(s.correctRuns) / s.runs), percent(s.accuracy.low), percent(s.accuracy.high))
            : QStringLiteral("n/a (no run answered)");
        h += QStringLiteral("<tr><td><span class=\"key\" style=\"background:%1\"></span> %2</td><td>%3/%4</td><td>%5"
                            "</td><td>%6</td><td>%7%8</td><td>%9</td></tr>")
                 .arg(colourOf(v), esc(r.variants.at(v).label))
                 .arg(s.passed)
                 .arg(s.total)
                 .arg(accuracy)
                 .arg(s.errors + s.refusals)
                 .arg(s.promptTokens + s.completionTokens)
                 .arg(cost >= 0 ? QStringLiteral(" ($%1)").arg(cost, 0, 'f', 4) : QString())
                 .arg(r.variants.at(v).description.isEmpty()
                         ? QStringLiteral("<i>saved description</i>%1")
                               .arg(r.variants.at(v).evaluatedText().isEmpty()
                                       ? QString()
                                       : QStringLiteral(": ") + esc(r.variants.at(v).evaluatedText()))
                         : esc(r.variants.at(v).description));
    }
    h += QStringLiteral("</table>");
    h += rateBars(r, QStringLiteral("Run accuracy"), [&](int v) {
        const VariantSummary &s = summaries.at(v);
        return std::pair { s.runs ? double(s.correctRuns) / s.runs : 0.0, s.accuracy };
    });
    if (summaries.first().positiveRuns > 0)
        h += rateBars(r, QStringLiteral("Recall (should trigger)"), [&](int v) {
            const VariantSummary &s = summaries.at(v);
            return std::pair { s.positiveRuns ? double(s.positiveTriggers) / s.positiveRuns : 0.0, s.recall };
        });
    if (summaries.first().negativeRuns > 0)
        h += rateBars(r, QStringLiteral("False triggers (should not)"), [&](int v) {
            const VariantSummary &s = summaries.at(v);
            return std::pair { s.negativeRuns ? double(s.negativeTriggers) / s.negativeRuns : 0.0, s.falseTriggers };
        });

    h += QStringLiteral("<h2>Queries</h2><table><tr><th>query</th><th>expected</th>");
    for (const auto &variant : r.variants)
        h += QStringLiteral("<th>%1</th>").arg(esc(variant.label));
    h += QStringLiteral("<th>loaded instead</th></tr>");
    for (int c = 0; c < r.set.cases.size(); ++c) {
        h += QStringLiteral("<tr><td>%1</td><td>%2</td>")
                 .arg(esc(r.set.cases.at(c).query), esc(expectationText(r, c).mid(9)));
        QStringList instead;
        for (int v = 0; v < r.variants.size(); ++v) {
            const QueryResult q = r.query(v, c);
            const QString verdict = !q.decided() ? QStringLiteral("<span class=\"err\">ERROR</span>")
                : q.pass                         ? QStringLiteral("<span class=\"pass\">PASS</span>")
                                                 : QStringLiteral("<span class=\"fail\">FAIL</span>");
            h += QStringLiteral("<td>%1 %2 %3/%4%5</td>")
                     .arg(miniBar(q.rate(), q.pass, q.decided()), verdict)
                     .arg(q.triggers)
                     .arg(q.runs)
                     .arg(q.errors + q.refusals > 0 ? QStringLiteral(" (%1 errors)").arg(q.errors + q.refusals)
                                                    : QString());
            for (auto it = q.loadedInstead.constBegin(); it != q.loadedInstead.constEnd(); ++it)
                if (!instead.contains(it.key()))
                    instead << it.key();
        }
        h += QStringLiteral("<td>%1</td></tr>").arg(esc(instead.join(QStringLiteral(", "))));
    }
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h2>Per skill</h2><table><tr><th>variant</th><th>skill</th><th>precision</th><th>recall</th>"
                        "<th>F1</th><th>TP</th><th>FP</th><th>FN</th></tr>");
    for (int v = 0; v < r.variants.size(); ++v)
        for (const SkillScore &k : summaries.at(v).skills)
            h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td><td>%7</td>"
                                "<td>%8</td></tr>")
                     .arg(esc(r.variants.at(v).label), esc(k.skill), scoreText(k.precision(), k.hasPrecision()),
                         scoreText(k.recall(), k.hasRecall()), scoreText(k.f1(), k.hasF1()))
                     .arg(k.truePositives)
                     .arg(k.falsePositives)
                     .arg(k.falseNegatives);
    h += QStringLiteral("</table>");
    h += QStringLiteral("<h2>Confusion matrix</h2><p class=\"note\">Rows: the skill the query expects; columns: the "
                        "skill the model loaded (answered runs).</p>");
    for (int v = 0; v < r.variants.size(); ++v) {
        if (r.variants.size() > 1)
            h += QStringLiteral("<h3>%1</h3>").arg(esc(r.variants.at(v).label));
        h += heatMap(summaries.at(v).confusion);
    }
    h += optimiserSection(iterations);
    h += QStringLiteral("<p class=\"note\">Skill Workbench Trigger Lab. Errors and refusals are counted apart from "
                        "misses; intervals are 95% Wilson score intervals.</p></body></html>\n");
    return h;
}

} // namespace sw

// Near misses: prompt and answer parsing.
#include "nearmisses.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace sw {

QString nearMissSystemPrompt()
{
    return QStringLiteral(
        "You write near-miss test queries for an Agent Skill: realistic requests a user might type that share words or "
        "a topic with the skill but that the skill should NOT handle, so an agent must leave the skill alone. Vary "
        "length, tone and wording; no numbering, no explanations. Reply with a JSON array of strings only.");
}

QString nearMissPrompt(const QString &skill, const QString &description, const QStringList &shouldTrigger,
    const QStringList &existing, int count)
{
    QString prompt = QStringLiteral("Skill name: %1\nDescription: %2\n").arg(skill, description);
    if (!shouldTrigger.isEmpty()) {
        prompt += QStringLiteral("\nRequests that SHOULD load it:\n");
        for (const QString &q : shouldTrigger)
            prompt += QStringLiteral("- %1\n").arg(q);
    }
    if (!existing.isEmpty()) {
        prompt += QStringLiteral("\nNear misses already in the set (do not repeat them):\n");
        for (const QString &q : existing)
            prompt += QStringLiteral("- %1\n").arg(q);
    }
    prompt += QStringLiteral("\nWrite %1 new near-miss requests.").arg(count);
    return prompt;
}

QStringList suggestedQueries(const QString &answer, const QStringList &existing)
{
    QStringList raw;
    const qsizetype open = answer.indexOf(QLatin1Char('['));
    const qsizetype close = answer.lastIndexOf(QLatin1Char(']'));
    if (open >= 0 && close > open) {
        const QJsonDocument doc = QJsonDocument::fromJson(answer.mid(open, close - open + 1).toUtf8());
        for (const QJsonValue v : doc.array())
            if (v.isString())
                raw << v.toString();
    }
    if (raw.isEmpty()) {
        static const QRegularExpression bullet(QStringLiteral("^\\s*(?:[-*•]|\\d+[.)])\\s*"));
        for (QString line : answer.split(QLatin1Char('\n'))) {
            line.remove(bullet);
            line = line.trimmed();
            if (line.size() >= 2 && line.startsWith(QLatin1Char('"')) && line.endsWith(QLatin1Char('"')))
                line = line.mid(1, line.size() - 2);
            if (!line.isEmpty() && !line.startsWith(QLatin1String("```")))
                raw << line;
        }
    }
    QStringList out;
    for (const QString &q : std::as_const(raw)) {
        const QString t = q.simplified();
        if (!t.isEmpty() && !out.contains(t) && !existing.contains(t))
            out << t;
    }
    return out;
}

} // namespace sw

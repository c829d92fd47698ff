// consumer-verdicts: prints the workbench's per-consumer parse verdicts (core/skill/consumerparse.h) for SKILL.md
// texts, for the differential test against the real parsers (yamldifferential.py). Reads a JSON array of
// {"id", "text"} on stdin; writes a JSON object {id: {consumer: {"accepted", "line", "message"}}}.
#include "skill/consumerparse.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return 2;
    const QJsonArray cases = QJsonDocument::fromJson(in.readAll()).array();
    QJsonObject out;
    for (const QJsonValue &value : cases) {
        const QJsonObject c = value.toObject();
        const sw::SkillDocument doc = sw::parseSkillDocument(c.value(QLatin1String("text")).toString().toUtf8());
        QJsonObject verdicts;
        for (const QString &consumer : sw::consumerIds()) {
            const sw::ConsumerParse parse = *sw::consumerParse(consumer, doc);
            verdicts.insert(consumer,
                QJsonObject { { QStringLiteral("accepted"), parse.accepted }, { QStringLiteral("line"), parse.line },
                    { QStringLiteral("message"), parse.message } });
        }
        out.insert(c.value(QLatin1String("id")).toString(), verdicts);
    }
    QFile stdoutFile;
    if (!stdoutFile.open(stdout, QIODevice::WriteOnly))
        return 2;
    stdoutFile.write(QJsonDocument(out).toJson(QJsonDocument::Compact));
    return 0;
}

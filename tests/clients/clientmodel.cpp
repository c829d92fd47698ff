// The scripted model of the real-client tests.
#include "clientmodel.h"

#include "wirestreams.h"

#include "clients/clienthome.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace sw::test {

namespace {
QByteArray geminiChunk(const QJsonObject &part, bool last)
{
    QJsonObject candidate { { "content", QJsonObject { { "role", "model" }, { "parts", QJsonArray { part } } } } };
    if (last)
        candidate.insert("finishReason", "STOP");
    QJsonObject chunk { { "candidates", QJsonArray { candidate } } };
    if (last)
        chunk.insert("usageMetadata",
            QJsonObject { { "promptTokenCount", 100 }, { "candidatesTokenCount", 5 }, { "totalTokenCount", 105 } });
    return "data: " + QJsonDocument(chunk).toJson(QJsonDocument::Compact) + "\r\n\r\n";
}

QJsonObject geminiPart(const ModelStep &step)
{
    if (step.tool.isEmpty())
        return { { "text", step.text } };
    return { { "functionCall",
        QJsonObject {
            { "name", step.tool }, { "args", QJsonDocument::fromJson(step.arguments.toUtf8()).object() } } } };
}

FakeResponse answer(const QByteArray &path, const ModelStep &step)
{
    const QList<QPair<QString, QString>> calls = step.tool.isEmpty()
        ? QList<QPair<QString, QString>>()
        : QList<QPair<QString, QString>> { { step.tool, step.arguments } };
    const QString text = step.tool.isEmpty() ? step.text : QString();
    if (path.contains("/messages"))
        return FakeResponse::stream(anthropicAnswer(text, calls));
    if (path.contains("/responses"))
        return FakeResponse::stream(responsesAnswer(text, calls));
    if (path.contains(":streamGenerateContent"))
        return FakeResponse::stream({ geminiChunk(geminiPart(step), true) });
    if (path.contains(":generateContent")) {
        const QByteArray chunk = geminiChunk(geminiPart(step), true);
        return FakeResponse::json(200, chunk.mid(6).trimmed());
    }
    return FakeResponse::stream(sseAnswer(text, calls));
}
} // namespace

bool isModelCall(const RecordedRequest &request)
{
    const QByteArray &p = request.path;
    return request.method == "POST"
        && (p.contains("/messages") || p.contains("/responses") || p.contains("/chat/completions")
            || p.contains(":generateContent") || p.contains(":streamGenerateContent"))
        && !p.contains("count_tokens");
}

ModelStep skillLoadStep(AgentClient client, const QString &skill, const QString &home)
{
    auto args = [](const QJsonObject &o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); };
    switch (client) {
    case AgentClient::ClaudeCode:
        return { {}, QStringLiteral("Skill"), args({ { "skill", skill } }) };
    case AgentClient::Codex:
        return { {}, QStringLiteral("exec_command"),
            args({ { "cmd",
                QStringLiteral("cat %1/%2/%3/SKILL.md").arg(home, agentClientSkillsFolder(client), skill) } }) };
    case AgentClient::Opencode:
        return { {}, QStringLiteral("skill"), args({ { "name", skill } }) };
    case AgentClient::GeminiCli:
        return { {}, QStringLiteral("activate_skill"), args({ { "name", skill } }) };
    }
    return {};
}

FakeModelServer::Responder scriptedModel(const QList<ModelStep> &steps)
{
    auto next = std::make_shared<int>(0);
    return [steps, next](const RecordedRequest &request, int) {
        if (request.method == "HEAD" || request.method == "GET")
            return FakeResponse::json(200, R"({"object":"list","data":[],"models":[]})");
        if (!isModelCall(request))
            return FakeResponse::json(200, "{}");
        const ModelStep &step = steps.at(qMin(*next, int(steps.size()) - 1));
        ++*next;
        return answer(request.path, step);
    };
}

} // namespace sw::test

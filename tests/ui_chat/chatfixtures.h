#pragma once
// Fixtures of the chat UI tests: scripted scenario files (skill-workbench-scenario/1) and a ChatPanel with the
// RequestInspector and StatePanel following its loop, each of their models under QAbstractItemModelTester.
#include "chat/chatmessagesmodel.h"
#include "chat/chatpanel.h"
#include "inspector/requestinspector.h"
#include "inspector/requestsmodel.h"
#include "inspector/segmentsmodel.h"
#include "inspector/sessionstatemodel.h"
#include "inspector/skilltimelinemodel.h"
#include "inspector/statepanel.h"
#include "inspector/transportmodel.h"
#include "inspector/transportview.h"
#include "testfiles.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace sw::test {

// A scripted scenario named `title`, run with `profile`: the user's messages and the model's answer steps.
inline QJsonObject scenarioJson(
    const QString &title, const QString &profile, const QStringList &userMessages, const QJsonArray &steps)
{
    return { { QStringLiteral("format"), QStringLiteral("skill-workbench-scenario/1") },
        { QStringLiteral("title"), title }, { QStringLiteral("profile"), profile },
        { QStringLiteral("user_messages"), QJsonArray::fromStringList(userMessages) },
        { QStringLiteral("steps"), steps } };
}

// Writes `scenario` as `dir`/`name`; returns its path, or an empty string when it could not be written.
inline QString writeScenario(const QString &dir, const QString &name, const QJsonObject &scenario)
{
    const QString path = dir + QLatin1Char('/') + name;
    writeFile(path, QJsonDocument(scenario).toJson());
    return QTest::currentTestFailed() ? QString() : path;
}

// A step answering with `text`, streamed in `chunk`-character deltas `delayMs` apart (0: the replay's defaults).
inline QJsonObject textStep(const QString &text, int delayMs = 0, int chunk = 0)
{
    return { { QStringLiteral("text"), text }, { QStringLiteral("delay_ms"), delayMs },
        { QStringLiteral("chunk_chars"), chunk } };
}

// A ChatPanel whose loop the RequestInspector and the StatePanel follow; every model of the three is checked by a
// QAbstractItemModelTester for as long as the panel lives.
struct InspectedChat
{
    InspectedChat()
    {
        QObject::connect(&panel, &ui::ChatPanel::loopChanged, &inspector, &ui::RequestInspector::setLoop);
        QObject::connect(&panel, &ui::ChatPanel::loopChanged, &state, &ui::StatePanel::setLoop);
    }

    ui::ChatPanel panel;
    ui::RequestInspector inspector;
    ui::StatePanel state;
    QAbstractItemModelTester chatTester { panel.messagesModel(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
    QAbstractItemModelTester requestsTester { inspector.requestsModel(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
    QAbstractItemModelTester segmentsTester { inspector.segmentsModel(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
    QAbstractItemModelTester stateTester { state.model(), QAbstractItemModelTester::FailureReportingMode::QtTest };
    QAbstractItemModelTester timelineTester { inspector.timelineModel(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
    QAbstractItemModelTester transportTester { inspector.transportView()->model(),
        QAbstractItemModelTester::FailureReportingMode::QtTest };
};

} // namespace sw::test

// segmentLabelText (ui/inspector): the labels core gives a request's segments ("system prompt", "[Loaded] data-report",
// "tool skill_load", "skill listing") in the window's language. Every pattern is core's wording (a change there fails
// here), every label of real requests built for each shipped profile is matched, names inside a label stay as they
// are, and a label no pattern knows comes back unchanged.
#include "agentharness.h"
#include "inspector/segmentlabeltext.h"
#include "markingtranslator.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QtTest>

using namespace sw;
using namespace sw::test;
using namespace sw::ui;

class TestSegmentLabelText : public QObject
{
    Q_OBJECT
private slots:
    // Each pattern is a string literal of core (whole, or the literal text around its %N when core joins the parts).
    void patternsAreCoreWords()
    {
        const QString sources
            = sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/agent"),
                  { QStringLiteral("requestbuilder.cpp"), QStringLiteral("skillmaterialisation.cpp") })
            + sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/wire"),
                { QStringLiteral("wireformat.cpp"), QStringLiteral("chatcompletions.cpp") })
            + sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/capture"), { QStringLiteral("capturesegments.cpp") });
        QVERIFY2(!sources.contains(QStringLiteral("<missing>")), "core's sources");
        static const QRegularExpression placeholder(QStringLiteral("%\\d"));
        const QStringList patterns = segmentLabelPatterns();
        QVERIFY(patterns.size() >= 15);
        for (const QString &pattern : patterns) {
            if (sources.contains(QLatin1Char('"') + pattern + QLatin1Char('"')))
                continue;
            // "[Loaded] " + name: each literal stretch between the parts is one of core's literals.
            const QStringList stretches = pattern.split(placeholder, Qt::SkipEmptyParts);
            QVERIFY2(!stretches.isEmpty(), qPrintable(pattern));
            for (const QString &stretch : stretches)
                QVERIFY2(sources.contains(QLatin1Char('"') + stretch + QLatin1Char('"')),
                    qPrintable(QStringLiteral("%1 (\"%2\")").arg(pattern, stretch)));
        }
        const QString loop
            = sourceLiterals(QStringLiteral(SW_SOURCE_DIR "/core/agent"), { QStringLiteral("agentloop.cpp") });
        for (const QString &reason : segmentLabelReasons())
            QVERIFY2(loop.contains(QLatin1Char('"') + reason + QLatin1Char('"')), qPrintable(reason));
    }

    // The labels of real requests: a skill loaded with a doc, a tool's result, the answer, for every shipped profile
    // (where the catalog, the loaded skill and the results land differs by profile).
    void realLabelsAreMatched()
    {
        MarkingTranslator marker("sw::ui::SegmentLabelText");
        QCoreApplication::installTranslator(&marker);
        QSet<QString> seen;
        for (const QString &name : { QStringLiteral("trpc-go"), QStringLiteral("trpc-python"),
                 QStringLiteral("claude-code"), QStringLiteral("codex"), QStringLiteral("opencode"),
                 QStringLiteral("deepseek"), QStringLiteral("gemini-cli"), QStringLiteral("minimal") }) {
            AgentHarness h(shippedProfile(name));
            h.server->enqueue(calls({ { "skill_load", R"({"skill":"data-report"})" } }));
            h.server->enqueue(calls({ { "skill_select_docs", R"({"skill":"data-report","docs":["usage.txt"]})" } }));
            h.server->enqueue(answer("done"));
            QVERIFY2(h.turn("Make a report of these sales"), qPrintable(name + QStringLiteral(": ") + h.lastError));
            for (const RequestRecord &r : h.loop().session().requests) {
                for (const RequestSegment &s : r.segments) {
                    seen.insert(s.label);
                    const QString text = segmentLabelText(s.label);
                    QVERIFY2(text.startsWith(QStringLiteral("«")), qPrintable(name + QStringLiteral(": ") + s.label));
                }
            }
        }
        QCoreApplication::removeTranslator(&marker);
        // The run went through the kinds of label there are (not only a system prompt and a user message).
        const QStringList all = seen.values();
        for (const QString &start :
            { QStringLiteral("[Loaded] "), QStringLiteral("tool "), QStringLiteral("catalog (") })
            QVERIFY2(!all.filter(QRegularExpression(QLatin1Char('^') + QRegularExpression::escape(start))).isEmpty(),
                qPrintable(start + QStringLiteral(" in ") + all.join(QStringLiteral(" | "))));
    }

    void namesStayAndUnknownLabelsAreKept()
    {
        MarkingTranslator marker("sw::ui::SegmentLabelText");
        QCoreApplication::installTranslator(&marker);
        QCOMPARE(segmentLabelText(QStringLiteral("[Loaded] data-report")), QStringLiteral("«[Loaded] data-report"));
        QCOMPARE(segmentLabelText(QStringLiteral("tool skill_load")), QStringLiteral("«tool skill_load"));
        QCOMPARE(segmentLabelText(QStringLiteral("tool result")), QStringLiteral("«tool result"));
        QCOMPARE(segmentLabelText(QStringLiteral("skill_load result")), QStringLiteral("«%1 result").arg("skill_load"));
        QCOMPARE(segmentLabelText(QStringLiteral("developer message")), QStringLiteral("««developer message"));
        QCOMPARE(segmentLabelText(QStringLiteral("project instructions (CLAUDE.md)")),
            QStringLiteral("«project instructions (CLAUDE.md)"));
        // A message's label with the tools it called: the label is translated too, the tools' names are not.
        QCOMPARE(segmentLabelText(QStringLiteral("assistant -> skill_load, skill_select_docs")),
            QStringLiteral("««assistant -> skill_load, skill_select_docs"));
        // A catalog message's dialect stays, its reason is translated.
        QCOMPARE(segmentLabelText(QStringLiteral("catalog (deepseek, initial)")),
            QStringLiteral("«catalog (%1, %2)").arg(QStringLiteral("deepseek"), QStringLiteral("«initial")));
        QCOMPARE(segmentLabelText(QStringLiteral("model")), QStringLiteral("model")); // a role the table does not know
        QCoreApplication::removeTranslator(&marker);
        QCOMPARE(segmentLabelText(QStringLiteral("[Doc] data-report/usage.txt")),
            QStringLiteral("[Doc] data-report/usage.txt")); // no translation: as core wrote it
    }
};

QTEST_GUILESS_MAIN(TestSegmentLabelText)
#include "tst_segmentlabeltext.moc"

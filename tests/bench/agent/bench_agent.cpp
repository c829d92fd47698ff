// bench_agent: figures for docs/performance.md (## Agent).
//  1. SSE: a generated Chat Completions stream of N one-token chunks (default 20,000), fed in network-sized
//     reads: SseParser alone, SseParser + ChatStreamAccumulator (the provider's whole parsing path), beside a
//     naive baseline (buffer + indexOf("\n\n") + remove + split) and a memchr line scan (lower bound).
//  2. Request building with S skills (default 10,000): RequestBuilder::build (catalog rendering, tool schemas,
//     segments, exact token counts of every segment and of the shared prefix) beside renderCatalog alone.
#include "agent/requestbuilder.h"
#include "catalog/catalogrenderer.h"
#include "wire/chatstream.h"
#include "wire/sseparser.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstring>

using namespace sw;

namespace {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QByteArray generateStream(int tokens)
{
    static const char *words[] = { " the", " report", " groups", " revenue", " by", " region", ",", " and", " writes",
        " a", " chart", " to", " out", "/", "chart", ".png", ".", "\n", " Über", " 数据" };
    QByteArray s;
    s.reserve(tokens * 190);
    for (int i = 0; i < tokens; ++i) {
        const QJsonObject delta { { "content", QString::fromUtf8(words[i % 20]) } };
        QByteArray chunk
            = R"({"id":"chatcmpl-9xYzAbCdEf","object":"chat.completion.chunk","created":1767000000,"model":"gpt-4o-2024-08-06","system_fingerprint":"fp_abc123","choices":[{"index":0,"delta":)";
        chunk += QJsonDocument(delta).toJson(QJsonDocument::Compact);
        chunk += R"(,"logprobs":null,"finish_reason":null}]})";
        s += "data: " + chunk + "\n\n";
        if (i % 500 == 0)
            s += ": keep-alive\n\n";
    }
    s += R"(data: {"id":"chatcmpl-9xYzAbCdEf","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":1000,"completion_tokens":20000,"total_tokens":21000,"prompt_tokens_details":{"cached_tokens":768}}})";
    s += "\n\ndata: [DONE]\n\n";
    return s;
}

template<typename F> double bestMs(int runs, F &&f)
{
    double best = 1e18;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        f();
        best = qMin(best, t.nsecsElapsed() / 1e6);
    }
    return best;
}

void benchSse(int tokens, int readSize, int runs)
{
    const QByteArray stream = generateStream(tokens);
    const double mb = stream.size() / 1e6;
    out() << "SSE stream: " << tokens << " one-token chunks, " << QString::number(mb, 'f', 2) << " MB, reads of "
          << readSize << " bytes, best of " << runs << "\n";
    qsizetype events = 0;
    const double parser = bestMs(runs, [&] {
        SseParser p;
        QList<QByteArray> ev;
        events = 0;
        for (qsizetype i = 0; i < stream.size(); i += readSize) {
            ev.clear();
            p.feed(QByteArrayView(stream).sliced(i, qMin<qsizetype>(readSize, stream.size() - i)), ev);
            events += ev.size();
        }
    });
    QString text;
    const double pipeline = bestMs(runs, [&] {
        SseParser p;
        ChatStreamAccumulator acc;
        QList<QByteArray> ev;
        StreamDelta d;
        ProviderError e;
        for (qsizetype i = 0; i < stream.size(); i += readSize) {
            ev.clear();
            p.feed(QByteArrayView(stream).sliced(i, qMin<qsizetype>(readSize, stream.size() - i)), ev);
            for (const QByteArray &data : ev)
                acc.apply(data, &d, &e);
        }
        text = acc.response().text;
    });
    qsizetype naiveEvents = 0;
    const double naive = bestMs(runs, [&] {
        QByteArray buffer;
        naiveEvents = 0;
        for (qsizetype i = 0; i < stream.size(); i += readSize) {
            buffer += stream.mid(i, readSize);
            qsizetype end;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
                const QByteArray block = buffer.left(end);
                buffer.remove(0, end + 2);
                for (const QByteArray &line : block.split('\n')) {
                    if (line.startsWith("data: "))
                        ++naiveEvents;
                }
            }
        }
    });
    const double naiveJson = bestMs(runs, [&] {
        QByteArray buffer;
        QString t;
        for (qsizetype i = 0; i < stream.size(); i += readSize) {
            buffer += stream.mid(i, readSize);
            qsizetype end;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
                const QByteArray block = buffer.left(end);
                buffer.remove(0, end + 2);
                for (const QByteArray &line : block.split('\n')) {
                    if (line.startsWith("data: ") && line != "data: [DONE]")
                        t += QJsonDocument::fromJson(line.mid(6))
                                 .object()
                                 .value("choices")
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value("delta")
                                 .toObject()
                                 .value("content")
                                 .toString();
                }
            }
        }
    });
    qsizetype lines = 0;
    const double scan = bestMs(runs, [&] {
        lines = 0;
        const char *p = stream.constData();
        const char *end = p + stream.size();
        while ((p = static_cast<const char *>(std::memchr(p, '\n', end - p)))) {
            ++lines;
            ++p;
        }
    });
    auto row = [mb](const char *name, double ms) {
        out() << "  " << QString::fromLatin1(name).leftJustified(52) << QString::number(ms, 'f', 2).rightJustified(9)
              << " ms " << QString::number(mb / (ms / 1000.0), 'f', 1).rightJustified(8) << " MB/s\n";
    };
    row("SseParser (events only)", parser);
    row("SseParser + ChatStreamAccumulator (full path)", pipeline);
    row("baseline: naive buffer/indexOf/remove/split", naive);
    row("baseline: naive splitting + QJsonDocument per chunk", naiveJson);
    row("lower bound: memchr line scan", scan);
    out() << "  events " << events << " (naive " << naiveEvents << "), text " << text.size() << " chars, lines "
          << lines << "\n  ratio SseParser / naive split: " << QString::number(naive / parser, 'f', 2)
          << "x faster; full path / naive+JSON: " << QString::number(naiveJson / pipeline, 'f', 2) << "x faster\n";
}

void benchBuild(int skills, int runs)
{
    QList<AgentSkill> list;
    list.reserve(skills);
    for (int i = 0; i < skills; ++i) {
        AgentSkill s;
        s.name = QStringLiteral("skill-%1").arg(i, 5, 10, QLatin1Char('0'));
        s.description
            = QStringLiteral("Generates %1 reports from CSV files and charts them; use when the user asks for "
                             "grouped totals of topic %2.")
                  .arg(i % 7 ? "weekly" : "monthly")
                  .arg(i);
        s.folder = QStringLiteral("/skills/") + s.name;
        s.location = s.folder + QStringLiteral("/SKILL.md");
        s.body = QStringLiteral("Body of %1.\n").arg(s.name).repeated(40);
        list << s;
    }
    const SkillSnapshot snapshot(list);
    QString error;
    const auto profile = loadProfile(QStringLiteral(SW_PROFILES_SOURCE_DIR "/trpc-go.json"), &error);
    if (!profile) {
        out() << error << "\n";
        return;
    }
    Session session;
    session.turn = 0;
    TranscriptEvent user;
    user.kind = TranscriptEvent::Kind::User;
    user.text = QStringLiteral("Make a weekly report of topic 4242 please");
    session.append(user);
    session.applyDelta(loadSkillDelta(session.state, profile->agentName, QStringLiteral("skill-04242"), {}, false),
        QStringLiteral("declared"));
    bool exact = true;
    const TokenCounter count = defaultTokenCounter(&exact);
    BuildOptions options;
    options.model = QStringLiteral("gpt-4o");
    // Cold: a new builder each time (what every request cost before the builder kept its caches).
    RequestRecord first;
    const double build
        = bestMs(runs, [&] { first = RequestBuilder(count, exact).build(*profile, session, snapshot, options); });
    RequestRecord second;
    const double buildWithPrefix = bestMs(
        runs, [&] { second = RequestBuilder(count, exact).build(*profile, session, snapshot, options, &first); });
    const double buildNoTokens = bestMs(
        runs, [&] { RequestBuilder([](QByteArrayView) { return 0; }).build(*profile, session, snapshot, options); });
    // Warm: one builder for the whole loop, as AgentLoop keeps it. The next step of the same turn (the model called
    // a tool): the catalog, its token count and escape, and the tool schemas come from the cache.
    const RequestBuilder builder(count, exact);
    const RequestRecord primed = builder.build(*profile, session, snapshot, options);
    Session step2 = session;
    TranscriptEvent call;
    call.kind = TranscriptEvent::Kind::Assistant;
    call.toolCalls = { ToolCall {
        QStringLiteral("call_1"), QStringLiteral("skill_list_docs"), QStringLiteral(R"({"skill":"skill-04242"})") } };
    step2.append(call);
    TranscriptEvent result;
    result.kind = TranscriptEvent::Kind::ToolResult;
    result.toolCallId = QStringLiteral("call_1");
    result.toolName = QStringLiteral("skill_list_docs");
    result.text = QStringLiteral("[]");
    step2.append(result);
    RequestRecord warmRec;
    const double warmNoPrefix = bestMs(runs, [&] { warmRec = builder.build(*profile, step2, snapshot, options); });
    const double warm = bestMs(runs, [&] { warmRec = builder.build(*profile, step2, snapshot, options, &primed); });
    const RequestRecord coldStep2 = RequestBuilder(count, exact).build(*profile, step2, snapshot, options, &primed);
    const bool same = coldStep2.body == warmRec.body && coldStep2.tokens == warmRec.tokens
        && coldStep2.sharedPrefixTokens == warmRec.sharedPrefixTokens;
    // The first request of a new user turn: tRPC re-orders the catalog by the new message, so it is rendered again.
    int turnNo = 0;
    const double newTurn = bestMs(runs, [&] {
        Session next = step2;
        TranscriptEvent u;
        u.kind = TranscriptEvent::Kind::User;
        u.text = QStringLiteral("Now the monthly summary of topic %1").arg(++turnNo);
        next.turn = 1;
        next.append(u);
        builder.build(*profile, next, snapshot, options, &warmRec);
    });
    QList<CatalogSkill> cs;
    for (const AgentSkill &s : snapshot.skills())
        cs << CatalogSkill { s.name, s.description, s.location };
    CatalogOptions co;
    co.latestUserMessage = user.text;
    QString catalog;
    const double render = bestMs(runs, [&] { catalog = renderCatalog(QStringLiteral("trpc-go"), cs, co); });
    const double countCatalog = bestMs(runs, [&] { count(catalog.toUtf8()); });
    // What the shared-prefix figure cost before issue 22: the raw JSON bytes of the prefix tokenized whole (keys and
    // punctuation counted too, so it could exceed the request); now the segments' counts plus the one it ends in.
    int rawShared = 0;
    const double rawPrefix
        = bestMs(runs, [&] { rawShared = count(QByteArrayView(warmRec.body).first(warmRec.sharedPrefixBytes)); });
    out() << "\nRequest building: " << skills << " skills in the catalog (trpc-go profile, one skill loaded), best of "
          << runs << "\n";
    out() << "  request: " << first.body.size() << " bytes, " << first.segments.size() << " segments, "
          << (exact ? "" : "≈") << first.tokens << " tokens; shared prefix with an identical request "
          << second.sharedPrefixTokens << " tokens\n";
    auto row = [](const char *name, double ms) {
        out() << "  " << QString::fromLatin1(name).leftJustified(58) << QString::number(ms, 'f', 1).rightJustified(9)
              << " ms\n";
    };
    row("cold RequestBuilder::build (with token counts)", build);
    row("cold RequestBuilder::build + shared-prefix tokens", buildWithPrefix);
    row("cold RequestBuilder::build without token counting", buildNoTokens);
    row("warm, next step of the turn, without shared prefix", warmNoPrefix);
    row("warm, next step of the turn + shared-prefix tokens", warm);
    row("warm, first request of a new turn (catalog re-ordered)", newTurn);
    row("baseline: renderCatalog(trpc-go) alone", render);
    row("baseline: counting the catalog's tokens alone", countCatalog);
    row("baseline: the raw JSON prefix tokenized (before issue 22)", rawPrefix);
    out() << "  shared prefix of the next step: " << warmRec.sharedPrefixTokens << " tokens on the segments' basis, "
          << rawShared << " as raw JSON; the request: " << warmRec.tokens << " tokens\n";
    out() << "  warm / cold (both with shared prefix): " << QString::number(buildWithPrefix / warm, 'f', 1)
          << "x faster; warm request identical to a cold build: " << (same ? "yes" : "NO") << "\n";
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int tokens = 20000;
    int skills = 10000;
    int runs = 5;
    int readSize = 1460;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--tokens"))
            tokens = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--skills"))
            skills = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--runs"))
            runs = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--read"))
            readSize = args.at(i + 1).toInt();
    }
    benchSse(tokens, readSize, runs);
    benchBuild(skills, runs);
    out().flush();
    return 0;
}

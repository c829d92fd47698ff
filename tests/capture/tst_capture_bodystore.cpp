// BodyStore: every body comes back byte for byte (shared prefixes and suffixes, interleaved families of requests,
// identical, empty, a body that is the start of its base, one longer than any, random bytes), a repeated prefix or
// suffix is kept once, keyframes bound the chains, and adding from two threads at once is safe.
#include "capture/bodystore.h"

#include <QList>
#include <QRandomGenerator>
#include <QTest>
#include <QThread>

using namespace sw;

namespace {

QByteArray text(const QByteArray &seed, qsizetype size)
{
    QByteArray out;
    out.reserve(size + seed.size() + 16);
    for (int i = 0; out.size() < size; ++i)
        out += seed + QByteArray::number(i) + ' ';
    out.truncate(size);
    return out;
}

// Adds every body, then checks each one byte for byte; returns the ids.
QList<BodyStore::Id> addAndCheck(BodyStore &store, const QList<QByteArray> &bodies)
{
    QList<BodyStore::Id> ids;
    for (const QByteArray &b : bodies)
        ids << store.add(b);
    for (qsizetype i = 0; i < bodies.size(); ++i) {
        const QByteArray back = store.materialize(ids.at(i));
        if (back != bodies.at(i)) {
            qWarning("body %lld differs (size %lld, back %lld)", qlonglong(i), qlonglong(bodies.at(i).size()),
                qlonglong(back.size()));
            return {};
        }
        if (store.size(ids.at(i)) != bodies.at(i).size())
            return {};
    }
    return ids;
}

qint64 sum(const QList<QByteArray> &bodies)
{
    qint64 n = 0;
    for (const QByteArray &b : bodies)
        n += b.size();
    return n;
}

} // namespace

class TestCaptureBodyStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void growingConversationKeepsPrefixOnce();
    void repeatedSuffixKeptOnce();
    void interleavedFamilies();
    void identicalBodies();
    void emptyBodies();
    void bodyThatIsTheStartOfItsBase();
    void bodyLongerThanAny();
    void keyframesBoundChains();
    void sameEndStaysShallow();
    void unrelatedBodiesAreKeyframes();
    void randomBodies();
    void unknownIds();
    void addsFromTwoThreads();
};

void TestCaptureBodyStore::growingConversationKeepsPrefixOnce()
{
    // Codex's shape: the instructions first, the conversation growing after them.
    QList<QByteArray> bodies;
    QByteArray body = R"({"instructions":")" + text("You are a coding agent.", 100000) + R"(","input":[)";
    for (int turn = 0; turn < 50; ++turn) {
        body += R"({"role":"user","content":")" + text("turn " + QByteArray::number(turn), 2000) + R"("},)";
        bodies << body + "]}";
    }
    BodyStore store;
    QVERIFY(!addAndCheck(store, bodies).isEmpty());
    QCOMPARE(store.count(), 50);
    QCOMPARE(store.totalBytes(), sum(bodies));
    // The instructions and every earlier turn once: about the last body, not 50 of them.
    QVERIFY2(store.storedBytes() < bodies.last().size() + 10000, qPrintable(QString::number(store.storedBytes())));
}

void TestCaptureBodyStore::repeatedSuffixKeptOnce()
{
    // Claude Code's shape: the growing messages first, the system prompt and tools after them.
    const QByteArray tail = R"(],"system":")" + text("System prompt and tools.", 150000) + R"("})";
    QList<QByteArray> bodies;
    QByteArray messages = R"({"messages":[)";
    for (int turn = 0; turn < 40; ++turn) {
        messages += R"({"role":"user","content":")" + text("question " + QByteArray::number(turn), 3000) + R"("},)";
        bodies << messages + tail;
    }
    BodyStore store;
    const QList<BodyStore::Id> ids = addAndCheck(store, bodies);
    QVERIFY(!ids.isEmpty());
    QVERIFY(store.sharedWithBase(ids.last()) > 150000);
    QVERIFY2(store.storedBytes() < bodies.last().size() + 10000, qPrintable(QString::number(store.storedBytes())));
    QVERIFY(store.storedBytes() * 20 < sum(bodies));
}

void TestCaptureBodyStore::interleavedFamilies()
{
    // Three kinds of request one after another (a main loop, a title, a quota check), each repeating its own prefix:
    // each is based on the last of its family, a few bodies back.
    const QList<QByteArray> prefixes
        = { text("main loop", 60000), text("title request", 30000), text("quota check", 20000) };
    QList<QByteArray> bodies;
    for (int i = 0; i < 60; ++i)
        bodies << prefixes.at(i % 3) + text("own " + QByteArray::number(i), 500 + i * 7);
    BodyStore store;
    const QList<BodyStore::Id> ids = addAndCheck(store, bodies);
    QVERIFY(!ids.isEmpty());
    for (int i = 3; i < 60; ++i)
        QVERIFY2(store.sharedWithBase(ids.at(i)) >= prefixes.at(i % 3).size(), qPrintable(QString::number(i)));
    // Each family's prefix kept about once (once more per keyframe), the own parts once.
    qint64 own = 0;
    for (int i = 0; i < 60; ++i)
        own += 500 + i * 7;
    QVERIFY2(store.storedBytes() < 110000 + own + 20000, qPrintable(QString::number(store.storedBytes())));
}

void TestCaptureBodyStore::identicalBodies()
{
    const QByteArray body = text("the same request", 80000);
    QList<QByteArray> bodies;
    for (int i = 0; i < 10; ++i)
        bodies << body;
    bodies << text("another", 5000) << body; // identical to one further back than the recent ones
    BodyStore store;
    QVERIFY(!addAndCheck(store, bodies).isEmpty());
    QCOMPARE(store.storedBytes(), qint64(body.size() + 5000));
    // Far back too: identical to the first body after more than the candidates in between.
    for (int i = 0; i < BodyStore::kCandidates + 2; ++i)
        store.add(text("filler " + QByteArray::number(i), 3000 + i));
    const qint64 before = store.storedBytes();
    const BodyStore::Id again = store.add(body);
    QCOMPARE(store.storedBytes(), before);
    QCOMPARE(store.materialize(again), body);
}

void TestCaptureBodyStore::emptyBodies()
{
    BodyStore store;
    const QList<QByteArray> bodies
        = { QByteArray(), text("x", 3000), QByteArray(""), text("x", 3000) + "y", QByteArray() };
    const QList<BodyStore::Id> ids = addAndCheck(store, bodies);
    QVERIFY(!ids.isEmpty());
    QVERIFY(store.materialize(ids.first()).isEmpty());
    QCOMPARE(store.size(ids.first()), qsizetype(0));
}

void TestCaptureBodyStore::bodyThatIsTheStartOfItsBase()
{
    const QByteArray whole = text("a long request", 50000);
    const QList<QByteArray> bodies = { whole, whole.left(30000), whole.left(2000), whole.left(1), whole };
    BodyStore store;
    const QList<BodyStore::Id> ids = addAndCheck(store, bodies);
    QVERIFY(!ids.isEmpty());
    QCOMPARE(store.sharedWithBase(ids.at(1)), qsizetype(30000));
    QCOMPARE(store.storedBytes(), qint64(whole.size()));
}

void TestCaptureBodyStore::bodyLongerThanAny()
{
    const QByteArray start = text("a request", 20000);
    const QByteArray end = text("its end", 20000);
    // Longer than any before, sharing their start and end, with more than a chunk (1 MiB) of its own between.
    const QByteArray big = start + text("the middle", 3 * 1024 * 1024) + end;
    const QList<QByteArray> bodies = { start + end, big, start + "x" + end, big + "!" };
    BodyStore store;
    const QList<BodyStore::Id> ids = addAndCheck(store, bodies);
    QVERIFY(!ids.isEmpty());
    QCOMPARE(store.sharedWithBase(ids.at(1)), qsizetype(40000));
    QVERIFY(store.storedBytes() < 40000 + 3 * 1024 * 1024 + 1000);
}

void TestCaptureBodyStore::keyframesBoundChains()
{
    // Each body the previous one plus a little: every one could build on the last, but no chain gets deeper than
    // kMaxDepth (a body then builds on a shallower one, or is a keyframe).
    QList<QByteArray> bodies;
    QByteArray body = text("start", 4000);
    for (int i = 0; i < 4 * BodyStore::kMaxDepth; ++i) {
        body += text("step " + QByteArray::number(i), 100);
        bodies << body;
    }
    BodyStore store;
    const QList<BodyStore::Id> ids = addAndCheck(store, bodies);
    QVERIFY(!ids.isEmpty());
    int deepest = 0;
    int restarts = 0; // bodies after the first that start a new chain near a keyframe
    for (const BodyStore::Id id : ids) {
        QVERIFY(store.depth(id) <= BodyStore::kMaxDepth);
        deepest = std::max(deepest, store.depth(id));
        restarts += id > 0 && store.depth(id) <= 1 ? 1 : 0;
    }
    QCOMPARE(deepest, BodyStore::kMaxDepth);
    QVERIFY(restarts >= 2);
    QCOMPARE(store.depth(ids.first()), 0);
    // Still far below the bodies' bytes: a restart repeats what its base lacks, not everything.
    QVERIFY2(store.storedBytes() * 10 < sum(bodies), qPrintable(QString::number(store.storedBytes())));
}

void TestCaptureBodyStore::sameEndStaysShallow()
{
    // The benchmark's shape (docs/performance.md): each request's own text first, the same long text after it. Each
    // body builds on the keyframe or a body near it, so no keyframe is needed again.
    const QByteArray end = text("the same system prompt", 150000);
    QList<QByteArray> bodies;
    for (int i = 0; i < 3 * BodyStore::kMaxDepth; ++i)
        bodies << R"({"messages":")" + text("own text of request " + QByteArray::number(i), 3000) + end;
    BodyStore store;
    const QList<BodyStore::Id> ids = addAndCheck(store, bodies);
    QVERIFY(!ids.isEmpty());
    int keyframes = 0;
    for (const BodyStore::Id id : ids)
        keyframes += store.depth(id) == 0 ? 1 : 0;
    QCOMPARE(keyframes, 1);
    QVERIFY2(store.storedBytes() < end.size() + qint64(bodies.size()) * 3100,
        qPrintable(QString::number(store.storedBytes())));
}

void TestCaptureBodyStore::unrelatedBodiesAreKeyframes()
{
    const QList<QByteArray> bodies = { text("alpha", 5000), text("beta", 5000), text("gamma", 5000) };
    BodyStore store;
    const QList<BodyStore::Id> ids = addAndCheck(store, bodies);
    QVERIFY(!ids.isEmpty());
    for (const BodyStore::Id id : ids)
        QCOMPARE(store.depth(id), 0);
    QCOMPARE(store.storedBytes(), sum(bodies));
}

void TestCaptureBodyStore::randomBodies()
{
    // Random edits of random bytes (fixed seed): changes at the start, the end, in the middle, cuts and growth, of
    // bodies from a few families, with random bytes that sometimes match by chance.
    QRandomGenerator random(24);
    auto bytes = [&random](qsizetype n) {
        QByteArray out(n, Qt::Uninitialized);
        for (qsizetype i = 0; i < n; ++i)
            out[i] = char(random.bounded(4) == 0 ? 'a' : random.bounded(256));
        return out;
    };
    QList<QByteArray> families;
    for (int f = 0; f < 4; ++f)
        families << bytes(2000 + random.bounded(20000));
    QList<QByteArray> bodies;
    for (int i = 0; i < 400; ++i) {
        QByteArray &base = families[random.bounded(int(families.size()))];
        QByteArray body = base;
        const qsizetype at = body.isEmpty() ? 0 : random.bounded(int(body.size()));
        switch (random.bounded(6)) {
        case 0:
            body.insert(at, bytes(random.bounded(300)));
            break;
        case 1:
            body.remove(at, random.bounded(300));
            break;
        case 2:
            body.replace(at, random.bounded(50), bytes(random.bounded(50)));
            break;
        case 3:
            body.append(bytes(random.bounded(500)));
            break;
        case 4:
            body.prepend(bytes(random.bounded(20)));
            break;
        default:
            body.truncate(at);
            break;
        }
        if (random.bounded(3) != 0)
            base = body; // the family moves on
        bodies << body;
    }
    BodyStore store;
    QVERIFY(!addAndCheck(store, bodies).isEmpty());
    QCOMPARE(store.totalBytes(), sum(bodies));
    QVERIFY(store.storedBytes() < sum(bodies));
}

void TestCaptureBodyStore::unknownIds()
{
    BodyStore store;
    QVERIFY(store.materialize(0).isNull());
    QCOMPARE(store.size(-1), qsizetype(0));
    store.add("body");
    QVERIFY(store.materialize(1).isNull());
    QCOMPARE(StoredBody().bytes(), QByteArray());
    QVERIFY(StoredBody().isNull());
}

void TestCaptureBodyStore::addsFromTwoThreads()
{
    // The endpoint's owner thread and the analysis's worker add to one store while the other materializes.
    auto store = std::make_shared<BodyStore>();
    const QByteArray shared = text("shared prefix", 40000);
    QList<QByteArray> mine, theirs;
    for (int i = 0; i < 200; ++i) {
        mine << shared + text("mine " + QByteArray::number(i), 1000);
        theirs << shared + text("theirs " + QByteArray::number(i), 1200);
    }
    QList<BodyStore::Id> theirIds;
    QThread *other = QThread::create([&] {
        for (const QByteArray &b : theirs) {
            theirIds << store->add(b);
            store->materialize(theirIds.last() / 2);
        }
    });
    other->start();
    QList<BodyStore::Id> myIds;
    for (const QByteArray &b : mine)
        myIds << store->add(b);
    QVERIFY(other->wait(60000));
    delete other;
    for (int i = 0; i < 200; ++i) {
        QCOMPARE(store->materialize(myIds.at(i)), mine.at(i));
        QCOMPARE(store->materialize(theirIds.at(i)), theirs.at(i));
    }
    QCOMPARE(store->count(), 400);
}

QTEST_GUILESS_MAIN(TestCaptureBodyStore)
#include "tst_capture_bodystore.moc"

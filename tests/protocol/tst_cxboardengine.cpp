// CxboardEngine against the fake engine in CXBoard mode: handshake (id, option, cxboardok,
// isready/readyok), options, a game in forced mode (position, move, go, bestmove),
// analysis with go infinite / stop, cancelled searches, illegal moves, crashes, quit.

#include "cxboardengine.h"
#include "enginetesthelpers.h"

#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

class TestCxboardEngine : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<CxboardEngine> startFake(const QStringList& args,
                                             const EngineConfig* base = nullptr);

private slots:
    void handshake();
    void initialOptions();
    void copyProtection();
    void optionsRoundTrip();
    void playsAGame();
    void analysis();
    void cancelledSearchIsDiscarded();
    void illegalMove();
    void hint();
    void crash();
    void quitIgnored();
    void excludeBySearchmoves();
    void excludeRefused();
    void linesAfterStopWaitForBestmove();
    void stopWithoutBestmove();
};

std::unique_ptr<CxboardEngine> TestCxboardEngine::startFake(const QStringList& args,
                                                            const EngineConfig* base) {
    auto e = std::make_unique<CxboardEngine>();
    QSignalSpy ready(e.get(), &Engine::ready);
    EngineConfig c = base ? *base : EngineConfig();
    c.program = fakeEngine();
    c.arguments = QStringList{"cxboard"} + args;
    c.protocol = EngineProtocol::Cxboard;
    e->start(c);
    if (!ready.wait(10000)) return nullptr;
    return e;
}

void TestCxboardEngine::handshake() {
    auto e = startFake({});
    QVERIFY(e);
    QCOMPARE(e->name(), "Fake CX 1.0");
    QCOMPARE(e->capabilities().author, "Tabiya tests");
    const auto opts = e->options();
    QCOMPARE(opts.size(), 5);
    QCOMPARE(opts[1].name, "Null Move");
    QCOMPARE(opts[1].value, "1");
    QCOMPARE(opts[3].value, ""); // <empty>
    const QStringList sent = linesSent(*e);
    QCOMPARE(sent.first(), "cxboard 1");
    QVERIFY(sent.contains("force"));
    QVERIFY(sent.contains("isready"));
    QSignalSpy finished(e.get(), &Engine::finished);
    e->quit();
    QVERIFY(finished.wait(5000));
}

void TestCxboardEngine::initialOptions() {
    // The spec's play-mode example: options set after cxboardok, then isready.
    EngineConfig c;
    c.initialOptions = {{"null move", "false"}, {"Hash", "128"}, {"Search", "NegaScout"}};
    auto e = startFake({}, &c);
    QVERIFY(e);
    const QStringList sent = linesSent(*e);
    const qsizetype ready = sent.indexOf("isready");
    QVERIFY(ready > 0);
    QCOMPARE(sent.mid(ready - 3, 3),
             (QStringList{"setoption name Null Move value false", "setoption name Hash value 128",
                          "setoption name Search value NegaScout"}));
}

void TestCxboardEngine::copyProtection() {
    // "copyprotection checking" after cxboardok: ready() waits for "copyprotection ok",
    // which the fake sends 300 ms after its readyok.
    auto e = startFake({"copyprotection"});
    QVERIFY(e);
    QVERIFY(linesReceived(*e).contains("readyok"));
    QVERIFY(linesReceived(*e).contains("copyprotection ok"));
}

void TestCxboardEngine::optionsRoundTrip() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy told(e.get(), &Engine::tellUser);
    QSignalSpy errors(e.get(), &Engine::errorReported);
    e->setOption("Hash", "1000"); // clamped to 256
    e->setOption("Book", "");     // empty strings travel as <empty>
    e->setOption("Clear Hash", {});
    e->setOption("Hash", "1\nquit");
    QTRY_COMPARE(told.size(), 3);
    QCOMPARE(told[0][0].toString(), "setoption name Hash value 256");
    QCOMPARE(told[1][0].toString(), "setoption name Book value <empty>");
    QCOMPARE(told[2][0].toString(), "setoption name Clear Hash");
    QCOMPARE(errors.size(), 1);
}

void TestCxboardEngine::playsAGame() {
    auto e = startFake({"moves=h9g7,b9c7"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &Engine::moveMade);
    QSignalSpy thinking(e.get(), &Engine::thinking);
    GameSetup g;
    g.variant = "xiangqi";
    g.role = EngineRole::PlayBlack;
    g.timeControl.movesPerSession = 40;
    e->newGame(g);
    e->setTime(60000, 50000);
    e->userMove({"h2e2", {}});
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[0][0].toString(), "h9g7");
    QCOMPARE(thinking.size(), 1);
    QCOMPARE(thinking[0][0].value<ThinkingLine>().pv, QStringList{"b7b0"});
    e->setTime(59000, 49000);
    e->userMove({"h0g2", {}});
    e->go();
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[1][0].toString(), "b9c7");
    const QStringList sent = linesSent(*e);
    QVERIFY(sent.contains("position startpos"));
    QVERIFY(sent.contains("move h2e2"));
    // Black to move: the engine's 60 s are btime, the opponent's 50 s rtime.
    QVERIFY(sent.contains("go rtime 50000 btime 60000 movestogo 40"));

    GameSetup from;
    from.fen = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR b - - 0 1";
    from.moves = {{"h9g7", {}}};
    from.timeControl.fixedMoveMs = 2000;
    e->newGame(from);
    e->go();
    QVERIFY(moved.wait(5000));
    QVERIFY(linesSent(*e).contains("position cfen " + from.fen + " moves h9g7"));
    QVERIFY(linesSent(*e).contains("go movetime 2000"));
}

void TestCxboardEngine::analysis() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy thinking(e.get(), &Engine::thinking);
    QSignalSpy moved(e.get(), &Engine::moveMade);
    e->newGame({});
    e->startAnalysis();
    QTRY_COMPARE(thinking.size(), 2);
    QCOMPARE(e->state(), Engine::State::Analyzing);
    e->stopAnalysis();
    QTRY_VERIFY(linesReceived(*e).contains("bestmove h2e2"));
    QCOMPARE(moved.size(), 0); // the analysis' bestmove is not a move played
    QVERIFY(linesSent(*e).contains("go infinite"));
    QVERIFY(linesSent(*e).contains("stop"));
}

void TestCxboardEngine::cancelledSearchIsDiscarded() {
    auto e = startFake({"think-ms=60000", "moves=a9a8,c6c5"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &Engine::moveMade);
    e->newGame({});
    e->go();
    e->force(); // stop: the engine answers with the bestmove of the abandoned search
    e->go();
    e->moveNow();
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "c6c5");
}

void TestCxboardEngine::illegalMove() {
    auto e = startFake({"illegal"});
    QVERIFY(e);
    QSignalSpy illegal(e.get(), &Engine::illegalMoveReported);
    e->newGame({});
    e->userMove({"h2h3", {}});
    QVERIFY(illegal.wait(5000));
    QCOMPARE(illegal[0][0].toString(), "h2h3");
    QCOMPARE(illegal[0][1].toString(), "not allowed");
}

void TestCxboardEngine::hint() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy hints(e.get(), &Engine::hint);
    e->requestHint();
    QVERIFY(hints.wait(5000));
    QCOMPARE(hints[0][0].toString(), "h2e2");
}

void TestCxboardEngine::crash() {
    auto e = startFake({"crash-on-go"});
    QVERIFY(e);
    QSignalSpy crashed(e.get(), &Engine::crashed);
    e->go();
    QVERIFY(crashed.wait(5000));
    QCOMPARE(e->state(), Engine::State::Finished);
}

void TestCxboardEngine::quitIgnored() {
    EngineConfig c;
    c.timeoutScale = 0.3;
    auto e = startFake({"ignore-quit", "ignore-term"}, &c);
    QVERIFY(e);
    QSignalSpy finished(e.get(), &Engine::finished);
    e->quit();
    QVERIFY(finished.wait(5000));
}

// The lines sent after `from` (an index into linesSent) that start with "go".
static QStringList gosAfter(const QStringList& sent, qsizetype from) {
    QStringList out;
    for (qsizetype i = from + 1; i < sent.size(); ++i)
        if (sent[i].startsWith("go")) out << sent[i];
    return out;
}

void TestCxboardEngine::excludeBySearchmoves() {
    // No exclude command in CXBoard: the analysis restarts on the legal moves left.
    auto e = startFake({});
    QVERIFY(e);
    QVERIFY(e->capabilities().exclude);
    QSignalSpy errors(e.get(), &Engine::errorReported);
    e->newGame({});
    e->startAnalysis();
    e->setRootMoves({{"h2e2", {}}, {"b2e2", {}}, {"h0g2", {}}});
    const qsizetype start = linesSent(*e).lastIndexOf("go infinite");
    QVERIFY(start > 0);
    e->excludeMove({"h2e2", {}});
    e->excludeMove({"h0g2", {}});
    e->excludeMove({"h0g2", {}}); // twice: nothing new
    e->excludeMove({"a0a1", {}}); // not a root move: nothing
    e->includeMove({"h2e2", {}});
    e->includeAll();
    e->excludeMove({"h2e2", {}});
    e->excludeMove({"b2e2", {}});
    e->excludeMove({"h0g2", {}}); // all excluded: no search at all
    e->includeMove({"b2e2", {}});
    const QStringList expected{"go infinite searchmoves b2e2 h0g2", "go infinite searchmoves b2e2",
                               "go infinite searchmoves h2e2 b2e2", "go infinite",
                               "go infinite searchmoves b2e2 h0g2", "go infinite searchmoves h0g2",
                               "go infinite searchmoves b2e2"};
    QTRY_COMPARE(gosAfter(linesSent(*e), start), expected);
    QCOMPARE(errors.size(), 0);
    QCOMPARE(e->state(), Engine::State::Analyzing);
    // Each restart stopped the search before: as many stops as restarts (but the one
    // after "all excluded", when nothing ran).
    QCOMPARE(linesSent(*e).mid(start).count("stop"), expected.size());
    // A new position forgets the list and the exclusions.
    e->userMove({"h2e2", {}});
    e->excludeMove({"h9g7", {}});
    QCOMPARE(errors.size(), 1);
}

void TestCxboardEngine::excludeRefused() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy errors(e.get(), &Engine::errorReported);
    e->newGame({});
    e->setRootMoves({{"h2e2", {}}});
    e->excludeMove({"h2e2", {}}); // not analysing
    e->setScore(10, 4);           // no such thing in CXBoard
    QCOMPARE(errors.size(), 2);
    QCOMPARE(errors[0][1].toString(), "exclude");
    QCOMPARE(errors[1][1].toString(), "setscore");
    e->startAnalysis();
    e->includeAll(); // nothing excluded: nothing to do
    QCOMPARE(errors.size(), 2);
    QCOMPARE(gosAfter(linesSent(*e), 0), QStringList{"go infinite"});
}

void TestCxboardEngine::linesAfterStopWaitForBestmove() {
    // A move while analysing: stop, and only after its bestmove the move and the new go,
    // so that an engine cannot lose the answer under the next command.
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy thinking(e.get(), &Engine::thinking);
    e->newGame({});
    e->startAnalysis();
    QTRY_COMPARE(thinking.size(), 2);
    e->userMove({"h2e2", {}});
    e->userMove({"h9g7", {}});
    // Two lines after the last go infinite; those of the position in between are stale
    // by the time they come (a second stop is already out) and are dropped.
    QTRY_VERIFY(linesReceived(*e).count("bestmove h2e2") == 2);
    QTRY_COMPARE(thinking.size(), 4);
    QList<TranscriptEntry> t = e->transcriptEntries();
    QStringList order;
    for (const TranscriptEntry& entry : t) {
        const bool out = entry.direction == TranscriptEntry::Direction::ToEngine;
        if (!out && entry.direction != TranscriptEntry::Direction::FromEngine) continue;
        if (entry.text == "stop" || entry.text.startsWith("move ") || entry.text == "go infinite" ||
            entry.text.startsWith("bestmove"))
            order << (out ? "> " : "< ") + entry.text;
    }
    QCOMPARE(order, (QStringList{"> go infinite", "> stop", "< bestmove h2e2", "> move h2e2",
                                 "> go infinite", "> stop", "< bestmove h2e2", "> move h9g7",
                                 "> go infinite"}));
}

void TestCxboardEngine::stopWithoutBestmove() {
    // An engine that never answers stop: the held lines go out after a grace, and the
    // analysis of the new position is shown.
    EngineConfig c;
    c.timeoutScale = 0.25;
    auto e = startFake({"silent-stop"}, &c);
    QVERIFY(e);
    QSignalSpy thinking(e.get(), &Engine::thinking);
    e->newGame({});
    e->startAnalysis();
    QTRY_COMPARE(thinking.size(), 2);
    e->userMove({"h2e2", {}});
    QVERIFY(!linesSent(*e).contains("move h2e2")); // waiting for the bestmove
    QTRY_VERIFY(linesSent(*e).contains("move h2e2"));
    QTRY_COMPARE(thinking.size(), 4);
}

QTEST_GUILESS_MAIN(TestCxboardEngine)
#include "tst_cxboardengine.moc"

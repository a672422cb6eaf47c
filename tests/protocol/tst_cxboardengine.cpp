// CxboardEngine against the fake engine in CXBoard mode: handshake (id, option, cxboardok,
// isready/readyok), options, games line by line in forced mode (position, move for every
// move, go on each of the engine's turns, bestmove, go ponder) and in the engine-driven
// mode (clock, playcurrent/playother, move, ?, force), the Variant option, the other GUI
// commands and the engine's events, analysis with go infinite / stop, cancelled searches,
// illegal moves, crashes, quit.

#include "protocol/cxboardengine.h"
#include "protocol/transcriptlog.h"
#include "tests/protocol/enginetesthelpers.h"

#include <QRegularExpression>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

class TestCxboardEngine : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<CxboardEngine> startFake(const QStringList& args,
                                             const EngineConfig* base = nullptr);

private slots:
    void optionFloodIsBounded();
    void handshake();
    void initialOptions();
    void copyProtection();
    void optionsRoundTrip();
    void playsAGame();
    void pondersInForcedMode();
    void ponderEndingEarlyIsNoMove();
    void ponderSwitchedOnMidGame();
    void engineDriven();
    void engineDrivenForceDropsLateMove();
    void variantOption();
    void gameControl();
    void optionsWaitForTheMove();
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

// A xiangqi game: the fake has no Variant option, so any other variant is refused.
static GameSetup xiangqi(EngineRole role = EngineRole::Force) {
    GameSetup g;
    g.variant = "xiangqi";
    g.role = role;
    return g;
}

std::unique_ptr<CxboardEngine> TestCxboardEngine::startFake(const QStringList& args,
                                                            const EngineConfig* base) {
    auto e = std::make_unique<CxboardEngine>();
    QSignalSpy ready(e.get(), &EngineConnection::ready);
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
    QSignalSpy finished(e.get(), &EngineConnection::finished);
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
    QSignalSpy told(e.get(), &EngineConnection::tellUser);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
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

// The lines sent since `from` (a count of lines sent before).
static QStringList sentSince(const EngineConnection& e, qsizetype from) {
    return linesSent(e).mid(from);
}

void TestCxboardEngine::playsAGame() {
    // Forced mode, as in the spec's example: every move of either side goes to the engine
    // (its own bestmove too: "The engine has not made the move"), and a go whenever the
    // side it plays is on move, without the caller asking again.
    auto e = startFake({"moves=h9g7,b9c7"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    const qsizetype start = linesSent(*e).size();
    GameSetup g = xiangqi(EngineRole::PlayBlack);
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
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[1][0].toString(), "b9c7");
    QCOMPARE(sentSince(*e, start),
             (QStringList{"position startpos", "move h2e2",
                          // Black to move: the engine's 60 s are btime, the opponent's rtime.
                          "go rtime 50000 btime 60000 movestogo 40", "move h9g7", "move h0g2",
                          "go rtime 49000 btime 59000 movestogo 39", "move b9c7"}));
    QCOMPARE(e->state(), EngineConnection::State::Idle);

    // From a position, a time per move: mtime ("Moves must be limited to X msec").
    GameSetup from = xiangqi();
    from.fen = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR b - - 0 1";
    from.moves = {{"h9g7", {}}};
    from.timeControl.fixedMoveMs = 2000;
    const qsizetype second = linesSent(*e).size();
    e->newGame(from);
    e->go();
    QVERIFY(moved.wait(5000));
    QCOMPARE(sentSince(*e, second),
             (QStringList{"position cfen " + from.fen + " moves h9g7", "go mtime 2000",
                          "move " + moved[2][0].toString()}));
}

void TestCxboardEngine::pondersInForcedMode() {
    // "go ponder" after its own move; the opponent's move switches it to the real search,
    // so no second go is sent.
    auto e = startFake({"ponder", "moves=h9g7,b9c7"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g = xiangqi(EngineRole::PlayBlack);
    g.timeControl.movesPerSession = 40;
    g.ponder = true;
    const qsizetype start = linesSent(*e).size();
    e->newGame(g);
    QCOMPARE(e->state(),
             EngineConnection::State::Idle); // nothing to ponder on before its first move
    e->setTime(60000, 50000);
    e->userMove({"h2e2", {}});
    QVERIFY(moved.wait(5000));
    QCOMPARE(e->state(), EngineConnection::State::Pondering);
    QStringList sent = sentSince(*e, start);
    QCOMPARE(sent.mid(0, 4), (QStringList{"position startpos", "move h2e2",
                                          "go rtime 50000 btime 60000 movestogo 40", "move h9g7"}));
    QCOMPARE(sent.size(), 5);
    // The engine's clock less what its search took; its second move of the session.
    QVERIFY2(QRegularExpression("^go ponder rtime 50000 btime (\\d+) movestogo 39$")
                 .match(sent[4])
                 .hasMatch(),
             qPrintable(sent[4]));
    QVERIFY(QRegularExpression("btime (\\d+)").match(sent[4]).captured(1).toInt() <= 60000);
    e->userMove({"h0g2", {}});
    QCOMPARE(e->state(), EngineConnection::State::Thinking);
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[1][0].toString(), "b9c7");
    sent = sentSince(*e, start);
    QCOMPARE(sent.mid(5, 2), (QStringList{"move h0g2", "move b9c7"}));
    QVERIFY(sent.last().startsWith("go ponder rtime "));
}

void TestCxboardEngine::ponderSwitchedOnMidGame() {
    // Options > Ponder during a game: no "go ponder" after the move made without it, one
    // after the next move; switched off again, none after the move after that.
    auto e = startFake({"ponder", "moves=h9g7,b9c7,g6g5"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g = xiangqi(EngineRole::PlayBlack);
    g.timeControl.movesPerSession = 40;
    const qsizetype start = linesSent(*e).size();
    e->newGame(g);
    e->setTime(60000, 50000);
    e->userMove({"h2e2", {}});
    QVERIFY(moved.wait(5000));
    QCOMPARE(e->state(), EngineConnection::State::Idle);
    QVERIFY(!sentSince(*e, start).last().startsWith("go ponder"));
    e->setPonder(true);
    e->setTime(59000, 49000);
    e->userMove({"h0g2", {}});
    QVERIFY(moved.wait(5000));
    QVERIFY2(sentSince(*e, start).last().startsWith("go ponder "),
             qPrintable(sentSince(*e, start).join('|')));
    QCOMPARE(e->state(), EngineConnection::State::Pondering);
    e->setPonder(false);
    e->setTime(58000, 48000);
    e->userMove({"i0i1", {}});
    QVERIFY(moved.wait(5000));
    QVERIFY2(!sentSince(*e, start).last().startsWith("go ponder"),
             qPrintable(sentSince(*e, start).join('|')));
}

void TestCxboardEngine::ponderEndingEarlyIsNoMove() {
    // An engine that answers "go ponder" at once (the fake without "ponder"): the bestmove
    // is not a move, and the opponent's move then gets an ordinary go.
    auto e = startFake({"moves=h9g7,b9c7"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g = xiangqi(EngineRole::PlayBlack);
    g.timeControl.movesPerSession = 40;
    g.ponder = true;
    e->newGame(g);
    e->setTime(60000, 50000);
    e->userMove({"h2e2", {}});
    QVERIFY(moved.wait(5000));
    QTRY_COMPARE(linesReceived(*e).count("bestmove b9c7"), 1); // the pondering answer
    QCOMPARE(moved.size(), 1);
    QCOMPARE(e->state(), EngineConnection::State::Idle);
    const qsizetype start = linesSent(*e).size();
    e->setTime(59000, 49000);
    e->userMove({"h0g2", {}});
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved.size(), 2);
    QCOMPARE(sentSince(*e, start).mid(0, 3),
             (QStringList{"move h0g2", "go rtime 49000 btime 59000 movestogo 39",
                          "move " + moved[1][0].toString()}));
}

void TestCxboardEngine::engineDriven() {
    // The engine keeps the clock and plays its side: clock, position, playother; then
    // only the opponent's moves go out, and its "move" replies are its moves.
    EngineConfig c;
    c.cxboardEngineDriven = true;
    auto e = startFake({"play", "moves=h9g7,b9c7,a9a8"}, &c);
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g = xiangqi(EngineRole::PlayBlack);
    g.timeControl.movesPerSession = 0;
    g.timeControl.baseMs = 5 * 60000;
    g.timeControl.incrementMs = 2500;
    const qsizetype start = linesSent(*e).size();
    e->newGame(g);
    e->setTime(1000, 1000); // the engine's own clock counts, not ours
    e->userMove({"h2e2", {}});
    QCOMPARE(e->state(), EngineConnection::State::Thinking);
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[0][0].toString(), "h9g7");
    e->userMove({"h0g2", {}});
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[1][0].toString(), "b9c7");
    QCOMPARE(sentSince(*e, start), (QStringList{"clock 5:00 0:00 0:02.5", "position startpos",
                                                "playother", "move h2e2", "move h0g2"}));
    // A takeback: force mode first, then the engine is given its side again.
    qsizetype mark = linesSent(*e).size();
    e->remove();
    QCOMPARE(sentSince(*e, mark), (QStringList{"force", "remove", "playother"}));
    mark = linesSent(*e).size();
    e->undo();
    e->undo();
    QCOMPARE(sentSince(*e, mark), (QStringList{"force", "undo", "undo"}));
    // Red to move: playcurrent (go() on the engine's turn), moved now with "?".
    mark = linesSent(*e).size();
    e->go();
    e->moveNow();
    QVERIFY(moved.wait(5000));
    QCOMPARE(sentSince(*e, mark), (QStringList{"playcurrent", "?"}));
    e->sendResult(EngineResult::Draw, "agreed");
    QCOMPARE(linesSent(*e).last(), "result 1/2-1/2 {agreed}");
    QCOMPARE(linesSent(*e).mid(mark).count("force"), 1);
}

void TestCxboardEngine::engineDrivenForceDropsLateMove() {
    // A search stopped by force: the move the engine printed before it read "force" comes
    // before the readyok of the isready behind it and is dropped, even when a new search
    // has started meanwhile (it would be taken for that search's answer).
    EngineConfig c;
    c.cxboardEngineDriven = true;
    auto e = startFake({"play", "think-ms=60000", "move-after-force", "moves=h2e2,c3c4"}, &c);
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g = xiangqi(EngineRole::PlayWhite);
    g.timeControl.fixedMoveMs = 1500;
    const qsizetype start = linesSent(*e).size();
    e->newGame(g);
    e->go();
    e->force();
    e->go();
    e->moveNow();
    QVERIFY(moved.wait(5000));
    QCOMPARE(sentSince(*e, start),
             (QStringList{"clock 0:00 0:01.5 0:01.5", "position startpos", "playcurrent", "force",
                          "isready", "playcurrent", "?"}));
    QVERIFY(linesReceived(*e).contains("move h2e2")); // printed after force, and dropped
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "c3c4");
}

void TestCxboardEngine::variantOption() {
    // The game's variant goes to engines with a Variant option, once, before the
    // position; an engine without one plays xiangqi only.
    auto e = startFake({"variant-option"});
    QVERIFY(e);
    QCOMPARE(e->capabilities().variants, (QStringList{"XiangQi", "Chess"}));
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    const qsizetype start = linesSent(*e).size();
    GameSetup chess;
    chess.variant = "normal";
    e->newGame(chess);
    e->newGame(chess);
    e->newGame(xiangqi());
    QCOMPARE(
        sentSince(*e, start),
        (QStringList{"setoption name Variant value Chess", "position startpos", "position startpos",
                     "setoption name Variant value XiangQi", "position startpos"}));
    QCOMPARE(errors.size(), 0);
    GameSetup shogi;
    shogi.variant = "shogi";
    e->newGame(shogi);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors[0][1].toString(), "shogi");

    auto plain = startFake({});
    QVERIFY(plain);
    QSignalSpy plainErrors(plain.get(), &EngineConnection::errorReported);
    plain->newGame(xiangqi());
    QCOMPARE(plainErrors.size(), 0);
    plain->newGame(chess);
    QCOMPARE(plainErrors.size(), 1);
    QCOMPARE(plainErrors[0][1].toString(), "normal");
}

void TestCxboardEngine::gameControl() {
    // The GUI-side commands line by line, and the engine's events.
    auto e = startFake({"say", "moves=h9g7"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g = xiangqi(EngineRole::PlayBlack);
    g.opponentName = "Ann Example";
    g.opponentIsComputer = true;
    g.timeControl.maxDepth = 5;
    g.timeControl.maxNodes = 10000;
    g.timeControl.mateMoves = 3;
    const qsizetype start = linesSent(*e).size();
    e->newGame(g);
    e->userMove({"h2e2", {}}); // no setTime: no clocks in the go
    QVERIFY(moved.wait(5000));
    e->offerDraw();
    e->pause();
    e->pause(); // already paused: nothing
    e->resume();
    e->requestStatus();
    e->requestHint();
    e->remove(); // back to Red's move; the engine keeps Black
    e->userMove({"h2e2", {}});
    QVERIFY(moved.wait(5000));
    e->undo();
    e->undo();
    e->answer("pw", "secret");
    e->sendResult(EngineResult::WhiteWins, "Red mates");
    QCOMPARE(sentSince(*e, start),
             (QStringList{"name Ann Example", "computer", "position startpos", "move h2e2",
                          "go depth 5 nodes 10000 mate 3", "move h9g7", "draw", "pause", "resume",
                          "score", "hint", "remove", "move h2e2", "go depth 5 nodes 10000 mate 3",
                          "move h9g7", "undo", "undo", "pw secret", "result 1-0 {Red mates}"}));

    QSignalSpy resigned(e.get(), &EngineConnection::resigned);
    QSignalSpy draws(e.get(), &EngineConnection::drawOffered);
    QSignalSpy asked(e.get(), &EngineConnection::askUser);
    QSignalSpy told(e.get(), &EngineConnection::tellUser);
    QSignalSpy opponent(e.get(), &EngineConnection::tellOpponent);
    QSignalSpy others(e.get(), &EngineConnection::tellOthers);
    QSignalSpy all(e.get(), &EngineConnection::tellAll);
    QSignalSpy claims(e.get(), &EngineConnection::resultClaimed);
    QSignalSpy illegal(e.get(), &EngineConnection::illegalMoveReported);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    for (const char* line :
         {"resign", "offerdraw", "offer draw", "askuser pw Your password?", "telluser Hello",
          "info string from info", "tellopponent gg", "tellothers hi", "tellall bye",
          "result 0-1 {Black mates}", "Illegal move (in check): e0e1", "Error (bad): xyz",
          "info depth 0 score cp -35"})
        e->sendRaw(QStringLiteral("say ") + line);
    QTRY_COMPARE(thinking.size(), 1);
    QCOMPARE(resigned.size(), 1);
    QCOMPARE(draws.size(), 2);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked[0][0].toString(), "pw");
    QCOMPARE(asked[0][1].toString(), "Your password?");
    QCOMPARE(told.size(), 2);
    QCOMPARE(told[0][0].toString(), "Hello");
    QCOMPARE(told[1][0].toString(), "from info");
    QCOMPARE(opponent[0][0].toString(), "gg");
    QCOMPARE(others[0][0].toString(), "hi");
    QCOMPARE(all[0][0].toString(), "bye");
    QCOMPARE(claims.size(), 1);
    QCOMPARE(claims[0][0].value<EngineResult>(), EngineResult::BlackWins);
    QCOMPARE(claims[0][1].toString(), "Black mates");
    QCOMPARE(illegal.size(), 1);
    QCOMPARE(illegal[0][0].toString(), "e0e1");
    QCOMPARE(illegal[0][1].toString(), "in check");
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors[0][0].toString(), "bad");
    QCOMPARE(errors[0][1].toString(), "xyz");
    // The answer to "score": a depth 0 line with the engine's view.
    const ThinkingLine score = thinking[0][0].value<ThinkingLine>();
    QCOMPARE(score.depth, 0);
    QCOMPARE(score.score, -35);
    QCOMPARE(score.scoreKind, ThinkingLine::ScoreKind::Centipawns);
}

void TestCxboardEngine::optionsWaitForTheMove() {
    // setoption goes "only ... when the engine is waiting": during the engine's search it
    // waits for the bestmove instead of stopping the search (which would lose the move).
    auto e = startFake({"think-ms=300", "moves=h9g7"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    const qsizetype start = linesSent(*e).size();
    e->newGame(xiangqi(EngineRole::PlayBlack));
    e->userMove({"h2e2", {}});
    e->setOption("Hash", "64");
    QVERIFY(!linesSent(*e).contains("setoption name Hash value 64"));
    QVERIFY(moved.wait(5000));
    QCOMPARE(sentSince(*e, start), (QStringList{"position startpos", "move h2e2", "go", "move h9g7",
                                                "setoption name Hash value 64"}));
}

void TestCxboardEngine::analysis() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame(xiangqi());
    e->startAnalysis();
    QTRY_COMPARE(thinking.size(), 2);
    QCOMPARE(e->state(), EngineConnection::State::Analyzing);
    e->stopAnalysis();
    QTRY_VERIFY(linesReceived(*e).contains("bestmove h2e2"));
    QCOMPARE(moved.size(), 0); // the analysis' bestmove is not a move played
    QVERIFY(linesSent(*e).contains("go infinite"));
    QVERIFY(linesSent(*e).contains("stop"));
}

void TestCxboardEngine::cancelledSearchIsDiscarded() {
    auto e = startFake({"think-ms=60000", "moves=a9a8,c6c5"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame(xiangqi());
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
    QSignalSpy illegal(e.get(), &EngineConnection::illegalMoveReported);
    e->newGame(xiangqi());
    e->userMove({"h2h3", {}});
    QVERIFY(illegal.wait(5000));
    QCOMPARE(illegal[0][0].toString(), "h2h3");
    QCOMPARE(illegal[0][1].toString(), "not allowed");
}

void TestCxboardEngine::hint() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy hints(e.get(), &EngineConnection::hint);
    e->requestHint();
    QVERIFY(hints.wait(5000));
    QCOMPARE(hints[0][0].toString(), "h2e2");
}

void TestCxboardEngine::crash() {
    auto e = startFake({"crash-on-go"});
    QVERIFY(e);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    e->go();
    QVERIFY(crashed.wait(5000));
    QCOMPARE(e->state(), EngineConnection::State::Finished);
}

void TestCxboardEngine::quitIgnored() {
    EngineConfig c;
    c.timeoutScale = 0.3;
    auto e = startFake({"ignore-quit", "ignore-term"}, &c);
    QVERIFY(e);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
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
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    e->newGame(xiangqi());
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
    QCOMPARE(e->state(), EngineConnection::State::Analyzing);
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
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    e->newGame(xiangqi());
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
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    e->newGame(xiangqi());
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
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    e->newGame(xiangqi());
    e->startAnalysis();
    QTRY_COMPARE(thinking.size(), 2);
    e->userMove({"h2e2", {}});
    QVERIFY(!linesSent(*e).contains("move h2e2")); // waiting for the bestmove
    QTRY_VERIFY(linesSent(*e).contains("move h2e2"));
    QTRY_COMPARE(thinking.size(), 4);
}

QTEST_GUILESS_MAIN(TestCxboardEngine)

void TestCxboardEngine::optionFloodIsBounded() {
    // Issue 14: 3,000 option lines of 64 KB took the GUI to 1.77 GB. At most MaxOptions are
    // kept, each within its limits; the refusals are noted in the transcript.
    auto e = startFake({"spew"});
    QVERIFY(e);
    QVERIFY(spew(*e, "option", 300, 10));
    QCOMPARE(e->options().size(), EngineOption::MaxOptions);
    QVERIFY(notes(*e).contains(QStringLiteral("more than 256 options: option Opt299 refused")));
    QVERIFY(spew(*e, "option", 20, 65000));
    QCOMPARE(e->options().size(), EngineOption::MaxOptions);
    for (const EngineOption& o : e->options())
        QVERIFY(o.withinLimits());
    const QStringList noted = notes(*e); // one list: iterators of two copies never meet
    QVERIFY(std::any_of(noted.cbegin(), noted.cend(), [](const QString& n) {
        return n.startsWith("option refused: malformed, or larger than");
    }));
    qsizetype bytes = 0;
    for (const TranscriptEntry& t : e->transcriptEntries())
        bytes += TranscriptLog::cost(t);
    QVERIFY(bytes <= TranscriptLog::MaxBytes);
}

#include "tst_cxboardengine.moc"

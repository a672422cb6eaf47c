// The UCI and UCCI state machines driven through MemoryTransport, with no process: the test
// is the engine, line by line. Handshake, options, games with clocks, pondering, the
// isready gate after a cancelled search, analysis with MultiPV, exclusion by searchmoves
// and banmoves, a crash in the middle of a search, and the shutdown.

#include "protocol/memorytransport.h"
#include "protocol/ucciengine.h"
#include "tests/protocol/memoryengine.h"

#include <QSignalSpy>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

class TestUciMachines : public QObject {
    Q_OBJECT
private slots:
    void uciHandshake();
    void ucciHandshake();
    void handshakeTimeoutGoesOn();
    void optionsRoundTrip();
    void ucciOptionsRoundTrip();
    void variantsFromOptions();
    void gameWithClocks();
    void ucciGameWithClocks();
    void fairyXiangqiRanks();
    void fixedTimeAndLimits();
    void ponderHit();
    void ponderMiss();
    void stopDiscardsStaleOutput();
    void moveNowPlaysTheBestmove();
    void analysisMultiPv();
    void searchmovesExclusion();
    void banmovesExclusion();
    void ucciProbe();
    void bestmoveExtras();
    void crashMidSearch();
    void shutdown();
    void factory();
};

namespace {

// A UCI engine with the options Stockfish has that matter here, ready.
MemoryTransport* readyUci(UciEngine& e, EngineConfig c = memoryConfig(EngineProtocol::Uci)) {
    MemoryTransport* t = startInMemory(e, c);
    if (!t) return nullptr;
    t->engineSays("id name Memory UCI");
    t->engineSays("option name Ponder type check default false");
    t->engineSays("option name MultiPV type spin default 1 min 1 max 500");
    t->engineSays("option name UCI_AnalyseMode type check default false");
    t->engineSays("uciok");
    t->engineSays("readyok");
    return e.state() == EngineConnection::State::Idle ? t : nullptr;
}

MemoryTransport* readyUcci(UcciEngine& e) {
    MemoryTransport* t = startInMemory(e, memoryConfig(EngineProtocol::Ucci));
    if (!t) return nullptr;
    t->engineSays("id name Memory UCCI");
    t->engineSays("ucciok");
    t->engineSays("readyok");
    return e.state() == EngineConnection::State::Idle ? t : nullptr;
}

GameSetup playing(EngineRole role, const QString& variant = QStringLiteral("normal")) {
    GameSetup g;
    g.variant = variant;
    g.role = role;
    g.timeControl.movesPerSession = 0;
    g.timeControl.baseMs = 60000;
    g.timeControl.incrementMs = 1000;
    return g;
}

} // namespace

void TestUciMachines::uciHandshake() {
    UciEngine e;
    QSignalSpy ready(&e, &EngineConnection::ready);
    QSignalSpy signs(&e, &EngineConnection::handshakeSign);
    EngineConfig c = memoryConfig(EngineProtocol::Uci);
    c.memoryMb = 128;
    c.cores = 2;
    c.initialOptions = {{"Skill Level", "5"}};
    MemoryTransport* t = startInMemory(e, c);
    QVERIFY(t);
    QCOMPARE(t->written(), QStringList{"uci"});
    e.setOption("multipv", "3"); // held until the handshake ends; UCI names ignore case
    t->engineSays("Stockfish 15.1 by the Stockfish developers"); // a banner: ignored
    t->engineSays("id name Memory\x07 UCI");
    t->engineSays("id author Someone");
    t->engineSays("option name Threads type spin default 1 min 1 max 1024");
    t->engineSays("option name Hash type spin default 16 min 1 max 33554432");
    t->engineSays("option name MultiPV type spin default 1 min 1 max 500");
    t->engineSays("option name Skill Level type spin default 20 min 0 max 20");
    QCOMPARE(signs.size(), 0);
    t->engineSays("uciok");
    QCOMPARE(signs.size(), 1);
    QCOMPARE(ready.size(), 0); // isready is still open
    QCOMPARE(since(*t, 1),
             (QStringList{"setoption name Hash value 128", "setoption name Threads value 2",
                          "setoption name Skill Level value 5", "isready"}));
    t->engineSays("readyok");
    QCOMPARE(ready.size(), 1);
    QCOMPARE(e.state(), EngineConnection::State::Idle);
    QCOMPARE(e.name(), "Memory UCI"); // the bell never reaches the name
    QCOMPARE(e.capabilities().author, "Someone");
    QCOMPARE(t->written().last(), "setoption name MultiPV value 3");
    QVERIFY(e.capabilities() & Capability::Exclude);
    QVERIFY(e.capabilities() & Capability::RootMoveList);
    QVERIFY(e.capabilities() & Capability::NumberedLines);
    QCOMPARE(e.capabilities().variants, QStringList{"normal"});
    // Hash and Threads are the options dialog's Hash and Threads rows (CECP's memory, smp).
    QVERIFY(e.capabilities().memory && e.capabilities().smp);
}

void TestUciMachines::ucciHandshake() {
    UcciEngine e;
    QSignalSpy ready(&e, &EngineConnection::ready);
    EngineConfig c = memoryConfig(EngineProtocol::Ucci);
    c.memoryMb = 64;
    c.cores = 4;
    MemoryTransport* t = startInMemory(e, c);
    QVERIFY(t);
    QCOMPARE(t->written(), QStringList{"ucci"});
    // ElephantEye's words: no "name" in its option lines.
    t->engineSays("id name ElephantEye 3.3");
    t->engineSays("option usemillisec type check default false");
    t->engineSays("option hashsize type spin min 16 max 1024 default 16");
    t->engineSays("option threads type spin default 0 min 0 max 32");
    t->engineSays("option idle type combo var none var small var medium var large default none");
    t->engineSays("option newgame type button");
    t->engineSays("ucciok");
    QCOMPARE(since(*t, 1), (QStringList{"setoption hashsize 64", "setoption threads 4",
                                        "setoption usemillisec true", "isready"}));
    t->engineSays("readyok");
    QCOMPARE(ready.size(), 1);
    QCOMPARE(e.name(), "ElephantEye 3.3");
    QCOMPARE(e.options().size(), 5);
    QCOMPARE(e.options()[1].name, "hashsize");
    QCOMPARE(e.options()[1].max, 1024);
    QCOMPARE(e.options()[3].choices, (QStringList{"none", "small", "medium", "large"}));
    QCOMPARE(e.options()[4].type, EngineOption::Type::Button);
    QCOMPARE(e.capabilities().variants, QStringList{"xiangqi"});
    QVERIFY(!(e.capabilities() & Capability::RootMoveList));  // banmoves needs no list
    QVERIFY(e.capabilities().memory && e.capabilities().smp); // hashsize, threads
}

void TestUciMachines::handshakeTimeoutGoesOn() {
    UciEngine e;
    QSignalSpy ready(&e, &EngineConnection::ready);
    EngineConfig c = memoryConfig(EngineProtocol::Uci);
    c.timeoutScale = 0.001; // 10 ms
    MemoryTransport* t = startInMemory(e, c);
    QVERIFY(t);
    t->engineSays("id name Silent");
    // No uciok: going on with what was received (isready), then without the readyok.
    QTRY_COMPARE(t->written(), (QStringList{"uci", "isready"}));
    QTRY_COMPARE(ready.size(), 1);
    QVERIFY(!e.capabilities().memory && !e.capabilities().smp); // no Hash, no Threads
}

void TestUciMachines::optionsRoundTrip() {
    UciEngine e;
    MemoryTransport* t = startInMemory(e, memoryConfig(EngineProtocol::Uci));
    QVERIFY(t);
    t->engineSays("option name Ponder type check default false");
    t->engineSays("option name Hash type spin default 16 min 1 max 1024");
    t->engineSays("option name Style type combo default Normal var Solid var Normal var Risky");
    t->engineSays("option name Clear Hash type button");
    t->engineSays("option name Debug Log File type string default ");
    t->engineSays("option name SyzygyPath type string default <empty>");
    t->engineSays("uciok");
    t->engineSays("readyok");
    QSignalSpy errors(&e, &EngineConnection::errorReported);
    const qsizetype before = t->written().size();
    e.setOption("Ponder", "true");
    e.setOption("Hash", "4096"); // clamped to the maximum
    e.setOption("Style", "risky");
    e.setOption("Clear Hash", "");
    e.setOption("Debug Log File", "/tmp/log file.txt");
    e.setOption("SyzygyPath", "");
    e.setOption("Nope", "1");
    QCOMPARE(since(*t, before),
             (QStringList{"setoption name Ponder value true", "setoption name Hash value 1024",
                          "setoption name Style value Risky", "setoption name Clear Hash",
                          "setoption name Debug Log File value /tmp/log file.txt",
                          "setoption name SyzygyPath value <empty>"}));
    QCOMPARE(errors.size(), 1); // the unknown option
    const QList<EngineOption> o = e.options();
    QCOMPARE(o[0].type, EngineOption::Type::Check);
    QCOMPARE(o[0].value, "1");
    QCOMPARE(o[1].value, "1024");
    QCOMPARE(o[2].choices, (QStringList{"Solid", "Normal", "Risky"}));
    QCOMPARE(o[4].type, EngineOption::Type::String);
    QCOMPARE(o[5].defaultValue, QString());
}

void TestUciMachines::ucciOptionsRoundTrip() {
    UcciEngine e;
    MemoryTransport* t = startInMemory(e, memoryConfig(EngineProtocol::Ucci));
    QVERIFY(t);
    t->engineSays("option usebook type check default true");
    t->engineSays("option bookfiles type string default BOOK.DAT");
    t->engineSays("option newgame type button");
    t->engineSays("ucciok");
    t->engineSays("readyok");
    const qsizetype before = t->written().size();
    e.setOption("usebook", "false");
    e.setOption("bookfiles", "other.dat");
    e.setOption("newgame", "");
    QCOMPARE(since(*t, before),
             (QStringList{"setoption usebook false", "setoption bookfiles other.dat",
                          "setoption newgame"}));
}

void TestUciMachines::variantsFromOptions() {
    UciEngine e;
    MemoryTransport* t = startInMemory(e, memoryConfig(EngineProtocol::Uci));
    QVERIFY(t);
    // Fairy-Stockfish's option, shortened.
    t->engineSays("option name UCI_Chess960 type check default false");
    t->engineSays(
        "option name UCI_Variant type combo default chess var chess var shogi var xiangqi");
    t->engineSays("uciok");
    t->engineSays("readyok");
    QCOMPARE(e.capabilities().variants,
             (QStringList{"normal", "shogi", "xiangqi", "fischerandom"}));
    QSignalSpy errors(&e, &EngineConnection::errorReported);
    qsizetype before = t->written().size();
    e.newGame(playing(EngineRole::Force, "xiangqi"));
    QCOMPARE(since(*t, before),
             (QStringList{"setoption name UCI_Variant value xiangqi", "ucinewgame", "isready"}));
    before = t->written().size();
    e.newGame(playing(EngineRole::Force, "fischerandom"));
    QCOMPARE(since(*t, before),
             (QStringList{"setoption name UCI_Chess960 value true",
                          "setoption name UCI_Variant value chess", "ucinewgame", "isready"}));
    before = t->written().size();
    e.newGame(playing(EngineRole::Force, "normal"));
    QCOMPARE(since(*t, before),
             (QStringList{"setoption name UCI_Chess960 value false", "ucinewgame", "isready"}));
    QCOMPARE(errors.size(), 0);
    e.newGame(playing(EngineRole::Force, "crazyhouse"));
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors[0][0].toString(), "variant not supported");
}

void TestUciMachines::gameWithClocks() {
    UciEngine e;
    MemoryTransport* t = readyUci(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    e.newGame(playing(EngineRole::PlayBlack));
    QCOMPARE(e.state(), EngineConnection::State::Idle);
    qsizetype before = t->written().size();
    e.setTime(60000, 50000);
    e.userMove({"e2e4", {}});
    QCOMPARE(since(*t, before), (QStringList{"position startpos moves e2e4",
                                             "go wtime 50000 btime 60000 winc 1000 binc 1000"}));
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    t->engineSays("bestmove e7e5 ponder g1f3");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "e7e5");
    QCOMPARE(e.state(), EngineConnection::State::Idle); // pondering is off
    t->engineSays("bestmove d7d5");                     // not its turn any more
    QCOMPARE(moved.size(), 1);
    before = t->written().size();
    e.setTime(59000, 49000);
    e.userMove({"g1f3", {}});
    QCOMPARE(since(*t, before), (QStringList{"position startpos moves e2e4 e7e5 g1f3",
                                             "go wtime 49000 btime 59000 winc 1000 binc 1000"}));
    // A game from a FEN with moves, and a classical clock: movestogo.
    GameSetup g = playing(EngineRole::PlayWhite);
    g.fen = "4k3/8/8/8/8/8/8/4K2R b K - 0 1";
    g.moves = {{"e8d8", {}}};
    g.timeControl.movesPerSession = 40;
    g.timeControl.incrementMs = 0;
    e.newGame(g);
    before = t->written().size();
    e.setTime(30000, 20000);
    e.go();
    QCOMPARE(since(*t, before),
             (QStringList{"position fen 4k3/8/8/8/8/8/8/4K2R b K - 0 1 moves e8d8",
                          "go wtime 30000 btime 20000 movestogo 40"}));
}

void TestUciMachines::ucciGameWithClocks() {
    UcciEngine e;
    MemoryTransport* t = readyUcci(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    e.newGame(playing(EngineRole::PlayBlack, "xiangqi"));
    const qsizetype before = t->written().size();
    e.setTime(60000, 50000);
    e.userMove({"h2e2", {}});
    // UCCI's clocks are the side to move's (Black's, the engine's) and the other's.
    QCOMPARE(since(*t, before),
             (QStringList{"position startpos moves h2e2",
                          "go time 60000 opptime 50000 increment 1000 oppincrement 1000"}));
    t->engineSays("bestmove h9g7 ponder h0g2");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "h9g7");
}

void TestUciMachines::fairyXiangqiRanks() {
    // Fairy-Stockfish (it has UCI_Variant) counts xiangqi's ranks from 1 in UCI.
    UciEngine e;
    MemoryTransport* t = startInMemory(e, memoryConfig(EngineProtocol::Uci));
    QVERIFY(t);
    t->engineSays("option name UCI_Variant type combo default chess var chess var xiangqi");
    t->engineSays("uciok");
    t->engineSays("readyok");
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    QSignalSpy thought(&e, &EngineConnection::thinking);
    GameSetup g = playing(EngineRole::PlayBlack, "xiangqi");
    g.ponder = true;
    e.newGame(g);
    t->engineSays("readyok");
    const qsizetype before = t->written().size();
    e.userMove({"h2e2", {}});
    QCOMPARE(since(*t, before), (QStringList{"position startpos moves h3e3", "go"}));
    t->engineSays("info depth 3 score cp 20 pv h10g8 h1g3 a10a9");
    QCOMPARE(thought.size(), 1);
    QCOMPARE(thought[0][0].value<ThinkingLine>().pv, (QStringList{"h9g7", "h0g2", "a9a8"}));
    QCOMPARE(thought[0][0].value<ThinkingLine>().pvText, "h9g7 h0g2 a9a8");
    t->engineSays("bestmove h10g8 ponder h1g3");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "h9g7");
    QCOMPARE(t->written().at(t->written().size() - 2), "position startpos moves h3e3 h10g8 h1g3");
    e.userMove({"h0g2", {}}); // the move it pondered on
    QCOMPARE(t->written().last(), "ponderhit");
    // Chess on the same engine: no shift.
    e.newGame(playing(EngineRole::PlayBlack));
    e.userMove({"e2e4", {}});
    QCOMPARE(t->written().at(t->written().size() - 2), "position startpos moves e2e4");
}

void TestUciMachines::fixedTimeAndLimits() {
    TimeControl tc;
    tc.fixedMoveMs = 2000;
    tc.maxDepth = 12;
    tc.maxNodes = 100000;
    tc.mateMoves = 3;
    QCOMPARE(uci::goArguments(uci::Dialect::Uci, tc, {}, false),
             "movetime 2000 depth 12 nodes 100000 mate 3");
    QCOMPARE(uci::goArguments(uci::Dialect::Ucci, tc, {}, false),
             "time 2000 movestogo 1 depth 12 nodes 100000");
    TimeControl infinite;
    infinite.infinite = true;
    QCOMPARE(uci::goArguments(uci::Dialect::Uci, infinite, {}, false, {"e2e4", "d2d4"}),
             "infinite searchmoves e2e4 d2d4");
    TimeControl classical; // 40 moves in 5 minutes
    uci::GoClocks clocks{10000, 20000, false, 7};
    QCOMPARE(uci::goArguments(uci::Dialect::Uci, classical, clocks, true),
             "ponder wtime 10000 btime 20000 movestogo 7");
    QCOMPARE(uci::goArguments(uci::Dialect::Ucci, classical, clocks, false),
             "time 20000 opptime 10000 movestogo 7");
    QCOMPARE(uci::positionCommand({}, {}), "position startpos");
}

void TestUciMachines::ponderHit() {
    UciEngine e;
    MemoryTransport* t = readyUci(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    GameSetup g = playing(EngineRole::PlayWhite);
    g.ponder = true;
    qsizetype before = t->written().size();
    e.newGame(g);
    QCOMPARE(since(*t, before),
             (QStringList{"setoption name Ponder value true", "ucinewgame", "isready"}));
    e.setTime(60000, 60000);
    e.go();
    before = t->written().size();
    t->engineSays("bestmove e2e4 ponder e7e5");
    QCOMPARE(moved.size(), 1);
    // On the reply it expects, with its clock less what the search took.
    const QStringList ponder = since(*t, before);
    QCOMPARE(ponder.size(), 2);
    QCOMPARE(ponder[0], "position startpos moves e2e4 e7e5");
    QVERIFY2(ponder[1].startsWith("go ponder wtime ") &&
                 ponder[1].endsWith(" btime 60000 winc 1000 binc 1000"),
             qPrintable(ponder[1]));
    QCOMPARE(e.state(), EngineConnection::State::Pondering);
    t->engineSays("info depth 9 score cp 30 pv g1f3 b8c6"); // pondering output is shown
    before = t->written().size();
    e.userMove({"e7e5", {}});
    QCOMPARE(since(*t, before), QStringList{"ponderhit"});
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    t->engineSays("bestmove g1f3 ponder b8c6");
    QCOMPARE(moved.size(), 2);
    QCOMPARE(moved[1][0].toString(), "g1f3");
    QCOMPARE(e.state(), EngineConnection::State::Pondering);
    QCOMPARE(t->written().at(t->written().size() - 2),
             "position startpos moves e2e4 e7e5 g1f3 b8c6");
    // Pondering switched off: the ponder search is stopped.
    before = t->written().size();
    e.setPonder(false);
    QCOMPARE(since(*t, before),
             (QStringList{"stop", "isready", "setoption name Ponder value false"}));
    QCOMPARE(e.state(), EngineConnection::State::Idle);
}

void TestUciMachines::ponderMiss() {
    UciEngine e;
    MemoryTransport* t = readyUci(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    QSignalSpy thought(&e, &EngineConnection::thinking);
    GameSetup g = playing(EngineRole::PlayWhite);
    g.ponder = true;
    e.newGame(g);
    t->engineSays("readyok"); // the ucinewgame's isready
    e.go();
    t->engineSays("bestmove e2e4 ponder e7e5");
    QCOMPARE(e.state(), EngineConnection::State::Pondering);
    qsizetype before = t->written().size();
    e.setTime(50000, 50000);
    e.userMove({"c7c5", {}});
    QCOMPARE(since(*t, before), (QStringList{"stop", "isready", "position startpos moves e2e4 c7c5",
                                             "go wtime 50000 btime 50000 winc 1000 binc 1000"}));
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    // The ponder search's last words and its bestmove are dropped.
    t->engineSays("info depth 12 score cp 40 pv g1f3 b8c6");
    t->engineSays("bestmove g1f3 ponder b8c6");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(thought.size(), 0);
    t->engineSays("readyok");
    t->engineSays("info depth 3 score cp 20 pv g1f3");
    t->engineSays("bestmove g1f3");
    QCOMPARE(thought.size(), 1);
    QCOMPARE(moved.size(), 2);
    QCOMPARE(moved[1][0].toString(), "g1f3");
}

void TestUciMachines::stopDiscardsStaleOutput() {
    UciEngine e;
    MemoryTransport* t = readyUci(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    QSignalSpy thought(&e, &EngineConnection::thinking);
    e.newGame(playing(EngineRole::PlayWhite));
    t->engineSays("readyok");
    e.go();
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    qsizetype before = t->written().size();
    e.force(); // the search is abandoned: isready marks where its output ends
    QCOMPARE(since(*t, before), (QStringList{"stop", "isready"}));
    QVERIFY(e.pendingPing() > 0);
    e.go();
    // The abandoned search still talks before the engine reads isready...
    t->engineSays("info depth 5 score cp 20 pv e2e4 e7e5");
    QCOMPARE(thought.size(), 0);
    // ... and an engine may answer isready before the stopped search's bestmove (isready
    // is answered at once, the search ends on its own thread): still dropped.
    t->engineSays("readyok");
    QCOMPARE(e.pendingPing(), 0);
    t->engineSays("info depth 6 score cp 20 pv e2e4 e7e5");
    t->engineSays("bestmove e2e4");
    QCOMPARE(moved.size(), 0);
    QCOMPARE(thought.size(), 0);
    t->engineSays("info depth 1 multipv 1 score mate 3 pv d2d4");
    t->engineSays("bestmove d2d4");
    QCOMPARE(thought.size(), 1);
    QCOMPARE(thought[0][0].value<ThinkingLine>().scoreKind, ThinkingLine::ScoreKind::Mate);
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "d2d4");
}

void TestUciMachines::moveNowPlaysTheBestmove() {
    UciEngine e;
    MemoryTransport* t = readyUci(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    e.newGame(playing(EngineRole::PlayWhite));
    e.go();
    e.moveNow();
    QCOMPARE(t->written().last(), "stop");
    t->engineSays("bestmove c2c4");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "c2c4");
}

void TestUciMachines::analysisMultiPv() {
    UciEngine e;
    MemoryTransport* t = readyUci(e);
    QVERIFY(t);
    QSignalSpy thought(&e, &EngineConnection::thinking);
    QSignalSpy progress(&e, &EngineConnection::searchProgress);
    QSignalSpy remarks(&e, &EngineConnection::tellOthers);
    QSignalSpy messages(&e, &EngineConnection::tellUser);
    e.newGame(playing(EngineRole::Force));
    // The Lines count of the analysis is the MultiPV option (AnalysisController sets it).
    e.setOption("MultiPV", "3");
    qsizetype before = t->written().size();
    e.startAnalysis();
    QCOMPARE(since(*t, before), (QStringList{"setoption name UCI_AnalyseMode value true",
                                             "position startpos", "go infinite"}));
    QCOMPARE(e.state(), EngineConnection::State::Analyzing);
    t->engineSays("info depth 10 seldepth 14 multipv 1 score cp 35 wdl 120 800 80 nodes 5000 "
                  "nps 100000 hashfull 12 tbhits 0 time 50 pv e2e4 e7e5 g1f3");
    t->engineSays("info depth 10 seldepth 13 multipv 2 score cp 30 lowerbound nodes 5000 "
                  "time 50 pv d2d4 d7d5");
    t->engineSays("info depth 10 seldepth 12 multipv 3 score mate -4 upperbound nodes 5000 "
                  "time 50 pv f2f3");
    t->engineSays("info depth 10 currmove g1f3 currmovenumber 3");
    t->engineSays("info string NNUE evaluation using nn-ad9b42354671.nnue enabled");
    QCOMPARE(thought.size(), 3);
    const ThinkingLine l1 = thought[0][0].value<ThinkingLine>();
    QCOMPARE(l1.multipv, 1);
    QCOMPARE(l1.depth, 10);
    QCOMPARE(l1.seldepth, 14);
    QCOMPARE(l1.score, 35);
    QCOMPARE(l1.wdlWin, 120);
    QCOMPARE(l1.wdlDraw, 800);
    QCOMPARE(l1.wdlLoss, 80);
    QCOMPARE(l1.nps, 100000);
    QCOMPARE(l1.pv, (QStringList{"e2e4", "e7e5", "g1f3"}));
    const ThinkingLine l2 = thought[1][0].value<ThinkingLine>();
    QCOMPARE(l2.multipv, 2);
    QCOMPARE(l2.bound, ThinkingLine::Bound::Lower);
    const ThinkingLine l3 = thought[2][0].value<ThinkingLine>();
    QCOMPARE(l3.multipv, 3);
    QCOMPARE(l3.scoreKind, ThinkingLine::ScoreKind::Mate);
    QCOMPARE(l3.score, -4);
    QCOMPARE(l3.bound, ThinkingLine::Bound::Upper);
    // info string: a remark for the log and the message line, not a message box.
    QCOMPARE(remarks.size(), 1);
    QCOMPARE(remarks[0][0].toString(), "NNUE evaluation using nn-ad9b42354671.nnue enabled");
    QCOMPARE(messages.size(), 0);
    QCOMPARE(progress.size(), 1);
    QCOMPARE(progress[0][0].value<SearchProgress>().currentMove, "g1f3");
    QCOMPARE(progress[0][0].value<SearchProgress>().currentMoveNumber, 3);
    // A move while analysing: the search restarts on the new position.
    before = t->written().size();
    e.userMove({"e2e4", {}});
    QCOMPARE(since(*t, before),
             (QStringList{"stop", "isready", "position startpos moves e2e4", "go infinite"}));
    t->engineSays("bestmove e2e4"); // the stopped search's
    before = t->written().size();
    e.stopAnalysis();
    QCOMPARE(since(*t, before), (QStringList{"stop", "isready"}));
    QCOMPARE(e.state(), EngineConnection::State::Idle);
}

void TestUciMachines::searchmovesExclusion() {
    UciEngine e;
    MemoryTransport* t = readyUci(e);
    QVERIFY(t);
    QSignalSpy errors(&e, &EngineConnection::errorReported);
    e.newGame(playing(EngineRole::Force));
    e.startAnalysis();
    e.excludeMove({"e2e4", {}}); // no root moves yet
    QCOMPARE(errors.size(), 1);
    e.setRootMoves({{"e2e4", {}}, {"d2d4", {}}, {"g1f3", {}}});
    qsizetype before = t->written().size();
    e.excludeMove({"e2e4", {}});
    QCOMPARE(since(*t, before), (QStringList{"stop", "isready", "position startpos",
                                             "go infinite searchmoves d2d4 g1f3"}));
    e.excludeMove({"a2a3", {}}); // not a root move: nothing to do
    e.excludeMove({"d2d4", {}});
    e.excludeMove({"g1f3", {}});
    // Everything excluded: the engine waits.
    QCOMPARE(t->written().last(), "isready");
    QCOMPARE(e.state(), EngineConnection::State::Analyzing);
    before = t->written().size();
    e.includeMove({"g1f3", {}});
    QCOMPARE(since(*t, before), (QStringList{"position startpos", "go infinite searchmoves g1f3"}));
    before = t->written().size();
    e.includeAll();
    QCOMPARE(since(*t, before),
             (QStringList{"stop", "isready", "position startpos", "go infinite"}));
}

void TestUciMachines::banmovesExclusion() {
    UcciEngine e;
    MemoryTransport* t = readyUcci(e);
    QVERIFY(t);
    e.newGame(playing(EngineRole::Force, "xiangqi"));
    qsizetype before = t->written().size();
    e.startAnalysis();
    QCOMPARE(since(*t, before), (QStringList{"position startpos", "go infinite"}));
    before = t->written().size();
    e.excludeMove({"h2e2", {}}); // UCCI bans moves: no root move list needed
    e.excludeMove({"b2e2", {}});
    QCOMPARE(
        since(*t, before),
        (QStringList{"stop", "isready", "position startpos", "banmoves h2e2", "go infinite", "stop",
                     "isready", "position startpos", "banmoves h2e2 b2e2", "go infinite"}));
    before = t->written().size();
    e.includeMove({"h2e2", {}});
    QCOMPARE(since(*t, before),
             (QStringList{"stop", "isready", "position startpos", "banmoves b2e2", "go infinite"}));
}

void TestUciMachines::ucciProbe() {
    UcciEngine e;
    MemoryTransport* t = readyUcci(e);
    QVERIFY(t);
    QSignalSpy thought(&e, &EngineConnection::thinking);
    e.newGame(playing(EngineRole::Force, "xiangqi"));
    e.userMove({"h2e2", {}});
    e.requestStatus();
    QCOMPARE(t->written().last(), "probe startpos moves h2e2");
    t->engineSays("pophash bestmove h9g7 lowerbound 12 depth 8 upperbound 40 depth 6");
    QCOMPARE(thought.size(), 1);
    const ThinkingLine l = thought[0][0].value<ThinkingLine>();
    QCOMPARE(l.pv, QStringList{"h9g7"});
    QCOMPARE(l.depth, 8);
    QCOMPARE(l.score, 12);
    QCOMPARE(l.bound, ThinkingLine::Bound::Lower);
    t->engineSays("pophash"); // nothing known: nothing shown
    QCOMPARE(thought.size(), 1);
}

void TestUciMachines::bestmoveExtras() {
    UcciEngine e;
    MemoryTransport* t = readyUcci(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    QSignalSpy draw(&e, &EngineConnection::drawOffered);
    QSignalSpy resigned(&e, &EngineConnection::resigned);
    e.newGame(playing(EngineRole::PlayWhite, "xiangqi"));
    e.go();
    t->engineSays("bestmove h2e2 draw");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(draw.size(), 1);
    e.userMove({"h9g7", {}});
    t->engineSays("bestmove b0c2 resign");
    QCOMPARE(resigned.size(), 1);
    QCOMPARE(moved.size(), 1);
    e.go();
    t->engineSays("nobestmove");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(e.state(), EngineConnection::State::Idle);
}

void TestUciMachines::crashMidSearch() {
    UciEngine e;
    MemoryTransport* t = readyUci(e);
    QVERIFY(t);
    QSignalSpy crashed(&e, &EngineConnection::crashed);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    e.newGame(playing(EngineRole::PlayWhite));
    e.setOption("MultiPV", "2"); // held: the engine is thinking about its move
    e.go();
    e.setOption("MultiPV", "3");
    QVERIFY(!t->written().contains("setoption name MultiPV value 3"));
    t->engineDies(QStringLiteral("killed by signal 11"));
    QVERIFY(crashed.wait(1000));
    QCOMPARE(crashed[0][0].value<CrashInfo>().reason, "killed by signal 11");
    QCOMPARE(e.state(), EngineConnection::State::Finished);
    QCOMPARE(moved.size(), 0);
    // A dead engine takes nothing more.
    const qsizetype before = t->written().size();
    e.go();
    e.userMove({"e2e4", {}});
    QCOMPARE(t->written().size(), before);
}

void TestUciMachines::shutdown() {
    for (const EngineProtocol p : {EngineProtocol::Uci, EngineProtocol::Ucci}) {
        std::unique_ptr<UciEngine> e(p == EngineProtocol::Uci ? new UciEngine : new UcciEngine);
        MemoryTransport* t =
            p == EngineProtocol::Uci ? readyUci(*e) : readyUcci(static_cast<UcciEngine&>(*e));
        QVERIFY(t);
        QSignalSpy finished(e.get(), &EngineConnection::finished);
        e->newGame(playing(EngineRole::Force, p == EngineProtocol::Uci ? "normal" : "xiangqi"));
        e->startAnalysis();
        e->quit();
        QCOMPARE(e->state(), EngineConnection::State::Stopping);
        QCOMPARE(t->written().last(), "quit");
        t->engineSays("bye");
        QVERIFY(finished.wait(1000));
        QCOMPARE(e->state(), EngineConnection::State::Finished);
        QVERIFY(!t->isOpen());
    }
}

void TestUciMachines::factory() {
    std::unique_ptr<EngineConnection> uci(EngineConnection::create(EngineProtocol::Uci));
    std::unique_ptr<EngineConnection> ucci(EngineConnection::create(EngineProtocol::Ucci));
    QVERIFY(dynamic_cast<UciEngine*>(uci.get()));
    QVERIFY(!dynamic_cast<UcciEngine*>(uci.get()));
    QVERIFY(dynamic_cast<UcciEngine*>(ucci.get()));
}

QTEST_GUILESS_MAIN(TestUciMachines)
#include "tst_ucimachines.moc"

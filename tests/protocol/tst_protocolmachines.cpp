// The CECP and CXBoard state machines driven through MemoryTransport, with no process: the
// test is the engine, line by line. Handshake, a move, ping-gated discard of a cancelled
// search's output, and the shutdown. Process-level faults stay with the fake engine.

#include "protocol/cecpengine.h"
#include "protocol/cxboardengine.h"
#include "protocol/memorytransport.h"
#include "tests/protocol/memoryengine.h"

#include <QSignalSpy>
#include <QTest>

using namespace tabiya;

class TestProtocolMachines : public QObject {
    Q_OBJECT
private slots:
    void cecpHandshake();
    void cecpMove();
    void cecpCancelledSearchIsDiscardedUntilPong();
    void cecpShutdown();
    void cxboardHandshake();
    void cxboardMove();
    void cxboardCancelledSearchIsDiscarded();
    void cxboardEngineDrivenForceWaitsForReadyOk();
    void cxboardShutdown();
    void capabilities();
    void typedSignals();
    void refusalBeforePongIsStale();
    void lateFeaturesAfterARefusedMove();
    void refusedMoveIsNotReplayed();
};

namespace {

// Starts engine over a MemoryTransport speaking protocol (CXBoard: engine-driven or not).
MemoryTransport* startInMemory(ProtocolEngine& engine,
                               EngineProtocol protocol = EngineProtocol::Cecp,
                               bool driven = false) {
    EngineConfig c;
    c.program = QStringLiteral("in-memory");
    c.protocol = protocol;
    c.cxboardEngineDriven = driven;
    return tabiya::test::startInMemory(engine, c);
}

MemoryTransport* readyCecp(CecpEngine& e) {
    MemoryTransport* t = startInMemory(e);
    if (!t) return nullptr;
    t->engineSays("feature myname=\"Memory 1\" ping=1 setboard=1 usermove=1 playother=1");
    t->engineSays("feature done=1");
    return e.state() == EngineConnection::State::Idle ? t : nullptr;
}

MemoryTransport* readyCxboard(CxboardEngine& e, bool driven = false) {
    MemoryTransport* t = startInMemory(e, EngineProtocol::Cxboard, driven);
    if (!t) return nullptr;
    t->engineSays("id name Memory CX");
    t->engineSays("cxboardok");
    t->engineSays("readyok");
    return e.state() == EngineConnection::State::Idle ? t : nullptr;
}

// An engine that says nothing within the handshake's wait (cut to 100 ms): "version 1",
// whose features may still come. Nothing when it did not get that far.
MemoryTransport* startWithoutFeatures(CecpEngine& e) {
    EngineConfig c = tabiya::test::memoryConfig(EngineProtocol::Cecp);
    c.timeoutScale = 0.05;
    MemoryTransport* t = tabiya::test::startInMemory(e, c);
    if (!t || !QTest::qWaitFor([&] { return e.state() == EngineConnection::State::Idle; }))
        return nullptr;
    return t;
}

// White to move, rooks on the d-file (Rd2-d8 is legal, Rd1-d3 is not).
const QString RooksFen = QStringLiteral("r5k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1");

GameSetup playing(EngineRole role, const QString& variant = QStringLiteral("normal")) {
    GameSetup g;
    g.variant = variant;
    g.role = role;
    return g;
}

} // namespace

void TestProtocolMachines::cecpHandshake() {
    CecpEngine e;
    QSignalSpy ready(&e, &EngineConnection::ready);
    MemoryTransport* t = startInMemory(e);
    QVERIFY(t);
    QCOMPARE(t->written(), (QStringList{"xboard", "protover 2"}));
    e.setOption("Hash", "64"); // held until the handshake ends
    t->engineSays("feature myname=\"Memory 1\" ping=1 xedit=1");
    t->engineSays("feature option=\"Hash -spin 16 1 1024\"");
    QCOMPARE(ready.size(), 0);
    t->engineSays("feature done=1");
    QCOMPARE(ready.size(), 1);
    QCOMPARE(e.state(), EngineConnection::State::Idle);
    QCOMPARE(e.name(), "Memory 1");
    QVERIFY(e.capabilities().ping);
    QCOMPARE(e.capabilities().protocolVersion, 2);
    QCOMPARE(tabiya::test::since(*t, 2),
             (QStringList{"accepted myname", "accepted ping", "rejected xedit", "accepted option",
                          "accepted done", "option Hash=64"}));
}

void TestProtocolMachines::cecpMove() {
    CecpEngine e;
    MemoryTransport* t = readyCecp(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    e.newGame(playing(EngineRole::PlayBlack));
    QVERIFY(e.pendingPing() > 0);
    t->engineSays(QStringLiteral("pong %1").arg(e.pendingPing()));
    QCOMPARE(e.pendingPing(), 0);
    QVERIFY(t->written().contains("playother"));
    const qsizetype before = t->written().size();
    e.setTime(60000, 50000);
    e.userMove({"e2e4", {}});
    QCOMPARE(tabiya::test::since(*t, before),
             (QStringList{"time 6000", "otim 5000", "usermove e2e4"}));
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    t->engineSays("move e7e5");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "e7e5");
    QCOMPARE(e.state(), EngineConnection::State::Idle);
    t->engineSays("move d7d5"); // not its turn any more
    QCOMPARE(moved.size(), 1);
}

void TestProtocolMachines::cecpCancelledSearchIsDiscardedUntilPong() {
    CecpEngine e;
    MemoryTransport* t = readyCecp(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    QSignalSpy thought(&e, &EngineConnection::thinking);
    e.newGame(playing(EngineRole::PlayWhite));
    t->engineSays(QStringLiteral("pong %1").arg(e.pendingPing()));
    e.go();
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    e.force(); // the search is abandoned: a ping marks where its output ends
    const int ping = e.pendingPing();
    QVERIFY(ping > 0);
    QCOMPARE(t->written().last(), QStringLiteral("ping %1").arg(ping));
    e.go();
    // The abandoned search still talks and moves before the engine reads the ping.
    t->engineSays("5 20 100 12345 e2e4 e7e5");
    t->engineSays("move e2e4");
    QCOMPARE(thought.size(), 0);
    QCOMPARE(moved.size(), 0);
    t->engineSays(QStringLiteral("pong %1").arg(ping - 1)); // an older pong ends nothing
    t->engineSays("move e2e4");
    QCOMPARE(moved.size(), 0);
    t->engineSays(QStringLiteral("pong %1").arg(ping));
    QCOMPARE(e.pendingPing(), 0);
    t->engineSays("6 25 100 23456 d2d4 d7d5");
    t->engineSays("move d2d4");
    QCOMPARE(thought.size(), 1);
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "d2d4");
}

void TestProtocolMachines::cecpShutdown() {
    CecpEngine e;
    MemoryTransport* t = readyCecp(e);
    QVERIFY(t);
    QSignalSpy finished(&e, &EngineConnection::finished);
    e.newGame(playing(EngineRole::Force));
    e.startAnalysis();
    QCOMPARE(e.state(), EngineConnection::State::Analyzing);
    e.quit();
    QCOMPARE(e.state(), EngineConnection::State::Stopping);
    QCOMPARE(t->written().mid(t->written().size() - 2), (QStringList{"exit", "quit"}));
    QVERIFY(finished.wait(1000));
    QCOMPARE(e.state(), EngineConnection::State::Finished);
    QVERIFY(!t->isOpen());
}

void TestProtocolMachines::cxboardHandshake() {
    CxboardEngine e;
    QSignalSpy ready(&e, &EngineConnection::ready);
    MemoryTransport* t = startInMemory(e, EngineProtocol::Cxboard);
    QVERIFY(t);
    QCOMPARE(t->written(), QStringList{"cxboard 1"});
    e.setOption("null move", "false"); // held; CXBoard's names ignore case
    t->engineSays("id name Memory CX");
    t->engineSays("option name Null Move type check default true");
    t->engineSays("cxboardok");
    QCOMPARE(ready.size(), 0); // isready is still open
    t->engineSays("readyok");
    QCOMPARE(ready.size(), 1);
    QCOMPARE(e.name(), "Memory CX");
    QCOMPARE(tabiya::test::since(*t, 1),
             (QStringList{"force", "isready", "setoption name Null Move value false"}));
}

void TestProtocolMachines::cxboardMove() {
    CxboardEngine e;
    MemoryTransport* t = readyCxboard(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    e.newGame(playing(EngineRole::PlayBlack, "xiangqi"));
    const qsizetype before = t->written().size();
    e.userMove({"h2e2", {}});
    QCOMPARE(tabiya::test::since(*t, before), (QStringList{"move h2e2", "go"}));
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    t->engineSays("bestmove h9g7");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "h9g7");
    QCOMPARE(t->written().last(), "move h9g7"); // forced mode: told back to the engine
}

void TestProtocolMachines::cxboardCancelledSearchIsDiscarded() {
    CxboardEngine e;
    MemoryTransport* t = readyCxboard(e);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    e.newGame(playing(EngineRole::PlayWhite, "xiangqi"));
    e.go();
    e.force(); // "stop": its bestmove belongs to the abandoned search
    QCOMPARE(t->written().last(), "stop");
    const qsizetype before = t->written().size();
    e.go(); // held behind the stop until its bestmove
    QCOMPARE(t->written().size(), before);
    t->engineSays("bestmove a9a8");
    QCOMPARE(moved.size(), 0);
    QCOMPARE(tabiya::test::since(*t, before), QStringList{"go"});
    t->engineSays("bestmove c6c5");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "c6c5");
}

void TestProtocolMachines::cxboardEngineDrivenForceWaitsForReadyOk() {
    // In play mode force ends the search; isready is the ping whose readyok ends the
    // discard of what the engine printed before reading force.
    CxboardEngine e;
    MemoryTransport* t = readyCxboard(e, true);
    QVERIFY(t);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    QSignalSpy thought(&e, &EngineConnection::thinking);
    e.newGame(playing(EngineRole::PlayWhite, "xiangqi"));
    e.go();
    QCOMPARE(t->written().last(), "playcurrent");
    e.force();
    QCOMPARE(t->written().mid(t->written().size() - 2), (QStringList{"force", "isready"}));
    QVERIFY(e.pendingPing() > 0);
    t->engineSays("info depth 3 score 20 time 10 nodes 100 pv h2e2");
    t->engineSays("move h2e2");
    QCOMPARE(thought.size(), 0);
    QCOMPARE(moved.size(), 0);
    t->engineSays("readyok");
    QCOMPARE(e.pendingPing(), 0);
    e.go();
    t->engineSays("info depth 3 score 20 time 10 nodes 100 pv b2e2");
    t->engineSays("move b2e2");
    QCOMPARE(thought.size(), 1);
    QCOMPARE(moved.size(), 1);
}

void TestProtocolMachines::cxboardShutdown() {
    CxboardEngine e;
    MemoryTransport* t = readyCxboard(e);
    QVERIFY(t);
    QSignalSpy finished(&e, &EngineConnection::finished);
    e.newGame(playing(EngineRole::PlayWhite, "xiangqi"));
    e.go();
    e.force(); // a stop is out: lines after it would wait for its bestmove
    e.go();
    e.quit(); // but quit goes out at once, and the held lines never do
    QCOMPARE(t->written().last(), "quit");
    QVERIFY(!t->written().mid(t->written().lastIndexOf("stop")).contains("go"));
    QVERIFY(finished.wait(1000));
    QCOMPARE(e.state(), EngineConnection::State::Finished);
}

void TestProtocolMachines::capabilities() {
    // What the layers above may ask each dialect for, as flags.
    CecpEngine cecp;
    MemoryTransport* t = startInMemory(cecp);
    QVERIFY(t);
    t->engineSays("feature exclude=1 analyze=1 setscore=0 done=1");
    const EngineCapabilities& c = cecp.capabilities();
    QVERIFY(c & Capability::Analyze);
    QVERIFY(c & Capability::Exclude);
    QVERIFY(!(c & Capability::SetScore));
    QVERIFY(c & Capability::Book);
    QVERIFY(c & Capability::PolledStatus);
    QVERIFY(!(c & Capability::RootMoveList));
    QVERIFY(!(c & Capability::NumberedLines));
    // Asked anyway: an error, and nothing sent.
    QSignalSpy errors(&cecp, &EngineConnection::errorReported);
    const qsizetype before = t->written().size();
    cecp.setRootMoves({{"e2e4", {}}});
    cecp.setScore(10, 2);
    QCOMPARE(errors.size(), 2);
    QCOMPARE(t->written().size(), before);

    CxboardEngine cx;
    QVERIFY(readyCxboard(cx));
    const EngineCapabilities& x = cx.capabilities();
    QVERIFY(x & Capability::Analyze);
    QVERIFY(x & Capability::Exclude);
    QVERIFY(x & Capability::RootMoveList);
    QVERIFY(x & Capability::NumberedLines);
    QVERIFY(!(x & Capability::Book));
    QVERIFY(!(x & Capability::PolledStatus));
    QVERIFY(!(x & Capability::Highlight));
}

void TestProtocolMachines::refusalBeforePongIsStale() {
    // GNU Chess, its features late, refused a move sent before the position went again by
    // setboard; that refusal came after the move was sent afresh and must not undo it.
    CecpEngine e;
    MemoryTransport* t = startInMemory(e);
    QVERIFY(t);
    t->engineSays("feature ping=1 usermove=1 done=1");
    QSignalSpy refused(&e, &EngineConnection::moveRefused);
    e.newGame(playing(EngineRole::Force));
    e.userMove({"e2e4", {}});
    const int ping = e.pendingPing();
    QVERIFY(ping > 0);
    t->engineSays("Illegal move: e2e4"); // before the pong: about the last game
    QCOMPARE(refused.size(), 0);
    t->engineSays(QStringLiteral("pong %1").arg(ping));
    t->engineSays("Illegal move: e2e4"); // after it: about this move
    QCOMPARE(refused.size(), 1);
}

void TestProtocolMachines::lateFeaturesAfterARefusedMove() {
    // GNU Chess on a loaded machine, seen in CI: its features come after the handshake, so
    // the position went by edit, which it does not know; it refuses the opponent's move
    // ("Illegal move: d2d8", in its start position) before its done=1. That refusal must
    // not take the move back or stop the engine: at done=1 the position goes by setboard
    // with the move, and the engine, on move as Black, is told to go.
    CecpEngine e;
    MemoryTransport* t = startWithoutFeatures(e);
    QVERIFY(t);
    QCOMPARE(e.capabilities().protocolVersion, 1);
    GameSetup g = playing(EngineRole::PlayBlack);
    g.fen = RooksFen;
    e.newGame(g);
    e.setTime(3000, 3000);
    QVERIFY(t->written().contains("edit"));
    QSignalSpy refused(&e, &EngineConnection::moveRefused);
    QSignalSpy moved(&e, &EngineConnection::moveMade);
    t->engineSays("feature ping=1 setboard=1 usermove=1 playother=1");
    e.userMove({"d2d8", {}});
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    t->engineSays("Illegal move: d2d8");
    QCOMPARE(refused.size(), 0);
    const qsizetype mark = t->written().size();
    t->engineSays("feature done=1");
    const QStringList after = tabiya::test::since(*t, mark);
    const qsizetype setboard = after.indexOf("setboard " + g.fen);
    const qsizetype replayed = after.indexOf("usermove d2d8");
    QVERIFY2(setboard >= 0 && replayed > setboard, qPrintable(after.join(" | ")));
    QVERIFY2(after.indexOf("go", replayed) > replayed, qPrintable(after.join(" | ")));
    QVERIFY2(!after.contains("playother"), qPrintable(after.join(" | ")));
    QCOMPARE(e.state(), EngineConnection::State::Thinking);
    t->engineSays(QStringLiteral("pong %1").arg(e.pendingPing()));
    t->engineSays("move a8d8");
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "a8d8");
    QCOMPARE(refused.size(), 0);
}

void TestProtocolMachines::refusedMoveIsNotReplayed() {
    // A version-1-looking engine refuses a move before any feature line: a real refusal,
    // the move is taken back. When features then come late, the position goes again by
    // setboard without the refused move, and the move played instead does go.
    CecpEngine e;
    MemoryTransport* t = startWithoutFeatures(e);
    QVERIFY(t);
    GameSetup g = playing(EngineRole::Force);
    g.fen = RooksFen;
    e.newGame(g);
    QSignalSpy refused(&e, &EngineConnection::moveRefused);
    e.userMove({"d1d3", {}});
    t->engineSays("Illegal move: d1d3");
    QCOMPARE(refused.size(), 1);
    e.userMove({"d2d8", {}});
    t->engineSays("feature ping=1 setboard=1 usermove=1 playother=1");
    const qsizetype mark = t->written().size();
    t->engineSays("feature done=1");
    const QStringList after = tabiya::test::since(*t, mark);
    const qsizetype setboard = after.indexOf("setboard " + g.fen);
    QVERIFY2(setboard >= 0, qPrintable(after.join(" | ")));
    QVERIFY2(!after.contains("usermove d1d3"), qPrintable(after.join(" | ")));
    QVERIFY2(after.indexOf("usermove d2d8") > setboard, qPrintable(after.join(" | ")));
}

void TestProtocolMachines::typedSignals() {
    // What the layers above get instead of engine text: handshake signs, refusals with
    // the engine's words, book moves read into columns.
    CecpEngine e;
    QSignalSpy signs(&e, &EngineConnection::handshakeSign);
    MemoryTransport* t = startInMemory(e);
    QVERIFY(t);
    t->engineSays("Sjeng: feature ping=1 usermove=1"); // a prompt first
    QCOMPARE(signs.size(), 1);
    QCOMPARE(signs[0][0].value<EngineConnection::HandshakeSign>(),
             EngineConnection::HandshakeSign::Answered);
    t->engineSays("feature done=1");
    QCOMPARE(signs.size(), 2);
    QCOMPARE(signs[1][0].value<EngineConnection::HandshakeSign>(),
             EngineConnection::HandshakeSign::FeaturesComplete);

    QSignalSpy refused(&e, &EngineConnection::moveRefused);
    e.newGame(playing(EngineRole::Force));
    e.userMove({"e2e4", {}});
    t->engineSays(QStringLiteral("pong %1").arg(e.pendingPing())); // the last game's output ends
    t->engineSays("Illegal move (in check): e2e4");
    QCOMPARE(refused.size(), 1);
    auto r = refused[0][0].value<MoveRefusal>();
    QCOMPARE(r.move, "e2e4");
    QCOMPARE(r.reason, "in check");
    QCOMPARE(r.said, "Illegal move (in check): e2e4");
    t->engineSays("Error (unknown command): usermove e2e4"); // about our move
    t->engineSays("Error (unknown command): computer");      // about no move
    QCOMPARE(refused.size(), 2);
    r = refused[1][0].value<MoveRefusal>();
    QCOMPARE(r.move, "e2e4");
    QCOMPARE(r.said, "Error (unknown command): usermove e2e4");

    QSignalSpy book(&e, &EngineConnection::bookMoves);
    e.requestBook();
    QCOMPARE(t->written().last(), "bk");
    t->engineSays(" e2e4 120 (48.5%)");
    t->engineSays(" d2d4 80 (32%) main line");
    t->engineSays("");
    QCOMPARE(book.size(), 1);
    const auto moves = book[0][0].value<QList<BookMove>>();
    QCOMPARE(moves.size(), 2);
    QCOMPARE(moves[0].move, "e2e4");
    QCOMPARE(moves[0].share, "48.5%");
    QCOMPARE(moves[0].weight, "120");
    QCOMPARE(moves[1].notes, "main line");
}

QTEST_GUILESS_MAIN(TestProtocolMachines)
#include "tst_protocolmachines.moc"

// CecpEngine against the scripted fake engine (tests/protocol/fakes): the handshake in all
// its forms, game control, ping/pong races, options, highlight, analysis, and every kind of
// misbehaviour: crashes, hangs, floods, garbage, CRLF, split lines, prompts, ignored quit.

#include "protocol/cecpcommands.h"
#include "protocol/cecpengine.h"
#include "protocol/engineprocess.h"
#include "protocol/enginetext.h"
#include "protocol/transcriptlog.h"
#include "tests/protocol/enginetesthelpers.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace tabiya;
using namespace tabiya::test;

class TestCecpEngine : public QObject {
    Q_OBJECT
private:
    // Starts the fake with args and waits for ready().
    std::unique_ptr<CecpEngine> startFake(const QStringList& args, double scale = 1.0);

private slots:
    void initTestCase();
    void handshake();
    void handshakeHoldsRequests();
    void noDone();
    void doneZeroWaitsPastTheTimeout();
    void versionOne();
    void playsAGame();
    void timeControlCommands();
    void setboardOrEditKludge();
    void moveAfterForceIsDiscarded();
    void doublePong();
    void illegalMove();
    void resultClaim();
    void optionsRoundTrip();
    void optionsReset();
    void highlightRequests();
    void describeVariant();
    void analysis();
    void gameControl();
    void hint();
    void crashDuringSearch();
    void exitDuringSearch();
    void failedStart();
    void hangIsKilled();
    void ignoredQuitAndTerm();
    void processGroupKilled();
    void restartAfterCrash();
    void thinkingFlood();
    void garbageAndHugeLines();
    void crlf();
    void linesInPieces();
    void stderrFlood();
    void prompt();
    void excludeIncludeSetScore();
    void excludeRefused();
    void analysisMoveDropsStaleLines();
    void doneOtherThanZeroOrOne();
    void optionFloodIsBounded();
    void continuationFloodIsBounded();
    void debugFloodIsBounded();
    void controlCharactersStripped();
    void crashReportStderrIsClean();
};

void TestCecpEngine::initTestCase() {
    QVERIFY2(QFile::exists(fakeEngine()), qPrintable(fakeEngine()));
}

std::unique_ptr<CecpEngine> TestCecpEngine::startFake(const QStringList& args, double scale) {
    auto e = std::make_unique<CecpEngine>();
    QSignalSpy ready(e.get(), &EngineConnection::ready);
    EngineConfig c = fakeConfig(args);
    c.timeoutScale = scale;
    e->start(c);
    if (!ready.wait(10000)) return nullptr;
    return e;
}

void TestCecpEngine::handshake() {
    auto e = startFake({});
    QVERIFY(e);
    QCOMPARE(e->state(), EngineConnection::State::Idle);
    const auto& caps = e->capabilities();
    QCOMPARE(caps.name, "Fake Engine 1.0");
    QCOMPARE(e->name(), "Fake Engine 1.0");
    QCOMPARE(caps.protocolVersion, 2);
    QVERIFY(caps.ping && caps.setboard && caps.usermove && caps.playother && caps.analyze &&
            caps.pause);
    QVERIFY(!caps.colors);
    QVERIFY(!caps.sigint);
    QCOMPARE(caps.egt, QStringList{"syzygy"});
    const QStringList sent = linesSent(*e);
    QCOMPARE(sent.mid(0, 2), (QStringList{"xboard", "protover 2"}));
    QVERIFY(sent.contains("accepted myname"));
    QVERIFY(sent.contains("accepted ping"));
    QVERIFY(sent.contains("rejected xedit"));         // unknown features are rejected
    QVERIFY(sent.contains("rejected option Broken")); // malformed option: XBoard's form
    QVERIFY(sent.contains("accepted done"));
    const auto opts = e->options();
    QCOMPARE(opts.size(), 6);
    QCOMPARE(opts[0].name, "Hash");
    QCOMPARE(opts[1].value, "Normal");
    QCOMPARE(opts[4].type, EngineOption::Type::Button);

    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->quit();
    QVERIFY(finished.wait(5000));
    QCOMPARE(e->state(), EngineConnection::State::Finished);
}

void TestCecpEngine::handshakeHoldsRequests() {
    // Requests made before the handshake ends wait for it, options included.
    CecpEngine e;
    QSignalSpy ready(&e, &EngineConnection::ready);
    QSignalSpy told(&e, &EngineConnection::tellUser);
    EngineConfig c = fakeConfig({});
    c.initialOptions = {{"Hash", "64"}};
    c.memoryMb = 32;
    c.cores = 2;
    c.egtPaths = {{"syzygy", "/tmp/tb"}, {"gaviota", "/tmp/g"}};
    e.start(c);
    e.setOption("Ponder", "1");
    QVERIFY(ready.wait(5000));
    QTRY_COMPARE(told.size(), 2);
    QCOMPARE(told[0][0].toString(), "option Hash=64");
    QCOMPARE(told[1][0].toString(), "option Ponder=1");
    const QStringList sent = linesSent(e);
    const qsizetype done = sent.indexOf("accepted done");
    QVERIFY(done > 0);
    QVERIFY(sent.indexOf("memory 32") > done);
    QVERIFY(sent.contains("cores 2"));
    QVERIFY(sent.contains("egtpath syzygy /tmp/tb"));
    QVERIFY(!sent.contains("egtpath gaviota /tmp/g")); // the engine did not ask for it
}

void TestCecpEngine::noDone() {
    // Features but no done=1: the 2 s wait (scaled to 0.5 s here) ends the handshake.
    QElapsedTimer t;
    t.start();
    auto e = startFake({"nodone"}, 0.25);
    QVERIFY(e);
    QVERIFY(t.elapsed() >= 450);
    QCOMPARE(e->capabilities().protocolVersion, 2);
    QCOMPARE(e->capabilities().name, "Fake Engine 1.0");
}

void TestCecpEngine::doneZeroWaitsPastTheTimeout() {
    // done=0 extends the wait to an hour: a done=1 that comes after the normal timeout
    // (0.5 s here) still ends the handshake, and nothing else cuts it short.
    QElapsedTimer t;
    t.start();
    auto e = startFake({"done0=1500"}, 0.25);
    QVERIFY(e);
    QVERIFY2(t.elapsed() >= 1400, qPrintable(QString::number(t.elapsed())));
    QVERIFY(linesReceived(*e).contains("feature done=1"));
}

void TestCecpEngine::versionOne() {
    auto e = startFake({"v1", "moves=e7e5"}, 0.25);
    QVERIFY(e);
    QCOMPARE(e->capabilities().protocolVersion, 1);
    QVERIFY(!e->capabilities().ping);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g;
    g.role = EngineRole::PlayBlack;
    e->newGame(g);
    e->userMove({"e2e4", "e4"});
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[0][0].toString(), "e7e5");
    const QStringList sent = linesSent(*e);
    QVERIFY(sent.contains("e2e4")); // no usermove prefix for v1 engines
    QVERIFY(!sent.contains("usermove e2e4"));
    QVERIFY(!sent.contains("e4")); // SAN only with san=1
}

void TestCecpEngine::playsAGame() {
    auto e = startFake({"moves=e7e5,b8c6", "think-ms=50"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    GameSetup g;
    g.role = EngineRole::PlayBlack;
    e->newGame(g);
    e->setTime(60000, 59000);
    e->userMove({"e2e4", {}});
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[0][0].toString(), "e7e5");
    QVERIFY(thinking.size() >= 3);
    QCOMPARE(thinking.last()[0].value<ThinkingLine>().pv, (QStringList{"e7e5", "g1f3"}));
    e->userMove({"g1f3", {}});
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[1][0].toString(), "b8c6");
    const QStringList sent = linesSent(*e);
    // playother puts the engine on Black while White is to move; the idiom time, otim, move.
    QVERIFY(sent.contains("playother"));
    const qsizetype m = sent.indexOf("usermove e2e4");
    QVERIFY(m >= 2);
    QCOMPARE(sent[m - 2], "time 6000");
    QCOMPARE(sent[m - 1], "otim 5900");
}

void TestCecpEngine::timeControlCommands() {
    using cecp::timeControlCommands;
    TimeControl tc;
    QCOMPARE(timeControlCommands(tc), QStringList{"level 40 5 0"});
    tc.movesPerSession = 0;
    tc.baseMs = 150000;
    tc.incrementMs = 1500;
    QCOMPARE(timeControlCommands(tc), QStringList{"level 0 2:30 1.5"});
    tc.baseMs = 30000;
    tc.incrementMs = 250;
    QCOMPARE(timeControlCommands(tc), QStringList{"level 0 0:30 0.25"});
    tc.fixedMoveMs = 10000;
    tc.maxDepth = 7;
    tc.nodesPerSecond = 1000;
    QCOMPARE(timeControlCommands(tc), (QStringList{"st 10", "sd 7", "nps 1000"}));
    QCOMPARE(cecp::timeCommand("time", -500), "time 0"); // never negative
    QCOMPARE(cecp::timeCommand("otim", 12345), "otim 1234");

    auto e = startFake({});
    QVERIFY(e);
    GameSetup g;
    g.timeControl.movesPerSession = 0;
    g.timeControl.baseMs = 120000;
    g.timeControl.incrementMs = 2000;
    g.variant = "xiangqi";
    g.opponentName = "Tester";
    g.opponentIsComputer = true;
    e->newGame(g);
    QTRY_VERIFY(linesSent(*e).contains("computer"));
    const QStringList sent = linesSent(*e);
    const qsizetype n = sent.indexOf("new");
    QVERIFY(n > 0);
    QCOMPARE(sent[n + 1], "variant xiangqi");
    QCOMPARE(sent[n + 2], "level 0 2 2");
    QVERIFY(sent.contains("post"));
    QVERIFY(sent.contains("easy"));
    QVERIFY(sent.contains("name Tester")); // the fake asked for it with name=1
    QVERIFY(sent.contains("ics -"));
}

void TestCecpEngine::setboardOrEditKludge() {
    const QString fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
    QCOMPARE(cecp::editCommands(fen), (QStringList{"#", "Pe2", "Ke1", "c", "Ke8"}));
    QCOMPARE(
        cecp::editCommands("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1")
            .mid(0, 3),
        (QStringList{"#", "Pa3", "Pc3"})); // ranks from 0 on ten-rank boards
    QCOMPARE(cecp::blackToMoveKludgeMove(fen), "a2a3");

    {
        auto e = startFake({});
        QVERIFY(e);
        GameSetup g;
        g.fen = fen;
        e->newGame(g);
        QTRY_VERIFY(linesSent(*e).contains("setboard " + fen));
    }
    auto e = startFake({"nosetboard"});
    QVERIFY(e);
    QVERIFY(!e->capabilities().setboard);
    GameSetup g;
    g.fen = fen;
    e->newGame(g);
    QTRY_VERIFY(linesSent(*e).contains("."));
    const QStringList sent = linesSent(*e);
    const qsizetype f = sent.lastIndexOf("force");
    QCOMPARE(sent.mid(f, 10),
             (QStringList{"force", "ping 1", "a2a3", "edit", "#", "Pe2", "Ke1", "c", "Ke8", "."}));
}

void TestCecpEngine::moveAfterForceIsDiscarded() {
    // The engine searches; we force it and at once start a new search. The engine still
    // sends the move of the cancelled search, then is slow to answer the ping. Only the
    // pong tells the two searches apart: the first move must never reach the session.
    auto e = startFake({"move-after-force", "slow-pong=300", "think-ms=60000", "moves=d7d5,c7c5"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g;
    g.role = EngineRole::PlayBlack;
    e->newGame(g);
    QTRY_COMPARE(e->pendingPing(), 0); // the pong of newGame's ping
    e->userMove({"e2e4", {}});
    QTRY_COMPARE(e->state(), EngineConnection::State::Thinking);
    e->force();
    QVERIFY(e->pendingPing() > 0);
    e->go();
    e->moveNow();
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved.size(), 1);
    QCOMPARE(moved[0][0].toString(), "c7c5");
    QVERIFY(linesReceived(*e).contains("move d7d5")); // it came, and was dropped
    QCOMPARE(e->pendingPing(), 0);
}

void TestCecpEngine::doublePong() {
    // GNU Chess answers some pings twice: the second pong must not end a later wait.
    auto e = startFake({"double-pong", "moves=e7e5"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    GameSetup g;
    g.role = EngineRole::PlayBlack;
    e->newGame(g);
    e->newGame(g);
    e->userMove({"e2e4", {}});
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved.size(), 1);
    QCOMPARE(e->pendingPing(), 0);
}

void TestCecpEngine::illegalMove() {
    auto e = startFake({"illegal"});
    QVERIFY(e);
    QSignalSpy illegal(e.get(), &EngineConnection::illegalMoveReported);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    GameSetup g;
    g.role = EngineRole::PlayBlack;
    e->newGame(g);
    e->userMove({"e2e5", {}});
    QVERIFY(illegal.wait(5000));
    QCOMPARE(illegal[0][0].toString(), "e2e5");
    // The refused move is off the engine's board: it waits for White's move again, and
    // answers the next one.
    QCOMPARE(e->state(), EngineConnection::State::Idle);
    e->userMove({"e2e4", {}});
    QCOMPARE(e->state(), EngineConnection::State::Thinking);
    QVERIFY(illegal.wait(5000));
    QCOMPARE(illegal[1][0].toString(), "e2e4");
    e->sendRaw("usermove st"); // "Illegal move: st" is the engine not knowing st
    QVERIFY(errors.wait(5000));
    QCOMPARE(errors[0][1].toString(), "st");
    QCOMPARE(illegal.size(), 2);
    e->sendRaw("line one\nline two");
    QCOMPARE(errors.size(), 2); // refused before it reached the engine
    QVERIFY(!linesSent(*e).contains("line one"));
}

void TestCecpEngine::resultClaim() {
    auto e = startFake({"claim=1-0 {White mates}"});
    QVERIFY(e);
    QSignalSpy claimed(e.get(), &EngineConnection::resultClaimed);
    GameSetup g;
    e->newGame(g);
    e->go();
    QVERIFY(claimed.wait(5000));
    QCOMPARE(claimed[0][0].value<EngineResult>(), EngineResult::WhiteWins);
    QCOMPARE(claimed[0][1].toString(), "White mates");
    e->sendResult(EngineResult::WhiteWins, "White mates");
    QTRY_VERIFY(linesSent(*e).contains("result 1-0 {White mates}"));
}

void TestCecpEngine::optionsRoundTrip() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy told(e.get(), &EngineConnection::tellUser);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    e->setOption("Hash", "64");
    e->setOption("Hash", "99999");  // clamped to the engine's maximum
    e->setOption("Style", "risky"); // combo values matched case-insensitively
    e->setOption("Ponder", "true"); // check values normalised to 1/0
    e->setOption("Book File", "/tmp/other book.bin");
    e->setOption("Clear Hash", {}); // a button
    QTRY_COMPARE(told.size(), 6);
    QCOMPARE(told[0][0].toString(), "option Hash=64");
    QCOMPARE(told[1][0].toString(), "option Hash=1024");
    QCOMPARE(told[2][0].toString(), "option Style=Risky");
    QCOMPARE(told[3][0].toString(), "option Ponder=1");
    QCOMPARE(told[4][0].toString(), "option Book File=/tmp/other book.bin");
    QCOMPARE(told[5][0].toString(), "option Clear Hash");
    e->setOption("Book File", "a\nquit"); // line breaks are refused
    e->setOption("Style", "Reckless");    // not a choice
    e->setOption("No Such Option", "1");
    QCOMPARE(errors.size(), 3);
    QVERIFY(!linesSent(*e).contains("quit"));
    QCOMPARE(e->options()[0].value, "1024");
}

void TestCecpEngine::optionsReset() {
    // A -reset option purges the list; the engine's new declarations replace it at done=1.
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy changed(e.get(), &EngineConnection::optionsChanged);
    e->setOption("Defaults", {});
    QVERIFY(changed.wait(5000));
    const auto opts = changed.last()[0].value<QList<EngineOption>>();
    QCOMPARE(opts.size(), 2);
    QCOMPARE(opts[0].name, "Hash");
    QCOMPARE(opts[0].max, 2048);
    QCOMPARE(opts[1].name, "Threads");
    QCOMPARE(e->options(), opts);
    QCOMPARE(changed.size(), 1); // one change for the whole batch
}

void TestCecpEngine::highlightRequests() {
    {
        auto plain = startFake({});
        QVERIFY(plain);
        plain->liftPiece("e2"); // not sent: the engine did not ask for highlight
        plain->requestHint();
        QTRY_VERIFY(linesSent(*plain).contains("hint"));
        QVERIFY(!linesSent(*plain).contains("lift e2"));
    }
    auto e = startFake({"highlight"});
    QVERIFY(e);
    QVERIFY(e->capabilities().highlight);
    QSignalSpy hl(e.get(), &EngineConnection::highlight);
    e->liftPiece("e2");
    QVERIFY(hl.wait(5000));
    const auto board = hl[0][0].value<HighlightBoard>();
    QCOMPARE(board.width, 8);
    QCOMPARE(board.at(4, 4).colour, HighlightColour::Yellow);
    QVERIFY(board.at(4, 4).legalTarget);
    e->putPiece("e4");
    e->hoverSquare("e4");
    QTRY_VERIFY(linesSent(*e).contains("hover e4"));
    QVERIFY(linesSent(*e).contains("put e4"));
}

void TestCecpEngine::describeVariant() {
    // Asked how it plays a variant, the engine answers "variant NAME" with setup and piece
    // lines (as Fairy-Stockfish does for janggi); they arrive as parsed data, in one answer
    // closed by the pong of the ping that follows them. Garbage and floods are bounded.
    QTemporaryDir dir;
    QFile lines(dir.filePath("janggi.txt"));
    QVERIFY(lines.open(QIODevice::WriteOnly));
    lines.write("setup (.N.R.AB.P..C.........K.n.r.ab.p..c.........k) 9x10+0_xiangqi "
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1\n"
                "piece R& RB\npiece C& pRpB\npiece B& mafsmafW\npiece 7 junk\n");
    for (int i = 0; i < 70; ++i)
        lines.write("piece +N& W\n");
    lines.close();
    auto e = startFake({"define=" + lines.fileName()});
    QVERIFY(e);
    QSignalSpy described(e.get(), &EngineConnection::variantDescribed);
    QSignalSpy pieces(e.get(), &EngineConnection::pieceDefined);
    e->describeVariant("janggi");
    QVERIFY(described.wait(5000));
    QCOMPARE(described.size(), 1);
    const auto d = described[0][0].value<EngineVariantDescription>();
    QCOMPARE(d.name, QStringLiteral("janggi"));
    QVERIFY(d.hasSetup);
    QCOMPARE(d.setup.width, 9);
    QCOMPARE(d.setup.height, 10);
    QCOMPARE(d.setup.parentVariant, QStringLiteral("xiangqi"));
    QVERIFY(d.setup.fen.startsWith("rnba1abnr/4k4/"));
    QCOMPARE(d.pieces.size(), EngineVariantDescription::MaxPieces);
    QCOMPARE(d.pieces[1].letter, QChar('C'));
    QVERIFY(d.pieces[1].bothColours);
    QCOMPARE(d.pieces[1].description, QStringLiteral("pRpB"));
    QCOMPARE(pieces.size(), EngineVariantDescription::MaxPieces);
    const QStringList sent = linesSent(*e);
    QVERIFY(sent.contains("variant janggi"));
    QVERIFY(sent.indexOf("variant janggi") < sent.indexOf("force"));
    bool noted = false, cut = false;
    for (const TranscriptEntry& t : e->transcriptEntries()) {
        noted |= t.direction == TranscriptEntry::Direction::Note &&
                 t.text.contains("malformed piece line");
        cut |= t.direction == TranscriptEntry::Direction::Note && t.text.contains("more than 64");
    }
    QVERIFY(noted);
    QVERIFY(cut);

    // An engine that defines nothing answers with an empty description.
    auto plain = startFake({});
    QVERIFY(plain);
    QSignalSpy none(plain.get(), &EngineConnection::variantDescribed);
    plain->describeVariant("xiangqi");
    QVERIFY(none.wait(5000));
    QVERIFY(!none[0][0].value<EngineVariantDescription>().hasSetup);

    // The first setup is the variant's, a second one ignored; unless the first is a
    // prelude (parent "fairy!"), which the next one overrules (compact spec, setup).
    QFile twice(dir.filePath("twice.txt"));
    QVERIFY(twice.open(QIODevice::WriteOnly));
    twice.write("setup (PNBRQKpnbrqk) 8x8+0_fairy! 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n"
                "setup (PNBRQKpnbrqk) 8x8+0_fairy 4k3/8/8/8/8/8/8/3QK3 w - - 0 1\n"
                "setup (PNBRQKpnbrqk) 8x8+0_fairy 4k3/8/8/8/8/8/8/3RK3 w - - 0 1\n");
    twice.close();
    auto prelude = startFake({"define=" + twice.fileName()});
    QVERIFY(prelude);
    QSignalSpy replaced(prelude.get(), &EngineConnection::variantDescribed);
    prelude->describeVariant("choice");
    QVERIFY(replaced.wait(5000));
    const auto r = replaced[0][0].value<EngineVariantDescription>();
    QVERIFY(!r.setup.prelude);
    QCOMPARE(r.setup.fen, QStringLiteral("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
}

void TestCecpEngine::analysis() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    e->newGame({});
    e->startAnalysis();
    QTRY_COMPARE(thinking.size(), 2);
    QCOMPARE(e->state(), EngineConnection::State::Analyzing);
    QCOMPARE(thinking[1][0].value<ThinkingLine>().pv, (QStringList{"e2e4", "e7e5"}));
    QSignalSpy progress(e.get(), &EngineConnection::searchProgress);
    e->requestStatus();
    QVERIFY(progress.wait(5000));
    QCOMPARE(progress[0][0].value<SearchProgress>().currentMove, "Nf3");
    e->stopAnalysis();
    QCOMPARE(e->state(), EngineConnection::State::Idle);
    const QStringList sent = linesSent(*e);
    QVERIFY(sent.indexOf("analyze") < sent.indexOf("exit"));
}

void TestCecpEngine::gameControl() {
    // The remaining requests, as the lines they become.
    auto e = startFake({"think-ms=60000"});
    QVERIFY(e);
    GameSetup g;
    g.role = EngineRole::PlayBlack;
    g.ponder = true;
    g.random = true;
    g.post = false;
    e->newGame(g);
    e->userMove({"e2e4", {}});
    QTRY_COMPARE(e->state(), EngineConnection::State::Thinking);
    e->pause();
    e->resume();
    e->offerDraw();
    e->answer("pw", "secret");
    e->undo(); // while thinking: force first, then undo
    e->remove();
    e->sendResult(EngineResult::Draw, "agreed");
    QTRY_VERIFY(linesSent(*e).contains("result 1/2-1/2 {agreed}"));
    const QStringList sent = linesSent(*e);
    const qsizetype n = sent.indexOf("new");
    QCOMPARE(sent[n + 1], "random");
    QVERIFY(sent.contains("hard"));
    QVERIFY(sent.contains("nopost"));
    const qsizetype p = sent.indexOf("pause");
    QVERIFY(p > 0);
    QCOMPARE(sent.mid(p, 4), (QStringList{"pause", "resume", "draw", "pw secret"}));
    QCOMPARE(sent[p + 4], "force");
    QVERIFY(sent[p + 5].startsWith("ping "));
    QCOMPARE(sent[p + 6], "undo");
    QVERIFY(sent.indexOf("remove") > p + 6);
}

void TestCecpEngine::hint() {
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy hints(e.get(), &EngineConnection::hint);
    e->requestHint();
    QVERIFY(hints.wait(5000));
    QCOMPARE(hints[0][0].toString(), "e7e5");

    // bk: lines starting with a blank or tab, ended by an empty line, come as one text.
    QSignalSpy book(e.get(), &EngineConnection::bookLines);
    e->requestBook();
    QVERIFY(book.wait(5000));
    QCOMPARE(book.size(), 1);
    QCOMPARE(book[0][0].toString(), "e4 50%\nd4 30%");
}

void TestCecpEngine::crashDuringSearch() {
    auto e = startFake({"crash-on-go"});
    QVERIFY(e);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->newGame({});
    e->go();
    QVERIFY(crashed.wait(5000));
    const auto info = crashed[0][0].value<CrashInfo>();
    QCOMPARE(info.signal, SIGSEGV);
    QVERIFY(!info.reason.isEmpty());
    QCOMPARE(e->state(), EngineConnection::State::Finished);
    QCOMPARE(finished.size(), 0);
    // Requests after a crash are harmless.
    e->go();
    e->quit();
    QCOMPARE(crashed.size(), 1);
}

void TestCecpEngine::exitDuringSearch() {
    auto e = startFake({"exit-on-go=3", "stderr-flood=100"});
    QVERIFY(e);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    e->go();
    QVERIFY(crashed.wait(5000));
    const auto info = crashed[0][0].value<CrashInfo>();
    QCOMPARE(info.exitCode, 3);
    QCOMPARE(info.signal, 0);
    QVERIFY(!info.lastStderr.isEmpty()); // the last stderr lines come with the report
}

void TestCecpEngine::failedStart() {
    CecpEngine e;
    QSignalSpy crashed(&e, &EngineConnection::crashed);
    QSignalSpy ready(&e, &EngineConnection::ready);
    EngineConfig c;
    c.program = "/nonexistent/engine";
    e.start(c);
    QVERIFY(crashed.wait(5000));
    QVERIFY(crashed[0][0].value<CrashInfo>().failedToStart);
    QCOMPARE(ready.size(), 0);
}

void TestCecpEngine::hangIsKilled() {
    // The engine stops reading at go: quit goes unanswered, SIGTERM ends it.
    auto e = startFake({"hang-on-go"}, 0.3);
    QVERIFY(e);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    e->go();
    QTRY_COMPARE(e->state(), EngineConnection::State::Thinking);
    e->quit();
    QVERIFY(finished.wait(5000));
    QCOMPARE(crashed.size(), 0);
    bool sawTerm = false;
    for (const auto& t : e->transcriptEntries())
        sawTerm = sawTerm || t.text.contains("SIGTERM");
    QVERIFY(sawTerm);
}

void TestCecpEngine::ignoredQuitAndTerm() {
    auto e = startFake({"ignore-quit", "ignore-term"}, 0.3);
    QVERIFY(e);
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->quit();
    QVERIFY(finished.wait(5000));
    bool sawKill = false;
    for (const auto& t : e->transcriptEntries())
        sawKill = sawKill || t.text.contains("SIGKILL");
    QVERIFY(sawKill);
}

static bool processGone(qint64 pid) {
    // Gone, or a zombie waiting for a parent that is not us (the child's parent is gone).
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly)) return true;
    const QString text = QString::fromLatin1(status.readAll());
    return text.contains(QRegularExpression("State:\\s+Z"));
}

void TestCecpEngine::processGroupKilled() {
    // Like polyglot, the engine has a child; the child ignores SIGTERM. Quitting must take
    // the whole process group down.
    auto e = startFake({"child"}, 0.3);
    QVERIFY(e);
    qint64 child = 0;
    for (const QString& l : linesReceived(*e))
        if (l.startsWith("# child ")) child = l.mid(8).toLongLong();
    QVERIFY(child > 0);
    QVERIFY(!processGone(child));
    QSignalSpy finished(e.get(), &EngineConnection::finished);
    e->quit();
    QVERIFY(finished.wait(5000));
    QTRY_VERIFY(processGone(child));
}

void TestCecpEngine::restartAfterCrash() {
    auto e = startFake({"exit-on-go=1"});
    QVERIFY(e);
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    e->go();
    QVERIFY(crashed.wait(5000));
    QSignalSpy ready(e.get(), &EngineConnection::ready);
    e->start(fakeConfig({"moves=e7e5"}));
    QVERIFY(ready.wait(5000));
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame({});
    e->go();
    QVERIFY(moved.wait(5000));
}

void TestCecpEngine::thinkingFlood() {
    auto e = startFake({"flood=20000", "moves=e2e4"});
    QVERIFY(e);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    e->newGame({});
    e->go();
    QVERIFY(moved.wait(20000));
    QCOMPARE(thinking.size(), 20000);
}

void TestCecpEngine::garbageAndHugeLines() {
    auto e = startFake({"garbage", "huge=3000000", "moves=e2e4"});
    QVERIFY(e);
    QCOMPARE(e->capabilities().name, "Fake Engine 1.0");
    qsizetype longest = 0;
    for (const QString& l : linesReceived(*e))
        longest = std::max(longest, l.size());
    QVERIFY(longest <= EngineProcess::MaxLineLength);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame({});
    e->go();
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[0][0].toString(), "e2e4");
}

void TestCecpEngine::crlf() {
    auto e = startFake({"crlf", "moves=e2e4"});
    QVERIFY(e);
    QCOMPARE(e->options()[4].name, "Clear Hash");
    QCOMPARE(e->capabilities().name, "Fake Engine 1.0");
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame({});
    e->go();
    QVERIFY(moved.wait(5000));
    QCOMPARE(moved[0][0].toString(), "e2e4");
}

void TestCecpEngine::linesInPieces() {
    auto e = startFake({"pieces", "moves=e2e4"});
    QVERIFY(e);
    QCOMPARE(e->options().size(), 6);
    QSignalSpy moved(e.get(), &EngineConnection::moveMade);
    e->newGame({});
    e->go();
    QVERIFY(moved.wait(10000));
    QCOMPARE(moved[0][0].toString(), "e2e4");
}

void TestCecpEngine::stderrFlood() {
    // 20 MB on stderr before the first feature: the engine must not block on a full pipe.
    auto e = startFake({"stderr-flood=20000000"});
    QVERIFY(e);
    QCOMPARE(e->capabilities().name, "Fake Engine 1.0");
}

void TestCecpEngine::prompt() {
    // "Fake: " with no newline, then the features: the prompt is not part of a command.
    auto e = startFake({"prompt"});
    QVERIFY(e);
    QCOMPARE(e->capabilities().name, "Fake Engine 1.0");
    QVERIFY(e->capabilities().ping);
}

void TestCecpEngine::excludeIncludeSetScore() {
    // feature exclude=1 setscore=1: the spec's commands, each followed by a ping so that
    // lines of the search before the change are dropped.
    auto e = startFake({"exclude"});
    QVERIFY(e);
    QVERIFY(e->capabilities().exclude);
    QVERIFY(e->capabilities().setscore);
    QSignalSpy errors(e.get(), &EngineConnection::errorReported);
    e->newGame({});
    e->startAnalysis();
    e->excludeMove({"e2e4", "e4"});
    e->excludeMove({"d2d4", "d4"});
    e->includeMove({"e2e4", "e4"});
    e->includeAll();
    e->setScore(-35, 12);
    QTRY_VERIFY(linesSent(*e).contains("setscore -35 12"));
    const QStringList sent = linesSent(*e);
    const qsizetype a = sent.indexOf("analyze");
    QVERIFY(a > 0);
    const QStringList expected{"exclude e2e4", "exclude d2d4", "include e2e4", "include all",
                               "setscore -35 12"};
    qsizetype at = a;
    for (const QString& line : expected) {
        const qsizetype i = sent.indexOf(line, at + 1);
        QVERIFY2(i > at, qPrintable(line));
        QVERIFY2(sent.value(i + 1).startsWith("ping "), qPrintable(line));
        at = i;
    }
    QCOMPARE(errors.size(), 0);
    QTRY_COMPARE(e->pendingPing(), 0); // the fake answers: output flows again
    // setscore is not only for analysis: in force mode it goes out without a ping.
    e->stopAnalysis();
    e->setScore(50, 3);
    QTRY_VERIFY(linesSent(*e).contains("setscore 50 3"));
    const QStringList after = linesSent(*e);
    QVERIFY(!after.value(after.indexOf("setscore 50 3") + 1).startsWith("ping "));
}

void TestCecpEngine::excludeRefused() {
    // Without the feature nothing is sent and the caller hears why; with it, not outside
    // analyze mode (the spec sends these only there).
    auto plain = startFake({});
    QVERIFY(plain);
    QSignalSpy errors(plain.get(), &EngineConnection::errorReported);
    plain->newGame({});
    plain->startAnalysis();
    plain->excludeMove({"e2e4", {}});
    plain->includeAll();
    plain->setScore(10, 5);
    QCOMPARE(errors.size(), 3);
    QCOMPARE(errors[0][1].toString(), "exclude");
    QCOMPARE(errors[1][1].toString(), "include");
    QCOMPARE(errors[2][1].toString(), "setscore");
    for (const QString& line : linesSent(*plain))
        QVERIFY2(!line.startsWith("exclude") && !line.startsWith("include") &&
                     !line.startsWith("setscore"),
                 qPrintable(line));

    auto e = startFake({"exclude"});
    QVERIFY(e);
    QSignalSpy errors2(e.get(), &EngineConnection::errorReported);
    e->newGame({});
    e->excludeMove({"e2e4", {}});
    e->includeMove({"e2e4", {}});
    QCOMPARE(errors2.size(), 2);
    QCOMPARE(errors2[0][1].toString(), "exclude");
    QVERIFY(!linesSent(*e).contains("exclude e2e4"));
    // A move text with a line break never reaches the engine.
    e->startAnalysis();
    e->excludeMove({"e2e4\nquit", {}});
    e->excludeMove({"g1f3", {}});
    QTRY_VERIFY(linesSent(*e).contains("exclude g1f3"));
    for (const QString& line : linesSent(*e))
        QVERIFY(!line.contains("quit"));
}

void TestCecpEngine::analysisMoveDropsStaleLines() {
    // A move while analysing: the engine switches to the new position, and what it still
    // says about the old one (before the pong) is dropped.
    auto e = startFake({});
    QVERIFY(e);
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    e->newGame({});
    e->startAnalysis();
    QTRY_COMPARE(thinking.size(), 2);
    e->userMove({"e2e4", {}});
    QVERIFY(e->pendingPing() > 0);
    const QStringList sent = linesSent(*e);
    const qsizetype m = sent.lastIndexOf("usermove e2e4");
    QVERIFY(m > sent.indexOf("analyze"));
    QCOMPARE(sent.value(m + 1), QStringLiteral("ping %1").arg(e->pendingPing()));
    QCOMPARE(e->state(), EngineConnection::State::Analyzing);
    QTRY_COMPARE(e->pendingPing(), 0);
}

QTEST_GUILESS_MAIN(TestCecpEngine)

void TestCecpEngine::doneOtherThanZeroOrOne() {
    // "feature done=2": the spec knows 0 and 1 only. Read as done=1 (and said so), not as
    // done=0's hour of waiting: ready comes at once, well before the 2 s handshake wait.
    QElapsedTimer t;
    t.start();
    auto e = startFake({"done=2"});
    QVERIFY(e);
    QVERIFY2(t.elapsed() < 1900, qPrintable(QString::number(t.elapsed())));
    QVERIFY(notes(*e).contains("feature done=2 read as done=1"));
    QCOMPARE(e->options().size(), 6);
}

void TestCecpEngine::optionFloodIsBounded() {
    // Issue 14: 3,000 option features of 64 KB took the GUI to 1.76 GB. Options beyond
    // MaxOptions, and options larger than their limits, are refused and noted.
    auto e = startFake({"spew"});
    QVERIFY(e);
    QVERIFY(spew(*e, "option", 400, 10));
    QCOMPARE(e->options().size(), EngineOption::MaxOptions);
    QVERIFY(linesSent(*e).contains("rejected option Opt399 xxxxxxxxxx"));
    QVERIFY(notes(*e).contains(
        QStringLiteral("more than %1 options: option Opt399 xxxxxxxxxx refused").arg(256)));
    QVERIFY(spew(*e, "option", 20, 65000));
    QCOMPARE(e->options().size(), EngineOption::MaxOptions);
    for (const EngineOption& o : e->options())
        QVERIFY(o.withinLimits());
    // The refusal names the option cut short.
    const QStringList sent = linesSent(*e);
    QVERIFY(std::none_of(sent.cbegin(), sent.cend(), [](const QString& l) {
        return l.size() > 20 + enginetext::MaxNameLength;
    }));
}

void TestCecpEngine::continuationFloodIsBounded() {
    // Issue 14: 100 continuation lines of 64 KB made the window reformat an ever longer PV
    // on every line. The PV stops at its limits and the lines after that cause no signal:
    // what each line costs does not grow with the lines before it.
    auto e = startFake({"spew"});
    QVERIFY(e);
    QSignalSpy thinking(e.get(), &EngineConnection::thinking);
    QVERIFY(spew(*e, "continuation", 100, 65000));
    QVERIFY2(thinking.size() <= 2, qPrintable(QString::number(thinking.size())));
    const auto last = thinking.last()[0].value<ThinkingLine>();
    QCOMPARE(last.pv.size(), ThinkingLine::MaxPvMoves);
    QVERIFY(last.pvText.size() <= ThinkingLine::MaxPvLength);
    QVERIFY(last.pvCut);
    QVERIFY(notes(*e).contains(
        QStringLiteral("PV longer than %1 moves or %2 characters: the rest is not kept")
            .arg(ThinkingLine::MaxPvMoves)
            .arg(ThinkingLine::MaxPvLength)));
    // Short continuation lines still add up to the limit, one signal each.
    thinking.clear();
    QVERIFY(spew(*e, "continuation", 300, 20)); // four moves a line after a one-move PV
    QCOMPARE(thinking.size(), 1 + (ThinkingLine::MaxPvMoves - 1 + 3) / 4);
    QCOMPARE(thinking.last()[0].value<ThinkingLine>().pv.size(), ThinkingLine::MaxPvMoves);
}

void TestCecpEngine::debugFloodIsBounded() {
    // Issue 14: the transcript kept 20,000 entries of up to 64 KB (2.5 GB). It is bounded by
    // bytes, and each entry says how much of it was not kept.
    auto e = startFake({"spew"});
    QVERIFY(e);
    QVERIFY(spew(*e, "debug", 1200, 5000)); // 1,200 cut entries are more than MaxBytes
    QVERIFY(spew(*e, "stderr", 50, 65000));
    auto bytesAndCut = [&] {
        qsizetype bytes = 0;
        bool cutStderr = false;
        for (const TranscriptEntry& t : e->transcriptEntries()) {
            bytes += TranscriptLog::cost(t);
            if (t.text.size() > TranscriptLog::MaxEntryLength + 64) return qsizetype(-1);
            cutStderr = cutStderr || (t.direction == TranscriptEntry::Direction::Stderr &&
                                      t.text.endsWith(" … [60904 more characters not kept]"));
        }
        return cutStderr ? bytes : 0;
    };
    QTRY_VERIFY(bytesAndCut() > 0); // stderr may come after stdout's "# spew done"
    QVERIFY2(bytesAndCut() <= TranscriptLog::MaxBytes, qPrintable(QString::number(bytesAndCut())));
    const auto entries = e->transcriptEntries();
    QVERIFY(std::any_of(entries.cbegin(), entries.cend(), [](const TranscriptEntry& t) {
        return t.text.startsWith("# xxxx") && t.text.endsWith("x … [906 more characters not kept]");
    }));
}

void TestCecpEngine::controlCharactersStripped() {
    // Issue 14: escape sequences in names and messages reached headless stdout, -debug and
    // the PGN. They stop at the protocol boundary; the transcript shows them escaped.
    auto e = startFake({"say"});
    QVERIFY(e);
    QSignalSpy told(e.get(), &EngineConnection::tellUser);
    const QChar esc(0x1b), bel(0x07), csi(0x9b), backspace(0x08);
    e->sendRaw(QStringLiteral("say feature myname=\"%1]0;title%2Evil%1[2J\"").arg(esc).arg(bel));
    e->sendRaw(QStringLiteral("say telluser %1[31mred%2!%3").arg(esc).arg(csi).arg(backspace));
    QVERIFY(told.wait(5000));
    QCOMPARE(told[0][0].toString(), "[31mred!");
    QCOMPARE(e->name(), "]0;titleEvil[2J");
    QVERIFY(linesReceived(*e).contains("telluser \\x1b[31mred\\x9b!\\x08"));
}

void TestCecpEngine::crashReportStderrIsClean() {
    // The last stderr lines of a crash report reach the window and headless output: they
    // are stripped of control characters and cut like any message.
    auto e = startFake({"spew", "crash-on-go"});
    QVERIFY(e);
    QVERIFY(spew(*e, "stderr-escapes", 3, 10000));
    QSignalSpy crashed(e.get(), &EngineConnection::crashed);
    e->newGame({});
    e->go();
    QVERIFY(crashed.wait(5000));
    const auto info = crashed[0][0].value<CrashInfo>();
    QCOMPARE(info.lastStderr.size(), 3);
    for (const QString& line : info.lastStderr) {
        QVERIFY(line.startsWith("[31mxxx"));
        QCOMPARE(line.size(), enginetext::MaxMessageLength);
    }
}

#include "tst_cecpengine.moc"

// Sessions with real engines: a whole game between tabiya-engine and Fairy-Max, a human
// against tabiya-engine with a takeback, and faults that end games: a slow engine losing
// on time, an illegal move, a false result claim, a crash (and the restart after it).
// Fault engines are tests/protocol's scripted fake-engine.
#include "app/session/engineplayer.h"
#include "app/session/humanplayer.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "tests/app/session/sessiontesthelpers.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void engineGameReachesResult_data();
    void engineGameReachesResult();
    void slowEngineLosesOnTime();
    void undoAgainstEngine();
    void faultEndsGame_data();
    void faultEndsGame();
    void fiftyMoveClaimInXiangqi_data();
    void fiftyMoveClaimInXiangqi();
    void pacedEngineNotChargedForDelivery();
    void crashedEngineRestartsForNextGame();
    void humanResignsAndClaims();
};

// Replays the game from its start: every move must be legal.
static void verifyLegal(const Game& game) {
    Position pos = game.startPosition();
    for (const GameMove& gm : game.moves()) {
        QVERIFY(pos.isLegalMove(gm.move));
        pos.makeMove(gm.move);
    }
}

// How tabiya-engine is driven in a row of engineGameReachesResult.
enum class Drive { Cecp, CxboardForced, CxboardEngineDriven };

void TestSession::engineGameReachesResult_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("other");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("drive");
    QTest::addColumn<bool>("tabiyaBlack");
    QTest::newRow("chess vs fairymax")
        << QStringLiteral("normal") << QStringLiteral("/usr/games/fairymax") << 3
        << int(Drive::Cecp) << false;
    QTest::newRow("xiangqi vs maxqi")
        << QStringLiteral("xiangqi") << QStringLiteral("/usr/games/maxqi") << 3 << int(Drive::Cecp)
        << false;
    // CXBoard in forced mode: position, move for every move, go on each turn, bestmove.
    QTest::newRow("xiangqi, CXBoard forced vs maxqi")
        << QStringLiteral("xiangqi") << QStringLiteral("/usr/games/maxqi") << 3
        << int(Drive::CxboardForced) << false;
    // The Variant option (Chess) chosen for a chess game.
    QTest::newRow("chess, CXBoard forced vs fairymax")
        << QStringLiteral("normal") << QStringLiteral("/usr/games/fairymax") << 3
        << int(Drive::CxboardForced) << false;
    // The engine keeps its clock and plays its side (playcurrent/playother/move): no depth
    // limit travels this way, its clock alone paces it.
    QTest::newRow("xiangqi, CXBoard engine-driven vs maxqi")
        << QStringLiteral("xiangqi") << QStringLiteral("/usr/games/maxqi") << 3
        << int(Drive::CxboardEngineDriven) << false;
    // As Black: playother at the start, then it answers each move by itself.
    QTest::newRow("xiangqi, maxqi vs CXBoard engine-driven")
        << QStringLiteral("xiangqi") << QStringLiteral("/usr/games/maxqi") << 3
        << int(Drive::CxboardEngineDriven) << true;
}

void TestSession::engineGameReachesResult() {
    QFETCH(QString, variant);
    QFETCH(QString, other);
    QFETCH(int, depth);
    QFETCH(int, drive);
    QFETCH(bool, tabiyaBlack);
    if (!QFileInfo(other).isExecutable()) QSKIP("engine not installed");
    EngineConfig tabiyaConfig = engine(QStringLiteral("tabiya-engine"));
    if (Drive(drive) != Drive::Cecp) tabiyaConfig.protocol = EngineProtocol::Cxboard;
    tabiyaConfig.cxboardEngineDriven = Drive(drive) == Drive::CxboardEngineDriven;
    EnginePlayer tabiya(tabiyaConfig);
    QSignalSpy transcript(&tabiya, &EnginePlayer::transcriptLine);
    EnginePlayer opponent(engine(other));
    Session session;
    if (tabiyaBlack)
        seat(session, &opponent, &tabiya, Session::Mode::TwoMachines);
    else
        seat(session, &tabiya, &opponent, Session::Mode::TwoMachines);
    session.setTimeControl(fast(depth)); // short searches keep the game quick
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy moves(&session, &Session::moveMade);
    QVERIFY(session.newGame(*Variant::byName(variant.toStdString())));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 90000);
    const Game& g = session.game();
    QVERIFY(g.isOver());
    QVERIFY(!g.reason().isEmpty());
    QCOMPARE(moves.count(), g.ply());
    QVERIFY(g.ply() > 0);
    verifyLegal(g);
    QVERIFY(g.tag(tabiyaBlack ? QStringLiteral("Black") : QStringLiteral("White"))
                .contains(QStringLiteral("Tabiya"), Qt::CaseInsensitive));
    // Engine moves carry the engine's evaluation and the time used.
    int withScore = 0;
    for (const GameMove& gm : g.moves()) {
        QVERIFY(gm.evaluation.timeMs >= 0);
        withScore += gm.evaluation.hasScore;
    }
    QVERIFY(withScore > g.ply() / 2);
    // Faults end games too: none of tabiya-engine's (a time loss, an illegal move, a
    // rejected move). The opponent's count as its own loss (MaxQi claims fifty-move
    // draws that the rules here do not grant).
    if (g.termination() != TerminationKind::Normal)
        QVERIFY2(g.result() == (tabiyaBlack ? GameResult::BlackWins : GameResult::WhiteWins),
                 qPrintable(g.reason()));
    if (Drive(drive) != Drive::Cecp) {
        // Transcript lines are "TIME NAME> LINE" for lines sent to the engine.
        QStringList sent;
        for (const QList<QVariant>& args : std::as_const(transcript)) {
            const QString line = args[0].toString();
            const qsizetype arrow = line.indexOf(QLatin1String("> "));
            if (arrow > 0) sent << line.mid(arrow + 2);
        }
        QVERIFY(sent.contains(QStringLiteral("cxboard 1")));
        QCOMPARE(sent.contains(tabiyaBlack ? QStringLiteral("playother")
                                           : QStringLiteral("playcurrent")),
                 Drive(drive) == Drive::CxboardEngineDriven);
        if (variant == QLatin1String("normal"))
            QVERIFY(sent.contains(QStringLiteral("setoption name Variant value Chess")));
    }
    const QString pgn = g.toPgnText();
    QVERIFY(pgn.contains(Game::resultToken(g.result())));
    QVERIFY2(pgn.contains(g.reason()), qPrintable(pgn + g.reason()));
    qInfo("%s in %d plies: %s", qPrintable(Game::resultToken(g.result())), g.ply(),
          qPrintable(g.reason()));
}

void TestSession::slowEngineLosesOnTime() {
    // The engine thinks 5 s per move on a clock of 0.4 s.
    EnginePlayer slow(engine(QStringLiteral("fake-engine"),
                             {QStringLiteral("think-ms=5000"), QStringLiteral("moves=e2e4")}));
    HumanPlayer human(QStringLiteral("Human"));
    Session session;
    seat(session, &slow, &human, Session::Mode::MachineWhite);
    session.setTimeControl(wholeGame(400));
    QSignalSpy ended(&session, &Session::gameEnded);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 4000);
    QCOMPARE(session.game().result(), GameResult::BlackWins);
    QCOMPARE(session.game().termination(), TerminationKind::TimeForfeit);
    QCOMPARE(session.game().reason(), QStringLiteral("White loses on time"));
    QCOMPARE(session.clock(White)->remainingMs(), 0);
    QCOMPARE(session.game().ply(), 0);
}

void TestSession::undoAgainstEngine() {
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    Session session;
    seat(session, &human, &tabiya, Session::Mode::MachineBlack);
    const TimeControl tc = fast(4);
    session.setTimeControl(tc);
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QVERIFY(session.humanToMove());
    QVERIFY(play(session, "e2e4"));
    QVERIFY(!play(session, "d2d4")); // not the person's turn while the engine thinks
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000);
    const qint64 whiteAfterFirst = session.game().moves()[0].whiteRemainingMs;
    // Retract: both the engine's reply and the person's move go.
    session.retract();
    QCOMPARE(session.game().ply(), 0);
    QVERIFY(session.humanToMove());
    QCOMPARE(session.clock(White)->remainingMs(), tc.baseMs);
    QVERIFY(whiteAfterFirst > 0);
    // The engine plays on from the position after the takeback: a different first move.
    QVERIFY(play(session, "d2d4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000);
    QCOMPARE(session.state(), Session::State::Playing);
    verifyLegal(session.game());
    // Once more, retracting while the engine is to move takes back one ply.
    QVERIFY(play(session, "c2c4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 4, 10000);
    session.retract();
    QCOMPARE(session.game().ply(), 2);
    QVERIFY(play(session, "g1f3"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 4, 10000);
    QCOMPARE(session.state(), Session::State::Playing);
    verifyLegal(session.game());
}

void TestSession::faultEndsGame_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("reasonPart");
    QTest::addColumn<int>("termination");
    // Empty: the engine plays White and moves first. Else the engine plays Black and the
    // person (White) plays this move first.
    QTest::addColumn<QString>("humanMove");
    QTest::addColumn<int>("protocol"); // EngineProtocol: the fake engine speaks CECP or UCI
    QTest::newRow("illegal move") << QStringList{QStringLiteral("moves=e2e5")}
                                  << QStringLiteral("illegal move: e2e5")
                                  << int(TerminationKind::RulesInfraction) << QString()
                                  << int(EngineProtocol::Cecp);
    QTest::newRow("false claim") << QStringList{QStringLiteral("claim=1-0 {White mates}")}
                                 << QStringLiteral("False claim")
                                 << int(TerminationKind::RulesInfraction) << QString()
                                 << int(EngineProtocol::Cecp);
    QTest::newRow("crash") << QStringList{QStringLiteral("crash-on-go")}
                           << QStringLiteral("crashed") << int(TerminationKind::Abandoned)
                           << QString() << int(EngineProtocol::Cecp);
    QTest::newRow("resigns by claiming its loss")
        << QStringList{QStringLiteral("claim=0-1 {White resigns}")}
        << QStringLiteral("White resigns") << int(TerminationKind::Normal) << QString()
        << int(EngineProtocol::Cecp);
    // The engine calls our legal move illegal: it forfeits in its own words instead of
    // leaving the game to hang until its flag falls.
    QTest::newRow("legal move refused")
        << QStringList{QStringLiteral("illegal")}
        << QStringLiteral("refused the legal move e2e4 (it said: Illegal move: e2e4)")
        << int(TerminationKind::RulesInfraction) << QStringLiteral("e2e4")
        << int(EngineProtocol::Cecp);
    // UCI: a crash mid-search ends the game with its reason; a search that does not end (a
    // minute, on a 4 s clock) is decided by the engine's clock, as the protocol has no
    // search timeout of its own.
    QTest::newRow("UCI crash") << QStringList{QStringLiteral("uci"), QStringLiteral("crash-on-go")}
                               << QStringLiteral("crashed") << int(TerminationKind::Abandoned)
                               << QString() << int(EngineProtocol::Uci);
    QTest::newRow("UCI hang") << QStringList{QStringLiteral("uci"),
                                             QStringLiteral("think-ms=60000")}
                              << QStringLiteral("on time") << int(TerminationKind::TimeForfeit)
                              << QString() << int(EngineProtocol::Uci);
}

void TestSession::faultEndsGame() {
    QFETCH(QStringList, args);
    QFETCH(QString, reasonPart);
    QFETCH(int, termination);
    QFETCH(QString, humanMove);
    QFETCH(int, protocol);
    const bool engineWhite = humanMove.isEmpty();
    EngineConfig config = engine(QStringLiteral("fake-engine"), args);
    config.protocol = EngineProtocol(protocol);
    EnginePlayer fake(config);
    HumanPlayer human(QStringLiteral("Human"));
    Session session;
    session.setPlayer(engineWhite ? White : Black, &fake);
    session.setPlayer(engineWhite ? Black : White, &human);
    session.setMode(engineWhite ? Session::Mode::MachineWhite : Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy ended(&session, &Session::gameEnded);
    QVERIFY(session.newGame(Variant::chess()));
    if (!engineWhite) {
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
        QVERIFY(play(session, humanMove.toStdString().c_str()));
    }
    // Well before the 4 s clock could decide it.
    const int timeoutMs = engineWhite ? 10000 : 3000;
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, timeoutMs);
    const GameResult loss = engineWhite ? GameResult::BlackWins : GameResult::WhiteWins;
    QCOMPARE(session.game().result(), loss);
    QVERIFY2(session.game().reason().contains(reasonPart), qPrintable(session.game().reason()));
    QCOMPARE(int(session.game().termination()), termination);
    QCOMPARE(session.game().ply(), engineWhite ? 0 : 1);
    const QString pgn = session.game().toPgnText();
    QVERIFY(pgn.contains(engineWhite ? QStringLiteral("0-1") : QStringLiteral("1-0")));
    QVERIFY2(pgn.contains(session.game().reason()), qPrintable(pgn));
}

void TestSession::fiftyMoveClaimInXiangqi_data() {
    QTest::addColumn<int>("halfmoves");
    QTest::addColumn<bool>("accepted");
    // Xiangqi's own rule here is 60 moves a side; XBoard takes an engine's claim after 50.
    QTest::newRow("50 moves: accepted") << 100 << true;
    QTest::newRow("49.5 moves: false claim") << 99 << false;
}

void TestSession::fiftyMoveClaimInXiangqi() {
    QFETCH(int, halfmoves);
    QFETCH(bool, accepted);
    EnginePlayer fake(
        engine(QStringLiteral("fake-engine"), {QStringLiteral("claim=1/2-1/2 {50-move rule}")}));
    HumanPlayer human(QStringLiteral("Human"));
    Session session;
    seat(session, &fake, &human, Session::Mode::MachineWhite);
    session.setTimeControl(fast());
    QSignalSpy ended(&session, &Session::gameEnded);
    const QString fen = QStringLiteral("4k4/9/9/9/9/9/9/9/R8/3K5 w - - %1 80").arg(halfmoves);
    QString error;
    QVERIFY2(session.newGame(*Variant::byName("xiangqi"), fen, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 10000);
    QCOMPARE(session.game().result(), accepted ? GameResult::Draw : GameResult::BlackWins);
    QVERIFY2(session.game().reason().contains(accepted ? QStringLiteral("50 moves")
                                                       : QStringLiteral("False claim")),
             qPrintable(session.game().reason()));
}

void TestSession::pacedEngineNotChargedForDelivery() {
    // Lines 150 ms apart (as GNU Chess gets them, but slower): "time", "otim", "usermove"
    // take 300 ms to arrive; the engine then answers at once. Its clock runs from the last.
    EngineConfig c = engine(QStringLiteral("fake-engine"), {QStringLiteral("moves=e7e5")});
    c.lineDelayMs = 150;
    EnginePlayer paced(c);
    HumanPlayer human(QStringLiteral("Human"));
    Session session;
    seat(session, &human, &paced, Session::Mode::MachineBlack);
    session.setTimeControl(wholeGame(60000));
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 30000);
    QVERIFY(play(session, "e2e4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 30000);
    const qint64 used = 60000 - session.clock(Black)->remainingMs();
    QVERIFY2(used < 150, qPrintable(QString::number(used))); // not the 300 ms of delivery
}

void TestSession::crashedEngineRestartsForNextGame() {
    EnginePlayer fake(engine(QStringLiteral("fake-engine"), {QStringLiteral("crash-on-go")}));
    HumanPlayer human(QStringLiteral("Human"));
    Session session;
    seat(session, &human, &fake, Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy ended(&session, &Session::gameEnded);
    for (int game = 1; game <= 2; ++game) {
        QVERIFY(session.newGame(Variant::chess()));
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), game, 10000);
        QVERIFY(play(session, "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), game, 10000);
        QCOMPARE(session.game().result(), GameResult::WhiteWins);
        QVERIFY(session.game().reason().contains(QStringLiteral("crashed")));
    }
}

void TestSession::humanResignsAndClaims() {
    HumanPlayer white(QStringLiteral("A")), black(QStringLiteral("B"));
    Session session;
    seat(session, &white, &black, Session::Mode::EditGame);
    QVERIFY(session.newGame(Variant::chess()));
    QCOMPARE(session.state(), Session::State::Playing);
    // Knights out and back twice: the start position for the third time.
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"})
        QVERIFY(play(session, m));
    QVERIFY(session.isPlaying());
    QVERIFY(play(session, "f6g8"));
    // The third occurrence ends the game by the rules, or may be claimed.
    if (session.isPlaying()) QVERIFY(session.claimDraw(White));
    QCOMPARE(session.game().result(), GameResult::Draw);
    QVERIFY(session.game().reason().contains(QStringLiteral("repetition")));

    QVERIFY(session.newGame(Variant::chess()));
    QVERIFY(!session.claimDraw(White)); // nothing to claim at the start
    session.resign(Black);
    QCOMPARE(session.game().result(), GameResult::WhiteWins);
    QCOMPARE(session.game().reason(), QStringLiteral("Black resigns"));
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"

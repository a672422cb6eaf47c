// Session actions with real engines (tabiya-engine) and tests/protocol's scripted
// fake-engine: time odds (each engine told its own clock), draw offers both ways, an
// engine resigning, move now, hints, pause/resume stopping clock and engine, Machine
// White with the engine moving first, and reuse=0 engines restarted for the next game.
#include "app/session/engineplayer.h"
#include "app/session/humanplayer.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/core/san.h"
#include "tests/app/session/sessiontesthelpers.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

class TestSessionActions : public QObject {
    Q_OBJECT
private slots:
    void timeOddsGiveEachEngineItsLevel();
    void engineAnswersDrawOffer_data();
    void engineAnswersDrawOffer();
    void engineOffersDrawPersonAccepts();
    void drawOfferToAnEngineThatCannotHearIt();
    void engineResigns();
    void moveNow();
    void hintArrives();
    void pauseStopsClockAndEngine();
    void engineOnMoveFirst_data();
    void engineOnMoveFirst();
    void reuse0RestartsEngine_data();
    void reuse0RestartsEngine();
};

namespace {

TimeControl classical(int mps, qint64 baseMs) {
    TimeControl tc;
    tc.movesPerSession = mps;
    tc.baseMs = baseMs;
    return tc;
}

// The lines sent to (">") or received from ("<") an engine, from its transcript
// ("TIME NAME> LINE", "TIME NAME< LINE").
QStringList transcriptLines(const QSignalSpy& transcript, const char* direction) {
    const QString arrowText = QLatin1String(direction) + QLatin1Char(' ');
    QStringList lines;
    for (const QList<QVariant>& args : transcript) {
        const QString line = args[0].toString();
        const qsizetype arrow = line.indexOf(arrowText);
        if (arrow > 0) lines << line.mid(arrow + 2);
    }
    return lines;
}

QStringList sentLines(const QSignalSpy& transcript) {
    return transcriptLines(transcript, ">");
}

QStringList receivedLines(const QSignalSpy& transcript) {
    return transcriptLines(transcript, "<");
}

} // namespace

void TestSessionActions::timeOddsGiveEachEngineItsLevel() {
    // Two engines, each with its own clock: 40 moves in 5 minutes for White, in 1 minute
    // for Black. Each is told its own (CECP level), and the session's clocks follow.
    const QStringList slow = {QStringLiteral("think-ms=60000")};
    EnginePlayer white(engine(QStringLiteral("fake-engine"), slow));
    EnginePlayer black(engine(QStringLiteral("fake-engine"), slow));
    QSignalSpy whiteSent(&white, &EnginePlayer::transcriptLine);
    QSignalSpy blackSent(&black, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &white, &black, Session::Mode::TwoMachines);
    session.setTimeControl(White, classical(40, 300000));
    session.setTimeControl(Black, classical(40, 60000));
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(sentLines(whiteSent).contains(QStringLiteral("go")), 10000);
    QVERIFY2(sentLines(whiteSent).contains(QStringLiteral("level 40 5 0")),
             qPrintable(sentLines(whiteSent).join(QLatin1Char('|'))));
    QVERIFY2(sentLines(blackSent).contains(QStringLiteral("level 40 1 0")),
             qPrintable(sentLines(blackSent).join(QLatin1Char('|'))));
    QVERIFY(!sentLines(blackSent).contains(QStringLiteral("level 40 5 0")));
    QCOMPARE(session.clock(Black)->remainingMs(), 60000);
    QVERIFY(session.clock(White)->remainingMs() > 60000);
    // The PGN says who had which clock.
    QCOMPARE(session.game().tag(QStringLiteral("WhiteTimeControl")), QStringLiteral("40/300"));
    QCOMPARE(session.game().tag(QStringLiteral("BlackTimeControl")), QStringLiteral("40/60"));
    session.abort();
}

void TestSessionActions::engineAnswersDrawOffer_data() {
    // tabiya-engine takes a draw when it stands clearly worse, and declines in a level
    // position early in the game.
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("moves"); // the person's (White's) moves before the offer
    QTest::addColumn<bool>("accepts");
    QTest::newRow("a queen down: accepts")
        << QStringLiteral("4k3/8/8/8/8/8/8/3QK3 w - - 0 1") << QStringList{"e1f2"} << true;
    QTest::newRow("level, move 2: declines") << QString() << QStringList{"e2e4"} << false;
}

void TestSessionActions::engineAnswersDrawOffer() {
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(bool, accepts);
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    QSignalSpy transcript(&tabiya, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &tabiya, Session::Mode::MachineBlack);
    session.setTimeControl(fast(3));
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy offered(&session, &Session::drawOffered);
    QVERIFY(session.newGame(Variant::chess(), fen));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    int ply = 0;
    for (const QString& m : std::as_const(moves)) {
        QVERIFY(play(session, m.toLatin1().constData()));
        ply += 2;
        QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), ply, 10000); // the engine replied
    }
    // The person offers on their turn; the engine answers with an offer of its own.
    session.offerDraw(White);
    QCOMPARE(offered.count(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(sentLines(transcript).contains(QStringLiteral("draw")), 5000);
    if (accepts) {
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 10000);
        QCOMPARE(session.game().result(), GameResult::Draw);
        QCOMPARE(session.game().reason(), QStringLiteral("Draw by agreement"));
        QVERIFY(session.game().toPgnText().contains(QStringLiteral("1/2-1/2")));
        return;
    }
    // Declined: the game goes on, and the engine's next move comes with no offer first.
    QVERIFY(play(session, "d2d4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), ply + 2, 10000);
    QCOMPARE(session.state(), Session::State::Playing);
    QVERIFY(!receivedLines(transcript).contains(QStringLiteral("offer draw")));
    QCOMPARE(ended.count(), 0);
}

void TestSessionActions::engineOffersDrawPersonAccepts() {
    // The fake engine says "offer draw" before its move; the person accepts by offering.
    EnginePlayer fake(engine(QStringLiteral("fake-engine"),
                             {QStringLiteral("offer-draw"), QStringLiteral("moves=e7e5,b8c6")}));
    HumanPlayer human(QStringLiteral("Human"));
    Session session;
    seat(session, &human, &fake, Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy offered(&session, &Session::drawOffered);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QVERIFY(play(session, "e2e4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000);
    QCOMPARE(offered.count(), 1);
    QCOMPARE(offered.first().first().value<Color>(), Black);
    QCOMPARE(ended.count(), 0); // an offer alone ends nothing
    session.offerDraw(White);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(session.game().result(), GameResult::Draw);
    QCOMPARE(session.game().reason(), QStringLiteral("Draw by agreement"));
    QCOMPARE(session.game().ply(), 2);
}

void TestSessionActions::drawOfferToAnEngineThatCannotHearIt() {
    // Fairy-Max breaks on "draw" (protocol/cecpquirks.h), so it is never sent: the person's
    // offer is said to go unheard instead of standing unanswered.
    const QString fairymax = QStringLiteral("/usr/games/fairymax");
    if (!QFile::exists(fairymax)) QSKIP("fairymax is not installed");
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer fairy(engine(fairymax));
    QSignalSpy transcript(&fairy, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &fairy, Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy offered(&session, &Session::drawOffered);
    QSignalSpy said(&session, &Session::message);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    session.offerDraw(White);
    QCOMPARE(offered.count(), 1);
    QCOMPARE(said.count(), 1); // after the offer's own words
    QVERIFY2(said.first().first().toString().contains(QStringLiteral("cannot be offered a draw")),
             qPrintable(said.first().first().toString()));
    // The game goes on, and Fairy-Max was never sent the offer.
    QVERIFY(play(session, "e2e4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000);
    QCOMPARE(session.state(), Session::State::Playing);
    QVERIFY(!sentLines(transcript).contains(QStringLiteral("draw")));
    session.abort();
}

void TestSessionActions::engineResigns() {
    // tabiya-engine with its Resign option on resigns after three searches scoring worse
    // than its threshold: four queens against a lone king.
    EngineConfig config = engine(QStringLiteral("tabiya-engine"));
    config.initialOptions = {{QStringLiteral("Resign"), QStringLiteral("1")}};
    EnginePlayer tabiya(config);
    HumanPlayer human(QStringLiteral("Human"));
    QSignalSpy transcript(&tabiya, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &tabiya, Session::Mode::MachineBlack);
    session.setTimeControl(fast(4));
    QSignalSpy ended(&session, &Session::gameEnded);
    QVERIFY(session.newGame(Variant::chess(), QStringLiteral("4k3/8/8/8/8/8/8/QQQQK3 b - - 0 1")));
    // The person walks the king away (never repeating: a repetition scores 0.00 and
    // would give the engine hope) while the engine loses heart.
    const char* shuffle[] = {"e1f2", "f2g3", "g3h4", "h4h5"};
    for (const char* m : shuffle) {
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToMove() || ended.count() > 0, 10000);
        if (ended.count()) break;
        QVERIFY2(play(session, m), m);
    }
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 10000);
    QVERIFY2(session.game().result() == GameResult::WhiteWins,
             qPrintable(session.game().toPgnText()));
    QCOMPARE(session.game().reason(), QStringLiteral("Black resigns"));
    QVERIFY(receivedLines(transcript).contains(QStringLiteral("resign")));
    QVERIFY(session.game().toPgnText().contains(QStringLiteral("{Black resigns} 1-0")));
}

void TestSessionActions::moveNow() {
    // A minute a move; "?" makes the engine move at once with what it has.
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    HumanPlayer human(QStringLiteral("Human"));
    QSignalSpy transcript(&tabiya, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &tabiya, &human, Session::Mode::MachineWhite);
    TimeControl tc;
    tc.fixedMoveMs = 60000;
    session.setTimeControl(tc);
    QSignalSpy thinking(&session, &Session::thinking);
    QSignalSpy moved(&session, &Session::moveMade);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_VERIFY_WITH_TIMEOUT(thinking.count() > 0, 10000); // searching now
    QCOMPARE(moved.count(), 0);
    session.moveNow();
    QVERIFY(sentLines(transcript).contains(QStringLiteral("?")));
    QTRY_COMPARE_WITH_TIMEOUT(moved.count(), 1, 5000);
    QVERIFY(session.humanToMove());
    const qint64 used = session.game().moves().first().evaluation.timeMs;
    QVERIFY2(used >= 0 && used < 10000, qPrintable(QString::number(used)));
    // Not the engine's turn: nothing is sent.
    const qsizetype questions = sentLines(transcript).count(QStringLiteral("?"));
    session.moveNow();
    QCOMPARE(sentLines(transcript).count(QStringLiteral("?")), questions);
}

void TestSessionActions::hintArrives() {
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    Session session;
    seat(session, &human, &tabiya, Session::Mode::MachineBlack);
    session.setTimeControl(fast(3));
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy hints(&session, &Session::hintReceived);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    for (int round = 1; round <= 2; ++round) {
        // At the start, and after a move of each side (the engine's own expectation).
        session.requestHint();
        QTRY_COMPARE_WITH_TIMEOUT(hints.count(), round, 10000);
        const QString hint = hints.last().first().toString();
        Position pos = session.game().position();
        Move m = parseCoordinateMove(pos, hint.toStdString());
        if (m.isNone()) m = parseSan(pos, hint.toStdString());
        QVERIFY2(!m.isNone() && pos.isLegalMove(m), qPrintable(hint));
        QVERIFY(session.humanMove(m)); // the person takes the advice
        QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2 * round, 10000);
    }
}

void TestSessionActions::pauseStopsClockAndEngine() {
    // Two seconds a move: paused for longer than that, neither the engine's clock nor
    // the engine may go on; resumed, both do and the move comes.
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    QSignalSpy transcript(&tabiya, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &tabiya, Session::Mode::MachineBlack);
    TimeControl tc;
    tc.fixedMoveMs = 2000;
    session.setTimeControl(tc);
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy thinking(&session, &Session::thinking);
    QSignalSpy moved(&session, &Session::moveMade);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QVERIFY(play(session, "e2e4"));
    QTRY_VERIFY_WITH_TIMEOUT(thinking.count() > 0, 5000);
    QVERIFY(session.clock(Black)->isRunning());
    session.pause();
    QCOMPARE(session.state(), Session::State::Paused);
    QVERIFY(session.clock(Black)->isPaused());
    QVERIFY(sentLines(transcript).contains(QStringLiteral("pause")));
    const qint64 leftAtPause = session.clock(Black)->remainingMs();
    QVERIFY(leftAtPause > 0);
    // Nothing to wait for here: the test is that nothing happens for longer than the
    // engine's time for a move.
    QTest::qWait(3000);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(session.clock(Black)->remainingMs(), leftAtPause);
    session.resume();
    QCOMPARE(session.state(), Session::State::Playing);
    QVERIFY(!session.clock(Black)->isPaused());
    QVERIFY(sentLines(transcript).contains(QStringLiteral("resume")));
    QTRY_COMPARE_WITH_TIMEOUT(moved.count(), 2, 5000);
    QVERIFY(session.humanToMove());
    // On the person's turn the pause stops the person's clock.
    session.pause();
    QVERIFY(session.clock(White)->isPaused());
    QVERIFY(!session.humanToMove());
    session.resume();
    QVERIFY(session.humanToMove());
}

void TestSessionActions::engineOnMoveFirst_data() {
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("engineSide");
    QTest::newRow("Machine White from the start")
        << int(Session::Mode::MachineWhite) << QString() << int(White);
    QTest::newRow("Machine Black, Black to move")
        << int(Session::Mode::MachineBlack)
        << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
        << int(Black);
}

void TestSessionActions::engineOnMoveFirst() {
    QFETCH(int, mode);
    QFETCH(QString, fen);
    QFETCH(int, engineSide);
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    QSignalSpy transcript(&tabiya, &EnginePlayer::transcriptLine);
    Session session;
    if (Color(engineSide) == White)
        seat(session, &tabiya, &human, Session::Mode(mode));
    else
        seat(session, &human, &tabiya, Session::Mode(mode));
    session.setTimeControl(fast(3));
    QSignalSpy moved(&session, &Session::moveMade);
    QVERIFY(session.newGame(Variant::chess(), fen));
    QVERIFY(!session.humanToMove());
    // The engine moves with no move of the person's: "go" after the setup.
    QTRY_COMPARE_WITH_TIMEOUT(moved.count(), 1, 10000);
    QVERIFY(sentLines(transcript).contains(QStringLiteral("go")));
    QCOMPARE(session.game().ply(), 1);
    QCOMPARE(session.sideToMove(), ~Color(engineSide));
    QVERIFY(session.humanToMove());
    QVERIFY(session.clock(Color(engineSide))->movesMade() == 1);
}

void TestSessionActions::reuse0RestartsEngine_data() {
    QTest::addColumn<bool>("reuse0");
    QTest::addColumn<int>("starts");
    QTest::newRow("feature reuse=0: a new process per game") << true << 2;
    QTest::newRow("reusable: one process for both games") << false << 1;
}

void TestSessionActions::reuse0RestartsEngine() {
    QFETCH(bool, reuse0);
    QFETCH(int, starts);
    QStringList args = {QStringLiteral("moves=e7e5")};
    if (reuse0) args << QStringLiteral("reuse0");
    EnginePlayer fake(engine(QStringLiteral("fake-engine"), args));
    HumanPlayer human(QStringLiteral("Human"));
    QSignalSpy transcript(&fake, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &fake, Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy started(&session, &Session::gameStarted);
    for (int game = 1; game <= 2; ++game) {
        QVERIFY(session.newGame(Variant::chess()));
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), game, 10000);
        QVERIFY(play(session, "e2e4"));
        QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000);
        session.resign(White);
        QCOMPARE(session.state(), Session::State::Finished);
    }
    const QStringList sent = sentLines(transcript);
    QCOMPARE(sent.count(QStringLiteral("protover 2")), starts);
    QCOMPARE(sent.count(QStringLiteral("quit")), starts - 1 + (reuse0 ? 1 : 0));
    // Each game was told its result.
    QCOMPARE(sent.filter(QRegularExpression(QStringLiteral("^result 1-0|^result 0-1"))).size(), 2);
}

QTEST_GUILESS_MAIN(TestSessionActions)
#include "tst_sessionactions.moc"

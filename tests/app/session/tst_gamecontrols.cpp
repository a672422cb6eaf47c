// The game controls of the Action and Options menus at the session, with real engines
// (tabiya-engine, Fairy-Max) and tests/protocol's fake-engine: Abort ends the game `*` and
// tells the engine "result *" in English; Call Flag wins only when the opponent's flag is
// down (auto flag off); Adjudicate writes the result and reason into the PGN and sends
// them; Ponder sends hard/easy, also in the middle of a game; a Chess960 game starts from
// its numbered position and the engine is told "variant fischerandom".
#include "app/session/engineplayer.h"
#include "app/session/humanplayer.h"
#include "app/session/session.h"
#include "board/core/chess960.h"
#include "protocol/engineconnection.h"
#include "tests/app/session/sessiontesthelpers.h"

#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace tabiya;
using namespace tabiya::test;

class TestGameControls : public QObject {
    Q_OBJECT
private slots:
    void abortEndsWithStarAndTellsTheEngine();
    void callFlagOnlyWhenTheFlagIsDown();
    void autoFlagEndsTheGameAtOnce();
    void adjudicate_data();
    void adjudicate();
    void ponderSendsHardAndEasy();
    void chess960StartsFromItsNumber();
    void chess960OutOfRange();
    void enginesHearEnglish_data();
    void enginesHearEnglish();
};

namespace {

// The lines sent to an engine, from its transcript ("TIME NAME> LINE").
QStringList sent(const QSignalSpy& transcript) {
    QStringList lines;
    for (const QList<QVariant>& args : transcript) {
        const QString line = args[0].toString();
        const qsizetype arrow = line.indexOf(QLatin1String("> "));
        if (arrow > 0) lines << line.mid(arrow + 2);
    }
    return lines;
}

const QString FairyMax = QStringLiteral("/usr/games/fairymax");

// A language of its own: every text comes out as "[xx] " and its English source.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char*, const char* source, const char*, int) const override {
        return QStringLiteral("[xx] ") + QString::fromUtf8(source);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

void TestGameControls::abortEndsWithStarAndTellsTheEngine() {
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    QSignalSpy transcript(&tabiya, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &tabiya, Session::Mode::MachineBlack);
    session.setTimeControl(fast(2));
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QVERIFY(play(session, "e2e4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000);
    // The person's language on the screen and in the PGN; English to the engine.
    session.abort(EndReason{QStringLiteral("Partie abgebrochen"), QStringLiteral("Game aborted")});
    QCOMPARE(session.state(), Session::State::Idle);
    QCOMPARE(session.game().result(), GameResult::Ongoing);
    const QString pgn = session.game().toPgnText();
    QVERIFY2(pgn.contains(QStringLiteral("[Result \"*\"]")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QStringLiteral("{Partie abgebrochen} *")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QStringLiteral("[Termination \"abandoned\"]")), qPrintable(pgn));
    QTRY_VERIFY2_WITH_TIMEOUT(sent(transcript).contains(QStringLiteral("result * {Game aborted}")),
                              qPrintable(sent(transcript).join(QLatin1Char('|'))), 5000);
}

void TestGameControls::callFlagOnlyWhenTheFlagIsDown() {
    // The engine has 0.4 s for the game and thinks a minute: its flag falls while the
    // person waits. With auto flag off the game goes on until the person calls it.
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer fake(engine(QStringLiteral("fake-engine"), {QStringLiteral("think-ms=60000")}));
    QSignalSpy transcript(&fake, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &fake, Session::Mode::MachineBlack);
    session.setAutoFlag(false);
    session.setTimeControl(White, wholeGame(60000));
    session.setTimeControl(Black, wholeGame(400));
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy flagDown(&session, &Session::flagDown);
    QSignalSpy ended(&session, &Session::gameEnded);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    // Before any flag fell: no claim, from either side.
    QVERIFY(!session.canCallFlag(White));
    QVERIFY(!session.callFlag(White));
    QVERIFY(!session.callFlag(Black));
    QVERIFY(play(session, "e2e4"));
    QVERIFY(!session.callFlag(White)); // Black's clock runs, but has time left
    QCOMPARE(session.state(), Session::State::Playing);
    QTRY_COMPARE_WITH_TIMEOUT(flagDown.count(), 1, 5000);
    QCOMPARE(flagDown.first().first().value<Color>(), Black);
    QCOMPARE(ended.count(), 0); // the game goes on
    QCOMPARE(session.state(), Session::State::Playing);
    QVERIFY(!session.callFlag(Black)); // the side out of time cannot claim
    QVERIFY(session.canCallFlag(White));
    QVERIFY(session.callFlag(White));
    QCOMPARE(ended.count(), 1);
    QCOMPARE(session.game().result(), GameResult::WhiteWins);
    QCOMPARE(session.game().reason(), QStringLiteral("Black loses on time"));
    QCOMPARE(session.game().termination(), TerminationKind::TimeForfeit);
    QTRY_VERIFY_WITH_TIMEOUT(
        sent(transcript).contains(QStringLiteral("result 1-0 {Black loses on time}")), 5000);
    QVERIFY(!session.callFlag(White)); // over: nothing more to claim
}

void TestGameControls::autoFlagEndsTheGameAtOnce() {
    // The default: the flag is called for the person.
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer fake(engine(QStringLiteral("fake-engine"), {QStringLiteral("think-ms=60000")}));
    Session session;
    QVERIFY(session.autoFlag());
    seat(session, &human, &fake, Session::Mode::MachineBlack);
    session.setTimeControl(White, wholeGame(60000));
    session.setTimeControl(Black, wholeGame(400));
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy flagDown(&session, &Session::flagDown);
    QSignalSpy ended(&session, &Session::gameEnded);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QVERIFY(play(session, "e2e4"));
    QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 5000);
    QCOMPARE(flagDown.count(), 0);
    QCOMPARE(session.game().result(), GameResult::WhiteWins);
}

void TestGameControls::adjudicate_data() {
    QTest::addColumn<GameResult>("result");
    QTest::addColumn<QString>("token");
    QTest::newRow("white") << GameResult::WhiteWins << QStringLiteral("1-0");
    QTest::newRow("black") << GameResult::BlackWins << QStringLiteral("0-1");
    QTest::newRow("draw") << GameResult::Draw << QStringLiteral("1/2-1/2");
}

void TestGameControls::adjudicate() {
    QFETCH(GameResult, result);
    QFETCH(QString, token);
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer tabiya(engine(QStringLiteral("tabiya-engine")));
    QSignalSpy transcript(&tabiya, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &tabiya, Session::Mode::MachineBlack);
    session.setTimeControl(fast(2));
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy ended(&session, &Session::gameEnded);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QVERIFY(play(session, "d2d4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000);
    session.adjudicate(result, EndReason{QStringLiteral("Urteil"), QStringLiteral("Adjudicated")});
    QCOMPARE(ended.count(), 1);
    QCOMPARE(session.state(), Session::State::Finished);
    const QString pgn = session.game().toPgnText();
    QVERIFY2(pgn.contains(QStringLiteral("[Result \"%1\"]").arg(token)), qPrintable(pgn));
    QVERIFY2(pgn.contains(QStringLiteral("[Termination \"adjudication\"]")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QStringLiteral("{Urteil} %1").arg(token)), qPrintable(pgn));
    QTRY_VERIFY2_WITH_TIMEOUT(
        sent(transcript).contains(QStringLiteral("result %1 {Adjudicated}").arg(token)),
        qPrintable(sent(transcript).join(QLatin1Char('|'))), 5000);
}

void TestGameControls::ponderSendsHardAndEasy() {
    // Fairy-Max thinks on the person's time when told "hard"; "easy" stops that, and the
    // Options menu's switch reaches a game in progress at once.
    if (!QFile::exists(FairyMax)) QSKIP("fairymax is not installed");
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer fairy(engine(FairyMax));
    QSignalSpy transcript(&fairy, &EnginePlayer::transcriptLine);
    Session session;
    QVERIFY(!session.ponder()); // off by default, as in XBoard
    seat(session, &fairy, &human, Session::Mode::MachineWhite);
    session.setTimeControl(wholeGame(60000, 0, 3));
    session.setPonder(true);
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(sent(transcript).contains(QStringLiteral("hard")), 5000);
    QVERIFY(!sent(transcript).contains(QStringLiteral("easy")));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 1, 10000); // the engine moved
    QCOMPARE(fairy.engine()->state(), EngineConnection::State::Pondering);
    session.setPonder(false);
    QTRY_VERIFY_WITH_TIMEOUT(sent(transcript).contains(QStringLiteral("easy")), 5000);
    QCOMPARE(fairy.engine()->state(), EngineConnection::State::Idle);
    // The game goes on: the engine answers the person's move.
    QVERIFY(play(session, "e7e5"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 3, 10000);
    session.abort();
}

void TestGameControls::chess960StartsFromItsNumber() {
    // Position 0 (BBQNNRKR) with Fairy-Max, which knows fischerandom: it is told the
    // variant and the position, and answers the person's move with a legal one.
    if (!QFile::exists(FairyMax)) QSKIP("fairymax is not installed");
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer fairy(engine(FairyMax));
    QSignalSpy transcript(&fairy, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &fairy, Session::Mode::MachineBlack);
    session.setTimeControl(wholeGame(60000, 0, 3));
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newChess960Game(0));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    const QString fen = QString::fromStdString(chess960Fen(0));
    QCOMPARE(session.game().startFen(), fen);
    QCOMPARE(session.game().tag(QStringLiteral("Variant")), QStringLiteral("fischerandom"));
    QCOMPARE(session.game().variantName(), QStringLiteral("fischerandom"));
    const QStringList lines = sent(transcript);
    QVERIFY2(lines.contains(QStringLiteral("variant fischerandom")),
             qPrintable(lines.join(QLatin1Char('|'))));
    // Fairy-Max has no setboard: the position comes piece by piece in edit mode.
    const bool edited =
        lines.contains(QStringLiteral("edit")) && lines.contains(QStringLiteral("Ba1")) &&
        lines.contains(QStringLiteral("Qc1")) && lines.contains(QStringLiteral("Kg1"));
    QVERIFY2(lines.contains(QStringLiteral("setboard ") + fen) || edited,
             qPrintable(lines.join(QLatin1Char('|'))));
    QVERIFY(play(session, "d1c3"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000);
    const QString pgn = session.game().toPgnText();
    QVERIFY2(pgn.contains(QStringLiteral("[Variant \"fischerandom\"]")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QStringLiteral("[FEN \"%1\"]").arg(fen)), qPrintable(pgn));
    session.abort();
}

void TestGameControls::chess960OutOfRange() {
    HumanPlayer a(QStringLiteral("A")), b(QStringLiteral("B"));
    Session session;
    seat(session, &a, &b, Session::Mode::EditGame);
    QString error;
    QVERIFY(!session.newChess960Game(960, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(session.state(), Session::State::Idle);
    // 518 is the usual start, as a Chess960 game.
    QVERIFY(session.newChess960Game(Chess960Standard, &error));
    QCOMPARE(session.game().position().hash(), Position::startPosition(Variant::chess()).hash());
    QCOMPARE(session.game().variantName(), QStringLiteral("fischerandom"));
}

void TestGameControls::enginesHearEnglish_data() {
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("engineLine");
    QTest::addColumn<QString>("pgnReason");
    QTest::newRow("resign") << "resign"
                            << "result 0-1 {White resigns}"
                            << "{[xx] [xx] White resigns} 0-1";
    QTest::newRow("agreement") << "draw"
                               << "result 1/2-1/2 {Draw by agreement}"
                               << "{[xx] Draw by agreement} 1/2-1/2";
}

void TestGameControls::enginesHearEnglish() {
    // The person reads the result in their language (here a made-up one); the engine is
    // told it in English, as every engine expects.
    QFETCH(QString, how);
    QFETCH(QString, engineLine);
    QFETCH(QString, pgnReason);
    MarkingTranslator language;
    QCoreApplication::installTranslator(&language);
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer fake(engine(QStringLiteral("fake-engine"),
                             {QStringLiteral("offer-draw"), QStringLiteral("moves=e7e5,b8c6")}));
    QSignalSpy transcript(&fake, &EnginePlayer::transcriptLine);
    Session session;
    seat(session, &human, &fake, Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    QVERIFY(play(session, "e2e4"));
    QTRY_COMPARE_WITH_TIMEOUT(session.game().ply(), 2, 10000); // with its draw offer
    if (how == QLatin1String("resign"))
        session.resign(White);
    else
        session.offerDraw(White); // accepts the engine's offer
    QCOMPARE(session.state(), Session::State::Finished);
    const QString pgn = session.game().toPgnText();
    QCoreApplication::removeTranslator(&language);
    QVERIFY2(pgn.contains(pgnReason), qPrintable(pgn));
    QTRY_VERIFY2_WITH_TIMEOUT(sent(transcript).contains(engineLine),
                              qPrintable(sent(transcript).join(QLatin1Char('|'))), 5000);
}

QTEST_GUILESS_MAIN(TestGameControls)
#include "tst_gamecontrols.moc"

// Games of variants the engines define (CECP setup and piece lines) with real engines,
// Two Machines as the headless match plays them: the first engine's setup is the board,
// the game runs to a result without forfeits, its PGN names the variant as XBoard does.
// A variant with a rule board/core cannot express runs with the engines judging the
// moves (the fake engine defines one), and a person's move its engine refuses is taken
// back.
#include "app/session/engineplayer.h"
#include "app/session/humanplayer.h"
#include "app/session/session.h"
#include "board/core/enginevarianttags.h"
#include "board/core/movetext.h"
#include "board/core/pgn.h"
#include "board/core/san.h"
#include "protocol/engineconnection.h"
#include "tests/app/session/sessiontesthelpers.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;
using namespace tabiya::test;

class TestEngineVariants : public QObject {
    Q_OBJECT
private slots:
    void gameReachesResult_data();
    void gameReachesResult();
    void pgnRoundTrip();
    void tagsDescribeVariant();
    void engineJudgedVariant();
    void refusedMoveIsTakenBack();
    void unknownVariantFailsToStart();
    void preludeIsReplaced();
    void boardOfAnotherSize();
};

namespace {

// The words that say a game ended by a fault rather than by play.
bool forfeited(const Game& g) {
    return g.termination() == TerminationKind::RulesInfraction ||
           g.termination() == TerminationKind::Abandoned ||
           g.termination() == TerminationKind::TimeForfeit;
}

// Plays one Two Machines game of `variant` between two instances of `program`; the game.
std::optional<Game> playGame(const QString& program, const QStringList& args,
                             const QString& variant, const TimeControl& tc, int timeoutMs) {
    Session session;
    EnginePlayer first(engine(program, args)), second(engine(program, args));
    seat(session, &first, &second, Session::Mode::TwoMachines);
    session.setFirstPlayer(&first);
    session.setTimeControl(tc);
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy failed(&session, &Session::startFailed);
    QSignalSpy ended(&session, &Session::gameEnded);
    QString error;
    if (!session.newEngineVariantGame(variant, &error)) {
        qWarning("%s", qPrintable(error));
        return std::nullopt;
    }
    // The game ends, or fails to start.
    [&] { QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty() || !failed.isEmpty(), timeoutMs); }();
    if (ended.isEmpty()) {
        qWarning("no result: %s after %d plies",
                 qPrintable(failed.isEmpty() ? QString() : failed[0][0].toString()),
                 session.game().ply());
        return std::nullopt;
    }
    Game g = session.game();
    first.shutdown();
    second.shutdown();
    return g;
}

} // namespace

void TestEngineVariants::gameReachesResult_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    const QString fsf = QStringLiteral("/usr/games/fairy-stockfish");
    const QString fmax = QStringLiteral("/usr/games/fairymax");
    const QString sjaak = QStringLiteral("/usr/games/sjaakii");
    // Fairy-Stockfish's manchu: a xiangqi parent, one side with a super-chariot.
    QTest::newRow("fairy-stockfish manchu") << fsf << QStringList() << "manchu" << 2 << 9 << 10;
    // Janggi: Tabiya's own rules once built in (Variant::byName first), else the engines'.
    QTest::newRow("fairy-stockfish janggi") << fsf << QStringList() << "janggi" << 2 << 9 << 10;
    // Janggimodern: no bikjang, decided on points; Fairy-Stockfish passes in it too.
    QTest::newRow("fairy-stockfish janggimodern")
        << fsf << QStringList() << "janggimodern" << 2 << 9 << 10;
    // Fairy-Max's grande-acedrex: 12x12 on a shatranj parent, bent riders (U, A).
    // Fairy-Max's spartan: two black kings, hoplites; it ends by the rules (mate).
    QTest::newRow("fairymax spartan") << fmax << QStringList() << "spartan" << 2 << 8 << 8;
    QTest::newRow("fairymax grande-acedrex")
        << fmax << QStringList() << "grande-acedrex" << 2 << 12 << 12;
    // Sjaak II's peasant revolt and corridor chess: every piece defined by a piece line,
    // pawns without a double step.
    QTest::newRow("sjaakii peasant") << sjaak << QStringList() << "peasant" << 3 << 8 << 8;
    QTest::newRow("sjaakii corridor_chess")
        << sjaak << QStringList() << "corridor_chess" << 3 << 8 << 8;
}

void TestEngineVariants::gameReachesResult() {
    QFETCH(QString, program);
    QFETCH(QStringList, args);
    QFETCH(QString, variant);
    QFETCH(int, depth);
    if (!QFileInfo(program).isExecutable()) QSKIP("engine not installed");
    // Fairy-Stockfish's janggi passes ("move pass"), which only the built-in rules know.
    if (variant == QLatin1String("janggi") && !Variant::byName("janggi"))
        QSKIP("janggi is not built in on this branch");
    QElapsedTimer timer;
    timer.start();
    const auto g = playGame(program, args, variant, wholeGame(20000, 100, depth), 240000);
    QVERIFY(g);
    qInfo("%s: %d plies, %s %s, %lld ms, ends at %s", qPrintable(variant), g->ply(),
          qPrintable(Game::resultToken(g->result())), qPrintable(g->reason()), timer.elapsed(),
          g->position().fen().c_str());
    QVERIFY(g->result() != GameResult::Ongoing);
    QVERIFY2(!forfeited(*g), qPrintable(g->reason()));
    QTEST(g->variant().width, "width");
    QTEST(g->variant().height, "height");
    QCOMPARE(g->tag("Variant"), variant);
    QVERIFY(g->ply() > 0);
}

void TestEngineVariants::pgnRoundTrip() {
    // A short game of Sjaak II's peasant revolt, written: the tags XBoard writes (Variant,
    // FEN and SetUp for the engine's start, VariantMen for the pieces), which give the
    // same variant back: the game's moves replay on it to the same position.
    const QString sjaak = QStringLiteral("/usr/games/sjaakii");
    if (!QFileInfo(sjaak).isExecutable()) QSKIP("Sjaak II not installed");
    const auto g = playGame(sjaak, {}, "peasant", wholeGame(20000, 100, 2), 240000);
    QVERIFY(g);
    const QString text = QString::fromStdString(writePgn(g->toPgn()));
    auto tag = [&](const char* name) {
        const QRegularExpression re(QStringLiteral("^\\[%1 \"([^\"]*)\"\\]$").arg(name),
                                    QRegularExpression::MultilineOption);
        return re.match(text).captured(1).toStdString();
    };
    QCOMPARE(tag("Variant"), std::string("peasant"));
    QCOMPARE(tag("SetUp"), std::string("1"));
    QVERIFY2(tag("FEN").starts_with("1nn1k1n1/4p3/8/8/8/8/PPPPPPPP/4K3 w"), qPrintable(text));
    QVERIFY2(tag("VariantMen").find("P:fmWfcF") != std::string::npos, qPrintable(text));
    const auto definition = engineVariantFromTags(tag("Variant"), tag("FEN"), tag("VariantMen"));
    QVERIFY(definition);
    const EngineVariantBuild build = buildEngineVariant(*definition);
    QVERIFY2(build.variant, build.error.c_str());
    QVERIFY2(build.checksLegality(), build.unsupported.empty() ? "" : build.unsupported[0].c_str());
    auto pos = Position::fromFen(*build.variant, build.startFen);
    QVERIFY(pos);
    for (const GameMove& gm : g->moves()) {
        const Move m = parseSan(*pos, gm.san.toStdString());
        QVERIFY2(!m.isNone() && pos->isLegalMove(m), qPrintable(gm.san));
        pos->makeMove(m);
    }
    QCOMPARE(pos->fen(), g->position().fen());
    // The same through the PGN reader, as File > Load Game reads it.
    const PgnReadResult read = readPgn(text.toStdString());
    QVERIFY2(read.errors.empty(), read.errors.empty() ? "" : read.errors[0].message.c_str());
    QCOMPARE(int(read.games.size()), 1);
    QCOMPARE(read.games[0].variant, build.variant);
    QCOMPARE(read.games[0].endPosition().fen(), g->position().fen());
}

void TestEngineVariants::tagsDescribeVariant() {
    // The size comes from the name's WxH+S_parent prefix, else from the FEN's board.
    auto d = engineVariantFromTags("janggi",
                                   "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/"
                                   "RNBA1ABNR w - - 0 1",
                                   "R:RB;C:pRpB");
    QVERIFY(d);
    QCOMPARE(d->setup.width, 9);
    QCOMPARE(d->setup.height, 10);
    QCOMPARE(d->name, std::string("janggi"));
    QCOMPARE(d->setup.parent, std::string("xiangqi")); // the tags do not say: the board does
    d = engineVariantFromTags("grande-acedrex",
                              "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/"
                              "RLUGCAKCGULR w - - 0 1",
                              "");
    QVERIFY(d);
    QCOMPARE(d->setup.width, 12);
    QCOMPARE(d->setup.height, 12);
    QCOMPARE(d->setup.parent, std::string("fairy"));
    d = engineVariantFromTags("house", "r+nbqkbnr/8/8/8/8/8/8/RNBQKBNR[Pp] w - - 0 1", "");
    QVERIFY(d);
    QCOMPARE(d->setup.width, 8);
    d = engineVariantFromTags("10x10+0_fairy", "", "");
    QVERIFY(d);
    QCOMPARE(d->setup.width, 10);
    QCOMPARE(d->setup.parent, std::string("fairy"));
    QVERIFY(!engineVariantFromTags("janggi", "", ""));
}

void TestEngineVariants::engineJudgedVariant() {
    // A variant with a piece board/core cannot express (an XBetza modifier no real engine
    // sends): the game runs, the engines judge the moves, the window is told once, and it
    // ends on the engines' claim.
    QTemporaryDir dir;
    QFile lines(dir.filePath("define.txt"));
    QVERIFY(lines.open(QIODevice::WriteOnly));
    lines.write("setup (PNBRQKpnbrqk) 8x8+0_fairy "
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                "piece Q& Q?W\n");
    lines.close();
    // White's first move is one no rule of chess allows (a pawn three squares on): it
    // parses onto the board, so it is played; Black then claims the game.
    const QStringList args = {"define=" + lines.fileName(), "variants=normal,oddity"};
    Session session;
    EnginePlayer first(engine("fake-engine", args + QStringList{"moves=e2e5"}));
    EnginePlayer second(engine("fake-engine", args + QStringList{"claim=0-1 {Black mates}"}));
    seat(session, &first, &second, Session::Mode::TwoMachines);
    session.setTimeControl(fast());
    QSignalSpy messages(&session, &Session::message);
    QSignalSpy ended(&session, &Session::gameEnded);
    QSignalSpy failed(&session, &Session::startFailed);
    QVERIFY(session.newEngineVariantGame("oddity"));
    QVERIFY(ended.wait(20000));
    QVERIFY(failed.isEmpty());
    QVERIFY(!session.rulesChecked());
    int told = 0;
    for (const auto& m : messages)
        told += m[0].toString().contains("does not check the rules of oddity");
    QCOMPARE(told, 1);
    QCOMPARE(session.game().ply(), 1);
    QCOMPARE(session.game().moves()[0].san, QStringLiteral("e5"));
    // The claim stands: Tabiya cannot check it.
    QCOMPARE(session.game().result(), GameResult::BlackWins);
    QVERIFY(!forfeited(session.game()));
    first.shutdown();
    second.shutdown();
}

void TestEngineVariants::refusedMoveIsTakenBack() {
    // With the engine judging, a person's move it refuses ("Illegal move") is taken back
    // and the person moves again; the engine's board and ours agree afterwards.
    QTemporaryDir dir;
    QFile lines(dir.filePath("define.txt"));
    QVERIFY(lines.open(QIODevice::WriteOnly));
    lines.write("setup (PNBRQKpnbrqk) 8x8+0_fairy "
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
                "piece Q& Q?W\n");
    lines.close();
    Session session;
    HumanPlayer person(QStringLiteral("Human"));
    EnginePlayer fake(
        engine("fake-engine", {"define=" + lines.fileName(), "illegal", "variants=normal,oddity"}));
    seat(session, &person, &fake, Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy takenBack(&session, &Session::movesTakenBack);
    QVERIFY(session.newEngineVariantGame("oddity"));
    QVERIFY(started.wait(10000));
    QVERIFY(!session.rulesChecked());
    // A move no rule of chess allows: the engine judges it, and refuses it.
    Position pos = session.game().position();
    const Move odd(pos.variant().square(0, 1), pos.variant().square(0, 4));
    QVERIFY(session.humanMove(odd));
    QCOMPARE(session.game().ply(), 1);
    QVERIFY(takenBack.wait(10000));
    QCOMPARE(session.game().ply(), 0);
    QVERIFY(session.isPlaying());
    QVERIFY(session.humanToMove());
    fake.shutdown();
}

void TestEngineVariants::unknownVariantFailsToStart() {
    // An engine that defines nothing for a name Tabiya does not know: no game.
    Session session;
    EnginePlayer a(engine("fake-engine", {"variants=normal,nothing"}));
    EnginePlayer b(engine("fake-engine", {"variants=normal,nothing"}));
    seat(session, &a, &b, Session::Mode::TwoMachines);
    QSignalSpy failed(&session, &Session::startFailed);
    QVERIFY(session.newEngineVariantGame("nothing"));
    QVERIFY(failed.wait(10000));
    QVERIFY(failed[0][0].toString().contains("nothing"));
    QCOMPARE(session.state(), Session::State::Idle);
    a.shutdown();
    b.shutdown();
}

void TestEngineVariants::preludeIsReplaced() {
    // An engine's setup with a parent ending in '!' is a prelude: its board is shown and
    // the game waits; a click on it is told to the engine ("lift"), whose final setup
    // then starts the game from its own board (compact spec, setup; "lift" goes to engines
    // with feature highlight=1, as the clicks it relays are). No installed engine
    // sends one (Fairy-Stockfish, Fairy-Max, Sjaak II checked): the fake engine does.
    QTemporaryDir dir;
    QFile define(dir.filePath("define.txt"));
    QVERIFY(define.open(QIODevice::WriteOnly));
    define.write("setup (PNBRQKpnbrqk) 8x8+0_fairy! "
                 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n");
    define.close();
    QFile final(dir.filePath("final.txt"));
    QVERIFY(final.open(QIODevice::WriteOnly));
    final.write("setup (PNBRQKpnbrqk) 8x8+0_fairy "
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKQNR w - - 0 1\n");
    final.close();
    Session session;
    HumanPlayer person(QStringLiteral("Human"));
    EnginePlayer fake(
        engine("fake-engine", {"define=" + define.fileName(), "prelude=" + final.fileName(),
                               "highlight", "variants=normal,twoqueens"}));
    seat(session, &person, &fake, Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy shown(&session, &Session::preludeShown);
    QSignalSpy started(&session, &Session::gameStarted);
    QVERIFY(session.newEngineVariantGame("twoqueens"));
    QVERIFY(shown.wait(10000));
    QVERIFY(session.inPrelude());
    QVERIFY(started.isEmpty());
    QCOMPARE(session.state(), Session::State::Starting);
    QCOMPARE(QString::fromStdString(session.game().position().fen()),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"));
    // The person clicks the bishop on f1: the engine's final board has a queen there.
    session.preludeClick(session.game().variant().square(5, 0));
    QVERIFY(started.wait(10000));
    QVERIFY(!session.inPrelude());
    QVERIFY(session.isPlaying());
    QCOMPARE(QString::fromStdString(session.game().startPosition().fen()),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKQNR w - - 0 1"));
    QCOMPARE(shown.size(), 1);
    fake.shutdown();
}

void TestEngineVariants::boardOfAnotherSize() {
    // -variant 8x10+0_normal, a board no engine sets up: XBoard's start on it (the back
    // ranks on the edges, the pawns on rank height-7), and the engine is told the
    // variant in that form and given the position. No installed engine plays such a
    // board (Fairy-Max: "not supported"; Sjaak II answers with its 8x8 setup or an
    // error; Fairy-Stockfish ignores it): the fake engine, which lists the parent, does.
    Session session;
    HumanPlayer person(QStringLiteral("Human"));
    EnginePlayer fake(engine("fake-engine", {"variants=normal,xiangqi"}));
    seat(session, &person, &fake, Session::Mode::MachineBlack);
    session.setTimeControl(fast());
    QSignalSpy started(&session, &Session::gameStarted);
    QSignalSpy failed(&session, &Session::startFailed);
    QVERIFY(session.newEngineVariantGame("8x10+0_normal"));
    QVERIFY(started.wait(10000));
    QVERIFY(failed.isEmpty());
    QCOMPARE(session.game().variant().width, 8);
    QCOMPARE(session.game().variant().height, 10);
    const QString start =
        QStringLiteral("rnbqkbnr/8/8/pppppppp/8/8/PPPPPPPP/8/8/RNBQKBNR w KQkq - 0 1");
    QCOMPARE(QString::fromStdString(session.game().startPosition().fen()), start);
    QCOMPARE(session.game().tag(QStringLiteral("Variant")), QStringLiteral("8x10+0_normal"));
    // A move of the person's reaches the engine, after the variant and the position.
    Position pos = session.game().position();
    MoveList legal;
    pos.generateLegal(legal);
    QVERIFY(!legal.empty());
    const QString move = QString::fromStdString(coordinateText(pos, legal[0]));
    QVERIFY(session.humanMove(legal[0]));
    QStringList sent;
    const auto lines = [&] {
        sent.clear();
        for (const TranscriptEntry& t : fake.engine()->transcriptEntries())
            if (t.direction == TranscriptEntry::Direction::ToEngine) sent << t.text;
        return sent;
    };
    QTRY_VERIFY(lines().contains(QStringLiteral("usermove ") + move) || lines().contains(move));
    QVERIFY2(sent.contains(QStringLiteral("variant 8x10+0_normal")), qPrintable(sent.join('|')));
    QVERIFY2(sent.contains(QStringLiteral("setboard ") + start), qPrintable(sent.join('|')));
    // Another width: XBoard sets up no men, and the game does not start.
    Session wide;
    EnginePlayer other(engine("fake-engine", {"variants=normal,xiangqi"}));
    seat(wide, &person, &other, Session::Mode::MachineBlack);
    QSignalSpy wideFailed(&wide, &Session::startFailed);
    QVERIFY(wide.newEngineVariantGame("10x10+0_normal"));
    QVERIFY(wideFailed.wait(10000));
    QVERIFY2(wideFailed[0][0].toString().contains("width"),
             qPrintable(wideFailed[0][0].toString()));
    fake.shutdown();
    other.shutdown();
}

QTEST_GUILESS_MAIN(TestEngineVariants)
#include "tst_enginevariants.moc"

// Everyday play through the session with real engines: a person's clock waits for the
// first move of the game, an engine is refused for a variant it does not play before any
// game starts, and what an engine is told about the end of a game is English whatever
// language the person reads.
#include "app/session/engineplayer.h"
#include "app/session/humanplayer.h"
#include "app/session/session.h"
#include "board/core/pgnreader.h"
#include "tests/app/session/sessiontesthelpers.h"

#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace tabiya;
using namespace tabiya::test;

class TestSessionPlay : public QObject {
    Q_OBJECT
private slots:
    void personsClockWaitsForFirstMove_data();
    void personsClockWaitsForFirstMove();
    void engineRefusedForVariantItDoesNotPlay_data();
    void engineRefusedForVariantItDoesNotPlay();
    void enginesAreToldResultsInEnglish();
};

void TestSessionPlay::personsClockWaitsForFirstMove_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves"); // a game played on from these moves (PGN)
    QTest::addColumn<QString>("first"); // the person's first move
    QTest::newRow("start position") << QString() << QString() << "e2e4";
    // Edit Position or a pasted FEN: a game that starts from a position.
    QTest::newRow("from a position")
        << QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1") << QString() << "e2e4";
    // A loaded game, or an opening (-lgf), played on: its moves were made before.
    QTest::newRow("played on") << QString() << QStringLiteral("1. e4 e5") << "g1f3";
}

void TestSessionPlay::personsClockWaitsForFirstMove() {
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, first);
    // The person (White) against tabiya-engine on a clock shorter than the wait below:
    // with the clock running from the start, the person would lose on time.
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer engine(tabiya::test::engine(QStringLiteral("tabiya-engine")));
    Session s;
    seat(s, &human, &engine, Session::Mode::MachineBlack);
    s.setTimeControl(wholeGame(300, 1000, 1));
    QSignalSpy started(&s, &Session::gameStarted);
    QSignalSpy ended(&s, &Session::gameEnded);
    if (moves.isEmpty()) {
        QVERIFY(s.newGame(Variant::chess(), fen));
    } else {
        const PgnReadResult read = readPgn(moves.toStdString());
        QCOMPARE(read.games.size(), size_t(1));
        QVERIFY(s.loadGame(Game::fromPgn(read.games.front())));
    }
    QVERIFY(started.wait(10000));
    QVERIFY(s.humanToMove());
    QVERIFY(!s.clock(White)->isRunning());
    // Time passes before the first move: no flag falls, no time is charged.
    QVERIFY(!ended.wait(600));
    QCOMPARE(s.state(), Session::State::Playing);
    QCOMPARE(s.clock(White)->remainingMs(), 300);

    const int before = s.game().ply();
    const int madeBefore = s.clock(White)->movesMade();
    QVERIFY(play(s, qPrintable(first)));
    // The move counts (the increment is added) but took no time on the clock, and the
    // PGN records no time for it.
    QCOMPARE(s.clock(White)->movesMade(), madeBefore + 1);
    QCOMPARE(s.clock(White)->remainingMs(), 1300);
    QCOMPARE(s.game().moves().at(before).evaluation.timeMs, -1);
    QVERIFY(!s.game().toPgnText().contains(QStringLiteral("0.6s")));

    // From the second move on the person's clock runs as soon as it is their turn.
    QTRY_COMPARE_WITH_TIMEOUT(s.game().ply(), before + 2, 10000);
    QVERIFY(s.humanToMove());
    QVERIFY(s.clock(White)->isRunning());
    s.abort();
}

void TestSessionPlay::engineRefusedForVariantItDoesNotPlay_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("error"); // empty: the game starts
    // GNU Chess announces no variants: chess only (CECP's default).
    QTest::newRow("GNU Chess, xiangqi") << "/usr/games/gnuchess" << QStringList{"-x"} << "xiangqi"
                                        << "GNU Chess %1 does not play Xiangqi.";
    QTest::newRow("GNU Chess, chess")
        << "/usr/games/gnuchess" << QStringList{"-x"} << "normal" << QString();
    // Stockfish through PolyGlot: chess only too.
    QTest::newRow("Stockfish, xiangqi")
        << "/usr/games/polyglot" << QStringList{"-noini", "-ec", "/usr/games/stockfish"}
        << "xiangqi"
        << "does not play Xiangqi.";
    // tabiya-engine announces variants="normal,xiangqi".
    QTest::newRow("tabiya-engine, xiangqi")
        << "tabiya-engine" << QStringList() << "xiangqi" << QString();
}

void TestSessionPlay::engineRefusedForVariantItDoesNotPlay() {
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QFETCH(QString, variant);
    QFETCH(QString, error);
    HumanPlayer human(QStringLiteral("Human"));
    EnginePlayer engine(tabiya::test::engine(program, arguments));
    Session s;
    seat(s, &human, &engine, Session::Mode::MachineBlack);
    s.setTimeControl(fast(1));
    QSignalSpy started(&s, &Session::gameStarted);
    QSignalSpy failed(&s, &Session::startFailed);
    QVERIFY(s.newGame(*Variant::byName(variant.toStdString())));
    QTRY_VERIFY_WITH_TIMEOUT(started.count() + failed.count() > 0, 15000);
    if (error.isEmpty()) {
        QCOMPARE(failed.count(), 0);
        QCOMPARE(s.state(), Session::State::Playing);
        s.abort();
        return;
    }
    // No game: the reason names the engine (as it named itself) and the variant.
    QCOMPARE(started.count(), 0);
    QCOMPARE(s.state(), Session::State::Idle);
    const QString reason = failed.first().first().toString();
    if (error.contains(QLatin1String("%1"))) {
        // Its own name, or its program's when the handshake ended before its features.
        QVERIFY2(reason.startsWith(QStringLiteral("GNU Chess")) ||
                     reason.startsWith(QStringLiteral("gnuchess")),
                 qPrintable(reason));
        error = error.section(QStringLiteral("%1 "), 1);
    }
    QVERIFY2(reason.endsWith(error), qPrintable(reason));
    QCOMPARE(s.game().ply(), 0);
}

void TestSessionPlay::enginesAreToldResultsInEnglish() {
    // The person reads German: the window and the PGN say why the game ended in German,
    // the engine is told in English.
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(TABIYA_QM_DIR "/tabiya_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    HumanPlayer human(QStringLiteral("Mensch"));
    EnginePlayer engine(tabiya::test::engine(QStringLiteral("tabiya-engine")));
    QStringList sent;
    connect(&engine, &EnginePlayer::transcriptLine, this, [&sent](const QString& line) {
        const qsizetype at = line.indexOf(QLatin1String("> "));
        if (at >= 0) sent << line.mid(at + 2);
    });
    Session s;
    seat(s, &human, &engine, Session::Mode::MachineBlack);
    QSignalSpy started(&s, &Session::gameStarted);
    QSignalSpy ended(&s, &Session::gameEnded);

    // A resignation.
    s.setTimeControl(fast(1));
    QVERIFY(s.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 10000);
    s.resign(White);
    QCOMPARE(s.game().reason(), QStringLiteral("Weiß gibt auf"));
    QTRY_VERIFY(sent.contains(QStringLiteral("result 0-1 {White resigns}")));

    // A loss on time: the person's clock runs from their second move.
    s.setTimeControl(wholeGame(300, 0, 1));
    QVERIFY(s.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 2, 10000);
    QVERIFY(play(s, "e2e4"));
    QTRY_COMPARE_WITH_TIMEOUT(s.game().ply(), 2, 10000);
    QVERIFY(ended.wait(5000));
    QCOMPARE(s.game().reason(), QStringLiteral("Weiß verliert durch Zeitüberschreitung"));
    QTRY_VERIFY(sent.contains(QStringLiteral("result 0-1 {White loses on time}")));

    // A game given up: the engine hears why in English too.
    s.setTimeControl(fast(1));
    QVERIFY(s.newGame(Variant::chess()));
    QTRY_COMPARE_WITH_TIMEOUT(started.count(), 3, 10000);
    s.abort(EndReason::translated("tabiya::MainWindow", "The window was closed"));
    QCOMPARE(s.game().reason(), QStringLiteral("Das Fenster wurde geschlossen"));
    QTRY_VERIFY(sent.contains(QStringLiteral("result * {The window was closed}")));

    // Nothing sent to the engine was anything but ASCII.
    for (const QString& line : std::as_const(sent))
        for (const QChar ch : line)
            QVERIFY2(ch.unicode() < 128, qPrintable(line));
    QCoreApplication::removeTranslator(&german);
}

QTEST_GUILESS_MAIN(TestSessionPlay)
#include "tst_sessionplay.moc"

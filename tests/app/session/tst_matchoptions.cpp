// MatchOptions::parse: XBoard's flags and their meanings (man xboard), one row per case,
// without starting a program; and MatchOpenings, the -lgf / -lpf files and their index
// rules; MatchSchedule, the course of a match; Match, its games reported in game order;
// and MatchElo, the Elo difference and its interval.
#include "app/session/match.h"
#include "app/session/matchelo.h"
#include "app/session/matchoptions.h"
#include "app/session/matchschedule.h"

#include <QSignalSpy>
#include <cmath>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tabiya;

Q_DECLARE_METATYPE(tabiya::EngineProtocol)

class TestMatchOptions : public QObject {
    Q_OBJECT
private slots:
    void timeControl_data();
    void timeControl();
    void timeOdds_data();
    void timeOdds();
    void engines();
    void cxboardDriven();
    void uciFlags_data();
    void uciFlags();
    void initialOptions();
    void errors_data();
    void errors();
    void engineVariants();
    void openingIndex_data();
    void openingIndex();
    void positionFile();
    void gameFile();
    void badOpeningFiles_data();
    void badOpeningFiles();
    void openingFlags();
    void matchPause();
    void scheduleAlternatesAndScores();
    void matchReportsInGameOrder();
    void elo_data();
    void elo();
    void flagTable();
};

// The engine commands point at /bin/sh so parse() finds a program without tabiya-engine.
static QStringList withEngines(QStringList args) {
    return QStringList{"-fcp", "/bin/sh", "-scp", "/bin/sh"} + args;
}

void TestMatchOptions::timeControl_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("mps");
    QTest::addColumn<qint64>("baseMs");
    QTest::addColumn<qint64>("incMs");
    QTest::addColumn<qint64>("fixedMs");
    QTest::addColumn<int>("depth");
    QTest::newRow("defaults: 40 moves in 5 min")
        << QStringList{} << 40 << 300000LL << 0LL << 0LL << 0;
    QTest::newRow("tc MIN:SEC") << QStringList{"-tc", "1:30"} << 40 << 90000LL << 0LL << 0LL << 0;
    QTest::newRow("classical 20 moves")
        << QStringList{"-tc", "10", "-mps", "20"} << 20 << 600000LL << 0LL << 0LL << 0;
    QTest::newRow("sudden death mps 0")
        << QStringList{"-tc", "3", "-mps", "0"} << 0 << 180000LL << 0LL << 0LL << 0;
    QTest::newRow("fractional increment")
        << QStringList{"-tc", "0:10", "-inc", "0.25"} << 0 << 10000LL << 250LL << 0LL << 0;
    // XBoard: with -inc, -mps is ignored rather than refused.
    QTest::newRow("inc makes mps ignored")
        << QStringList{"-mps", "40", "-inc", "2"} << 0 << 300000LL << 2000LL << 0LL << 0;
    QTest::newRow("inc 0: one period, no increment")
        << QStringList{"-tc", "2", "-inc", "0"} << 0 << 120000LL << 0LL << 0LL << 0;
    QTest::newRow("st seconds") << QStringList{"-st", "0:05"} << 40 << 300000LL << 0LL << 5000LL
                                << 0;
    QTest::newRow("depth") << QStringList{"-depth", "7"} << 40 << 300000LL << 0LL << 0LL << 7;
    QTest::newRow("double dash accepted")
        << QStringList{"--tc", "4"} << 40 << 240000LL << 0LL << 0LL << 0;
}

void TestMatchOptions::timeControl() {
    QFETCH(QStringList, args);
    QString error;
    const auto o = MatchOptions::parse(withEngines(args), QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QTEST(o->timeControl.movesPerSession, "mps");
    QTEST(o->timeControl.baseMs, "baseMs");
    QTEST(o->timeControl.incrementMs, "incMs");
    QTEST(o->timeControl.fixedMoveMs, "fixedMs");
    QTEST(o->timeControl.maxDepth, "depth");
}

void TestMatchOptions::timeOdds_data() {
    // XBoard's -firstTimeOdds/-secondTimeOdds N: that engine's base time, increment and
    // time per move divided by N; -timeOddsMode 1 gives the faster side the nominal time.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<qint64>("firstBaseMs");
    QTest::addColumn<qint64>("firstIncMs");
    QTest::addColumn<qint64>("secondBaseMs");
    QTest::addColumn<qint64>("secondIncMs");
    QTest::newRow("no odds") << QStringList{"-tc", "4", "-inc", "2"} << 240000LL << 2000LL
                             << 240000LL << 2000LL;
    QTest::newRow("first engine at half time")
        << QStringList{"-tc", "4", "-inc", "2", "-firstTimeOdds", "2"} << 120000LL << 1000LL
        << 240000LL << 2000LL;
    QTest::newRow("second engine at a third, classical")
        << QStringList{"-tc", "3", "-mps", "40", "-secondTimeOdds", "3"} << 180000LL << 0LL
        << 60000LL << 0LL;
    QTest::newRow("both reduced (mode 0)")
        << QStringList{"-firstTimeOdds", "2", "-secondTimeOdds", "4"} << 150000LL << 0LL << 75000LL
        << 0LL;
    QTest::newRow("mode 1: the faster side gets the nominal time")
        << QStringList{"-firstTimeOdds", "2", "-secondTimeOdds", "4", "-timeOddsMode", "1"}
        << 300000LL << 0LL << 150000LL << 0LL;
    QTest::newRow("fractional factor")
        << QStringList{"-tc", "1", "-firstTimeOdds", "1.5"} << 40000LL << 0LL << 60000LL << 0LL;
}

void TestMatchOptions::timeOdds() {
    QFETCH(QStringList, args);
    QString error;
    const auto o = MatchOptions::parse(withEngines(args), QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QTEST(o->engineTimeControl(0).baseMs, "firstBaseMs");
    QTEST(o->engineTimeControl(0).incrementMs, "firstIncMs");
    QTEST(o->engineTimeControl(1).baseMs, "secondBaseMs");
    QTEST(o->engineTimeControl(1).incrementMs, "secondIncMs");
    // The rest of the control is the same for both, and timeControl keeps the nominal time.
    for (int e = 0; e < 2; ++e)
        QCOMPARE(o->engineTimeControl(e).movesPerSession, o->timeControl.movesPerSession);
    QFETCH(qint64, secondBaseMs);
    QVERIFY(o->timeControl.baseMs >= secondBaseMs);
    QVERIFY(o->timeGiven); // the odds flags count as time flags (the GUI applies them)
}

void TestMatchOptions::engines() {
    QString error;
    const auto o =
        MatchOptions::parse({"-fcp", "/bin/sh -c \"exit 0\"", "-fd", "/tmp", "-fn", "First", "-scp",
                             "/bin/sh", "-sproto", "cxboard", "-variant", "xiangqi", "-mg", "4",
                             "-sgf", "games.pgn", "-debugFile", "log.txt"},
                            QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->first.program, QStringLiteral("/bin/sh"));
    // Quoting as a shell would read it, but no shell is ever started.
    QCOMPARE(o->first.arguments, (QStringList{"-c", "exit 0"}));
    QCOMPARE(o->first.workingDirectory, QStringLiteral("/tmp"));
    QCOMPARE(o->first.name, QStringLiteral("First"));
    QCOMPARE(o->first.protocol, EngineProtocol::Cecp);
    QCOMPARE(o->second.protocol, EngineProtocol::Cxboard);
    QCOMPARE(o->variant, QStringLiteral("xiangqi"));
    QCOMPARE(o->games, 4);
    QVERIFY(o->gamesGiven);
    QCOMPARE(o->pgnFile, QStringLiteral("games.pgn"));
    QVERIFY(o->debug);
    QCOMPARE(o->debugFile, QStringLiteral("log.txt"));
    QVERIFY(!o->first.cxboardEngineDriven);
    QVERIFY(!o->second.cxboardEngineDriven);
}

void TestMatchOptions::cxboardDriven() {
    // Tabiya's own switches: the engine-driven CXBoard mode, which implies CXBoard.
    QString error;
    const auto o = MatchOptions::parse({"-fcp", "/bin/sh", "-scp", "/bin/sh", "-scxdriven"},
                                       QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->first.protocol, EngineProtocol::Cecp);
    QVERIFY(!o->first.cxboardEngineDriven);
    QCOMPARE(o->second.protocol, EngineProtocol::Cxboard);
    QVERIFY(o->second.cxboardEngineDriven);
    const auto both = MatchOptions::parse({"--fcxdriven", "-fcp", "/bin/sh", "-fproto", "cxboard"},
                                          QString(), &error);
    QVERIFY2(both, qPrintable(error));
    QVERIFY(both->first.cxboardEngineDriven);
    QCOMPARE(both->first.protocol, EngineProtocol::Cxboard);
    QVERIFY(MatchOptions::usage().contains(QStringLiteral("-fcxdriven")));
}

void TestMatchOptions::uciFlags_data() {
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<EngineProtocol>("first");
    QTest::addColumn<EngineProtocol>("second");
    using P = EngineProtocol;
    // XBoard's -fUCI/-sUCI: the engine speaks UCI, here without PolyGlot.
    QTest::newRow("-fUCI") << QStringList{"-fUCI"} << P::Uci << P::Cecp;
    QTest::newRow("-sUCI") << QStringList{"-sUCI"} << P::Cecp << P::Uci;
    QTest::newRow("--fUCI -sUCCI") << QStringList{"--fUCI", "-sUCCI"} << P::Uci << P::Ucci;
    QTest::newRow("-fUCCI") << QStringList{"-fUCCI"} << P::Ucci << P::Cecp;
    QTest::newRow("-fproto uci") << QStringList{"-fproto", "uci"} << P::Uci << P::Cecp;
    QTest::newRow("-sproto ucci") << QStringList{"-sproto", "ucci"} << P::Cecp << P::Ucci;
    QTest::newRow("-sproto UCI") << QStringList{"-sproto", "UCI"} << P::Cecp << P::Uci;
    QTest::newRow("-fproto xboard") << QStringList{"-fproto", "xboard"} << P::Cecp << P::Cecp;
}

void TestMatchOptions::uciFlags() {
    QFETCH(QStringList, flags);
    QFETCH(EngineProtocol, first);
    QFETCH(EngineProtocol, second);
    QString error;
    const auto o =
        MatchOptions::parse(QStringList{"-fcp", "/bin/sh", "-scp", "/bin/sh"} + flags, {}, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->first.protocol, first);
    QCOMPARE(o->second.protocol, second);
    QVERIFY(!MatchOptions::parse({"-fcp", "/bin/sh", "-fproto", "usi"}, {}, &error));
    QVERIFY2(error.contains(QLatin1String("Bad value for -fproto")), qPrintable(error));
    const QString help = MatchOptions::usage();
    for (const char* flag : {"-fUCI", "-sUCI", "-fUCCI", "-sUCCI"})
        QVERIFY2(help.contains(QLatin1String(flag)), flag);
    QVERIFY2(help.contains(QLatin1String("uci or ucci")), qPrintable(help));
}

void TestMatchOptions::initialOptions() {
    // XBoard's -firstOptions / -secondOptions: options set at each engine's start.
    QString error;
    const auto o = MatchOptions::parse({"-fcp", "/bin/sh", "-scp", "/bin/sh", "-firstOptions",
                                        "Limit Strength=1, Elo=1200", "-so", "Hash=16"},
                                       QString(), &error);
    QVERIFY2(o, qPrintable(error));
    const QList<QPair<QString, QString>> first{{"Limit Strength", "1"}, {"Elo", "1200"}};
    const QList<QPair<QString, QString>> second{{"Hash", "16"}};
    QCOMPARE(o->first.initialOptions, first);
    QCOMPARE(o->second.initialOptions, second);
}

void TestMatchOptions::errors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative inc") << QStringList{"-inc", "-1"} << "Bad value for -inc";
    QTest::newRow("zero tc") << QStringList{"-tc", "0"} << "Bad value for -tc";
    QTest::newRow("mg 0") << QStringList{"-mg", "0"} << "Bad value for -mg";
    QTest::newRow("stray word") << QStringList{"fairymax"} << "Unexpected argument";
    QTest::newRow("time odds 0") << QStringList{"-firstTimeOdds", "0"}
                                 << "Bad value for -firstTimeOdds";
    QTest::newRow("time odds below 1")
        << QStringList{"-secondTimeOdds", "0.5"} << "Bad value for -secondTimeOdds";
    QTest::newRow("time odds word")
        << QStringList{"-secondTimeOdds", "two"} << "Bad value for -secondTimeOdds";
    QTest::newRow("time odds mode 2")
        << QStringList{"-timeOddsMode", "2"} << "Bad value for -timeOddsMode";
    QTest::newRow("index -3") << QStringList{"-lgi", "-3"} << "Bad value for -lgi";
    QTest::newRow("index word") << QStringList{"-loadPositionIndex", "x"}
                                << "Bad value for -loadPositionIndex";
    QTest::newRow("match pause -1")
        << QStringList{"-matchPause", "-1"} << "Bad value for -matchPause";
    QTest::newRow("rewind -1") << QStringList{"-rewindIndex", "-1"} << "Bad value for -rewindIndex";
    QTest::newRow("option without a name")
        << QStringList{"-firstOptions", "=1"} << "Bad value for -firstOptions";
    QTest::newRow("option with a line break")
        << QStringList{"-secondOptions", "Elo=1\nquit"} << "Bad value for -secondOptions";
    QTest::newRow("game and position file")
        << QStringList{"-lgf", "a.pgn", "-lpf", "b.fen"} << "not both";
    QTest::newRow("variant with a space")
        << QStringList{"-variant", "grande acedrex"} << "Bad value for -variant";
    QTest::newRow("variant with a line break")
        << QStringList{"-variant", "janggi\nquit"} << "Bad value for -variant";
}

void TestMatchOptions::engineVariants() {
    // Names the rules do not know are the engines' to define (XBoard sends any name it
    // is given), and a board of another size goes in CECP's WxH+S_parent form.
    for (const char* name : {"grande-acedrex", "10x10+0_fairy", "12x12+0_shatranj", "peasant"}) {
        QString error;
        const auto o = MatchOptions::parse(withEngines({"-variant", name}), QString(), &error);
        QVERIFY2(o, qPrintable(error));
        QCOMPARE(o->variant, QString::fromLatin1(name));
    }
}

void TestMatchOptions::errors() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!MatchOptions::parse(withEngines(args), QString(), &error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestMatchOptions::openingIndex_data() {
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("rewind");
    QTest::addColumn<int>("count");
    QTest::addColumn<QList<int>>("entries"); // 1-based, for games 1..6
    QTest::newRow("0: the first") << 0 << 0 << 5 << QList<int>{1, 1, 1, 1, 1, 1};
    QTest::newRow("3: always the third") << 3 << 0 << 5 << QList<int>{3, 3, 3, 3, 3, 3};
    QTest::newRow("-1: the next every game") << -1 << 0 << 9 << QList<int>{1, 2, 3, 4, 5, 6};
    QTest::newRow("-2: each twice") << -2 << 0 << 9 << QList<int>{1, 1, 2, 2, 3, 3};
    QTest::newRow("-1, rewind after 4") << -1 << 4 << 9 << QList<int>{1, 2, 3, 4, 1, 2};
    QTest::newRow("-2, rewind after 2") << -2 << 2 << 9 << QList<int>{1, 1, 2, 2, 1, 1};
    QTest::newRow("-1, past the end") << -1 << 0 << 4 << QList<int>{1, 2, 3, 4, 1, 2};
}

void TestMatchOptions::openingIndex() {
    QFETCH(int, index);
    QFETCH(int, rewind);
    QFETCH(int, count);
    QFETCH(QList<int>, entries);
    QList<int> got;
    for (int game = 0; game < 6; ++game)
        got << MatchOpenings::entryFor(index, rewind, game, count) + 1;
    QCOMPARE(got, entries);
}

void TestMatchOptions::positionFile() {
    // FEN lines, an EPD line (operations dropped), a comment and blank lines.
    const std::string text =
        "# openings\n"
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
        "\n"
        "  r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; "
        "id \"ruy\";\r\n"
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 40\n";
    QString error;
    const auto o = MatchOpenings::fromText(text, MatchOpenings::Kind::Positions, Variant::chess(),
                                           -2, 0, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->size(), 3);
    QVERIFY(o->opening(0).moves.isEmpty());
    QCOMPARE(o->gameFor(0).startPosition().sideToMove(), Black);
    QCOMPARE(o->gameFor(1).startPosition().fen(), o->gameFor(0).startPosition().fen());
    QCOMPARE(o->gameFor(2).startPosition().fen(),
             "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1");
    QCOMPARE(o->gameFor(4).startPosition().fen(), "8/8/8/4k3/8/8/4P3/4K3 w - - 0 40");
    QCOMPARE(o->gameFor(6).startPosition().fen(), o->gameFor(0).startPosition().fen());
    QCOMPARE(o->gameFor(4).ply(), 0);
}

void TestMatchOptions::gameFile() {
    // Each game's main line is played out, from its FEN when it has one; comments,
    // variations and results are no part of the opening.
    const std::string text = "[Event \"a\"]\n\n1. e4 {best} e5 (1... c5) 2. Nf3 Nc6 1-0\n\n"
                             "[Event \"b\"]\n[SetUp \"1\"]\n"
                             "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e3 *\n";
    QString error;
    const auto o =
        MatchOpenings::fromText(text, MatchOpenings::Kind::Games, Variant::chess(), -1, 0, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->size(), 2);
    const Game first = o->gameFor(0);
    QCOMPARE(first.ply(), 4);
    QCOMPARE(first.position().fen(),
             "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    QCOMPARE(first.result(), GameResult::Ongoing);
    QVERIFY(first.moves().at(0).comment.isEmpty());
    const Game second = o->gameFor(1);
    QCOMPARE(second.ply(), 1);
    QCOMPARE(second.startPosition().fen(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    // Xiangqi games, read with their Variant tag, for a xiangqi match.
    const auto xq =
        MatchOpenings::fromText("[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 *\n",
                                MatchOpenings::Kind::Games, Variant::xiangqi(), 1, 0, &error);
    QVERIFY2(xq, qPrintable(error));
    QCOMPARE(xq->gameFor(5).ply(), 2);
}

void TestMatchOptions::badOpeningFiles_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("games");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a position") << "rnbqkbnr/pppppppp w\nhello\n" << false << 0 << "line 1";
    QTest::newRow("second line bad") << "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\n8/8/8\n"
                                     << false << 0 << "line 2";
    QTest::newRow("no positions") << "# nothing\n\n" << false << 0 << "no positions";
    QTest::newRow("no games") << "" << true << 0 << "no games";
    QTest::newRow("illegal move") << "1. e4 e4 *\n" << true << 0 << "game 1, line 1";
    QTest::newRow("index past the end") << "1. e4 *\n\n1. d4 *\n" << true << 3 << "only 2";
    QTest::newRow("another variant") << "[Variant \"xiangqi\"]\n\n1. h2e2 *\n"
                                     << true << 0 << "the match plays normal";
    // Readable FEN, but no game can start there: the error names what is wrong.
    QTest::newRow("no kings")
        << "8/8/8/8/8/8/8/8 w - - 0 1\n"
        << false << 0 << "line 1 is not a normal position: White must have exactly one King";
    QTest::newRow("two white kings")
        << "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/K3K3 w - - 0 1\n"
        << false << 0 << "line 2 is not a normal position: White must have exactly one King";
    QTest::newRow("king capturable") << "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1\n"
                                     << false << 0 << "The side to move could capture Black's King";
    QTest::newRow("king capturable, EPD")
        << "4k3/8/8/8/8/8/4R3/4K3 w - - bm Rxe8;\n"
        << false << 0 << "The side to move could capture Black's King";
    QTest::newRow("overflowing rank") << "4k3/8/8/8/8/8/8/3000000000Q1294967303 w - - 0 1\n"
                                      << false << 0 << "FEN rank too long";
    QTest::newRow("FEN tag without kings")
        << "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n"
        << true << 0 << "game 1, line 4: bad FEN tag: White must have exactly one King";
}

void TestMatchOptions::badOpeningFiles() {
    QFETCH(QString, text);
    QFETCH(bool, games);
    QFETCH(int, index);
    QFETCH(QString, message);
    QString error;
    const auto o = MatchOpenings::fromText(
        text.toStdString(), games ? MatchOpenings::Kind::Games : MatchOpenings::Kind::Positions,
        Variant::chess(), index, 0, &error);
    QVERIFY(!o);
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestMatchOptions::openingFlags() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("openings.fen"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\n4k3/8/8/8/8/8/3P4/3K4 b - - 0 1\n");
    f.close();
    QString error;
    auto o = MatchOptions::parse(
        withEngines({"-loadPositionFile", path, "-lpi", "-2", "-rewindIndex", "7"}), QString(),
        &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->openingFile, path);
    QCOMPARE(o->openingKind, MatchOpenings::Kind::Positions);
    QCOMPARE(o->openingIndex, -2);
    QCOMPARE(o->rewindIndex, 7);
    const auto openings = o->openings(&error);
    QVERIFY2(openings && error.isEmpty(), qPrintable(error));
    QCOMPARE(openings->gameFor(2).startPosition().sideToMove(), Black);
    QVERIFY(MatchOptions::usage().contains(QStringLiteral("-lgf")));
    // No file: no openings and no error; a missing file: its name in the error.
    o = MatchOptions::parse(withEngines({}), QString(), &error);
    QVERIFY(!o->openings(&error) && error.isEmpty());
    o = MatchOptions::parse(withEngines({"-lgf", dir.filePath("missing.pgn")}), QString(), &error);
    QVERIFY(!o->openings(&error));
    QVERIFY2(error.contains(QStringLiteral("missing.pgn")), qPrintable(error));
}

void TestMatchOptions::matchPause() {
    QString error;
    auto o = MatchOptions::parse(withEngines({}), QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->matchPauseMs, 10000); // XBoard's default
    o = MatchOptions::parse(withEngines({"-matchPause", "250"}), QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->matchPauseMs, 250);
}

void TestMatchOptions::scheduleAlternatesAndScores() {
    // Three games, the first engine at time odds 2 (half the time): the odds follow it
    // from colour to colour, and the score is from its side.
    QString error;
    const auto o = MatchOptions::parse(
        withEngines({"-mg", "3", "-tc", "1", "-inc", "0", "-firstTimeOdds", "2"}), QString(),
        &error);
    QVERIFY2(o, qPrintable(error));
    MatchSchedule m(*o, std::nullopt);
    QCOMPARE(m.games(), 3);
    QVERIFY(m.firstIsWhite(0));
    QCOMPARE(m.timeControl(0, White).baseMs, 30000);
    QCOMPARE(m.timeControl(0, Black).baseMs, 60000);
    QVERIFY(!m.opening(0));
    QVERIFY(!m.firstIsWhite(1));
    QCOMPARE(m.timeControl(1, White).baseMs, 60000);
    QCOMPARE(m.timeControl(1, Black).baseMs, 30000);
    // A game's setup is its number's, whatever was recorded before (games played at once).
    const MatchGame third = m.game(2);
    QCOMPARE(third.number, 2);
    QVERIFY(third.firstIsWhite);
    QCOMPARE(third.clocks[White].baseMs, 30000);
    QCOMPARE(third.clocks[Black].baseMs, 60000);
    QCOMPARE(m.record(0, GameResult::WhiteWins), 1.0);
    QCOMPARE(m.record(1, GameResult::WhiteWins), 0.0);
    QVERIFY(!m.finished());
    QCOMPARE(m.record(2, GameResult::Draw), 0.5);
    QVERIFY(m.finished());
    QCOMPARE(m.played(), 3);
    QCOMPARE(m.wins(), 1);
    QCOMPARE(m.losses(), 1);
    QCOMPARE(m.draws(), 1);
    QCOMPARE(m.firstScore(), 1.5);
}

void TestMatchOptions::matchReportsInGameOrder() {
    // Games played at once end in any order; the match counts and saves them in game
    // order: game 1 ending first is held until game 0 has.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pgn = dir.filePath(QStringLiteral("match.pgn"));
    QString error;
    const auto o = MatchOptions::parse(withEngines({"-mg", "3", "-sgf", pgn}), QString(), &error);
    QVERIFY2(o, qPrintable(error));
    Match match(*o, std::nullopt);
    QList<int> recorded;
    QList<double> points;
    connect(&match, &Match::gameRecorded, this, [&](int number, const Game&, double p) {
        recorded.append(number);
        points.append(p);
    });
    QSignalSpy finished(&match, &Match::finished);
    const MatchGame g0 = match.nextGame(), g1 = match.nextGame();
    QCOMPARE(g0.number, 0);
    QCOMPARE(g1.number, 1);
    QVERIFY(match.hasNextGame());
    auto ended = [](GameResult r, const QString& round) {
        Game g(Variant::chess());
        g.setTag(QStringLiteral("Round"), round);
        g.setResult(r, QStringLiteral("test"));
        return g;
    };
    match.gameEnded(1, ended(GameResult::WhiteWins, QStringLiteral("2")));
    QVERIFY(recorded.isEmpty());
    QVERIFY(!QFile::exists(pgn));
    match.gameEnded(0, ended(GameResult::WhiteWins, QStringLiteral("1")));
    QCOMPARE(recorded, (QList<int>{0, 1}));
    QCOMPARE(points, (QList<double>{1.0, 0.0})); // the first engine had Black in game 1
    match.gameEnded(1, ended(GameResult::Draw, QStringLiteral("2"))); // twice: ignored
    QCOMPARE(recorded.size(), 2);
    QCOMPARE(finished.count(), 0);
    const MatchGame g2 = match.nextGame();
    QVERIFY(!match.hasNextGame());
    match.gameEnded(g2.number, ended(GameResult::Draw, QStringLiteral("3")));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(match.schedule().firstScore(), 1.5);
    QFile f(pgn);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    const qsizetype r1 = text.indexOf(QStringLiteral("[Round \"1\"]"));
    const qsizetype r2 = text.indexOf(QStringLiteral("[Round \"2\"]"));
    const qsizetype r3 = text.indexOf(QStringLiteral("[Round \"3\"]"));
    QVERIFY2(r1 >= 0 && r1 < r2 && r2 < r3, qPrintable(text));
}

void TestMatchOptions::elo_data() {
    // Computed by hand (and by tabiya-match, whose formula this is): mean score p, the
    // variance of the per-game points, p +- 1.96 standard errors, -400 log10(1/p - 1).
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    QTest::addColumn<double>("difference");
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("upper");
    QTest::newRow("even") << 6 << 8 << 6 << 0.0 << -122.8209 << 122.8209;
    QTest::newRow("ahead") << 12 << 5 << 3 << 168.4021 << 43.9085 << 358.1892;
    QTest::newRow("behind") << 3 << 4 << 13 << -190.8485 << -407.3217 << -61.4231;
    QTest::newRow("all draws: no spread") << 0 << 20 << 0 << 0.0 << 0.0 << 0.0;
    QTest::newRow("clean sweep held at 0.999")
        << 10 << 0 << 0 << 1199.8262 << 1199.8262 << 1199.8262;
    QTest::newRow("no games") << 0 << 0 << 0 << 0.0 << 0.0 << 0.0;
}

void TestMatchOptions::elo() {
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    QFETCH(double, difference);
    QFETCH(double, lower);
    QFETCH(double, upper);
    const MatchElo e = MatchElo::fromScore(wins, draws, losses);
    auto near = [](double a, double b) { return std::abs(a - b) < 1e-3; };
    QVERIFY2(near(e.difference, difference), qPrintable(QString::number(e.difference)));
    QVERIFY2(near(e.lower, lower), qPrintable(QString::number(e.lower)));
    QVERIFY2(near(e.upper, upper), qPrintable(QString::number(e.upper)));
    QCOMPARE(MatchElo::ofScore(0.5), 0.0);
    QVERIFY(near(MatchElo::ofScore(0.75), 190.8485));
}

void TestMatchOptions::flagTable() {
    // The help is printed from the flag table: every flag a user may give is in it, the
    // hidden ones are not, and each parses.
    const QString usage = MatchOptions::usage();
    for (const char* flag : {"-fcp",
                             "-scp",
                             "-fd",
                             "-sd",
                             "-fn",
                             "-sn",
                             "-fproto",
                             "-sproto",
                             "-fcxdriven",
                             "-scxdriven",
                             "-variant",
                             "-tc",
                             "-mps",
                             "-inc",
                             "-st",
                             "-depth",
                             "-firstTimeOdds",
                             "-secondTimeOdds",
                             "-timeOddsMode",
                             "-mg",
                             "-concurrency",
                             "-matchPause",
                             "-sgf",
                             "-lgf",
                             "-lpf",
                             "-lgi",
                             "-rewindIndex",
                             "-debug",
                             "-debugFile",
                             "-headless",
                             "-help"})
        QVERIFY2(usage.contains(QStringLiteral("  %1 ").arg(QLatin1String(flag))) ||
                     usage.contains(QStringLiteral("  %1,").arg(QLatin1String(flag))) ||
                     usage.contains(QStringLiteral("  %1\n").arg(QLatin1String(flag))),
                 flag);
    // Aliases are listed with their flag.
    QVERIFY(usage.contains(QStringLiteral("  -lgi, -loadGameIndex, -lpi, -loadPositionIndex N")));
    QVERIFY(!usage.contains(QStringLiteral("screenshot")));
    QString error;
    auto o = MatchOptions::parse(withEngines({"-concurrency", "4"}), QString(), &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->concurrency, 4);
    QVERIFY(!o->timeGiven);
    QCOMPARE(MatchOptions::parse(withEngines({}), QString(), &error)->concurrency, 1);
    QVERIFY(!MatchOptions::parse(withEngines({"-concurrency", "0"}), QString(), &error));
    QVERIFY2(error.contains(QStringLiteral("Bad value for -concurrency")), qPrintable(error));
    for (const char* help : {"-help", "--help", "-h"})
        QVERIFY(MatchOptions::isHelpFlag(QLatin1String(help)));
    for (const char* other : {"help", "-headless", "-hx", "--tc"})
        QVERIFY(!MatchOptions::isHelpFlag(QLatin1String(other)));
    o = MatchOptions::parse(withEngines({"--help"}), QString(), &error);
    QVERIFY(o && o->help);
}

QTEST_GUILESS_MAIN(TestMatchOptions)
#include "tst_matchoptions.moc"

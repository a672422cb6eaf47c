// Table-driven tests of the CXBoard parsers: engine lines, info lines and option lines,
// from the examples of specs/cxboard-protocol.txt and the cases the spec leaves open; and
// of the command writers (go arguments, clock).

#include "protocol/cxboardcommands.h"
#include "protocol/cxboardparser.h"
#include "protocol/optionparser.h"
#include "protocol/thinkingparser.h"
#include "tests/protocol/parsedfields.h"

#include <QTest>

using namespace tabiya;
using Kind = cxboard::Message::Kind;

Q_DECLARE_METATYPE(tabiya::cxboard::Message::Kind)
Q_DECLARE_METATYPE(tabiya::EngineOption::Type)
Q_DECLARE_METATYPE(tabiya::EngineResult)
Q_DECLARE_METATYPE(tabiya::TimeControl)

class TestCxboardParser : public QObject {
    Q_OBJECT
private slots:
    void lines_data();
    void lines();
    void results_data();
    void results();
    void options_data();
    void options();
    void info_data();
    void info();
    void infoExtras();
    void goArguments_data();
    void goArguments();
    void clock_data();
    void clock();
    void position();
};

void TestCxboardParser::lines_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<Kind>("kind");
    // The payload's fields (parsedfields.h).
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");

    QTest::newRow("id name") << "id name tsito 2.0.0" << Kind::IdName << "tsito 2.0.0"
                             << "";
    QTest::newRow("id author") << "id author Noah Roberts" << Kind::IdAuthor << "Noah Roberts"
                               << "";
    QTest::newRow("id name escapes") << "id name \x1b]0;x\x07"
                                        "Evil"
                                     << Kind::IdName << "]0;xEvil"
                                     << "";
    QTest::newRow("telluser escapes") << "telluser \x1b[31mred\x08" << Kind::TellUser << "[31mred"
                                      << "";
    QTest::newRow("id other") << "id version 3" << Kind::Other << "id version 3"
                              << "";
    QTest::newRow("cxboardok") << "cxboardok" << Kind::CxboardOk << ""
                               << "";
    QTest::newRow("readyok") << "readyok" << Kind::ReadyOk << ""
                             << "";
    QTest::newRow("bestmove") << "bestmove h9g7" << Kind::BestMove << "h9g7"
                              << "";
    QTest::newRow("bestmove ponder") << "bestmove h9g7 ponder h0g2" << Kind::BestMove << "h9g7"
                                     << "h0g2";
    QTest::newRow("bestmove empty") << "bestmove" << Kind::Other << "bestmove"
                                    << "";
    QTest::newRow("move") << "move h9g7" << Kind::Move << "h9g7"
                          << "";
    // Found by fuzzing: the tab and what follows it were read as part of the move.
    QTest::newRow("move then a tab") << "move h9g7\tx" << Kind::Move << "h9g7"
                                     << "";
    QTest::newRow("bestmove then a tab") << "bestmove h9g7\tx" << Kind::BestMove << "h9g7"
                                         << "";
    QTest::newRow("illegal") << "Illegal move: e2e3" << Kind::IllegalMove << "e2e3"
                             << "";
    QTest::newRow("illegal reason")
        << "Illegal move (in check): e2f2" << Kind::IllegalMove << "e2f2"
        << "in check";
    QTest::newRow("error") << "Error (unknown command): frobnicate" << Kind::Error
                           << "unknown command"
                           << "frobnicate";
    QTest::newRow("resign") << "resign" << Kind::Resign << ""
                            << "";
    QTest::newRow("offerdraw") << "offerdraw" << Kind::OfferDraw << ""
                               << "";
    QTest::newRow("offer draw") << "offer draw" << Kind::OfferDraw << ""
                                << "";
    QTest::newRow("telluser") << "telluser Hello" << Kind::TellUser << "Hello"
                              << "";
    QTest::newRow("askuser") << "askuser t1 Which book?" << Kind::AskUser << "t1"
                             << "Which book?";
    QTest::newRow("tellopponent") << "tellopponent hi" << Kind::TellOpponent << "hi"
                                  << "";
    QTest::newRow("tellothers") << "tellothers hi" << Kind::TellOthers << "hi"
                                << "";
    QTest::newRow("tellall") << "tellall hi" << Kind::TellAll << "hi"
                             << "";
    QTest::newRow("copyprotection checking")
        << "copyprotection checking" << Kind::CopyProtection << "checking"
        << "";
    QTest::newRow("copyprotection ok") << "copyprotection ok" << Kind::CopyProtection << "ok"
                                       << "";
    QTest::newRow("info") << "info depth 1" << Kind::Info << ""
                          << "";
    QTest::newRow("empty") << "" << Kind::Empty << ""
                           << "";
    QTest::newRow("junk") << "hello world" << Kind::Other << "hello world"
                          << "";
    QTest::newRow("crlf leftovers trimmed") << "readyok  " << Kind::ReadyOk << ""
                                            << "";
}

void TestCxboardParser::lines() {
    QFETCH(QString, line);
    QFETCH(Kind, kind);
    const auto m = cxboard::parseLine(line);
    QCOMPARE(m.kind, kind);
    QFETCH(QString, first);
    QFETCH(QString, second);
    QCOMPARE(test::payloadFields(m.payload), (QStringList{first, second}));
}

void TestCxboardParser::results_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<EngineResult>("result");
    QTest::addColumn<QString>("comment");
    QTest::newRow("red") << "result 1-0 {Red mates}" << EngineResult::WhiteWins << "Red mates";
    QTest::newRow("black") << "result 0-1 {Black mates}" << EngineResult::BlackWins
                           << "Black mates";
    QTest::newRow("draw") << "result 1/2-1/2 {Repetition}" << EngineResult::Draw << "Repetition";
    QTest::newRow("unfinished") << "result *" << EngineResult::Unfinished << "";
}

void TestCxboardParser::results() {
    QFETCH(QString, line);
    const auto m = cxboard::parseLine(line);
    QCOMPARE(m.kind, Kind::Result);
    QTEST(m.as<parsed::Result>().result, "result");
    QTEST(m.as<parsed::Result>().comment, "comment");
    QCOMPARE(cxboard::parseLine(u"result 2-0").kind, Kind::Other);
}

void TestCxboardParser::options_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("name");
    QTest::addColumn<EngineOption::Type>("type");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::addColumn<QStringList>("choices");
    using T = EngineOption::Type;
    const QStringList none;
    // The spec's examples.
    QTest::newRow("check") << "option name OwnBook type check default true" << true << "OwnBook"
                           << T::Check << "1" << 0 << 0 << none;
    QTest::newRow("spin") << "option name Hash type spin default 32 min 0 max 1024" << true
                          << "Hash" << T::Spin << "32" << 0 << 1024 << none;
    QTest::newRow("combo")
        << "option name Search type combo default AlphaBeta var MTD var AlphaBeta var NegaScout"
        << true << "Search" << T::Combo << "AlphaBeta" << 0 << 0
        << QStringList{"MTD", "AlphaBeta", "NegaScout"};
    QTest::newRow("string")
        << "option name OpeningBookPath type string default /usr/share/tsito/book.dat" << true
        << "OpeningBookPath" << T::String << "/usr/share/tsito/book.dat" << 0 << 0 << none;
    QTest::newRow("button") << "option name Clear Hash type button" << true << "Clear Hash"
                            << T::Button << "" << 0 << 0 << none;
    QTest::newRow("name with spaces") << "option name Null Move type check default false" << true
                                      << "Null Move" << T::Check << "0" << 0 << 0 << none;
    QTest::newRow("string <empty>") << "option name Book type string default <empty>" << true
                                    << "Book" << T::String << "" << 0 << 0 << none;
    QTest::newRow("combo values with spaces")
        << "option name Style type combo default Very Solid var Very Solid var Wild" << true
        << "Style" << T::Combo << "Very Solid" << 0 << 0 << QStringList{"Very Solid", "Wild"};
    QTest::newRow("spin clamped default") << "option name Threads type spin default 99 min 1 max 8"
                                          << true << "Threads" << T::Spin << "8" << 1 << 8 << none;
    QTest::newRow("spin absurd")
        << "option name Big type spin default 1 min -99999999999999 max 99999999999999" << true
        << "Big" << T::Spin << "1" << INT_MIN << INT_MAX << none;
    QTest::newRow("no type") << "option name Foo default 1" << false << "" << T::Spin << "" << 0
                             << 0 << none;
    // Found by fuzzing: a tab was taken for the name.
    QTest::newRow("blank name") << "option name  \t type button" << false << "" << T::Spin << ""
                                << 0 << 0 << none;
    QTest::newRow("unknown type") << "option name Foo type colour" << false << "" << T::Spin << ""
                                  << 0 << 0 << none;
    QTest::newRow("spin without range")
        << "option name Foo type spin default 3" << false << "" << T::Spin << "" << 0 << 0 << none;
    QTest::newRow("combo without vars")
        << "option name Foo type combo default x" << false << "" << T::Spin << "" << 0 << 0 << none;
}

void TestCxboardParser::options() {
    QFETCH(QString, line);
    QFETCH(bool, valid);
    const auto m = cxboard::parseLine(line);
    QCOMPARE(m.kind == Kind::Option, valid);
    if (!valid) return;
    const EngineOption& option = m.as<EngineOption>();
    QTEST(option.name, "name");
    QTEST(option.type, "type");
    QTEST(option.value, "value");
    if (option.isNumeric()) {
        QTEST(option.min, "min");
        QTEST(option.max, "max");
    }
    QTEST(option.choices, "choices");
}

void TestCxboardParser::info_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("isThinking");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("scoreKind");
    QTest::addColumn<int>("score");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<qint64>("timeMs");
    QTest::addColumn<QStringList>("pv");
    QTest::addColumn<int>("bound"); // 0 exact, 1 lower, 2 upper
    QTest::addColumn<int>("multipv");

    QTest::newRow("spec depth only") << "info depth 1" << false << 1 << 0 << 0 << qint64(-1)
                                     << qint64(-1) << QStringList{} << 0 << 1;
    QTest::newRow("spec line") << "info score cp 45 depth 1 nodes 24 time 9 pv b7b0" << true << 1
                               << 1 << 45 << qint64(24) << qint64(9) << QStringList{"b7b0"} << 0
                               << 1;
    QTest::newRow("spec line 2") << "info score cp 0 depth 2 nodes 130 time 23 pv h9g7 h0g2" << true
                                 << 2 << 1 << 0 << qint64(130) << qint64(23)
                                 << QStringList{"h9g7", "h0g2"} << 0 << 1;
    QTest::newRow("mate lowerbound")
        << "info depth 9 score mate 3 lowerbound pv h2h9 i9h9" << true << 9 << 2 << 3 << qint64(-1)
        << qint64(-1) << QStringList{"h2h9", "i9h9"} << 1 << 1;
    QTest::newRow("mated upperbound") << "info depth 9 score mate -2 upperbound" << true << 9 << 2
                                      << -2 << qint64(-1) << qint64(-1) << QStringList{} << 2 << 1;
    // Huge numbers are clamped (scores and depths to the ranges CECP lines are read into,
    // the rest to the int range) instead of being truncated.
    QTest::newRow("huge numbers")
        << "info depth 99999999999 score cp -99999999999 nodes 9223372036854775807 time 1 pv h2e2"
        << true << 10000 << 1 << -1000000 << std::numeric_limits<qint64>::max() << qint64(1)
        << QStringList{"h2e2"} << 0 << 1;
    QTest::newRow("huge mate multipv")
        << "info depth 3 multipv 4294967297 score mate 4294967298 pv h2e2" << true << 3 << 2
        << 10000 << qint64(-1) << qint64(-1) << QStringList{"h2e2"} << 0
        << std::numeric_limits<int>::max();
    QTest::newRow("pv before keywords")
        << "info pv h2e2 h9g7 depth 4 multipv 2 score cp -10" << true << 4 << 1 << -10 << qint64(-1)
        << qint64(-1) << QStringList{"h2e2", "h9g7"} << 0 << 2;
    // Found by fuzzing: the second pv's moves were added to the first's, and its text was
    // cut past the end of the line's words.
    QTest::newRow("two pvs: the last one counts")
        << "info depth 4 pv h2e2 h9g7 score cp 5 pv h0g2 i9h9 a0a1" << true << 4 << 1 << 5
        << qint64(-1) << qint64(-1) << QStringList{"h0g2", "i9h9", "a0a1"} << 0 << 1;
}

void TestCxboardParser::info() {
    QFETCH(QString, line);
    QFETCH(bool, isThinking);
    const CxboardInfo i = parseCxboardInfo(line);
    QCOMPARE(i.thinking.has_value(), isThinking);
    if (!isThinking) {
        QVERIFY(i.progress);
        QTEST(i.progress->depth, "depth");
        return;
    }
    const ThinkingLine& t = *i.thinking;
    QTEST(t.depth, "depth");
    QTEST(int(t.scoreKind), "scoreKind");
    QTEST(t.score, "score");
    QTEST(t.nodes, "nodes");
    QTEST(t.timeMs, "timeMs");
    QTEST(t.pv, "pv");
    QCOMPARE(t.pvText, t.pv.join(QLatin1Char(' ')));
    QTEST(int(t.bound), "bound");
    QTEST(t.multipv, "multipv");
}

void TestCxboardParser::infoExtras() {
    CxboardInfo i =
        parseCxboardInfo(u"info seldepth 12 depth 8 nps 120000 tbhits 5 score cp 3 pv a0a1");
    QVERIFY(i.thinking);
    QCOMPARE(i.thinking->seldepth, 12);
    QCOMPARE(i.thinking->nps, 120000);
    QCOMPARE(i.thinking->tbhits, 5);

    i = parseCxboardInfo(u"info currmove h2e2 currmovenumber 3 hashfull 500 cpuload 990");
    QVERIFY(!i.thinking);
    QVERIFY(i.progress);
    QCOMPARE(i.progress->currentMove, "h2e2");
    QCOMPARE(i.progress->currentMoveNumber, 3);
    QCOMPARE(i.progress->hashfull, 500);
    QCOMPARE(i.progress->cpuload, 990);

    i = parseCxboardInfo(u"info string depth 3 is just text here");
    QCOMPARE(i.string, "depth 3 is just text here");
    QVERIFY(!i.thinking);

    i = parseCxboardInfo(u"info hint h0g2");
    QCOMPARE(i.hint, "h0g2");

    // A PV is kept to its limits (issue 14), and its text to the moves kept.
    QString pv;
    for (int k = 0; k < 300; ++k)
        pv += QStringLiteral(" h2e2");
    i = parseCxboardInfo(QStringLiteral("info depth 3 score cp 1 pv") + pv + " nodes 5");
    QVERIFY(i.thinking);
    QCOMPARE(i.thinking->pv.size(), ThinkingLine::MaxPvMoves);
    QVERIFY(i.thinking->pvCut);
    QCOMPARE(i.thinking->pvText.size(), ThinkingLine::MaxPvMoves * 5 - 1);
    QCOMPARE(i.thinking->nodes, 5);
    i = parseCxboardInfo(QStringLiteral("info string ") + QString(10000, u's'));
    QCOMPARE(i.string.size(), qsizetype(4096));
}

void TestCxboardParser::goArguments_data() {
    QTest::addColumn<TimeControl>("tc");
    QTest::addColumn<qint64>("red");
    QTest::addColumn<qint64>("black");
    QTest::addColumn<int>("movesToGo");
    QTest::addColumn<bool>("ponder");
    QTest::addColumn<QString>("expected");
    TimeControl classical; // 40 moves in 5 minutes
    TimeControl sudden;
    sudden.movesPerSession = 0;
    TimeControl perMove;
    perMove.fixedMoveMs = 2500;
    TimeControl infinite;
    infinite.infinite = true;
    TimeControl limited = sudden;
    limited.maxDepth = 9;
    limited.maxNodes = 50000;
    limited.mateMoves = 4;
    QTest::newRow("clocks and moves to go")
        << classical << 60000LL << 50000LL << 12 << false << "rtime 60000 btime 50000 movestogo 12";
    QTest::newRow("game clocks") << sudden << 1000LL << 2000LL << 0 << false
                                 << "rtime 1000 btime 2000";
    QTest::newRow("never negative") << sudden << -30LL << 5LL << 0 << false << "rtime 0 btime 5";
    QTest::newRow("clocks unknown") << sudden << -1LL << -1LL << 0 << false << "";
    QTest::newRow("time per move is mtime, not movetime")
        << perMove << 60000LL << 50000LL << 3 << false << "mtime 2500";
    QTest::newRow("infinite") << infinite << 60000LL << 50000LL << 0 << false << "infinite";
    QTest::newRow("ponder first") << perMove << -1LL << -1LL << 0 << true << "ponder mtime 2500";
    QTest::newRow("depth nodes mate") << limited << 100LL << 200LL << 0 << false
                                      << "rtime 100 btime 200 depth 9 nodes 50000 mate 4";
    QTest::newRow("limits alone") << limited << -1LL << -1LL << 0 << false
                                  << "depth 9 nodes 50000 mate 4";
}

void TestCxboardParser::goArguments() {
    QFETCH(TimeControl, tc);
    QFETCH(qint64, red);
    QFETCH(qint64, black);
    QFETCH(int, movesToGo);
    QFETCH(bool, ponder);
    QFETCH(QString, expected);
    QCOMPARE(cxboard::goArguments(tc, {red, black, movesToGo}, ponder), expected);
}

void TestCxboardParser::clock_data() {
    QTest::addColumn<TimeControl>("tc");
    QTest::addColumn<QString>("expected");
    TimeControl classical; // 40 moves in 5 minutes: the base is all CXBoard can say
    TimeControl incremental;
    incremental.movesPerSession = 0;
    incremental.baseMs = 90500;
    incremental.incrementMs = 50;
    TimeControl perMove;
    perMove.fixedMoveMs = 30000;
    TimeControl hour;
    hour.baseMs = 60 * 60000;
    hour.incrementMs = 1125;
    TimeControl infinite;
    infinite.infinite = true;
    QTest::newRow("classical") << classical << "clock 5:00 0:00 0:00";
    QTest::newRow("increment as overtime") << incremental << "clock 1:30.5 0:00 0:00.05";
    QTest::newRow("per move: move clock and overtime") << perMove << "clock 0:00 0:30 0:30";
    QTest::newRow("an hour") << hour << "clock 60:00 0:00 0:01.125";
    QTest::newRow("infinite: no clock") << infinite << "";
}

void TestCxboardParser::clock() {
    QFETCH(TimeControl, tc);
    QFETCH(QString, expected);
    QCOMPARE(cxboard::clockCommand(tc), expected);
    QCOMPARE(cxboard::minutesSeconds(-5), "0:00");
}

void TestCxboardParser::position() {
    QCOMPARE(cxboard::positionCommand(QString(), {}), QStringLiteral("position startpos"));
    const QString fen = QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
                                       "RNBAKABNR w - - 0 1");
    QCOMPARE(cxboard::positionCommand(fen, {{"h2e2", ""}, {"h9g7", ""}}),
             QStringLiteral("position cfen ") + fen + QStringLiteral(" moves h2e2 h9g7"));
    // Before the position: the opponent, and the clock only in the engine-driven mode.
    GameSetup setup;
    setup.opponentName = QStringLiteral("Fairy-Max");
    setup.opponentIsComputer = true;
    setup.timeControl.baseMs = 300000;
    QCOMPARE(cxboard::newGameCommands(setup, false), (QStringList{"name Fairy-Max", "computer"}));
    QCOMPARE(cxboard::newGameCommands(setup, true),
             (QStringList{"name Fairy-Max", "computer", "clock 5:00 0:00 0:00"}));
    setup.opponentName = QStringLiteral("x\nquit");
    setup.opponentIsComputer = false;
    QCOMPARE(cxboard::newGameCommands(setup, false), QStringList{});
    const EngineCapabilities caps = cxboard::capabilities();
    QCOMPARE(caps.variants, QStringList{"xiangqi"});
    QVERIFY(caps.setboard && caps.analyze && caps.ping && caps.exclude && !caps.colors);
    QVERIFY(caps.dialect & Capability::RootMoveList);
}

QTEST_APPLESS_MAIN(TestCxboardParser)

#include "tst_cxboardparser.moc"

// Table-driven tests of the CECP parsers: feature lines, option declarations, thinking
// output and engine output lines. Cases come from the spec's examples and from transcripts
// of real engines (fairymax, maxqi, hachu, sjaakii, fairy-stockfish, GNU Chess, sjeng,
// phalanx, hoichess, polyglot driving stockfish), captured with printf | ENGINE.

#include "protocol/cecpparser.h"
#include "protocol/enginetext.h"
#include "protocol/optionparser.h"
#include "protocol/thinkingparser.h"
#include "tests/protocol/parsedfields.h"

#include <QTest>

using namespace tabiya;
using Kind = cecp::Message::Kind;

Q_DECLARE_METATYPE(tabiya::cecp::Message::Kind)
Q_DECLARE_METATYPE(tabiya::EngineOption::Type)
Q_DECLARE_METATYPE(tabiya::EngineResult)

class TestCecpParser : public QObject {
    Q_OBJECT
private slots:
    void features_data();
    void features();
    void options_data();
    void options();
    void thinking_data();
    void thinking();
    void continuation();
    void stat01();
    void lines_data();
    void lines();
    void results_data();
    void results();
    void highlightBoard();
    void highlightRejects();
    void setup_data();
    void setup();
    void setupPreludeAndBounds();
    void piece_data();
    void piece();
    void pieceGarbage();
    void limits();
};

void TestCecpParser::features_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("expected"); // name=value pairs

    QTest::newRow("spec myname") << R"(feature myname="Miracle Chess 0.9")"
                                 << QStringList{"myname=Miracle Chess 0.9"};
    QTest::newRow("fairymax several") << "feature setboard=0 xedit=1 ping=1 done=0"
                                      << QStringList{"setboard=0", "xedit=1", "ping=1", "done=0"};
    QTest::newRow("maxqi quoted then bare")
        << R"(feature variants="xiangqi" done=1)" << QStringList{"variants=xiangqi", "done=1"};
    QTest::newRow("empty quoted") << R"(feature option="Set variant alias -string " done=1)"
                                  << QStringList{"option=Set variant alias -string ", "done=1"};
    QTest::newRow("really empty") << R"(feature myname="" ping=1)"
                                  << QStringList{"myname=", "ping=1"};
    QTest::newRow("phalanx trailing blank")
        << R"(feature analyze=1 setboard=1 sigint=1 time=1 memory=1 draw=0 option="Randomizer (0-50) -slider 0 0 50" ping=1 )"
        << QStringList{"analyze=1",
                       "setboard=1",
                       "sigint=1",
                       "time=1",
                       "memory=1",
                       "draw=0",
                       "option=Randomizer (0-50) -slider 0 0 50",
                       "ping=1"};
    QTest::newRow("hoichess options inline")
        << R"(feature myname="HoiChess 0.22.0-3-debian" variants="normal" option="verbose -spin 0 -2147483648 2147483647" done=1)"
        << QStringList{"myname=HoiChess 0.22.0-3-debian", "variants=normal",
                       "option=verbose -spin 0 -2147483648 2147483647", "done=1"};
    // HaChu 0.21 (Debian), its handshake as it sends it.
    QTest::newRow("hachu variants")
        << R"(feature variants="chu,nocastle,9x9+0_shogi,sho,dai,tenjiku,shatranj,makruk,lion,wa-shogi,werewolf,cashew-shogi,macadamia-shogi")"
        << QStringList{"variants=chu,nocastle,9x9+0_shogi,sho,dai,tenjiku,shatranj,makruk,lion,"
                       "wa-shogi,werewolf,cashew-shogi,macadamia-shogi"};
    QTest::newRow("hachu flags")
        << "feature ping=1 setboard=1 colors=0 usermove=1 memory=1 debug=1 sigint=0 sigterm=0"
        << QStringList{"ping=1",   "setboard=1", "colors=0", "usermove=1",
                       "memory=1", "debug=1",    "sigint=0", "sigterm=0"};
    QTest::newRow("hachu name and highlight") << R"(feature myname="HaChu 0.21" highlight=1)"
                                              << QStringList{"myname=HaChu 0.21", "highlight=1"};
    QTest::newRow("hachu option")
        << R"(feature option="Tsume -combo no /// Sente mates /// Gote mates")"
        << QStringList{"option=Tsume -combo no /// Sente mates /// Gote mates"};
    QTest::newRow("repeated") << "feature sigint=1 sigint=0" << QStringList{"sigint=1", "sigint=0"};
    QTest::newRow("stray word") << "feature junk ping=1" << QStringList{"ping=1"};
    QTest::newRow("unterminated quote")
        << R"(feature myname="Broken done=1)" << QStringList{"myname=Broken done=1"};
    QTest::newRow("nothing") << "feature" << QStringList{};
}

void TestCecpParser::features() {
    QFETCH(QString, line);
    QFETCH(QStringList, expected);
    QStringList got;
    for (const auto& f : cecp::parseFeatures(line))
        got << f.name + "=" + f.value;
    QCOMPARE(got, expected);
}

void TestCecpParser::options_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("name");
    QTest::addColumn<EngineOption::Type>("type");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::addColumn<QStringList>("choices");
    using T = EngineOption::Type;
    const QStringList none;

    QTest::newRow("line break in the name")
        << "Ver\rbose -spin 1 0 2" << false << "" << T::Spin << "" << 0 << 0 << none;
    QTest::newRow("button") << "Clear Hash -button" << true << "Clear Hash" << T::Button << "" << 0
                            << 0 << none;
    QTest::newRow("save") << "Polyglot Save -save" << true << "Polyglot Save" << T::Save << "" << 0
                          << 0 << none;
    QTest::newRow("reset") << "Defaults -reset" << true << "Defaults" << T::Reset << "" << 0 << 0
                           << none;
    QTest::newRow("check") << "Resign -check 0" << true << "Resign" << T::Check << "0" << 0 << 0
                           << none;
    QTest::newRow("check on") << "Syzygy50MoveRule -check 1" << true << "Syzygy50MoveRule"
                              << T::Check << "1" << 0 << 0 << none;
    QTest::newRow("string") << "Dummy String Example -string happy birthday!" << true
                            << "Dummy String Example" << T::String << "happy birthday!" << 0 << 0
                            << none;
    QTest::newRow("string empty (sjaakii)")
        << "Set variant alias -string " << true << "Set variant alias" << T::String << "" << 0 << 0
        << none;
    QTest::newRow("string <empty> kept") << "SyzygyPath -string <empty>" << true << "SyzygyPath"
                                         << T::String << "<empty>" << 0 << 0 << none;
    QTest::newRow("spin negative") << "Contempt -spin 24 -100 100" << true << "Contempt" << T::Spin
                                   << "24" << -100 << 100 << none;
    QTest::newRow("spin hoichess range")
        << "verbose -spin 0 -2147483648 2147483647" << true << "verbose" << T::Spin << "0"
        << INT_MIN << INT_MAX << none;
    QTest::newRow("spin absurd clamped") << "Huge -spin 5 0 99999999999999999999999" << true
                                         << "Huge" << T::Spin << "5" << 0 << INT_MAX << none;
    QTest::newRow("spin swapped range")
        << "Odd -spin 5 10 0" << true << "Odd" << T::Spin << "5" << 0 << 10 << none;
    QTest::newRow("spin value outside")
        << "Out -spin 50 0 10" << true << "Out" << T::Spin << "10" << 0 << 10 << none;
    QTest::newRow("spin missing max")
        << "Bad -spin 5 0" << false << "" << T::Spin << "" << 0 << 0 << none;
    QTest::newRow("slider") << "Randomizer (0-50) -slider 0 0 50" << true << "Randomizer (0-50)"
                            << T::Slider << "0" << 0 << 50 << none;
    QTest::newRow("combo no star") << "Analysis Contempt -combo Both /// Off /// White /// Black"
                                   << true << "Analysis Contempt" << T::Combo << "Both" << 0 << 0
                                   << QStringList{"Both", "Off", "White", "Black"};
    QTest::newRow("combo star (sjaakii)")
        << "Level -combo Clueless /// Random /// Static /// *Normal" << true << "Level" << T::Combo
        << "Normal" << 0 << 0 << QStringList{"Clueless", "Random", "Static", "Normal"};
    QTest::newRow("combo with spaces")
        << "Mate search -combo Disabled /// *Enabled for drop games /// Enabled" << true
        << "Mate search" << T::Combo << "Enabled for drop games" << 0 << 0
        << QStringList{"Disabled", "Enabled for drop games", "Enabled"};
    QTest::newRow("file") << "Ini File -file /usr/share/games/fairymax/fmax.ini" << true
                          << "Ini File" << T::File << "/usr/share/games/fairymax/fmax.ini" << 0 << 0
                          << none;
    QTest::newRow("file empty") << "Variant configuration file -file " << true
                                << "Variant configuration file" << T::File << "" << 0 << 0 << none;
    QTest::newRow("path") << "Dummy Path Example -path ." << true << "Dummy Path Example" << T::Path
                          << "." << 0 << 0 << none;
    QTest::newRow("name with dash")
        << "Moves before draw offer (0 to disable) -spin 0 0 1000" << true
        << "Moves before draw offer (0 to disable)" << T::Spin << "0" << 0 << 1000 << none;
    // HaChu 0.21's option lines.
    QTest::newRow("hachu check") << "Full analysis PV -check 1" << true << "Full analysis PV"
                                 << T::Check << "1" << 0 << 0 << none;
    QTest::newRow("hachu check off")
        << "Okazaki rule -check 0" << true << "Okazaki rule" << T::Check << "0" << 0 << 0 << none;
    QTest::newRow("hachu spin") << "Contempt -spin 0 -200 200" << true << "Contempt" << T::Spin
                                << "0" << -200 << 200 << none;
    QTest::newRow("hachu combo") << "Tsume -combo no /// Sente mates /// Gote mates" << true
                                 << "Tsume" << T::Combo << "no" << 0 << 0
                                 << QStringList{"no", "Sente mates", "Gote mates"};
    QTest::newRow("no type") << "Nothing here" << false << "" << T::Spin << "" << 0 << 0 << none;
    QTest::newRow("no name") << " -button" << false << "" << T::Spin << "" << 0 << 0 << none;
    QTest::newRow("unknown type") << "Foo -colour red" << false << "" << T::Spin << "" << 0 << 0
                                  << none;
}

void TestCecpParser::options() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const auto o = parseCecpOption(text);
    QCOMPARE(o.has_value(), valid);
    if (!valid) return;
    QFETCH(QString, name);
    QFETCH(EngineOption::Type, type);
    QFETCH(QString, value);
    QFETCH(int, min);
    QFETCH(int, max);
    QFETCH(QStringList, choices);
    QCOMPARE(o->name, name);
    QCOMPARE(o->type, type);
    QCOMPARE(o->value, value);
    QCOMPARE(o->defaultValue, value);
    if (o->isNumeric()) {
        QCOMPARE(o->min, min);
        QCOMPARE(o->max, max);
    }
    QCOMPARE(o->choices, choices);
}

void TestCecpParser::thinking_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("scoreKind"); // 1 cp, 2 mate
    QTest::addColumn<int>("score");
    QTest::addColumn<qint64>("timeMs");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<int>("seldepth");
    QTest::addColumn<qint64>("nps");
    QTest::addColumn<qint64>("tbhits");
    QTest::addColumn<QStringList>("pv");
    QTest::addColumn<int>("fail"); // 0 none, 1 high, -1 low

    QTest::newRow("spec") << "  9 156 1084 48000 Nf3 Nc6 Nc3 Nf6" << true << 9 << 1 << 156
                          << qint64(10840) << qint64(48000) << -1 << qint64(-1) << qint64(-1)
                          << QStringList{"Nf3", "Nc6", "Nc3", "Nf6"} << 0;
    QTest::newRow("crafty move numbers")
        << "  4    109      14   1435  1. e4 d5 2. Qf3 dxe4 3. Qxe4 Nc6" << true << 4 << 1 << 109
        << qint64(140) << qint64(1435) << -1 << qint64(-1) << qint64(-1)
        << QStringList{"e4", "d5", "Qf3", "dxe4", "Qxe4", "Nc6"} << 0;
    QTest::newRow("gnu dot seconds") << " 9.     62    4    72578   d1e2  e8e7  e2e3" << true << 9
                                     << 1 << 62 << qint64(4000) << qint64(72578) << -1 << qint64(-1)
                                     << qint64(-1) << QStringList{"d1e2", "e8e7", "e2e3"} << 0;
    QTest::newRow("gnu plus") << " 3+     78    0       65   d1d2  e8e7  d2d3" << true << 3 << 1
                              << 78 << qint64(0) << qint64(65) << -1 << qint64(-1) << qint64(-1)
                              << QStringList{"d1d2", "e8e7", "d2d3"} << 0;
    QTest::newRow("gnu ampersand")
        << "10&     34    7   135944   d1e2  e8e7" << true << 10 << 1 << 34 << qint64(7000)
        << qint64(135944) << -1 << qint64(-1) << qint64(-1) << QStringList{"d1e2", "e8e7"} << 0;
    QTest::newRow("fairy-stockfish tab extras")
        << "8 62 3 10531 10 351033 0\t c2c3 b8c6 d2d4" << true << 8 << 1 << 62 << qint64(30)
        << qint64(10531) << 10 << qint64(351033) << qint64(0) << QStringList{"c2c3", "b8c6", "d2d4"}
        << 0;
    QTest::newRow("tab with one extra is tbhits")
        << "5 10 20 300 7\te2e4" << true << 5 << 1 << 10 << qint64(200) << qint64(300) << -1
        << qint64(-1) << qint64(7) << QStringList{"e2e4"} << 0;
    QTest::newRow("no tab: integers are pv")
        << "5 10 20 300 7 e2e4" << true << 5 << 1 << 10 << qint64(200) << qint64(300) << -1
        << qint64(-1) << qint64(-1) << QStringList{"7", "e2e4"} << 0;
    QTest::newRow("fairymax") << " 6      2       17     224418 c2c4 d7d6 d2d4 b8c6 b1c3 c8f5"
                              << true << 6 << 1 << 2 << qint64(170) << qint64(224418) << -1
                              << qint64(-1) << qint64(-1)
                              << QStringList{"c2c4", "d7d6", "d2d4", "b8c6", "b1c3", "c8f5"} << 0;
    QTest::newRow("maxqi ply -1") << "-1    440        0          1 h2h9" << true << -1 << 1 << 440
                                  << qint64(0) << qint64(1) << -1 << qint64(-1) << qint64(-1)
                                  << QStringList{"h2h9"} << 0;
    QTest::newRow("maxqi ply 0") << " 0      0        0         16 h2h9" << true << 0 << 1 << 0
                                 << qint64(0) << qint64(16) << -1 << qint64(-1) << qint64(-1)
                                 << QStringList{"h2h9"} << 0;
    QTest::newRow("sjeng trailing blank")
        << " 5      15     2     2089  d4 d5 Nc3 Nc6 Nf3 " << true << 5 << 1 << 15 << qint64(20)
        << qint64(2089) << -1 << qint64(-1) << qint64(-1)
        << QStringList{"d4", "d5", "Nc3", "Nc6", "Nf3"} << 0;
    QTest::newRow("sjaakii san numbers")
        << "  6     0      8     16238  1. Nf3 Nf6 2.  d3  d6 3. Nc3 Nc6" << true << 6 << 1 << 0
        << qint64(80) << qint64(16238) << -1 << qint64(-1) << qint64(-1)
        << QStringList{"Nf3", "Nf6", "d3", "d6", "Nc3", "Nc6"} << 0;
    QTest::newRow("black to move dots")
        << "3 -20 5 100 1. ... e5 2. Nf3" << true << 3 << 1 << -20 << qint64(50) << qint64(100)
        << -1 << qint64(-1) << qint64(-1) << QStringList{"e5", "Nf3"} << 0;
    QTest::newRow("fail low mark")
        << "7 -35 100 5000 e2e4 e7e5 ?" << true << 7 << 1 << -35 << qint64(1000) << qint64(5000)
        << -1 << qint64(-1) << qint64(-1) << QStringList{"e2e4", "e7e5"} << -1;
    QTest::newRow("fail high glued")
        << "7 35 100 5000 e2e4!" << true << 7 << 1 << 35 << qint64(1000) << qint64(5000) << -1
        << qint64(-1) << qint64(-1) << QStringList{"e2e4"} << 1;
    QTest::newRow("score fail high")
        << "7 35! 100 5000 e2e4" << true << 7 << 1 << 35 << qint64(1000) << qint64(5000) << -1
        << qint64(-1) << qint64(-1) << QStringList{"e2e4"} << 1;
    QTest::newRow("mate in 3") << "12 100003 50 9000 d1h5" << true << 12 << 2 << 3 << qint64(500)
                               << qint64(9000) << -1 << qint64(-1) << qint64(-1)
                               << QStringList{"d1h5"} << 0;
    QTest::newRow("mated in 2") << "12 -100002 50 9000 g8h8" << true << 12 << 2 << -2 << qint64(500)
                                << qint64(9000) << -1 << qint64(-1) << qint64(-1)
                                << QStringList{"g8h8"} << 0;
    QTest::newRow("gnuchess 6 mated")
        << "1 -9998 0 3 Rxd8 Rxd8#" << true << 1 << 2 << -1 << qint64(0) << qint64(3) << -1
        << qint64(-1) << qint64(-1) << QStringList{"Rxd8", "Rxd8#"} << 0;
    QTest::newRow("gnuchess 6 plus sign")
        << "5 +48 0 1729 Nc3 Nc6 Nf3 Nf6 d4" << true << 5 << 1 << 48 << qint64(0) << qint64(1729)
        << -1 << qint64(-1) << qint64(-1) << QStringList{"Nc3", "Nc6", "Nf3", "Nf6", "d4"} << 0;
    // GNU Chess 6 pondering (gnuchess -x, "hard", after 1. e4 d5): the expected reply in
    // parentheses, then the PV from there.
    QTest::newRow("gnuchess ponder")
        << "1 -40 0 19 (exd5) Nf6 Bb5+ Bd7" << true << 1 << 1 << -40 << qint64(0) << qint64(19)
        << -1 << qint64(-1) << qint64(-1) << QStringList{"exd5", "Nf6", "Bb5+", "Bd7"} << 0;
    QTest::newRow("gnuchess ponder long")
        << "11 -36 114 1717136 (exd5) Nf6 Bb5+ Bd7 Bxd7+ Qxd7 Nf3 Nxd5 O-O Nc6 d4 e6 c4 Nb6 Qd3"
        << true << 11 << 1 << -36 << qint64(1140) << qint64(1717136) << -1 << qint64(-1)
        << qint64(-1) << QStringList{"exd5", "Nf6", "Bb5+", "Bd7", "Bxd7+", "Qxd7", "Nf3", "Nxd5",
                                     "O-O",  "Nc6", "d4",   "e6",  "c4",    "Nb6",  "Qd3"}
        << 0;
    QTest::newRow("book spec has no moves")
        << "  0      0       0      0  (e4 64%, d4 24%)" << true << 0 << 1 << 0 << qint64(0)
        << qint64(0) << -1 << qint64(-1) << qint64(-1) << QStringList{} << 0;
    QTest::newRow("old 32767 mate")
        << "10 32762 40 900 a1a8" << true << 10 << 2 << 3 << qint64(400) << qint64(900) << -1
        << qint64(-1) << qint64(-1) << QStringList{"a1a8"} << 0;
    QTest::newRow("polyglot +0") << "1 +0 0 0 NNUE evaluation using nn-ad9b42354671.nnue enabled"
                                 << true << 1 << 1 << 0 << qint64(0) << qint64(0) << -1
                                 << qint64(-1) << qint64(-1)
                                 << QStringList{"NNUE", "evaluation", "using",
                                                "nn-ad9b42354671.nnue", "enabled"}
                                 << 0;
    QTest::newRow("empty pv") << "3 10 5 100" << true << 3 << 1 << 10 << qint64(50) << qint64(100)
                              << -1 << qint64(-1) << qint64(-1) << QStringList{} << 0;
    // Engine numbers are untrusted: scaled times saturate, ints are clamped, a number beyond
    // 64 bits makes the line no thinking line.
    QTest::newRow("time overflows when scaled")
        << "5 10 922337203685477581 100 e2e4" << true << 5 << 1 << 10
        << std::numeric_limits<qint64>::max() << qint64(100) << -1 << qint64(-1) << qint64(-1)
        << QStringList{"e2e4"} << 0;
    QTest::newRow("gnu seconds overflow")
        << "10& 34 -9223372036854775807 100 e2e4" << true << 10 << 1 << 34
        << std::numeric_limits<qint64>::min() << qint64(100) << -1 << qint64(-1) << qint64(-1)
        << QStringList{"e2e4"} << 0;
    QTest::newRow("score int64 min")
        << "5 -9223372036854775808 1 100 e2e4" << true << 5 << 1 << -1000000 << qint64(10)
        << qint64(100) << -1 << qint64(-1) << qint64(-1) << QStringList{"e2e4"} << 0;
    QTest::newRow("seldepth beyond int") // depths are kept to 10000, as the ply is
        << "15 61 100 382393 99999999999 382010 0\t d2d4" << true << 15 << 1 << 61 << qint64(1000)
        << qint64(382393) << 10000 << qint64(382010) << qint64(0) << QStringList{"d2d4"} << 0;
    QTest::newRow("nodes beyond 64 bits")
        << "5 10 100 99999999999999999999 e2e4" << false << 0 << 0 << 0 << qint64(0) << qint64(0)
        << 0 << qint64(0) << qint64(0) << QStringList{} << 0;
    QTest::newRow("too short") << "3 10 5" << false << 0 << 0 << 0 << qint64(0) << qint64(0) << 0
                               << qint64(0) << qint64(0) << QStringList{} << 0;
    QTest::newRow("words") << "Opening phase." << false << 0 << 0 << 0 << qint64(0) << qint64(0)
                           << 0 << qint64(0) << qint64(0) << QStringList{} << 0;
    QTest::newRow("move command") << "move e2e4" << false << 0 << 0 << 0 << qint64(0) << qint64(0)
                                  << 0 << qint64(0) << qint64(0) << QStringList{} << 0;
}

void TestCecpParser::thinking() {
    QFETCH(QString, line);
    QFETCH(bool, valid);
    const auto t = parseCecpThinking(line);
    QCOMPARE(t.has_value(), valid);
    if (!valid) return;
    QFETCH(int, depth);
    QFETCH(int, scoreKind);
    QFETCH(int, score);
    QFETCH(qint64, timeMs);
    QFETCH(qint64, nodes);
    QFETCH(int, seldepth);
    QFETCH(qint64, nps);
    QFETCH(qint64, tbhits);
    QFETCH(QStringList, pv);
    QFETCH(int, fail);
    QCOMPARE(t->depth, depth);
    QCOMPARE(int(t->scoreKind), scoreKind);
    QCOMPARE(t->score, score);
    QCOMPARE(t->timeMs, timeMs);
    QCOMPARE(t->nodes, nodes);
    QCOMPARE(t->seldepth, seldepth);
    QCOMPARE(t->nps, nps);
    QCOMPARE(t->tbhits, tbhits);
    QCOMPARE(t->pv, pv);
    QCOMPARE(t->failHigh, fail == 1);
    QCOMPARE(t->failLow, fail == -1);
}

void TestCecpParser::continuation() {
    const auto c = parseCecpContinuation(u"                           d4e4  f7f5  e4f4");
    QVERIFY(c);
    QVERIFY(c->continuation);
    QCOMPARE(c->pv, (QStringList{"d4e4", "f7f5", "e4f4"}));
    QVERIFY(!parseCecpContinuation(u"  d4e4"));           // too few blanks
    QVERIFY(!parseCecpContinuation(u"     12 3 4 5 e4")); // a thinking line, not a continuation
    const auto m = cecp::parseLine(u"                           d4e4");
    QCOMPARE(m.kind, Kind::Continuation);
}

void TestCecpParser::stat01() {
    auto p = parseStat01(u"stat01: 1234 30000 7 5 30");
    QVERIFY(p);
    QCOMPARE(p->timeMs, 12340);
    QCOMPARE(p->nodes, 30000);
    QCOMPARE(p->depth, 7);
    QCOMPARE(p->movesLeft, 5);
    QCOMPARE(p->movesTotal, 30);
    QVERIFY(p->currentMove.isEmpty());
    p = parseStat01(u"stat01: 1234 30000 7 5 30 Nf3");
    QVERIFY(p);
    QCOMPARE(p->currentMove, "Nf3");
    QVERIFY(!parseStat01(u"stat01: 1 2"));
    // Huge numbers saturate instead of overflowing.
    p = parseStat01(u"stat01: 922337203685477581 1 99999999999 -99999999999 30");
    QVERIFY(p);
    QCOMPARE(p->timeMs, std::numeric_limits<qint64>::max());
    QCOMPARE(p->depth, 10000);
    QCOMPARE(p->movesLeft, std::numeric_limits<int>::min());
    QCOMPARE(cecp::parseLine(u"stat01: 1234 30000 7 5 30 Nf3").kind, Kind::Stat01);
}

void TestCecpParser::lines_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<Kind>("kind");
    // The payload's fields (parsedfields.h).
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");

    QTest::newRow("move") << "move e2e4" << Kind::Move << "e2e4"
                          << "";
    QTest::newRow("move, a tab after it") << "move e2e4\te7e5" << Kind::Move << "e2e4"
                                          << "";
    QTest::newRow("move promo") << "move e7e8q" << Kind::Move << "e7e8q"
                                << "";
    QTest::newRow("move multi-leg") << "move c4d5,d5e4" << Kind::Move << "c4d5,d5e4"
                                    << "";
    QTest::newRow("move chu lion igui") << "move f4f5,f5f4" << Kind::Move << "f4f5,f5f4"
                                        << "";
    QTest::newRow("move chu lion pass") << "move @@@@" << Kind::Move << "@@@@"
                                        << "";
    QTest::newRow("move xiangqi") << "move h2h9" << Kind::Move << "h2h9"
                                  << "";
    QTest::newRow("move drop") << "move P@h3" << Kind::Move << "P@h3"
                               << "";
    QTest::newRow("legacy NUMBER ... MOVE") << "1. ... e2e4" << Kind::Move << "e2e4"
                                            << "";
    QTest::newRow("legacy gnuchess 6") << "1. ... a8d8" << Kind::Move << "a8d8"
                                       << "";
    QTest::newRow("gnuchess echo is not a move") << "1. d2d8" << Kind::Other << "1. d2d8"
                                                 << "";
    QTest::newRow("legacy no period") << "12 ... Nf3" << Kind::Move << "Nf3"
                                      << "";
    QTest::newRow("NUMBER MOVE ignored") << "12 Nf3" << Kind::Other << "12 Nf3"
                                         << "";
    QTest::newRow("pong") << "pong 7" << Kind::Pong << ""
                          << "";
    // Found by fuzzing: read as pong -7, a ping we never sent.
    QTest::newRow("negative pong") << "pong -07" << Kind::Other << "pong -07"
                                   << "";
    QTest::newRow("illegal spec") << "Illegal move: e2e5" << Kind::IllegalMove << "e2e5"
                                  << "";
    QTest::newRow("illegal reason")
        << "Illegal move (in check): e1e2" << Kind::IllegalMove << "e1e2"
        << "in check";
    QTest::newRow("illegal no space") << "Illegal move:e2e5" << Kind::IllegalMove << "e2e5"
                                      << "";
    QTest::newRow("illegal bare") << "Illegal move" << Kind::IllegalMove << ""
                                  << "";
    QTest::newRow("illegal lower crafty") << "illegal move" << Kind::IllegalMove << ""
                                          << "";
    QTest::newRow("illegal gnuchess4")
        << "Illegal move (no matching move)e2e4" << Kind::IllegalMove << "e2e4"
        << "no matching move";
    QTest::newRow("invalid gnuchess6") << "Invalid move: e7e5" << Kind::IllegalMove << "e7e5"
                                       << "";
    QTest::newRow("error illegal")
        << "Error (Illegal move or unknown command): e2e5" << Kind::IllegalMove << "e2e5"
        << "Illegal move or unknown command";
    QTest::newRow("error phalanx")
        << "Error (unknown command): usermove" << Kind::Error << "unknown command"
        << "usermove";
    QTest::newRow("error fairy-stockfish typo")
        << "Error (unkown command): post" << Kind::Error << "unkown command"
        << "post";
    QTest::newRow("hint") << "Hint: e7e5" << Kind::Hint << "e7e5"
                          << "";
    QTest::newRow("telluser") << "telluser Hello there" << Kind::TellUser << "Hello there"
                              << "";
    QTest::newRow("tellusererror")
        << "tellusererror Cannot open book" << Kind::TellUserError << "Cannot open book"
        << "";
    QTest::newRow("askuser") << "askuser pw Your password?" << Kind::AskUser << "pw"
                             << "Your password?";
    QTest::newRow("tellopponent") << "tellopponent gg" << Kind::TellOpponent << "gg"
                                  << "";
    QTest::newRow("tellothers") << "tellothers hi all" << Kind::TellOthers << "hi all"
                                << "";
    QTest::newRow("tellall") << "tellall good luck" << Kind::TellAll << "good luck"
                             << "";
    QTest::newRow("tellics fairymax")
        << "tellics say     Fairy-Max 5.0b" << Kind::TellIcs << "say     Fairy-Max 5.0b"
        << "";
    QTest::newRow("tellicsnoalias") << "tellicsnoalias set 1 x" << Kind::TellIcs << "set 1 x"
                                    << "";
    QTest::newRow("debug") << "# times @ 36507919" << Kind::Debug << "times @ 36507919"
                           << "";
    QTest::newRow("debug hachu") << "#204820482048 132 134" << Kind::Debug << "204820482048 132 134"
                                 << "";
    QTest::newRow("resign") << "resign" << Kind::Resign << ""
                            << "";
    QTest::newRow("offer draw") << "offer draw" << Kind::OfferDraw << ""
                                << "";
    QTest::newRow("offer draw legacy") << "I offer you a draw" << Kind::OfferDraw << ""
                                       << "";
    QTest::newRow("no offer in drawing") << "drawing offers" << Kind::Other << "drawing offers"
                                         << "";
    QTest::newRow("choice") << "choice QRBN" << Kind::Choice << "QRBN"
                            << "";
    QTest::newRow("click") << "click e4" << Kind::Click << "e4"
                           << "";
    QTest::newRow("ff") << "++" << Kind::FailHigh << ""
                        << "";
    QTest::newRow("fl") << "--" << Kind::FailLow << ""
                        << "";
    QTest::newRow("book phalanx")
        << "  0      0     0        0  (e2-e4  d2-d4  c2-c4  Ng1-f3  , book1)" << Kind::Book
        << "(e2-e4  d2-d4  c2-c4  Ng1-f3  , book1)"
        << "";
    QTest::newRow("book spec") << "  0      0       0      0  (e4 64%, d4 24%)" << Kind::Book
                               << "(e4 64%, d4 24%)"
                               << "";
    QTest::newRow("gnuchess ponder is thinking")
        << "6 -8 1 34047 (exd5) Nf6 Nc3 Nxd5 Nf3 Nc6 d4" << Kind::Thinking << ""
        << "";
    QTest::newRow("book one move") << "0 0 0 0 (e4)" << Kind::Book << "(e4)"
                                   << "";
    QTest::newRow("book word") << "0 0 0 0 (book)" << Kind::Book << "(book)"
                               << "";
    QTest::newRow("thinking") << " 1      6        0          7 a2a4" << Kind::Thinking << ""
                              << "";
    QTest::newRow("empty") << "" << Kind::Empty << ""
                           << "";
    QTest::newRow("blank") << "   " << Kind::Empty << ""
                           << "";
    QTest::newRow("sjeng chatter") << "Opening phase." << Kind::Other << "Opening phase."
                                   << "";
    QTest::newRow("phalanx chatter") << "[ white, 1 ]" << Kind::Other << "[ white, 1 ]"
                                     << "";
    QTest::newRow("hoichess Info")
        << "Info: hash_size_entries=1398101" << Kind::Other << "Info: hash_size_entries=1398101"
        << "";
    QTest::newRow("feature") << "feature done=1" << Kind::Feature << ""
                             << "";
    QTest::newRow("featurex is not feature")
        << "featurex done=1" << Kind::Other << "featurex done=1"
        << "";
    QTest::newRow("movement is not move") << "movement e2e4" << Kind::Other << "movement e2e4"
                                          << "";
    QTest::newRow("garbage bytes") << QString::fromUtf8("\xef\xbf\xbd\x01zz") << Kind::Other
                                   << QString::fromUtf8("\xef\xbf\xbdzz") << "";
    // Control characters (terminal escapes) never reach a field.
    QTest::newRow("telluser escapes")
        << "telluser \x1b[31mred\x1b[0m\x07" << Kind::TellUser << "[31mred[0m"
        << "";
    QTest::newRow("move escapes") << "move e2e4\x1b[2J" << Kind::Move << "e2e4[2J"
                                  << "";
    QTest::newRow("C1 and DEL") << QStringLiteral("tellall a") + QChar(0x9b) + "b" + QChar(0x7f)
                                << Kind::TellAll << "ab"
                                << "";
}

void TestCecpParser::lines() {
    QFETCH(QString, line);
    QFETCH(Kind, kind);
    QFETCH(QString, first);
    QFETCH(QString, second);
    const auto m = cecp::parseLine(line);
    QCOMPARE(m.kind, kind);
    QCOMPARE(test::payloadFields(m.payload), (QStringList{first, second}));
    if (kind == Kind::Pong) QCOMPARE(m.as<cecp::Pong>().number, 7);
}

void TestCecpParser::results_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<EngineResult>("result");
    QTest::addColumn<int>("relative");
    QTest::addColumn<QString>("comment");
    using R = parsed::Result::Relative;

    QTest::newRow("1-0") << "1-0 {White mates}" << EngineResult::WhiteWins << int(R::Absolute)
                         << "White mates";
    QTest::newRow("0-1") << "0-1 {Black mates}" << EngineResult::BlackWins << int(R::Absolute)
                         << "Black mates";
    QTest::newRow("draw") << "1/2-1/2 {Draw by repetition}" << EngineResult::Draw
                          << int(R::Absolute) << "Draw by repetition";
    QTest::newRow("unfinished") << "* {Adjourned}" << EngineResult::Unfinished << int(R::Absolute)
                                << "Adjourned";
    QTest::newRow("no comment") << "1-0" << EngineResult::WhiteWins << int(R::Absolute) << "";
    QTest::newRow("White resigns")
        << "White resigns" << EngineResult::BlackWins << int(R::Absolute) << "White resigns";
    QTest::newRow("Black resigns")
        << "Black resigns" << EngineResult::WhiteWins << int(R::Absolute) << "Black resigns";
    QTest::newRow("White mates") << "White mates" << EngineResult::WhiteWins << int(R::Absolute)
                                 << "White mates";
    QTest::newRow("Black") << "Black" << EngineResult::BlackWins << int(R::Absolute)
                           << "Black mates";
    QTest::newRow("Draw") << "Draw" << EngineResult::Draw << int(R::Absolute) << "Draw";
    QTest::newRow("game is a draw") << "game is a draw by the 50 move rule" << EngineResult::Draw
                                    << int(R::Absolute) << "game is a draw by the 50 move rule";
    QTest::newRow("computer mates") << "computer mates" << EngineResult::Unfinished
                                    << int(R::SideToMoveMated) << "computer mates";
    QTest::newRow("opponent mates") << "opponent mates!" << EngineResult::Unfinished
                                    << int(R::SideToMoveMated) << "opponent mates!";
    QTest::newRow("checkmate") << "checkmate" << EngineResult::Unfinished << int(R::SideToMoveMated)
                               << "checkmate";
    QTest::newRow("computer resigns") << "computer resigns" << EngineResult::Unfinished
                                      << int(R::EngineResigns) << "computer resigns";
}

void TestCecpParser::results() {
    QFETCH(QString, line);
    QFETCH(EngineResult, result);
    QFETCH(int, relative);
    QFETCH(QString, comment);
    const auto m = cecp::parseLine(line);
    QCOMPARE(m.kind, Kind::Result);
    const auto& r = m.as<parsed::Result>();
    QCOMPARE(r.result, result);
    QCOMPARE(int(r.relative), relative);
    QCOMPARE(r.comment, comment);
}

void TestCecpParser::highlightBoard() {
    // The spec's example: e3 and e4 yellow, f3 red.
    const auto m = cecp::parseLine(u"highlight 8/8/8/8/4y3/4yr2/8/8");
    QCOMPARE(m.kind, Kind::Highlight);
    const HighlightBoard& b = m.as<HighlightBoard>();
    QCOMPARE(b.width, 8);
    QCOMPARE(b.height, 8);
    QCOMPARE(b.at(4, 4).colour, HighlightColour::Yellow); // e4: fifth rank from the top
    QVERIFY(!b.at(4, 4).legalTarget);                     // lower case: a mark only
    QCOMPARE(b.at(4, 5).colour, HighlightColour::Yellow);
    QCOMPARE(b.at(5, 5).colour, HighlightColour::Red);
    QCOMPARE(b.at(0, 0).colour, HighlightColour::None);

    // Upper case and every colour, on a 9x10 xiangqi board with a two-digit run.
    const auto x = cecp::parseHighlightBoard(u"RYGCBMWDT/9/9/9/9/9/9/9/9/4Y4");
    QVERIFY(x);
    QCOMPARE(x->width, 9);
    QCOMPARE(x->height, 10);
    const HighlightColour all[] = {
        HighlightColour::Red,   HighlightColour::Yellow, HighlightColour::Green,
        HighlightColour::Cyan,  HighlightColour::Blue,   HighlightColour::Magenta,
        HighlightColour::White, HighlightColour::Dark,   HighlightColour::Transparent};
    for (int f = 0; f < 9; ++f) {
        QCOMPARE(x->at(f, 0).colour, all[f]);
        QVERIFY(x->at(f, 0).legalTarget);
    }
    QCOMPARE(x->at(4, 9).colour, HighlightColour::Yellow);

    const auto wide = cecp::parseHighlightBoard(u"12/5r6");
    QVERIFY(wide);
    QCOMPARE(wide->width, 12);
    QCOMPARE(wide->at(5, 1).colour, HighlightColour::Red);
}

void TestCecpParser::highlightRejects() {
    QVERIFY(!cecp::parseHighlightBoard(u"8/8/8/8/4x3/8/8/8")); // unknown colour
    QVERIFY(!cecp::parseHighlightBoard(u"99999999/8"));        // absurd width
    QVERIFY(!cecp::parseHighlightBoard(u""));
    QCOMPARE(cecp::parseLine(u"highlight").kind, Kind::Other);
}

void TestCecpParser::setup_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("pieceToChar");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("holdings");
    QTest::addColumn<QString>("parent");
    QTest::addColumn<QString>("fen");
    QTest::newRow("fen only") << "setup rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                              << "" << 0 << 0 << -1 << ""
                              << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("piece to char") << "setup (PNBRQ.......Kpnbrq.......k) 8/8/8/8/8/8/8/8 w - - 0 1"
                                   << "PNBRQ.......Kpnbrq.......k" << 0 << 0 << -1 << ""
                                   << "8/8/8/8/8/8/8/8 w - - 0 1";
    QTest::newRow("spec los alamos")
        << "setup (PN.RQKpn.rqk) 6x6+0_fairy rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1"
        << "PN.RQKpn.rqk" << 6 << 6 << 0 << "fairy"
        << "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1";
    QTest::newRow("fairy-max grande-acedrex 12x12")
        << "setup (P.CR.............A..U..G........LKp.cr.............a..u..g........lk) "
           "12x12+0_shatranj rlugcakcgulr/8/8/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/8/8/"
           "RLUGCAKCGULR w KQkq - 0 1"
        << "P.CR.............A..U..G........LKp.cr.............a..u..g........lk" << 12 << 12 << 0
        << "shatranj"
        << "rlugcakcgulr/8/8/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/8/8/RLUGCAKCGULR w KQkq - 0 1";
}

void TestCecpParser::setupPreludeAndBounds() {
    // A parent ending in '!' is a prelude board (compact spec, setup): the mark is read off.
    const auto m =
        cecp::parseLine(u"setup (PNBRQKpnbrqk) 8x8+0_seirawan! 8/8/8/8/8/8/8/8 w - - 0 1");
    QCOMPARE(m.kind, Kind::Setup);
    QCOMPARE(m.as<EngineSetup>().parentVariant, QStringLiteral("seirawan"));
    QVERIFY(m.as<EngineSetup>().prelude);
    QVERIFY(!cecp::parseLine(u"setup (PK) 8x8+0_fairy 8/8 w").as<EngineSetup>().prelude);
    // Boards beyond 16x16, absurd holdings and overlong strings are refused, with a kind
    // the engine logs (not silently taken for an unknown line).
    for (const QString& bad :
         {QStringLiteral("setup (PK) 17x8+0_fairy 8/8 w"),
          QStringLiteral("setup (PK) 0x8+0_fairy 8/8 w"),
          QStringLiteral("setup (PK) 8x8+99_fairy 8/8 w"), QStringLiteral("setup (PK"),
          QStringLiteral("setup (") + QString(300, u'P') + QStringLiteral(") 8/8 w"),
          QStringLiteral("setup ") + QString(2000, u'8')}) {
        const auto r = cecp::parseLine(bad);
        QCOMPARE(r.kind, Kind::Malformed);
        QCOMPARE(r.text(), QStringLiteral("setup"));
    }
}

void TestCecpParser::piece_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("letter");
    QTest::addColumn<bool>("promoted");
    QTest::addColumn<bool>("both");
    QTest::addColumn<QString>("description");
    // As Fairy-Stockfish (janggi), Fairy-Max (grande-acedrex) and the spec write them.
    QTest::newRow("cannon") << "piece C& pRpB"
                            << "C" << false << true << "pRpB";
    QTest::newRow("elephant") << "piece B& mafsmafW"
                              << "B" << false << true << "mafsmafW";
    QTest::newRow("unicorn") << "piece U& NmpafsyafW"
                             << "U" << false << true << "NmpafsyafW";
    QTest::newRow("promoted") << "piece +B& BW"
                              << "B" << true << true << "BW";
    QTest::newRow("black only") << "piece c FAD"
                                << "c" << false << false << "FAD";
}

void TestCecpParser::piece() {
    QFETCH(QString, line);
    const auto m = cecp::parseLine(line);
    QCOMPARE(m.kind, Kind::Piece);
    const EnginePiece& p = m.as<EnginePiece>();
    QTEST(QString(p.letter), "letter");
    QTEST(p.promoted, "promoted");
    QTEST(p.bothColours, "both");
    QTEST(p.description, "description");
}

void TestCecpParser::pieceGarbage() {
    for (const QString& bad :
         {QStringLiteral("piece"), QStringLiteral("piece N&"), QStringLiteral("piece NN& NW"),
          QStringLiteral("piece 1 NW"), QStringLiteral("piece N& ") + QString(200, u'W'),
          QStringLiteral("piece N& N\u00e9W")}) {
        const auto r = cecp::parseLine(bad);
        QVERIFY2(r.kind == Kind::Malformed || r.kind == Kind::Other, qPrintable(bad));
        if (bad != QLatin1String("piece")) QCOMPARE(r.kind, Kind::Malformed);
    }
}

void TestCecpParser::setup() {
    QFETCH(QString, line);
    const auto m = cecp::parseLine(line);
    QCOMPARE(m.kind, Kind::Setup);
    const EngineSetup& setup = m.as<EngineSetup>();
    QTEST(setup.pieceToChar, "pieceToChar");
    QTEST(setup.width, "width");
    QTEST(setup.height, "height");
    QTEST(setup.holdings, "holdings");
    QTEST(setup.parentVariant, "parent");
    QTEST(setup.fen, "fen");
}

QTEST_APPLESS_MAIN(TestCecpParser)

void TestCecpParser::limits() {
    // What one line can make us keep: texts, PVs and option sizes are bounded (issue 14).
    const auto long1 = cecp::parseLine(QStringLiteral("telluser ") + QString(10000, u'x'));
    const QString& told = long1.as<parsed::Tell>().text;
    QCOMPARE(told.size(), enginetext::MaxMessageLength);
    QVERIFY(told.endsWith(QChar(0x2026)));

    QString pv;
    for (int i = 0; i < 300; ++i)
        pv += QStringLiteral(" e2e4");
    auto t = parseCecpThinking(QStringLiteral("5 10 1 100") + pv);
    QVERIFY(t);
    QCOMPARE(t->pv.size(), ThinkingLine::MaxPvMoves);
    QVERIFY(t->pvCut);
    t = parseCecpThinking(QStringLiteral("5 10 1 100 ") + QString(10000, u'x'));
    QVERIFY(t);
    QCOMPARE(t->pvText.size(), ThinkingLine::MaxPvLength);
    QVERIFY(t->pvCut);
    t = parseCecpThinking(u"5 10 1 100 e2e4 e7e5");
    QVERIFY(!t->pvCut);
    const auto c = parseCecpContinuation(QStringLiteral("    ") + pv);
    QVERIFY(c && c->pvCut && c->pv.size() == ThinkingLine::MaxPvMoves);

    // Options larger than their limits are refused, not cut (a cut name names nothing).
    QVERIFY(parseCecpOption(QString(300, u'N') + " -check 1") == std::nullopt);
    QVERIFY(parseCecpOption(QStringLiteral("Book -string ") + QString(9000, u'b')) == std::nullopt);
    QStringList choices;
    for (int i = 0; i < 300; ++i)
        choices << QString::number(i);
    QVERIFY(parseCecpOption(QStringLiteral("Style -combo ") + choices.join(" /// ")) ==
            std::nullopt);
    QVERIFY(parseCecpOption(QStringLiteral("Style -combo ") + choices.mid(0, 200).join(" /// ")));
}

#include "tst_cecpparser.moc"

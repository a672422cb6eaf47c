// Table-driven tests of the UCI and UCCI line parser (uciparser.h): every kind of line both
// dialects send, UCCI's option lines without "name", bestmove's extras, pophash, and the
// info keys UCI adds to CXBoard's (wdl, refutation, currline).

#include "protocol/optionparser.h"
#include "protocol/ucidialect.h"
#include "protocol/uciparser.h"

#include <QTest>

using namespace tabiya;
using Kind = uci::Message::Kind;

Q_DECLARE_METATYPE(tabiya::uci::Message::Kind)
Q_DECLARE_METATYPE(tabiya::EngineOption::Type)

namespace {

// The payload's main fields as text: the kind's one or two strings.
QStringList fields(const uci::Message& m) {
    if (const auto* b = std::get_if<uci::BestMove>(&m.payload))
        return {b->move, b->ponder + (b->draw ? " draw" : "") + (b->resign ? " resign" : "")};
    if (const auto* o = std::get_if<EngineOption>(&m.payload)) return {o->name, o->value};
    if (const auto* t = std::get_if<ThinkingLine>(&m.payload))
        return {t->pvText, QString::number(t->score)};
    return {m.text(), {}};
}

} // namespace

class TestUciParser : public QObject {
    Q_OBJECT
private slots:
    void lines_data();
    void lines();
    void options_data();
    void options();
    void info_data();
    void info();
    void setoptionCommands();
    void shiftRanks_data();
    void shiftRanks();
};

void TestUciParser::lines_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");

    QTest::newRow("empty") << "  \t " << Kind::Empty << ""
                           << "";
    QTest::newRow("id name") << "id name Stockfish 15.1" << Kind::IdName << "Stockfish 15.1"
                             << "";
    QTest::newRow("id author") << "id author the Stockfish developers" << Kind::IdAuthor
                               << "the Stockfish developers"
                               << "";
    QTest::newRow("id name escapes") << "id name \x1b]0;x\x07"
                                        "Evil"
                                     << Kind::IdName << "]0;xEvil"
                                     << "";
    QTest::newRow("id other") << "id version 3" << Kind::Other << "id version 3"
                              << "";
    QTest::newRow("uciok") << "uciok" << Kind::Ok << ""
                           << "";
    QTest::newRow("ucciok") << "ucciok" << Kind::Ok << ""
                            << "";
    QTest::newRow("uciok crlf") << "uciok\r" << Kind::Ok << ""
                                << "";
    QTest::newRow("readyok") << "readyok" << Kind::ReadyOk << ""
                             << "";
    QTest::newRow("bye") << "bye" << Kind::Bye << ""
                         << "";
    QTest::newRow("bestmove") << "bestmove e2e4" << Kind::BestMove << "e2e4"
                              << "";
    QTest::newRow("bestmove ponder") << "bestmove e2e4 ponder e7e5" << Kind::BestMove << "e2e4"
                                     << "e7e5";
    QTest::newRow("bestmove promotion") << "bestmove e7e8q" << Kind::BestMove << "e7e8q"
                                        << "";
    QTest::newRow("bestmove xiangqi") << "bestmove h2e2 ponder h9g7" << Kind::BestMove << "h2e2"
                                      << "h9g7";
    QTest::newRow("bestmove ucci draw")
        << "bestmove h2e2 ponder h9g7 draw" << Kind::BestMove << "h2e2"
        << "h9g7 draw";
    QTest::newRow("bestmove ucci resign") << "bestmove h2e2 resign" << Kind::BestMove << "h2e2"
                                          << " resign";
    QTest::newRow("bestmove ponder none")
        << "bestmove e2e4 ponder (none)" << Kind::BestMove << "e2e4"
        << "";
    QTest::newRow("bestmove none") << "bestmove (none)" << Kind::NoBestMove << ""
                                   << "";
    QTest::newRow("bestmove null") << "bestmove 0000" << Kind::NoBestMove << ""
                                   << "";
    QTest::newRow("nobestmove") << "nobestmove" << Kind::NoBestMove << ""
                                << "";
    QTest::newRow("bestmove alone") << "bestmove" << Kind::Other << "bestmove"
                                    << "";
    QTest::newRow("bestmove tab") << "bestmove\te2e4" << Kind::BestMove << "e2e4"
                                  << "";
    QTest::newRow("pophash") << "pophash bestmove h2e2 lowerbound -30 depth 5" << Kind::PopHash
                             << "h2e2"
                             << "-30";
    QTest::newRow("pophash bounds")
        << "pophash upperbound 20 depth 3 lowerbound 15 depth 9" << Kind::PopHash << ""
        << "15";
    QTest::newRow("option") << "option name Hash type spin default 16 min 1 max 1024"
                            << Kind::Option << "Hash"
                            << "16";
    QTest::newRow("option ucci") << "option hashsize type spin min 16 max 1024 default 16"
                                 << Kind::Option << "hashsize"
                                 << "16";
    QTest::newRow("option malformed")
        << "option name X type spin" << Kind::Other << "option name X type spin"
        << "";
    QTest::newRow("option no type") << "option name X" << Kind::Other << "option name X"
                                    << "";
    QTest::newRow("copyprotection") << "copyprotection ok" << Kind::Other << "copyprotection ok"
                                    << "";
    QTest::newRow("banner") << "Stockfish 15.1 by the Stockfish developers" << Kind::Other
                            << "Stockfish 15.1 by the Stockfish developers"
                            << "";
    QTest::newRow("info") << "info depth 1" << Kind::Info << ""
                          << "";
}

void TestUciParser::lines() {
    QFETCH(QString, line);
    QFETCH(Kind, kind);
    QFETCH(QString, first);
    QFETCH(QString, second);
    const uci::Message m = uci::parseLine(line);
    QCOMPARE(m.kind, kind);
    if (kind == Kind::Info) return;
    QCOMPARE(fields(m), (QStringList{first, second}));
}

void TestUciParser::options_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("name");
    QTest::addColumn<EngineOption::Type>("type");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::addColumn<QStringList>("choices");
    using T = EngineOption::Type;

    QTest::newRow("check") << "option name Ponder type check default false"
                           << "Ponder" << T::Check << "0" << 0 << 0 << QStringList();
    QTest::newRow("check true") << "option name UCI_ShowWDL type check default true"
                                << "UCI_ShowWDL" << T::Check << "1" << 0 << 0 << QStringList();
    QTest::newRow("spin") << "option name Threads type spin default 1 min 1 max 1024"
                          << "Threads" << T::Spin << "1" << 1 << 1024 << QStringList();
    QTest::newRow("spin huge") << "option name Hash type spin default 16 min 1 max 33554432"
                               << "Hash" << T::Spin << "16" << 1 << 33554432 << QStringList();
    QTest::newRow("spin negative")
        << "option name Skill_Level type spin default 20 min -20 max 20"
        << "Skill_Level" << T::Spin << "20" << -20 << 20 << QStringList();
    QTest::newRow("combo") << "option name Analysis Contempt type combo default Both var Off "
                              "var White var Black var Both"
                           << "Analysis Contempt" << T::Combo << "Both" << 0 << 0
                           << QStringList{"Off", "White", "Black", "Both"};
    QTest::newRow("button") << "option name Clear Hash type button"
                            << "Clear Hash" << T::Button << "" << 0 << 0 << QStringList();
    QTest::newRow("string") << "option name EvalFile type string default nn-ad9b42354671.nnue"
                            << "EvalFile" << T::String << "nn-ad9b42354671.nnue" << 0 << 0
                            << QStringList();
    QTest::newRow("string empty") << "option name SyzygyPath type string default <empty>"
                                  << "SyzygyPath" << T::String << "" << 0 << 0 << QStringList();
    QTest::newRow("string nothing")
        << "option name Debug Log File type string default "
        << "Debug Log File" << T::String << "" << 0 << 0 << QStringList();
    QTest::newRow("ucci spin") << "option threads type spin default 0 min 0 max 32"
                               << "threads" << T::Spin << "0" << 0 << 32 << QStringList();
    QTest::newRow("ucci combo") << "option idle type combo var none var small var large "
                                   "default none"
                                << "idle" << T::Combo << "none" << 0 << 0
                                << QStringList{"none", "small", "large"};
    QTest::newRow("ucci check") << "option usemillisec type check default false"
                                << "usemillisec" << T::Check << "0" << 0 << 0 << QStringList();
    QTest::newRow("ucci button") << "option newgame type button"
                                 << "newgame" << T::Button << "" << 0 << 0 << QStringList();
}

void TestUciParser::options() {
    QFETCH(QString, line);
    const uci::Message m = uci::parseLine(line);
    QCOMPARE(m.kind, Kind::Option);
    const auto& o = m.as<EngineOption>();
    QTEST(o.name, "name");
    QTEST(o.type, "type");
    QTEST(o.value, "value");
    QTEST(o.min, "min");
    QTEST(o.max, "max");
    QTEST(o.choices, "choices");
    QCOMPARE(o.defaultValue, o.value);
}

void TestUciParser::info_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("multipv");
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("wdlWin");
    QTest::addColumn<QStringList>("pv");

    QTest::newRow("multipv") << "info depth 20 seldepth 28 multipv 2 score cp -15 nodes 9 nps 9 "
                                "hashfull 3 tbhits 0 time 1 pv d2d4 d7d5"
                             << 2 << -15 << -1 << QStringList{"d2d4", "d7d5"};
    QTest::newRow("wdl") << "info depth 5 multipv 1 score cp 40 wdl 200 750 50 pv e2e4" << 1 << 40
                         << 200 << QStringList{"e2e4"};
    QTest::newRow("wdl before pv end") << "info depth 5 score cp 40 pv e2e4 e7e5 wdl 1 2 3" << 1
                                       << 40 << 1 << QStringList{"e2e4", "e7e5"};
    QTest::newRow("refutation") << "info depth 5 score cp 10 pv e2e4 refutation d1h5 g6h5" << 1
                                << 10 << -1 << QStringList{"e2e4"};
    QTest::newRow("currline") << "info score cp 7 pv g1f3 currline 1 e2e4 e7e5" << 1 << 7 << -1
                              << QStringList{"g1f3"};
    QTest::newRow("lowerbound") << "info depth 9 score cp 55 lowerbound pv c2c4" << 1 << 55 << -1
                                << QStringList{"c2c4"};
    QTest::newRow("xiangqi") << "info depth 5 seldepth 5 multipv 3 score cp 108 nodes 695 pv h9g7 "
                                "e2c2 b9c7"
                             << 3 << 108 << -1 << QStringList{"h9g7", "e2c2", "b9c7"};
}

void TestUciParser::info() {
    QFETCH(QString, line);
    const uci::Message m = uci::parseLine(line);
    QCOMPARE(m.kind, Kind::Info);
    const CxboardInfo& info = m.as<CxboardInfo>();
    QVERIFY(info.thinking);
    QTEST(info.thinking->multipv, "multipv");
    QTEST(info.thinking->score, "score");
    QTEST(info.thinking->wdlWin, "wdlWin");
    QTEST(info.thinking->pv, "pv");
}

void TestUciParser::setoptionCommands() {
    const auto option = [](const char* name, EngineOption::Type type) {
        EngineOption o;
        o.name = QString::fromLatin1(name);
        o.type = type;
        return o;
    };
    const EngineOption check = option("Ponder", EngineOption::Type::Check);
    const EngineOption text = option("SyzygyPath", EngineOption::Type::String);
    const EngineOption button = option("Clear Hash", EngineOption::Type::Button);
    const EngineOption spin = option("hashsize", EngineOption::Type::Spin);
    QCOMPARE(setoptionCommand(check, "1"), "setoption name Ponder value true");
    QCOMPARE(setoptionCommand(check, "0", SetoptionForm::Bare), "setoption Ponder false");
    QCOMPARE(setoptionCommand(text, ""), "setoption name SyzygyPath value <empty>");
    QCOMPARE(setoptionCommand(button, ""), "setoption name Clear Hash");
    QCOMPARE(setoptionCommand(spin, "64", SetoptionForm::Bare), "setoption hashsize 64");
}

void TestUciParser::shiftRanks_data() {
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("by");
    QTest::addColumn<QString>("shifted");
    QTest::newRow("up") << "h2e2" << 1 << "h3e3";
    QTest::newRow("to ten") << "a9a8" << 1 << "a10a9";
    QTest::newRow("from ten") << "h10g8" << -1 << "h9g7";
    QTest::newRow("zero") << "b0b9" << 1 << "b1b10";
    QTest::newRow("promotion") << "e7e8q" << 1 << "e8e9q";
    QTest::newRow("empty") << "" << 1 << "";
    QTest::newRow("none") << "(none)" << 1 << "(none)";
}

void TestUciParser::shiftRanks() {
    QFETCH(QString, move);
    QFETCH(int, by);
    QTEST(uci::shiftRanks(move, by), "shifted");
}

QTEST_GUILESS_MAIN(TestUciParser)
#include "tst_uciparser.moc"

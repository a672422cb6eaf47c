// PGN: games read and written back (tags, comments, NAGs, variations, results), XBoard's
// xiangqi PGN, several games per file, errors with line and column, and garbage.
#include "board/core/movetext.h"
#include "board/core/pgnreader.h"
#include "board/core/pgnwriter.h"
#include "board/core/setupcheck.h"
#include "tests/core/pgndump.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace tabiya;

namespace {

std::string readFile(const QString& name) {
    QFile f(QStringLiteral(TABIYA_CORE_TEST_DATA "/") + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("missing test data %s", qPrintable(name));
    return f.readAll().toStdString();
}

// The main line as coordinate moves, for comparing games.
QStringList mainLine(const PgnGame& game) {
    QStringList out;
    Position pos = game.startPosition();
    for (const PgnMove& pm : game.moves) {
        out << QString::fromStdString(coordinateText(pos, pm.move));
        pos.makeMove(pm.move);
    }
    return out;
}

} // namespace

class TestPgn : public QObject {
    Q_OBJECT

private slots:
    void readsTree();
    void writesExportFormat();
    void roundTrip_data();
    void roundTrip();
    void keepsEverything();
    void fenTagOnOneLine();
    void xboardXiangqi();
    void xiangqiNotations_data();
    void xiangqiNotations();
    void severalGames();
    void wrapsAt80();
    void errors_data();
    void errors();
    void recoversForNextGame();
    void garbageNeverCrashes();
    void damagedFilesNeverCrash();
    void fromPlayedPosition();
};

void TestPgn::readsTree() {
    const PgnReadResult r = readPgn(readFile("annotated.pgn"));
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), size_t(1));
    const PgnGame& g = r.games[0];
    QCOMPARE(g.result, std::string("1-0"));
    QCOMPARE(g.tag("Opening"), std::string("Ruy \"Lopez\""));
    QCOMPARE(g.comment, std::string("Opening comment"));
    QCOMPARE(g.moves.size(), size_t(16));
    QCOMPARE(g.moves[0].nags, std::vector<int>{1});
    // 1... c5 is an alternative to 1... e5, with its own sub-variation 2. c3.
    QCOMPARE(g.moves[1].variations.size(), size_t(1));
    const PgnLine& sicilian = g.moves[1].variations[0];
    QCOMPARE(sicilian.size(), size_t(3));
    QCOMPARE(sicilian[0].text, std::string("c5"));
    QCOMPARE(sicilian[0].comment, std::string("Sicilian"));
    QCOMPARE(sicilian[1].variations.size(), size_t(1));
    QCOMPARE(sicilian[1].variations[0][0].text, std::string("c3"));
    QCOMPARE(g.moves[5].nags, std::vector<int>{5});
    QCOMPARE(g.moves[5].comment, std::string("the Morphy defence"));
    QCOMPARE(mainLine(g).last(), QString("e8g8"));
}

void TestPgn::writesExportFormat() {
    const PgnReadResult r = readPgn(readFile("annotated.pgn"));
    const std::string expected = readFile("annotated-export.pgn");
    QCOMPARE(QString::fromStdString(writePgn(r.games[0])), QString::fromStdString(expected));
}

void TestPgn::roundTrip_data() {
    QTest::addColumn<QString>("pgn");
    QTest::newRow("annotated") << QString::fromStdString(readFile("annotated.pgn"));
    QTest::newRow("from a FEN, black to move")
        << "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"]\n"
           "[SetUp \"1\"]\n"
           "\n"
           "1... e5 2. Nf3 {x} (2. f4 exf4) 2... Nc6 *";
    QTest::newRow("chess960 castling") << "[Variant \"fischerandom\"]\n"
                                          "[FEN \"1r2k2r/8/8/8/8/8/8/R3K1R1 w GAhb - 0 9\"]\n"
                                          "\n"
                                          "9. O-O O-O-O 1/2-1/2";
    QTest::newRow("promotion and mate")
        << "[FEN \"3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. exd8=Q# 1-0";
    QTest::newRow("xiangqi wxf")
        << "[Variant \"xiangqi\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 C8+4 *";
    QTest::newRow("null move") << "1. e4 -- 2. d4 *";
    QTest::newRow("crazyhouse drops")
        << "[Variant \"crazyhouse\"]\n\n"
           "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@b4 Qxb4 5. Nf3 P@e4 *";
    QTest::newRow("seirawan gating")
        << "[Variant \"seirawan\"]\n\n1. Nc3/H e5 2. e3 Nc6/E 3. Be2 d6 4. Nf3 a6 5. O-O/Eh1 *";
    QTest::newRow("shogi") << "[Variant \"shogi\"]\n\n1. Pc4 Pg6 2. Bxh8+ Sxh8 3. B@e5 *";
    QTest::newRow("capablanca") << "[Variant \"capablanca\"]\n\n1. e4 e5 2. Ci3 Ad6 *";
}

// Read, write, read again: the same tree and the same text.
void TestPgn::roundTrip() {
    QFETCH(QString, pgn);
    const PgnReadResult first = readPgn(pgn.toStdString());
    QVERIFY2(first.errors.empty(), first.errors.empty() ? "" : first.errors[0].message.c_str());
    QCOMPARE(first.games.size(), size_t(1));
    const std::string written = writePgn(first.games);
    const PgnReadResult second = readPgn(written);
    QVERIFY2(second.errors.empty(), written.c_str());
    QCOMPARE(second.games.size(), size_t(1));
    QCOMPARE(mainLine(second.games[0]), mainLine(first.games[0]));
    QCOMPARE(second.games[0].result, first.games[0].result);
    QCOMPARE(QString::fromStdString(writePgn(second.games)), QString::fromStdString(written));
}

// Every tag, comment, NAG and variation survives reading and writing: the tree read back
// from what was written is the tree first read, and writing it again gives the same text.
void TestPgn::keepsEverything() {
    const PgnReadResult first = readPgn(readFile("everything.pgn"));
    QVERIFY2(first.errors.empty(), first.errors.empty() ? "" : first.errors[0].message.c_str());
    QCOMPARE(first.games.size(), size_t(1));
    const PgnGame& g = first.games[0];
    // What the file holds was read in the first place.
    QCOMPARE(g.tags.size(), size_t(10));
    QCOMPARE(g.tag("MyOwnTag"), std::string("kept as it is"));
    QCOMPARE(g.comment, std::string("A comment before the first move."));
    QCOMPARE(g.result, std::string("0-1"));
    std::vector<int> all(255);
    for (int i = 0; i < 255; ++i)
        all[size_t(i)] = i + 1;
    QCOMPARE(g.moves[4].nags, all);
    QCOMPARE(g.moves[0].variations.size(), size_t(2));
    QCOMPARE(g.moves[0].variations[1][0].commentBefore, std::string("before the English"));
    const PgnLine& indian = g.moves[0].variations[0][1].variations[0];
    QCOMPARE(indian[1].variations[0][1].variations[0][0].comment, std::string("nested three deep"));

    const std::string written = writePgn(first.games);
    const PgnReadResult second = readPgn(written);
    QVERIFY2(second.errors.empty(), written.c_str());
    QCOMPARE(second.games.size(), size_t(1));
    QCOMPARE(QString::fromStdString(testing::dump(second.games[0])),
             QString::fromStdString(testing::dump(g)));
    QCOMPARE(QString::fromStdString(writePgn(second.games)), QString::fromStdString(written));
}

// A FEN tag is one line whatever the file did with it: a \r or a line break in it would
// cut the setboard an engine gets in two, and the engine would play another position.
void TestPgn::fenTagOnOneLine() {
    const PgnReadResult r =
        readPgn("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w\rK - 0 1\"]\n\n1. O-O *");
    QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors[0].message.c_str());
    QCOMPARE(r.games[0].startFen, std::string("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    // The tag says what the game is written with (fuzz finding: a FEN tag with a leading
    // blank read back without it).
    QCOMPARE(r.games[0].tag("FEN"), r.games[0].startFen);
    QVERIFY(writePgn(r.games[0]).find("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]") !=
            std::string::npos);
    QCOMPARE(normalizedFen(" 8/8 \t w\r\n - \n"), std::string("8/8 w -"));
    // Any tag is one line: a carriage return in it reads as the blank it is written as
    // (fuzz finding: it read back differently).
    QCOMPARE(readPgn("[Event \"a\rb\"]\n*").games[0].tag("Event"), std::string("a b"));
    // Without moves too: a game of tags and a result starts where its FEN tag says (it was
    // read as the standard start), and its FEN is checked like any other.
    const PgnReadResult empty = readPgn(
        "[FEN \"4k3/8/8/8/8/8/3PP3/4K3\rb - - 0 1\"]\n\n*\n\n[FEN \"8/8/8/8/8/8/8/8 w\"]\n");
    QCOMPARE(empty.games.size(), size_t(2));
    QCOMPARE(empty.games[0].startFen, std::string("4k3/8/8/8/8/8/3PP3/4K3 b - - 0 1"));
    QCOMPARE(empty.errors.size(), size_t(1));
    QCOMPARE(empty.errors[0].game, 1);
    QVERIFY2(empty.errors[0].message.find("exactly one King") != std::string::npos,
             empty.errors[0].message.c_str());
}

void TestPgn::xboardXiangqi() {
    // Saved by XBoard 4.9 from a MaxQi self-play game (SAN with H/E, ranks 0-9).
    const std::string text = readFile("xboard-xiangqi.pgn");
    const PgnReadResult r = readPgn(text);
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), size_t(1));
    const PgnGame& g = r.games[0];
    QCOMPARE(g.variant, &Variant::xiangqi());
    QCOMPARE(g.moves.size(), size_t(116));
    QCOMPARE(g.result, std::string("0-1"));
    QCOMPARE(g.moves.back().comment, std::string("+79.99/28 0.1 Xboard adjudication: Checkmate"));
    // Written back, every move reads as XBoard wrote it.
    Position pos = g.startPosition();
    for (const PgnMove& pm : g.moves) {
        QCOMPARE(pgnMoveText(pos, pm.move), pm.text);
        pos.makeMove(pm.move);
    }
    // And the WXF and Chinese forms of the same game read back to the same moves.
    PgnWriteOptions wxf, chinese, traditional;
    wxf.xiangqi = XiangqiNotation::Wxf;
    chinese.xiangqi = traditional.xiangqi = XiangqiNotation::Chinese;
    traditional.chinese = {ChineseScript::Traditional, true};
    for (const PgnWriteOptions& options : {wxf, chinese, traditional}) {
        const std::string written = writePgn(g, options);
        const PgnReadResult again = readPgn(written);
        QVERIFY(again.errors.empty());
        QCOMPARE(mainLine(again.games[0]), mainLine(g));
    }
}

void TestPgn::xiangqiNotations_data() {
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<QString>("last");
    QTest::newRow("coordinates") << "[Variant \"xiangqi\"]\n1. h2e2 h9g7 2. h0g2 *"
                                 << "h0g2";
    QTest::newRow("wxf") << "[Variant \"xiangqi\"]\n1. C2.5 H8+7 2. H2+3 *"
                         << "h0g2";
    QTest::newRow("iccs") << "[Variant \"xiangqi\"]\n[Format \"ICCS\"]\n1. H2-E2 H9-G7 2. H0-G2 *"
                          << "h0g2";
    QTest::newRow("chinese") << "[Variant \"xiangqi\"]\n1. 炮二平五 马8进7 2. 马二进三 *"
                             << "h0g2";
    QTest::newRow("traditional, no numbers")
        << "[Variant \"xiangqi\"]\n炮二平五 馬８進７ 傌二進三 *"
        << "h0g2";
    QTest::newRow("fen tag") << "[Variant \"xiangqi\"]\n[FEN \"3k5/9/9/9/9/9/9/1R7/9/1R2K4 w - - 0 "
                                "1\"]\n1. R++3 *"
                             << "b2b5";
}

void TestPgn::xiangqiNotations() {
    QFETCH(QString, pgn);
    QFETCH(QString, last);
    const PgnReadResult r = readPgn(pgn.toStdString());
    QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors[0].message.c_str());
    QCOMPARE(mainLine(r.games[0]).last(), last);
}

void TestPgn::severalGames() {
    const std::string text = readFile("annotated.pgn") + "\n" +
                             "[Event \"Two\"]\n\n1. d4 d5 1/2-1/2\n\n[Event \"Three\"]\n1. c4 *\n" +
                             "1. Nf3 0-1\n";
    const PgnReadResult r = readPgn(text);
    QVERIFY(r.errors.empty());
    QCOMPARE(r.games.size(), size_t(4));
    QCOMPARE(r.games[1].tag("Event"), std::string("Two"));
    QCOMPARE(r.games[1].result, std::string("1/2-1/2"));
    QCOMPARE(r.games[2].moves.size(), size_t(1));
    QCOMPARE(r.games[3].tags.size(), size_t(0)); // movetext without tags is a game too
    QCOMPARE(r.games[3].result, std::string("0-1"));
    QCOMPARE(readPgn(writePgn(r.games)).games.size(), size_t(4));
}

void TestPgn::wrapsAt80() {
    PgnGame g;
    g.comment =
        std::string(50, 'x') + " a long comment that goes on and on " + std::string(30, 'y');
    Position pos = g.startPosition();
    // Knights out and back: a long game with a comment on every tenth move.
    const char* const dance[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
    for (int i = 0; i < 200; ++i) {
        PgnMove pm;
        pm.move = parseCoordinateMove(pos, dance[i % 4]);
        QVERIFY(!pm.move.isNone());
        if (i % 10 == 0) pm.comment = "comment number " + std::to_string(i);
        pos.makeMove(pm.move);
        g.moves.push_back(pm);
    }
    const std::string text = writePgn(g);
    int longest = 0, lines = 0;
    size_t start = 0;
    for (size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1) {
        longest = std::max(longest, int(nl - start));
        ++lines;
    }
    QVERIFY(longest <= 80);
    QVERIFY(longest >= 70); // lines are filled, not broken early
    QVERIFY(lines > 20);
    const PgnReadResult back = readPgn(text);
    QVERIFY(back.errors.empty());
    QCOMPARE(back.games[0].moves.size(), size_t(200));
    QCOMPARE(back.games[0].comment, g.comment);
}

void TestPgn::errors_data() {
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("movesKept");

    QTest::newRow("illegal move") << "1. e4 e5 2. Ke3 *" << 1 << 13
                                  << "illegal or unknown move 'Ke3'" << 2;
    QTest::newRow("unknown token on line 3")
        << "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 xyz 4. O-O *" << 3 << 28
        << "illegal or unknown move 'xyz'" << 5;
    QTest::newRow("glued move number")
        << "1.e4 2.e4 *" << 1 << 8 << "illegal or unknown move 'e4'" << 1;
    QTest::newRow("comment not closed")
        << "1. e4 {never closed\n2. d4" << 1 << 7 << "comment not closed" << 1;
    QTest::newRow("unknown variant")
        << "[Variant \"hexagonal\"]\n1. e4 *" << 2 << 1 << "unknown variant 'hexagonal'" << 0;
    QTest::newRow("unknown variant with a xiangqi FEN")
        << "[Variant \"(xiangqi\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
           "RNBAKABNR w - - 0 1\"]\n1. h2e2 *"
        << 3 << 1 << "unknown variant '(xiangqi'" << 0;
    QTest::newRow("bad FEN") << "[FEN \"rnbqkbnr/ppp w\"]\n1. e4 *" << 2 << 1 << "bad FEN tag" << 0;
    // Readable FEN tags of positions no game can start from.
    QTest::newRow("FEN without kings") << "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *" << 2 << 1
                                       << "bad FEN tag: White must have exactly one King" << 0;
    QTest::newRow("FEN with two white kings")
        << "[FEN \"4k3/8/8/8/8/8/8/K3K3 w - - 0 1\"]\n1. Ka2 *" << 2 << 1
        << "bad FEN tag: White must have exactly one King" << 0;
    QTest::newRow("FEN with the king en prise")
        << "[FEN \"4k3/8/8/8/8/8/4R3/4K3 w - - 0 1\"]\n1. Rxe8 *" << 2 << 1
        << "bad FEN tag: the side not to move is in check" << 0;
    QTest::newRow("FEN rank count that overflows")
        << "[FEN \"4k3/8/8/8/8/8/8/3000000000Q1294967303 w - - 0 1\"]\n1. Kd7 *" << 2 << 1
        << "bad FEN tag: FEN rank too long" << 0;
    QTest::newRow("close without open") << "1. e4 ) e5 *" << 1 << 7 << "')' without '('" << 1;
    QTest::newRow("variation first") << "( 1. e4 ) *" << 1 << 1 << "variation before any move" << 0;
    QTest::newRow("malformed tag") << "[Event x]\n1. e4 *" << 1 << 1 << "malformed tag" << 1;
    QTest::newRow("tag not closed")
        << "[Event \"x\n1. e4 *" << 1 << 1 << "tag value not closed" << 1;
    QTest::newRow("variation not closed")
        << "1. e4 (1. d4 d5 *" << 1 << 17 << "result inside a variation" << 1;
    QTest::newRow("stray brace") << "1. e4 } e5 *" << 1 << 7 << "unexpected '}'" << 1;
}

void TestPgn::errors() {
    QFETCH(QString, pgn);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    QFETCH(int, movesKept);
    const PgnReadResult r = readPgn(pgn.toStdString());
    QVERIFY(!r.errors.empty());
    const PgnError& e = r.errors.front();
    QVERIFY2(QString::fromStdString(e.message).startsWith(message), e.message.c_str());
    QCOMPARE(e.line, line);
    QCOMPARE(e.column, column);
    QCOMPARE(r.games.size(), size_t(1));
    QCOMPARE(int(r.games[0].moves.size()), movesKept);
    QCOMPARE(r.games[0].setupRefused,
             message.startsWith("bad FEN") || message.startsWith("unknown variant"));
    // Written out, the game reads back without errors and with every tag it kept: a
    // Variant or FEN tag that failed to read is not kept (fuzz findings).
    const std::string written = writePgn(r.games);
    const PgnReadResult back = readPgn(written);
    QVERIFY2(back.errors.empty(), written.c_str());
    QCOMPARE(back.games.size(), size_t(1));
    for (const auto& [name, value] : r.games[0].tags)
        if (name != "Result") QCOMPARE(back.games[0].tag(name), value);
}

void TestPgn::recoversForNextGame() {
    const std::string text = "[Event \"bad\"]\n\n1. e4 e5 2. Qxf7 Nc6 3. d4 1-0\n\n"
                             "[Event \"good\"]\n\n1. d4 d5 2. c4 *\n";
    const PgnReadResult r = readPgn(text);
    QCOMPARE(r.errors.size(), size_t(1));
    QCOMPARE(r.errors[0].game, 0);
    QCOMPARE(r.errors[0].line, 3);
    QCOMPARE(r.games.size(), size_t(2));
    QCOMPARE(r.games[0].moves.size(), size_t(2));
    QCOMPARE(r.games[0].result, std::string("1-0"));
    QCOMPARE(r.games[1].tag("Event"), std::string("good"));
    QCOMPARE(r.games[1].moves.size(), size_t(3));
}

// Random bytes, and random soup of PGN tokens: no crash, no hang, and whatever was read
// is written as PGN that reads back without errors.
void TestPgn::garbageNeverCrashes() {
    QRandomGenerator rng(20261122);
    const char* const pieces[] = {"[",
                                  "]",
                                  "\"",
                                  "{",
                                  "}",
                                  "(",
                                  ")",
                                  ";",
                                  "\n",
                                  " ",
                                  "$",
                                  "1.",
                                  "1...",
                                  "e4",
                                  "e5",
                                  "Nf3",
                                  "Nc6",
                                  "O-O",
                                  "1-0",
                                  "*",
                                  "0-1",
                                  "1/2-1/2",
                                  "[Event \"x\"]",
                                  "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]",
                                  "[Variant \"xiangqi\"]",
                                  "C2.5",
                                  "炮二平五",
                                  "\xe7",
                                  "%",
                                  "!?",
                                  "\\",
                                  "--",
                                  "@@@@",
                                  "exd6",
                                  "=Q",
                                  "\r\n",
                                  "\t",
                                  "$999999999"};
    for (int round = 0; round < 400; ++round) {
        std::string text;
        const int n = rng.bounded(1, 120);
        for (int i = 0; i < n; ++i) {
            if (round % 2)
                text += char(rng.bounded(256));
            else
                text += pieces[rng.bounded(int(std::size(pieces)))];
        }
        const PgnReadResult r = readPgn(text);
        for (const PgnError& e : r.errors)
            QVERIFY(e.line >= 1 && e.column >= 1);
        const PgnReadResult again = readPgn(writePgn(r.games));
        QVERIFY2(again.errors.empty(), text.c_str());
        QCOMPARE(again.games.size(), r.games.size());
    }
}

// Real files with bytes flipped, dropped and duplicated: errors, never a crash, and what
// was read still writes as PGN that reads back cleanly.
void TestPgn::damagedFilesNeverCrash() {
    QRandomGenerator rng(4242);
    const std::string sources[] = {readFile("annotated.pgn"), readFile("xboard-xiangqi.pgn")};
    const char noise[] = "{}()[];$\"\n 1.-+!?xO0";
    for (int round = 0; round < 300; ++round) {
        std::string text = sources[round % 2];
        const int edits = rng.bounded(1, 12);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const size_t at = rng.bounded(int(text.size()));
            switch (rng.bounded(3)) {
            case 0: text[at] = noise[rng.bounded(int(sizeof noise - 1))]; break;
            case 1: text.erase(at, rng.bounded(1, 20)); break;
            default: text.insert(at, text.substr(rng.bounded(int(text.size())), 10)); break;
            }
        }
        const PgnReadResult r = readPgn(text);
        const PgnReadResult again = readPgn(writePgn(r.games));
        QVERIFY(again.errors.empty());
        QCOMPARE(again.games.size(), r.games.size());
        for (size_t g = 0; g < r.games.size(); ++g)
            QCOMPARE(mainLine(again.games[g]), mainLine(r.games[g]));
    }
}

// A game played on a Position becomes a PGN game, from its own start FEN.
void TestPgn::fromPlayedPosition() {
    auto pos = Position::fromFen(Variant::chess(),
                                 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    QVERIFY(pos);
    for (const char* m : {"e7e5", "g1f3", "b8c6"})
        pos->makeMove(parseCoordinateMove(*pos, m));
    PgnGame game = pgnGameFromPosition(*pos);
    QCOMPARE(game.moves.size(), size_t(3));
    QCOMPARE(game.startFen,
             std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    QCOMPARE(game.endPosition().fen(), pos->fen());
    const std::string text = writePgn(game);
    QVERIFY(text.find("1... e5 2. Nf3 Nc6 *") != std::string::npos);
    QCOMPARE(readPgn(text).games[0].endPosition().fen(), pos->fen());

    // A move that does not belong ends the written line instead of corrupting it.
    PgnGame broken = pgnGameFromPosition(*pos);
    broken.moves[1].move = Move(5, 900);
    QVERIFY(writePgn(broken).find("1... e5 *") != std::string::npos);

    Position start = Position::startPosition(Variant::xiangqi());
    start.makeMove(parseCoordinateMove(start, "h2e2"));
    game = pgnGameFromPosition(start);
    QVERIFY(game.startFen.empty());
    QCOMPARE(game.variant, &Variant::xiangqi());
    QVERIFY(writePgn(game).find("[Variant \"xiangqi\"]\n") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestPgn)
#include "test_pgn.moc"

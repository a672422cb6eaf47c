// Chu shogi's rules (board/core/chu.cpp) against HaChu, the engine XBoard plays it with.
//
// legalTargets_data() holds HaChu 0.21's answers, recorded once, to `lift SQUARE` (its
// highlight map of where the piece there may go) in the start position and after 20 and
// 25 plies of a game HaChu played against itself (HachuGame), for every square where it
// answered. They were printed by
//   printf 'xboard\nprotover 2\nmemory 32\nvariant chu\nnew\nforce\nusermove M1\n...lift SQ\n' |
//       /usr/games/hachu
// (one run a lift: HaChu answers only the first). In the map Y and R are targets (empty,
// occupied), M a target a promotion may go to, C the first square of a double move, and
// the lifted square itself a pass. HaChu answers a piece without moves with its last
// second-leg map; those answers (a lance boxed in on a1) are left out.
//
// The lion cases were asked of HaChu with setboard and usermove ("Illegal move" or not).
#include "board/core/chu.h"
#include "board/core/movetext.h"
#include "board/core/perft.h"
#include "board/core/position.h"
#include "board/core/rules.h"
#include "board/core/san.h"
#include "board/core/variant.h"

#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include <QTest>

using namespace tabiya;

namespace {

struct HachuLift {
    int plies;
    const char* square;
    const char* highlight;
};

// HaChu 0.21's games moves (sd 3, random), played against itself from the start:
const char* const HachuGame =
    "h4h5 e9e8 e4e5 h9h8 d1d2 d12d11 i1i2 i12i11 c4c5 c9c8 j4j5 j9j8 b1b2 b12b11 k1k2 k12k11 d3c4 "
    "d10c9 i3j4 i10j9 a4a5 a9a8 a3a4 a10a9 b4b5 b9b8 b5b6 l9l8 l4l5 l10l9";

// (plies of HachuGame played, square lifted, HaChu's highlight answer)
const HachuLift HachuLifts[] = {
    {0, "a4", "12/12/12/12/12/12/12/Y11/12/12/12/12"},
    {0, "b1", "12/12/12/12/12/12/12/12/12/12/1Y10/12"},
    {0, "b3", "12/12/12/12/12/12/12/12/12/12/1Y10/12"},
    {0, "b4", "12/12/12/12/12/12/12/1Y10/12/12/12/12"},
    {0, "c1", "12/12/12/12/12/12/12/12/12/12/1Y1Y8/12"},
    {0, "c4", "12/12/12/12/12/12/12/2Y9/12/12/12/12"},
    {0, "d1", "12/12/12/12/12/12/12/12/12/12/3Y8/12"},
    {0, "d3", "12/12/12/12/12/12/12/12/12/12/3Y8/12"},
    {0, "d5", "12/12/12/12/12/12/3Y8/12/12/12/12/12"},
    {0, "e1", "12/12/12/12/12/12/12/12/12/12/3Y8/12"},
    {0, "e2", "12/12/12/12/12/12/12/12/12/12/3Y8/12"},
    {0, "e3", "12/12/12/12/12/12/12/12/12/12/3Y8/12"},
    {0, "e4", "12/12/12/12/12/12/12/4Y7/12/12/12/12"},
    {0, "f2", "12/12/12/12/12/12/12/12/12/12/3Y8/12"},
    {0, "f3", "12/12/12/12/12/12/12/4YYYY4/12/12/3Y8/12"},
    {0, "f4", "12/12/12/12/12/12/12/5Y6/12/12/12/12"},
    {0, "g4", "12/12/12/12/12/12/12/6Y5/12/12/12/12"},
    {0, "h1", "12/12/12/12/12/12/12/12/12/12/8Y3/12"},
    {0, "h2", "12/12/12/12/12/12/12/12/12/12/8Y3/12"},
    {0, "h3", "12/12/12/12/12/12/12/12/12/12/8Y3/12"},
    {0, "h4", "12/12/12/12/12/12/12/7Y4/12/12/12/12"},
    {0, "i1", "12/12/12/12/12/12/12/12/12/12/8Y3/12"},
    {0, "i3", "12/12/12/12/12/12/12/12/12/12/8Y3/12"},
    {0, "i5", "12/12/12/12/12/12/8Y3/12/12/12/12/12"},
    {0, "j1", "12/12/12/12/12/12/12/12/12/12/8Y1Y1/12"},
    {0, "j4", "12/12/12/12/12/12/12/9Y2/12/12/12/12"},
    {0, "k1", "12/12/12/12/12/12/12/12/12/12/10Y1/12"},
    {0, "k3", "12/12/12/12/12/12/12/12/12/12/10Y1/12"},
    {0, "k4", "12/12/12/12/12/12/12/10Y1/12/12/12/12"},
    {0, "l4", "12/12/12/12/12/12/12/11Y/12/12/12/12"},
    {20, "a4", "12/12/12/12/12/12/12/Y11/12/12/12/12"},
    {20, "b2", "12/12/12/12/12/12/12/12/12/12/12/1Y10"},
    {20, "b4", "12/12/12/12/12/12/12/1Y10/12/12/12/12"},
    {20, "c2", "12/12/12/12/8R3/7Y4/6Y5/5Y6/4Y7/3Y8/12/1Y1Y8"},
    {20, "c3", "12/12/12/12/12/12/12/12/12/3Y8/12/12"},
    {20, "c4", "12/12/12/12/12/12/Y11/1Y10/12/3Y8/12/12"},
    {20, "c5", "12/12/12/12/12/12/2Y9/12/12/12/12/12"},
    {20, "d2", "12/12/12/12/12/12/12/12/12/3Y8/12/12"},
    {20, "d5", "12/12/12/12/12/12/3Y8/12/12/12/12/12"},
    {20, "e1", "12/12/12/12/12/12/12/12/12/12/12/3Y8"},
    {20, "e2", "12/12/12/12/12/12/12/12/12/3Y8/12/3Y8"},
    {20, "e3", "12/12/12/12/12/12/12/12/4Y7/3Y8/12/12"},
    {20, "e5", "12/12/12/12/12/12/4Y7/12/12/12/12/12"},
    {20, "f3", "12/12/12/12/12/12/12/5YY5/4Y2Y4/3Y1R6/12/3Y8"},
    {20, "f4", "12/12/12/12/12/12/12/5Y6/12/12/12/12"},
    {20, "g2", "12/12/12/12/12/12/12/12/4Y7/12/12/12"},
    {20, "g3", "12/12/12/12/12/12/12/12/7Y4/12/12/12"},
    {20, "g4", "12/12/12/12/12/12/12/6Y5/12/12/12/12"},
    {20, "h1", "12/12/12/12/12/12/12/12/12/12/12/8Y3"},
    {20, "h2", "12/12/12/12/12/12/12/12/12/8Y3/12/8Y3"},
    {20, "h3", "12/12/12/12/12/12/12/12/7Y4/8Y3/12/12"},
    {20, "h5", "12/12/12/12/12/12/7Y4/12/12/12/12/12"},
    {20, "i2", "12/12/12/12/12/12/12/12/12/8Y3/12/12"},
    {20, "i5", "12/12/12/12/12/12/8Y3/12/12/12/12/12"},
    {20, "j2", "12/12/12/12/3R8/4Y7/5Y6/6Y5/7Y4/8Y3/12/8Y1Y1"},
    {20, "j3", "12/12/12/12/12/12/12/12/12/8Y3/12/12"},
    {20, "j4", "12/12/12/12/12/12/11Y/10Y1/12/8Y3/12/12"},
    {20, "j5", "12/12/12/12/12/12/9Y2/12/12/12/12/12"},
    {20, "k2", "12/12/12/12/12/12/12/12/12/12/12/10Y1"},
    {20, "k4", "12/12/12/12/12/12/12/10Y1/12/12/12/12"},
    {20, "l4", "12/12/12/12/12/12/12/11Y/12/12/12/12"},
    {25, "a8", "12/12/12/12/12/Y11/12/12/12/12/12/12"},
    {25, "a9", "12/12/Y11/12/12/12/12/12/12/12/12/12"},
    {25, "a11", "12/12/Y11/12/12/12/12/12/12/12/12/12"},
    {25, "b9", "12/12/12/12/1Y10/12/12/12/12/12/12/12"},
    {25, "b10", "12/12/Y11/12/12/12/12/12/12/12/12/12"},
    {25, "b11", "1Y10/12/Y11/12/12/12/12/12/12/12/12/12"},
    {25, "c8", "12/12/12/12/12/2Y9/12/12/12/12/12/12"},
    {25, "c9", "12/12/3Y8/12/1Y10/Y11/12/12/12/12/12/12"},
    {25, "c10", "12/12/3Y8/12/12/12/12/12/12/12/12/12"},
    {25, "c11", "1Y1Y8/12/3Y8/4Y7/5Y6/6Y5/7Y4/8R3/12/12/12/12"},
    {25, "d8", "12/12/12/12/12/3Y8/12/12/12/12/12/12"},
    {25, "d11", "12/12/3Y8/12/12/12/12/12/12/12/12/12"},
    {25, "e8", "12/12/12/12/12/4Y7/12/12/12/12/12/12"},
    {25, "e10", "12/12/3Y8/4Y7/12/12/12/12/12/12/12/12"},
    {25, "e11", "3Y8/12/3Y8/12/12/12/12/12/12/12/12/12"},
    {25, "e12", "3Y8/12/12/12/12/12/12/12/12/12/12/12"},
    {25, "f9", "12/12/12/12/5Y6/12/12/12/12/12/12/12"},
    {25, "f10", "12/12/12/4Y7/12/12/12/12/12/12/12/12"},
    {25, "f11", "12/12/12/7Y4/12/12/12/12/12/12/12/12"},
    {25, "g9", "12/12/12/12/6Y5/12/12/12/12/12/12/12"},
    {25, "g10", "8Y3/12/6R1Y3/4Y2Y4/5YY5/12/12/12/12/12/12/12"},
    {25, "h8", "12/12/12/12/12/7Y4/12/12/12/12/12/12"},
    {25, "h10", "12/12/8Y3/7Y4/12/12/12/12/12/12/12/12"},
    {25, "h11", "8Y3/12/8Y3/12/12/12/12/12/12/12/12/12"},
    {25, "h12", "8Y3/12/12/12/12/12/12/12/12/12/12/12"},
    {25, "i8", "12/12/12/12/12/8Y3/12/12/12/12/12/12"},
    {25, "i11", "12/12/8Y3/12/12/12/12/12/12/12/12/12"},
    {25, "j8", "12/12/12/12/12/9Y2/12/12/12/12/12/12"},
    {25, "j9", "12/12/8Y3/12/10Y1/11Y/12/12/12/12/12/12"},
    {25, "j10", "12/12/8Y3/12/12/12/12/12/12/12/12/12"},
    {25, "j11", "8Y1Y1/12/8Y3/7Y4/6Y5/5Y6/4Y7/3R8/12/12/12/12"},
    {25, "k9", "12/12/12/12/10Y1/12/12/12/12/12/12/12"},
    {25, "k11", "10Y1/12/12/12/12/12/12/12/12/12/12/12"},
    {25, "l9", "12/12/12/12/11Y/12/12/12/12/12/12/12"},
};

const Variant& chuVariant() {
    return *Variant::byName("chu");
}

Square parseSquare(const std::string& s) {
    return geometry::square(s[0] - 'a', std::stoi(s.substr(1)) - 1);
}

// Built by appending: GCC 12's -Wrestrict misfires on a one-char string + a string
// (GCC bug 105329), which -Werror turns into a build failure.
std::string squareText(int file, int rank) {
    std::string name(1, char('a' + file));
    name += std::to_string(rank);
    return name;
}

std::string squareName(Square s) {
    return squareText(geometry::fileOf(s), geometry::rankOf(s) + 1);
}

// HaChu's highlight map: square name -> mark.
std::map<std::string, char> parseHighlight(const std::string& map) {
    std::map<std::string, char> out;
    std::stringstream ranks(map);
    std::string row;
    int rank = 12;
    while (std::getline(ranks, row, '/')) {
        int file = 0;
        for (size_t i = 0; i < row.size();) {
            if (std::isdigit(static_cast<unsigned char>(row[i]))) {
                size_t n = 0;
                file += std::stoi(row.substr(i), &n);
                i += n;
            } else {
                out[squareText(file, rank)] = row[i];
                ++file;
                ++i;
            }
        }
        --rank;
    }
    return out;
}

// The legal move written as HaChu writes it: "f4f5", "f4f5+", "f4f5,f5f6", "@@@@".
Move findMove(Position& pos, const std::string& text) {
    MoveList list;
    pos.generateLegal(list);
    for (Move m : list) {
        std::string t;
        if (m.isDouble() && m.to() == m.from() && pos.at(m.mid()) == NoPiece)
            t = "@@@@";
        else if (m.isDouble())
            t = squareName(m.from()) + squareName(m.mid()) + "," + squareName(m.mid()) +
                squareName(m.to());
        else
            t = squareName(m.from()) + squareName(m.to()) +
                (m.type() == MoveType::Promotion ? "+" : "");
        if (t == text) return m;
    }
    return Move();
}

Position afterPlies(int plies) {
    Position pos = Position::startPosition(chuVariant());
    std::stringstream moves(HachuGame);
    std::string text;
    for (int i = 0; i < plies && moves >> text; ++i) {
        const Move m = findMove(pos, text);
        if (m.isNone()) qFatal("HaChu's move %s not legal", text.c_str());
        pos.makeMove(m);
    }
    return pos;
}

// What our rules say HaChu's lift of `from` should show.
std::map<std::string, char> ourHighlight(Position& pos, Square from) {
    std::map<std::string, char> out;
    MoveList list;
    pos.generateLegal(list);
    for (Move m : list) {
        if (m.from() != from) continue;
        if (m.isDouble()) {
            if (pos.at(m.mid()) == NoPiece)
                out[squareName(from)] = isPiece(pos.at(from)) ? 'R' : 'Y'; // a pass
            else
                out[squareName(m.mid())] = 'C';
            continue;
        }
        char& mark = out[squareName(m.to())];
        if (m.type() == MoveType::Promotion)
            mark = 'M';
        else if (mark != 'M')
            mark = isPiece(pos.at(m.to())) ? 'R' : 'Y';
    }
    return out;
}

std::string describe(const std::map<std::string, char>& map) {
    std::string s;
    for (const auto& [sq, mark] : map)
        s += sq + ":" + mark + " ";
    return s;
}

bool legal(const char* fen, const char* move) {
    Position pos = *Position::fromFen(chuVariant(), fen);
    return !findMove(pos, move).isNone();
}

} // namespace

class TestChu : public QObject {
    Q_OBJECT
private slots:
    void startPositionFen() {
        const Position pos = Position::startPosition(chuVariant());
        QCOMPARE(pos.fen(), std::string(chuVariant().startFen));
        QCOMPARE(pos.at(parseSquare("f3")), makePiece(White, chuVariant().kindForLetter('N')));
        QCOMPARE(pos.at(parseSquare("g12")), makePiece(Black, chuVariant().kindForLetter('K')));
    }

    void promotedPiecesInFen() {
        const char* fen = "+o11/12/12/12/12/12/12/12/12/12/12/5K4+H1 w - - 0 1";
        auto pos = Position::fromFen(chuVariant(), fen);
        QVERIFY(pos);
        QCOMPARE(pos->fen(), std::string(fen));
        QCOMPARE(chuVariant().kinds[kindOf(pos->at(parseSquare("k1")))].name,
                 std::string("Horned falcon"));
    }

    void legalTargets_data() {
        QTest::addColumn<int>("plies");
        QTest::addColumn<QString>("square");
        QTest::addColumn<QString>("highlight");
        for (const HachuLift& l : HachuLifts)
            QTest::addRow("%d %s", l.plies, l.square)
                << l.plies << QString::fromLatin1(l.square) << QString::fromLatin1(l.highlight);
    }
    void legalTargets() {
        QFETCH(int, plies);
        QFETCH(QString, square);
        QFETCH(QString, highlight);
        Position pos = afterPlies(plies);
        const auto ours = ourHighlight(pos, parseSquare(square.toStdString()));
        const auto hachu = parseHighlight(highlight.toStdString());
        QVERIFY2(ours == hachu, ("ours " + describe(ours) + "HaChu " + describe(hachu)).c_str());
    }

    // Every square HaChu answered for holds all the side's moves: nothing is missing.
    void everyMoverRecorded() {
        for (int plies : {0, 20, 25}) {
            Position pos = afterPlies(plies);
            std::set<std::string> recorded;
            for (const HachuLift& l : HachuLifts)
                if (l.plies == plies) recorded.insert(l.square);
            MoveList list;
            pos.generateLegal(list);
            for (Move m : list)
                QVERIFY2(recorded.count(squareName(m.from())), squareName(m.from()).c_str());
        }
    }

    // Counted by hand from the start: 36 moves a side (HaChu's highlights above), none
    // interacting at depth 2.
    void perftFromStart() {
        Position pos = Position::startPosition(chuVariant());
        QCOMPARE(perft(pos, 1), uint64_t(36));
        QCOMPARE(perft(pos, 2), uint64_t(36 * 36));
    }

    // The lion's double moves, as HaChu takes them with usermove.
    void lionDoubleMoves_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("isLegal");
        const char* lionTakesPawn = "6k5/12/12/12/12/12/12/5p6/5N6/12/12/5K6 w - - 0 1";
        QTest::newRow("igui") << lionTakesPawn << "f4f5,f5f4" << true;
        QTest::newRow("hit and run") << lionTakesPawn << "f4f5,f5f6" << true;
        QTest::newRow("hit and side step") << lionTakesPawn << "f4f5,f5e6" << true;
        QTest::newRow("jump") << lionTakesPawn << "f4h6" << true;
        QTest::newRow("pass") << lionTakesPawn << "@@@@" << true;
        QTest::newRow("no pass through a piece")
            << "6k5/12/12/12/12/12/12/12/12/12/12/5K6 w - - 0 1"
            << "@@@@" << false;
        QTest::newRow("two captures") << "6k5/12/12/12/12/12/5g6/5p6/5N6/12/12/5K6 w - - 0 1"
                                      << "f4f5,f5f6" << true;
        const char* twoLions = "k11/12/12/12/12/5p6/5n6/12/5N6/12/12/11K w - - 0 1";
        QTest::newRow("protected lion from afar") << twoLions << "f4f6" << false;
        QTest::newRow("unprotected lion from afar")
            << "k11/12/12/12/12/12/5n6/12/5N6/12/12/11K w - - 0 1"
            << "f4f6" << true;
        QTest::newRow("protected lion next to it")
            << "k11/12/12/12/12/5p6/12/5n6/5N6/12/12/11K w - - 0 1"
            << "f4f5" << true;
        QTest::newRow("over a pawn to a protected lion")
            << "k11/12/12/12/12/5p6/5n6/5p6/5N6/12/12/11K w - - 0 1"
            << "f4f5,f5f6" << false;
        QTest::newRow("over a gold to a protected lion")
            << "k11/12/12/12/12/5p6/5n6/5g6/5N6/12/12/11K w - - 0 1"
            << "f4f5,f5f6" << true;
        QTest::newRow("falcon igui") << "6k5/12/12/12/12/12/12/5p6/5+H6/12/12/5K6 w - - 0 1"
                                     << "f4f5,f5f4" << true;
        QTest::newRow("falcon has no sideways power")
            << "6k5/12/12/12/12/12/12/4p7/5+H6/12/12/5K6 w - - 0 1"
            << "f4e5,e5f4" << false;
    }
    void lionDoubleMoves() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(bool, isLegal);
        QCOMPARE(legal(fen.toLatin1().constData(), move.toLatin1().constData()), isLegal);
    }

    // SAN as XBoard writes chu moves (moves.c CoordsToAlgebraic, parser.c for the lion's
    // legs), read back to the same move.
    void san_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move"); // as HaChu writes it
        QTest::addColumn<QString>("san");
        const char* lion = "6k5/12/12/12/12/12/5g6/5p6/5N6/12/12/5K6 w - - 0 1";
        QTest::newRow("pawn") << chuVariant().startFen.c_str() << "f4f5"
                              << "Pf5";
        QTest::newRow("lion jump") << chuVariant().startFen.c_str() << "f3f5"
                                   << "Nf5";
        QTest::newRow("igui") << lion << "f4f5,f5f4"
                              << "Nf4xf5-f4";
        QTest::newRow("hit and run") << lion << "f4f5,f5e6"
                                     << "Nf4xf5-e6";
        QTest::newRow("two captures") << lion << "f4f5,f5f6"
                                      << "Nf4xf5xf6";
        QTest::newRow("pass") << lion << "@@@@"
                              << "--";
        QTest::newRow("falcon") << "6k5/12/12/12/12/12/12/5p6/5+H6/12/12/5K6 w - - 0 1"
                                << "f4f5,f5f4"
                                << "+Hf4xf5-f4";
        QTest::newRow("promotion") << "6k5/12/12/12/2S9/12/12/12/12/12/12/5K6 w - - 0 1"
                                   << "c8c9+"
                                   << "Sc9+";
        QTest::newRow("deferral") << "6k5/12/12/12/2S9/12/12/12/12/12/12/5K6 w - - 0 1"
                                  << "c8c9"
                                  << "Sc9=";
    }
    void san() {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, san);
        Position pos = *Position::fromFen(chuVariant(), fen.toStdString());
        const Move m = parseCoordinateMove(pos, move.toStdString());
        QVERIFY(!m.isNone());
        QCOMPARE(QString::fromStdString(sanText(pos, m)), san);
        QCOMPARE(parseSan(pos, san.toStdString()), m);
        QCOMPARE(QString::fromStdString(coordinateText(pos, m)), move);
    }

    // Counterstrike: after a non-lion took a lion, a non-lion may not take one back.
    void counterstrike() {
        Position pos =
            *Position::fromFen(chuVariant(), "k11/12/12/12/R4n6/12/12/4g7/5N6/12/12/11K b - - 0 1");
        pos.makeMove(findMove(pos, "e5f4")); // the gold takes White's lion
        QVERIFY(findMove(pos, "a8f8").isNone());
        Position calm =
            *Position::fromFen(chuVariant(), "k11/12/12/12/R4n6/12/12/4g7/5N6/12/12/11K b - - 0 1");
        calm.makeMove(findMove(calm, "e5e4"));
        QVERIFY(!findMove(calm, "a8f8").isNone());
    }

    // No check: the king may step into attack, and the game ends when it is taken.
    void kingCaptureEnds() {
        Position pos =
            *Position::fromFen(chuVariant(), "3r7k/12/12/12/12/12/12/12/12/12/12/4K7 w - - 0 1");
        QVERIFY(!findMove(pos, "e1d1").isNone());
        pos.makeMove(findMove(pos, "e1d1"));
        QVERIFY(!adjudicate(pos).isOver());
        pos.makeMove(findMove(pos, "d12d1"));
        const Outcome o = adjudicate(pos);
        QCOMPARE(o.result, GameResult::BlackWins);
        QCOMPARE(o.termination, Termination::RoyalCaptured);
    }

    // HaChu (its "Allow repeats" off, the default) forbids a move that brings back an
    // earlier position with the same side to move: the side that repeats loses, at once.
    void repeatingLoses() {
        Position pos = Position::startPosition(chuVariant());
        for (const char* m : {"d5d6", "d8d7", "d6d5"}) { // the go-betweens step and back
            pos.makeMove(findMove(pos, m));
            QVERIFY(!adjudicate(pos).isOver());
        }
        pos.makeMove(findMove(pos, "d7d8")); // the start again, White to move: Black repeats
        const Outcome o = adjudicate(pos);
        QCOMPARE(o.result, GameResult::WhiteWins);
        QCOMPARE(o.termination, Termination::Repetition);
        QCOMPARE(o.reason(pos.variant()),
                 std::string("Black repeats an earlier position and loses"));
        QCOMPARE(drawByRule(pos).result, GameResult::WhiteWins);
    }

    // XBoard's default -ruleMoves 51: 51 moves of each side with no capture and no pawn
    // move draw. Each rook snakes over fresh squares in its own half: nothing repeats. With
    // White's last move a pawn's, the game goes on.
    void fiftyOneMovesDraw_data() {
        QTest::addColumn<bool>("pawnLast");
        QTest::newRow("rooks only") << false;
        QTest::newRow("a pawn move last") << true;
    }
    void fiftyOneMovesDraw() {
        QFETCH(bool, pawnLast);
        Position pos =
            *Position::fromFen(chuVariant(), "11k/r11/12/12/12/12/11P/12/12/12/R11/K11 w - - 0 1");
        auto snake = [](int firstRank, int step) {
            std::vector<std::string> squares;
            for (int r = 0; r < 5; ++r)
                for (int f = 0; f < 12; ++f)
                    squares.push_back(squareText(r % 2 == 0 ? f : 11 - f, firstRank + step * r));
            return squares;
        };
        const auto white = snake(2, 1), black = snake(11, -1);
        for (int i = 0; i < 51; ++i) {
            QVERIFY(!adjudicate(pos).isOver());
            const std::string w = pawnLast && i == 50 ? "l6l7" : white[i] + white[i + 1];
            QVERIFY2(!findMove(pos, w).isNone(), w.c_str());
            pos.makeMove(findMove(pos, w));
            QVERIFY(!adjudicate(pos).isOver());
            pos.makeMove(findMove(pos, black[i] + black[i + 1]));
        }
        const Outcome o = adjudicate(pos);
        if (pawnLast) {
            QVERIFY(!o.isOver());
            return;
        }
        QCOMPARE(o.result, GameResult::Draw);
        QCOMPARE(o.termination, Termination::MoveRule);
        QCOMPARE(o.reason(pos.variant()),
                 std::string("Draw: 51 moves without a capture or pawn move"));
    }

    // A crown prince keeps the game going after the king is gone.
    void princeIsRoyalToo() {
        Position pos =
            *Position::fromFen(chuVariant(), "3r7k/12/12/12/12/12/12/12/12/12/12/3K4+E3 b - - 0 1");
        pos.makeMove(findMove(pos, "d12d1"));
        QVERIFY(!adjudicate(pos).isOver());
    }

    // HaChu: entering the zone a piece may promote or not; a pawn entering the last rank
    // must; a capture inside the zone may promote; a quiet move inside it may not.
    void promotionChoices() {
        Position pos =
            *Position::fromFen(chuVariant(), "6k5/12/P11/12/12/12/2S9/12/12/12/12/5K6 w - - 0 1");
        QVERIFY(!findMove(pos, "c6c7").isNone()); // not into the zone
        QVERIFY(findMove(pos, "c6c7+").isNone());
        QVERIFY(!findMove(pos, "a10a11").isNone()); // inside: a pawn stays a pawn
        QVERIFY(findMove(pos, "a10a11+").isNone());
    }
};

QTEST_GUILESS_MAIN(TestChu)
#include "test_chu.moc"

// The rules janggi and spartan add to board/core, position by position: the janggi
// cannon's screens, the palace diagonals, passing, bikjang and the ends decided on points
// (as Fairy-Stockfish applies them), spartan's two kings and duple check (as XBoard and
// Sjaak II apply them). test_variantperft counts whole trees against those programs.
#include "board/core/movetext.h"
#include "board/core/pgn.h"
#include "board/core/position.h"
#include "board/core/rules.h"
#include "board/core/san.h"
#include "board/core/setupcheck.h"

#include <QTest>

using namespace tabiya;

namespace {

Position at(const char* variant, const char* fen) {
    const Variant* v = Variant::byName(variant);
    if (!v) qFatal("no variant %s", variant);
    std::string error;
    auto pos = Position::fromFen(*v, fen, &error);
    if (!pos) qFatal("%s: %s", fen, error.c_str());
    return *pos;
}

// Is the move written in CECP coordinates (ranks from 0 on ten-rank boards) legal?
bool legal(Position& pos, const char* move) {
    const Move m = parseCoordinateMove(pos, move);
    return !m.isNone() && !m.isNull();
}

int legalCount(Position& pos) {
    MoveList list;
    pos.generateLegal(list);
    return list.size();
}

} // namespace

class TestJanggi : public QObject {
    Q_OBJECT

private slots:
    void cannonNeedsAScreenThatIsNoCannon();
    void chariotUsesTheDiagonalsOnlyInThePalace();
    void generalAndGuardsStayInThePalace();
    void elephantIsBlockedOnEitherPoint();
    void passIsAMoveButNotOutOfCheck();
    void bikjangMustBePartedOrEndsTheGame();
    void twoPassesEndTheGameOnPoints();
    void passInPgn();
    void spartanStartsWithTwoKings();
    void spartanDupleCheck();
    void spartanHoplitePromotesToAKingOnlyWhileOneIsLeft();
    void spartanHoplite();
};

void TestJanggi::cannonNeedsAScreenThatIsNoCannon() {
    // White cannon e4 ("e3"), a black cannon on e6 and a chariot on e8; the white guard
    // on e2 screens the way down to e1.
    Position pos = at("janggi", "4k4/9/4r4/9/4c4/9/4C4/9/4A4/3K5 w - - 0 1");
    QVERIFY(!legal(pos, "e3e7")); // not over a cannon
    QVERIFY(!legal(pos, "e3e5")); // nor capturing one
    QVERIFY(!legal(pos, "e3e4")); // no move without a screen
    QVERIFY(!legal(pos, "e3d3"));
    QVERIFY(legal(pos, "e3e0")); // over the guard, a quiet move
    // A soldier as the screen: the cannon moves to e7 or takes the chariot on e8.
    Position soldier = at("janggi", "4k4/9/4r4/9/4p4/9/4C4/9/4A4/3K5 w - - 0 1");
    QVERIFY(legal(soldier, "e3e6"));
    QVERIFY(legal(soldier, "e3e7"));
    // A cannon on a palace corner hops the centre to the far corner, only over a
    // piece that is no cannon, and gives no check over a cannon.
    Position palace = at("janggi", "3k5/9/9/9/9/9/9/5r3/4A4/3CK4 w - - 0 1");
    QVERIFY(legal(palace, "d0f2"));
    Position overCannon = at("janggi", "3k5/9/9/9/9/9/9/5c3/4c4/3C1K3 b - - 0 1");
    QVERIFY(!overCannon.isAttacked(geometry::square(5, 2), White));
    Position checked = at("janggi", "5k3/9/3P5/9/9/9/9/9/9/3K5 b - - 0 1");
    QVERIFY(!checked.inCheck());
    Position cannonCheck = at("janggi", "5k3/4a4/3C5/9/9/9/9/9/9/4K4 b - - 0 1");
    QVERIFY(cannonCheck.inCheck()); // d8 over the guard on e9 to f10
    Position cannonScreen = at("janggi", "5k3/4c4/3C5/9/9/9/9/9/9/4K4 b - - 0 1");
    QVERIFY(!cannonScreen.inCheck()); // the screen is a cannon
}

void TestJanggi::chariotUsesTheDiagonalsOnlyInThePalace() {
    // Chariots on c1 (outside the palace), d1 (a palace corner) and f1 (a corner), the
    // general on e1 (the middle of an edge, off the diagonals).
    Position pos = at("janggi", "5k3/9/9/9/9/9/9/9/9/2RRK4 w - - 0 1");
    QVERIFY(legal(pos, "d0e1"));  // along the diagonal to the centre
    QVERIFY(legal(pos, "d0f2"));  // and on to the far corner
    QVERIFY(!legal(pos, "d0g3")); // but not out of the palace
    QVERIFY(!legal(pos, "c0d1")); // no diagonal outside the palace
    Position general = at("janggi", "5k3/9/9/9/9/9/9/9/9/3RK4 w - - 0 1");
    QVERIFY(legal(general, "e0e1"));
    QVERIFY(!legal(general, "e0d1")); // e1 lies on no diagonal
    QVERIFY(!legal(general, "e0f1"));
    // A chariot in the enemy palace's centre checks a general on its corner.
    Position check = at("janggi", "3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1");
    QVERIFY(check.inCheck());
    Position blocked = at("janggi", "3k5/9/5R3/9/9/9/9/9/9/4K4 b - - 0 1");
    QVERIFY(blocked.inCheck()); // f8 to d10 through the empty centre
    Position screen = at("janggi", "3k5/4p4/5R3/9/9/9/9/9/9/4K4 b - - 0 1");
    QVERIFY(!screen.inCheck());
}

void TestJanggi::generalAndGuardsStayInThePalace() {
    Position pos = at("janggi", "3k5/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1");
    QVERIFY(!legal(pos, "d2d3")); // the guard on d3 may not leave the palace
    QVERIFY(!legal(pos, "d2c2"));
    QVERIFY(legal(pos, "d2e1")); // it steps along the diagonal
    QVERIFY(legal(pos, "d2d1"));
}

void TestJanggi::elephantIsBlockedOnEitherPoint() {
    // The elephant on e5 goes to g8 over e6 and f7.
    Position free = at("janggi", "3k5/9/9/9/9/4B4/9/9/9/4K4 w - - 0 1");
    QVERIFY(legal(free, "e4g7"));
    QVERIFY(!legal(free, "e4f5")); // no plain diagonal step
    Position first = at("janggi", "3k5/9/9/9/4p4/4B4/9/9/9/4K4 w - - 0 1");
    QVERIFY(!legal(first, "e4g7"));
    Position second = at("janggi", "3k5/9/9/5p3/9/4B4/9/9/9/4K4 w - - 0 1");
    QVERIFY(!legal(second, "e4g7"));
}

void TestJanggi::passIsAMoveButNotOutOfCheck() {
    Position pos = Position::startPosition(*Variant::byName("janggi"));
    // The start as Fairy-Stockfish writes it (its "setup" and UCI "d").
    QCOMPARE(
        pos.fen(),
        std::string("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"));
    QVERIFY2(pos.validate().empty(), pos.validate().c_str());
    QCOMPARE(sanText(pos, parseCoordinateMove(pos, "b0c2")), std::string("Nc2"));
    const Move pass = parseCoordinateMove(pos, "@@@@");
    QVERIFY(pass.isPass());
    QVERIFY(pos.isLegalMove(pass));
    // Sent as the king's square twice, which Fairy-Stockfish 11.1 reads in CECP (it
    // refuses "@@@@" and sends "move pass").
    QCOMPARE(coordinateText(pos, pass), std::string("e1e1"));
    QCOMPARE(parseCoordinateMove(pos, "pass"), pass);
    QCOMPARE(sanText(pos, pass), std::string("--"));
    QCOMPARE(parseSan(pos, "--"), pass);
    QCOMPARE(parseCoordinateMove(pos, "e1e1"), pass); // Fairy-Stockfish's UCI "e2e2"
    QVERIFY(!pos.isCapture(pass));
    const std::string fen = pos.fen();
    pos.makeMove(pass);
    QCOMPARE(pos.sideToMove(), Black);
    pos.unmakeMove();
    QCOMPARE(pos.fen(), fen);
    // In check the general may not pass; in xiangqi nobody passes.
    Position check = at("janggi", "3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1");
    QVERIFY(parseCoordinateMove(check, "@@@@").isNull());
    Position xiangqi = Position::startPosition(Variant::xiangqi());
    QVERIFY(parseCoordinateMove(xiangqi, "@@@@").isNull());
}

void TestJanggi::bikjangMustBePartedOrEndsTheGame() {
    const char* facing = "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
    Position pos = at("janggi", facing);
    QVERIFY(pos.kingsFace());
    QVERIFY(!legal(pos, "d0d1")); // still facing
    QVERIFY(legal(pos, "d0e0"));
    QVERIFY(legal(pos, "d0e1"));
    QCOMPARE(legalCount(pos), 3); // the two moves that part the kings, and the pass
    // White passes: bikjang stands, the game ends on points, and with equal material Han
    // (Black, second) wins by its 1.5.
    pos.makeMove(parseCoordinateMove(pos, "@@@@"));
    const Outcome end = adjudicate(pos);
    QCOMPARE(end.termination, Termination::Bikjang);
    QCOMPARE(end.result, GameResult::BlackWins);
    QCOMPARE(end.reason(pos.variant()), std::string("Red wins on points after bikjang"));
    QCOMPARE(legalCount(pos), 0);
    // Traditional rules draw it; casual rules know no bikjang: the kings may stay facing.
    Position traditional = at("janggitraditional", facing);
    traditional.makeMove(parseCoordinateMove(traditional, "@@@@"));
    QCOMPARE(adjudicate(traditional).result, GameResult::Draw);
    QCOMPARE(adjudicate(traditional).reason(traditional.variant()), std::string("Draw by bikjang"));
    Position casual = at("janggicasual", facing);
    QVERIFY(legal(casual, "d0d1"));
    // Modern rules (Fairy-Stockfish's janggimodern) know no bikjang either.
    Position modern = at("janggimodern", facing);
    QVERIFY(legal(modern, "d0d1"));
    modern.makeMove(parseCoordinateMove(modern, "@@@@"));
    QVERIFY(!adjudicate(modern).isOver());
    // Moving into bikjang is allowed: the other side must then part the kings or pass.
    Position into = at("janggi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    into.makeMove(parseCoordinateMove(into, "e0d0"));
    QVERIFY(into.kingsFace());
    QVERIFY(!adjudicate(into).isOver());
    QVERIFY(!legal(into, "d9d8"));
    QVERIFY(legal(into, "d9e9"));
    // A chariot up: White wins on points (13 > 1.5).
    Position chariot = at("janggi", "3k5/9/9/9/9/9/9/9/9/R2K5 w - - 0 1");
    chariot.makeMove(parseCoordinateMove(chariot, "@@@@"));
    QCOMPARE(adjudicate(chariot).result, GameResult::WhiteWins);
    QCOMPARE(adjudicate(chariot).reason(chariot.variant()),
             std::string("Blue wins on points after bikjang"));
}

void TestJanggi::twoPassesEndTheGameOnPoints() {
    Position pos = Position::startPosition(*Variant::byName("janggi"));
    pos.makeMove(parseCoordinateMove(pos, "@@@@"));
    pos.makeMove(parseCoordinateMove(pos, "@@@@"));
    const Outcome end = adjudicate(pos);
    QCOMPARE(end.termination, Termination::DoublePass);
    QCOMPARE(end.result, GameResult::BlackWins); // 72 to 72 and 1.5
    QCOMPARE(legalCount(pos), 0);
    Position casual = Position::startPosition(*Variant::byName("janggicasual"));
    casual.makeMove(parseCoordinateMove(casual, "@@@@"));
    casual.makeMove(parseCoordinateMove(casual, "@@@@"));
    QCOMPARE(adjudicate(casual).result, GameResult::Draw);
    // The 50-move rule (captures reset it) is decided on points, too.
    Position quiet = at("janggi", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 100 80");
    QCOMPARE(adjudicate(quiet).termination, Termination::MoveRule);
    QCOMPARE(adjudicate(quiet).result, GameResult::WhiteWins);
    // Janggimodern's limit is 100 moves, decided on points too.
    Position modern100 = at("janggimodern", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 100 80");
    QVERIFY(!adjudicate(modern100).isOver());
    Position modern200 = at("janggimodern", "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 200 80");
    const Outcome modern = adjudicate(modern200);
    QCOMPARE(modern.termination, Termination::MoveRule);
    QCOMPARE(modern.result, GameResult::WhiteWins);
    Position modernPasses = Position::startPosition(*Variant::byName("janggimodern"));
    modernPasses.makeMove(parseCoordinateMove(modernPasses, "@@@@"));
    modernPasses.makeMove(parseCoordinateMove(modernPasses, "@@@@"));
    QCOMPARE(adjudicate(modernPasses).result, GameResult::BlackWins); // on points
}

void TestJanggi::passInPgn() {
    // A pass is "--" in the PGN, as XBoard writes it, and read back as the pass.
    Position pos = Position::startPosition(*Variant::byName("janggi"));
    for (const char* text : {"b0c2", "@@@@", "a3a4"}) {
        const Move m = parseCoordinateMove(pos, text);
        QVERIFY2(!m.isNone() && !m.isNull(), text);
        pos.makeMove(m);
    }
    const std::string text = writePgn(pgnGameFromPosition(pos));
    QVERIFY2(text.find("1. Nc2 -- 2. a4") != std::string::npos, text.c_str());
    const PgnReadResult read = readPgn(text);
    QVERIFY(read.errors.empty());
    QCOMPARE(read.games.size(), size_t(1));
    QCOMPARE(read.games[0].moves.size(), size_t(3));
    QVERIFY(read.games[0].moves[1].move.isPass());
}

void TestJanggi::spartanStartsWithTwoKings() {
    const Variant& v = *Variant::byName("spartan");
    Position pos = Position::startPosition(v);
    QCOMPARE(pos.fen(), v.startFen);
    QVERIFY2(pos.validate().empty(), pos.validate().c_str());
    QCOMPARE(legalCount(pos), 20);
    pos.makeMove(parseCoordinateMove(pos, "e2e4"));
    QCOMPARE(legalCount(pos), 32);
    QCOMPARE(v.family, std::string("chess"));
}

void TestJanggi::spartanDupleCheck() {
    // Both kings attacked: Black is in check and must bring one out of it.
    Position duple = at("spartan", "2k2k2/8/8/8/8/8/8/2R2R1K b - - 0 1");
    QVERIFY(duple.inCheck());
    QVERIFY(!legal(duple, "c8c7"));
    QVERIFY(legal(duple, "c8d8"));
    // One king attacked is no check, and the other king may walk into an attack while
    // the first stays attacked, since one of them is safe.
    Position one = at("spartan", "2k2k2/8/8/8/8/8/8/2R3RK b - - 0 1");
    QVERIFY(!one.inCheck());
    QVERIFY(legal(one, "f8e7"));  // c8 stays attacked, e7 is not
    QVERIFY(!legal(one, "f8g7")); // both attacked
    QVERIFY(legal(one, "c8c7"));  // the attacked king may stay on the file
    // White giving duple check writes "+"; a single king attacked is no check.
    Position white = at("spartan", "2k2k2/8/8/8/8/8/8/2R3RK w - - 0 1");
    QCOMPARE(sanText(white, parseCoordinateMove(white, "g1f1")), std::string("Rgf1+"));
    QCOMPARE(sanText(white, parseCoordinateMove(white, "g1g2")), std::string("Rg2"));
    // A lone king is an ordinary king.
    Position lone = at("spartan", "2k5/8/8/8/8/8/8/2R4K b - - 0 1");
    QVERIFY(lone.inCheck());
}

void TestJanggi::spartanHoplitePromotesToAKingOnlyWhileOneIsLeft() {
    auto promotions = [](Position& pos) {
        std::string letters;
        MoveList list;
        pos.generateLegal(list);
        for (Move m : list)
            if (m.type() == MoveType::Promotion) letters += pos.variant().kinds[m.kind()].letter;
        return letters;
    };
    Position two = at("spartan", "2k2k2/8/8/8/8/8/3h4/4K3 b - - 0 1");
    QCOMPARE(promotions(two), std::string("WGCL"));
    Position one = at("spartan", "2k5/8/8/8/8/8/3h4/4K3 b - - 0 1");
    QCOMPARE(promotions(one), std::string("WGCLK"));
    one.makeMove(parseCoordinateMove(one, "d2c1k"));
    QVERIFY2(one.validate().empty(), one.validate().c_str());
    // White's pawns promote as in chess.
    Position white = at("spartan", "2k2k2/P7/8/8/8/8/8/4K3 w - - 0 1");
    QCOMPARE(promotions(white), std::string("QRBN"));
}

void TestJanggi::spartanHoplite() {
    // Diagonally forward, two squares on its first move (jumping), straight to capture.
    Position pos = at("spartan", "2k2k2/3h4/3P4/8/8/8/8/4K3 b - - 0 1");
    QVERIFY(legal(pos, "d7c6"));
    QVERIFY(legal(pos, "d7b5"));
    QVERIFY(legal(pos, "d7f5"));
    QVERIFY(legal(pos, "d7d6")); // the capture straight ahead
    Position blocked = at("spartan", "2k2k2/8/3h4/3h4/8/8/8/4K3 b - - 0 1");
    QVERIFY(!legal(blocked, "d6d5"));
    QVERIFY(!legal(blocked, "d6b4")); // only from its start rank
}

QTEST_APPLESS_MAIN(TestJanggi)
#include "test_janggi.moc"

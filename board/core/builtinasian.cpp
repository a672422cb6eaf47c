#include "board/core/builtinasian.h"

#include "board/core/builtinpieces.h"
#include "board/core/counting.h"

namespace tabiya::builtin {

// ---------------------------------------------------------------- old and Asian chess

Variant makeShatranj() {
    Variant v;
    v.name = "shatranj";
    v.family = "shatranj";
    v.startFen = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
    v.kinds = {pawn(false), knight(), alfil('B'), rook(), ferz('Q'), king()};
    v.promotionKinds = {4};
    v.stalemate = StalemateRule::Loses;
    v.stalemateLoses = true;
    v.bareKingLoses = true;
    v.finalize();
    return v;
}

// Courier chess (XBoard's array: rnebmkfwbenr): alfil E, courier B, man M, ferz F
// (the queen's place), wazir W; pawns step once and promote to ferz.
Variant makeCourier() {
    Variant v;
    v.name = "courier";
    v.family = "shatranj";
    v.width = 12;
    v.startFen = "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1";
    v.kinds = {pawn(false), knight(),   bishop(), rook(), ferz('F'),
               alfil('E'),  wazir('W'), man('M'), king()};
    v.promotionKinds = {4};
    v.finalize();
    return v;
}

// Makruk: khon S (silver), met M (ferz); pawns start on the third rank, step once and
// promote to met on the sixth.
Variant makruk(const std::string& name, const std::string& fen, PieceKind queenLike,
               int promotionRanks) {
    Variant v;
    v.name = name;
    v.family = "makruk";
    v.startFen = fen;
    v.kinds = {pawn(false), knight(), silver(), rook(), std::move(queenLike), king()};
    v.promotionKinds = {4};
    v.promotionRanks = promotionRanks;
    v.pawnStartRank = -1;
    // Counting replaces the 50-move rule (Thai rules; Fairy-Stockfish's nMoveRule 0).
    v.counting = CountingRule::Makruk;
    v.fiftyMovePlies = 0;
    v.finalize();
    return v;
}

Variant makeMakruk() {
    return makruk("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
                  ferz('M', "Met"), 3);
}

// Cambodian (ouk chatrang): makruk whose unmoved king may leap like a knight to the
// second rank's b or f square (not out of check, not capturing), and whose unmoved met
// may jump two squares straight ahead (capturing too, as in Fairy-Stockfish; XBoard has
// no built-in cambodian). "DEde" in FEN marks them unmoved.
Variant makeCambodian() {
    Variant v = makeMakruk();
    v.name = "cambodian";
    v.startFen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w EDed - 0 1";
    v.kinds[5].atoms.push_back(leap(-2, 1, AtomMode::MoveOnly, ZoneInitial));
    v.kinds[5].atoms.push_back(leap(2, 1, AtomMode::MoveOnly, ZoneInitial));
    v.kinds[4].atoms.push_back(leap(0, 2, AtomMode::MoveOrCapture, ZoneInitial));
    v.finalize();
    return v;
}

// Ai-wok: makruk with the met replaced by the ai-wok (rook, knight and ferz in one).
Variant makeAiWok() {
    return makruk("ai-wok", "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
                  kind('A', "Ai-wok", rides(Orthogonal) + knightAtoms() + leaps(Diagonal, 4), 900),
                  3);
}

// ASEAN chess: makruk's pieces on chess letters (B = khon, Q = met); pawns promote on
// the last rank to any of R, N, B, Q.
Variant makeAsean() {
    Variant v;
    v.name = "asean";
    v.family = "makruk";
    v.startFen = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1";
    v.kinds = {pawn(false), knight(), silver('B'), rook(), ferz('Q', "Met"), king()};
    v.kinds[2].name = "Khon";
    v.promotionKinds = {3, 1, 2, 4};
    v.pawnStartRank = -1;
    v.finalize();
    return v;
}

// ---------------------------------------------------------------- shogi

std::vector<MoveAtom> goldAtoms() {
    return leaps(Orthogonal, 4) + std::vector<MoveAtom>{leap(-1, 1), leap(1, 1)};
}

// Shogi, with XBoard's letters (P N B R L S G K; promoted pieces +P .. +S) and its
// chess coordinates (files a-i, ranks 1-9).
Variant makeShogi() {
    Variant v;
    v.name = "shogi";
    v.family = "shogi";
    v.width = v.height = 9;
    v.startFen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1";
    v.kinds = {
        kind('P', "Pawn", {leap(0, 1)}, 100),
        kind('N', "Knight", {leap(-1, 2), leap(1, 2)}, 350),
        kind('B', "Bishop", rides(Diagonal), 800),
        kind('R', "Rook", rides(Orthogonal), 1000),
        kind('L', "Lance", {ride(0, 1)}, 350),
        kind('S', "Silver", silverAtoms(), 500),
        kind('G', "Gold", goldAtoms(), 550),
        kind('K', "King", kingAtoms(), 0, true),
    };
    const std::vector<std::pair<int, PieceKind>> promoted = {
        {0, kind('P', "Tokin", goldAtoms(), 550)},
        {1, kind('N', "Promoted knight", goldAtoms(), 550)},
        {2, kind('B', "Horse", rides(Diagonal) + leaps(Orthogonal, 4), 1000)},
        {3, kind('R', "Dragon", rides(Orthogonal) + leaps(Diagonal, 4), 1200)},
        {4, kind('L', "Promoted lance", goldAtoms(), 550)},
        {5, kind('S', "Promoted silver", goldAtoms(), 550)},
    };
    for (auto [base, k] : promoted) {
        k.mark = '+';
        k.demoted = base;
        v.kinds[base].promotesTo = int(v.kinds.size());
        v.kinds.push_back(k);
    }
    v.kinds[0].forcedRanks = 1; // pawn
    v.kinds[4].forcedRanks = 1; // lance
    v.kinds[1].forcedRanks = 2; // knight
    v.dropPawnKind = 0;
    v.promotionRanks = 3;
    v.pawnStartRank = -1;
    v.holdings = true;
    v.stalemateLoses = true;
    v.stalemate = StalemateRule::Loses;
    v.perpetualCheckLoses = true;
    v.fiftyMovePlies = 0;
    v.finalize();
    return v;
}

// ---------------------------------------------------------------- xiangqi

Variant makeXiangqi() {
    Variant v;
    v.name = "xiangqi";
    v.family = "xiangqi";
    v.width = 9;
    v.height = 10;
    v.startFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    v.palaceFileLo = 3;
    v.palaceFileHi = 5;
    v.palaceDepth = 3;
    v.pawnStartRank = -1;
    v.promotionRanks = 0;
    std::vector<MoveAtom> horse;
    for (auto& j : KnightJumps) {
        // The leg is the orthogonal step next to the horse, towards the longer leg.
        const bool tall = j[1] == 2 || j[1] == -2;
        horse.push_back(lame(j[0], j[1], tall ? 0 : j[0] / 2, tall ? j[1] / 2 : 0));
    }
    std::vector<MoveAtom> elephant;
    for (auto& d : Diagonal)
        elephant.push_back(
            lame(2 * d[0], 2 * d[1], d[0], d[1], AtomMode::MoveOrCapture, 0, ZoneOwnHalf));
    const auto soldier =
        std::vector<MoveAtom>{leap(0, 1), leap(1, 0, AtomMode::MoveOrCapture, ZoneEnemyHalf),
                              leap(-1, 0, AtomMode::MoveOrCapture, ZoneEnemyHalf)};
    std::vector<MoveAtom> cannon = rides(Orthogonal, AtomMode::MoveOnly);
    for (auto& d : Orthogonal)
        cannon.push_back(hop(d[0], d[1]));
    v.kinds = {
        {'R', "", "Chariot", rides(Orthogonal), false, false, 900},
        {'N', "H", "Horse", horse, false, false, 400},
        {'B', "E", "Elephant", elephant, false, false, 200},
        {'A', "", "Advisor", leaps(Diagonal, 4, ZonePalace), false, false, 200},
        {'K', "", "General", leaps(Orthogonal, 4, ZonePalace), true, false, 0},
        {'C', "", "Cannon", cannon, false, false, 450},
        {'P', "", "Soldier", soldier, false, false, 100},
    };
    v.stalemateLoses = true;
    v.stalemate = StalemateRule::Loses;
    v.kingsMayNotFace = true;
    v.perpetualCheckLoses = true;
    v.pointsOnIntersections = true;
    // Asian rules know no 50-move rule; like many servers we draw after 60 moves a side
    // (120 plies) with no capture.
    v.fiftyMovePlies = 120;
    v.finalize();
    return v;
}

// ---------------------------------------------------------------- janggi

// A move along the palace diagonals (ZonePalaceLine), from and to a point on them.
MoveAtom alongPalaceLine(AtomKind kind, int df, int dr, uint8_t toZone = ZonePalaceLine) {
    return {kind, AtomMode::MoveOrCapture, int8_t(df), int8_t(dr), 0, 0, ZonePalaceLine, toZone};
}

// Janggi (Korean chess) as Fairy-Stockfish plays it, which is stricter than the
// "setup"/"piece" lines it sends XBoard (R& RB, C& pRpB, K& WF, ...): the palaces'
// diagonals are lines (Fairy-Stockfish's diagonalLines) along which the general and the
// guards step, the chariot slides, the cannon hops and a soldier in the enemy palace
// steps forward; the general and the guards never leave the palace; the cannon always
// needs a screen, moving or capturing, and neither hops over nor captures a cannon; the
// elephant goes one step straight and two diagonally outwards, both passed points
// empty; a soldier steps forward or sideways. A side not in check may pass. Kings facing
// on an open file (bikjang) must be parted by the side to move, or the game ends.
// "decideOnPoints": a game that ends in bikjang, two passes in a row, repetition or the
// 50-move rule is won on points (chariot 13, cannon 7, horse 5, elephant and guard 3,
// soldier 2; the second player, Han, gets 1.5), except that a side checking throughout a
// repetition loses. Janggitraditional calls those ends draws; janggicasual knows
// neither bikjang nor points.
Variant makeJanggi(const std::string& name, bool bikjang, bool points) {
    Variant v;
    v.name = name;
    v.family = "xiangqi";
    v.width = 9;
    v.height = 10;
    v.startFen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    v.palaceFileLo = 3;
    v.palaceFileHi = 5;
    v.palaceDepth = 3;
    v.pawnStartRank = -1;
    v.promotionRanks = 0;
    std::vector<MoveAtom> chariot = rides(Orthogonal), cannon, palace, elephant, horse;
    for (auto& d : Orthogonal)
        cannon.push_back({AtomKind::Hop, AtomMode::MoveOrCapture, int8_t(d[0]), int8_t(d[1])});
    for (auto& d : Diagonal) {
        chariot.push_back(alongPalaceLine(AtomKind::Ride, d[0], d[1]));
        cannon.push_back(alongPalaceLine(AtomKind::Hop, d[0], d[1]));
        palace.push_back(alongPalaceLine(AtomKind::Leap, d[0], d[1], ZonePalace));
    }
    palace = leaps(Orthogonal, 4, ZonePalace) + palace;
    for (auto& j : KnightJumps) {
        const bool tall = j[1] == 2 || j[1] == -2;
        horse.push_back(lame(j[0], j[1], tall ? 0 : j[0] / 2, tall ? j[1] / 2 : 0));
    }
    // One step straight, then two diagonal steps outwards, both passed points empty:
    // (2, 3) by (0, 1) and (1, 2), and so in the eight directions of the horse.
    for (auto& j : KnightJumps) {
        const int sf = j[0] > 0 ? 1 : -1, sr = j[1] > 0 ? 1 : -1;
        const bool tall = j[1] == 2 || j[1] == -2;
        MoveAtom a = tall ? lame(2 * sf, 3 * sr, 0, sr) : lame(3 * sf, 2 * sr, sf, 0);
        a.leg2Df = int8_t(tall ? sf : 2 * sf);
        a.leg2Dr = int8_t(tall ? 2 * sr : sr);
        elephant.push_back(a);
    }
    std::vector<MoveAtom> soldier{leap(0, 1), leap(1, 0), leap(-1, 0),
                                  alongPalaceLine(AtomKind::Leap, 1, 1),
                                  alongPalaceLine(AtomKind::Leap, -1, 1)};
    auto janggiKind = [](char letter, const char* aliases, const char* name,
                         std::vector<MoveAtom> atoms, int points) {
        PieceKind k = kind(letter, name, std::move(atoms), points * 100);
        k.aliases = aliases;
        k.points = points;
        return k;
    };
    v.kinds = {
        janggiKind('R', "", "Chariot", chariot, 13),   janggiKind('N', "H", "Horse", horse, 5),
        janggiKind('B', "E", "Elephant", elephant, 3), janggiKind('A', "", "Guard", palace, 3),
        janggiKind('K', "", "General", palace, 0),     janggiKind('C', "", "Cannon", cannon, 7),
        janggiKind('P', "", "Soldier", soldier, 2),
    };
    v.kinds[4].royal = true;
    v.kinds[5].noSameKindHop = true;
    v.palaceLines = true;
    v.passing = true;
    v.bikjang = bikjang;
    v.decideOnPoints = points;
    v.stalemateLoses = true;
    v.stalemate = StalemateRule::Loses;
    v.perpetualCheckLoses = true;
    v.pointsOnIntersections = true;
    v.noRiver = true;
    v.fiftyMovePlies = 100; // captures reset it, soldier moves do not
    v.finalize();
    return v;
}

// Janggimodern (Fairy-Stockfish's, after Kakao Janggi): no bikjang, the ends decided on
// points, and a move limit of 100 moves (nMoveRule 100) instead of 50. Fairy-Stockfish
// also makes a move that repeats a position illegal (moveRepetitionIllegal); Tabiya has
// no such rule and decides a repetition on points as in janggi, which an engine playing
// by those rules never reaches.
Variant makeJanggiModern() {
    Variant v = makeJanggi("janggimodern", false, true);
    v.fiftyMovePlies = 200;
    return v;
}

} // namespace tabiya::builtin

// The built-in variants, written as data.
#include "variant.h"

namespace tabiya {

namespace {

MoveAtom leap(int df, int dr, AtomMode mode = AtomMode::MoveOrCapture, uint8_t fromZone = 0,
              uint8_t toZone = 0) {
    return {AtomKind::Leap, mode, int8_t(df), int8_t(dr), 0, 0, fromZone, toZone};
}

MoveAtom lame(int df, int dr, int legDf, int legDr, AtomMode mode = AtomMode::MoveOrCapture,
              uint8_t fromZone = 0, uint8_t toZone = 0) {
    return {AtomKind::LameLeap, mode,          int8_t(df), int8_t(dr),
            int8_t(legDf),      int8_t(legDr), fromZone,   toZone};
}

MoveAtom ride(int df, int dr, AtomMode mode = AtomMode::MoveOrCapture) {
    return {AtomKind::Ride, mode, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}

MoveAtom hop(int df, int dr) {
    return {AtomKind::Hop, AtomMode::CaptureOnly, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}

const int Orthogonal[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const int Diagonal[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
const int KnightJumps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                               {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

std::vector<MoveAtom> rides(const int (&dirs)[4][2], AtomMode mode = AtomMode::MoveOrCapture) {
    std::vector<MoveAtom> out;
    for (auto& d : dirs)
        out.push_back(ride(d[0], d[1], mode));
    return out;
}

std::vector<MoveAtom> leaps(const int (*dirs)[2], int n, uint8_t toZone = 0) {
    std::vector<MoveAtom> out;
    for (int i = 0; i < n; ++i)
        out.push_back(leap(dirs[i][0], dirs[i][1], AtomMode::MoveOrCapture, 0, toZone));
    return out;
}

std::vector<MoveAtom> operator+(std::vector<MoveAtom> a, const std::vector<MoveAtom>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

Variant makeChess() {
    Variant v;
    v.name = "normal";
    v.width = v.height = 8;
    v.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const auto pawnAtoms = std::vector<MoveAtom>{
        leap(0, 1, AtomMode::MoveOnly), lame(0, 2, 0, 1, AtomMode::MoveOnly, ZonePawnStart),
        leap(-1, 1, AtomMode::CaptureOnly), leap(1, 1, AtomMode::CaptureOnly)};
    v.kinds = {
        {'P', "", "Pawn", pawnAtoms, false, true, 100},
        {'N', "", "Knight", leaps(KnightJumps, 8), false, false, 320},
        {'B', "", "Bishop", rides(Diagonal), false, false, 330},
        {'R', "", "Rook", rides(Orthogonal), false, false, 500},
        {'Q', "", "Queen", rides(Orthogonal) + rides(Diagonal), false, false, 900},
        {'K', "", "King", leaps(Orthogonal, 4) + leaps(Diagonal, 4), true, false, 0},
    };
    v.promotionKinds = {4, 3, 2, 1};
    v.castling = true;
    v.enPassant = true;
    v.fideMaterialDraws = true;
    v.fiftyMovePlies = 100;
    v.finalize();
    return v;
}

Variant makeXiangqi() {
    Variant v;
    v.name = "xiangqi";
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
    v.kingsMayNotFace = true;
    v.perpetualCheckLoses = true;
    v.pointsOnIntersections = true;
    // Asian rules know no 50-move rule; like many servers we draw after 60 moves a side
    // (120 plies) with no capture.
    v.fiftyMovePlies = 120;
    v.finalize();
    return v;
}

} // namespace

const Variant& Variant::chess() {
    static const Variant v = makeChess();
    return v;
}

const Variant& Variant::xiangqi() {
    static const Variant v = makeXiangqi();
    return v;
}

} // namespace tabiya

// checkSetup: the rules a start position must satisfy, one table of problems.
#include "board/core/setupcheck.h"

namespace tabiya {

using namespace geometry;

std::string SetupCheck::describe() const {
    const std::string side_ = side == White ? "White" : "Black";
    switch (problem) {
    case SetupProblem::None: return {};
    case SetupProblem::UnreadableFen: return detail;
    case SetupProblem::RoyalCount: return side_ + " must have exactly one " + piece;
    case SetupProblem::OpponentInCheck: return "the side not to move is in check";
    case SetupProblem::PawnOnEdgeRank: return piece + " on its first or last rank";
    case SetupProblem::OutsideZone: return piece + " outside the zone it may stand in";
    case SetupProblem::SoldierBehindStart: return piece + " behind its starting rank";
    }
    return {};
}

namespace {

// Spartan: are all the royal pieces of the side not to move attacked?
bool opponentInDupleCheck(const Position& pos) {
    const Color them = ~pos.sideToMove();
    for (int i = 0; i < pos.pieceCount(them); ++i) {
        const Square s = pos.pieceSquares(them)[i];
        if (kindOf(pos.at(s)) == pos.variant().royalKind && !pos.isAttacked(s, ~them)) return false;
    }
    return true;
}

} // namespace

SetupCheck checkSetup(const Position& pos) {
    const Variant& v = pos.variant();
    if (v.royalKind >= 0) {
        Square royal[2] = {NoSquare, NoSquare};
        for (int c = 0; c < 2; ++c) {
            int royals = 0;
            for (int i = 0; i < pos.pieceCount(Color(c)); ++i) {
                const Square s = pos.pieceSquares(Color(c))[i];
                if (kindOf(pos.at(s)) == v.royalKind) {
                    ++royals;
                    royal[c] = s;
                }
            }
            // Twokings starts with two kings a side, the first of them royal; spartan's
            // Black has one or two.
            if (royals != 1 && !((v.firstKingIsRoyal || v.dupleCheck) && royals == 2))
                return {SetupProblem::RoyalCount, Color(c), v.kinds[v.royalKind].name, {}};
            if (v.firstKingIsRoyal) royal[c] = pos.royalSquare(Color(c));
        }
        // The squares found here, not the position's own record of them, which an edit
        // may have left behind.
        const Color toMove = pos.sideToMove();
        if (v.dupleCheck ? opponentInDupleCheck(pos) : pos.isAttacked(royal[~toMove], toMove))
            return {SetupProblem::OpponentInCheck, ~toMove, v.kinds[v.royalKind].name, {}};
    }
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < pos.pieceCount(Color(c)); ++i) {
            const Square s = pos.pieceSquares(Color(c))[i];
            const PieceKind& kind = v.kinds[kindOf(pos.at(s))];
            const int ownRank = c == White ? rankOf(s) : v.height - 1 - rankOf(s);
            if (kind.pawn && (ownRank == 0 || (v.zones[c][s] & ZonePromotion)))
                return {SetupProblem::PawnOnEdgeRank, Color(c), kind.name, {}};
            // Pieces bound to a zone (palace, own half) must stand in it.
            uint8_t bound = 0xff;
            bool anyAtom = false;
            for (const MoveAtom& a : kind.atoms) {
                anyAtom = true;
                bound &= a.toZone;
            }
            if (anyAtom && bound && !(v.zones[c][s] & bound))
                return {SetupProblem::OutsideZone, Color(c), kind.name, {}};
            // A soldier never walks backwards, so it cannot stand behind its start.
            if (v.isXiangqiLike() && kind.letter == 'P' && ownRank < 3)
                return {SetupProblem::SoldierBehindStart, Color(c), kind.name, {}};
        }
    return {};
}

std::optional<Position> playablePositionFromFen(const Variant& variant, std::string_view fen,
                                                SetupCheck* problem) {
    SetupCheck check;
    std::optional<Position> pos = Position::fromFen(variant, fen, &check.detail);
    if (!pos)
        check.problem = SetupProblem::UnreadableFen;
    else
        check = checkSetup(*pos);
    if (problem) *problem = check;
    if (!check.ok()) return std::nullopt;
    return pos;
}

std::string normalizedFen(std::string_view fen) {
    std::string out;
    bool space = false;
    for (char c : fen) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

} // namespace tabiya

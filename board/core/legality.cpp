#include "board/core/legality.h"

#include "board/core/attacks.h"
#include "board/core/chu.h"
#include "board/core/position.h"

namespace tabiya::legality {

using namespace geometry;

namespace {

// Uchifuzume: does this pawn drop give mate? (Only a drop right in front of the enemy
// king can check.)
bool pawnDropMates(Position& pos, Move m) {
    const Color us = pos.sideToMove();
    const Square king = pos.royalSquare(~us);
    if (king == NoSquare || m.to() + (us == White ? Stride : -Stride) != king) return false;
    pos.makeMove(m);
    const bool mate = pos.inCheck() && !hasLegalMove(pos);
    pos.unmakeMove();
    return mate;
}

// Janggi's passes and bikjang, spartan's two kings: decided here, or -1 when the usual
// test applies.
int isLegalSpecial(Position& pos, Move m) {
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove();
    if (m.isPass()) return !pos.inCheck() || (v.bikjang && pos.kingsFace());
    const bool facing = v.bikjang && pos.kingsFace();
    const bool twoKings = v.dupleCheck && attacks::royalCount(pos, us) >= 2;
    if (!facing && !twoKings) return -1;
    pos.makeMove(m);
    bool legal;
    if (twoKings) // promoted to a third king: never (see the generator's pawn moves)
        legal = !attacks::allRoyalsAttacked(pos, us);
    else
        legal = !pos.isAttacked(pos.royalSquare(us), ~us) && !pos.kingsFace();
    pos.unmakeMove();
    return legal;
}

// Atomic: the own king must survive the explosion, and may not be left attacked unless
// the enemy king is gone or touches it.
bool isLegalAtomic(Position& pos, Move m) {
    const Color us = pos.sideToMove();
    if (pos.royalSquare(us) == NoSquare || pos.royalSquare(~us) == NoSquare)
        return false; // game over
    if (m.type() != MoveType::Castle && m.from() == pos.royalSquare(us) && pos.isCapture(m))
        return false;
    pos.makeMove(m);
    const Square mine = pos.royalSquare(us);
    const bool legal = mine != NoSquare && (pos.royalSquare(~us) == NoSquare ||
                                            attacks::kingsTouch(pos) || !pos.isAttacked(mine, ~us));
    pos.unmakeMove();
    return legal;
}

// Can the move not expose the royal piece, by the expose table (no make needed)?
bool surelySafe(const Position& pos, Move m, Square royal) {
    const Variant& v = pos.variant();
    const MoveType type = m.type();
    // Twokings: a king moving may become the royal one, so it is always tried.
    if (pos.inCheck() || m.from() == royal || v.cylinder ||
        (v.firstKingIsRoyal && type != MoveType::Drop && kindOf(pos.at(m.from())) == v.royalKind))
        return false;
    const auto& expose = v.exposeTable;
    if (type == MoveType::Normal || type == MoveType::Promotion || type == MoveType::Gate)
        return !(expose[m.from() - royal + Cells] & Variant::ExposeFrom) &&
               !(expose[m.to() - royal + Cells] & Variant::ExposeTo);
    if (type == MoveType::Drop) return !(expose[m.to() - royal + Cells] & Variant::ExposeTo);
    return false;
}

// Losers, suicide, giveaway: where a capture is possible only captures are legal.
void keepCapturesIfAny(const Position& pos, MoveList& list) {
    int n = 0;
    for (Move m : list)
        if (pos.isCapture(m)) list.moves[size_t(n++)] = m;
    if (n > 0) list.count = n;
}

} // namespace

bool isLegal(Position& pos, Move m) {
    const Variant& v = pos.variant();
    if (v.chu) return chu::isLegal(pos, m);
    const Color us = pos.sideToMove();
    const Square royal = pos.royalSquare(us);
    if (v.specialLegality)
        if (const int special = isLegalSpecial(pos, m); special >= 0) return special;
    if (v.atomic) return isLegalAtomic(pos, m);
    if (m.type() == MoveType::Drop && m.kind() == v.dropPawnKind && pawnDropMates(pos, m))
        return false;
    if (royal == NoSquare || surelySafe(pos, m, royal)) return true;
    // Seirawan: the gated piece does not count as a shield; XBoard and Fairy-Stockfish
    // judge the move as made without it.
    if (m.type() == MoveType::Gate) m = Move(m.from(), m.to());
    if (m.type() == MoveType::CastleGate) m = Move(m.from(), m.to(), MoveType::Castle);
    pos.makeMove(m);
    const bool legal = !pos.isAttacked(pos.royalSquare(us), ~us);
    pos.unmakeMove();
    return legal;
}

void generateLegal(Position& pos, MoveList& list) {
    MoveList pseudo;
    pos.generatePseudoLegal(pseudo);
    list.count = 0;
    for (Move m : pseudo)
        if (isLegal(pos, m)) list.push(m);
    if (pos.variant().mandatoryCapture) keepCapturesIfAny(pos, list);
}

uint64_t countLegal(Position& pos) {
    if (pos.variant().mandatoryCapture) {
        MoveList legal;
        generateLegal(pos, legal);
        return uint64_t(legal.size());
    }
    MoveList pseudo;
    pos.generatePseudoLegal(pseudo);
    uint64_t n = 0;
    for (Move m : pseudo)
        n += isLegal(pos, m);
    return n;
}

bool hasLegalMove(Position& pos) {
    MoveList pseudo;
    pos.generatePseudoLegal(pseudo);
    for (Move m : pseudo)
        if (isLegal(pos, m)) return true;
    return false;
}

bool isLegalMove(Position& pos, Move m) {
    if (m.isNone() || m.isNull()) return false;
    const Variant& v = pos.variant();
    if (m.type() != MoveType::Drop && (!v.contains(m.from()) || !isPiece(pos.at(m.from())) ||
                                       colorOf(pos.at(m.from())) != pos.sideToMove()))
        return false;
    if (v.mandatoryCapture) {
        MoveList legal;
        generateLegal(pos, legal);
        return legal.contains(m);
    }
    MoveList pseudo;
    pos.generatePseudoLegal(pseudo);
    return pseudo.contains(m) && isLegal(pos, m);
}

} // namespace tabiya::legality

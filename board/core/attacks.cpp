#include "board/core/attacks.h"

#include "board/core/position.h"

#include <cstdlib>

namespace tabiya::attacks {

using namespace geometry;

namespace {

// Cylinder: every capture of every piece of `by`, walked with wrapping files (a rider
// stops when it comes round to its own square).
bool isAttackedWrapped(const Position& pos, Square target, Color by) {
    const Variant& v = pos.variant();
    const Piece* b = pos.board();
    for (int i = 0; i < pos.pieceCount(by); ++i) {
        const Square from = pos.pieceSquares(by)[size_t(i)];
        for (const auto& a : v.atoms[by][kindOf(b[from])]) {
            if (a.mode == AtomMode::MoveOnly) continue;
            if (a.fromZone && !(v.zones[by][from] & a.fromZone)) continue;
            Square to = wrapStep(v, from, a.df, a.dr);
            if (a.kind == AtomKind::Ride)
                while (to != NoSquare && to != from && to != target && b[to] == NoPiece)
                    to = wrapStep(v, to, a.df, a.dr);
            if (to == target && (!a.toZone || (v.zones[by][to] & a.toZone))) return true;
        }
    }
    return false;
}

// BentRide attacks: the target is seen from an empty corner square behind it.
bool isAttackedBent(const Position& pos, Square target, Color by) {
    const Piece* b = pos.board();
    for (const auto& bent : pos.variant().attackBents[by])
        for (Square s = target - bent.step; b[s] == NoPiece; s -= bent.step) {
            const Square a = s - bent.cornerOffset;
            if (a >= 0 && a < Cells && b[a] == bent.piece && b[a + bent.legOffset2] == NoPiece)
                return true;
        }
    return false;
}

// Whether a piece of `bit`'s side attacks `target` along `ray`: a rider the first piece
// met, or a hopper the piece behind it. `fromOk` says whether the attacker's square counts
// (a palace line's zone); a template, so the plain rays pay nothing for it.
template <class FromOk>
bool rayAttacks(const Variant& v, const Piece* b, Square target, const Variant::AttackRay& ray,
                Piece bit, FromOk fromOk) {
    Square s = target + ray.step;
    while (b[s] == NoPiece)
        s += ray.step;
    const Piece p = b[s];
    if (p == OffBoard) return false;
    if ((p & bit) && (ray.riders >> kindOf(p) & 1) && fromOk(s)) return true;
    if (!ray.hoppers) return false;
    // Janggi: a cannon does not hop over a cannon.
    const uint64_t hoppers = ray.hoppers & ~(v.noSameKindHopKinds & (uint64_t(1) << kindOf(p)));
    s += ray.step;
    while (b[s] == NoPiece)
        s += ray.step;
    const Piece q = b[s];
    return q != OffBoard && (q & bit) && (hoppers >> kindOf(q) & 1) && fromOk(s);
}

// Janggi: the chariots' and cannons' moves along the palace diagonals.
bool isAttackedAlongZones(const Position& pos, Square target, Color by) {
    const Variant& v = pos.variant();
    const Piece* b = pos.board();
    const Piece bit = colorBit(by);
    const auto& zones = v.zones[by];
    for (const auto& ray : v.zonedRays[by]) {
        if (ray.toZone && !(zones[target] & ray.toZone)) continue;
        auto fromOk = [&](Square from) { return !ray.fromZone || (zones[from] & ray.fromZone); };
        if (rayAttacks(v, b, target, ray, bit, fromOk)) return true;
    }
    return false;
}

} // namespace

bool isAttacked(const Position& pos, Square target, Color by) {
    const Variant& v = pos.variant();
    if (v.cylinder) return isAttackedWrapped(pos, target, by);
    const Piece* b = pos.board();
    const Piece bit = colorBit(by);
    for (const auto& leap : v.attackLeaps[by]) {
        const Square a = target - leap.offset;
        if (b[a] != leap.piece) continue;
        if (leap.legOffset && (b[a + leap.legOffset] | b[a + leap.legOffset2]) != NoPiece) continue;
        if (leap.paths >= 0 && !pathOpen(v, b, a, leap.paths)) continue;
        if (leap.fromZone && !(v.zones[by][a] & leap.fromZone)) continue;
        if (leap.toZone && !(v.zones[by][target] & leap.toZone)) continue;
        return true;
    }
    if (!v.attackBents[by].empty() && isAttackedBent(pos, target, by)) return true;
    for (const auto& ray : v.attackRays[by])
        if (rayAttacks(v, b, target, ray, bit, [](Square) { return true; })) return true;
    return v.hasZonedRays && isAttackedAlongZones(pos, target, by);
}

int royalCount(const Position& pos, Color c) {
    int n = 0;
    for (int i = 0; i < pos.pieceCount(c); ++i)
        n += kindOf(pos.at(pos.pieceSquares(c)[size_t(i)])) == pos.variant().royalKind;
    return n;
}

bool allRoyalsAttacked(const Position& pos, Color c) {
    int royals = 0;
    for (int i = 0; i < pos.pieceCount(c); ++i) {
        const Square s = pos.pieceSquares(c)[size_t(i)];
        if (kindOf(pos.at(s)) != pos.variant().royalKind) continue;
        ++royals;
        if (!isAttacked(pos, s, ~c)) return false;
    }
    return royals > 0;
}

bool kingsTouch(const Position& pos) {
    const Square a = pos.royalSquare(White), b = pos.royalSquare(Black);
    return a != NoSquare && b != NoSquare && std::abs(fileOf(a) - fileOf(b)) <= 1 &&
           std::abs(rankOf(a) - rankOf(b)) <= 1;
}

bool barsCastling(const Position& pos, Square s, Color by) {
    if (!isAttacked(pos, s, by)) return false;
    if (!pos.variant().atomic) return true;
    const Square k = pos.royalSquare(by);
    return k == NoSquare || std::abs(fileOf(k) - fileOf(s)) > 1 ||
           std::abs(rankOf(k) - rankOf(s)) > 1;
}

} // namespace tabiya::attacks

#include "engine/chesseval.h"

#include "engine/evaluator.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace tabiya::engine {

using namespace chessbb;

namespace {

// Our own rough judgement, in centipawns. Passed pawns by the rank they stand on.
constexpr int PassedMg[8] = {0, 4, 8, 14, 26, 46, 72, 0};
constexpr int PassedEg[8] = {0, 10, 16, 28, 50, 85, 130, 0};
// What a piece attacking the enemy king's zone adds to the danger there, by role.
constexpr int KingAttackWeight[RoleCount] = {0, 22, 20, 28, 44, 0};
// A safe check available (a square the piece reaches and the king's side does not guard).
constexpr int SafeCheckWeight[RoleCount] = {0, 90, 60, 100, 80, 0};
// An enemy piece attacked by a pawn, by its role (mg, eg).
constexpr int PawnThreatMg[RoleCount] = {0, 48, 48, 60, 56, 0};
constexpr int PawnThreatEg[RoleCount] = {0, 36, 36, 44, 40, 0};
// An enemy piece attacked by a knight or bishop, and by a rook.
constexpr int MinorThreatMg[RoleCount] = {4, 0, 0, 36, 40, 0};
constexpr int MinorThreatEg[RoleCount] = {12, 0, 0, 28, 32, 0};
constexpr int RookThreatMg[RoleCount] = {4, 8, 8, 0, 32, 0};
constexpr int RookThreatEg[RoleCount] = {12, 14, 14, 0, 20, 0};

uint64_t forward(int c, uint64_t b) {
    return c == White ? b << 8 : b >> 8;
}
int distance(int a, int b) {
    return std::max(std::abs(a % 8 - b % 8), std::abs(a / 8 - b / 8));
}
template <class F> void forEach(uint64_t b, F f) {
    for (; b; b &= b - 1)
        f(std::countr_zero(b));
}

} // namespace

ChessEval::ChessEval(const ChessSets& sets, Style style)
    : m_sets(sets)
    , m_aggressive(style == Style::Aggressive ? 1 : 0)
    , m_solid(style == Style::Solid ? 1 : 0) {
    const uint64_t pawnAttacks[2] = {whitePawnAttacks(sets.role[White][RolePawn]),
                                     blackPawnAttacks(sets.role[Black][RolePawn])};
    for (int c = 0; c < 2; ++c) {
        m_unsafe[c] = sets.color[c] | pawnAttacks[1 - c];
        m_att[c].byRole[RolePawn] = pawnAttacks[c];
        m_att[c].all = pawnAttacks[c];
        const int k = sets.kingSquare[c];
        if (k < 0) continue;
        // The king, the squares around it and those one further towards the enemy.
        const uint64_t ring = tables.king[k] | uint64_t(1) << k;
        m_kingZone[c] = ring | forward(c, ring);
        m_att[c].twice = m_att[c].all & tables.king[k];
        m_att[c].byRole[RoleKing] = tables.king[k];
        m_att[c].all |= tables.king[k];
    }
}

void ChessEval::addTerms(int& mg, int& eg) {
    pieces(White);
    pieces(Black);
    for (int c = 0; c < 2; ++c) {
        pawns(c);
        kingSafety(c);
        threats(c);
    }
    mg += m_mg;
    eg += m_eg;
}

void ChessEval::attack(int c, int role, uint64_t reach) {
    Attacks& a = m_att[c];
    a.byRole[role] |= reach;
    a.twice |= a.all & reach;
    a.all |= reach;
    const uint64_t zone = reach & m_kingZone[1 - c];
    if (zone) {
        ++a.kingAttackers;
        a.kingAttackWeight += KingAttackWeight[role];
        a.kingZoneHits += std::popcount(zone);
    }
}

// Mobility (the squares reached that count, less what an average piece reaches), rooks
// on open files and the bishop pair; and the attack sets the later terms read.
void ChessEval::pieces(int c) {
    const ChessSets& s = m_sets;
    auto mobility = [&](uint64_t reach, int average) {
        return std::popcount(reach & ~m_unsafe[c]) - average;
    };
    forEach(s.role[c][RoleKnight], [&](int sq) {
        const uint64_t reach = tables.knight[sq];
        attack(c, RoleKnight, reach);
        const int m = mobility(reach, 4);
        add(c, m * 4 + (isOutpost(c, sq) ? 26 : 0), m * 4 + (isOutpost(c, sq) ? 12 : 0));
    });
    forEach(s.role[c][RoleBishop], [&](int sq) {
        const uint64_t reach = bishopAttacks(sq, s.occupied);
        attack(c, RoleBishop, reach);
        const int m = mobility(reach, 6);
        add(c, m * 4 + (isOutpost(c, sq) ? 12 : 0), m * 5);
    });
    forEach(s.role[c][RoleRook], [&](int sq) {
        const uint64_t reach = rookAttacks(sq, s.occupied);
        attack(c, RoleRook, reach);
        const uint64_t f = file(sq % 8);
        if (!(s.role[c][RolePawn] & f)) add(c, !(s.role[1 - c][RolePawn] & f) ? 22 : 10, 0);
        const int m = mobility(reach, 6);
        add(c, m * 2, m * 4);
    });
    forEach(s.role[c][RoleQueen], [&](int sq) {
        const uint64_t reach = bishopAttacks(sq, s.occupied) | rookAttacks(sq, s.occupied);
        attack(c, RoleQueen, reach);
        const int m = mobility(reach, 12);
        add(c, m, m * 2);
    });
    if (std::popcount(s.role[c][RoleBishop]) >= 2) add(c, 28, 44);
}

void ChessEval::pawns(int c) {
    const uint64_t own = m_sets.role[c][RolePawn], theirs = m_sets.role[1 - c][RolePawn];
    forEach(own, [&](int sq) {
        const int f = sq % 8, r = sq / 8, rel = c == White ? r : 7 - r;
        const uint64_t ahead = c == White ? ranksAbove(r) : ranksBelow(r);
        // No enemy pawn ahead on this file or the next ones (one beside on the same rank
        // does not stop it).
        if (!(theirs & fileAndNeighbours(f) & ahead)) passedPawn(c, sq, rel);
        if (!(own & fileAndNeighbours(f) & ~file(f))) add(c, -10, -14);
        // The rear one of doubled pawns: it cannot advance past its neighbour.
        if (own & file(f) & ahead) add(c, -6, -18);
    });
}

// An outpost: a square in the enemy's half (ranks 4 to 6 from our side) that an own pawn
// guards and no enemy pawn can ever attack.
bool ChessEval::isOutpost(int c, int sq) const {
    const int r = sq / 8, rel = c == White ? r : 7 - r;
    if (rel < 3 || rel > 5 || !(m_att[c].byRole[RolePawn] >> sq & 1)) return false;
    const uint64_t ahead = c == White ? ranksAbove(r) : ranksBelow(r);
    const uint64_t sides = fileAndNeighbours(sq % 8) & ~file(sq % 8);
    return !(m_sets.role[1 - c][RolePawn] & sides & ahead);
}

// A passed pawn: its rank, then in the end game whether its path is free and which king
// is nearer the square in front of it.
void ChessEval::passedPawn(int c, int sq, int rel) {
    add(c, PassedMg[rel] * (2 + m_aggressive) / 2, PassedEg[rel]);
    // Guarded by a pawn: it can only be won by blockading it first.
    if (m_att[c].byRole[RolePawn] >> sq & 1) add(c, PassedMg[rel] / 4, PassedEg[rel] / 4);
    if (rel < 3) return;
    const int stop = c == White ? sq + 8 : sq - 8;
    const uint64_t stopBit = uint64_t(1) << stop;
    if (m_sets.color[1 - c] & stopBit)
        add(c, -PassedMg[rel] / 3, -PassedEg[rel] / 3); // blockaded
    else if (!(m_sets.occupied & stopBit) && !(m_att[1 - c].all & stopBit))
        add(c, 0, PassedEg[rel] / 4); // free to advance
    const int weight = rel - 2;
    const int ours = m_sets.kingSquare[c], theirs = m_sets.kingSquare[1 - c];
    if (ours < 0 || theirs < 0) return;
    add(c, 0,
        weight * (4 * std::min(distance(theirs, stop), 5) - 2 * std::min(distance(ours, stop), 5)));
}

// The shelter of c's king and the danger to it from the enemy's pieces that reach its zone.
void ChessEval::kingSafety(int c) {
    const ChessSets& s = m_sets;
    const int k = s.kingSquare[c];
    if (k < 0) return;
    const int them = 1 - c;
    const uint64_t ownPawns = s.role[c][RolePawn];
    // Own pawns just in front of a castled king.
    int shelter = 0;
    if ((c == White ? k / 8 : 7 - k / 8) <= 1) {
        const uint64_t rank1 = forward(c, uint64_t(0xff) << (8 * (k / 8)));
        const uint64_t rank2 = forward(c, rank1);
        for (int f = std::max(0, k % 8 - 1); f <= std::min(7, k % 8 + 1); ++f)
            shelter += (ownPawns & file(f) & rank1) ? 12 : (ownPawns & file(f) & rank2) ? 6 : 0;
    }
    add(c, shelter * (1 + m_solid), 0);

    const Attacks& a = m_att[them];
    if (a.kingAttackers == 0) return;
    // Squares of the zone the enemy attacks and only our king (or nothing) defends.
    const uint64_t guarded = m_att[c].all & ~(m_att[c].byRole[RoleKing] & ~m_att[c].twice);
    const uint64_t weak = m_kingZone[c] & a.all & ~guarded;
    // Checks the enemy could give from squares we do not guard.
    const uint64_t safe = ~m_att[c].all & ~s.color[them];
    const uint64_t diagonal = bishopAttacks(k, s.occupied), straight = rookAttacks(k, s.occupied);
    const uint64_t checks[RoleCount] = {0,
                                        tables.knight[k] & a.byRole[RoleKnight],
                                        diagonal & a.byRole[RoleBishop],
                                        straight & a.byRole[RoleRook],
                                        (diagonal | straight) & a.byRole[RoleQueen],
                                        0};
    int danger = a.kingAttackers * a.kingAttackWeight + 24 * a.kingZoneHits +
                 40 * std::popcount(weak) - 3 * shelter;
    for (int r = RoleKnight; r <= RoleQueen; ++r)
        if (checks[r] & safe) danger += SafeCheckWeight[r];
    // Files at the king without an own pawn: lines for the enemy's rooks and queen.
    if (s.role[them][RoleRook] | s.role[them][RoleQueen])
        for (int f = std::max(0, k % 8 - 1); f <= std::min(7, k % 8 + 1); ++f)
            if (!(ownPawns & file(f))) danger += 30;
    if (!s.role[them][RoleQueen]) danger -= 300;
    if (danger <= 0) return;
    add(c, -std::min(danger * danger / 2048, 900), -danger / 12);
}

// c's threats: enemy pieces attacked by c's pawns or lesser pieces, or left undefended.
void ChessEval::threats(int c) {
    const ChessSets& s = m_sets;
    const int them = 1 - c;
    const Attacks& a = m_att[c];
    const uint64_t minors = a.byRole[RoleKnight] | a.byRole[RoleBishop];
    const uint64_t undefended = ~m_att[them].all;
    for (int r = RolePawn; r < RoleKing; ++r) {
        const uint64_t victims = s.role[them][r];
        if (!victims) continue;
        const int byPawn = std::popcount(victims & a.byRole[RolePawn]);
        const int byMinor = std::popcount(victims & minors);
        const int byRook = std::popcount(victims & a.byRole[RoleRook]);
        add(c, byPawn * PawnThreatMg[r] + byMinor * MinorThreatMg[r] + byRook * RookThreatMg[r],
            byPawn * PawnThreatEg[r] + byMinor * MinorThreatEg[r] + byRook * RookThreatEg[r]);
        // Hanging: attacked and not defended at all.
        const int hanging = std::popcount(victims & a.all & undefended);
        if (r == RolePawn)
            add(c, 6 * hanging, 14 * hanging);
        else
            add(c, 32 * hanging, 24 * hanging);
    }
}

} // namespace tabiya::engine

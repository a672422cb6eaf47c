#include "board/core/variant.h"

#include "board/core/builtinvariants.h"

#include <bit>
#include <cctype>
#include <cstdlib>

namespace tabiya {

namespace {

// Janggi: is (file, rank) on a diagonal of either palace (a corner or the centre)?
bool onPalaceLine(const Variant& v, int file, int ownRank) {
    if (!v.palaceLines || file < v.palaceFileLo || file > v.palaceFileHi) return false;
    const int df = file - v.palaceFileLo, span = v.palaceFileHi - v.palaceFileLo;
    for (int dr : {ownRank, ownRank - (v.height - v.palaceDepth)})
        if (dr >= 0 && dr < v.palaceDepth && (df == dr || df + dr == span)) return true;
    return false;
}

uint8_t zoneBits(const Variant& v, int file, int ownRank) {
    uint8_t bits = 0;
    if (file >= v.palaceFileLo && file <= v.palaceFileHi && ownRank < v.palaceDepth)
        bits |= ZonePalace;
    bits |= ownRank < v.height / 2 ? ZoneOwnHalf : ZoneEnemyHalf;
    if (ownRank == v.pawnStartRank) bits |= ZonePawnStart;
    if (ownRank == 0) bits |= ZoneInitial;
    if (ownRank >= v.height - v.promotionRanks) bits |= ZonePromotion;
    if (onPalaceLine(v, file, ownRank)) bits |= ZonePalaceLine;
    return bits;
}

// The paths of a PathLeap to (df, dr): n = max(|df|, |dr|) king steps that never turn
// back, m = min(|df|, |dr|) of them diagonal, in every order (at most three steps).
Variant::LegPaths pathsTo(int df, int dr) {
    Variant::LegPaths out;
    const int n = std::max(std::abs(df), std::abs(dr)), m = std::min(std::abs(df), std::abs(dr));
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    const bool alongRanks = std::abs(dr) >= std::abs(df);
    for (unsigned mask = 0; mask < (1u << n) && out.count < 3 && n <= 3; ++mask) {
        if (std::popcount(mask) != m) continue;
        int f = 0, r = 0;
        auto& legs = out.legs[size_t(out.count++)];
        for (int i = 0; i < n - 1; ++i) {
            const bool diagonal = mask >> i & 1;
            f += alongRanks ? (diagonal ? sf : 0) : sf;
            r += alongRanks ? sr : (diagonal ? sr : 0);
            legs[size_t(i)] = geometry::offset(f, r);
        }
        for (int i = n - 1; i < 2; ++i) // shorter paths repeat their last square
            legs[size_t(i)] = i > 0 ? legs[size_t(i - 1)] : 0;
    }
    return out;
}

// Adds the paths of a PathLeap, or the one path of a LameLeap with two legs (which then
// moves as a PathLeap), to table, seen from the colour with this side and forward; their
// index there, or -1 for any other atom.
int addPaths(std::vector<Variant::LegPaths>& table, const MoveAtom& a, int side, int forward) {
    using geometry::offset;
    if (a.kind == AtomKind::PathLeap) {
        table.push_back(pathsTo(a.df * side, a.dr * forward));
    } else if (a.kind == AtomKind::LameLeap && (a.leg2Df || a.leg2Dr)) {
        Variant::LegPaths one;
        one.count = 1;
        one.legs[0] = {offset(a.legDf * side, a.legDr * forward),
                       offset(a.leg2Df * side, a.leg2Dr * forward)};
        table.push_back(one);
    } else {
        return -1;
    }
    return int(table.size()) - 1;
}

// The board's squares (onBoard, boardSquares) and each colour's zone bits on them.
void markSquares(Variant& v) {
    v.onBoard.fill(0);
    v.boardSquares = 0;
    for (int r = 0; r < v.height; ++r)
        for (int f = 0; f < v.width; ++f) {
            const Square s = v.square(f, r);
            v.onBoard[s] = 1;
            ++v.boardSquares;
            v.zones[White][s] = zoneBits(v, f, r);
            v.zones[Black][s] = zoneBits(v, f, v.height - 1 - r);
        }
}

// Empties the tables finalize() fills, so that finalizing twice gives the same tables.
void clearMoveTables(Variant& v) {
    v.pathTable.clear();
    for (int c = 0; c < 2; ++c) {
        v.attackLeaps[c].clear();
        v.attackRays[c].clear();
        v.attackBents[c].clear();
        v.zonedRays[c].clear();
        for (auto& list : v.atoms[c])
            list.clear();
    }
}

// The ray along step in rays, added (with no riders or hoppers yet) when missing.
Variant::AttackRay& rayAlong(std::vector<Variant::AttackRay>& rays, int step, uint8_t fromZone = 0,
                             uint8_t toZone = 0) {
    for (auto& ray : rays)
        if (ray.step == step && ray.fromZone == fromZone && ray.toZone == toZone) return ray;
    rays.push_back({step, 0, 0, fromZone, toZone});
    return rays.back();
}

// Variant::exposeTable from the attack tables: the squares, relative to a royal piece,
// whose emptying (ExposeFrom) or filling (ExposeTo) can change whether it is attacked.
void fillExposeTable(Variant& v) {
    using namespace geometry;
    v.exposeTable.assign(2 * Cells + 1, 0);
    for (int c = 0; c < 2; ++c) {
        std::vector<Variant::AttackRay> rays = v.attackRays[c];
        rays.insert(rays.end(), v.zonedRays[c].begin(), v.zonedRays[c].end());
        for (const Variant::AttackRay& ray : rays)
            for (int k = 1; k < MaxRanks + MaxFiles; ++k) {
                const int delta = k * ray.step;
                if (delta <= -Cells || delta >= Cells) break;
                v.exposeTable[delta + Cells] |= Variant::ExposeFrom;
                if (ray.hoppers) v.exposeTable[delta + Cells] |= Variant::ExposeTo;
            }
        // A bent rider is blocked on the squares target - k step and on its second leg.
        for (const Variant::AttackBent& bent : v.attackBents[c])
            for (int k = 1; k < MaxRanks + MaxFiles; ++k) {
                const int delta = -k * bent.step;
                if (delta <= -Cells || delta >= Cells) break;
                v.exposeTable[delta + Cells] |= Variant::ExposeFrom;
                const int leg2 = delta - bent.cornerOffset + bent.legOffset2;
                if (leg2 > -Cells && leg2 < Cells)
                    v.exposeTable[leg2 + Cells] |= Variant::ExposeFrom;
            }
        for (const Variant::AttackLeap& leap : v.attackLeaps[c]) {
            if (leap.legOffset)
                v.exposeTable[-leap.offset + leap.legOffset + Cells] |= Variant::ExposeFrom;
            if (leap.legOffset2) // == legOffset or a second leg
                v.exposeTable[-leap.offset + leap.legOffset2 + Cells] |= Variant::ExposeFrom;
            if (leap.paths < 0) continue;
            const Variant::LegPaths& paths = v.pathTable[size_t(leap.paths)];
            for (int i = 0; i < paths.count; ++i)
                for (int legOffset : paths.legs[size_t(i)])
                    v.exposeTable[-leap.offset + legOffset + Cells] |= Variant::ExposeFrom;
        }
    }
}

} // namespace

void Variant::finalize() {
    using namespace geometry;
    markSquares(*this);
    clearMoveTables(*this);
    royalKind = -1;
    castlingKind = -1;
    tracksVirgin = gating;
    shogiNotation = false;
    noSameKindHopKinds = 0;
    specialLegality = passing || dupleCheck;
    auto zonedRayFor = [this](int c, int step, uint8_t fromZone, uint8_t toZone) -> AttackRay& {
        return rayAlong(zonedRays[c], step, fromZone, toZone);
    };
    auto rayFor = [this](int c, int step) -> AttackRay& { return rayAlong(attackRays[c], step); };

    for (int k = 0; k < int(kinds.size()); ++k) {
        const PieceKind& kind = kinds[k];
        if (kind.royal) royalKind = k;
        if (kind.noSameKindHop) noSameKindHopKinds |= uint64_t(1) << k;
        if (kind.mark == '+') shogiNotation = true;
        if (kind.letter == 'K' && !kind.mark && castlingKind < 0) castlingKind = k;
        for (int c = 0; c < 2; ++c) {
            const int forward = c == White ? 1 : -1;
            const int side = c == Black && kind.turnedForBlack ? -1 : 1;
            for (const MoveAtom& a : kind.atoms) {
                if (a.fromZone & ZoneInitial) tracksVirgin = true;
                const int off = offset(a.df * side, a.dr * forward);
                const int leg = offset(a.legDf * side, a.legDr * forward);
                const int paths = addPaths(pathTable, a, side, forward);
                const AtomKind compiled = paths >= 0 ? AtomKind::PathLeap : a.kind;
                const bool twoLegs = a.leg2Df || a.leg2Dr;
                const int leg2 = twoLegs ? offset(a.leg2Df * side, a.leg2Dr * forward) : leg;
                atoms[c][k].push_back({compiled, a.mode, off, leg, a.fromZone, a.toZone,
                                       int8_t(a.df * side), int8_t(a.dr * forward), paths, leg2});
                if (a.mode == AtomMode::MoveOnly) continue;
                if ((a.kind == AtomKind::Ride || a.kind == AtomKind::Hop) &&
                    (a.fromZone || a.toZone)) {
                    AttackRay& ray = zonedRayFor(c, -off, a.fromZone, a.toZone);
                    (a.kind == AtomKind::Ride ? ray.riders : ray.hoppers) |= uint64_t(1) << k;
                    continue;
                }
                switch (compiled) {
                case AtomKind::BentRide:
                    attackBents[c].push_back({off, leg, leg2, makePiece(Color(c), k)});
                    break;
                case AtomKind::PathLeap:
                    attackLeaps[c].push_back(
                        {off, 0, makePiece(Color(c), k), a.fromZone, a.toZone, paths});
                    break;
                case AtomKind::Leap:
                case AtomKind::LameLeap:
                    attackLeaps[c].push_back({off, a.kind == AtomKind::LameLeap ? leg : 0,
                                              makePiece(Color(c), k), a.fromZone, a.toZone, -1,
                                              a.kind == AtomKind::LameLeap ? leg2 : 0});
                    break;
                case AtomKind::Ride: rayFor(c, -off).riders |= uint64_t(1) << k; break;
                case AtomKind::Hop: rayFor(c, -off).hoppers |= uint64_t(1) << k; break;
                }
            }
        }
    }
    // The flying general: facing generals attack each other along the file.
    if (kingsMayNotFace && royalKind >= 0)
        for (int c = 0; c < 2; ++c) {
            rayFor(c, Stride).riders |= uint64_t(1) << royalKind;
            rayFor(c, -Stride).riders |= uint64_t(1) << royalKind;
        }

    if (royalKind >= 0) castlingKind = royalKind;
    hasZonedRays = !zonedRays[White].empty() || !zonedRays[Black].empty();
    fillExposeTable(*this);
}

int Variant::kindForLetter(char upperLetter) const {
    for (int k = 0; k < int(kinds.size()); ++k)
        if (!kinds[k].mark && (kinds[k].letter == upperLetter ||
                               kinds[k].aliases.find(upperLetter) != std::string::npos))
            return k;
    return -1;
}

int Variant::markedKind(char upperLetter, char mark) const {
    for (int k = 0; k < int(kinds.size()); ++k)
        if (kinds[k].mark == mark && kinds[k].letter == upperLetter) return k;
    return -1;
}

const Variant& Variant::chess() {
    static const Variant& chess = *builtInVariant("normal");
    return chess;
}

const Variant& Variant::xiangqi() {
    static const Variant& xiangqi = *builtInVariant("xiangqi");
    return xiangqi;
}

const Variant* Variant::byName(const std::string& name) {
    std::string lower;
    for (char ch : name)
        lower += char(std::tolower(static_cast<unsigned char>(ch)));
    // Chess960 is chess: castling rights name their rooks, so one rule set serves both.
    if (lower == "normal" || lower == "chess" || lower == "standard" || lower == "fischerandom" ||
        lower == "chess960")
        return &chess();
    if (lower == "3-check" || lower == "threecheck") lower = "3check";
    if (lower == "antichess") lower = "giveaway";
    return builtInVariant(lower);
}

std::vector<std::string> Variant::builtInNames() {
    // Only the two a FEN is guessed to be in: a chess FEN that fails chess's checks must
    // not turn into a game of giveaway or twokings, which accept what chess refuses.
    return {"normal", "xiangqi"};
}

} // namespace tabiya

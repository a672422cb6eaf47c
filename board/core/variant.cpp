#include "board/core/variant.h"

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

} // namespace

void Variant::finalize() {
    using namespace geometry;
    onBoard.fill(0);
    boardSquares = 0;
    for (int r = 0; r < height; ++r)
        for (int f = 0; f < width; ++f) {
            const Square s = square(f, r);
            onBoard[s] = 1;
            ++boardSquares;
            zones[White][s] = zoneBits(*this, f, r);
            zones[Black][s] = zoneBits(*this, f, height - 1 - r);
        }

    royalKind = -1;
    castlingKind = -1;
    tracksVirgin = gating;
    shogiNotation = false;
    pathTable.clear();
    noSameKindHopKinds = 0;
    specialLegality = passing || dupleCheck;
    for (int c = 0; c < 2; ++c) {
        attackLeaps[c].clear();
        attackRays[c].clear();
        attackBents[c].clear();
        zonedRays[c].clear();
        for (auto& list : atoms[c])
            list.clear();
    }
    auto zonedRayFor = [this](int c, int step, uint8_t fromZone, uint8_t toZone) -> AttackRay& {
        for (auto& ray : zonedRays[c])
            if (ray.step == step && ray.fromZone == fromZone && ray.toZone == toZone) return ray;
        zonedRays[c].push_back({step, 0, 0, fromZone, toZone});
        return zonedRays[c].back();
    };
    auto rayFor = [this](int c, int step) -> AttackRay& {
        for (auto& ray : attackRays[c])
            if (ray.step == step) return ray;
        attackRays[c].push_back({step, 0, 0});
        return attackRays[c].back();
    };

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
                int paths = -1;
                AtomKind compiled = a.kind;
                if (a.kind == AtomKind::PathLeap) {
                    paths = int(pathTable.size());
                    pathTable.push_back(pathsTo(a.df * side, a.dr * forward));
                } else if (a.kind == AtomKind::LameLeap && (a.leg2Df || a.leg2Dr)) {
                    // Two legs: a path leap with one path.
                    compiled = AtomKind::PathLeap;
                    paths = int(pathTable.size());
                    LegPaths one;
                    one.count = 1;
                    one.legs[0] = {leg, offset(a.leg2Df * side, a.leg2Dr * forward)};
                    pathTable.push_back(one);
                }
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

    exposeTable.assign(2 * Cells + 1, 0);
    for (int c = 0; c < 2; ++c) {
        std::vector<AttackRay> rays = attackRays[c];
        rays.insert(rays.end(), zonedRays[c].begin(), zonedRays[c].end());
        for (const AttackRay& ray : rays)
            for (int k = 1; k < MaxRanks + MaxFiles; ++k) {
                const int delta = k * ray.step;
                if (delta <= -Cells || delta >= Cells) break;
                exposeTable[delta + Cells] |= ExposeFrom;
                if (ray.hoppers) exposeTable[delta + Cells] |= ExposeTo;
            }
        // A bent rider is blocked on the squares target - k step and on its second leg.
        for (const AttackBent& bent : attackBents[c])
            for (int k = 1; k < MaxRanks + MaxFiles; ++k) {
                const int delta = -k * bent.step;
                if (delta <= -Cells || delta >= Cells) break;
                exposeTable[delta + Cells] |= ExposeFrom;
                const int leg2 = delta - bent.cornerOffset + bent.legOffset2;
                if (leg2 > -Cells && leg2 < Cells) exposeTable[leg2 + Cells] |= ExposeFrom;
            }
        for (const AttackLeap& leap : attackLeaps[c]) {
            if (leap.legOffset) exposeTable[-leap.offset + leap.legOffset + Cells] |= ExposeFrom;
            if (leap.legOffset2)
                exposeTable[-leap.offset + leap.legOffset2 + Cells] |=
                    ExposeFrom; // == legOffset or a second leg
            if (leap.paths < 0) continue;
            const LegPaths& paths = pathTable[size_t(leap.paths)];
            for (int i = 0; i < paths.count; ++i)
                for (int legOffset : paths.legs[size_t(i)])
                    exposeTable[-leap.offset + legOffset + Cells] |= ExposeFrom;
        }
    }
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

const Variant* builtInVariant(const std::string& lowerName); // variants.cpp

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

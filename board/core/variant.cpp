#include "board/core/variant.h"

#include <cctype>

namespace tabiya {

namespace {

uint8_t zoneBits(const Variant& v, int file, int ownRank) {
    uint8_t bits = 0;
    if (file >= v.palaceFileLo && file <= v.palaceFileHi && ownRank < v.palaceDepth)
        bits |= ZonePalace;
    bits |= ownRank < v.height / 2 ? ZoneOwnHalf : ZoneEnemyHalf;
    if (ownRank == v.pawnStartRank) bits |= ZonePawnStart;
    if (ownRank == 0) bits |= ZoneInitial;
    if (ownRank >= v.height - v.promotionRanks) bits |= ZonePromotion;
    return bits;
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
    for (int c = 0; c < 2; ++c) {
        attackLeaps[c].clear();
        attackRays[c].clear();
        for (auto& list : atoms[c])
            list.clear();
    }
    auto rayFor = [this](int c, int step) -> AttackRay& {
        for (auto& ray : attackRays[c])
            if (ray.step == step) return ray;
        attackRays[c].push_back({step, 0, 0});
        return attackRays[c].back();
    };

    for (int k = 0; k < int(kinds.size()); ++k) {
        const PieceKind& kind = kinds[k];
        if (kind.royal) royalKind = k;
        if (kind.mark == '+') shogiNotation = true;
        if (kind.letter == 'K' && !kind.mark && castlingKind < 0) castlingKind = k;
        for (int c = 0; c < 2; ++c) {
            const int forward = c == White ? 1 : -1;
            for (const MoveAtom& a : kind.atoms) {
                if (a.fromZone & ZoneInitial) tracksVirgin = true;
                const int off = offset(a.df, a.dr * forward);
                const int leg = offset(a.legDf, a.legDr * forward);
                atoms[c][k].push_back({a.kind, a.mode, off, leg, a.fromZone, a.toZone});
                if (a.mode == AtomMode::MoveOnly) continue;
                switch (a.kind) {
                case AtomKind::Leap:
                case AtomKind::LameLeap:
                    attackLeaps[c].push_back({off, a.kind == AtomKind::LameLeap ? leg : 0,
                                              makePiece(Color(c), k), a.fromZone, a.toZone});
                    break;
                case AtomKind::Ride: rayFor(c, -off).riders |= 1u << k; break;
                case AtomKind::Hop: rayFor(c, -off).hoppers |= 1u << k; break;
                }
            }
        }
    }
    // The flying general: facing generals attack each other along the file.
    if (kingsMayNotFace && royalKind >= 0)
        for (int c = 0; c < 2; ++c) {
            rayFor(c, Stride).riders |= 1u << royalKind;
            rayFor(c, -Stride).riders |= 1u << royalKind;
        }

    if (royalKind >= 0) castlingKind = royalKind;

    exposeTable.assign(2 * Cells + 1, 0);
    for (int c = 0; c < 2; ++c) {
        for (const AttackRay& ray : attackRays[c])
            for (int k = 1; k < MaxRanks + MaxFiles; ++k) {
                const int delta = k * ray.step;
                if (delta <= -Cells || delta >= Cells) break;
                exposeTable[delta + Cells] |= ExposeFrom;
                if (ray.hoppers) exposeTable[delta + Cells] |= ExposeTo;
            }
        for (const AttackLeap& leap : attackLeaps[c])
            if (leap.legOffset) exposeTable[-leap.offset + leap.legOffset + Cells] |= ExposeFrom;
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

#include "board/core/movegen.h"

#include "board/core/attacks.h"
#include "board/core/chu.h"
#include "board/core/position.h"

#include <algorithm>

namespace tabiya::movegen {

using namespace geometry;
using Atom = Variant::CompiledAtom;

namespace {

// The piece whose moves are being added: where it stands, and whether its moves promote
// as a pawn's or as a shogi piece's.
struct Mover {
    Square from;
    int kind;
    bool pawn;
    bool promotes;
};

// One generation: the board, the zones and the e.p. square of the side to move looked up
// once, each atom kind added by its own step, then castling, the pass, drops and gating.
// TacticalOnly: captures and promotions only, every other move left out where it would be
// added (a template parameter, so that the full generation pays no test for it).
template <bool TacticalOnly> class Generator {
public:
    Generator(const Position& pos, MoveList& list)
        : pos(pos)
        , v(pos.variant())
        , list(list)
        , us(pos.sideToMove())
        , them(colorBit(~us))
        , b(pos.board())
        , zones(v.zones[us])
        , ep(pos.epSquare()) {}

    // Forced inline into its two callers: called, the full generation (perft) cost 5% more.
    [[gnu::always_inline]] inline void run();

private:
    const Position& pos;
    const Variant& v;
    MoveList& list;
    const Color us;
    const Piece them;
    const Piece* b;
    const std::array<uint8_t, Cells>& zones;
    const Square ep;

    // The per-atom steps are forced inline: out of line they cost the engine's bench 5%
    // more instructions (valgrind --tool=callgrind) than the one loop they were cut from.
    bool inToZone(const Atom& a, Square to) const { return !a.toZone || (zones[to] & a.toZone); }
    [[gnu::always_inline]] inline bool atomApplies(const Mover& p, const Atom& a) const;
    [[gnu::always_inline]] inline void atomMoves(const Mover& p, const Atom& a);
    [[gnu::always_inline]] inline void leap(const Mover& p, const Atom& a);
    [[gnu::always_inline]] inline void ride(const Mover& p, const Atom& a, Square to);
    void hop(const Mover& p, const Atom& a);
    void hopsBeyond(const Mover& p, const Atom& a, Square to);
    void bentRide(const Mover& p, const Atom& a);
    void wrapped(const Mover& p, const Atom& a);
    [[gnu::always_inline]] inline void add(const Mover& p, Square to);
    void addPawnMove(Square from, Square to);
    void addPromotable(Square from, Square to, int kind);
    void castling();
    void drops();
    void gatings();
};

template <bool TacticalOnly> void Generator<TacticalOnly>::run() {
    if (v.chu) {
        chu::generate(pos, list);
        return;
    }
    if (v.passing && pos.endedByPass()) return;
    const int count = pos.pieceCount(us);
    for (int i = 0; i < count; ++i) {
        const Square from = pos.pieceSquares(us)[size_t(i)];
        const int kind = kindOf(b[from]);
        const Mover p{from, kind, v.kinds[kind].pawn, v.kinds[kind].promotesTo >= 0};
        for (const Atom& a : v.atoms[us][kind])
            if (atomApplies(p, a)) atomMoves(p, a);
    }
    // Castling, the pass and drops are all quiet.
    if (v.castling && !TacticalOnly) castling();
    const Square royal = pos.royalSquare(us);
    if (v.passing && royal != NoSquare && !TacticalOnly)
        list.push(Move(royal, royal, MoveType::Pass));
    if (v.gating)
        gatings();
    else if (v.holdings && !v.handPromotion && !TacticalOnly)
        drops();
}

template <bool TacticalOnly>
bool Generator<TacticalOnly>::atomApplies(const Mover& p, const Atom& a) const {
    if (!a.fromZone) return true;
    if (!(zones[p.from] & a.fromZone)) return false;
    // An initial move: the piece has not moved, and a king not in check.
    return !(a.fromZone & ZoneInitial) ||
           (pos.isVirgin(us, fileOf(p.from)) && !(p.kind == v.royalKind && pos.inCheck()));
}

template <bool TacticalOnly>
void Generator<TacticalOnly>::atomMoves(const Mover& p, const Atom& a) {
    if (v.cylinder) return wrapped(p, a);
    switch (a.kind) {
    case AtomKind::PathLeap:
        if (attacks::pathOpen(v, b, p.from, a.paths)) leap(p, a);
        return;
    case AtomKind::LameLeap:
        if ((b[p.from + a.legOffset] | b[p.from + a.legOffset2]) == NoPiece) leap(p, a);
        return;
    case AtomKind::Leap: leap(p, a); return;
    case AtomKind::Ride: ride(p, a, p.from + a.offset); return;
    case AtomKind::Hop: hop(p, a); return;
    case AtomKind::BentRide: bentRide(p, a); return;
    }
}

template <bool TacticalOnly> void Generator<TacticalOnly>::leap(const Mover& p, const Atom& a) {
    const Square to = p.from + a.offset;
    const Piece q = b[to];
    if (q == OffBoard || !inToZone(a, to)) return;
    if (q == NoPiece) {
        if (a.mode != AtomMode::CaptureOnly)
            add(p, to);
        else if (p.pawn && to == ep && v.enPassant)
            list.push(Move(p.from, to, MoveType::EnPassant));
    } else if ((q & them) && a.mode != AtomMode::MoveOnly) {
        add(p, to);
    }
}

// Sliding from `to` on in the atom's direction: quiet moves, then the capture.
template <bool TacticalOnly>
void Generator<TacticalOnly>::ride(const Mover& p, const Atom& a, Square to) {
    while (b[to] == NoPiece) {
        if (a.mode != AtomMode::CaptureOnly && inToZone(a, to)) add(p, to);
        to += a.offset;
    }
    if ((b[to] & them) && a.mode != AtomMode::MoveOnly && inToZone(a, to)) add(p, to);
}

// BentRide: over its empty corner (and second leg), then sliding on from there.
template <bool TacticalOnly> void Generator<TacticalOnly>::bentRide(const Mover& p, const Atom& a) {
    const Square corner = p.from + a.legOffset;
    if (b[corner] != NoPiece || b[p.from + a.legOffset2] != NoPiece) return;
    ride(p, a, corner + a.offset);
}

template <bool TacticalOnly> void Generator<TacticalOnly>::hop(const Mover& p, const Atom& a) {
    Square to = p.from + a.offset;
    while (b[to] == NoPiece)
        to += a.offset;
    if (b[to] == OffBoard) return;
    to += a.offset;
    if (a.mode == AtomMode::CaptureOnly) { // xiangqi's cannon
        while (b[to] == NoPiece)
            to += a.offset;
        if ((b[to] & them) && inToZone(a, to)) add(p, to);
        return;
    }
    hopsBeyond(p, a, to);
}

// Janggi's cannon, from the square past its screen: quiet moves up to the next piece,
// which it takes; neither over nor onto a cannon.
template <bool TacticalOnly>
void Generator<TacticalOnly>::hopsBeyond(const Mover& p, const Atom& a, Square to) {
    const bool sameKindBarred = v.noSameKindHopKinds >> p.kind & 1;
    if (sameKindBarred && kindOf(b[to - a.offset]) == p.kind) return;
    while (b[to] == NoPiece) {
        if (inToZone(a, to)) add(p, to);
        to += a.offset;
    }
    if (a.mode != AtomMode::MoveOnly && (b[to] & them) && inToZone(a, to) &&
        !(sameKindBarred && kindOf(b[to]) == p.kind))
        add(p, to);
}

// Cylinder: leaps and rides with the files wrapping round; a rider stops before its own
// square.
template <bool TacticalOnly> void Generator<TacticalOnly>::wrapped(const Mover& p, const Atom& a) {
    Square to = attacks::wrapStep(v, p.from, a.df, a.dr);
    if (a.kind == AtomKind::LameLeap) {
        // The leg is at most one step away, so its offset names its direction.
        const int legDr = (a.legOffset + Stride / 2 + Stride * 8) / Stride - 8;
        const Square leg = attacks::wrapStep(v, p.from, a.legOffset - legDr * Stride, legDr);
        if (leg == NoSquare || b[leg] != NoPiece) return;
    }
    while (to != NoSquare && to != p.from) {
        const Piece q = b[to];
        if (!inToZone(a, to)) return;
        if (q == NoPiece) {
            if (a.mode != AtomMode::CaptureOnly)
                add(p, to);
            else if (to == ep && v.enPassant && p.pawn)
                list.push(Move(p.from, to, MoveType::EnPassant));
        } else {
            if ((q & them) && a.mode != AtomMode::MoveOnly) add(p, to);
            return;
        }
        if (a.kind != AtomKind::Ride) return;
        to = attacks::wrapStep(v, to, a.df, a.dr);
    }
}

template <bool TacticalOnly> void Generator<TacticalOnly>::add(const Mover& p, Square to) {
    // Pawns' and shogi pieces' quiet moves may promote: they are sorted out below.
    if (TacticalOnly && b[to] == NoPiece && !p.pawn && !p.promotes) return;
    if (p.pawn)
        addPawnMove(p.from, to);
    else if (p.promotes)
        addPromotable(p.from, to, p.kind);
    else
        list.push(Move(p.from, to));
}

template <bool TacticalOnly> void Generator<TacticalOnly>::addPawnMove(Square from, Square to) {
    if ((zones[to] & ZonePromotion) && !v.promotionKinds.empty()) {
        // Spartan: Black's hoplites have their own choices, a king only while one is left.
        const bool black = us == Black && !v.blackPromotionKinds.empty();
        const bool noKing = black && attacks::royalCount(pos, Black) >= 2;
        // Super, great: only to a kind in the own hand; with none there the pawn cannot
        // go to the last rank.
        for (int k : black ? v.blackPromotionKinds : v.promotionKinds)
            if ((!v.handPromotion || pos.handCount(us, k) > 0) && !(noKing && k == v.royalKind))
                list.push(Move(from, to, MoveType::Promotion, k));
    } else if (!TacticalOnly || b[to] != NoPiece) {
        list.push(Move(from, to));
    }
}

// Shogi: into, within or out of the zone a piece may promote, and must where it could
// not move on.
template <bool TacticalOnly>
void Generator<TacticalOnly>::addPromotable(Square from, Square to, int kind) {
    const PieceKind& k = v.kinds[kind];
    if ((zones[to] | zones[from]) & ZonePromotion) {
        list.push(Move(from, to, MoveType::Promotion, k.promotesTo));
        const int ownRank = us == White ? rankOf(to) : v.height - 1 - rankOf(to);
        if (ownRank >= v.height - k.forcedRanks) return;
    }
    if (!TacticalOnly || b[to] != NoPiece) list.push(Move(from, to));
}

template <bool TacticalOnly> void Generator<TacticalOnly>::castling() {
    const Square king = pos.castlingKingSquare(us);
    if (king == NoSquare || pos.inCheck()) return;
    // Without a royal piece (giveaway) nothing is ever in check, nor a square attacked.
    const bool attacksMatter = v.royalKind >= 0;
    const int rank = rankOf(king);
    for (int side = 0; side < 2; ++side) {
        const int rookFile = pos.castlingRookFile(us, side);
        if (rookFile < 0) continue;
        const Square rook = square(rookFile, rank);
        const Square kingTo = square(v.castleKingFile(side, fileOf(king)), rank);
        const Square rookTo = square(v.castleRookFile(side, fileOf(king)), rank);
        const Square lo = std::min({king, rook, kingTo, rookTo});
        const Square hi = std::max({king, rook, kingTo, rookTo});
        bool ok = colorOf(b[rook]) == us && isPiece(b[rook]);
        for (Square s = lo; ok && s <= hi; ++s)
            if (s != king && s != rook && b[s] != NoPiece) ok = false;
        // The king may not pass through an attacked square; the final square is checked
        // with everything moved, by isLegal.
        const int step = kingTo > king ? 1 : -1;
        // (A king already on its destination, e.g. g1 in Chess960, passes nothing.)
        for (Square s = king + step; ok && attacksMatter && king != kingTo && s != kingTo;
             s += step)
            if (attacks::barsCastling(pos, s, ~us)) ok = false;
        if (ok) list.push(Move(king, rook, MoveType::Castle));
    }
}

template <bool TacticalOnly> void Generator<TacticalOnly>::drops() {
    for (int k = 0; k < int(v.kinds.size()); ++k) {
        if (pos.handCount(us, k) == 0) continue;
        const bool pawn = v.kinds[k].pawn;
        // Nifu: files already holding an own unpromoted pawn.
        uint32_t pawnFiles = 0;
        if (k == v.dropPawnKind)
            for (int i = 0; i < pos.pieceCount(us); ++i)
                if (kindOf(b[pos.pieceSquares(us)[size_t(i)]]) == k)
                    pawnFiles |= 1u << fileOf(pos.pieceSquares(us)[size_t(i)]);
        for (int r = 0; r < v.height; ++r) {
            const int ownRank = us == White ? r : v.height - 1 - r;
            if (pawn && (ownRank == 0 || ownRank >= v.height - v.promotionRanks)) continue;
            if (ownRank >= v.height - v.kinds[k].forcedRanks) continue;
            for (int f = 0; f < v.width; ++f)
                if (b[square(f, r)] == NoPiece && !(pawnFiles >> f & 1))
                    list.push(Move(NoSquare, square(f, r), MoveType::Drop, k));
        }
    }
}

// Seirawan: every move of an unmoved first-rank piece may also put a piece from the hand
// on the square it leaves (a castling: on the king's or the rook's square).
template <bool TacticalOnly> void Generator<TacticalOnly>::gatings() {
    const int n = list.size();
    const int homeRank = us == White ? 0 : v.height - 1;
    for (int k = 0; k < int(v.kinds.size()); ++k) {
        if (pos.handCount(us, k) == 0) continue;
        for (int i = 0; i < n; ++i) {
            const Move m = list[i];
            const Square from = m.from();
            if (rankOf(from) != homeRank) continue;
            if (m.type() == MoveType::Normal && pos.isVirgin(us, fileOf(from))) {
                list.push(Move(from, m.to(), MoveType::Gate, k));
            } else if (m.type() == MoveType::Castle) {
                if (pos.isVirgin(us, fileOf(from)))
                    list.push(Move(from, m.to(), MoveType::CastleGate, k));
                if (pos.isVirgin(us, fileOf(m.to())))
                    list.push(Move(from, m.to(), MoveType::CastleGate, k, true));
            }
        }
    }
}

} // namespace

void generatePseudoLegal(const Position& pos, MoveList& list) {
    Generator<false>(pos, list).run();
}

void generateTactical(const Position& pos, MoveList& list) {
    if (pos.variant().chu)
        Generator<false>(pos, list).run();
    else
        Generator<true>(pos, list).run();
}

bool canCaptureEnPassant(const Position& pos, Square ep, Color by) {
    const Variant& v = pos.variant();
    for (int i = 0; i < pos.pieceCount(by); ++i) {
        const Square s = pos.pieceSquares(by)[size_t(i)];
        const int kind = kindOf(pos.at(s));
        if (!v.kinds[kind].pawn) continue;
        for (const auto& a : v.atoms[by][kind])
            if (a.mode == AtomMode::CaptureOnly &&
                (v.cylinder ? attacks::wrapStep(v, s, a.df, a.dr) : s + a.offset) == ep)
                return true;
    }
    return false;
}

} // namespace tabiya::movegen

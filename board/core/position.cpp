#include "board/core/position.h"

#include "board/core/chu.h"
#include "board/core/zobrist.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya {

using namespace geometry;

bool MoveList::contains(Move m) const {
    return std::find(begin(), end(), m) != end();
}

Position::Position(const Variant& variant)
    : m_variant(&variant) {
    clear();
}

Position Position::startPosition(const Variant& variant) {
    return *fromFen(variant, variant.startFen);
}

void Position::clear() {
    for (Square s = 0; s < Cells; ++s)
        m_board[s] = m_variant->onBoard[s] ? NoPiece : OffBoard;
    m_count = {0, 0};
    m_index.fill(0);
    m_royal = {NoSquare, NoSquare};
    m_exploded.clear();
    for (auto& h : m_hand)
        h.fill(0);
    m_side = White;
    m_fullmoveStart = 1;
    m_plyParity = 0;
    m_states.assign(1, StateInfo{});
    m_states.reserve(256);
    recomputeHash();
}

void Position::addPiece(Square s, Piece p) {
    const Color c = colorOf(p);
    m_board[s] = p;
    m_index[s] = uint8_t(m_count[c]);
    m_squares[c][m_count[c]++] = s;
    if (kindOf(p) == m_variant->royalKind) {
        if (m_variant->firstKingIsRoyal)
            findRoyal(c);
        else
            m_royal[c] = s;
    }
}

void Position::findRoyal(Color c) {
    // Twokings: the king met first scanning a1, a2, ..., b1, ...; elsewhere the last one
    // left (an edited position may hold two).
    m_royal[c] = NoSquare;
    for (int j = 0; j < m_count[c]; ++j) {
        const Square s = m_squares[c][j];
        if (kindOf(m_board[s]) != m_variant->royalKind) continue;
        if (m_variant->firstKingIsRoyal && m_royal[c] != NoSquare &&
            fileOf(m_royal[c]) * Stride + rankOf(m_royal[c]) < fileOf(s) * Stride + rankOf(s))
            continue;
        m_royal[c] = s;
    }
}

Square Position::castlingKingSquare(Color c) const {
    const Variant& v = *m_variant;
    if (v.royalKind >= 0 && !v.firstKingIsRoyal) return m_royal[c];
    if (v.castlingKind < 0) return NoSquare;
    const int rank = c == White ? 0 : v.height - 1;
    const Piece king = makePiece(c, v.castlingKind);
    for (int f : {v.width / 2, (v.width - 1) / 2})
        if (at(f, rank) == king) return square(f, rank);
    return NoSquare;
}

void Position::removePiece(Square s) {
    const Color c = colorOf(m_board[s]);
    const bool royal = kindOf(m_board[s]) == m_variant->royalKind;
    const int i = m_index[s];
    const Square last = m_squares[c][--m_count[c]];
    m_squares[c][i] = last;
    m_index[last] = uint8_t(i);
    m_board[s] = NoPiece;
    // An edited position may hold two royal pieces a side: when one goes, the royal
    // square is the other's, not none (validate() and the search read it).
    if (royal) findRoyal(c);
}

void Position::movePiece(Square from, Square to) {
    const Piece p = m_board[from];
    const Color c = colorOf(p);
    m_board[to] = p;
    m_board[from] = NoPiece;
    m_index[to] = m_index[from];
    m_squares[c][m_index[to]] = to;
    if (kindOf(p) == m_variant->royalKind) {
        if (m_variant->firstKingIsRoyal)
            findRoyal(c);
        else
            m_royal[c] = to;
    }
}

void Position::recomputeHash() {
    const auto& keys = zobrist::keys();
    StateInfo& st = state();
    uint64_t h = 0;
    for (int c = 0; c < 2; ++c) {
        for (int i = 0; i < m_count[c]; ++i)
            h ^= zobrist::pieceKey(m_board[m_squares[c][i]], m_squares[c][i]);
        for (int k = 0; k < MaxKinds; ++k)
            h ^= keys.hand[c][k][std::min(m_hand[c][k], 63)];
    }
    for (int slot = 0; slot < 4; ++slot)
        if (st.castleFile[slot] >= 0) h ^= keys.castle[slot][st.castleFile[slot] + 1];
    if (st.ep != NoSquare) h ^= keys.ep[st.ep];
    for (int c = 0; c < 2; ++c)
        for (int f = 0; f < MaxFiles; ++f)
            if (st.virgin[c] >> f & 1) h ^= keys.virgin[c][f];
    if (m_side == Black) h ^= keys.side;
    st.hash = h;
    st.checked = -1;
}

Piece Position::movingPiece(Move m) const {
    if (m.type() == MoveType::Drop) return makePiece(m_side, m.kind());
    return m_board[m.from()];
}

// ---------------------------------------------------------------- attacks

// PathLeap: is one of the paths from `from` clear?
bool Position::pathOpen(Square from, int paths) const {
    const Variant::LegPaths& p = m_variant->pathTable[size_t(paths)];
    for (int i = 0; i < p.count; ++i)
        if (m_board[from + p.legs[size_t(i)][0]] == NoPiece &&
            m_board[from + p.legs[size_t(i)][1]] == NoPiece)
            return true;
    return false;
}

// Cylinder: the square (df, dr) away with the files wrapping round, NoSquare off the
// board's top or bottom.
Square Position::wrapStep(Square s, int df, int dr) const {
    const int w = m_variant->width;
    const int r = rankOf(s) + dr;
    if (r < 0 || r >= m_variant->height) return NoSquare;
    return square(((fileOf(s) + df) % w + w) % w, r);
}

// Cylinder: every capture of every piece of `by`, walked with wrapping files (a rider
// stops when it comes round to its own square).
bool Position::isAttackedWrapped(Square target, Color by) const {
    const Variant& v = *m_variant;
    for (int i = 0; i < m_count[by]; ++i) {
        const Square from = m_squares[by][i];
        for (const auto& a : v.atoms[by][kindOf(m_board[from])]) {
            if (a.mode == AtomMode::MoveOnly) continue;
            if (a.fromZone && !(v.zones[by][from] & a.fromZone)) continue;
            Square to = wrapStep(from, a.df, a.dr);
            if (a.kind == AtomKind::Ride)
                while (to != NoSquare && to != from && to != target && m_board[to] == NoPiece)
                    to = wrapStep(to, a.df, a.dr);
            if (to == target && (!a.toZone || (v.zones[by][to] & a.toZone))) return true;
        }
    }
    return false;
}

bool Position::isAttacked(Square target, Color by) const {
    const Variant& v = *m_variant;
    if (v.cylinder) return isAttackedWrapped(target, by);
    const Piece* b = m_board.data();
    const Piece bit = colorBit(by);
    for (const auto& leap : v.attackLeaps[by]) {
        const Square a = target - leap.offset;
        if (b[a] != leap.piece) continue;
        if (leap.legOffset && (b[a + leap.legOffset] | b[a + leap.legOffset2]) != NoPiece) continue;
        if (leap.paths >= 0 && !pathOpen(a, leap.paths)) continue;
        if (leap.fromZone && !(v.zones[by][a] & leap.fromZone)) continue;
        if (leap.toZone && !(v.zones[by][target] & leap.toZone)) continue;
        return true;
    }
    if (!v.attackBents[by].empty() && isAttackedBent(target, by)) return true;
    for (const auto& ray : v.attackRays[by]) {
        Square s = target + ray.step;
        while (b[s] == NoPiece)
            s += ray.step;
        Piece p = b[s];
        if (p == OffBoard) continue;
        if ((p & bit) && (ray.riders >> kindOf(p) & 1)) return true;
        if (!ray.hoppers) continue;
        // Janggi: a cannon does not hop over a cannon.
        const uint64_t hoppers = ray.hoppers & ~(v.noSameKindHopKinds & (uint64_t(1) << kindOf(p)));
        s += ray.step;
        while (b[s] == NoPiece)
            s += ray.step;
        p = b[s];
        if (p != OffBoard && (p & bit) && (hoppers >> kindOf(p) & 1)) return true;
    }
    return v.hasZonedRays && isAttackedAlongZones(target, by);
}

// Janggi: the chariots' and cannons' moves along the palace diagonals.
bool Position::isAttackedAlongZones(Square target, Color by) const {
    const Variant& v = *m_variant;
    const Piece* b = m_board.data();
    const Piece bit = colorBit(by);
    const auto& zones = v.zones[by];
    for (const auto& ray : v.zonedRays[by]) {
        if (ray.toZone && !(zones[target] & ray.toZone)) continue;
        Square s = target + ray.step;
        while (b[s] == NoPiece)
            s += ray.step;
        Piece p = b[s];
        if (p == OffBoard) continue;
        auto fromOk = [&](Square from) { return !ray.fromZone || (zones[from] & ray.fromZone); };
        if ((p & bit) && (ray.riders >> kindOf(p) & 1) && fromOk(s)) return true;
        if (!ray.hoppers) continue;
        const uint64_t hoppers = ray.hoppers & ~(v.noSameKindHopKinds & (uint64_t(1) << kindOf(p)));
        s += ray.step;
        while (b[s] == NoPiece)
            s += ray.step;
        p = b[s];
        if (p != OffBoard && (p & bit) && (hoppers >> kindOf(p) & 1) && fromOk(s)) return true;
    }
    return false;
}

// Janggi: the two kings on one file with nothing between them (bikjang).
bool Position::kingsFace() const {
    const Square a = m_royal[White], b = m_royal[Black];
    if (a == NoSquare || b == NoSquare || fileOf(a) != fileOf(b)) return false;
    const int step = a < b ? Stride : -Stride;
    for (Square s = a + step; s != b; s += step)
        if (m_board[s] != NoPiece) return false;
    return true;
}

// Spartan: how many of c's royal pieces there are, and are they all attacked?
int Position::royalCount(Color c) const {
    int n = 0;
    for (int i = 0; i < m_count[c]; ++i)
        n += kindOf(m_board[m_squares[c][i]]) == m_variant->royalKind;
    return n;
}

// Kept out of line: inlined into inCheck() it made chess and xiangqi pay for spartan.
[[gnu::noinline]] bool Position::allRoyalsAttacked(Color c) const {
    int royals = 0;
    for (int i = 0; i < m_count[c]; ++i) {
        const Square s = m_squares[c][i];
        if (kindOf(m_board[s]) != m_variant->royalKind) continue;
        ++royals;
        if (!isAttacked(s, ~c)) return false;
    }
    return royals > 0;
}

bool Position::inCheck() const {
    const StateInfo& st = state();
    if (st.checked < 0) {
        const Square royal = m_royal[m_side];
        if (m_variant->dupleCheck)
            st.checked = allRoyalsAttacked(m_side);
        else
            st.checked = royal != NoSquare && isAttacked(royal, ~m_side) &&
                         !(m_variant->atomic && kingsTouch());
    }
    return st.checked;
}

// Atomic: kings side by side cannot capture each other (the capturer would explode too),
// so neither is in check.
bool Position::kingsTouch() const {
    const Square a = m_royal[White], b = m_royal[Black];
    return a != NoSquare && b != NoSquare && std::abs(fileOf(a) - fileOf(b)) <= 1 &&
           std::abs(rankOf(a) - rankOf(b)) <= 1;
}

// May the castling king pass s? Attacked squares are barred, except in atomic next to
// the enemy king.
bool Position::squareAttacked(Square s, Color by) const {
    if (!isAttacked(s, by)) return false;
    if (!m_variant->atomic) return true;
    const Square k = m_royal[by];
    return k == NoSquare || std::abs(fileOf(k) - fileOf(s)) > 1 ||
           std::abs(rankOf(k) - rankOf(s)) > 1;
}

// ---------------------------------------------------------------- generation

void Position::addPawnMove(MoveList& list, Square from, Square to) const {
    const Variant& v = *m_variant;
    if ((v.zones[m_side][to] & ZonePromotion) && !v.promotionKinds.empty()) {
        // Spartan: Black's hoplites have their own choices, a king only while one is left.
        const bool black = m_side == Black && !v.blackPromotionKinds.empty();
        const bool noKing = black && royalCount(Black) >= 2;
        // Super, great: only to a kind in the own hand; with none there the pawn cannot
        // go to the last rank.
        for (int k : black ? v.blackPromotionKinds : v.promotionKinds)
            if ((!v.handPromotion || m_hand[m_side][k] > 0) && !(noKing && k == v.royalKind))
                list.push(Move(from, to, MoveType::Promotion, k));
    } else {
        list.push(Move(from, to));
    }
}

// Shogi: into, within or out of the zone a piece may promote, and must where it could
// not move on.
void Position::addPromotable(MoveList& list, Square from, Square to, int kind) const {
    const Variant& v = *m_variant;
    const PieceKind& k = v.kinds[kind];
    if ((v.zones[m_side][to] | v.zones[m_side][from]) & ZonePromotion) {
        list.push(Move(from, to, MoveType::Promotion, k.promotesTo));
        const int ownRank = m_side == White ? rankOf(to) : v.height - 1 - rankOf(to);
        if (ownRank >= v.height - k.forcedRanks) return;
    }
    list.push(Move(from, to));
}

// Janggi: has the game ended by a pass (two in a row, or one leaving bikjang standing)?
// Then no move follows, as in Fairy-Stockfish (rules.h scores the end).
bool Position::endedByPass() const {
    const int n = int(m_states.size()) - 1;
    if (n < 1 || !m_states[size_t(n)].move.isPass()) return false;
    return (m_variant->bikjang && kingsFace()) || (n >= 2 && m_states[size_t(n - 1)].move.isPass());
}

void Position::generatePseudoLegal(MoveList& list) const {
    const Variant& v = *m_variant;
    if (v.chu) {
        chu::generate(*this, list);
        return;
    }
    if (v.passing && endedByPass()) return;
    const Color us = m_side;
    const Piece them = colorBit(~us);
    const Piece* b = m_board.data();
    const auto& zones = v.zones[us];
    const Square ep = state().ep;

    for (int i = 0; i < m_count[us]; ++i) {
        const Square from = m_squares[us][i];
        const int kind = kindOf(b[from]);
        const bool pawn = v.kinds[kind].pawn;
        const bool promotes = v.kinds[kind].promotesTo >= 0;
        for (const auto& a : v.atoms[us][kind]) {
            if (a.fromZone) {
                if (!(zones[from] & a.fromZone)) continue;
                // An initial move: the piece has not moved, and a king not in check.
                if ((a.fromZone & ZoneInitial) &&
                    (!isVirgin(us, fileOf(from)) || (kind == v.royalKind && inCheck())))
                    continue;
            }
            auto add = [&](Square to) {
                if (pawn)
                    addPawnMove(list, from, to);
                else if (promotes)
                    addPromotable(list, from, to, kind);
                else
                    list.push(Move(from, to));
            };
            if (v.cylinder) {
                addWrapped(list, from, a, kind);
                continue;
            }
            switch (a.kind) {
            case AtomKind::PathLeap:
            case AtomKind::LameLeap:
                if (a.kind == AtomKind::PathLeap
                        ? !pathOpen(from, a.paths)
                        : (b[from + a.legOffset] | b[from + a.legOffset2]) != NoPiece)
                    break;
                [[fallthrough]];
            case AtomKind::Leap: {
                const Square to = from + a.offset;
                const Piece q = b[to];
                if (q == OffBoard) break;
                if (a.toZone && !(zones[to] & a.toZone)) break;
                if (q == NoPiece) {
                    if (a.mode != AtomMode::CaptureOnly)
                        add(to);
                    else if (pawn && to == ep && v.enPassant)
                        list.push(Move(from, to, MoveType::EnPassant));
                } else if ((q & them) && a.mode != AtomMode::MoveOnly) {
                    add(to);
                }
                break;
            }
            case AtomKind::Ride: {
                Square to = from + a.offset;
                while (b[to] == NoPiece) {
                    if (a.mode != AtomMode::CaptureOnly && (!a.toZone || (zones[to] & a.toZone)))
                        add(to);
                    to += a.offset;
                }
                if ((b[to] & them) && a.mode != AtomMode::MoveOnly &&
                    (!a.toZone || (zones[to] & a.toZone)))
                    add(to);
                break;
            }
            case AtomKind::Hop: {
                Square to = from + a.offset;
                while (b[to] == NoPiece)
                    to += a.offset;
                if (b[to] == OffBoard) break;
                to += a.offset;
                if (a.mode == AtomMode::CaptureOnly) { // xiangqi's cannon
                    while (b[to] == NoPiece)
                        to += a.offset;
                    if ((b[to] & them) && (!a.toZone || (zones[to] & a.toZone))) add(to);
                    break;
                }
                addHops(list, from, to, a, kind);
                break;
            }
            case AtomKind::BentRide: generateBentRide(list, from, a, kind); break;
            }
        }
    }
    if (v.castling) generateCastling(list);
    if (v.passing && m_royal[us] != NoSquare)
        list.push(Move(m_royal[us], m_royal[us], MoveType::Pass));
    if (v.gating)
        addGatings(list, 0);
    else if (v.holdings && !v.handPromotion)
        generateDrops(list);
}

// BentRide: over its empty corner (and second leg), then sliding on from there.
void Position::generateBentRide(MoveList& list, Square from, const Variant::CompiledAtom& a,
                                int kind) const {
    const Piece* b = m_board.data();
    const Piece them = colorBit(~m_side);
    const auto& zones = m_variant->zones[m_side];
    const Square corner = from + a.legOffset;
    if (b[corner] != NoPiece || b[from + a.legOffset2] != NoPiece) return;
    Square to = corner + a.offset;
    while (b[to] == NoPiece) {
        if (a.mode != AtomMode::CaptureOnly && (!a.toZone || (zones[to] & a.toZone)))
            addTo(list, from, to, kind);
        to += a.offset;
    }
    if ((b[to] & them) && a.mode != AtomMode::MoveOnly && (!a.toZone || (zones[to] & a.toZone)))
        addTo(list, from, to, kind);
}

// BentRide attacks: the target is seen from an empty corner square behind it.
bool Position::isAttackedBent(Square target, Color by) const {
    const Piece* b = m_board.data();
    for (const auto& bent : m_variant->attackBents[by])
        for (Square s = target - bent.step; b[s] == NoPiece; s -= bent.step) {
            const Square a = s - bent.cornerOffset;
            if (a >= 0 && a < Cells && b[a] == bent.piece && b[a + bent.legOffset2] == NoPiece)
                return true;
        }
    return false;
}

// Janggi's cannon, from the square past its screen: quiet moves up to the next piece,
// which it takes; neither over nor onto a cannon.
void Position::addHops(MoveList& list, Square from, Square to, const Variant::CompiledAtom& a,
                       int kind) const {
    const Variant& v = *m_variant;
    const auto& zones = v.zones[m_side];
    const bool sameKindBarred = v.noSameKindHopKinds >> kind & 1;
    if (sameKindBarred && kindOf(m_board[to - a.offset]) == kind) return;
    while (m_board[to] == NoPiece) {
        if (!a.toZone || (zones[to] & a.toZone)) addTo(list, from, to, kind);
        to += a.offset;
    }
    if (a.mode != AtomMode::MoveOnly && (m_board[to] & colorBit(~m_side)) &&
        (!a.toZone || (zones[to] & a.toZone)) && !(sameKindBarred && kindOf(m_board[to]) == kind))
        addTo(list, from, to, kind);
}

void Position::addTo(MoveList& list, Square from, Square to, int kind) const {
    const PieceKind& k = m_variant->kinds[kind];
    if (k.pawn)
        addPawnMove(list, from, to);
    else if (k.promotesTo >= 0)
        addPromotable(list, from, to, kind);
    else
        list.push(Move(from, to));
}

// Cylinder: leaps and rides with the files wrapping round; a rider stops before its own
// square.
void Position::addWrapped(MoveList& list, Square from, const Variant::CompiledAtom& a,
                          int kind) const {
    const Piece them = colorBit(~m_side);
    const Square ep = state().ep;
    Square to = wrapStep(from, a.df, a.dr);
    if (a.kind == AtomKind::LameLeap) {
        // The leg is at most one step away, so its offset names its direction.
        const int legDr = (a.legOffset + Stride / 2 + Stride * 8) / Stride - 8;
        const Square leg = wrapStep(from, a.legOffset - legDr * Stride, legDr);
        if (leg == NoSquare || m_board[leg] != NoPiece) return;
    }
    while (to != NoSquare && to != from) {
        const Piece q = m_board[to];
        if (a.toZone && !(m_variant->zones[m_side][to] & a.toZone)) return;
        if (q == NoPiece) {
            if (a.mode != AtomMode::CaptureOnly)
                addTo(list, from, to, kind);
            else if (to == ep && m_variant->enPassant && m_variant->kinds[kind].pawn)
                list.push(Move(from, to, MoveType::EnPassant));
        } else {
            if ((q & them) && a.mode != AtomMode::MoveOnly) addTo(list, from, to, kind);
            return;
        }
        if (a.kind != AtomKind::Ride) return;
        to = wrapStep(to, a.df, a.dr);
    }
}

// Seirawan: every move of an unmoved first-rank piece may also put a piece from the hand
// on the square it leaves (a castling: on the king's or the rook's square).
void Position::addGatings(MoveList& list, int first) const {
    const Color us = m_side;
    const int n = list.size();
    for (int k = 0; k < int(m_variant->kinds.size()); ++k) {
        if (m_hand[us][k] == 0) continue;
        for (int i = first; i < n; ++i) {
            const Move m = list[i];
            const Square from = m.from();
            const int homeRank = us == White ? 0 : m_variant->height - 1;
            if (rankOf(from) != homeRank) continue;
            if (m.type() == MoveType::Normal && isVirgin(us, fileOf(from))) {
                list.push(Move(from, m.to(), MoveType::Gate, k));
            } else if (m.type() == MoveType::Castle) {
                if (isVirgin(us, fileOf(from)))
                    list.push(Move(from, m.to(), MoveType::CastleGate, k));
                if (isVirgin(us, fileOf(m.to())))
                    list.push(Move(from, m.to(), MoveType::CastleGate, k, true));
            }
        }
    }
}

void Position::generateCastling(MoveList& list) const {
    const Variant& v = *m_variant;
    const Color us = m_side;
    const Square king = castlingKingSquare(us);
    if (king == NoSquare || inCheck()) return;
    // Without a royal piece (giveaway) nothing is ever in check, nor a square attacked.
    const bool attacksMatter = v.royalKind >= 0;
    const int rank = rankOf(king);
    for (int side = 0; side < 2; ++side) {
        const int rookFile = castlingRookFile(us, side);
        if (rookFile < 0) continue;
        const Square rook = square(rookFile, rank);
        const Square kingTo = square(v.castleKingFile(side, fileOf(king)), rank);
        const Square rookTo = square(v.castleRookFile(side, fileOf(king)), rank);
        const Square lo = std::min({king, rook, kingTo, rookTo});
        const Square hi = std::max({king, rook, kingTo, rookTo});
        bool ok = colorOf(m_board[rook]) == us && isPiece(m_board[rook]);
        for (Square s = lo; ok && s <= hi; ++s)
            if (s != king && s != rook && m_board[s] != NoPiece) ok = false;
        // The king may not pass through an attacked square; the final square is checked
        // with everything moved, by isLegal.
        const int step = kingTo > king ? 1 : -1;
        // (A king already on its destination, e.g. g1 in Chess960, passes nothing.)
        for (Square s = king + step; ok && attacksMatter && king != kingTo && s != kingTo;
             s += step)
            if (squareAttacked(s, ~us)) ok = false;
        if (ok) list.push(Move(king, rook, MoveType::Castle));
    }
}

void Position::generateDrops(MoveList& list) const {
    const Variant& v = *m_variant;
    const Color us = m_side;
    for (int k = 0; k < int(v.kinds.size()); ++k) {
        if (m_hand[us][k] == 0) continue;
        const bool pawn = v.kinds[k].pawn;
        // Nifu: files already holding an own unpromoted pawn.
        uint32_t pawnFiles = 0;
        if (k == v.dropPawnKind)
            for (int i = 0; i < m_count[us]; ++i)
                if (kindOf(m_board[m_squares[us][i]]) == k)
                    pawnFiles |= 1u << fileOf(m_squares[us][i]);
        for (int r = 0; r < v.height; ++r) {
            const int ownRank = us == White ? r : v.height - 1 - r;
            if (pawn && (ownRank == 0 || ownRank >= v.height - v.promotionRanks)) continue;
            if (ownRank >= v.height - v.kinds[k].forcedRanks) continue;
            for (int f = 0; f < v.width; ++f)
                if (m_board[square(f, r)] == NoPiece && !(pawnFiles >> f & 1))
                    list.push(Move(NoSquare, square(f, r), MoveType::Drop, k));
        }
    }
}

// Uchifuzume: does this pawn drop give mate? (Only a drop right in front of the enemy
// king can check.)
bool Position::pawnDropMates(Move m) {
    const Square king = m_royal[~m_side];
    if (king == NoSquare || m.to() + (m_side == White ? Stride : -Stride) != king) return false;
    makeMove(m);
    const bool mate = inCheck() && !hasLegalMove();
    unmakeMove();
    return mate;
}

// Janggi's passes and bikjang, spartan's two kings: decided here, or -1 when the usual
// test applies.
int Position::isLegalSpecial(Move m) {
    const Variant& v = *m_variant;
    const Color us = m_side;
    if (m.isPass()) return !inCheck() || (v.bikjang && kingsFace());
    const bool facing = v.bikjang && kingsFace();
    const bool twoKings = v.dupleCheck && royalCount(us) >= 2;
    if (!facing && !twoKings) return -1;
    makeMove(m);
    bool legal;
    if (twoKings)
        legal = !allRoyalsAttacked(us); // promoted to a third king: never (see addPawnMove)
    else
        legal = !isAttacked(m_royal[us], m_side) && !kingsFace();
    unmakeMove();
    return legal;
}

bool Position::isLegal(Move m) {
    if (m_variant->chu) return chu::isLegal(*this, m);
    const Color us = m_side;
    const Square royal = m_royal[us];
    if (m_variant->specialLegality)
        if (const int special = isLegalSpecial(m); special >= 0) return special;
    if (m_variant->atomic) return isLegalAtomic(m);
    if (m.type() == MoveType::Drop && m.kind() == m_variant->dropPawnKind && pawnDropMates(m))
        return false;
    if (royal == NoSquare) return true;
    const MoveType type = m.type();
    // Twokings: a king moving may become the royal one, so it is always tried.
    if (!inCheck() && m.from() != royal && !m_variant->cylinder &&
        !(m_variant->firstKingIsRoyal && type != MoveType::Drop &&
          kindOf(m_board[m.from()]) == m_variant->royalKind)) {
        const auto& expose = m_variant->exposeTable;
        if (type == MoveType::Normal || type == MoveType::Promotion || type == MoveType::Gate) {
            if (!(expose[m.from() - royal + Cells] & Variant::ExposeFrom) &&
                !(expose[m.to() - royal + Cells] & Variant::ExposeTo))
                return true;
        } else if (type == MoveType::Drop) {
            if (!(expose[m.to() - royal + Cells] & Variant::ExposeTo)) return true;
        }
    }
    // Seirawan: the gated piece does not count as a shield; XBoard and Fairy-Stockfish
    // judge the move as made without it.
    if (type == MoveType::Gate) m = Move(m.from(), m.to());
    if (type == MoveType::CastleGate) m = Move(m.from(), m.to(), MoveType::Castle);
    makeMove(m);
    const bool legal = !isAttacked(m_royal[us], m_side);
    unmakeMove();
    return legal;
}

// Atomic: the own king must survive the explosion, and may not be left attacked unless
// the enemy king is gone or touches it.
bool Position::isLegalAtomic(Move m) {
    const Color us = m_side;
    if (m_royal[us] == NoSquare || m_royal[~us] == NoSquare) return false; // game over
    if (m.type() != MoveType::Castle && m.from() == m_royal[us] && isCapture(m)) return false;
    makeMove(m);
    const Square mine = m_royal[us];
    const bool legal =
        mine != NoSquare && (m_royal[~us] == NoSquare || kingsTouch() || !isAttacked(mine, m_side));
    unmakeMove();
    return legal;
}

// Losers, suicide, giveaway: where a capture is possible only captures are legal.
void Position::keepCapturesIfAny(MoveList& list) const {
    int n = 0;
    for (Move m : list)
        if (isCapture(m)) list.moves[n++] = m;
    if (n > 0) list.count = n;
}

void Position::generateLegal(MoveList& list) {
    MoveList pseudo;
    generatePseudoLegal(pseudo);
    list.count = 0;
    for (Move m : pseudo)
        if (isLegal(m)) list.push(m);
    if (m_variant->mandatoryCapture) keepCapturesIfAny(list);
}

uint64_t Position::countLegal() {
    if (m_variant->mandatoryCapture) {
        MoveList legal;
        generateLegal(legal);
        return legal.size();
    }
    MoveList pseudo;
    generatePseudoLegal(pseudo);
    uint64_t n = 0;
    for (Move m : pseudo)
        n += isLegal(m);
    return n;
}

bool Position::hasLegalMove() {
    MoveList pseudo;
    generatePseudoLegal(pseudo);
    for (Move m : pseudo)
        if (isLegal(m)) return true;
    return false;
}

bool Position::isLegalMove(Move m) {
    if (m.isNone() || m.isNull()) return false;
    if (m.type() != MoveType::Drop &&
        (!m_variant->contains(m.from()) || !isPiece(m_board[m.from()]) ||
         colorOf(m_board[m.from()]) != m_side))
        return false;
    if (m_variant->mandatoryCapture) {
        MoveList legal;
        generateLegal(legal);
        return legal.contains(m);
    }
    MoveList pseudo;
    generatePseudoLegal(pseudo);
    return pseudo.contains(m) && isLegal(m);
}

bool Position::givesCheck(Move m) {
    makeMove(m);
    const bool check = inCheck();
    unmakeMove();
    return check;
}

// ---------------------------------------------------------------- make / unmake

bool Position::canCaptureEnPassant(Square ep, Color by) const {
    // Only record an e.p. square a pawn could really use, so that repetition and hashes
    // ignore phantom ones.
    for (int i = 0; i < m_count[by]; ++i) {
        const Square s = m_squares[by][i];
        const int kind = kindOf(m_board[s]);
        if (!m_variant->kinds[kind].pawn) continue;
        for (const auto& a : m_variant->atoms[by][kind])
            if (a.mode == AtomMode::CaptureOnly &&
                (m_variant->cylinder ? wrapStep(s, a.df, a.dr) : s + a.offset) == ep)
                return true;
    }
    return false;
}

void Position::updateCastleRights(StateInfo& st, Square from, Square to, Piece moved) const {
    const auto& keys = zobrist::keys();
    for (int slot = 0; slot < 4; ++slot) {
        const int file = st.castleFile[slot];
        if (file < 0) continue;
        const Color owner = Color(slot / 2);
        const int rank = owner == White ? 0 : m_variant->height - 1;
        const Square rook = square(file, rank);
        // Twokings: only the king on the middle file holds the rights.
        const bool kingMoved =
            kindOf(moved) == m_variant->castlingKind && colorOf(moved) == owner && isPiece(moved) &&
            (!m_variant->firstKingIsRoyal || fileOf(from) == m_variant->width / 2);
        if (kingMoved || from == rook || to == rook) {
            st.hash ^= keys.castle[slot][file + 1];
            st.castleFile[slot] = -1;
        }
    }
}

// A piece left or was taken on s: it is no longer unmoved.
void Position::touchVirgin(StateInfo& st, Square s) const {
    const int rank = rankOf(s);
    const Color c = rank == 0 ? White : Black;
    if (rank != 0 && rank != m_variant->height - 1) return;
    const int f = fileOf(s);
    if (st.virgin[c] >> f & 1) {
        st.virgin[c] &= uint16_t(~(1u << f));
        st.hash ^= zobrist::keys().virgin[c][f];
    }
}

void Position::makeMove(Move m) {
    const Variant& v = *m_variant;
    const auto& keys = zobrist::keys();
    m_states.push_back(m_states.back());
    StateInfo& st = m_states.back();
    const Color us = m_side;
    st.move = m;
    st.captured = NoPiece;
    st.capturedMid = NoPiece;
    st.exploded = 0;
    st.checked = -1;
    st.hash ^= keys.side;
    if (st.ep != NoSquare) {
        st.hash ^= keys.ep[st.ep];
        st.ep = NoSquare;
    }
    ++st.halfmoveClock;

    const Square from = m.from(), to = m.to();
    switch (m.type()) {
    case MoveType::Null:
    case MoveType::Pass: break;
    case MoveType::Drop: {
        const Piece p = makePiece(us, m.kind());
        int& n = m_hand[us][m.kind()];
        st.hash ^= keys.hand[us][m.kind()][std::min(n, 63)];
        --n;
        st.hash ^= keys.hand[us][m.kind()][std::min(n, 63)];
        addPiece(to, p);
        st.hash ^= zobrist::pieceKey(p, to);
        if (v.kinds[m.kind()].pawn) st.halfmoveClock = 0;
        break;
    }
    case MoveType::Castle:
    case MoveType::CastleGate: {
        const Piece king = m_board[from], rook = m_board[to];
        const int rank = rankOf(from);
        const int side = to > from ? 0 : 1;
        const Square kingTo = square(v.castleKingFile(side, fileOf(from)), rank);
        const Square rookTo = square(v.castleRookFile(side, fileOf(from)), rank);
        updateCastleRights(st, from, to, king);
        st.hash ^= zobrist::pieceKey(king, from) ^ zobrist::pieceKey(rook, to) ^
                   zobrist::pieceKey(king, kingTo) ^ zobrist::pieceKey(rook, rookTo);
        removePiece(to);
        if (from != kingTo) movePiece(from, kingTo);
        addPiece(rookTo, rook);
        if (m.type() == MoveType::CastleGate) gate(st, m.onRookSquare() ? to : from, m.kind());
        break;
    }
    case MoveType::Double: makeDouble(st); break;
    default: {
        const Piece moved = m_board[from];
        st.moved = moved;
        Square capSq = to;
        if (m.type() == MoveType::EnPassant) capSq = square(fileOf(to), rankOf(from));
        const Piece captured = m_board[capSq];
        if (captured != NoPiece) {
            st.captured = captured;
            st.hash ^= zobrist::pieceKey(captured, capSq);
            removePiece(capSq);
            st.halfmoveClock = 0;
            if (v.holdings && !v.gating) {
                const int k = v.handKind(kindOf(captured));
                const Color owner = v.handPromotion ? ~us : us; // super: back to its owner
                int& n = m_hand[owner][k];
                st.hash ^= keys.hand[owner][k][std::min(n, 63)];
                ++n;
                st.hash ^= keys.hand[owner][k][std::min(n, 63)];
            }
        }
        st.hash ^= zobrist::pieceKey(moved, from);
        movePiece(from, to);
        if (m.type() == MoveType::Promotion) {
            const Piece promoted = makePiece(us, m.kind());
            m_board[to] = promoted;
            st.hash ^= zobrist::pieceKey(promoted, to);
            if (v.handPromotion) {
                int& n = m_hand[us][m.kind()];
                st.hash ^= keys.hand[us][m.kind()][std::min(n, 63)];
                --n;
                st.hash ^= keys.hand[us][m.kind()][std::min(n, 63)];
            }
        } else {
            st.hash ^= zobrist::pieceKey(moved, to);
        }
        if (v.kinds[kindOf(moved)].pawn) {
            st.halfmoveClock = 0;
            if (v.enPassant && std::abs(rankOf(to) - rankOf(from)) == 2 &&
                fileOf(to) == fileOf(from)) {
                const Square ep = (from + to) / 2;
                if (canCaptureEnPassant(ep, ~us)) {
                    st.ep = ep;
                    st.hash ^= keys.ep[ep];
                }
            }
        }
        if (v.castling) updateCastleRights(st, from, to, moved);
        if (v.atomic && captured != NoPiece) explode(st, to);
        if (m.type() == MoveType::Gate) gate(st, from, m.kind());
        break;
    }
    }
    if (v.tracksVirgin && m.type() != MoveType::Null && m.type() != MoveType::Drop &&
        m.type() != MoveType::Pass) {
        touchVirgin(st, from);
        touchVirgin(st, to);
    }
    m_side = ~us;
}

// Chu's lion: take what stands on mid(), then step on (capturing there too) or back.
void Position::makeDouble(StateInfo& st) {
    const Move m = st.move;
    const Square from = m.from(), mid = m.mid(), to = m.to();
    st.moved = m_board[from];
    st.capturedMid = NoPiece;
    if (isPiece(m_board[mid])) {
        st.capturedMid = m_board[mid];
        st.hash ^= zobrist::pieceKey(m_board[mid], mid);
        removePiece(mid);
        st.halfmoveClock = 0;
    }
    if (to == from) return;
    if (isPiece(m_board[to])) {
        st.captured = m_board[to];
        st.hash ^= zobrist::pieceKey(m_board[to], to);
        removePiece(to);
        st.halfmoveClock = 0;
    }
    st.hash ^= zobrist::pieceKey(st.moved, from) ^ zobrist::pieceKey(st.moved, to);
    movePiece(from, to);
}

void Position::unmakeDouble(const StateInfo& st) {
    const Move m = st.move;
    const Square from = m.from(), to = m.to();
    if (to != from) {
        movePiece(to, from);
        if (st.captured != NoPiece) addPiece(to, st.captured);
    }
    if (st.capturedMid != NoPiece) addPiece(m.mid(), st.capturedMid);
}

void Position::gate(StateInfo& st, Square s, int kind) {
    const auto& keys = zobrist::keys();
    const Color us = m_side;
    int& n = m_hand[us][kind];
    st.hash ^= keys.hand[us][kind][std::min(n, 63)];
    --n;
    st.hash ^= keys.hand[us][kind][std::min(n, 63)];
    const Piece p = makePiece(us, kind);
    addPiece(s, p);
    st.hash ^= zobrist::pieceKey(p, s);
}

// Atomic: the capturer and every piece but pawns around the capture square go.
void Position::explode(StateInfo& st, Square center) {
    const Variant& v = *m_variant;
    auto blow = [&](Square s) {
        const Piece p = m_board[s];
        st.hash ^= zobrist::pieceKey(p, s);
        m_exploded.emplace_back(s, p);
        ++st.exploded;
        removePiece(s);
        if (v.castling) updateCastleRights(st, s, s, NoPiece);
    };
    blow(center);
    for (int dr = -1; dr <= 1; ++dr)
        for (int df = -1; df <= 1; ++df) {
            const Square s = center + offset(df, dr);
            if ((df || dr) && isPiece(m_board[s]) && !v.kinds[kindOf(m_board[s])].pawn) blow(s);
        }
}

void Position::unmakeMove() {
    const Variant& v = *m_variant;
    const StateInfo& st = m_states.back();
    const Move m = st.move;
    const Color us = ~m_side; // the side that made the move
    m_side = us;
    const Square from = m.from(), to = m.to();
    switch (m.type()) {
    case MoveType::Null:
    case MoveType::Pass: break;
    case MoveType::Drop:
        removePiece(to);
        ++m_hand[us][m.kind()];
        break;
    case MoveType::Double: unmakeDouble(st); break;
    case MoveType::Castle:
    case MoveType::CastleGate: {
        if (m.type() == MoveType::CastleGate) {
            removePiece(m.onRookSquare() ? to : from);
            ++m_hand[us][m.kind()];
        }
        const int rank = rankOf(from);
        const int side = to > from ? 0 : 1;
        const Square kingTo = square(v.castleKingFile(side, fileOf(from)), rank);
        const Square rookTo = square(v.castleRookFile(side, fileOf(from)), rank);
        const Piece rook = m_board[rookTo];
        removePiece(rookTo);
        if (from != kingTo) movePiece(kingTo, from);
        addPiece(to, rook);
        break;
    }
    default: {
        if (m.type() == MoveType::Gate) {
            removePiece(from);
            ++m_hand[us][m.kind()];
        }
        for (int i = 0; i < st.exploded; ++i) {
            addPiece(m_exploded.back().first, m_exploded.back().second);
            m_exploded.pop_back();
        }
        if (m.type() == MoveType::Promotion) {
            m_board[to] = st.moved;
            if (v.handPromotion) ++m_hand[us][m.kind()];
        }
        movePiece(to, from);
        if (st.captured != NoPiece) {
            const Square capSq =
                m.type() == MoveType::EnPassant ? square(fileOf(to), rankOf(from)) : to;
            addPiece(capSq, st.captured);
            if (v.holdings && !v.gating)
                --m_hand[v.handPromotion ? ~us : us][v.handKind(kindOf(st.captured))];
        }
        break;
    }
    }
    m_states.pop_back();
}

int Position::repetitions(int plies) const {
    const StateInfo& st = state();
    const int n = int(m_states.size()) - 1;
    // With drops a position can come back after a capture (XBoard looks back regardless).
    const int limit = std::min({m_variant->holdings ? n : st.halfmoveClock, n, plies});
    int count = 0;
    for (int back = 2; back <= limit; back += 2)
        if (m_states[n - back].hash == st.hash) ++count;
    return count;
}

} // namespace tabiya

// Position's make and unmake: each kind of move by its own step (drop, castling, chu's
// double move, the ordinary move with its capture, promotion and pawn push), keeping the
// pieces (PieceBoard), the hands and the incremental hash in step. The search's hot path.
#include "board/core/position.h"

#include "board/core/castlerights.h"
#include "board/core/zobrist.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya {

using namespace geometry;

void Position::makeMove(Move m) {
    const auto& keys = zobrist::keys();
    m_states.push_back(m_states.back());
    StateInfo& st = m_states.back();
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
    switch (m.type()) {
    case MoveType::Null:
    case MoveType::Pass: break;
    case MoveType::Drop: makeDrop(st); break;
    case MoveType::Castle:
    case MoveType::CastleGate: makeCastle(st); break;
    case MoveType::Double: makeDouble(st); break;
    default: makeOrdinary(st); break;
    }
    if (m_variant->tracksVirgin && m.type() != MoveType::Null && m.type() != MoveType::Drop &&
        m.type() != MoveType::Pass) {
        castling::touchVirgin(st, *m_variant, m.from());
        castling::touchVirgin(st, *m_variant, m.to());
    }
    m_side = ~m_side;
}

void Position::makeDrop(StateInfo& st) {
    const Move m = st.move;
    placeFromHand(st, m.to(), m.kind());
    if (m_variant->kinds[m.kind()].pawn) st.halfmoveClock = 0;
}

void Position::makeCastle(StateInfo& st) {
    const Variant& v = *m_variant;
    const Move m = st.move;
    const Square from = m.from(), to = m.to();
    const Piece king = at(from), rook = at(to);
    const int rank = rankOf(from);
    const int side = to > from ? 0 : 1;
    const Square kingTo = square(v.castleKingFile(side, fileOf(from)), rank);
    const Square rookTo = square(v.castleRookFile(side, fileOf(from)), rank);
    castling::updateRights(st, v, from, to, king);
    st.hash ^= zobrist::pieceKey(king, from) ^ zobrist::pieceKey(rook, to) ^
               zobrist::pieceKey(king, kingTo) ^ zobrist::pieceKey(rook, rookTo);
    m_pieces.remove(v, to);
    if (from != kingTo) m_pieces.move(v, from, kingTo);
    m_pieces.add(v, rookTo, rook);
    if (m.type() == MoveType::CastleGate) placeFromHand(st, m.onRookSquare() ? to : from, m.kind());
}

// A move of one piece from one square to another (normal, promotion, e.p., gating).
void Position::makeOrdinary(StateInfo& st) {
    const Variant& v = *m_variant;
    const Move m = st.move;
    const Square from = m.from(), to = m.to();
    const Piece moved = at(from);
    st.moved = moved;
    const Square capSq = m.type() == MoveType::EnPassant ? square(fileOf(to), rankOf(from)) : to;
    if (at(capSq) != NoPiece) capture(st, capSq);
    st.hash ^= zobrist::pieceKey(moved, from);
    m_pieces.move(v, from, to);
    if (m.type() == MoveType::Promotion)
        promote(st, to, m.kind());
    else
        st.hash ^= zobrist::pieceKey(moved, to);
    if (v.kinds[kindOf(moved)].pawn) pawnMoved(st, from, to);
    if (v.castling) castling::updateRights(st, v, from, to, moved);
    if (v.atomic && st.captured != NoPiece) explode(st, to);
    if (m.type() == MoveType::Gate) placeFromHand(st, from, m.kind());
}

// Takes the piece on s, into a hand where captures are dropped again.
void Position::capture(StateInfo& st, Square s) {
    const Variant& v = *m_variant;
    const Piece captured = at(s);
    st.captured = captured;
    st.hash ^= zobrist::pieceKey(captured, s);
    m_pieces.remove(v, s);
    st.halfmoveClock = 0;
    if (v.holdings && !v.gating) {
        const int k = v.handKind(kindOf(captured));
        const Color owner = v.handPromotion ? ~m_side : m_side; // super: back to its owner
        changeHand(st, owner, k, +1);
    }
}

// The piece just moved to s becomes `kind` (super, great: taken from the own hand).
void Position::promote(StateInfo& st, Square s, int kind) {
    const Piece promoted = makePiece(m_side, kind);
    m_pieces.replace(s, promoted);
    st.hash ^= zobrist::pieceKey(promoted, s);
    if (m_variant->handPromotion) changeHand(st, m_side, kind, -1);
}

// A pawn moved: the 50-move count starts again, and a double step leaves an e.p. square
// when a pawn could use it.
void Position::pawnMoved(StateInfo& st, Square from, Square to) {
    st.halfmoveClock = 0;
    if (m_variant->enPassant && std::abs(rankOf(to) - rankOf(from)) == 2 &&
        fileOf(to) == fileOf(from)) {
        const Square ep = (from + to) / 2;
        if (movegen::canCaptureEnPassant(*this, ep, ~m_side)) {
            st.ep = ep;
            st.hash ^= zobrist::keys().ep[ep];
        }
    }
}

void Position::changeHand(StateInfo& st, Color c, int kind, int by) {
    const auto& keys = zobrist::keys();
    int& n = m_hand[c][kind];
    st.hash ^= keys.hand[c][kind][std::min(n, 63)];
    n += by;
    st.hash ^= keys.hand[c][kind][std::min(n, 63)];
}

// Chu's lion: take what stands on mid(), then step on (capturing there too) or back.
void Position::makeDouble(StateInfo& st) {
    const Move m = st.move;
    const Square from = m.from(), mid = m.mid(), to = m.to();
    st.moved = at(from);
    st.capturedMid = NoPiece;
    if (isPiece(at(mid))) {
        st.capturedMid = at(mid);
        st.hash ^= zobrist::pieceKey(at(mid), mid);
        m_pieces.remove(*m_variant, mid);
        st.halfmoveClock = 0;
    }
    if (to == from) return;
    if (isPiece(at(to))) {
        st.captured = at(to);
        st.hash ^= zobrist::pieceKey(at(to), to);
        m_pieces.remove(*m_variant, to);
        st.halfmoveClock = 0;
    }
    st.hash ^= zobrist::pieceKey(st.moved, from) ^ zobrist::pieceKey(st.moved, to);
    m_pieces.move(*m_variant, from, to);
}

void Position::unmakeDouble(const StateInfo& st) {
    const Move m = st.move;
    const Square from = m.from(), to = m.to();
    if (to != from) {
        m_pieces.move(*m_variant, to, from);
        if (st.captured != NoPiece) m_pieces.add(*m_variant, to, st.captured);
    }
    if (st.capturedMid != NoPiece) m_pieces.add(*m_variant, m.mid(), st.capturedMid);
}

// A drop, or seirawan's gating: a piece of `kind` from the own hand onto s.
void Position::placeFromHand(StateInfo& st, Square s, int kind) {
    changeHand(st, m_side, kind, -1);
    const Piece p = makePiece(m_side, kind);
    m_pieces.add(*m_variant, s, p);
    st.hash ^= zobrist::pieceKey(p, s);
}

// Atomic: the capturer and every piece but pawns around the capture square go.
void Position::explode(StateInfo& st, Square center) {
    const Variant& v = *m_variant;
    auto blow = [&](Square s) {
        const Piece p = at(s);
        st.hash ^= zobrist::pieceKey(p, s);
        m_exploded.emplace_back(s, p);
        ++st.exploded;
        m_pieces.remove(v, s);
        if (v.castling) castling::updateRights(st, v, s, s, NoPiece);
    };
    blow(center);
    for (int dr = -1; dr <= 1; ++dr)
        for (int df = -1; df <= 1; ++df) {
            const Square s = center + offset(df, dr);
            if ((df || dr) && isPiece(at(s)) && !v.kinds[kindOf(at(s))].pawn) blow(s);
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
        m_pieces.remove(v, to);
        ++m_hand[us][m.kind()];
        break;
    case MoveType::Double: unmakeDouble(st); break;
    case MoveType::Castle:
    case MoveType::CastleGate: {
        if (m.type() == MoveType::CastleGate) {
            m_pieces.remove(v, m.onRookSquare() ? to : from);
            ++m_hand[us][m.kind()];
        }
        const int rank = rankOf(from);
        const int side = to > from ? 0 : 1;
        const Square kingTo = square(v.castleKingFile(side, fileOf(from)), rank);
        const Square rookTo = square(v.castleRookFile(side, fileOf(from)), rank);
        const Piece rook = at(rookTo);
        m_pieces.remove(v, rookTo);
        if (from != kingTo) m_pieces.move(v, kingTo, from);
        m_pieces.add(v, to, rook);
        break;
    }
    default: {
        if (m.type() == MoveType::Gate) {
            m_pieces.remove(v, from);
            ++m_hand[us][m.kind()];
        }
        for (int i = 0; i < st.exploded; ++i) {
            m_pieces.add(v, m_exploded.back().first, m_exploded.back().second);
            m_exploded.pop_back();
        }
        if (m.type() == MoveType::Promotion) {
            m_pieces.replace(to, st.moved);
            if (v.handPromotion) ++m_hand[us][m.kind()];
        }
        m_pieces.move(v, to, from);
        if (st.captured != NoPiece) {
            const Square capSq =
                m.type() == MoveType::EnPassant ? square(fileOf(to), rankOf(from)) : to;
            m_pieces.add(v, capSq, st.captured);
            if (v.holdings && !v.gating)
                --m_hand[v.handPromotion ? ~us : us][v.handKind(kindOf(st.captured))];
        }
        break;
    }
    }
    m_states.pop_back();
}

} // namespace tabiya

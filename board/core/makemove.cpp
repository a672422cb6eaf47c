// Position's make and unmake: each kind of move by its own step (drop, castling, chu's
// double move, the ordinary move with its capture, promotion and pawn push), keeping the
// board, the piece lists, the hands and the incremental hash in step. The search's hot path.
#include "board/core/position.h"

#include "board/core/zobrist.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya {

using namespace geometry;

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
        touchVirgin(st, m.from());
        touchVirgin(st, m.to());
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
    if (m.type() == MoveType::CastleGate) placeFromHand(st, m.onRookSquare() ? to : from, m.kind());
}

// A move of one piece from one square to another (normal, promotion, e.p., gating).
void Position::makeOrdinary(StateInfo& st) {
    const Variant& v = *m_variant;
    const Move m = st.move;
    const Square from = m.from(), to = m.to();
    const Piece moved = m_board[from];
    st.moved = moved;
    const Square capSq = m.type() == MoveType::EnPassant ? square(fileOf(to), rankOf(from)) : to;
    if (m_board[capSq] != NoPiece) capture(st, capSq);
    st.hash ^= zobrist::pieceKey(moved, from);
    movePiece(from, to);
    if (m.type() == MoveType::Promotion)
        promote(st, to, m.kind());
    else
        st.hash ^= zobrist::pieceKey(moved, to);
    if (v.kinds[kindOf(moved)].pawn) pawnMoved(st, from, to);
    if (v.castling) updateCastleRights(st, from, to, moved);
    if (v.atomic && st.captured != NoPiece) explode(st, to);
    if (m.type() == MoveType::Gate) placeFromHand(st, from, m.kind());
}

// Takes the piece on s, into a hand where captures are dropped again.
void Position::capture(StateInfo& st, Square s) {
    const Variant& v = *m_variant;
    const Piece captured = m_board[s];
    st.captured = captured;
    st.hash ^= zobrist::pieceKey(captured, s);
    removePiece(s);
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
    m_board[s] = promoted;
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

// A drop, or seirawan's gating: a piece of `kind` from the own hand onto s.
void Position::placeFromHand(StateInfo& st, Square s, int kind) {
    changeHand(st, m_side, kind, -1);
    const Piece p = makePiece(m_side, kind);
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

} // namespace tabiya

#pragma once
// Position: a board of some Variant with the side to move, castling rights, e.p. square,
// move counters and holdings; make/unmake, check, repetitions and editing. Where the
// pieces stand is its PieceBoard (pieceboard.h). Move generation (movegen.h), attack tests
// (attacks.h) and legality (legality.h) work on it from their own files; its members for
// them only forward there, so that the GUI, the session and tabiya-engine's search all
// ask this one class.

#include "board/core/attacks.h"
#include "board/core/legality.h"
#include "board/core/move.h"
#include "board/core/movegen.h"
#include "board/core/movelist.h"
#include "board/core/pieceboard.h"
#include "board/core/stateinfo.h"
#include "board/core/variant.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabiya {

class Position {
public:
    explicit Position(const Variant& variant = Variant::chess());

    // Reads FEN, X-FEN, Shredder-FEN, xboard's xiangqi FEN or CXBoard's CFEN.
    static std::optional<Position> fromFen(const Variant& variant, std::string_view fen,
                                           std::string* error = nullptr);
    static Position startPosition(const Variant& variant);
    std::string fen(FenStyle style = FenStyle::Standard) const;

    const Variant& variant() const { return *m_variant; }
    Piece at(Square s) const { return m_pieces.at(s); }
    Piece at(int file, int rank) const { return m_pieces.at(geometry::square(file, rank)); }
    Color sideToMove() const { return m_side; }
    Square epSquare() const { return state().ep; }
    // File of the rook that may castle on that side (0 = king side, towards the h file),
    // or -1.
    int castlingRookFile(Color c, int side) const { return state().castleFile[c * 2 + side]; }
    // Has the piece on this file of c's first rank not moved yet?
    bool isVirgin(Color c, int file) const { return state().virgin[c] >> file & 1; }
    void setVirgin(Color c, int file, bool on);
    int halfmoveClock() const { return state().halfmoveClock; }
    int fullmoveNumber() const { return m_fullmoveStart + (gamePly() + m_plyParity) / 2; }
    int handCount(Color c, int kind) const { return m_hand[c][kind]; }
    uint64_t hash() const { return state().hash; }
    Square royalSquare(Color c) const { return m_pieces.royal(c); }
    // The king that castles: the royal one, or (twokings, giveaway) the K on the first
    // rank's middle files. NoSquare when there is none.
    Square castlingKingSquare(Color c) const;
    // Number of moves made since this object was set up from a FEN.
    int gamePly() const { return int(m_states.size()) - 1; }
    Move lastMove() const { return state().move; }
    Piece lastCaptured() const { return state().captured; }
    const std::vector<StateInfo>& history() const { return m_states; }
    const std::array<Square, 256>& pieceSquares(Color c) const { return m_pieces.squares(c); }
    int pieceCount(Color c) const { return m_pieces.count(c); }
    // The padded mailbox (geometry::Cells cells, OffBoard around the board) for scans.
    const Piece* board() const { return m_pieces.cells(); }

    bool isAttacked(Square target, Color by) const {
        return attacks::isAttacked(*this, target, by);
    }
    // The side to move's royal piece attacked (spartan: all of them); cached per ply.
    bool inCheck() const {
        const StateInfo& st = state();
        return st.checked >= 0 ? st.checked : computeCheck();
    }
    // Janggi: the kings face each other on a file with nothing between (bikjang).
    bool kingsFace() const { return m_pieces.royalsFace(); }
    // Janggi: two passes in a row, or a pass leaving bikjang standing, ended the game.
    bool endedByPass() const;

    void generatePseudoLegal(MoveList& list) const { movegen::generatePseudoLegal(*this, list); }
    void generateLegal(MoveList& list) { legality::generateLegal(*this, list); }
    // For a move from generatePseudoLegal: does it leave the own royal piece safe?
    bool isLegal(Move m) { return legality::isLegal(*this, m); }
    // Any move, e.g. from a hash table or the user: pseudo-legal and legal here?
    bool isLegalMove(Move m) { return legality::isLegalMove(*this, m); }
    uint64_t countLegal() { return legality::countLegal(*this); }
    bool hasLegalMove() { return legality::hasLegalMove(*this); }
    bool isCapture(Move m) const {
        if (m.isDouble())
            return isPiece(at(m.mid())) || (m.to() != m.from() && isPiece(at(m.to())));
        return m.type() == MoveType::EnPassant ||
               (m.type() != MoveType::Castle && m.type() != MoveType::Drop &&
                m.type() != MoveType::CastleGate && m.type() != MoveType::Pass &&
                isPiece(at(m.to())));
    }
    // Inline: the engine's move ordering asks it of every move it scores.
    Piece movingPiece(Move m) const {
        return m.type() == MoveType::Drop ? makePiece(m_side, m.kind()) : at(m.from());
    }

    void makeMove(Move m);
    void unmakeMove();
    void makeNullMove() { makeMove(Move::null()); }

    // Earlier occurrences of this position (same side to move) since the last capture or
    // pawn move, counting back at most `plies` plies.
    int repetitions(int plies = 1 << 30) const;

    // Editing (for Edit Position and engine setup): put or clear pieces, then validate.
    void clear();
    void put(Square s, Piece p);
    void setSideToMove(Color c);
    void setCastlingRookFile(Color c, int side, int file);
    void setEpSquare(Square s);
    void setHand(Color c, int kind, int count);
    void setCounters(int halfmoveClock, int fullmoveNumber);
    // A position people and engines can play from: one royal piece a side where the
    // variant has them, pawns off the first and last ranks, the side not to move not in
    // check, pieces inside their zones. Empty string when fine.
    std::string validate() const;

private:
    const StateInfo& state() const { return m_states.back(); }
    StateInfo& state() { return m_states.back(); }
    bool computeCheck() const;
    void recomputeHash();
    void makeDrop(StateInfo& st);
    void makeCastle(StateInfo& st);
    // Forced inline: split out of makeMove they cost the engine's bench instructions.
    [[gnu::always_inline]] inline void makeOrdinary(StateInfo& st);
    [[gnu::always_inline]] inline void capture(StateInfo& st, Square s);
    void promote(StateInfo& st, Square s, int kind);
    void pawnMoved(StateInfo& st, Square from, Square to);
    void explode(StateInfo& st, Square center);
    void placeFromHand(StateInfo& st, Square s, int kind);
    void changeHand(StateInfo& st, Color c, int kind, int by);
    void makeDouble(StateInfo& st);
    void unmakeDouble(const StateInfo& st);

    const Variant* m_variant;
    PieceBoard m_pieces; // the board, the piece lists and the royal squares
    std::vector<std::pair<Square, Piece>> m_exploded; // atomic: what unmake puts back
    std::array<std::array<int, MaxKinds>, 2> m_hand{};
    Color m_side = White;
    int m_fullmoveStart = 1;
    int m_plyParity = 0; // 1 when the FEN had Black to move, so fullmove counts right
    std::vector<StateInfo> m_states;
};

} // namespace tabiya

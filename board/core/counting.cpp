#include "board/core/counting.h"

#include <vector>

namespace tabiya {

namespace {

struct Material {
    int pieces[2] = {0, 0};
    int pawns = 0;
    int rooks[2] = {0, 0}, khons[2] = {0, 0}, knights[2] = {0, 0};
};

Material material(const Position& pos) {
    const Variant& v = pos.variant();
    Material m;
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < pos.pieceCount(Color(c)); ++i) {
            const PieceKind& k = v.kinds[kindOf(pos.at(pos.pieceSquares(Color(c))[i]))];
            ++m.pieces[c];
            if (k.pawn) ++m.pawns;
            if (k.letter == 'R') ++m.rooks[c];
            if (k.letter == 'S') ++m.khons[c];
            if (k.letter == 'N') ++m.knights[c];
        }
    return m;
}

// Fairy-Stockfish's count_limit(), in moves: 0 when `counter` does not count.
int countLimit(const Material& m, Color counter) {
    const int us = counter, them = 1 - counter;
    if (m.pawns > 0 || m.pieces[them] == 1) return 0;
    if (m.pieces[us] > 1) return 64; // board's honour
    if (m.rooks[them] > 1) return 8;
    if (m.rooks[them] == 1) return 16;
    if (m.khons[them] > 1) return 22;
    if (m.knights[them] > 1) return 32;
    if (m.khons[them] == 1) return 44;
    return 64;
}

} // namespace

CountingState countingState(const Position& pos) {
    const CountingRule rule = pos.variant().counting;
    CountingState st;
    if (rule == CountingRule::None) return st;
    Position walk = pos;
    std::vector<Move> moves;
    while (walk.gamePly() > 0) {
        moves.push_back(walk.lastMove());
        walk.unmakeMove();
    }
    for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
        const Move m = *it;
        const bool captureOrPromotion = walk.isCapture(m) || m.type() == MoveType::Promotion;
        walk.makeMove(m);
        const Piece captured = walk.lastCaptured();
        const bool pawnTaken = captured != NoPiece && pos.variant().kinds[kindOf(captured)].pawn;
        if (st.limit) ++st.ply;
        const Color toMove = walk.sideToMove(), mover = ~toMove;
        const Material mat = material(walk);
        const int total = mat.pieces[0] + mat.pieces[1];
        // The last pawn taken leaves the mover with a bare king to count from.
        if (pawnTaken && mat.pieces[mover] == 1 && !mat.pawns)
            if (const int limit = countLimit(mat, mover)) {
                st.limit = 2 * limit;
                st.ply = 2 * total - 1;
            }
        if (!st.limit || (captureOrPromotion && mat.pieces[toMove] == 1))
            if (const int limit = countLimit(mat, toMove)) {
                st.limit = 2 * limit;
                st.ply = mat.pieces[toMove] > 1 ? 0 : 2 * total;
            }
    }
    return st;
}

bool countingDraw(Position& pos) {
    const CountingState st = countingState(pos);
    return st.limit && st.ply > st.limit && (!pos.inCheck() || pos.hasLegalMove());
}

} // namespace tabiya

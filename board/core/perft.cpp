#include "board/core/perft.h"

namespace tabiya {

uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return pos.countLegal();
    if (pos.variant().mandatoryCapture) {
        MoveList legal;
        pos.generateLegal(legal);
        uint64_t nodes = 0;
        for (Move m : legal) {
            pos.makeMove(m);
            nodes += perft(pos, depth - 1);
            pos.unmakeMove();
        }
        return nodes;
    }
    MoveList moves;
    pos.generatePseudoLegal(moves);
    uint64_t nodes = 0;
    for (Move m : moves) {
        if (!pos.isLegal(m)) continue;
        pos.makeMove(m);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove();
    }
    return nodes;
}

std::vector<std::pair<Move, uint64_t>> perftDivide(Position& pos, int depth) {
    std::vector<std::pair<Move, uint64_t>> out;
    MoveList moves;
    pos.generateLegal(moves);
    for (Move m : moves) {
        pos.makeMove(m);
        out.emplace_back(m, perft(pos, depth - 1));
        pos.unmakeMove();
    }
    return out;
}

} // namespace tabiya

#pragma once
// Pruning: the rules by which the search cuts, prunes and reduces a node, as pure
// functions of what it knows of the node (SearchNode), so that they read in one place
// and the Searcher only applies them. Their numbers are tuned together with the
// calibrated strength levels: changing one changes the tree.

#include "engine/evaluator.h"
#include "engine/searchtypes.h"
#include "engine/transpositiontable.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace tabiya::engine {

// What search() knows of the node it is in, for the steps it is split into.
struct SearchNode {
    int alpha, beta, depth, ply;
    bool pvNode, cutNode, inCheck;
    int originalAlpha = 0; // after mate distance pruning: the bound of the table entry
    bool improving = false;
    int staticEval = -Infinite;
    uint64_t key = 0;
    Move ttMove;
    TTHit tt;              // the table's entry (depth -1: none)
    Move excluded;         // a singular extension's test: the move left out
    bool singular = false; // ttMove is to be extended: nothing else comes close
};

// Singular extension: whether to test that the table's move is much better than every
// other one here (its entry is deep enough and a lower bound, not a mate).
inline bool triesSingularExtension(const SearchNode& node) {
    return node.depth >= 8 && node.ply > 0 && node.excluded.isNone() && !node.ttMove.isNone() &&
           node.tt.depth >= node.depth - 3 && (node.tt.bound & BoundLower) &&
           std::abs(node.tt.score) < MateThreshold;
}

// Mate scores are stored in the table as distances from the node, not from the root.
inline int scoreToTT(int score, int ply) {
    return score >= MateThreshold ? score + ply : score <= -MateThreshold ? score - ply : score;
}
inline int scoreFromTT(int score, int ply) {
    return score >= MateThreshold ? score - ply : score <= -MateThreshold ? score + ply : score;
}

// True when the table entry's bound settles the window; score is then its value here.
inline bool tableCuts(const TTHit& hit, int ply, int alpha, int beta, int& score) {
    score = scoreFromTT(hit.score, ply);
    return (hit.bound == BoundExact) || (hit.bound == BoundLower && score >= beta) ||
           (hit.bound == BoundUpper && score <= alpha);
}

// Reverse futility: far above beta with little depth left, a cut is all but sure.
inline bool reverseFutilityCuts(const SearchNode& node) {
    return node.depth <= 6 && node.staticEval - 85 * (node.depth - node.improving) >= node.beta &&
           std::abs(node.beta) < MateThreshold;
}

// Late move pruning and futility: whether a quiet move late in a hopeless node is skipped
// (the caller checks that the node may prune at all: not a PV node, not in check).
inline bool prunesQuietMove(const SearchNode& node, int quietCount, bool killer) {
    const int depth = node.depth;
    return (depth <= 5 && quietCount >= 3 + depth * depth * (1 + node.improving) / 2) ||
           (depth <= 4 && node.staticEval + 90 + 70 * depth <= node.alpha && !killer);
}

// Late move reductions grow with the depth left and the move's place in the list.
extern const std::array<std::array<int8_t, 64>, 64> LateMoveReductions;

inline int lateMoveReduction(const SearchNode& node, int newDepth, int legalCount, bool killer,
                             int history) {
    int r = LateMoveReductions[std::min(node.depth, 63)][std::min(legalCount, 63)];
    r += !node.pvNode;
    r += node.cutNode;
    r -= killer;
    r -= !node.improving ? 0 : 1;
    r -= history / 4000;
    return std::clamp(r, 0, newDepth - 1);
}

// The quiescence search's moves when not in check: captures and queen promotions, less
// the hopeless (delta pruning) and the losing ones (a cheap exchange test).
void keepTacticalMoves(const Position& pos, const Evaluator& eval, MoveList& moves, int standPat,
                       int alpha);

} // namespace tabiya::engine

#pragma once
// Searcher: one thread's alpha-beta search. Iterative deepening over the root moves with
// aspiration windows and multi-PV, principal variation search below with a shared
// transposition table, null move, reverse futility, late move pruning and reductions,
// check and singular extensions, killer, counter move and history ordering, and a
// quiescence search of captures; in chess the static exchange (staticexchange.h) orders
// captures and prunes the moves that lose material.
// The pruning and reduction rules it applies are in engine/pruning.h. Several Searchers
// on one table make the lazy SMP search (SearchPool).

#include "engine/evalcache.h"
#include "engine/evaluator.h"
#include "engine/movepicker.h"
#include "engine/pruning.h"
#include "engine/searchtypes.h"

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace tabiya::engine {

class Searcher {
public:
    Searcher(int id, SearchShared& shared);

    // Runs the iterative deepening; the main searcher (id 0) reports and keeps time.
    void run(const Position& root, const Evaluator& evaluator,
             const std::function<void(const SearchReport&)>& report);
    SearchResult result() const { return m_result; }
    uint64_t nodes() const { return m_nodes.load(std::memory_order_relaxed); }
    int64_t elapsedMs() const;

private:
    struct RootMove {
        Move move;
        int score = -Infinite;
        int previousScore = -Infinite;
        int seldepth = 0;
        std::vector<Move> pv;
    };
    bool collectRootMoves(); // false: nothing to search
    void searchWithAspiration(int depth, int pvIndex);
    bool iterationsDone(int depth, int stableIterations) const; // the main thread's call
    int searchRoot(int alpha, int beta, int depth, int pvIndex);
    int search(int alpha, int beta, int depth, int ply, bool cutNode, Move excluded = Move());
    // false: the node is done with (score set), by multi-cut or a stop
    bool testSingular(SearchNode& node, int& score);
    bool knownScore(SearchNode& node, int& score);           // setscore or table cut; sets ttMove
    bool cutBeforeMoves(const SearchNode& node, int& score); // reverse futility, null move
    int searchMoves(SearchNode& node);
    bool losesExchange(const SearchNode& node, Move m, bool quiet, std::optional<ChessSets>& sets);
    int finishNode(const SearchNode& node, int best, Move bestMove, int legalCount);
    int searchMove(const SearchNode& node, int legalCount, int newDepth, bool reducible,
                   bool killer, int history);
    void updatePv(int ply, Move m);
    int qsearch(int alpha, int beta, int ply);
    int drawScore(int ply) const;
    int evaluate(); // the evaluator's score (cached), plus the noise of a limited strength
    void updateQuietStats(Move best, const Move* quiets, int quietCount, int depth, int ply);
    Move* counterEntry(); // the counter move entry for the move just played, if any
    void checkLimits();
    void reportLine(int depth, int pvIndex, int alpha, int beta);

    const int m_id;
    SearchShared& m_shared;
    Position m_pos;
    const Evaluator* m_eval = nullptr;
    const std::function<void(const SearchReport&)>* m_report = nullptr;
    Color m_rootSide = White;
    std::vector<RootMove> m_rootMoves;
    std::atomic<uint64_t> m_nodes{0};
    uint64_t m_localNodes = 0;
    int m_seldepth = 0;
    int m_completedDepth = 0;
    int m_rootDepth = 1;
    std::array<std::array<Move, 2>, MaxPly + 2> m_killers{};
    HistoryTable m_history{};
    // The quiet move that last refuted a move, by the side, kind and destination of the
    // move refuted.
    std::array<std::array<std::array<Move, geometry::Cells>, MaxKinds>, 2> m_counters{};
    std::array<std::array<Move, MaxPly + 2>, MaxPly + 2> m_pv{};
    std::array<int, MaxPly + 2> m_pvLength{};
    std::array<int, MaxPly + 2> m_staticEval{};
    EvalCache m_evalCache;
    // Each ply's moves, here rather than on the stack: a MoveList there is 4 KB of moves
    // zeroed at every node. A ply's search and quiescence search never overlap.
    std::vector<MoveList> m_moveLists = std::vector<MoveList>(MaxPly + 2);
    SearchResult m_result;
};

} // namespace tabiya::engine

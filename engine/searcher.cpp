#include "engine/searcher.h"

#include "board/core/rules.h"
#include "engine/movepicker.h"
#include "engine/pruning.h"
#include "engine/staticexchange.h"
#include "engine/strength.h"
#include "engine/treerules.h"

#include <algorithm>
#include <optional>

namespace tabiya::engine {

Searcher::Searcher(int id, SearchShared& shared)
    : m_id(id)
    , m_shared(shared) {}

int64_t Searcher::elapsedMs() const {
    if (m_shared.limits.nps > 0) return int64_t(nodes() * 1000 / uint64_t(m_shared.limits.nps));
    const int64_t now = m_shared.paused ? m_shared.pausedAtNs.load() : steadyNowNs();
    return (now - m_shared.startNs.load()) / 1'000'000;
}

void Searcher::checkLimits() {
    m_nodes.store(m_localNodes, std::memory_order_relaxed);
    if (m_shared.paused.load(std::memory_order_relaxed)) {
        // Paused: sleep where we are, so that resume goes on from exactly here.
        std::unique_lock lock(m_shared.pauseMutex);
        m_shared.pauseChanged.wait(lock, [this] { return !m_shared.paused || m_shared.stop; });
    }
    if (m_id != 0) return;
    const SearchLimits& limits = m_shared.limits;
    if (limits.nodes && m_localNodes >= limits.nodes) m_shared.stop = true;
    if (m_shared.pondering.load(std::memory_order_relaxed)) return;
    const int64_t hard = m_shared.hardMs.load(std::memory_order_relaxed);
    // Always finish depth 1, so that there is a move to play.
    if (hard >= 0 && m_completedDepth >= 1 && elapsedMs() >= hard) m_shared.stop = true;
}

int Searcher::evaluate() {
    int e;
    if (!m_evalCache.probe(m_pos.hash(), e)) {
        e = m_eval->evaluate(m_pos);
        m_evalCache.store(m_pos.hash(), e);
    }
    const int amplitude = m_shared.limits.evalNoise;
    return amplitude ? e + strength::noise(m_pos.hash(), m_shared.limits.noiseSeed, amplitude) : e;
}

int Searcher::drawScore(int ply) const {
    const int contempt = m_shared.limits.contempt;
    return (ply % 2 == 0) ? -contempt : contempt;
}

Move* Searcher::counterEntry() {
    const Move last = m_pos.lastMove();
    if (last.isNone() || last.isNull() || !isPiece(m_pos.at(last.to()))) return nullptr;
    return &m_counters[~m_pos.sideToMove()][kindOf(m_pos.at(last.to()))][last.to()];
}

void Searcher::updateQuietStats(Move best, const Move* quiets, int quietCount, int depth, int ply) {
    if (m_killers[ply][0] != best) {
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = best;
    }
    if (Move* counter = counterEntry()) *counter = best;
    const Color us = m_pos.sideToMove();
    const int bonus = std::min(depth * depth, 400);
    auto update = [&](Move m, int delta) {
        int& h = m_history[us][kindOf(m_pos.movingPiece(m))][m.to()];
        h += delta - h * std::abs(delta) / 16384;
    };
    update(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best) update(quiets[i], -bonus);
}

void Searcher::run(const Position& root, const Evaluator& evaluator,
                   const std::function<void(const SearchReport&)>& report) {
    m_pos = root;
    m_eval = &evaluator;
    m_report = &report;
    m_rootSide = root.sideToMove();
    m_localNodes = 0;
    m_nodes = 0;
    m_completedDepth = 0;
    m_result = {};
    m_evalCache.newSearch();
    for (auto& k : m_killers)
        k = {Move(), Move()};
    if (!collectRootMoves()) {
        m_result.score = m_pos.inCheck() || m_pos.variant().stalemateLoses ? -MateValue : 0;
        return;
    }
    const SearchLimits& limits = m_shared.limits;
    const int multiPv = std::clamp(limits.multiPv, 1, int(m_rootMoves.size()));
    Move lastBest;
    int stableIterations = 0;
    // Helper threads start at different depths so that they spread over the tree.
    for (int depth = 1 + (m_id % 2); depth <= limits.depth && depth < MaxPly - 1; ++depth) {
        for (auto& rm : m_rootMoves)
            rm.previousScore = rm.score;
        for (int pvIndex = 0; pvIndex < multiPv && !m_shared.stop; ++pvIndex)
            searchWithAspiration(depth, pvIndex);
        if (m_shared.stop) break;
        m_completedDepth = depth;
        if (m_id != 0) continue;
        for (int i = 0; i < multiPv; ++i)
            reportLine(depth, i, -Infinite, Infinite);
        stableIterations = m_rootMoves[0].move == lastBest ? stableIterations + 1 : 0;
        lastBest = m_rootMoves[0].move;
        if (iterationsDone(depth, stableIterations)) break;
    }
    m_nodes.store(m_localNodes);
    const RootMove& top = m_rootMoves[0];
    m_result.best = top.move;
    m_result.ponder = top.pv.size() > 1 ? top.pv[1] : Move();
    m_result.score = top.score > -Infinite ? top.score : top.previousScore;
    m_result.depth = m_completedDepth;
    m_result.nodes = m_localNodes;
    m_result.ms = elapsedMs();
}

bool Searcher::collectRootMoves() {
    MoveList legal;
    m_pos.generateLegal(legal);
    m_rootMoves.clear();
    const auto& only = m_shared.limits.searchMoves;
    for (Move m : legal)
        if (only.empty() || std::find(only.begin(), only.end(), m) != only.end())
            m_rootMoves.push_back({m, -Infinite, -Infinite, 0, {m}});
    if (m_rootMoves.empty()) return false;
    // Start from the table's move, then by a cheap ordering.
    TTHit hit;
    if (m_shared.tt->probe(m_pos.hash(), hit))
        for (size_t i = 0; i < m_rootMoves.size(); ++i)
            if (m_rootMoves[i].move == hit.move)
                std::rotate(m_rootMoves.begin(), m_rootMoves.begin() + i,
                            m_rootMoves.begin() + i + 1);
    return true;
}

void Searcher::searchWithAspiration(int depth, int pvIndex) {
    // A window around the last iteration's score, widened on each fail.
    int delta = 25;
    int prev = m_rootMoves[pvIndex].previousScore;
    int alpha = -Infinite, beta = Infinite;
    if (depth >= 4 && !isMateScore(prev) && prev > -Infinite) {
        alpha = std::max(prev - delta, -Infinite);
        beta = std::min(prev + delta, Infinite);
    }
    m_rootDepth = depth;
    auto byScore = [](const RootMove& a, const RootMove& b) { return a.score > b.score; };
    for (;;) {
        m_seldepth = 0;
        const int score = searchRoot(alpha, beta, depth, pvIndex);
        std::stable_sort(m_rootMoves.begin() + pvIndex, m_rootMoves.end(), byScore);
        if (m_shared.stop) break;
        if (score <= alpha) {
            if (m_id == 0 && elapsedMs() > 1000) reportLine(depth, pvIndex, alpha, beta);
            beta = (alpha + beta) / 2;
            alpha = std::max(score - delta, -Infinite);
        } else if (score >= beta) {
            if (m_id == 0 && elapsedMs() > 1000) reportLine(depth, pvIndex, alpha, beta);
            beta = std::min(score + delta, Infinite);
        } else {
            break;
        }
        delta += delta / 2 + 10;
    }
    std::stable_sort(m_rootMoves.begin(), m_rootMoves.begin() + pvIndex + 1, byScore);
}

bool Searcher::iterationsDone(int depth, int stableIterations) const {
    const SearchLimits& limits = m_shared.limits;
    const int best = m_rootMoves[0].score;
    if (limits.mate > 0 && best >= MateThreshold && mateInMoves(best) <= limits.mate) return true;
    if (limits.infinite || m_shared.pondering) return false;
    if (m_rootMoves.size() == 1 && depth >= 6) return true;
    const int64_t soft = m_shared.softMs.load();
    if (soft >= 0) {
        // A best move that keeps standing needs less time than one that just changed.
        const double factor = stableIterations >= 4 ? 0.45 : stableIterations >= 2 ? 0.7 : 1.1;
        if (elapsedMs() >= int64_t(double(soft) * factor * 0.6)) return true;
    }
    return best >= MateThreshold && depth > 2 * mateInMoves(best) + 4;
}

void Searcher::reportLine(int depth, int pvIndex, int alpha, int beta) {
    const RootMove& rm = m_rootMoves[pvIndex];
    SearchReport r;
    r.depth = depth;
    r.seldepth = std::max(rm.seldepth, depth);
    r.multipv = pvIndex + 1;
    r.score = rm.score > -Infinite ? rm.score : rm.previousScore;
    r.bound = r.score <= alpha ? BoundUpper : r.score >= beta ? BoundLower : BoundExact;
    r.ms = elapsedMs();
    m_nodes.store(m_localNodes, std::memory_order_relaxed);
    r.nodes = m_localNodes;
    r.pv = rm.pv;
    r.hashfull = m_shared.tt->hashfull();
    if (*m_report) (*m_report)(r);
}

int Searcher::searchRoot(int alpha, int beta, int depth, int pvIndex) {
    const int originalAlpha = alpha;
    int best = -Infinite;
    const bool inCheck = m_pos.inCheck();
    if (m_id == 0) {
        m_shared.rootDepth = depth;
        m_shared.rootMoveCount = int(m_rootMoves.size());
    }
    for (int i = pvIndex; i < int(m_rootMoves.size()); ++i) {
        RootMove& rm = m_rootMoves[i];
        if (m_id == 0) {
            m_shared.rootMoveIndex = i + 1;
            m_shared.rootMove = rm.move.raw();
            if (*m_report && depth >= 8 && elapsedMs() > 2000) {
                SearchReport progress;
                progress.depth = depth;
                progress.currmove = rm.move;
                progress.currmoveNumber = i + 1;
                (*m_report)(progress);
            }
        }
        m_pos.makeMove(rm.move);
        ++m_localNodes;
        const int newDepth = depth - 1 + (m_pos.inCheck() || inCheck ? 1 : 0);
        int score;
        m_pvLength[1] = 1;
        if (i == pvIndex) {
            score = -search(-beta, -alpha, newDepth, 1, false);
        } else {
            const bool quiet = !(rm.move.type() == MoveType::Promotion) &&
                               m_pos.lastCaptured() == NoPiece && !m_pos.inCheck();
            const int r = (depth >= 3 && i > 3 + pvIndex && quiet) ? 1 : 0;
            score = -search(-alpha - 1, -alpha, newDepth - r, 1, true);
            if (score > alpha && r) score = -search(-alpha - 1, -alpha, newDepth, 1, true);
            if (score > alpha && score < beta) score = -search(-beta, -alpha, newDepth, 1, false);
        }
        m_pos.unmakeMove();
        if (m_shared.stop) return best;
        if (i == pvIndex || score > alpha) {
            rm.score = score;
            rm.seldepth = m_seldepth;
            rm.pv.assign(1, rm.move);
            for (int j = 1; j < m_pvLength[1]; ++j)
                rm.pv.push_back(m_pv[1][j]);
        } else {
            rm.score = -Infinite;
        }
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (score >= beta) break;
            }
        }
    }
    if (pvIndex == 0 && !m_shared.stop && best > -Infinite)
        m_shared.tt->store(m_pos.hash(), m_rootMoves[0].move, scoreToTT(best, 0), depth,
                           best >= beta           ? BoundLower
                           : best > originalAlpha ? BoundExact
                                                  : BoundUpper);
    return best;
}

int Searcher::search(int alpha, int beta, int depth, int ply, bool cutNode, Move excluded) {
    if (depth <= 0) return qsearch(alpha, beta, ply);
    const bool pvNode = beta - alpha > 1;
    m_pvLength[ply] = ply;
    if ((++m_localNodes & 1023) == 0) checkLimits();
    if (m_shared.stop.load(std::memory_order_relaxed)) return 0;
    m_seldepth = std::max(m_seldepth, ply);

    int score;
    if (treeRuleScore(m_pos, ply, drawScore(ply), score)) return score;
    // Mate distance pruning: no line here can beat a mate already found nearer the root.
    alpha = std::max(alpha, -MateValue + ply);
    beta = std::min(beta, MateValue - ply - 1);
    if (alpha >= beta) return alpha;
    const bool inCheck = m_pos.inCheck();
    if (ply >= MaxPly - 1) return inCheck ? 0 : evaluate();

    SearchNode node{alpha, beta,      depth,        ply,    pvNode,  cutNode,  inCheck, alpha,
                    false, -Infinite, m_pos.hash(), Move(), TTHit{}, excluded, false};
    if (knownScore(node, score)) return score;

    node.staticEval = inCheck ? -Infinite : evaluate();
    m_staticEval[ply] = node.staticEval;
    node.improving = !inCheck && ply >= 2 && m_staticEval[ply - 2] != -Infinite &&
                     node.staticEval > m_staticEval[ply - 2];
    if (!pvNode && !inCheck && cutBeforeMoves(node, score)) return score;
    // Without a move from the table, a shallower search is all we can afford here.
    if (depth >= 6 && node.ttMove.isNone() && (pvNode || cutNode)) --node.depth;
    if (triesSingularExtension(node) && !testSingular(node, score)) return score;
    return searchMoves(node);
}

// The table's move is singular when every other move, searched to half the depth, fails
// low against a bound a little under its score: it is then searched one ply deeper. When
// the others beat beta even so, several moves cut: the node does (multi-cut).
bool Searcher::testSingular(SearchNode& node, int& score) {
    const int singularBeta = scoreFromTT(node.tt.score, node.ply) - 2 * node.depth;
    const int s = search(singularBeta - 1, singularBeta, (node.depth - 1) / 2, node.ply,
                         node.cutNode, node.ttMove);
    if (m_shared.stop) {
        score = 0;
        return false;
    }
    if (s < singularBeta) {
        node.singular = true;
    } else if (singularBeta >= node.beta) {
        score = singularBeta;
        return false;
    }
    return true;
}

bool Searcher::knownScore(SearchNode& node, int& score) {
    // What the GUI said this position is worth (setscore), else a table entry deep enough.
    if (m_shared.overrides && !m_shared.overrides->empty()) {
        auto it = m_shared.overrides->find(node.key);
        if (it != m_shared.overrides->end() && node.depth <= it->second.second) {
            score = it->second.first;
            return true;
        }
    }
    TTHit hit;
    if (!m_shared.tt->probe(node.key, hit)) return false;
    node.ttMove = hit.move;
    node.tt = hit;
    // A singular extension's test searches this position without the move: its entry
    // (the whole position's) says nothing about the rest.
    if (node.pvNode || hit.depth < node.depth || !node.excluded.isNone()) return false;
    return tableCuts(hit, node.ply, node.alpha, node.beta, score);
}

bool Searcher::cutBeforeMoves(const SearchNode& node, int& score) {
    const int beta = node.beta, depth = node.depth, staticEval = node.staticEval;
    if (reverseFutilityCuts(node)) {
        score = staticEval;
        return true;
    }
    // Null move: if passing still fails high, a real move will too.
    if (depth >= 3 && staticEval >= beta && !m_pos.lastMove().isNull() && node.excluded.isNone() &&
        m_eval->hasPieces(m_pos, m_pos.sideToMove())) {
        const int r = 3 + depth / 4 + std::min(3, (staticEval - beta) / 200);
        m_pos.makeNullMove();
        const int nullScore = -search(-beta, -beta + 1, depth - 1 - r, node.ply + 1, !node.cutNode);
        m_pos.unmakeMove();
        if (m_shared.stop) {
            score = 0;
            return true;
        }
        if (nullScore >= beta) {
            score = nullScore >= MateThreshold ? beta : nullScore;
            return true;
        }
    }
    return false;
}

int Searcher::searchMoves(SearchNode& node) {
    const int depth = node.depth, ply = node.ply, beta = node.beta;
    MoveList& moves = m_moveLists[size_t(ply)];
    moves.count = 0;
    m_pos.generatePseudoLegal(moves);
    const Move* counter = counterEntry();
    MovePicker picker(m_pos, *m_eval, moves, node.ttMove, m_killers[ply], m_history,
                      counter ? *counter : Move());
    int best = -Infinite;
    Move bestMove;
    int legalCount = 0;
    Move quiets[64];
    int quietCount = 0;
    bool pruning = false;          // a quiet move was pruned
    std::optional<ChessSets> sets; // for losesExchange, built when first needed
    auto isQuiet = [this](Move m) {
        return !m_pos.isCapture(m) && m.type() != MoveType::Promotion;
    };
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        if (m == node.excluded) continue;
        const bool quiet = isQuiet(m);
        const bool killer = m == m_killers[ply][0] || m == m_killers[ply][1];
        // Late move pruning and futility: quiet moves late in a hopeless node. Decided
        // before the legality test (a make, an attack test and an unmake for most moves),
        // as most moves tried here are pruned. Pruned moves are then not counted in
        // legalCount, which changes nothing: the first legal move is never pruned, and
        // once a quiet move is pruned every later quiet one is too (the picker hands out
        // killers before other quiet moves, and quietCount and alpha stay put until a
        // move is searched), so legalCount only reaches non-quiet moves, never reduced.
        // Castling keeps its test first: its make and unmake leave the rook last in the
        // piece list, so skipping them would change the order moves are generated in
        // below, and with it the tree (which the calibrated strength levels rest on).
        if (m.isCastle() && !m_pos.isLegal(m)) continue;
        if (!node.pvNode && !node.inCheck && quiet && best > -MateThreshold && legalCount >= 1 &&
            prunesQuietMove(node, quietCount, killer)) {
            // Every quiet move left will be pruned too: when none is left that is not
            // quiet (an underpromotion, searched) or castling (tested), the node is done
            // with, without handing out the rest one selection step at a time.
            if (!pruning) {
                pruning = true;
                if (picker.noneLeft([&](Move r) { return r.isCastle() || !isQuiet(r); })) break;
            }
            continue;
        }
        // Moves that lose material (chess): not counted in legalCount either, so the moves
        // after them are reduced as if they had not been there.
        if (!node.pvNode && !node.inCheck && best > -MateThreshold && legalCount >= 1 &&
            losesExchange(node, m, quiet, sets))
            continue;
        if (!m.isCastle() && !m_pos.isLegal(m)) continue;
        ++legalCount;
        const int history =
            quiet ? m_history[m_pos.sideToMove()][kindOf(m_pos.movingPiece(m))][m.to()] : 0;
        m_pos.makeMove(m);
        const bool givesCheck = m_pos.inCheck();
        // Check extension, bounded so that long checking sequences cannot explode the tree;
        // or the singular extension of the table's move.
        const bool extended =
            (givesCheck && ply < 2 * m_rootDepth) || (node.singular && m == node.ttMove);
        const int newDepth = depth - 1 + (extended ? 1 : 0);
        if (quiet && quietCount < 64) quiets[quietCount++] = m;
        const bool reducible = quiet && !givesCheck && !node.inCheck;
        const int score = searchMove(node, legalCount, newDepth, reducible, killer, history);
        m_pos.unmakeMove();
        if (m_shared.stop) return 0;
        if (score <= best) continue;
        best = score;
        if (score <= node.alpha) continue;
        bestMove = m;
        node.alpha = score;
        if (node.pvNode) updatePv(ply, m);
        if (score >= beta) {
            if (quiet) updateQuietStats(m, quiets, quietCount, depth, ply);
            break;
        }
    }
    return finishNode(node, best, bestMove, legalCount);
}

// The node's score (mate or stalemate when no move was legal) and its table entry.
int Searcher::finishNode(const SearchNode& node, int best, Move bestMove, int legalCount) {
    const int ply = node.ply;
    if (legalCount == 0)
        return node.inCheck || m_pos.variant().stalemateLoses ? -MateValue + ply : drawScore(ply);
    const Bound bound = best >= node.beta           ? BoundLower
                        : best > node.originalAlpha ? BoundExact
                                                    : BoundUpper;
    // A singular extension's test leaves a move out: its result is not the position's.
    if (node.excluded.isNone())
        m_shared.tt->store(node.key, bestMove, scoreToTT(best, ply), node.depth, bound);
    return best;
}

// Chess, shallow nodes: a move that loses more material on its square than the depth left
// could win back (by the static exchange) is not worth a search. Captures of a less
// valuable piece only; the others cannot lose much.
bool Searcher::losesExchange(const SearchNode& node, Move m, bool quiet,
                             std::optional<ChessSets>& sets) {
    const ChessRoles* roles = m_eval->chessRoles();
    if (!roles || node.depth > 4 || m.type() == MoveType::Promotion || m.isCastle()) return false;
    if (!quiet && m.type() != MoveType::EnPassant &&
        m_eval->pieceValue(kindOf(m_pos.at(m.from()))) <=
            m_eval->pieceValue(kindOf(m_pos.at(m.to()))) + 50)
        return false;
    if (!sets) sets.emplace(m_pos, *roles);
    const int margin = (quiet ? 60 : 100) * node.depth;
    return staticExchange(m_pos, *sets, *roles, m) < -margin;
}

// The move just made, searched: the first in full, the others with a null window and late
// move reductions first, searched again when they surprise.
int Searcher::searchMove(const SearchNode& node, int legalCount, int newDepth, bool reducible,
                         bool killer, int history) {
    const int ply = node.ply, beta = node.beta;
    if (legalCount == 1)
        return -search(-beta, -node.alpha, newDepth, ply + 1, !node.pvNode && !node.cutNode);
    const int r = node.depth >= 3 && reducible
                      ? lateMoveReduction(node, newDepth, legalCount, killer, history)
                      : 0;
    int score = -search(-node.alpha - 1, -node.alpha, newDepth - r, ply + 1, true);
    if (score > node.alpha && r > 0)
        score = -search(-node.alpha - 1, -node.alpha, newDepth, ply + 1, !node.cutNode);
    if (node.pvNode && score > node.alpha && score < beta)
        score = -search(-beta, -node.alpha, newDepth, ply + 1, false);
    return score;
}

void Searcher::updatePv(int ply, Move m) {
    m_pv[ply][ply] = m;
    for (int j = ply + 1; j < m_pvLength[ply + 1]; ++j)
        m_pv[ply][j] = m_pv[ply + 1][j];
    m_pvLength[ply] = std::max(m_pvLength[ply + 1], ply + 1);
}

int Searcher::qsearch(int alpha, int beta, int ply) {
    if ((++m_localNodes & 1023) == 0) checkLimits();
    if (m_shared.stop.load(std::memory_order_relaxed)) return 0;
    m_pvLength[ply] = ply;
    m_seldepth = std::max(m_seldepth, ply);
    const bool inCheck = m_pos.inCheck();
    if (ply >= MaxPly - 1) return inCheck ? 0 : evaluate();

    TTHit hit;
    const uint64_t key = m_pos.hash();
    const bool ttHit = m_shared.tt->probe(key, hit);
    int ttScore;
    if (ttHit && hit.depth >= 0 && beta - alpha == 1 && tableCuts(hit, ply, alpha, beta, ttScore))
        return ttScore;

    int best = -Infinite;
    int standPat = -Infinite;
    if (!inCheck) {
        standPat = evaluate();
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        best = standPat;
    }
    MoveList& moves = m_moveLists[size_t(ply)];
    moves.count = 0;
    if (inCheck) {
        m_pos.generatePseudoLegal(moves);
    } else {
        // Only captures and promotions are kept: the quiet moves are not even listed.
        movegen::generateTactical(m_pos, moves);
        keepTacticalMoves(m_pos, *m_eval, moves, standPat, alpha);
    }
    MovePicker picker(m_pos, *m_eval, moves, ttHit ? hit.move : Move(), m_killers[ply], m_history);
    Move bestMove;
    int legalCount = 0;
    for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
        if (!m_pos.isLegal(m)) continue;
        ++legalCount;
        m_pos.makeMove(m);
        const int score = -qsearch(-beta, -alpha, ply + 1);
        m_pos.unmakeMove();
        if (m_shared.stop) return 0;
        if (score <= best) continue;
        best = score;
        if (score <= alpha) continue;
        alpha = score;
        bestMove = m;
        updatePv(ply, m);
        if (score >= beta) break;
    }
    if (inCheck && legalCount == 0) return -MateValue + ply;
    m_shared.tt->store(key, bestMove, scoreToTT(best, ply), 0,
                       best >= beta ? BoundLower : BoundUpper);
    return best;
}

} // namespace tabiya::engine

#include "searcher.h"

#include "rules.h"

#include <algorithm>
#include <cmath>

namespace tabiya::engine {

namespace {

// Late move reductions grow with the depth left and the move's place in the list.
struct ReductionTable {
    std::array<std::array<int8_t, 64>, 64> r{};
    ReductionTable() {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                r[d][m] = int8_t(0.5 + std::log(double(d)) * std::log(double(m)) / 2.2);
    }
};
const ReductionTable Reductions;

int scoreToTT(int score, int ply) {
    return score >= MateThreshold ? score + ply : score <= -MateThreshold ? score - ply : score;
}
int scoreFromTT(int score, int ply) {
    return score >= MateThreshold ? score - ply : score <= -MateThreshold ? score + ply : score;
}

constexpr int TTMoveScore = 1 << 30;
constexpr int GoodCaptureScore = 1 << 28;
constexpr int KillerScore = 1 << 27;

} // namespace

Searcher::Searcher(int id, SearchShared& shared)
    : m_id(id)
    , m_shared(shared) {}

int64_t Searcher::elapsedMs() const {
    if (m_shared.limits.nps > 0) return int64_t(nodes() * 1000 / uint64_t(m_shared.limits.nps));
    const int64_t now = m_shared.paused ? m_shared.pausedAtNs.load() : steadyNowNs();
    return (now - m_shared.startNs.load()) / 1'000'000;
}

bool Searcher::hasPieces(Color c) const {
    // Null move is unsafe in pawn endings (zugzwang); any piece but king and pawns will do.
    for (int i = 0; i < m_pos.pieceCount(c); ++i) {
        const int k = kindOf(m_pos.at(m_pos.pieceSquares(c)[i]));
        const auto& kind = m_pos.variant().kinds[k];
        if (!kind.royal && !kind.pawn && m_eval->pieceValue(k) >= 300) return true;
    }
    return false;
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

int Searcher::drawScore(int ply) const {
    const int contempt = m_shared.limits.contempt;
    return (ply % 2 == 0) ? -contempt : contempt;
}

// Draws by rule inside the tree: a repetition (one earlier occurrence is enough), the
// n-move rule, dead material; in xiangqi a repetition lost by perpetual check.
bool Searcher::drawOrRuleScore(int ply, int& score) {
    const Variant& v = m_pos.variant();
    const int clock = m_pos.halfmoveClock();
    if (v.fiftyMovePlies > 0 && clock >= v.fiftyMovePlies) {
        score = drawScore(ply);
        return true;
    }
    const auto& states = m_pos.history();
    const int n = int(states.size()) - 1;
    const int limit = std::min(clock, n);
    for (int back = 4; back <= limit; back += 2) {
        if (states[n - back].hash != states[n].hash) continue;
        score = drawScore(ply);
        if (v.perpetualCheckLoses) {
            // Positions with us to move: n, n-2, ...; checked there means they checked.
            bool theyCheck = true, weCheck = true;
            for (int i = 0; i < back; ++i) {
                const bool checked = states[n - i].checked == 1;
                if (i % 2 == 0)
                    theyCheck = theyCheck && checked;
                else
                    weCheck = weCheck && checked;
            }
            if (theyCheck != weCheck) score = theyCheck ? RuleWinValue - ply : -RuleWinValue + ply;
        }
        return true;
    }
    if (m_pos.pieceCount(White) + m_pos.pieceCount(Black) <= 6 && insufficientMaterial(m_pos)) {
        score = drawScore(ply);
        return true;
    }
    return false;
}

void Searcher::scoreMoves(const MoveList& moves, std::array<int, MoveList::Capacity>& scores,
                          Move ttMove, int ply) const {
    const Color us = m_pos.sideToMove();
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        if (m == ttMove) {
            scores[i] = TTMoveScore;
            continue;
        }
        const Piece mover = m_pos.movingPiece(m);
        if (m_pos.isCapture(m) || m.type() == MoveType::Promotion) {
            const int victim = m.type() == MoveType::EnPassant ? 100
                               : m_pos.isCapture(m) ? m_eval->pieceValue(kindOf(m_pos.at(m.to())))
                                                    : 0;
            const int promo = m.type() == MoveType::Promotion ? m_eval->pieceValue(m.kind()) : 0;
            const int attacker = m_eval->pieceValue(kindOf(mover));
            // Most valuable victim first, least valuable attacker next.
            scores[i] = GoodCaptureScore + (victim + promo) * 16 - std::min(attacker, 2000) / 8;
            if (m.type() == MoveType::Promotion && promo < 500)
                scores[i] = -100000; // underpromotions last
            continue;
        }
        if (m == m_killers[ply][0])
            scores[i] = KillerScore + 1;
        else if (m == m_killers[ply][1])
            scores[i] = KillerScore;
        else
            scores[i] = m_history[us][kindOf(mover)][m.to()];
    }
}

void Searcher::updateQuietStats(Move best, const Move* quiets, int quietCount, int depth, int ply) {
    if (m_killers[ply][0] != best) {
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = best;
    }
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
    for (auto& k : m_killers)
        k = {Move(), Move()};

    MoveList legal;
    m_pos.generateLegal(legal);
    m_rootMoves.clear();
    const auto& only = m_shared.limits.searchMoves;
    for (Move m : legal)
        if (only.empty() || std::find(only.begin(), only.end(), m) != only.end())
            m_rootMoves.push_back({m, -Infinite, -Infinite, 0, {m}});
    if (m_rootMoves.empty()) {
        m_result.score = m_pos.inCheck() || m_pos.variant().stalemateLoses ? -MateValue : 0;
        return;
    }
    // Start from the table's move, then by a cheap ordering.
    TTHit hit;
    if (m_shared.tt->probe(m_pos.hash(), hit))
        for (size_t i = 0; i < m_rootMoves.size(); ++i)
            if (m_rootMoves[i].move == hit.move)
                std::rotate(m_rootMoves.begin(), m_rootMoves.begin() + i,
                            m_rootMoves.begin() + i + 1);

    const SearchLimits& limits = m_shared.limits;
    const int multiPv = std::clamp(limits.multiPv, 1, int(m_rootMoves.size()));
    Move lastBest;
    int stableIterations = 0;
    // Helper threads start at different depths so that they spread over the tree.
    for (int depth = 1 + (m_id % 2); depth <= limits.depth && depth < MaxPly - 1; ++depth) {
        for (auto& rm : m_rootMoves)
            rm.previousScore = rm.score;
        for (int pvIndex = 0; pvIndex < multiPv; ++pvIndex) {
            int delta = 25;
            int prev = m_rootMoves[pvIndex].previousScore;
            int alpha = -Infinite, beta = Infinite;
            if (depth >= 4 && !isMateScore(prev) && prev > -Infinite) {
                alpha = std::max(prev - delta, -Infinite);
                beta = std::min(prev + delta, Infinite);
            }
            m_rootDepth = depth;
            for (;;) {
                m_seldepth = 0;
                const int score = searchRoot(alpha, beta, depth, pvIndex);
                std::stable_sort(
                    m_rootMoves.begin() + pvIndex, m_rootMoves.end(),
                    [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
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
            std::stable_sort(
                m_rootMoves.begin(), m_rootMoves.begin() + pvIndex + 1,
                [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
            if (m_shared.stop) break;
        }
        if (m_shared.stop) break;
        m_completedDepth = depth;
        if (m_id != 0) continue;
        for (int i = 0; i < multiPv; ++i)
            reportLine(depth, i, -Infinite, Infinite);
        const int best = m_rootMoves[0].score;
        stableIterations = m_rootMoves[0].move == lastBest ? stableIterations + 1 : 0;
        lastBest = m_rootMoves[0].move;
        if (limits.mate > 0 && best >= MateThreshold && mateInMoves(best) <= limits.mate) break;
        if (limits.infinite || m_shared.pondering) continue;
        if (m_rootMoves.size() == 1 && depth >= 6) break;
        const int64_t soft = m_shared.softMs.load();
        if (soft >= 0) {
            // A best move that keeps standing needs less time than one that just changed.
            const double factor = stableIterations >= 4 ? 0.45 : stableIterations >= 2 ? 0.7 : 1.1;
            if (elapsedMs() >= int64_t(double(soft) * factor * 0.6)) break;
        }
        if (best >= MateThreshold && depth > 2 * mateInMoves(best) + 4) break;
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
        m_shared.tt->store(m_pos.hash(), m_rootMoves[0].move, scoreToTT(best, 0), 0, depth,
                           best >= beta           ? BoundLower
                           : best > originalAlpha ? BoundExact
                                                  : BoundUpper);
    return best;
}

int Searcher::search(int alpha, int beta, int depth, int ply, bool cutNode) {
    if (depth <= 0) return qsearch(alpha, beta, ply);
    const bool pvNode = beta - alpha > 1;
    m_pvLength[ply] = ply;
    if ((++m_localNodes & 1023) == 0) checkLimits();
    if (m_shared.stop.load(std::memory_order_relaxed)) return 0;
    m_seldepth = std::max(m_seldepth, ply);

    int score;
    if (drawOrRuleScore(ply, score)) return score;
    // Mate distance pruning: no line here can beat a mate already found nearer the root.
    alpha = std::max(alpha, -MateValue + ply);
    beta = std::min(beta, MateValue - ply - 1);
    if (alpha >= beta) return alpha;
    const bool inCheck = m_pos.inCheck();
    if (ply >= MaxPly - 1) return inCheck ? 0 : m_eval->evaluate(m_pos);

    const uint64_t key = m_pos.hash();
    if (m_shared.overrides && !m_shared.overrides->empty()) {
        auto it = m_shared.overrides->find(key);
        if (it != m_shared.overrides->end() && depth <= it->second.second) return it->second.first;
    }
    TTHit hit;
    const bool ttHit = m_shared.tt->probe(key, hit);
    const Move ttMove = ttHit ? hit.move : Move();
    if (ttHit && !pvNode && hit.depth >= depth) {
        const int ttScore = scoreFromTT(hit.score, ply);
        if ((hit.bound == BoundExact) || (hit.bound == BoundLower && ttScore >= beta) ||
            (hit.bound == BoundUpper && ttScore <= alpha))
            return ttScore;
    }

    const int staticEval = inCheck ? -Infinite : m_eval->evaluate(m_pos);
    m_staticEval[ply] = staticEval;
    const bool improving = !inCheck && ply >= 2 && m_staticEval[ply - 2] != -Infinite &&
                           staticEval > m_staticEval[ply - 2];

    if (!pvNode && !inCheck) {
        // Reverse futility: far above beta with little depth left, a cut is all but sure.
        if (depth <= 6 && staticEval - 85 * (depth - improving) >= beta &&
            std::abs(beta) < MateThreshold)
            return staticEval;
        // Null move: if passing still fails high, a real move will too.
        if (depth >= 3 && staticEval >= beta && !m_pos.lastMove().isNull() &&
            hasPieces(m_pos.sideToMove())) {
            const int r = 3 + depth / 4 + std::min(3, (staticEval - beta) / 200);
            m_pos.makeNullMove();
            const int nullScore = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, !cutNode);
            m_pos.unmakeMove();
            if (m_shared.stop) return 0;
            if (nullScore >= beta) return nullScore >= MateThreshold ? beta : nullScore;
        }
    }
    // Without a move from the table, a shallower search is all we can afford here.
    if (depth >= 6 && ttMove.isNone() && (pvNode || cutNode)) --depth;

    MoveList moves;
    m_pos.generatePseudoLegal(moves);
    std::array<int, MoveList::Capacity> scores;
    scoreMoves(moves, scores, ttMove, ply);

    const int originalAlpha = alpha;
    int best = -Infinite;
    Move bestMove;
    int legalCount = 0;
    Move quiets[64];
    int quietCount = 0;
    for (int i = 0; i < moves.size(); ++i) {
        // Selection sort: the best remaining move first; most nodes cut after one or two.
        int bi = i;
        for (int j = i + 1; j < moves.size(); ++j)
            if (scores[j] > scores[bi]) bi = j;
        std::swap(moves.moves[i], moves.moves[bi]);
        std::swap(scores[i], scores[bi]);
        const Move m = moves[i];
        if (!m_pos.isLegal(m)) continue;
        ++legalCount;
        const bool capture = m_pos.isCapture(m);
        const bool quiet = !capture && m.type() != MoveType::Promotion;
        const bool killer = m == m_killers[ply][0] || m == m_killers[ply][1];

        if (!pvNode && !inCheck && quiet && best > -MateThreshold && legalCount > 1) {
            // Late move pruning and futility: quiet moves late in a hopeless node.
            if (depth <= 5 && quietCount >= 3 + depth * depth * (1 + improving) / 2) continue;
            if (depth <= 4 && staticEval + 90 + 70 * depth <= alpha && !killer) continue;
        }

        const int history =
            quiet ? m_history[m_pos.sideToMove()][kindOf(m_pos.movingPiece(m))][m.to()] : 0;
        m_pos.makeMove(m);
        const bool givesCheck = m_pos.inCheck();
        // Check extension, bounded so that long checking sequences cannot explode the tree.
        const int newDepth = depth - 1 + (givesCheck && ply < 2 * m_rootDepth ? 1 : 0);
        if (quiet && quietCount < 64) quiets[quietCount++] = m;

        if (legalCount == 1) {
            score = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
        } else {
            int r = 0;
            if (depth >= 3 && quiet && !givesCheck && !inCheck) {
                r = Reductions.r[std::min(depth, 63)][std::min(legalCount, 63)];
                r += !pvNode;
                r += cutNode;
                r -= killer;
                r -= !improving ? 0 : 1;
                r -= history / 4000;
                r = std::clamp(r, 0, newDepth - 1);
            }
            score = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, true);
            if (score > alpha && r > 0)
                score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            if (pvNode && score > alpha && score < beta)
                score = -search(-beta, -alpha, newDepth, ply + 1, false);
        }
        m_pos.unmakeMove();
        if (m_shared.stop) return 0;

        if (score > best) {
            best = score;
            if (score > alpha) {
                bestMove = m;
                alpha = score;
                if (pvNode) {
                    m_pv[ply][ply] = m;
                    for (int j = ply + 1; j < m_pvLength[ply + 1]; ++j)
                        m_pv[ply][j] = m_pv[ply + 1][j];
                    m_pvLength[ply] = std::max(m_pvLength[ply + 1], ply + 1);
                }
                if (score >= beta) {
                    if (quiet) updateQuietStats(m, quiets, quietCount, depth, ply);
                    break;
                }
            }
        }
    }
    if (legalCount == 0)
        return inCheck || m_pos.variant().stalemateLoses ? -MateValue + ply : drawScore(ply);

    const Bound bound = best >= beta ? BoundLower : best > originalAlpha ? BoundExact : BoundUpper;
    m_shared.tt->store(key, bestMove, scoreToTT(best, ply), staticEval, depth, bound);
    return best;
}

int Searcher::qsearch(int alpha, int beta, int ply) {
    if ((++m_localNodes & 1023) == 0) checkLimits();
    if (m_shared.stop.load(std::memory_order_relaxed)) return 0;
    m_pvLength[ply] = ply;
    m_seldepth = std::max(m_seldepth, ply);
    const bool inCheck = m_pos.inCheck();
    if (ply >= MaxPly - 1) return inCheck ? 0 : m_eval->evaluate(m_pos);

    TTHit hit;
    const uint64_t key = m_pos.hash();
    const bool ttHit = m_shared.tt->probe(key, hit);
    if (ttHit && hit.depth >= 0 && beta - alpha == 1) {
        const int ttScore = scoreFromTT(hit.score, ply);
        if ((hit.bound == BoundExact) || (hit.bound == BoundLower && ttScore >= beta) ||
            (hit.bound == BoundUpper && ttScore <= alpha))
            return ttScore;
    }

    int best = -Infinite;
    int standPat = -Infinite;
    if (!inCheck) {
        standPat = m_eval->evaluate(m_pos);
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        best = standPat;
    }
    MoveList moves;
    m_pos.generatePseudoLegal(moves);
    std::array<int, MoveList::Capacity> scores;
    const Color them = ~m_pos.sideToMove();
    // Out of check every move is tried; otherwise captures and queen promotions.
    int n = 0;
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        const bool capture = m_pos.isCapture(m);
        const bool promo = m.type() == MoveType::Promotion && m_eval->pieceValue(m.kind()) >= 500;
        if (!inCheck && !capture && !promo) continue;
        if (!inCheck && capture && !promo) {
            const int victim = m.type() == MoveType::EnPassant
                                   ? 100
                                   : m_eval->pieceValue(kindOf(m_pos.at(m.to())));
            // Delta pruning: even winning the piece outright cannot lift us to alpha.
            if (standPat + victim + 200 <= alpha) continue;
            // A cheap exchange test: taking a guarded piece with a more valuable one.
            const int attacker = m_eval->pieceValue(kindOf(m_pos.at(m.from())));
            if (attacker > victim + 50 && m_pos.isAttacked(m.to(), them)) continue;
        }
        moves.moves[n++] = m;
    }
    moves.count = n;
    scoreMoves(moves, scores, ttHit ? hit.move : Move(), ply);
    Move bestMove;
    int legalCount = 0;
    for (int i = 0; i < moves.size(); ++i) {
        int bi = i;
        for (int j = i + 1; j < moves.size(); ++j)
            if (scores[j] > scores[bi]) bi = j;
        std::swap(moves.moves[i], moves.moves[bi]);
        std::swap(scores[i], scores[bi]);
        const Move m = moves[i];
        if (!m_pos.isLegal(m)) continue;
        ++legalCount;
        m_pos.makeMove(m);
        const int score = -qsearch(-beta, -alpha, ply + 1);
        m_pos.unmakeMove();
        if (m_shared.stop) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                bestMove = m;
                m_pv[ply][ply] = m;
                for (int j = ply + 1; j < m_pvLength[ply + 1]; ++j)
                    m_pv[ply][j] = m_pv[ply + 1][j];
                m_pvLength[ply] = std::max(m_pvLength[ply + 1], ply + 1);
                if (score >= beta) break;
            }
        }
    }
    if (inCheck && legalCount == 0) return -MateValue + ply;
    m_shared.tt->store(key, bestMove, scoreToTT(best, ply), standPat, 0,
                       best >= beta ? BoundLower : BoundUpper);
    return best;
}

} // namespace tabiya::engine

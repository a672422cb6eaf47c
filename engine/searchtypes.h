#pragma once
// The vocabulary between tabiya-engine's search and its protocol front ends: what to
// search for (SearchLimits), what the search reports while it runs (SearchReport) and
// what it answers (SearchResult), and the score scale.

#include "board/core/move.h"
#include "engine/transpositiontable.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace tabiya::engine {

constexpr int MaxPly = 128;
constexpr int Infinite = 32500;
constexpr int MateValue = 32000;
constexpr int MateThreshold = MateValue - MaxPly; // scores beyond are mates
// A won repetition (xiangqi perpetual check by the opponent): big, but not a mate.
constexpr int RuleWinValue = 30000;

inline bool isMateScore(int score) {
    return score >= MateThreshold || score <= -MateThreshold;
}
// Moves (not plies) to mate, positive when the side to move mates.
inline int mateInMoves(int score) {
    return score > 0 ? (MateValue - score + 1) / 2 : -(MateValue + score) / 2;
}

struct SearchLimits {
    int depth = MaxPly - 1;
    uint64_t nodes = 0;    // 0: no node limit
    int64_t softMs = -1;   // don't start another iteration after this (-1: none)
    int64_t hardMs = -1;   // stop searching at this (-1: none)
    bool infinite = false; // analysis: run until stopped, even when all is known
    bool ponder = false;   // no time limit until ponderhit()
    int mate = 0;          // stop once a mate in this many moves is found
    int64_t nps = 0;       // > 0: time is measured in nodes at this rate (CECP nps)
    int multiPv = 1;
    std::vector<Move> searchMoves; // empty: every legal move
    int contempt = 0;              // centipawns a draw is worth less than equality to us
    // Limited strength (strength.h): each evaluation is off by up to this many centipawns,
    // a function of the position and noiseSeed. 0 at full strength.
    int evalNoise = 0;
    uint64_t noiseSeed = 0;
};

struct SearchReport {
    int depth = 0, seldepth = 0, multipv = 1;
    int score = 0;
    Bound bound = BoundExact;
    int64_t ms = 0;
    uint64_t nodes = 0, nps = 0;
    int hashfull = 0;
    std::vector<Move> pv;
    // Progress only (no pv): the root move being searched, 1-based number.
    Move currmove;
    int currmoveNumber = 0;
};

struct SearchResult {
    Move best;   // none when there is no legal move (or every one was excluded)
    Move ponder; // the reply we expect, none when unknown
    int score = 0;
    int depth = 0;
    uint64_t nodes = 0;
    int64_t ms = 0;
};

// What the GUI said positions are worth (CECP setscore): hash -> (score, depth).
using ScoreOverrides = std::unordered_map<uint64_t, std::pair<int, int>>;

// State every search thread reads; owned by the SearchPool.
struct SearchShared {
    std::atomic<bool> stop{false};
    std::atomic<bool> pondering{false};
    std::atomic<int64_t> softMs{-1}, hardMs{-1};
    // Search time runs from startNs (steady clock); pause() stops it at pausedAtNs and
    // resume() moves startNs on by the pause, so limits and reports leave the pause out.
    std::atomic<int64_t> startNs{0}, pausedAtNs{0};
    std::atomic<bool> paused{false};
    std::mutex pauseMutex;
    std::condition_variable pauseChanged; // paused threads wait here for resume or stop
    TranspositionTable* tt = nullptr;
    const ScoreOverrides* overrides = nullptr;
    SearchLimits limits;
    // For CECP's "." (stat01): where the main thread is at the root.
    std::atomic<int> rootDepth{0}, rootMoveIndex{0}, rootMoveCount{0};
    std::atomic<uint32_t> rootMove{0};
};

inline int64_t steadyNowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace tabiya::engine

#pragma once
// SearchPool: runs a search in the background on one or more threads (lazy SMP: every
// thread searches the same root on the shared transposition table; the first thread keeps
// time and reports). The protocol front ends start, stop and read it; its callbacks run on
// the main search thread.

#include "engine/evaluator.h"
#include "engine/searcher.h"
#include "engine/searchtypes.h"

#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace tabiya::engine {

class SearchPool {
public:
    SearchPool();
    ~SearchPool();

    void setThreads(int n);
    int threads() const { return m_threadCount; }
    size_t setHashMegabytes(size_t mb); // returns what the table got (see resize)
    size_t hashMegabytes() const { return m_tt.megabytes(); }
    void clearHash() { m_tt.clear(); }
    TranspositionTable& table() { return m_tt; }

    // Starts searching pos; onDone runs on the search thread when the search ends (by a
    // limit, by stop(), or at once when there is nothing to search).
    void start(const Position& pos, const Evaluator& evaluator, const SearchLimits& limits,
               const ScoreOverrides* overrides, std::function<void(const SearchReport&)> onReport,
               std::function<void(const SearchResult&)> onDone);
    void stop(); // ask the search to end soon; does not wait
    void wait(); // wait for the search thread to finish
    // Suspends the running search where it is (its threads sleep, its clock stops) until
    // resume() or stop(). Without a running search, pause() does nothing.
    void pause();
    void resume();
    bool running() const { return m_running; }
    // Pondering turned into a real search: from now on these limits hold (ms since start).
    void ponderhit(int64_t softMs, int64_t hardMs);
    int64_t elapsedMs() const;
    uint64_t nodes() const;
    // For stat01: depth, moves left, move count, current root move.
    void progress(int& depth, int& index, int& count, Move& move) const;

private:
    void main(Position pos, const Evaluator* evaluator);
    // As many helper threads as the system gives, up to threads() - 1.
    std::vector<std::thread> startHelpers(const Position& pos, const Evaluator* evaluator);

    TranspositionTable m_tt;
    SearchShared m_shared;
    std::vector<std::unique_ptr<Searcher>> m_searchers;
    int m_threadCount = 1;
    std::atomic<int> m_activeSearchers{1}; // threads this search got (fewer when refused)
    std::thread m_thread;
    std::atomic<bool> m_running{false};
    std::function<void(const SearchReport&)> m_onReport;
    std::function<void(const SearchResult&)> m_onDone;
};

} // namespace tabiya::engine

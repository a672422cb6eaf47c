#pragma once
// EngineCore: what both protocol sessions share: the output, the event queue, the search
// pool, the options and the evaluators. A session owns the game; the core owns the means.

#include "engine/engineoptions.h"
#include "engine/evaluator.h"
#include "engine/eventqueue.h"
#include "engine/openingbook.h"
#include "engine/output.h"
#include "engine/searchpool.h"

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <string>

namespace tabiya::engine {

class EngineCore {
public:
    EngineCore();
    // Ends a running search first: its last act writes members declared after the pool.
    ~EngineCore();

    Output& out() { return m_output; }
    EventQueue& queue() { return *m_queue; }
    // The stdin reader thread is detached and may push a line read after quit while
    // main() returns, so it shares the queue's ownership.
    std::shared_ptr<EventQueue> sharedQueue() const { return m_queue; }
    SearchPool& pool() { return m_pool; }
    EngineOptions& options() { return m_options; }
    ScoreOverrides& overrides() { return m_overrides; }
    const OpeningBook& book() const { return m_book; }
    std::mt19937& random() { return m_random; }
    Evaluator& evaluator(const Variant& v);

    // Pushes the option values into the pool, evaluators, log and book; "" or what went
    // wrong.
    std::string applyOptions();
    // Starts a search, a game search at the strength the options ask for (strength.h);
    // its end arrives as a SearchDone event carrying the returned id.
    uint64_t startSearch(const Position& pos, const SearchLimits& limits,
                         std::function<void(const SearchReport&)> onReport);
    // Stops the running search and waits for it; its SearchDone event becomes stale.
    void abortSearch();
    // The same, but returns what the search found, for an answer that must not wait
    // behind commands already read (CXBoard's stop, "?").
    SearchResult finishSearch();
    uint64_t currentSearchId() const { return m_searchId; }
    // A short search of nodes nodes, waited for (for hints when nothing better is known);
    // none while another search runs.
    Move quickBestMove(const Position& pos, uint64_t nodes);
    // The move to suggest in pos (CECP hint, CXBoard info hint): the reply the last search
    // expected, else what the table knows, else a short search, else any legal move.
    Move hintMove(Position& pos, Move expected);
    bool searching() const { return m_pool.running(); }

    std::string engineName() const;
    static constexpr const char* Version = "0.1";

private:
    Output m_output;
    std::shared_ptr<EventQueue> m_queue = std::make_shared<EventQueue>();
    SearchPool m_pool;
    EngineOptions m_options;
    ScoreOverrides m_overrides;
    std::map<const Variant*, std::unique_ptr<Evaluator>> m_evaluators;
    uint64_t m_searchId = 0;
    std::mutex m_resultMutex; // the search thread writes, finishSearch reads
    SearchResult m_lastResult;
    uint64_t m_lastResultId = 0;
    size_t m_hashAsked = 0; // the Hash value last applied, even if the table got less
    std::string m_logFile;
    OpeningBook m_book;
    std::string m_bookFolder;
    std::mt19937 m_random{std::random_device{}()}; // book choices differ from game to game
};

} // namespace tabiya::engine

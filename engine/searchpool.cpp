#include "engine/searchpool.h"

#include <algorithm>
#include <exception>
#include <memory>

namespace tabiya::engine {

namespace {

constexpr size_t HeadroomBytes = size_t(64) << 20;

// The first legal move (of searchMoves, when given): the answer of a search that could
// not run; none when there is none.
Move anyAllowedMove(Position pos, const std::vector<Move>& searchMoves) {
    MoveList legal;
    pos.generateLegal(legal);
    for (Move m : legal)
        if (searchMoves.empty() ||
            std::find(searchMoves.begin(), searchMoves.end(), m) != searchMoves.end())
            return m;
    return Move();
}

} // namespace

SearchPool::SearchPool() {
    m_shared.tt = &m_tt;
    m_tt.resize(16);
    setThreads(1);
}

SearchPool::~SearchPool() {
    stop();
    wait();
}

void SearchPool::setThreads(int n) {
    wait();
    m_threadCount = std::clamp(n, 1, 256);
    m_activeSearchers = 1;
    m_searchers.clear();
    for (int i = 0; i < m_threadCount; ++i)
        m_searchers.push_back(std::make_unique<Searcher>(i, m_shared));
}

size_t SearchPool::setHashMegabytes(size_t mb) {
    wait();
    return m_tt.resize(mb);
}

void SearchPool::start(const Position& pos, const Evaluator& evaluator, const SearchLimits& limits,
                       const ScoreOverrides* overrides,
                       std::function<void(const SearchReport&)> onReport,
                       std::function<void(const SearchResult&)> onDone) {
    wait();
    m_shared.limits = limits;
    m_shared.overrides = overrides;
    m_shared.stop = false;
    m_shared.paused = false;
    m_shared.pondering = limits.ponder;
    m_shared.softMs = limits.softMs;
    m_shared.hardMs = limits.hardMs;
    m_shared.startNs = steadyNowNs();
    m_shared.rootDepth = 0;
    m_shared.rootMoveIndex = 0;
    m_shared.rootMoveCount = 0;
    m_onReport = std::move(onReport);
    m_onDone = std::move(onDone);
    m_tt.newSearch();
    m_running = true;
    m_activeSearchers = 1;
    try {
        m_thread = std::thread(&SearchPool::main, this, pos, &evaluator);
    } catch (const std::exception&) {
        // Not even one thread to be had: no search, but still an answer, at once.
        m_running = false;
        SearchResult r;
        r.best = anyAllowedMove(pos, limits.searchMoves);
        if (m_onDone) m_onDone(r);
    }
}

std::vector<std::thread> SearchPool::startHelpers(const Position& pos, const Evaluator* evaluator) {
    std::vector<std::thread> helpers;
    try {
        // Threads are made until the system refuses one (address space, process limits);
        // this block keeps room for what the engine allocates afterwards, and goes
        // once they are made. Not touched, it costs address space only.
        const std::unique_ptr<char[]> headroom(new char[HeadroomBytes]);
        helpers.reserve(size_t(m_threadCount));
        for (int i = 1; i < m_threadCount; ++i) {
            helpers.emplace_back([this, i, &pos, evaluator] {
                const std::function<void(const SearchReport&)> none;
                try {
                    m_searchers[size_t(i)]->run(pos, *evaluator, none);
                } catch (const std::bad_alloc&) {
                    // out of memory: this helper ends, the others search on
                }
            });
            m_activeSearchers = i + 1;
        }
    } catch (const std::exception&) {
        // No more threads (or not even the headroom): the search runs on those it has
        // rather than ending the engine.
    }
    return helpers;
}

void SearchPool::main(Position pos, const Evaluator* evaluator) {
    std::vector<std::thread> helpers = startHelpers(pos, evaluator);
    auto report = [this](const SearchReport& r) {
        // Printed under the pause lock: once pause() has returned (and the session has
        // answered the next ping), no line comes out until resume. A report that was
        // on its way waits here; one whose search is stopped meanwhile is dropped.
        std::unique_lock lock(m_shared.pauseMutex);
        m_shared.pauseChanged.wait(lock, [this] { return !m_shared.paused || m_shared.stop; });
        if (m_shared.paused) return;
        SearchReport total = r;
        total.nodes = nodes();
        total.nps = total.ms > 0 ? total.nodes * 1000 / uint64_t(total.ms) : 0;
        if (m_onReport) m_onReport(total);
    };
    const std::function<void(const SearchReport&)> reporter = report;
    bool outOfMemory = false;
    try {
        m_searchers[0]->run(pos, *evaluator, reporter);
    } catch (const std::bad_alloc&) {
        outOfMemory = true; // the answer is what the iterations before found, or any move
    }
    m_shared.stop = true;
    for (auto& t : helpers)
        t.join();
    SearchResult result = m_searchers[0]->result();
    if (outOfMemory && result.best.isNone())
        result.best = anyAllowedMove(pos, m_shared.limits.searchMoves);
    result.nodes = nodes();
    if (result.ponder.isNone() && !result.best.isNone()) {
        // Ask the table what we expect the opponent to answer.
        pos.makeMove(result.best);
        TTHit hit;
        if (m_tt.probe(pos.hash(), hit) && !hit.move.isNone() && pos.isLegalMove(hit.move))
            result.ponder = hit.move;
        pos.unmakeMove();
    }
    m_running = false;
    if (m_onDone) m_onDone(result);
}

void SearchPool::stop() {
    m_shared.pondering = false;
    {
        // Under the lock, so that a thread about to sleep in a pause sees it.
        std::lock_guard lock(m_shared.pauseMutex);
        m_shared.stop = true;
    }
    m_shared.pauseChanged.notify_all();
}

void SearchPool::pause() {
    std::lock_guard lock(m_shared.pauseMutex);
    if (m_shared.paused || !m_running) return;
    m_shared.pausedAtNs = steadyNowNs();
    m_shared.paused = true;
}

void SearchPool::resume() {
    {
        std::lock_guard lock(m_shared.pauseMutex);
        if (!m_shared.paused) return;
        m_shared.startNs += steadyNowNs() - m_shared.pausedAtNs;
        m_shared.paused = false;
    }
    m_shared.pauseChanged.notify_all();
}

void SearchPool::wait() {
    if (m_thread.joinable()) m_thread.join();
}

void SearchPool::ponderhit(int64_t softMs, int64_t hardMs) {
    const int64_t now = elapsedMs();
    m_shared.softMs = softMs < 0 ? -1 : now + softMs;
    m_shared.hardMs = hardMs < 0 ? -1 : now + hardMs;
    m_shared.pondering = false;
}

int64_t SearchPool::elapsedMs() const {
    return m_searchers[0]->elapsedMs();
}

uint64_t SearchPool::nodes() const {
    uint64_t n = 0; // of this search's searchers: the others count an older one
    for (int i = 0; i < m_activeSearchers; ++i)
        n += m_searchers[size_t(i)]->nodes();
    return n;
}

void SearchPool::progress(int& depth, int& index, int& count, Move& move) const {
    depth = m_shared.rootDepth;
    index = m_shared.rootMoveIndex;
    count = m_shared.rootMoveCount;
    move = Move::fromRaw(m_shared.rootMove);
}

} // namespace tabiya::engine

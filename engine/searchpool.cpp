#include "searchpool.h"

#include <algorithm>

namespace tabiya::engine {

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
    m_thread = std::thread(&SearchPool::main, this, pos, &evaluator);
}

void SearchPool::main(Position pos, const Evaluator* evaluator) {
    std::vector<std::thread> helpers;
    const std::function<void(const SearchReport&)> none;
    for (int i = 1; i < m_threadCount; ++i)
        helpers.emplace_back(
            [this, i, &pos, evaluator, &none] { m_searchers[i]->run(pos, *evaluator, none); });
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
    m_searchers[0]->run(pos, *evaluator, reporter);
    m_shared.stop = true;
    for (auto& t : helpers)
        t.join();
    SearchResult result = m_searchers[0]->result();
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
    uint64_t n = 0;
    for (const auto& s : m_searchers)
        n += s->nodes();
    return n;
}

void SearchPool::progress(int& depth, int& index, int& count, Move& move) const {
    depth = m_shared.rootDepth;
    index = m_shared.rootMoveIndex;
    count = m_shared.rootMoveCount;
    move = Move::fromRaw(m_shared.rootMove);
}

} // namespace tabiya::engine

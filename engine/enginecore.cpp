#include "engine/enginecore.h"

#include "engine/strength.h"

#include <mutex>

namespace tabiya::engine {

EngineCore::EngineCore() {
    m_options.load(EngineOptions::settingsPath());
    applyOptions();
}

EngineCore::~EngineCore() {
    abortSearch();
}

Evaluator& EngineCore::evaluator(const Variant& v) {
    auto& e = m_evaluators[&v];
    if (!e) {
        e = std::make_unique<Evaluator>(v);
        const std::string style = m_options.value("Style");
        e->setStyle(style == "Aggressive" ? Style::Aggressive
                    : style == "Solid"    ? Style::Solid
                                          : Style::Normal);
    }
    return *e;
}

std::string EngineCore::applyOptions() {
    m_pool.stop();
    m_pool.wait();
    std::string problem;
    const size_t hash = size_t(m_options.intValue("Hash"));
    if (hash != m_hashAsked) { // asked again only when the option changes
        m_hashAsked = hash;
        if (const size_t got = m_pool.setHashMegabytes(hash); got < hash)
            problem = "hash table limited to " + std::to_string(got) + " MB";
    }
    const std::string style = m_options.value("Style");
    for (auto& [v, e] : m_evaluators)
        e->setStyle(style == "Aggressive" ? Style::Aggressive
                    : style == "Solid"    ? Style::Solid
                                          : Style::Normal);
    const std::string log = m_options.value("Log File");
    if (log != m_logFile) {
        m_logFile = log;
        if (!m_output.setLogFile(log))
            problem += (problem.empty() ? "" : "; ") + std::string("cannot open log file");
    }
    const std::string folder = m_options.value("Book Folder");
    if (folder != m_bookFolder) {
        m_bookFolder = folder;
        if (const std::string e = m_book.load(folder); !e.empty())
            problem += (problem.empty() ? "" : "; ") + e;
    }
    return problem;
}

uint64_t EngineCore::startSearch(const Position& pos, const SearchLimits& asked,
                                 std::function<void(const SearchReport&)> onReport) {
    abortSearch();
    SearchLimits limits = asked;
    // A limited strength weakens the games, not the analysis the person asks for.
    if (!limits.infinite) {
        const uint64_t seed = uint64_t(m_options.intValue("Random Seed"));
        strength::apply(limits, strength::requestedElo(m_options), pos.variant().isXiangqiLike(),
                        seed ? seed : m_random());
    }
    const uint64_t id = ++m_searchId;
    m_pool.start(pos, evaluator(pos.variant()), limits, &m_overrides, std::move(onReport),
                 [this, id](const SearchResult& r) {
                     {
                         std::lock_guard lock(m_resultMutex);
                         m_lastResult = r;
                         m_lastResultId = id;
                     }
                     Event e;
                     e.type = Event::Type::SearchDone;
                     e.result = r;
                     e.searchId = id;
                     m_queue->push(std::move(e));
                 });
    return id;
}

SearchResult EngineCore::finishSearch() {
    m_pool.stop();
    m_pool.wait();
    std::lock_guard lock(m_resultMutex);
    const SearchResult r = m_lastResultId == m_searchId ? m_lastResult : SearchResult();
    ++m_searchId; // its SearchDone event, perhaps queued behind other input, is stale now
    return r;
}

void EngineCore::abortSearch() {
    ++m_searchId; // whatever the running search reports now is stale
    m_pool.stop();
    m_pool.wait();
}

Move EngineCore::hintMove(Position& pos, Move expected) {
    if (!expected.isNone() && pos.isLegalMove(expected)) return expected;
    TTHit hit;
    if (m_pool.table().probe(pos.hash(), hit) && !hit.move.isNone() && pos.isLegalMove(hit.move))
        return hit.move;
    if (const Move m = quickBestMove(pos, 50000); !m.isNone()) return m;
    MoveList legal; // a search runs on another position: any legal move will do
    pos.generateLegal(legal);
    return legal.empty() ? Move() : legal[0];
}

Move EngineCore::quickBestMove(const Position& pos, uint64_t nodes) {
    if (m_pool.running()) return Move();
    SearchLimits limits;
    limits.nodes = nodes;
    Move best;
    std::mutex m;
    m_pool.start(pos, evaluator(pos.variant()), limits, &m_overrides, nullptr,
                 [&](const SearchResult& r) {
                     std::lock_guard lock(m);
                     best = r.best;
                 });
    m_pool.wait();
    std::lock_guard lock(m);
    return best;
}

std::string EngineCore::engineName() const {
    std::string name = std::string("Tabiya Engine ") + Version;
    const std::string suffix = m_options.value("Name Suffix");
    if (!suffix.empty()) name += " " + suffix;
    return name;
}

} // namespace tabiya::engine

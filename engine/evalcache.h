#pragma once
// EvalCache: one search thread's memory of static evaluations by position key. About a
// third of a search's evaluations are of positions it evaluated before (transpositions,
// re-searches, the next iteration), the transposition table keeps no evaluation, and a
// probe costs far less than an evaluation. Each Searcher has its own: no locking. The
// whole key is compared, as in the transposition table, so a hit is the same position
// and the search tree stays what it is without the cache.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tabiya::engine {

class EvalCache {
public:
    // Forgets every entry in O(1): a new search may evaluate with another Evaluator.
    void newSearch() { ++m_generation; }

    bool probe(uint64_t key, int& score) const {
        const Entry& e = m_entries[key & (Size - 1)];
        if (e.key != key || e.generation != m_generation) return false;
        score = e.score;
        return true;
    }
    void store(uint64_t key, int score) {
        m_entries[key & (Size - 1)] = {key, int32_t(score), m_generation};
    }

private:
    struct Entry {
        uint64_t key = 0;
        int32_t score = 0;
        uint32_t generation = 0; // never current: the first search is generation 1
    };
    // 1 MB. Even a probe that misses the processor's caches costs a fraction of an
    // evaluation; on the bench 2^12 entries save 4% of the instructions, 2^14 6.6% and
    // 2^16 8.7%, and longer searches repeat more.
    static constexpr size_t Size = size_t(1) << 16;
    std::vector<Entry> m_entries = std::vector<Entry>(Size);
    uint32_t m_generation = 1;
};

} // namespace tabiya::engine

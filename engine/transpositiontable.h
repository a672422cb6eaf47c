#pragma once
// TranspositionTable: the search's memory of positions, shared by all search threads
// (lazy SMP). Entries are two relaxed atomic words with the key stored XORed with the
// data, so a torn write between threads reads as a miss instead of a wrong move.

#include "board/core/move.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace tabiya::engine {

enum Bound : uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

// An entry found: no static evaluation, the table keeps none (it is computed again).
struct TTHit {
    Move move;
    int score = 0;
    int depth = -1;
    Bound bound = BoundNone;
};

class TranspositionTable {
public:
    TranspositionTable() = default;
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;
    // Allocates the table; when the system refuses that much, half as much and so on
    // down to 1 MB. Returns the megabytes it got.
    size_t resize(size_t megabytes);
    void clear();
    void newSearch() { m_age = uint8_t((m_age + 1) & 0x3f); }

    bool probe(uint64_t key, TTHit& hit) const;
    void store(uint64_t key, Move move, int score, int depth, Bound bound);
    // Permille of a sample of entries written in this search, for hashfull.
    int hashfull() const;
    size_t megabytes() const { return m_megabytes; }

private:
    // Plain words accessed through std::atomic_ref, so that the table can come from
    // calloc: zeroed pages cost nothing until a search touches them, which keeps the
    // engine's start and "Clear Hash" instant even with a big table.
    struct Entry {
        uint64_t check; // key ^ data
        uint64_t data;
    };
    static uint64_t load(const uint64_t& w) {
        return std::atomic_ref<uint64_t>(const_cast<uint64_t&>(w)).load(std::memory_order_relaxed);
    }
    static void save(uint64_t& w, uint64_t v) {
        std::atomic_ref<uint64_t>(w).store(v, std::memory_order_relaxed);
    }
    static constexpr int BucketSize = 2;
    Entry* bucket(uint64_t key) const {
        __extension__ using Wide = unsigned __int128;
        const size_t i = size_t(Wide(key) * m_buckets >> 64);
        return &m_entries[i * BucketSize];
    }

    Entry* m_entries = nullptr;
    size_t m_buckets = 0;
    size_t m_megabytes = 0;
    uint8_t m_age = 0;
};

} // namespace tabiya::engine

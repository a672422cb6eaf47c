#include "engine/transpositiontable.h"

#include <algorithm>
#include <cstdlib>
#include <new>

namespace tabiya::engine {

namespace {

// One entry's data word: move:31 score:16 depth+1:8 bound:2 age:6 (no static eval).
constexpr uint64_t MoveMask = (uint64_t(1) << Move::Bits) - 1;
static_assert(Move::Bits + 16 + 8 + 2 + 6 <= 64);
constexpr int ScoreShift = Move::Bits, DepthShift = ScoreShift + 16, BoundShift = DepthShift + 8,
              AgeShift = BoundShift + 2;
constexpr uint64_t pack(Move move, int score, int depth, Bound bound, uint8_t age) {
    return uint64_t(move.raw() & MoveMask) | uint64_t(uint16_t(int16_t(score))) << ScoreShift |
           uint64_t(uint8_t(depth + 1)) << DepthShift | uint64_t(bound) << BoundShift |
           uint64_t(age) << AgeShift;
}
int unpackDepth(uint64_t d) {
    return int(d >> DepthShift & 0xff) - 1;
}
uint8_t unpackAge(uint64_t d) {
    return uint8_t(d >> AgeShift & 0x3f);
}

} // namespace

TranspositionTable::~TranspositionTable() {
    std::free(m_entries);
}

size_t TranspositionTable::resize(size_t megabytes) {
    megabytes = std::clamp<size_t>(megabytes, 1, 65536);
    std::free(m_entries);
    m_entries = nullptr;
    for (;; megabytes /= 2) {
        m_buckets = megabytes * 1024 * 1024 / (sizeof(Entry) * BucketSize);
        m_entries = static_cast<Entry*>(std::calloc(m_buckets * BucketSize, sizeof(Entry)));
        if (m_entries) break;
        if (megabytes == 1) throw std::bad_alloc(); // not even 1 MB: nothing to fall back on
    }
    m_megabytes = megabytes;
    return megabytes;
}

void TranspositionTable::clear() {
    resize(m_megabytes); // fresh zero pages from the system
    m_age = 0;
}

bool TranspositionTable::probe(uint64_t key, TTHit& hit) const {
    const Entry* b = bucket(key);
    for (int i = 0; i < BucketSize; ++i) {
        const uint64_t data = load(b[i].data);
        if ((load(b[i].check) ^ data) != key || data == 0) continue;
        hit.move = Move::fromRaw(uint32_t(data & MoveMask));
        hit.score = int(int16_t(uint16_t(data >> ScoreShift)));
        hit.depth = unpackDepth(data);
        hit.bound = Bound(data >> BoundShift & 3);
        return true;
    }
    return false;
}

void TranspositionTable::store(uint64_t key, Move move, int score, int depth, Bound bound) {
    Entry* b = bucket(key);
    Entry* victim = nullptr;
    int worst = 1 << 30;
    for (int i = 0; i < BucketSize; ++i) {
        const uint64_t data = load(b[i].data);
        if ((load(b[i].check) ^ data) == key) {
            // Same position: keep the old move when the new result has none, and keep a
            // deeper exact entry of this search.
            if (move.isNone()) move = Move::fromRaw(uint32_t(data & MoveMask));
            if (bound != BoundExact && unpackDepth(data) > depth + 2 && unpackAge(data) == m_age)
                return;
            victim = &b[i];
            break;
        }
        // Prefer to replace entries of older searches, then shallow ones.
        const int worth = unpackDepth(data) - (unpackAge(data) != m_age ? 256 : 0);
        if (worth < worst) {
            worst = worth;
            victim = &b[i];
        }
    }
    const uint64_t data = pack(move, score, std::clamp(depth, -1, 250), bound, m_age);
    save(victim->data, data);
    save(victim->check, key ^ data);
}

int TranspositionTable::hashfull() const {
    const size_t sample = std::min<size_t>(1000, m_buckets * BucketSize);
    int used = 0;
    for (size_t i = 0; i < sample; ++i) {
        const uint64_t data = load(m_entries[i].data);
        used += data != 0 && unpackAge(data) == m_age;
    }
    return sample ? int(used * 1000 / sample) : 0;
}

} // namespace tabiya::engine

#include "board/core/zobrist.h"

namespace tabiya::zobrist {

namespace {

uint64_t splitmix(uint64_t& state) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

} // namespace

Keys makeKeys() {
    Keys k{};
    uint64_t seed = 0x7461626979610001ull; // "tabiya"
    // Kinds 0-31 and hands of kinds 0-30 first, in the order of the time they were all
    // there were, so their keys (and the engine's bench count) stay what they were.
    for (int c = 0; c < 2; ++c)
        for (int kind = 0; kind < 32; ++kind)
            for (auto& key : k.piece[c * 64 + kind])
                key = splitmix(seed);
    for (auto& slot : k.castle)
        for (auto& key : slot)
            key = splitmix(seed);
    for (auto& key : k.ep)
        key = splitmix(seed);
    for (auto& colour : k.hand)
        for (int kind = 0; kind < 31; ++kind)
            for (std::size_t n = 1; n < colour[kind].size(); ++n) // an empty hand adds nothing
                colour[kind][n] = splitmix(seed);
    k.side = splitmix(seed);
    // Drawn after the older keys, which keep their values (the engine's bench count).
    for (auto& colour : k.virgin)
        for (auto& key : colour)
            key = splitmix(seed);
    // Kinds 32-62 (chu), drawn last.
    for (int c = 0; c < 2; ++c)
        for (int kind = 32; kind < 64; ++kind)
            for (auto& key : k.piece[c * 64 + kind])
                key = splitmix(seed);
    for (auto& colour : k.hand)
        for (int kind = 31; kind < MaxKinds; ++kind)
            for (std::size_t n = 1; n < colour[kind].size(); ++n)
                colour[kind][n] = splitmix(seed);
    return k;
}

} // namespace tabiya::zobrist

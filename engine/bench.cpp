#include "engine/bench.h"

#include "engine/evaluator.h"
#include "engine/searchpool.h"

#include <chrono>
#include <cstdio>
#include <mutex>

namespace tabiya::engine {

namespace {

struct BenchPosition {
    const char* variant;
    const char* fen;
};

const BenchPosition Positions[] = {
    {"normal", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    {"normal", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"},
    {"normal", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
    {"normal", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
    {"normal", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"},
    {"normal", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"},
    {"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
    {"xiangqi", "r1bakabr1/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1CN4CN/9/R1BAKAB1R w - - 4 3"},
    {"xiangqi", "2bak4/4a4/4b4/4C4/9/9/9/9/4A4/3AK1R2 w - - 0 1"},
    {"xiangqi", "r2akab2/9/1cn1b1n1c/p1p1p3p/6p2/2P6/P3P1P1P/1CN1B1NC1/4A4/R2AK1B1R w - - 0 8"},
};

} // namespace

int runBench(int depth) {
    SearchPool pool;
    pool.setHashMegabytes(16);
    uint64_t totalNodes = 0;
    int64_t totalMs = 0;
    for (const auto& bp : Positions) {
        const Variant* v = Variant::byName(bp.variant);
        auto pos = Position::fromFen(*v, bp.fen);
        if (!pos) {
            std::printf("bad bench position %s\n", bp.fen);
            return 1;
        }
        Evaluator evaluator(*v);
        pool.clearHash();
        SearchLimits limits;
        limits.depth = depth;
        SearchResult result;
        std::mutex m;
        pool.start(*pos, evaluator, limits, nullptr, nullptr, [&](const SearchResult& r) {
            std::lock_guard lock(m);
            result = r;
        });
        pool.wait();
        std::lock_guard lock(m);
        totalNodes += result.nodes;
        totalMs += result.ms;
        std::printf("%-8s depth %2d nodes %10llu score %6d  %s\n", bp.variant, result.depth,
                    static_cast<unsigned long long>(result.nodes), result.score, bp.fen);
    }
    std::printf("Nodes searched: %llu\n", static_cast<unsigned long long>(totalNodes));
    std::printf("Time (ms): %lld\n", static_cast<long long>(totalMs));
    std::printf(
        "Nodes/second: %llu\n",
        static_cast<unsigned long long>(totalMs > 0 ? totalNodes * 1000 / uint64_t(totalMs) : 0));
    return 0;
}

} // namespace tabiya::engine

// tabiya-perft: counts legal move paths from a position, for checking board/core.
// Usage: tabiya-perft [--variant NAME] [--fen FEN] [--divide] DEPTH
// NAME is any built-in variant's CECP name (normal, xiangqi, capablanca, crazyhouse, ...).
// The node count is on the last line.

#include "board/core/movetext.h"
#include "board/core/perft.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace tabiya;

int main(int argc, char** argv) {
    std::string variantName = "chess", fen;
    bool divide = false;
    int depth = -1;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--variant" && i + 1 < argc)
            variantName = argv[++i];
        else if (arg == "--fen" && i + 1 < argc)
            fen = argv[++i];
        else if (arg == "--divide")
            divide = true;
        else if (!arg.empty() && arg.find_first_not_of("0123456789") == std::string::npos)
            depth = std::atoi(arg.c_str());
        else {
            std::fprintf(stderr, "usage: tabiya-perft [--variant NAME] [--fen FEN] "
                                 "[--divide] DEPTH\n");
            return 2;
        }
    }
    const Variant* variant = Variant::byName(variantName);
    if (!variant || depth < 0) {
        std::fprintf(stderr, "tabiya-perft: unknown variant or missing depth\n");
        return 2;
    }
    std::string error;
    auto pos = Position::fromFen(*variant, fen.empty() ? variant->startFen : fen, &error);
    if (!pos) {
        std::fprintf(stderr, "tabiya-perft: bad FEN: %s\n", error.c_str());
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    if (divide) {
        for (const auto& [move, count] : perftDivide(*pos, depth)) {
            std::printf("%s: %llu\n", coordinateText(*pos, move).c_str(),
                        static_cast<unsigned long long>(count));
            nodes += count;
        }
    } else {
        nodes = perft(*pos, depth);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fprintf(stderr, "%.3f s, %.0f nodes/s\n", seconds, seconds > 0 ? nodes / seconds : 0.0);
    std::printf("%llu\n", static_cast<unsigned long long>(nodes));
    return 0;
}

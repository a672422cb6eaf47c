// tabiya-engine: a chess and xiangqi engine speaking CECP (xboard protocol 2) and, when
// its first input line is "cxboard N", the CXBoard protocol.
// Usage: tabiya-engine            (protocol on stdin/stdout)
//        tabiya-engine bench [DEPTH]

#include "engine/bench.h"
#include "engine/cecpsession.h"
#include "engine/cxboardsession.h"
#include "engine/enginecore.h"
#include "engine/textutil.h"

#include <csignal>
#include <cstdio>
#include <string>

using namespace tabiya::engine;

int main(int argc, char** argv) {
    // xboard may send SIGINT to other engines in a match; we asked for sigint=0 anyway.
    std::signal(SIGINT, SIG_IGN);
    if (argc >= 2 && std::string(argv[1]) == "bench") {
        const int depth = argc >= 3 ? int(text::parseInt(argv[2], 1, 60).value_or(0)) : 9;
        if (depth <= 0) {
            std::fprintf(stderr, "usage: tabiya-engine bench [DEPTH 1..60]\n");
            return 2;
        }
        return runBench(depth);
    }
    if (argc >= 2) {
        std::fprintf(stderr, "usage: tabiya-engine [bench [DEPTH]]\n");
        return 2;
    }
    std::string first;
    bool tooLong = false;
    if (!readFirstLine(first, tooLong)) return 0;
    EngineCore core;
    const auto words = text::split(first);
    if (!words.empty() && words[0] == "cxboard") {
        CxboardSession session(core);
        return session.run(first);
    }
    CecpSession session(core);
    return session.run(first, tooLong);
}

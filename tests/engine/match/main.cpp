// tabiya-match: plays CECP engines against each other with alternating colours and varied
// openings at a fast time control, judging every move and game end with board/core, and
// prints the score, the Elo difference and its 95% error bars. Not part of ctest.
//
// Usage: tabiya-match --engine1 CMD --engine2 CMD [--variant normal|xiangqi]
//                     [--games N] [--first N] [--concurrency N] [--base SECONDS]
//                     [--inc SECONDS] [--maxplies N] [--option1 NAME=VALUE]...
//                     [--option2 NAME=VALUE]... [--quiet]
// Engines are started without a shell: CMD is a program and its arguments split at spaces.
// --concurrency N plays N games at once (one per core is the most that stays fair to the
// clocks); --first numbers the games from N (1 by default), so that runs side by side,
// e.g. games 1-100 and 101-200, play different openings and colours. --option1/--option2
// (repeatable) are sent as CECP "option NAME=VALUE" after the handshake, e.g. a strength
// level (tools/calibrate-strength.sh).

#include "engineprocess.h"

#include "movetext.h"
#include "rules.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace tabiya;
using namespace tabiya::match;
using Clock = std::chrono::steady_clock;

namespace {

// Short, sound opening lines; each is played once with each colour assignment.
const std::vector<std::string> ChessOpenings = {
    "e2e4 e7e5 g1f3 b8c6", "e2e4 c7c5 g1f3 d7d6", "d2d4 d7d5 c2c4 e7e6", "d2d4 g8f6 c2c4 g7g6",
    "e2e4 e7e6 d2d4 d7d5", "e2e4 c7c6 d2d4 d7d5", "c2c4 e7e5 b1c3 g8f6", "g1f3 d7d5 g2g3 g8f6",
    "d2d4 g8f6 c2c4 e7e6", "e2e4 d7d6 d2d4 g8f6", "e2e4 e7e5 f1c4 g8f6", "d2d4 d7d5 g1f3 g8f6",
    "e2e4 c7c5 b1c3 b8c6", "c2c4 c7c5 g1f3 g8f6", "e2e4 g7g6 d2d4 f8g7", "d2d4 f7f5 g2g3 g8f6",
    "e2e4 e7e5 g1f3 g8f6", "b2b3 e7e5 c1b2 b8c6", "e2e4 d7d5 e4d5 d8d5", "d2d4 d7d5 c2c4 c7c6",
};
const std::vector<std::string> XiangqiOpenings = {
    "h2e2 h9g7", "h2e2 b9c7", "b2e2 h9g7",           "c3c4 g6g5", "g3g4 c6c5",
    "b0c2 h9g7", "h2e2 h7e7", "c0e2 h9g7",           "h2d2 b9c7", "b2d2 h9g7",
    "h0g2 b9c7", "h2e2 c6c5", "c3c4 h7e7",           "b2e2 b7e7", "g0e2 b9c7",
    "h2f2 h9g7", "e3e4 b9c7", "h2e2 h9g7 h0g2 i9h9", "b0c2 b9c7", "c3c4 b9c7",
};

std::vector<std::string> splitWords(const std::string& text) {
    std::vector<std::string> words;
    size_t i = 0;
    while (i < text.size()) {
        const size_t j = std::min(text.find(' ', i), text.size());
        if (j > i) words.push_back(text.substr(i, j - i));
        i = j + 1;
    }
    return words;
}

struct Player {
    EngineProcess* engine;
    int64_t timeMs;
    bool force = true;
};

// Plays one game; returns 1, 0.5 or 0 for engine A, and a reason.
double playGame(EngineProcess& a, EngineProcess& b, bool aIsWhite, const Variant& variant,
                const std::string& opening, int64_t baseMs, int64_t incMs, int maxPlies,
                std::string& reason, std::string& moves) {
    Position pos = Position::startPosition(variant);
    EngineProcess* white = aIsWhite ? &a : &b;
    EngineProcess* black = aIsWhite ? &b : &a;
    Player players[2] = {{white, baseMs}, {black, baseMs}};
    auto baseText = [](int64_t ms) {
        const int64_t s = ms / 1000;
        return std::to_string(s / 60) + ":" + (s % 60 < 10 ? "0" : "") + std::to_string(s % 60);
    };
    for (auto& p : players) {
        p.engine->send("new");
        if (variant.name != "normal") p.engine->send("variant " + variant.name);
        p.engine->send("level 0 " + baseText(baseMs) + " " + std::to_string(incMs / 1000.0));
        p.engine->send("post");
        p.engine->send("easy");
        p.engine->send("force");
    }
    auto result = [&](double whiteScore, const std::string& why) {
        reason = why;
        for (auto& p : players)
            p.engine->send("result " +
                           std::string(whiteScore == 1   ? "1-0"
                                       : whiteScore == 0 ? "0-1"
                                                         : "1/2-1/2") +
                           " {" + why + "}");
        return aIsWhite ? whiteScore : 1 - whiteScore;
    };
    auto sideName = [&](Color c) {
        return std::string(c == White ? (variant.isXiangqiLike() ? "Red" : "White") : "Black");
    };
    auto sendMove = [&](EngineProcess* e, const std::string& text) {
        e->send((e->feature("usermove") ? "usermove " : "") + text);
    };
    // The opening, in force mode.
    for (const auto& word : splitWords(opening)) {
        const Move m = parseCoordinateMove(pos, word);
        if (m.isNone()) return result(0.5, "bad opening " + opening);
        for (auto& p : players)
            sendMove(p.engine, word);
        pos.makeMove(m);
        moves += word + " ";
    }
    std::string lastMove;
    for (int ply = 0;; ++ply) {
        const Outcome o = adjudicate(pos);
        if (o.isOver())
            return result(o.result == GameResult::WhiteWins   ? 1
                          : o.result == GameResult::BlackWins ? 0
                                                              : 0.5,
                          o.reason(variant));
        if (ply >= maxPlies) return result(0.5, "adjudicated draw: game too long");
        const Color side = pos.sideToMove();
        Player& me = players[side];
        Player& other = players[~side];
        me.engine->send("time " + std::to_string(std::max<int64_t>(me.timeMs / 10, 1)));
        me.engine->send("otim " + std::to_string(std::max<int64_t>(other.timeMs / 10, 1)));
        if (!lastMove.empty()) sendMove(me.engine, lastMove);
        if (me.force) {
            me.engine->send("go");
            me.force = false;
        }
        const auto start = Clock::now();
        const auto deadline = start + std::chrono::milliseconds(me.timeMs + 1000);
        std::string moveText;
        for (;;) {
            auto line = me.engine->readLine(deadline);
            if (!line) {
                const double loss = side == White ? 0 : 1;
                return result(loss, sideName(side) + " forfeits on time or crashed");
            }
            if (line->rfind("move ", 0) == 0) {
                moveText = line->substr(5);
                break;
            }
            if (const size_t dots = line->find(". ... ");
                dots != std::string::npos && dots > 0 &&
                std::all_of(line->begin(), line->begin() + long(dots), ::isdigit)) {
                moveText = line->substr(dots + 6); // "12. ... e7e5", GNU Chess's move
                break;
            }
            if (*line == "resign" || line->rfind("tellics resign", 0) == 0)
                return result(side == White ? 0 : 1, sideName(side) + " resigns");
            // Result claims are checked by the rules, not believed: ignore them here.
        }
        const int64_t used =
            std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
        me.timeMs -= used;
        if (me.timeMs < -200) // a small grace for pipe latency on a busy machine
            return result(side == White ? 0 : 1, sideName(side) + " loses on time");
        me.timeMs = std::max<int64_t>(me.timeMs, 0) + incMs;
        while (!moveText.empty() && moveText.back() == ' ')
            moveText.pop_back();
        const Move m = parseCoordinateMove(pos, moveText);
        if (m.isNone())
            return result(side == White ? 0 : 1, sideName(side) + " illegal move " + moveText);
        pos.makeMove(m);
        moves += moveText + " ";
        lastMove = moveText;
    }
}

} // namespace

int main(int argc, char** argv) {
    std::string engine1, engine2, variantName = "normal";
    std::vector<std::string> options1, options2;
    int games = 20, first = 1, maxPlies = 400, concurrency = 1;
    double base = 10, inc = 0.1;
    bool quiet = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&] { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
        if (a == "--engine1")
            engine1 = next();
        else if (a == "--engine2")
            engine2 = next();
        else if (a == "--option1")
            options1.push_back(next());
        else if (a == "--option2")
            options2.push_back(next());
        else if (a == "--variant")
            variantName = next();
        else if (a == "--games")
            games = std::atoi(next().c_str());
        else if (a == "--first")
            first = std::atoi(next().c_str());
        else if (a == "--concurrency")
            concurrency = std::atoi(next().c_str());
        else if (a == "--base")
            base = std::atof(next().c_str());
        else if (a == "--inc")
            inc = std::atof(next().c_str());
        else if (a == "--maxplies")
            maxPlies = std::atoi(next().c_str());
        else if (a == "--quiet")
            quiet = true;
        else {
            std::fprintf(stderr, "unknown argument %s\n", a.c_str());
            return 2;
        }
    }
    const Variant* variant = Variant::byName(variantName);
    if (engine1.empty() || engine2.empty() || !variant || games <= 0 || first < 1 ||
        concurrency < 1 || concurrency > 64) {
        std::fprintf(stderr, "usage: tabiya-match --engine1 CMD --engine2 CMD "
                             "[--variant normal|xiangqi] [--games N] [--first N] "
                             "[--concurrency N] [--base S] [--inc S] "
                             "[--option1 NAME=VALUE] [--option2 NAME=VALUE]\n");
        return 2;
    }
    const auto& openings = variant->isXiangqiLike() ? XiangqiOpenings : ChessOpenings;
    double total = 0, sumSquares = 0;
    int wins = 0, draws = 0, losses = 0;
    std::mutex resultsMutex; // the totals and standard output, shared by the workers
    std::atomic<int> nextGame{first - 1};
    auto worker = [&] {
        for (int g = nextGame++; g < first - 1 + games; g = nextGame++) {
            // Fresh processes every game: a crash or a hang costs one game, not the match.
            EngineProcess a(splitWords(engine1)), b(splitWords(engine2));
            a.handshake();
            b.handshake();
            for (const auto& o : options1)
                a.send("option " + o);
            for (const auto& o : options2)
                b.send("option " + o);
            const bool aWhite = g % 2 == 0;
            const std::string& opening = openings[(g / 2) % openings.size()];
            std::string reason, moves;
            const double s = playGame(a, b, aWhite, *variant, opening, int64_t(base * 1000),
                                      int64_t(inc * 1000), maxPlies, reason, moves);
            const std::lock_guard lock(resultsMutex);
            total += s;
            sumSquares += s * s;
            s == 1 ? ++wins : s == 0 ? ++losses : ++draws;
            std::printf("game %d: %s (%s) vs %s: %s  [%s]%s%s\n", g + 1, a.name().c_str(),
                        aWhite ? "white" : "black", b.name().c_str(),
                        s == 1   ? "win"
                        : s == 0 ? "loss"
                                 : "draw",
                        reason.c_str(), quiet ? "" : "\n  ", quiet ? "" : moves.c_str());
            std::fflush(stdout);
        }
    };
    std::vector<std::thread> workers;
    for (int i = 0; i < concurrency; ++i)
        workers.emplace_back(worker);
    for (auto& t : workers)
        t.join();
    const double n = games, mean = total / n;
    const double variance = std::max(0.0, sumSquares / n - mean * mean);
    const double margin = 1.96 * std::sqrt(variance / n);
    auto elo = [](double p) {
        p = std::clamp(p, 0.001, 0.999);
        return -400.0 * std::log10(1.0 / p - 1.0);
    };
    std::printf("Score of engine1 vs engine2: +%d =%d -%d  (%.1f/%d, %.1f%%)\n", wins, draws,
                losses, total, games, 100 * mean);
    std::printf("Elo difference: %.0f  (95%% interval %.0f .. %.0f)\n", elo(mean),
                elo(mean - margin), elo(mean + margin));
    return 0;
}

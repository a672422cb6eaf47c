#include "engine/cxboardtext.h"

#include "board/core/movetext.h"
#include "engine/cecptext.h"
#include "engine/textutil.h"

#include <algorithm>
#include <cstdint>
#include <iterator>

namespace tabiya::engine::cxboard {

namespace {

const char* const GoKeywords[] = {"searchmoves", "ponder", "rtime",     "btime",
                                  "mtime",       "otime",  "movestogo", "depth",
                                  "nodes",       "mate",   "movetime",  "infinite"};

bool isGoKeyword(const std::string& w) {
    return std::find(std::begin(GoKeywords), std::end(GoKeywords), w) != std::end(GoKeywords);
}

// The clock values of a go, in ms; -1 where not given.
struct GoTimes {
    int64_t rtime = -1, btime = -1, mtime = -1, otime = -1, movetime = -1;
    int movestogo = 0;
};

// A keyword with a number: stored in times or limits.
void takeNumber(const std::string& w, int64_t n, GoTimes& t, SearchLimits& limits) {
    if (w == "rtime")
        t.rtime = n;
    else if (w == "btime")
        t.btime = n;
    else if (w == "mtime")
        t.mtime = n;
    else if (w == "otime")
        t.otime = n;
    else if (w == "movestogo")
        t.movestogo = int(std::min<int64_t>(n, 1000));
    else if (w == "depth")
        limits.depth = int(std::clamp<int64_t>(n, 1, MaxPly - 1));
    else if (w == "nodes")
        limits.nodes = uint64_t(std::max<int64_t>(n, 1));
    else if (w == "mate")
        limits.mate = int(std::clamp<int64_t>(n, 1, MaxPly / 2));
    else if (w == "movetime")
        t.movetime = n;
}

ClockState clockFor(const GoTimes& t, Color own) {
    // A pondering go is sent on the opponent's turn: the engine's clock is the other one.
    ClockState clock;
    const int64_t mine = own == White ? t.rtime : t.btime;
    clock.myMs = mine;
    if (mine <= 0 && t.otime > 0) {
        clock.myMs = -1;
        clock.fixedMs = t.otime;
    }
    clock.movesToGo = t.movestogo;
    clock.fixedMs = t.movetime >= 0 ? t.movetime : clock.fixedMs;
    clock.maxMoveMs = t.mtime;
    return clock;
}

} // namespace

PositionRequest parsePosition(const Variant& variant, const std::vector<std::string>& words) {
    PositionRequest r;
    size_t i = 1;
    std::optional<Position>& pos = r.position;
    if (i < words.size() && words[i] == "startpos") {
        pos = Position::startPosition(variant);
        ++i;
    } else if (i < words.size() && words[i] == "cfen") {
        std::string fen;
        for (++i; i < words.size() && words[i] != "moves"; ++i)
            fen += (fen.empty() ? "" : " ") + words[i];
        pos = Position::fromFen(variant, fen);
        if (pos && !pos->validate().empty()) pos.reset();
    }
    if (!pos) {
        r.error = "illegal position";
        return r;
    }
    if (i < words.size() && words[i] != "moves") {
        pos.reset();
        r.error = "malformed position";
        return r;
    }
    for (++i; i < words.size(); ++i) {
        const Move m = parseCoordinateMove(*pos, words[i]);
        if (m.isNone() || m.isNull()) {
            r.illegalMove = words[i];
            break;
        }
        pos->makeMove(m);
        pos->inCheck();
    }
    return r;
}

std::variant<GoRequest, GoError> parseGo(Position& pos, const std::vector<std::string>& words) {
    GoRequest go;
    GoTimes times;
    for (size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "searchmoves") {
            while (i + 1 < words.size() && !isGoKeyword(words[i + 1])) {
                const Move m = parseCoordinateMove(pos, words[++i]);
                if (m.isNone() || m.isNull()) return GoError{"", words[i]};
                go.limits.searchMoves.push_back(m);
            }
        } else if (w == "ponder") {
            go.ponder = true;
        } else if (w == "infinite") {
            go.infinite = true;
        } else if (isGoKeyword(w)) {
            auto n = i + 1 < words.size() ? text::parseInt(words[i + 1], 0, INT64_MAX / 4)
                                          : std::nullopt;
            if (!n) return GoError{"bad number", ""};
            ++i;
            takeNumber(w, *n, times, go.limits);
        } else {
            return GoError{"unknown go parameter", ""};
        }
    }
    go.clock = clockFor(times, go.ponder ? ~pos.sideToMove() : pos.sideToMove());
    return go;
}

std::string scoreText(int score) {
    if (isMateScore(score)) return "mate " + std::to_string(mateInMoves(score));
    return "cp " + std::to_string(score);
}

std::string infoLine(const SearchReport& r, const Position& root) {
    if (r.currmoveNumber) {
        Position p = root;
        if (!p.isLegalMove(r.currmove)) return {};
        return "info depth " + std::to_string(r.depth) + " currmove " +
               coordinateText(p, r.currmove) + " currmovenumber " +
               std::to_string(r.currmoveNumber);
    }
    std::string line = "info depth " + std::to_string(r.depth) + " seldepth " +
                       std::to_string(r.seldepth) + " multipv " + std::to_string(r.multipv) +
                       " score " + scoreText(r.score);
    if (r.bound == BoundLower)
        line += " lowerbound";
    else if (r.bound == BoundUpper)
        line += " upperbound";
    line += " time " + std::to_string(r.ms) + " nodes " + std::to_string(r.nodes) + " nps " +
            std::to_string(r.nps) + " hashfull " + std::to_string(r.hashfull) + " pv " +
            cecp::movesText(root, r.pv);
    return line;
}

} // namespace tabiya::engine::cxboard

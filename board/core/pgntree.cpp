#include "board/core/pgntree.h"

namespace tabiya {

namespace {

// The line of the path's last move and its index there; {null, -1} for a path naming none.
template <typename Game, typename Line>
std::pair<Line*, int> locate(Game& game, const PgnPath& path) {
    if (path.empty()) return {nullptr, -1};
    Line* line = &game.moves;
    for (size_t k = 0;; k += 2) {
        const int i = path[k];
        if (i < 0 || i >= int(line->size())) return {nullptr, -1};
        if (k + 1 == path.size()) return {line, i};
        auto& variations = (*line)[i].variations;
        const int v = path[k + 1];
        if (k + 2 >= path.size() || v < 0 || v >= int(variations.size())) return {nullptr, -1};
        line = &variations[v];
    }
}

// The path of move `index` of the line whose moves `path` names (its last entry replaced).
PgnPath atIndex(PgnPath path, int index) {
    if (path.empty()) return {index};
    path.back() = index;
    return path;
}

} // namespace

const PgnMove* pgnMoveAt(const PgnGame& game, const PgnPath& path) {
    auto [line, i] = locate<const PgnGame, const PgnLine>(game, path);
    return line ? &(*line)[i] : nullptr;
}

PgnMove* pgnMoveAt(PgnGame& game, const PgnPath& path) {
    auto [line, i] = locate<PgnGame, PgnLine>(game, path);
    return line ? &(*line)[i] : nullptr;
}

const PgnLine* pgnLineOf(const PgnGame& game, const PgnPath& path) {
    return locate<const PgnGame, const PgnLine>(game, path).first;
}

std::vector<Move> pgnMovesTo(const PgnGame& game, const PgnPath& path) {
    std::vector<Move> moves;
    if (!pgnMoveAt(game, path)) return moves;
    // Each line's moves up to its branch (the branch move itself is the one replaced), and
    // the last line's up to and with the path's move.
    const PgnLine* line = &game.moves;
    for (size_t k = 0; k < path.size(); k += 2) {
        const bool last = k + 1 == path.size();
        const int end = last ? path[k] + 1 : path[k];
        for (int i = 0; i < end; ++i)
            moves.push_back((*line)[i].move);
        if (!last) line = &(*line)[path[k]].variations[path[k + 1]];
    }
    return moves;
}

std::optional<Position> pgnPositionAt(const PgnGame& game, const PgnPath& path) {
    Position pos = game.startPosition();
    if (path.empty()) return pos;
    if (!pgnMoveAt(game, path)) return std::nullopt;
    for (Move m : pgnMovesTo(game, path))
        pos.makeMove(m);
    return pos;
}

PgnPath pgnPreviousPath(const PgnPath& path) {
    PgnPath p = path;
    while (!p.empty()) {
        if (--p.back() >= 0) return p;
        // Before a line's first move: the position before the move it replaces.
        if (p.size() == 1) return {};
        p.resize(p.size() - 2);
    }
    return p;
}

PgnPath pgnNextPath(const PgnGame& game, const PgnPath& path) {
    if (path.empty()) return game.moves.empty() ? PgnPath{} : PgnPath{0};
    const PgnLine* line = pgnLineOf(game, path);
    if (!line || path.back() + 1 >= int(line->size())) return path;
    return atIndex(path, path.back() + 1);
}

std::optional<PgnPath> pgnAddMove(PgnGame& game, const PgnPath& path, Move move) {
    std::optional<Position> pos = pgnPositionAt(game, path);
    if (!pos || !pos->isLegalMove(move)) return std::nullopt;
    PgnLine* line = path.empty() ? &game.moves : locate<PgnGame, PgnLine>(game, path).first;
    const int next = path.empty() ? 0 : path.back() + 1;
    const PgnPath nextPath = atIndex(path, next);
    PgnMove added;
    added.move = move;
    if (next == int(line->size())) {
        line->push_back(std::move(added));
        return nextPath;
    }
    PgnMove& following = (*line)[next];
    if (following.move == move) return nextPath;
    for (size_t v = 0; v < following.variations.size(); ++v)
        if (!following.variations[v].empty() && following.variations[v].front().move == move) {
            PgnPath p = nextPath;
            p.insert(p.end(), {int(v), 0});
            return p;
        }
    following.variations.push_back(PgnLine{std::move(added)});
    PgnPath p = nextPath;
    p.insert(p.end(), {int(following.variations.size()) - 1, 0});
    return p;
}

std::optional<PgnPath> pgnPromoteVariation(PgnGame& game, const PgnPath& path) {
    if (!pgnInVariation(path) || !pgnMoveAt(game, path)) return std::nullopt;
    const PgnPath branchPath(path.begin(), path.end() - 2);
    auto [parent, b] = locate<PgnGame, PgnLine>(game, branchPath);
    const int v = path[path.size() - 2];
    PgnLine variation = std::move((*parent)[b].variations[v]);
    PgnLine rest(std::make_move_iterator(parent->begin() + b),
                 std::make_move_iterator(parent->end()));
    parent->resize(b);
    // The variation's first move takes the replaced move's place: the replaced line first
    // among its alternatives, then the other variations of the branch, then its own.
    std::vector<PgnLine> alternatives;
    std::vector<PgnLine> siblings = std::move(rest.front().variations);
    rest.front().variations.clear();
    siblings.erase(siblings.begin() + v);
    alternatives.push_back(std::move(rest));
    for (PgnLine& line : siblings)
        alternatives.push_back(std::move(line));
    for (PgnLine& line : variation.front().variations)
        alternatives.push_back(std::move(line));
    variation.front().variations = std::move(alternatives);
    parent->insert(parent->end(), std::make_move_iterator(variation.begin()),
                   std::make_move_iterator(variation.end()));
    // A new main line is not the game the result was for.
    if (branchPath.size() == 1)
        game.result = std::string(1, '*'); // not = "*": GCC 12 warns (-Wrestrict) wrongly
    return atIndex(branchPath, b + path.back());
}

std::optional<PgnPath> pgnDeleteVariation(PgnGame& game, const PgnPath& path) {
    if (!pgnInVariation(path) || !pgnMoveAt(game, path)) return std::nullopt;
    const PgnPath branchPath(path.begin(), path.end() - 2);
    PgnMove* branch = pgnMoveAt(game, branchPath);
    branch->variations.erase(branch->variations.begin() + path[path.size() - 2]);
    return pgnPreviousPath(branchPath);
}

bool pgnTruncateAfter(PgnGame& game, const PgnPath& path) {
    PgnLine* line = path.empty() ? &game.moves : locate<PgnGame, PgnLine>(game, path).first;
    const int keep = path.empty() ? 0 : path.back() + 1;
    if (!line || keep >= int(line->size())) return false;
    line->erase(line->begin() + keep, line->end());
    if (line == &game.moves)
        game.result = std::string(1, '*'); // not = "*": GCC 12 warns (-Wrestrict) wrongly
    return true;
}

} // namespace tabiya

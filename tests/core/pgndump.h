#pragma once
// A PGN game tree as text, everything a reader keeps and nothing of the layout: tags
// (sorted, so their order does not matter), the game comment, every move as a coordinate
// move with its comments, NAGs and variations, nested, and the result. Two games that
// say the same thing dump the same; tests compare games read, written and read again.
#include "board/core/movetext.h"
#include "board/core/pgn.h"

#include <algorithm>
#include <string>

namespace tabiya::testing {

inline void dumpLine(std::string& out, Position& pos, const PgnLine& line, int depth) {
    int made = 0;
    for (const PgnMove& pm : line) {
        out += std::string(size_t(depth) * 2, ' ');
        if (!pm.commentBefore.empty()) out += "{" + pm.commentBefore + "} ";
        out += pm.move.isNull() ? std::string("--") : coordinateText(pos, pm.move);
        for (int nag : pm.nags)
            out += " $" + std::to_string(nag);
        if (!pm.comment.empty()) out += " {" + pm.comment + "}";
        out += "\n";
        for (const PgnLine& v : pm.variations) {
            out += std::string(size_t(depth) * 2, ' ') + "(\n";
            dumpLine(out, pos, v, depth + 1);
            out += std::string(size_t(depth) * 2, ' ') + ")\n";
        }
        pos.makeMove(pm.move);
        ++made;
    }
    for (int i = 0; i < made; ++i)
        pos.unmakeMove();
}

inline std::string dump(const PgnGame& game) {
    auto tags = game.tags;
    std::sort(tags.begin(), tags.end());
    std::string out;
    for (const auto& [name, value] : tags)
        out += "[" + name + " \"" + value + "\"]\n";
    out += "variant " + game.variant->name + " fen " + game.startFen + "\n";
    out += "{" + game.comment + "}\n";
    Position pos = game.startPosition();
    dumpLine(out, pos, game.moves, 0);
    return out + game.result + "\n";
}

} // namespace tabiya::testing

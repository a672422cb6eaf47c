#pragma once
// OpeningBook: tabiya-engine's own opening book, read from the text files (*.book) in the
// Book Folder. Each line is one opening, its moves in SAN or coordinates from the start
// position, move numbers allowed ("1. e4 e5 2. Nf3"); a line "variant NAME" switches the
// variant for the lines after it (normal at the top of each file); "#" starts a comment.
// Every line adds one to the weight of each (position, move) it passes, and the engine
// picks among a position's moves at random, weighted so.

#include "board/core/position.h"

#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace tabiya::engine {

class OpeningBook {
public:
    struct Entry {
        Move move;
        int weight = 0;
    };

    // Reads every *.book file in folder (not its subfolders) instead of what was loaded;
    // an empty folder name unloads. Returns a problem to tell the user, or "".
    std::string load(const std::string& folder);
    // Adds one book text (what a file holds); returns the first problem, or "".
    std::string addText(const std::string& text, const std::string& source);
    void clear() { m_positions.clear(); }
    bool empty() const { return m_positions.empty(); }
    size_t positionCount() const { return m_positions.size(); }

    // The legal book moves here, heaviest first.
    std::vector<Entry> moves(const Position& pos) const;
    // A book move chosen at random by weight among those allowed (all when allowed is
    // empty), or none.
    Move pick(const Position& pos, const std::vector<Move>& allowed, std::mt19937& rng) const;

private:
    static uint64_t key(const Position& pos);

    std::unordered_map<uint64_t, std::vector<Entry>> m_positions;
};

} // namespace tabiya::engine

#include "board/core/chess960.h"

#include <array>
#include <cctype>

namespace tabiya {

namespace {
// Where the two knights stand among the five squares left after the bishops and the
// queen: the standard table, indexed by the number's last digit in this base.
constexpr std::array<std::array<int, 2>, 10> KnightPlaces = {
    {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};

// Puts `piece` on the `index`-th empty square (0-based) of the rank.
void placeOnEmpty(std::string& rank, int index, char piece) {
    for (char& c : rank)
        if (c == ' ' && index-- == 0) {
            c = piece;
            return;
        }
}
} // namespace

std::string chess960BackRank(int number) {
    if (number < 0 || number >= Chess960Positions) return {};
    std::string rank(8, ' ');
    int n = number;
    rank[size_t(2 * (n % 4) + 1)] = 'B'; // light-squared bishop: b, d, f or h
    n /= 4;
    rank[size_t(2 * (n % 4))] = 'B'; // dark-squared bishop: a, c, e or g
    n /= 4;
    placeOnEmpty(rank, n % 6, 'Q');
    n /= 6;
    // The second knight's index counts empty squares after the first knight is placed.
    const auto& knights = KnightPlaces[size_t(n)];
    placeOnEmpty(rank, knights[1], 'N');
    placeOnEmpty(rank, knights[0], 'N');
    // The three squares left: rook, king, rook.
    placeOnEmpty(rank, 0, 'R');
    placeOnEmpty(rank, 0, 'K');
    placeOnEmpty(rank, 0, 'R');
    return rank;
}

std::string chess960Fen(int number) {
    const std::string white = chess960BackRank(number);
    if (white.empty()) return {};
    std::string black = white;
    for (char& c : black)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
}

} // namespace tabiya

#include "board/core/shuffle.h"

#include "board/core/chess960.h"

#include <cctype>
#include <utility>
#include <vector>

namespace tabiya {

namespace {

uint64_t next(uint64_t& state) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// A random empty square of the rank whose colour parity is `parity` (-1: any).
int pick(const std::string& rank, int parity, uint64_t& state) {
    std::vector<int> free;
    for (int f = 0; f < int(rank.size()); ++f)
        if (rank[size_t(f)] == ' ' && (parity < 0 || f % 2 == parity)) free.push_back(f);
    return free.empty() ? -1 : free[size_t(next(state) % free.size())];
}

std::string fenFor(const Variant& v, const std::string& white, const char* castling = "KQkq") {
    std::string black = white;
    for (char& c : black)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    const std::string pawns(size_t(v.width), 'p');
    std::string upper = pawns;
    for (char& c : upper)
        c = 'P';
    std::string empty = std::to_string(v.width);
    std::string fen = black + "/" + pawns;
    for (int r = 2; r < v.height - 2; ++r)
        fen += "/" + empty;
    return fen + "/" + upper + "/" + white + " w " + castling + " - 0 1";
}

} // namespace

std::string shuffledStartFen(const Variant& v, uint64_t seed) {
    if (!v.shuffle && v.name != "normal") return v.startFen;
    uint64_t state = seed;
    if (v.name == "normal") return chess960Fen(int(next(state) % Chess960Positions));
    std::string rank(size_t(v.width), ' ');
    auto place = [&](char piece, int parity) { rank[size_t(pick(rank, parity, state))] = piece; };
    if (v.name == "nocastle") { // XBoard: an unconstrained shuffle
        for (char piece : std::string("RNBQKBNR"))
            place(piece, -1);
        return fenFor(v, rank, "-");
    }
    if (v.name == "wildcastle") {
        rank.front() = rank.back() = 'R';
        rank[next(state) % 2 ? 3 : 4] = 'K';
        for (auto [piece, parity] : {std::pair{'B', 0}, {'B', 1}, {'Q', -1}, {'N', -1}, {'N', -1}})
            place(piece, parity);
        return fenFor(v, rank);
    }
    place('B', 0);
    place('B', 1);
    // Caparandom: the other pieces anywhere, then rook, king, rook on the three squares
    // left, in that order (as in Chess960).
    for (char piece : std::string("QACNN"))
        place(piece, -1);
    for (char piece : std::string("RKR"))
        for (char& c : rank)
            if (c == ' ') {
                c = piece;
                break;
            }
    return fenFor(v, rank);
}

} // namespace tabiya

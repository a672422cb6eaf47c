#include "board/core/shuffle.h"

#include "board/core/chess960.h"
#include "board/core/position.h"

#include <algorithm>
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

std::string lower(std::string s) {
    for (char& c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Caparandom: every pawn must start defended by a piece of its first rank.
bool pawnsDefended(const Variant& v, const std::string& fen) {
    const auto pos = Position::fromFen(v, fen);
    if (!pos) return false;
    for (int f = 0; f < v.width; ++f)
        if (!pos->isAttacked(geometry::square(f, 1), White)) return false;
    return true;
}

} // namespace

std::string superStartFen(int number) {
    // XBoard's Prelude(): take two pieces off files a-d and two off f-h to the hand, then
    // put the amazon, veteran, empress and princess on the squares they left.
    int seed = ((number % SuperPositions) + SuperPositions) % SuperPositions;
    std::string rank = "RNBQKBNR", hand;
    auto take = [&](int file) {
        hand += rank[size_t(file)];
        rank[size_t(file)] = ' ';
    };
    int j = seed % 4;
    seed /= 4;
    take(j);
    j = seed % 3 + (seed % 3 >= j);
    seed /= 3;
    take(j);
    j = seed % 3;
    seed /= 3;
    take(5 + j);
    j = seed % 2 + (seed % 2 >= j);
    seed /= 2;
    take(5 + j);
    auto put = [&](char piece, int n) { // on the n-th empty square
        for (char& c : rank)
            if (c == ' ' && n-- == 0) {
                c = piece;
                return;
            }
    };
    const int amazon = seed % 4;
    seed /= 4;
    put('A', amazon);
    const int veteran = seed % 3;
    seed /= 3;
    put('V', veteran);
    put('E', seed % 2);
    put('S', 0);
    // The hand in the order a FEN writes it (the kinds' order: pawn, knight, bishop, ...).
    const std::string order = "PNBRQ";
    std::sort(hand.begin(), hand.end(),
              [&](char a, char b) { return order.find(a) < order.find(b); });
    std::string castling;
    if (rank[7] == 'R') castling += 'K';
    if (rank[0] == 'R') castling += 'Q';
    castling += lower(castling);
    if (castling.empty()) castling = '-'; // a char: GCC 12 bug 105329 warns on a one-letter literal
    return lower(rank) + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank + "[" + hand + lower(hand) + "] w " +
           castling + " - 0 1";
}

std::string shuffledStartFen(const Variant& v, uint64_t seed) {
    if (!v.shuffle && v.name != "normal") return v.startFen;
    uint64_t state = seed;
    if (v.name == "normal") return chess960Fen(int(next(state) % Chess960Positions));
    if (v.name == "super") return superStartFen(int(next(state) % SuperPositions));
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
    // Caparandom: bishops on both colours, the other pieces anywhere, then rook, king,
    // rook on the three squares left, in that order (as in Chess960); drawn again until
    // no pawn starts undefended (the rule of Capablanca random chess; almost every
    // position passes within a few draws).
    for (;;) {
        rank.assign(size_t(v.width), ' ');
        place('B', 0);
        place('B', 1);
        for (char piece : std::string("QACNN"))
            place(piece, -1);
        for (char piece : std::string("RKR"))
            for (char& c : rank)
                if (c == ' ') {
                    c = piece;
                    break;
                }
        std::string fen = fenFor(v, rank);
        if (v.name != "caparandom" || pawnsDefended(v, fen)) return fen;
    }
}

} // namespace tabiya

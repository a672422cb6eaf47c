// XBoard 4.9's default piece moves, read from its moves.c (facts only, no code): the
// generic case first, then what a parent variant changes.
#include "board/core/xboardpieces.h"

#include "board/core/piecetochar.h"

#include <array>

namespace tabiya {
namespace {

struct Default {
    int type;
    std::string_view chess;    // fairy, normal and the other chess-like parents
    std::string_view shatranj; // shatranj, courier: classical alfil, pawns step once
    std::string_view makruk;   // makruk: the Man is the khon (silver)
    std::string_view xiangqi;  // zones added by the builder
    std::string_view shogi;    // the shogi pieces on XBoard's shogi slots
};

// "-" means: as in chess.
constexpr std::array<Default, 20> Defaults{{
    {0, "fmWfceFifmnD", "fmWfcF", "fmWfcF", "fWsW", "fW"},
    {1, "N", "-", "-", "nN", "ffN"},
    {2, "B", "-", "-", "-", "-"},
    {3, "R", "-", "-", "-", "-"},
    {4, "Q", "-", "-", "-", "fR"},  // shogi: the lance
    {5, "F", "-", "-", "-", "FfW"}, // shogi: the silver
    // XBoard's elephant outside the classical variants also steps (a modern elephant).
    {6, "FA", "A", "A", "nA", "FfsW"},
    {7, "BN", "-", "-", "-", "-"},
    {8, "RN", "-", "-", "-", "-"},
    {9, "W", "-", "-", "-", "WfF"}, // shogi: the gold; xiangqi: the general
    {10, "K", "-", "FfW", "-", "-"},
    {11, "mRcpR", "-", "-", "-", "WfF"},
    {12, "NN", "-", "-", "-", "WfF"},
    {13, "BWD", "-", "-", "-", "BW"}, // shogi: the promoted bishop
    // Outside shogi XBoard's dragon also leaps two squares over an occupied one.
    {14, "RjD", "-", "-", "-", "RF"},
    {15, "gQ", "-", "-", "-", "WfF"},
    {16, "KN", "-", "-", "-", "WfF"},         // superchess's centaur
    {18, "fmFfcWifmA", "-", "-", "-", "WfF"}, // berolina's pawn
    {20, "N", "-", "-", "-", "-"},
    {25, "WD", "-", "-", "-", "-"},
}};

constexpr std::string_view KingMoves = "K";
constexpr std::string_view Letters = "PNBRQFEACWMOHIJGDVLSU";

} // namespace

std::string_view xboardDefaultMoves(int type, ParentFamily family) {
    if (type == XBoardKing) return KingMoves;
    for (const Default& d : Defaults) {
        if (d.type != type) continue;
        std::string_view s = d.chess;
        switch (family) {
        case ParentFamily::Chess: break;
        case ParentFamily::Shatranj: s = d.shatranj; break;
        case ParentFamily::Makruk: s = d.makruk; break;
        case ParentFamily::Xiangqi: s = d.xiangqi; break;
        case ParentFamily::Shogi: s = d.shogi; break;
        }
        return s == "-" ? d.chess : s;
    }
    return {};
}

int xboardTypeForLetter(char upper) {
    if (upper == 'K') return XBoardKing;
    const size_t i = Letters.find(upper);
    return i == std::string_view::npos ? -1 : int(i);
}

} // namespace tabiya

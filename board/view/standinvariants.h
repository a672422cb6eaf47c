#pragma once
// Stand-in variants for the board widget's tool and tests: a 10x8 Capablanca-like board,
// a 9x9 shogi-like board with holdings and a 12x12 chu-like board, with kinds named as
// board/core names them (so PieceArt finds their drawings) and simple moves. They test
// the view's handling of board sizes, holdings and unorthodox pieces, not any variant's
// rules: the real variants live in board/core. Header-only, not part of the library.

#include "board/core/variant.h"

#include <initializer_list>
#include <utility>

namespace tabiya::StandIn {

namespace detail {

inline MoveAtom step(int df, int dr, AtomMode mode = AtomMode::MoveOrCapture) {
    return {AtomKind::Leap, mode, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}
inline MoveAtom slide(int df, int dr) {
    return {AtomKind::Ride, AtomMode::MoveOrCapture, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}
inline std::vector<MoveAtom> steps(std::initializer_list<std::pair<int, int>> dirs) {
    std::vector<MoveAtom> out;
    for (auto [df, dr] : dirs)
        out.push_back(step(df, dr));
    return out;
}
inline std::vector<MoveAtom> slides(std::initializer_list<std::pair<int, int>> dirs) {
    std::vector<MoveAtom> out;
    for (auto [df, dr] : dirs)
        out.push_back(slide(df, dr));
    return out;
}
inline std::vector<MoveAtom> operator+(std::vector<MoveAtom> a, const std::vector<MoveAtom>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}
inline const std::initializer_list<std::pair<int, int>> Orth{{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline const std::initializer_list<std::pair<int, int>> Diag{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
inline const std::initializer_list<std::pair<int, int>> Jumps{{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                                              {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
inline std::vector<MoveAtom> gold() {
    return steps(Orth) + steps({{1, 1}, {-1, 1}});
}
inline std::vector<MoveAtom> king() {
    return steps(Orth) + steps(Diag);
}

} // namespace detail

// 10x8 with the archbishop (A) and chancellor (C).
inline const Variant& capablanca() {
    static const Variant v = [] {
        using namespace detail;
        Variant v = Variant::chess();
        v.name = "capablanca-standin";
        v.width = 10;
        v.castling = false;
        v.kinds.push_back({'A', "", "Archbishop", slides(Diag) + steps(Jumps), false, false, 800});
        v.kinds.push_back({'C', "", "Chancellor", slides(Orth) + steps(Jumps), false, false, 850});
        v.startFen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w - - 0 1";
        v.promotionKinds = {4, 7, 6, 3, 2, 1};
        v.finalize();
        return v;
    }();
    return v;
}

// 9x9 with holdings: the shogi pieces (promoted ones under their own letters here; the
// real shogi writes them +P ...). Its name makes the view choose the shogi tiles.
inline const Variant& shogi() {
    static const Variant v = [] {
        using namespace detail;
        Variant v;
        v.name = "shogi-standin";
        v.width = v.height = 9;
        v.holdings = true;
        v.pawnStartRank = -1;
        v.promotionRanks = 0;
        v.fiftyMovePlies = 0;
        v.kinds = {
            {'P', "", "Pawn", steps({{0, 1}}), false, false, 100},
            {'L', "", "Lance", slides({{0, 1}}), false, false, 300},
            {'N', "", "Knight", steps({{1, 2}, {-1, 2}}), false, false, 350},
            {'S', "", "Silver", steps(Diag) + steps({{0, 1}}), false, false, 500},
            {'G', "", "Gold", gold(), false, false, 550},
            {'B', "", "Bishop", slides(Diag), false, false, 800},
            {'R', "", "Rook", slides(Orth), false, false, 1000},
            {'K', "", "King", king(), true, false, 0},
            {'T', "", "Tokin", gold(), false, false, 550},
            {'E', "", "Promoted Lance", gold(), false, false, 550},
            {'F', "", "Promoted Knight", gold(), false, false, 550},
            {'I', "", "Promoted Silver", gold(), false, false, 550},
            {'H', "", "Dragon Horse", slides(Diag) + steps(Orth), false, false, 1000},
            {'D', "", "Dragon King", slides(Orth) + steps(Diag), false, false, 1200},
        };
        v.startFen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - - 0 1";
        v.finalize();
        return v;
    }();
    return v;
}

// 12x12, chu-like: chu shogi's pieces and set-up (the moves simplified).
inline const Variant& chu() {
    static const Variant v = [] {
        using namespace detail;
        Variant v;
        v.name = "chu-standin";
        v.width = v.height = 12;
        v.pawnStartRank = -1;
        v.promotionRanks = 0;
        v.fiftyMovePlies = 0;
        std::vector<MoveAtom> lion;
        for (int df = -2; df <= 2; ++df)
            for (int dr = -2; dr <= 2; ++dr)
                if (df || dr) lion.push_back(step(df, dr));
        const auto fwd = steps({{0, 1}}), back = steps({{0, -1}});
        v.kinds = {
            {'P', "", "Pawn", fwd, false, false, 100},
            {'I', "", "Go Between", fwd + back, false, false, 150},
            {'L', "", "Lance", slides({{0, 1}}), false, false, 300},
            {'A', "", "Reverse Chariot", slides({{0, 1}, {0, -1}}), false, false, 300},
            {'F', "", "Ferocious Leopard", steps(Diag) + fwd + back, false, false, 300},
            {'C', "", "Copper General", steps({{1, 1}, {-1, 1}}) + fwd + back, false, false, 250},
            {'S', "", "Silver General", steps(Diag) + fwd, false, false, 300},
            {'G', "", "Gold General", gold(), false, false, 350},
            {'T', "", "Blind Tiger", steps(Diag) + back + steps({{1, 0}, {-1, 0}}), false, false,
             350},
            {'E', "", "Drunk Elephant", steps(Diag) + fwd + steps({{1, 0}, {-1, 0}}), false, false,
             400},
            {'X', "", "Phoenix", steps(Orth), false, false, 500},
            {'O', "", "Kirin", steps(Diag), false, false, 500},
            {'M', "", "Side Mover", slides({{1, 0}, {-1, 0}}) + fwd + back, false, false, 400},
            {'V', "", "Vertical Mover", slides({{0, 1}, {0, -1}}) + steps({{1, 0}, {-1, 0}}), false,
             false, 400},
            {'B', "", "Bishop", slides(Diag), false, false, 600},
            {'R', "", "Rook", slides(Orth), false, false, 700},
            {'H', "", "Dragon Horse", slides(Diag) + steps(Orth), false, false, 800},
            {'D', "", "Dragon King", slides(Orth) + steps(Diag), false, false, 900},
            {'Q', "", "Free King", slides(Orth) + slides(Diag), false, false, 1200},
            {'N', "", "Lion", lion, false, false, 1500},
            {'K', "", "King", king(), true, false, 0},
        };
        v.startFen = "lfcsgkegscfl/a1b1toxt1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/"
                     "PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TXOT1B1A/LFCSGEKGSCFL w - - 0 1";
        v.finalize();
        return v;
    }();
    return v;
}

} // namespace tabiya::StandIn

#include "board/core/chu.h"

#include "board/core/position.h"
#include "board/core/variant.h"

#include <cstdlib>
#include <string_view>

namespace tabiya {

namespace {

// One piece as XBoard and HaChu know it: its FEN letter (promoted forms add '+') and
// how it moves in each king direction, N NE E SE S SW W NW from its owner's side:
// '1' a step, 'R' a slide, 'J' a jump to the second square, 'L' the lion's power
// (a step, the jump, and the double moves of chu.h); "lion" moves as the lion.
struct ChuPiece {
    char letter;
    bool promoted;
    const char* name;
    const char* dirs;
    int value;
    char promotesTo = 0; // the letter of its promoted form ('+' it)
};

constexpr std::string_view Lion = "lion";

// Base pieces first, then the promoted forms; the order fixes the kind numbers.
constexpr ChuPiece Pieces[] = {
    {'P', false, "Pawn", "1.......", 100, 'P'},
    {'I', false, "Go-between", "1...1...", 120, 'I'},
    {'C', false, "Copper general", "11..1..1", 200, 'C'},
    {'S', false, "Silver general", "11.1.1.1", 250, 'S'},
    {'G', false, "Gold general", "111.1.11", 300, 'G'},
    {'F', false, "Ferocious leopard", "11.111.1", 300, 'F'},
    {'T', false, "Blind tiger", ".1111111", 350, 'T'},
    {'E', false, "Drunk elephant", "1111.111", 350, 'E'},
    {'L', false, "Lance", "R.......", 300, 'L'},
    {'A', false, "Reverse chariot", "R...R...", 400, 'A'},
    {'M', false, "Side mover", "1.R.1.R.", 400, 'M'},
    {'V', false, "Vertical mover", "R.1.R.1.", 450, 'V'},
    {'B', false, "Bishop", ".R.R.R.R", 500, 'B'},
    {'R', false, "Rook", "R.R.R.R.", 600, 'R'},
    {'H', false, "Dragon horse", "1R1R1R1R", 700, 'H'},
    {'D', false, "Dragon king", "R1R1R1R1", 800, 'D'},
    {'O', false, "Kirin", "J1J1J1J1", 500, 'O'},
    {'X', false, "Phoenix", "1J1J1J1J", 500, 'X'},
    {'Q', false, "Queen", "RRRRRRRR", 1200},
    {'N', false, "Lion", "lion", 1600},
    {'K', false, "King", "11111111", 0},
    {'P', true, "Tokin", "111.1.11", 300},
    {'I', true, "Promoted go-between", "1111.111", 350},
    {'C', true, "Promoted copper general", "1.R.1.R.", 400},
    {'S', true, "Promoted silver general", "R.1.R.1.", 450},
    {'G', true, "Promoted gold general", "R.R.R.R.", 600},
    {'F', true, "Promoted ferocious leopard", ".R.R.R.R", 500},
    {'T', true, "Flying stag", "R111R111", 650},
    {'E', true, "Crown prince", "11111111", 1000},
    {'L', true, "White horse", "RR..R..R", 600},
    {'A', true, "Whale", "R..RRR..", 600},
    {'M', true, "Free boar", ".RRR.RRR", 800},
    {'V', true, "Flying ox", "RR.RRR.R", 850},
    {'B', true, "Promoted bishop", "1R1R1R1R", 700},
    {'R', true, "Promoted rook", "R1R1R1R1", 800},
    {'H', true, "Horned falcon", "LRRRRRRR", 1000},
    {'D', true, "Soaring eagle", "RLRRRRRL", 1100},
    {'O', true, "Promoted kirin", "lion", 1600},
    {'X', true, "Promoted phoenix", "RRRRRRRR", 1200},
};

MoveAtom atom(AtomKind kind, int df, int dr) {
    MoveAtom a;
    a.kind = kind;
    a.df = int8_t(df);
    a.dr = int8_t(dr);
    return a;
}

PieceKind compile(const ChuPiece& p) {
    PieceKind k;
    k.letter = p.letter;
    k.name = p.name;
    k.value = p.value;
    k.mark = p.promoted ? '+' : 0;
    if (p.dirs == Lion) {
        for (int dr = -2; dr <= 2; ++dr)
            for (int df = -2; df <= 2; ++df)
                if (df || dr) k.atoms.push_back(atom(AtomKind::Leap, df, dr));
        k.lionDirs = 0xff;
        return k;
    }
    for (int i = 0; i < 8; ++i) {
        const int df = KingStepFile[i], dr = KingStepRank[i];
        switch (p.dirs[i]) {
        case '1': k.atoms.push_back(atom(AtomKind::Leap, df, dr)); break;
        case 'R': k.atoms.push_back(atom(AtomKind::Ride, df, dr)); break;
        case 'J': k.atoms.push_back(atom(AtomKind::Leap, 2 * df, 2 * dr)); break;
        case 'L':
            k.atoms.push_back(atom(AtomKind::Leap, df, dr));
            k.atoms.push_back(atom(AtomKind::Leap, 2 * df, 2 * dr));
            k.lionDirs |= uint8_t(1 << i);
            break;
        default: break;
        }
    }
    return k;
}

int direction(int df, int dr) {
    for (int i = 0; i < 8; ++i)
        if (KingStepFile[i] == df && KingStepRank[i] == dr) return i;
    return -1;
}

bool isLionKind(const Variant& v, Piece p) {
    return isPiece(p) && v.kinds[kindOf(p)].lionDirs == 0xff;
}

// A move to `to`, with XBoard's and HaChu's promotion choices.
void addMove(const Position& pos, MoveList& list, Square from, Square to, bool capture) {
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove();
    const PieceKind& k = v.kinds[kindOf(pos.at(from))];
    const bool fromZone = v.zones[us][from] & ZonePromotion;
    const bool toZone = v.zones[us][to] & ZonePromotion;
    const bool may = k.promotesTo >= 0 && (capture ? fromZone || toZone : toZone && !fromZone);
    if (!may) {
        list.push(Move(from, to));
        return;
    }
    list.push(Move(from, to, MoveType::Promotion, k.promotesTo));
    const int ownRank = us == White ? geometry::rankOf(to) : v.height - 1 - geometry::rankOf(to);
    if (ownRank < v.height - k.forcedRanks) list.push(Move(from, to));
}

// The lion's power of the piece on `from`: double moves, igui and passes (one through
// each empty square next to it in its lion directions, so that a person can step out
// and back through any of them; engines write every one "@@@@").
void addLionMoves(const Position& pos, MoveList& list, Square from, uint8_t dirs) {
    const Color us = pos.sideToMove();
    const Piece them = colorBit(~us);
    for (int i = 0; i < 8; ++i) {
        if (!(dirs >> i & 1)) continue;
        const int df = KingStepFile[i], dr = us == White ? KingStepRank[i] : -KingStepRank[i];
        const int dir = direction(df, dr);
        const Square mid = from + geometry::offset(df, dr);
        const Piece q = pos.at(mid);
        if (q == NoPiece) {
            list.push(Move(from, from, MoveType::Double, dir));
            continue;
        }
        if (!(q & them)) continue;
        list.push(Move(from, from, MoveType::Double, dir)); // igui
        auto second = [&](Square to) {
            const Piece t = pos.at(to);
            if (t == NoPiece || (t & them)) list.push(Move(from, to, MoveType::Double, dir));
        };
        if (dirs == 0xff) {
            for (int j = 0; j < 8; ++j) {
                const Square to = mid + geometry::offset(KingStepFile[j], KingStepRank[j]);
                if (to != from) second(to);
            }
        } else {
            second(mid + geometry::offset(df, dr));
        }
    }
}

} // namespace

Variant makeChu() {
    Variant v;
    v.name = "chu";
    v.family = "shogi";
    v.width = v.height = 12;
    v.startFen = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/"
                 "PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - - 0 1";
    for (const ChuPiece& p : Pieces)
        v.kinds.push_back(compile(p));
    auto find = [&](char letter, bool promoted) {
        for (size_t k = 0; k < v.kinds.size(); ++k)
            if (v.kinds[k].letter == letter && (v.kinds[k].mark == '+') == promoted) return int(k);
        return -1;
    };
    for (const ChuPiece& p : Pieces) {
        if (!p.promotesTo) continue;
        const int base = find(p.letter, false), promoted = find(p.promotesTo, true);
        v.kinds[base].promotesTo = promoted;
        v.kinds[promoted].demoted = base;
    }
    v.kinds[find('K', false)].royal = true;
    v.kinds[find('E', true)].secondRoyal = true;
    v.kinds[find('P', false)].forcedRanks = 1; // pieces that only move forward
    v.kinds[find('L', false)].forcedRanks = 1;
    v.promotionRanks = 4;
    v.pawnStartRank = -1;
    v.fiftyMovePlies = 0;
    v.chu = true;
    v.finalize();
    return v;
}

namespace chu {

void generate(const Position& pos, MoveList& list) {
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove();
    const Piece them = colorBit(~us);
    const auto& squares = pos.pieceSquares(us);
    for (int i = 0; i < pos.pieceCount(us); ++i) {
        const Square from = squares[i];
        const int kind = kindOf(pos.at(from));
        for (const auto& a : v.atoms[us][kind]) {
            Square to = from + a.offset;
            if (a.kind == AtomKind::Ride) {
                while (pos.at(to) == NoPiece) {
                    addMove(pos, list, from, to, false);
                    to += a.offset;
                }
            }
            const Piece q = pos.at(to);
            if (q == NoPiece || (q & them)) addMove(pos, list, from, to, q != NoPiece);
        }
        if (v.kinds[kind].lionDirs) addLionMoves(pos, list, from, v.kinds[kind].lionDirs);
    }
}

bool isLegal(Position& pos, Move m) {
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove();
    const Piece them = colorBit(~us);
    const Square from = m.from(), to = m.to();
    const Piece atTo = to != from ? pos.at(to) : NoPiece;
    const Piece atMid = m.isDouble() ? pos.at(m.mid()) : NoPiece;
    const Piece victim = (atTo & them) ? atTo : NoPiece;
    const Piece bridge = (atMid & them) ? atMid : NoPiece;
    if (!isLionKind(v, victim) && !isLionKind(v, bridge)) return true;
    if (isLionKind(v, pos.at(from))) {
        // Lion takes lion: from afar, over nothing or a pawn or go-between, only when
        // the victim was not protected.
        const int dist = std::max(std::abs(geometry::fileOf(to) - geometry::fileOf(from)),
                                  std::abs(geometry::rankOf(to) - geometry::rankOf(from)));
        if (dist == 1) return true;
        if (bridge != NoPiece) {
            const PieceKind& b = v.kinds[kindOf(bridge)];
            if (b.mark || (b.letter != 'P' && b.letter != 'I')) return true;
        }
        pos.makeMove(m);
        const bool protectedVictim = pos.isAttacked(to, ~us);
        pos.unmakeMove();
        return !protectedVictim;
    }
    // A non-lion takes a lion: not right after the other side did so (counterstrike).
    const auto& history = pos.history();
    if (history.size() < 2) return true;
    const StateInfo& last = history.back();
    const bool lionFell = isLionKind(v, last.captured) || isLionKind(v, last.capturedMid);
    return !(lionFell && !isLionKind(v, last.moved));
}

bool hasRoyal(const Position& pos, Color c) {
    const Variant& v = pos.variant();
    const auto& squares = pos.pieceSquares(c);
    for (int i = 0; i < pos.pieceCount(c); ++i) {
        const PieceKind& k = v.kinds[kindOf(pos.at(squares[i]))];
        if (k.royal || k.secondRoyal) return true;
    }
    return false;
}

} // namespace chu
} // namespace tabiya

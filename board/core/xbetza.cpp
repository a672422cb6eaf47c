// XBetza parsing: tables for the atoms and the modifier letters, then one pass over the
// text. Directions are resolved into explicit vectors here so that the caller never has to
// know what "ffN" or "fsmafW" means.

#include "board/core/xbetza.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

namespace tabiya {
namespace {

// How an atom's directions are named (XBoard's symmetry classes): four orthogonal
// directions, four diagonal ones, eight oblique ones, or the king's eight.
enum class Symmetry : uint8_t { Orthogonal, Diagonal, Oblique, King };

struct AtomInfo {
    char letter;
    Symmetry symmetry;
    int8_t dx, dy; // the step before rotation (XBoard's xStep, yStep); (0,0): castling
    int range;     // default: 1 leaps, 0 rides
};

// W F D N A H C Z G (and the old J, L) leap; R B Q ride; K is W+F; O is castling, whose
// number is the king's distance.
constexpr std::array<AtomInfo, 16> Atoms{{
    {'W', Symmetry::Orthogonal, 0, 1, 1},
    {'F', Symmetry::Diagonal, 1, 1, 1},
    {'D', Symmetry::Orthogonal, 0, 2, 1},
    {'N', Symmetry::Oblique, 1, 2, 1},
    {'A', Symmetry::Diagonal, 2, 2, 1},
    {'H', Symmetry::Orthogonal, 0, 3, 1},
    {'C', Symmetry::Oblique, 1, 3, 1},
    {'J', Symmetry::Oblique, 1, 3, 1},
    {'Z', Symmetry::Oblique, 2, 3, 1},
    {'L', Symmetry::Oblique, 2, 3, 1},
    {'G', Symmetry::Diagonal, 3, 3, 1},
    {'R', Symmetry::Orthogonal, 0, 1, 0},
    {'B', Symmetry::Diagonal, 1, 1, 0},
    {'Q', Symmetry::King, 0, 1, 0},
    {'K', Symmetry::King, 0, 1, 1},
    {'O', Symmetry::Orthogonal, 0, 0, 1},
}};

enum class ModKind : uint8_t { Direction, Mode, Flag, Again };
struct ModInfo {
    char letter;
    ModKind kind;
    uint16_t value;
};

constexpr std::array<ModInfo, 23> Modifiers{{
    {'f', ModKind::Direction, 0},
    {'b', ModKind::Direction, 0},
    {'l', ModKind::Direction, 0},
    {'r', ModKind::Direction, 0},
    {'s', ModKind::Direction, 0},
    {'v', ModKind::Direction, 0},
    {'h', ModKind::Direction, 0},
    {'m', ModKind::Mode, XBetzaMoveMode},
    {'c', ModKind::Mode, XBetzaCaptureMode},
    {'d', ModKind::Mode, XBetzaDestroyMode},
    {'e', ModKind::Mode, XBetzaEnPassantMode},
    {'u', ModKind::Mode, XBetzaUnloadMode},
    {'n', ModKind::Flag, XBetzaLame},
    {'j', ModKind::Flag, XBetzaJump},
    {'p', ModKind::Flag, XBetzaHop},
    {'g', ModKind::Flag, XBetzaGrasshop},
    {'i', ModKind::Flag, XBetzaInitial},
    {'o', ModKind::Flag, XBetzaCylinder},
    {'t', ModKind::Flag, XBetzaTame},
    {'y', ModKind::Flag, XBetzaSlideOn},
    {'x', ModKind::Flag, XBetzaExchange},
    {'k', ModKind::Flag, XBetzaKill},
    {'a', ModKind::Again, 0},
}};

// XBoard's direction sets (moves.c): bit i is direction i of the eight, clockwise from
// straight forward (0) through forward-right (1) ... to forward-left (7). `type` says
// which dimension a letter names (1 vertical, 2 lateral); two letters combine into one
// direction when together they name both. wide/narrow/kingWide/kingNarrow are XBoard's
// dirs1..dirs4.
struct DirLetter {
    char letter;
    uint8_t type;
    uint8_t wide, narrow, kingWide, kingNarrow;
};
constexpr std::array<DirLetter, 7> DirLetters{{
    {'f', 1, 0xC3, 0x81, 0x83, 0x01},
    {'b', 1, 0x3C, 0x18, 0x38, 0x10},
    {'l', 2, 0xF0, 0x60, 0xE0, 0x40},
    {'r', 2, 0x0F, 0x06, 0x0E, 0x04},
    {'s', 6, 0x00, 0x66, 0xEE, 0x44},
    {'v', 5, 0x00, 0x99, 0xBB, 0x11},
    {'h', 4, 0x00, 0xFF, 0xFF, 0xFF},
}};

// XBoard's rotation matrices, one per direction: (x, y) -> (a x + b y, c x + d y).
constexpr std::array<std::array<int8_t, 4>, 8> Rotations{{
    {1, 0, 0, 1},
    {0, 1, 1, 0},
    {0, 1, -1, 0},
    {1, 0, 0, -1},
    {-1, 0, 0, -1},
    {0, -1, -1, 0},
    {0, -1, 1, 0},
    {-1, 0, 0, 1},
}};

const AtomInfo* atomFor(char c) {
    auto it =
        std::find_if(Atoms.begin(), Atoms.end(), [c](const AtomInfo& a) { return a.letter == c; });
    return it == Atoms.end() ? nullptr : &*it;
}

const ModInfo* modifierFor(char c) {
    auto it = std::find_if(Modifiers.begin(), Modifiers.end(),
                           [c](const ModInfo& m) { return m.letter == c; });
    return it == Modifiers.end() ? nullptr : &*it;
}

const DirLetter* dirFor(char c) {
    auto it = std::find_if(DirLetters.begin(), DirLetters.end(),
                           [c](const DirLetter& d) { return d.letter == c; });
    return it == DirLetters.end() ? nullptr : &*it;
}

bool isLower(char c) {
    return c >= 'a' && c <= 'z';
}
bool isUpper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// Do letters a and b (b may be null) name one direction together?
bool combinable(const DirLetter& a, const DirLetter* b) {
    return b && ((a.type | b->type) & 3) == 3;
}

// The leg's direction letters in order; a modality between two letters keeps them apart
// ("fmWfceF": f, then f), as XBoard reads only a leading run of them per atom.
std::vector<const DirLetter*> directionLetters(std::string_view mods) {
    std::vector<const DirLetter*> out;
    for (char c : mods)
        out.push_back(dirFor(c)); // null: not a direction
    return out;
}

uint8_t orthogonalSet(const std::vector<const DirLetter*>& d) {
    uint8_t set = 0;
    for (const DirLetter* l : d)
        if (l && l->letter != 'h') set |= l->narrow;
    set &= 0x55;
    return set ? set : 0x55;
}

uint8_t diagonalSet(const std::vector<const DirLetter*>& d) {
    uint8_t set = 0;
    for (size_t i = 0; i < d.size(); ++i) {
        if (!d[i]) continue;
        const DirLetter* next = i + 1 < d.size() ? d[i + 1] : nullptr;
        if (combinable(*d[i], next))
            set |= d[i]->wide & next->wide, ++i;
        else
            set |= d[i]->wide;
    }
    set &= 0xAA;
    return set ? set : 0xAA;
}

uint8_t obliqueSet(const std::vector<const DirLetter*>& d) {
    if (d.size() >= 2 && d[0] && d[0]->letter == 'h' && d[1] && d[1]->type == 2)
        return d[1]->letter == 'r' ? 0x55 : 0xAA; // chiral halves
    uint8_t set = 0;
    for (size_t i = 0; i < d.size(); ++i) {
        if (!d[i]) continue;
        const DirLetter* next = i + 1 < d.size() ? d[i + 1] : nullptr;
        if (next && next->letter == 'h')
            set |= d[i]->wide, ++i;
        else if (next && (next == d[i] || (d[i]->type < 4 && combinable(*d[i], next))))
            set |= d[i]->wide & next->narrow, ++i;
        else
            set |= d[i]->narrow;
    }
    return set ? set : 0xFF;
}

// The king's system: first legs of K and Q, and every later leg (relative to the last).
uint8_t kingSet(const std::vector<const DirLetter*>& d, bool later, bool eightFold) {
    uint8_t set = 0;
    for (size_t i = 0; i < d.size(); ++i) {
        if (!d[i]) continue;
        const DirLetter* next = i + 1 < d.size() ? d[i + 1] : nullptr;
        if (next && next != d[i] && d[i]->type < 4 && combinable(*d[i], next))
            set |= d[i]->kingWide & next->kingWide, ++i;
        else
            set |= d[i]->kingNarrow;
    }
    if (set) return set;
    if (!later) return 0xFF;
    return eightFold ? 0xEF : 0x45; // a later leg's default: not straight back
}

XBetzaVector rotated(int dir, int x, int y) {
    const auto& m = Rotations[size_t(dir)];
    return {int8_t(m[0] * x + m[1] * y), int8_t(m[2] * x + m[3] * y)};
}

// The vectors of the direction set: an oblique atom's eight images, or in the king's
// system the atom's step straight (orthogonal bits) or turned 45 degrees (diagonal bits).
std::vector<XBetzaVector> vectorsOf(const AtomInfo& atom, uint8_t set, bool kingSystem) {
    std::vector<XBetzaVector> out;
    const int step = atom.dy ? atom.dy : 1; // castling: the king's direction
    for (int dir = 0; dir < 8; ++dir) {
        if (!(set & (1u << dir))) continue;
        if (!kingSystem && atom.symmetry == Symmetry::Oblique)
            out.push_back(rotated(dir, atom.dx, atom.dy));
        else if (dir % 2 == 0)
            out.push_back(rotated(dir, 0, step));
        else
            out.push_back(rotated(dir, step, step));
    }
    return out;
}

// A first leg's vectors (absolute, sorted) or a later leg's turns (clockwise).
std::vector<XBetzaVector> legVectors(const AtomInfo& atom, std::string_view mods, bool later) {
    const std::vector<const DirLetter*> d = directionLetters(mods);
    const bool king = later || atom.symmetry == Symmetry::King;
    uint8_t set = 0;
    if (king)
        set = kingSet(d, later,
                      atom.symmetry == Symmetry::King || atom.symmetry == Symmetry::Oblique);
    else if (atom.symmetry == Symmetry::Orthogonal)
        set = orthogonalSet(d);
    else if (atom.symmetry == Symmetry::Diagonal)
        set = diagonalSet(d);
    else
        set = obliqueSet(d);
    std::vector<XBetzaVector> out = vectorsOf(atom, set, king);
    if (!later) std::sort(out.begin(), out.end());
    return out;
}

struct Cursor {
    std::string_view text;
    size_t pos = 0;
    XBetzaResult result;

    bool fail(size_t at, std::string reason) {
        result.ok = false;
        result.errorPos = at;
        result.error = std::move(reason);
        return false;
    }
};

// Modalities and flags of one leg's modifier text (directions are read separately). A
// leg with no modality moves or captures; a leg another follows only moves (XBoard), and
// one that hops (p, g) ends on its screen, whatever colour that is (modes 0).
bool readLegModifiers(Cursor& cur, std::string_view mods, size_t at, XBetzaLeg& leg,
                      bool followed) {
    uint8_t modes = 0;
    for (size_t i = 0; i < mods.size(); ++i) {
        const ModInfo* m = modifierFor(mods[i]);
        if (!m) return cur.fail(at + i, std::string("unknown modifier '") + mods[i] + "'");
        if (m->kind == ModKind::Mode) modes |= uint8_t(m->value);
        if (m->kind != ModKind::Flag) continue;
        if ((leg.flags & m->value) && m->value == XBetzaInitial) leg.flags |= XBetzaTwiceInitial;
        leg.flags |= m->value;
    }
    if (!modes && followed)
        modes = (leg.flags & (XBetzaHop | XBetzaGrasshop)) ? 0 : uint8_t(XBetzaMoveMode);
    leg.modes = modes ? modes : (followed ? 0 : XBetzaMoveMode | XBetzaCaptureMode);
    return true;
}

// The number after an atom: its range (0: unlimited). Absent: the atom's default.
bool readRange(Cursor& cur, const AtomInfo& atom, int& range) {
    range = atom.range;
    const size_t start = cur.pos;
    int value = 0;
    while (cur.pos < cur.text.size() && isDigit(cur.text[cur.pos])) {
        value = value * 10 + (cur.text[cur.pos] - '0');
        if (value > 64) return cur.fail(start, "range larger than 64");
        ++cur.pos;
    }
    if (cur.pos > start) range = value;
    return true;
}

// A later leg rides where the leg before leapt and leaps where it rode when that leg has
// g or y (XBoard swaps the atom: W<->R, F<->B, K<->Q, other leapers become riders).
int nextRange(const XBetzaLeg& leg) {
    if (!(leg.flags & (XBetzaGrasshop | XBetzaSlideOn))) return leg.range;
    return leg.range == 1 ? 0 : 1;
}

// One group: modifiers (legs split at 'a'), an atom, an optional range.
bool readMove(Cursor& cur, size_t modStart, size_t atomPos) {
    const AtomInfo* atom = atomFor(cur.text[atomPos]);
    if (!atom) return cur.fail(atomPos, std::string("unknown atom '") + cur.text[atomPos] + "'");
    cur.pos = atomPos + 1;
    int range = 1;
    if (!readRange(cur, *atom, range)) return false;
    const std::string_view all = cur.text.substr(modStart, atomPos - modStart);
    if (atom->letter == 'O' && all.find('a') != std::string_view::npos)
        return cur.fail(atomPos, "castling in a move of several legs");
    XBetzaMove move;
    size_t legStart = modStart;
    for (size_t i = modStart; i <= atomPos; ++i) {
        if (i < atomPos && cur.text[i] != 'a') continue;
        const std::string_view mods = cur.text.substr(legStart, i - legStart);
        XBetzaLeg leg;
        leg.atom = atom->letter;
        leg.range = move.legs.empty() ? range : nextRange(move.legs.back());
        if (!readLegModifiers(cur, mods, legStart, leg, i < atomPos)) return false;
        leg.vectors = legVectors(*atom, mods, !move.legs.empty());
        move.legs.push_back(std::move(leg));
        legStart = i + 1;
        if (move.legs.size() > 8) return cur.fail(legStart, "more than 8 legs");
    }
    cur.result.piece.moves.push_back(std::move(move));
    return true;
}

// "@N" after the moves: XBoard's drop rules (the letters before it are drop flags).
bool readDropRules(Cursor& cur, size_t modStart) {
    cur.result.piece.dropFlags = std::string(cur.text.substr(modStart, cur.pos - modStart));
    const size_t at = cur.pos++;
    int value = 0;
    const size_t digits = cur.pos;
    while (cur.pos < cur.text.size() && isDigit(cur.text[cur.pos]) && value <= 64)
        value = value * 10 + (cur.text[cur.pos++] - '0');
    if (cur.pos == digits || value > 64) return cur.fail(at, "'@' needs a rank count up to 64");
    if (cur.pos != cur.text.size()) return cur.fail(cur.pos, "text after the drop rules");
    cur.result.piece.dropRanks = value;
    return true;
}

} // namespace

XBetzaResult parseXBetza(std::string_view description) {
    Cursor cur{description, 0, {}};
    if (description.empty()) {
        cur.fail(0, "empty description");
        return cur.result;
    }
    while (cur.pos < description.size()) {
        const size_t modStart = cur.pos;
        while (cur.pos < description.size() && isLower(description[cur.pos]))
            ++cur.pos;
        if (cur.pos < description.size() && description[cur.pos] == '@') {
            if (!readDropRules(cur, modStart)) return cur.result;
            break;
        }
        if (cur.pos == description.size())
            return cur.fail(modStart, "modifiers without an atom"), cur.result;
        if (!isUpper(description[cur.pos]))
            return cur.fail(cur.pos, "expected a modifier or an atom"), cur.result;
        if (!readMove(cur, modStart, cur.pos)) return cur.result;
    }
    if (cur.result.piece.moves.empty()) return cur.fail(0, "no moves"), cur.result;
    cur.result.ok = true;
    return cur.result;
}

PieceCommand parsePieceCommand(std::string_view line) {
    PieceCommand out;
    auto fail = [&out](std::string reason) {
        out.ok = false;
        out.error = std::move(reason);
        return out;
    };
    constexpr std::string_view Keyword = "piece ";
    if (line.substr(0, Keyword.size()) != Keyword) return fail("not a piece command");
    line.remove_prefix(Keyword.size());
    while (!line.empty() && line.front() == ' ')
        line.remove_prefix(1);
    const size_t space = line.find(' ');
    if (space == std::string_view::npos) return fail("no move description");
    std::string_view id = line.substr(0, space);
    std::string_view rest = line.substr(space + 1);
    while (!rest.empty() && (rest.front() == ' '))
        rest.remove_prefix(1);
    while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\r'))
        rest.remove_suffix(1);
    out.promoted = !id.empty() && id.front() == '+';
    if (out.promoted) id.remove_prefix(1);
    out.bothColours = !id.empty() && id.back() == '&';
    if (out.bothColours) id.remove_suffix(1);
    if (id.size() != 1 || !(isUpper(id[0]) || isLower(id[0])))
        return fail("the piece ID is not one letter");
    if (out.bothColours && !isUpper(id[0])) return fail("'&' needs the white (upper-case) ID");
    if (rest.empty()) return fail("no move description");
    out.letter = id[0];
    out.description = std::string(rest);
    out.ok = true;
    return out;
}

} // namespace tabiya

// XBetza parsing: tables for the atoms and the modifier letters, then one pass over the
// text. Directions are resolved into explicit vectors here so that the caller never has to
// know what "ffN" or "fsmafW" means.

#include "xbetza.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

namespace tabiya {
namespace {

enum class Shape : uint8_t { Orthogonal, Diagonal, Oblique, Mixed };

struct AtomInfo {
    char letter;
    std::array<XBetzaVector, 2> bases; // (0,0): unused
    int range;                         // default: 1 leaps, 0 rides
};

// W F D N A H C Z G are leapers; R B Q ride; K is W+F; O is castling (range: distance).
constexpr std::array<AtomInfo, 14> Atoms{{
    {'W', {{{1, 0}, {0, 0}}}, 1},
    {'F', {{{1, 1}, {0, 0}}}, 1},
    {'D', {{{2, 0}, {0, 0}}}, 1},
    {'N', {{{2, 1}, {0, 0}}}, 1},
    {'A', {{{2, 2}, {0, 0}}}, 1},
    {'H', {{{3, 0}, {0, 0}}}, 1},
    {'C', {{{3, 1}, {0, 0}}}, 1},
    {'Z', {{{3, 2}, {0, 0}}}, 1},
    {'G', {{{3, 3}, {0, 0}}}, 1},
    {'R', {{{1, 0}, {0, 0}}}, 0},
    {'B', {{{1, 1}, {0, 0}}}, 0},
    {'Q', {{{1, 0}, {1, 1}}}, 0},
    {'K', {{{1, 0}, {1, 1}}}, 1},
    {'O', {{{1, 0}, {0, 0}}}, 1},
}};

enum class ModKind : uint8_t { Direction, Mode, Flag, Again };
struct ModInfo {
    char letter;
    ModKind kind;
    uint16_t value;
};

constexpr std::array<ModInfo, 22> Modifiers{{
    {'f', ModKind::Direction, 0},
    {'b', ModKind::Direction, 0},
    {'l', ModKind::Direction, 0},
    {'r', ModKind::Direction, 0},
    {'s', ModKind::Direction, 0},
    {'v', ModKind::Direction, 0},
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

// The king's eight directions clockwise from straight on: a later leg's turns.
constexpr std::array<XBetzaVector, 8> Ring{
    {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};

// Relative direction tokens of a later leg, as sets of Ring indices (bit i: Ring[i]).
struct TurnToken {
    std::string_view token;
    uint8_t ring;
};
constexpr std::array<TurnToken, 20> Turns{{
    {"f", 0x01},  {"fr", 0x02}, {"rf", 0x02}, {"r", 0x04},  {"br", 0x08}, {"rb", 0x08}, {"b", 0x10},
    {"bl", 0x20}, {"lb", 0x20}, {"l", 0x40},  {"fl", 0x80}, {"lf", 0x80}, {"s", 0x44},  {"v", 0x11},
    {"fs", 0x82}, {"bs", 0x28}, {"ff", 0x01}, {"bb", 0x10}, {"ll", 0x40}, {"rr", 0x04},
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

bool isLower(char c) {
    return c >= 'a' && c <= 'z';
}
bool isUpper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isDirection(char c) {
    return std::string_view("fblrsv").find(c) != std::string_view::npos;
}
bool isVertical(char c) {
    return c == 'f' || c == 'b';
}
bool isLateral(char c) {
    return c == 'l' || c == 'r';
}

Shape shapeOf(XBetzaVector v) {
    if (v.x == 0 || v.y == 0) return Shape::Orthogonal;
    return std::abs(v.x) == std::abs(v.y) ? Shape::Diagonal : Shape::Oblique;
}

// Does a one-letter direction include vector v?
bool matchesSingle(char c, XBetzaVector v) {
    const bool longVertical = std::abs(v.y) > std::abs(v.x);
    const bool longLateral = std::abs(v.x) > std::abs(v.y);
    switch (c) {
    case 'f': return v.y > 0;
    case 'b': return v.y < 0;
    case 'l': return v.x < 0;
    case 'r': return v.x > 0;
    case 'v': return shapeOf(v) == Shape::Diagonal || longVertical;
    case 's': return shapeOf(v) == Shape::Diagonal || longLateral;
    default: return false;
    }
}

// Is the vector's longer component along the axis of direction letter c?
bool longAlong(char c, XBetzaVector v) {
    const bool vertical = isVertical(c) || c == 'v';
    return vertical ? std::abs(v.y) > std::abs(v.x) : std::abs(v.x) > std::abs(v.y);
}

// Is "c1c2" one direction (ff, fl, lf, fs, lv, ...) rather than two?
bool isPair(char c1, char c2) {
    if (!isDirection(c1) || !isDirection(c2)) return false;
    if (c1 == c2) return c1 != 's' && c1 != 'v';
    if ((isVertical(c1) && isLateral(c2)) || (isLateral(c1) && isVertical(c2))) return true;
    return (isVertical(c1) && c2 == 's') || (isLateral(c1) && c2 == 'v');
}

// Does a two-letter direction include v? On oblique atoms the pair picks the moves whose
// long side points along the second letter's axis for fs/lv and the first letter's
// otherwise (ff: the two narrow forward knight moves, fr: the one forward-right of them);
// on diagonal atoms perpendicular letters intersect; on orthogonal ones letters add up.
bool matchesPair(char c1, char c2, XBetzaVector v) {
    const Shape shape = shapeOf(v);
    const bool perpendicular =
        c1 != c2 && (isVertical(c1) != isVertical(c2)) && c2 != 's' && c2 != 'v';
    if (shape == Shape::Oblique) {
        if (c1 == c2) return matchesSingle(c1, v) && longAlong(c1, v);
        if (perpendicular) return matchesSingle(c1, v) && matchesSingle(c2, v) && longAlong(c1, v);
        return matchesSingle(c1, v) && longAlong(c2, v);
    }
    if (shape == Shape::Diagonal && perpendicular)
        return matchesSingle(c1, v) && matchesSingle(c2, v);
    return matchesSingle(c1, v) || matchesSingle(c2, v);
}

// The direction tokens of one leg's modifiers ("fl", "f", "ff", ...), in order.
std::vector<std::string> directionTokens(std::string_view mods) {
    std::vector<std::string> tokens;
    std::string letters;
    for (char c : mods)
        if (isDirection(c))
            letters += c;
        else
            letters += ' '; // a modality between two letters ends a pair ("fmWfceF")
    for (size_t i = 0; i < letters.size(); ++i) {
        if (letters[i] == ' ') continue;
        if (i + 1 < letters.size() && isPair(letters[i], letters[i + 1])) {
            tokens.push_back(letters.substr(i, 2));
            ++i;
        } else {
            tokens.push_back(letters.substr(i, 1));
        }
    }
    return tokens;
}

// Every symmetric image of the atom's base vectors, sorted and without repeats.
std::vector<XBetzaVector> imagesOf(const AtomInfo& atom) {
    std::vector<XBetzaVector> out;
    for (XBetzaVector b : atom.bases) {
        if (b.x == 0 && b.y == 0) continue;
        for (int sx : {-1, 1})
            for (int sy : {-1, 1}) {
                out.push_back({int8_t(sx * b.x), int8_t(sy * b.y)});
                out.push_back({int8_t(sx * b.y), int8_t(sy * b.x)});
            }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<XBetzaVector> absoluteVectors(const AtomInfo& atom, std::string_view mods) {
    const std::vector<std::string> tokens = directionTokens(mods);
    std::vector<XBetzaVector> out;
    for (XBetzaVector v : imagesOf(atom)) {
        const bool keep =
            tokens.empty() || std::any_of(tokens.begin(), tokens.end(), [v](const std::string& t) {
                return t.size() == 1 ? matchesSingle(t[0], v) : matchesPair(t[0], t[1], v);
            });
        if (keep) out.push_back(v);
    }
    return out;
}

// A later leg's turns; nullopt when a token has no meaning there.
std::optional<std::vector<XBetzaVector>> relativeVectors(std::string_view mods) {
    uint8_t ring = 0;
    const std::vector<std::string> tokens = directionTokens(mods);
    for (const std::string& t : tokens) {
        auto it = std::find_if(Turns.begin(), Turns.end(),
                               [&t](const TurnToken& turn) { return turn.token == t; });
        if (it == Turns.end()) return std::nullopt;
        ring |= it->ring;
    }
    if (tokens.empty()) ring = 0xff;
    std::vector<XBetzaVector> out;
    for (size_t i = 0; i < Ring.size(); ++i)
        if (ring & (1u << i)) out.push_back(Ring[i]);
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

// Modalities and flags of one leg's modifier text (directions are read separately).
bool readLegModifiers(Cursor& cur, std::string_view mods, size_t at, XBetzaLeg& leg) {
    uint8_t modes = 0;
    for (size_t i = 0; i < mods.size(); ++i) {
        const ModInfo* m = modifierFor(mods[i]);
        if (!m) return cur.fail(at + i, std::string("unknown modifier '") + mods[i] + "'");
        if (m->kind == ModKind::Mode) modes |= uint8_t(m->value);
        if (m->kind != ModKind::Flag) continue;
        if ((leg.flags & m->value) && m->value == XBetzaInitial) leg.flags |= XBetzaTwiceInitial;
        leg.flags |= m->value;
    }
    if (modes) leg.modes = modes;
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

// One group: modifiers (legs split at 'a'), an atom, an optional range.
bool readMove(Cursor& cur, size_t modStart, size_t atomPos) {
    const AtomInfo* atom = atomFor(cur.text[atomPos]);
    if (!atom) return cur.fail(atomPos, std::string("unknown atom '") + cur.text[atomPos] + "'");
    cur.pos = atomPos + 1;
    int range = 1;
    if (!readRange(cur, *atom, range)) return false;
    XBetzaMove move;
    size_t legStart = modStart;
    for (size_t i = modStart; i <= atomPos; ++i) {
        if (i < atomPos && cur.text[i] != 'a') continue;
        const std::string_view mods = cur.text.substr(legStart, i - legStart);
        XBetzaLeg leg;
        leg.atom = atom->letter;
        leg.range = range;
        if (!readLegModifiers(cur, mods, legStart, leg)) return false;
        if (move.legs.empty()) {
            leg.vectors = absoluteVectors(*atom, mods);
        } else {
            if (shapeOf(atom->bases[0]) == Shape::Oblique || atom->letter == 'O')
                return cur.fail(atomPos, "a later leg of an oblique atom or castling");
            auto turns = relativeVectors(mods);
            if (!turns) return cur.fail(legStart, "direction with no meaning in a later leg");
            leg.vectors = std::move(*turns);
        }
        if (leg.vectors.empty()) return cur.fail(legStart, "directions select no move");
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

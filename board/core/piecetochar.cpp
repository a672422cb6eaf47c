// PIECETOCHAR parsing, following XBoard's SetCharTableEsc (backend.c) for the meaning of
// each marker; only the facts are taken from it.
#include "board/core/piecetochar.h"

#include <array>
#include <cctype>

namespace tabiya {
namespace {

constexpr std::string_view Suffixes = "'!"; // XBoard's SUFFIXES

constexpr std::array<const char*, XBoardTypeCount> TypeNames{
    "Pawn",    "Knight",      "Bishop",  "Rook",      "Queen",   "Ferz",       "Alfil",
    "Angel",   "Marshall",    "Wazir",   "Man",       "Cannon",  "Nightrider", "Cardinal",
    "Dragon",  "Grasshopper", "Silver",  "Falcon",    "Lance",   "Cobra",      "Unicorn",
    "Lion",    "Sword",       "Zebra",   "Camel",     "Tower",   "Wolf",       "Hat",
    "Duck",    "Amazon",      "Flying",  "Gnu",       "Cub",     "Shield",     "Horse",
    "Wizard",  "Copper",      "Iron",    "Viking",    "Flag",    "Axe",        "Dolphin",
    "Cat",     "Claw",        "Wheel",   "Butterfly", "PBishop", "PRook",      "HCrown",
    "Shierd",  "Monarch",     "Mother",  "Nothing",   "Drunk",   "Wheer",      "Tokin",
    "PKnight", "PCardinal",   "PDragon", "PLance",    "PSilver", "Dagger",     "PSword",
    "PDagger", "Crown",       "King"};

bool isSuffix(char c) {
    return c && Suffixes.find(c) != std::string_view::npos;
}

// XBoard's ptclen: the positions the string fills ("=Y" names no position; '/', '^', '-',
// '*' and the suffixes are not positions of their own).
int positions(std::string_view s) {
    int n = 0;
    for (char c : s)
        n += (c != '/' && c != '-' && c != '^' && c != '*' && !isSuffix(c)) - 2 * (c == '=');
    return n;
}

} // namespace

const char* xboardTypeName(int type) {
    return type >= 0 && type < XBoardTypeCount ? TypeNames[size_t(type)] : "";
}

std::optional<std::vector<PieceToCharEntry>> parsePieceToChar(std::string_view s) {
    const int n = positions(s);
    if (n < 12 || n > 2 * XBoardTypeCount || n % 2) return std::nullopt;
    std::vector<PieceToCharEntry> out;
    size_t j = 0;
    auto at = [&](size_t i) { return i < s.size() ? s[i] : '\0'; };
    // Letters of the types read so far, per colour, for '+' and '~' (the type 11 before).
    std::array<std::array<char, XBoardTypeCount>, 2> letters{};
    for (int c = 0; c < 2; ++c) {
        int offs = 0;
        for (int i = 0; i < n / 2; ++i) {
            const bool king = i == n / 2 - 1;
            if (!king && at(j) == '/') offs = XBoardPromotedBishop - i, ++j;
            char marker = 0;
            if (!king && (at(j) == '*' || at(j) == '-' || at(j) == '^')) marker = at(j++);
            const char ch = at(j++);
            PieceToCharEntry e;
            e.type = king ? XBoardKing : i + offs;
            e.color = Color(c);
            e.letter = ch;
            if (isSuffix(at(j))) e.suffixed = true, ++j;
            if (at(j) == '=') e.alias = at(j + 1), j += 2;
            if (e.type >= XBoardTypeCount) return std::nullopt;
            if (ch == '.' || ch == '\0' || marker == '-') continue;
            if (marker == '^') {
                e.mark = '+'; // the promoted form of the piece lettered ch
            } else if (ch == '+' || ch == '~') {
                if (e.type < 11 || e.type >= 22) return std::nullopt;
                e.mark = ch;
                e.letter = letters[size_t(c)][size_t(e.type - 11)];
                if (!e.letter) return std::nullopt;
            } else if (!std::isalpha(static_cast<unsigned char>(ch))) {
                return std::nullopt;
            } else {
                letters[size_t(c)][size_t(e.type)] = ch;
            }
            out.push_back(e);
        }
    }
    return out;
}

} // namespace tabiya

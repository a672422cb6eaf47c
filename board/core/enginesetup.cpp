// The text side of engine-defined variants: CECP `setup` and the "WxH+S_parent" name
// (compact spec, setup), and XBoard's [VariantMen] PGN tag (its CollectPieceDescriptors
// and LoadPieceDesc: "L:moves" pairs joined by ';', '+' before a promoted form's letter,
// a lower-case letter only for a black piece that moves differently from the white one).
#include "board/core/enginesetup.h"

#include "board/core/types.h"

#include <algorithm>
#include <cctype>

namespace tabiya {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() &&
           (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

// A positive number at the front of s, taken off it; -1 when none.
int takeNumber(std::string_view& s) {
    int n = 0, digits = 0;
    while (!s.empty() && std::isdigit(static_cast<unsigned char>(s.front())) && digits < 4) {
        n = n * 10 + (s.front() - '0');
        s.remove_prefix(1);
        ++digits;
    }
    return digits ? n : -1;
}

bool isLetter(char c) {
    return std::isalpha(static_cast<unsigned char>(c));
}

} // namespace

int fenRankWidth(std::string_view rank) {
    constexpr int MaxRankNumber = 10000;
    int width = 0, number = 0;
    for (char c : rank) {
        if (c >= '0' && c <= '9') {
            // Capped: a number of many digits is a width no board has, not an overflow.
            number = std::min(number * 10 + (c - '0'), MaxRankNumber);
            continue;
        }
        width = std::min(width + number + (c != '+' && c != '~'), MaxRankNumber);
        number = 0;
    }
    return std::min(width + number, MaxRankNumber);
}

std::optional<VariantGeometry> parseVariantGeometry(std::string_view name) {
    VariantGeometry g;
    std::string_view s = trim(name);
    g.width = takeNumber(s);
    if (g.width < 1 || g.width > geometry::MaxFiles || s.empty() || s.front() != 'x')
        return std::nullopt;
    s.remove_prefix(1);
    g.height = takeNumber(s);
    if (g.height < 1 || g.height > geometry::MaxRanks || s.empty() || s.front() != '+')
        return std::nullopt;
    s.remove_prefix(1);
    g.holdings = takeNumber(s);
    if (g.holdings < 0 || s.size() < 2 || s.front() != '_') return std::nullopt;
    s.remove_prefix(1);
    for (char c : s)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '!'))
            return std::nullopt;
    g.parent = std::string(s);
    return g;
}

std::optional<VariantSetup> parseVariantSetup(std::string_view text) {
    VariantSetup out;
    std::string_view s = trim(text);
    if (!s.empty() && s.front() == '(') {
        const size_t close = s.find(')');
        if (close == std::string_view::npos) return std::nullopt;
        out.pieceToChar = std::string(s.substr(1, close - 1));
        if (out.pieceToChar.find(' ') != std::string::npos) return std::nullopt;
        s = trim(s.substr(close + 1));
    }
    // "WxH+S_parent" before the FEN (the third form).
    const size_t space = s.find(' ');
    const std::string_view first = s.substr(0, space);
    if (first.find('x') != std::string_view::npos && first.find('_') != std::string_view::npos &&
        first.find('/') == std::string_view::npos) {
        const auto g = parseVariantGeometry(first);
        if (!g) return std::nullopt;
        out.width = g->width;
        out.height = g->height;
        out.holdings = g->holdings;
        out.parent = g->parent;
        // The spec prefixes the parent with '!' for a prelude board; accept it after too.
        if (!out.parent.empty() && out.parent.front() == '!')
            out.prelude = true, out.parent.erase(0, 1);
        if (!out.parent.empty() && out.parent.back() == '!')
            out.prelude = true, out.parent.pop_back();
        if (out.parent.empty()) return std::nullopt;
        s = space == std::string_view::npos ? std::string_view{} : trim(s.substr(space + 1));
    }
    if (s.empty() || s.find('/') == std::string_view::npos) return std::nullopt;
    out.fen = std::string(s);
    return out;
}

std::string variantMenTag(const EngineVariantDefinition& definition) {
    std::string out;
    auto whiteDescription = [&](char upper, bool promoted) -> const std::string* {
        for (const PieceCommand& p : definition.pieces)
            if (p.ok && p.letter == upper && p.promoted == promoted) return &p.description;
        return nullptr;
    };
    for (const PieceCommand& p : definition.pieces) {
        if (!p.ok) continue;
        const bool black = std::islower(static_cast<unsigned char>(p.letter));
        if (black) {
            const char upper = char(std::toupper(static_cast<unsigned char>(p.letter)));
            const std::string* white = whiteDescription(upper, p.promoted);
            if (white && *white == p.description) continue; // moves as the white piece
        }
        if (!out.empty()) out += ';';
        if (p.promoted) out += '+';
        out += p.letter;
        out += ':';
        out += p.description;
    }
    return out;
}

std::vector<PieceCommand> piecesFromVariantMenTag(std::string_view tag) {
    std::vector<PieceCommand> out;
    while (!tag.empty()) {
        const size_t semi = tag.find(';');
        std::string_view item = trim(tag.substr(0, semi));
        tag = semi == std::string_view::npos ? std::string_view{} : tag.substr(semi + 1);
        PieceCommand p;
        if (!item.empty() && item.front() == '+') p.promoted = true, item.remove_prefix(1);
        if (item.size() < 3 || !isLetter(item[0])) continue;
        p.letter = item[0];
        item.remove_prefix(1);
        if (item.front() == '\'' || item.front() == '!') item.remove_prefix(1); // ID suffix
        if (item.empty() || item.front() != ':') continue;
        item.remove_prefix(1);
        if (item.empty() || item == "(null)") continue; // XBoard 4.8.0 wrote this
        p.bothColours = std::isupper(static_cast<unsigned char>(p.letter));
        p.description = std::string(item);
        p.ok = true;
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace tabiya

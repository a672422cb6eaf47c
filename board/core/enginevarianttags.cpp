#include "board/core/enginevarianttags.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <string_view>

namespace tabiya {

namespace {

// Files and ranks of a FEN's board part ("rnba1abnr/4k4/..." is 9x10); a holdings part
// in brackets and the fields after the board are left out.
std::pair<int, int> fenSize(const std::string& fen) {
    const std::string_view board = std::string_view(fen).substr(0, fen.find_first_of(" ["));
    int ranks = 0, widest = 0;
    for (size_t start = 0;; ++ranks) {
        const size_t slash = board.find('/', start);
        widest = std::max(widest, fenRankWidth(board.substr(start, slash - start)));
        if (slash == std::string_view::npos) return {widest, ranks + 1};
        start = slash + 1;
    }
}

} // namespace

std::optional<EngineVariantDefinition> engineVariantFromTags(const std::string& variant,
                                                             const std::string& fen,
                                                             const std::string& variantMen) {
    // A CECP variant name as `-variant` takes one ("janggi", "grande-acedrex",
    // "10x10+0_fairy"): "(xiangqi" or a name with bytes past ASCII is a damaged tag.
    auto nameChar = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || std::strchr("_+-", c);
    };
    if (variant.empty() || variant.size() > 40 ||
        !std::isalnum(static_cast<unsigned char>(variant[0])) ||
        !std::all_of(variant.begin(), variant.end(), nameChar))
        return std::nullopt;
    EngineVariantDefinition d;
    d.name = variant;
    const auto geometry = parseVariantGeometry(variant);
    if (geometry) {
        d.setup.width = geometry->width;
        d.setup.height = geometry->height;
        d.setup.holdings = geometry->holdings;
        d.setup.parent = geometry->parent;
    }
    if (!fen.empty()) {
        d.setup.fen = fen;
        if (!geometry) {
            const auto [width, height] = fenSize(fen);
            if (width <= 0 || height <= 0) return std::nullopt;
            d.setup.width = width;
            d.setup.height = height;
            // XBoard's tags do not name the parent: the board says whether the game was
            // one of the xiangqi family (a 9x10 board), else it is XBoard's "fairy".
            d.setup.parent = width == 9 && height == 10 ? "xiangqi" : "fairy";
        }
    } else if (!geometry) {
        return std::nullopt;
    }
    if (!variantMen.empty()) d.pieces = piecesFromVariantMenTag(variantMen);
    return d;
}

} // namespace tabiya

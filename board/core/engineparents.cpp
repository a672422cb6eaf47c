#include "board/core/engineparents.h"

#include "board/core/variant.h"

#include <algorithm>
#include <sstream>
#include <string_view>
#include <vector>

namespace tabiya {
namespace {

constexpr EngineParent Parents[] = {
    {"fairy", "normal", ParentFamily::Chess},
    {"normal", "normal", ParentFamily::Chess},
    {"chess", "normal", ParentFamily::Chess},
    {"fischerandom", "normal", ParentFamily::Chess},
    {"nocastle", "nocastle", ParentFamily::Chess},
    {"capablanca", "capablanca", ParentFamily::Chess},
    {"gothic", "gothic", ParentFamily::Chess},
    {"janus", "janus", ParentFamily::Chess},
    {"caparandom", "caparandom", ParentFamily::Chess},
    {"falcon", "falcon", ParentFamily::Chess},
    {"knightmate", "knightmate", ParentFamily::Chess},
    {"3check", "3check", ParentFamily::Chess},
    {"atomic", "atomic", ParentFamily::Chess},
    {"losers", "losers", ParentFamily::Chess},
    {"giveaway", "giveaway", ParentFamily::Chess},
    {"suicide", "suicide", ParentFamily::Chess},
    {"twokings", "twokings", ParentFamily::Chess},
    {"crazyhouse", "crazyhouse", ParentFamily::Chess},
    {"bughouse", "crazyhouse", ParentFamily::Chess},
    {"shatranj", "shatranj", ParentFamily::Shatranj},
    {"courier", "courier", ParentFamily::Shatranj},
    {"makruk", "makruk", ParentFamily::Makruk},
    {"xiangqi", "xiangqi", ParentFamily::Xiangqi},
    {"shogi", "shogi", ParentFamily::Shogi},
};

// Variants whose engine plays rules its setup and piece lines do not say, so that a board
// built from them would accept moves the engine refuses or miss some it makes (found by
// comparing perft with Fairy-Stockfish's own). Their names say which rules they are.
struct HiddenRules {
    const char* name; // the variant's name, or a prefix of it ending in '*'
    const char* reason;
};
constexpr HiddenRules EngineOwnRules[] = {
    {"janggi*", "janggi's palace lines, cannon and pass rules (the piece lines are a superset)"},
    {"dobutsu", "dobutsu's king-reaches-the-far-rank rule"},
    {"kyotoshogi", "kyoto shogi's pieces that change at every move"},
    {"micro", "micro shogi's promotion by capturing"},
    {"racingkings", "racing kings' ban on checks"},
    {"shouse", "s-house's gating from the hand"},
    {"supply", "supply chess's drop rules"},
    {"euroshogi", "euroshogi's compulsory promotion"},
    {"5check", "winning by the fifth check"},
};

} // namespace

const char* engineOwnRules(const std::string& name) {
    for (const HiddenRules& h : EngineOwnRules) {
        const std::string_view n = h.name;
        if (n.back() == '*' ? name.rfind(n.substr(0, n.size() - 1), 0) == 0 : name == n)
            return h.reason;
    }
    return nullptr;
}

const EngineParent* engineParentNamed(const std::string& name) {
    for (const EngineParent& p : Parents)
        if (name == p.name) return &p;
    return nullptr;
}

std::string defaultPieceToChar(ParentFamily family) {
    switch (family) {
    case ParentFamily::Xiangqi: return "PH.R.AE..K.C.ph.r.ae..k.c.";
    case ParentFamily::Shogi: return "PNBRLS...G.++++++Kpnbrls...g.++++++k";
    case ParentFamily::Shatranj: return "PN.R.QB...Kpn.r.qb...k";
    case ParentFamily::Makruk: return "PN.R.M....SKpn.r.m....sk";
    case ParentFamily::Chess: break;
    }
    return "PNBRQFEACWMOHIJGDVLSUKpnbrqfeacwmohijgdvlsuk";
}

std::optional<std::string> geometryStartFen(const VariantGeometry& g, std::string* error) {
    auto fail = [error](std::string why) -> std::optional<std::string> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const EngineParent* parent = engineParentNamed(g.parent);
    const Variant* rules = parent ? Variant::byName(parent->rulesOf) : nullptr;
    if (!rules) return fail("no parent variant '" + g.parent + "' to take the men from");
    if (g.width != rules->width)
        return fail("XBoard sets up no men on a board of another width than " + g.parent + "'s (" +
                    std::to_string(rules->width) + " files)");
    // The parent's start: back rank, pawns on every file, empty ranks, and the same for
    // Black; only such a start has XBoard's rule for another height.
    const std::string& start = rules->startFen;
    const size_t space = start.find(' ');
    std::vector<std::string> rows;
    std::istringstream placement(start.substr(0, space));
    for (std::string row; std::getline(placement, row, '/');)
        rows.push_back(row);
    const std::string pawns(size_t(g.width), 'p');
    if (rows.size() < 4 || rows[1] != pawns ||
        rows[rows.size() - 2] != std::string(size_t(g.width), 'P'))
        return fail(g.parent + "'s start has no rank of pawns for XBoard to move");
    const int pawnRank = std::max(1, g.height - 7);
    if (g.height - 1 - pawnRank <= pawnRank)
        return fail("a board of " + std::to_string(g.height) + " ranks is too low for " + g.parent +
                    "'s men");
    std::string fen;
    for (int rank = g.height - 1; rank >= 0; --rank) {
        if (!fen.empty()) fen += '/';
        if (rank == 0)
            fen += rows.back();
        else if (rank == g.height - 1)
            fen += rows.front();
        else if (rank == pawnRank)
            fen += rows[rows.size() - 2];
        else if (rank == g.height - 1 - pawnRank)
            fen += pawns;
        else
            fen += std::to_string(g.width);
    }
    return fen + (space == std::string::npos ? " w - - 0 1" : start.substr(space));
}

} // namespace tabiya

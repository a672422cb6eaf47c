// buildEngineVariant: an engine's `setup` and `piece` lines to a Variant, as data.
//
// What the parent variant contributes, following XBoard (which plays an engine-defined
// variant by its parent's rules with the engine's board, pieces and moves):
// - the game rules of the built-in variant of that name, copied flag by flag: how
//   stalemate, bare kings, mandatory captures, explosions, checks to win and the move
//   counters end the game ("fairy" is chess);
// - fairy and the chess-like parents: castling (with the distance the king's O atom
//   gives, else XBoard's default squares) where the FEN gives rights, en passant, pawns
//   promoting on the last rank to any other non-royal piece;
// - shatranj, courier: no castling or double steps, pawns promote to the ferz (the queen
//   where there is none), a bare king loses (shatranj);
// - makruk: pawns promote to the ferz three ranks from the end;
// - xiangqi: the royal piece is XBoard's wazir (the king where there is no wazir); it and
//   the ferz (advisor) stay in the palace, the alfil (elephant) on its side of the river,
//   the pawn steps sideways only across it; the flying-general rule; stalemate loses. The
//   engine's XBetza for these pieces ("W", "F", "nA", "fsW") says nothing of the zones
//   (Fairy-Stockfish's descriptions are a superset of its rules), so they are added here,
//   as XBoard's own xiangqi does;
// - shogi: drops, the promoted forms ('+' in PIECETOCHAR) a piece promotes to in the far
//   third of the board, the pawn's drop rules (nifu, uchifuzume);
// - crazyhouse, bughouse: drops.
// Other parents, and moves no atom can express, are listed in `unsupported`: the board
// then shows the variant but the engine judges the moves.

#include "board/core/enginevariant.h"

#include "board/core/enginedraft.h"
#include "board/core/enginekinds.h"
#include "board/core/engineparents.h"
#include "board/core/enginerules.h"
#include "board/core/piecetochar.h"
#include "board/core/position.h"
#include "board/core/xbetzaatoms.h"
#include "board/core/xboardpieces.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>

namespace tabiya {
namespace {

std::vector<std::string> splitFields(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string f; in >> f;)
        out.push_back(f);
    return out;
}

// buildEngineVariant's steps in order, on one draft.
class Builder {
public:
    explicit Builder(const EngineVariantDefinition& definition)
        : d(definition) {}

    EngineVariantBuild run();

private:
    VariantDraft d;

    bool geometry(std::vector<std::string>& fen);
    void normalizeFen(std::vector<std::string>& fen);
    EngineVariantBuild redefineBuiltIn();
    std::string startFen(std::vector<std::string> fen);
    EngineVariantBuild finish(const std::vector<std::string>& fen);
};

// Fairy-Max ends a rank early where the rest is empty ("8" on a 12-wide board); XBoard
// reads the rest as empty squares. Pads every rank to the full width.
std::string padRanks(const std::string& placement, int width) {
    const size_t bracket = placement.find('[');
    std::istringstream rows(placement.substr(0, bracket));
    std::string out;
    for (std::string row; std::getline(rows, row, '/');) {
        const int w = fenRankWidth(row);
        if (w < width) {
            // Merge with a trailing number: "8" plus 4 empty squares is "12".
            size_t digits = row.size();
            while (digits > 0 && std::isdigit(static_cast<unsigned char>(row[digits - 1])))
                --digits;
            const int trailing = digits < row.size() ? fenRankWidth(row.substr(digits)) : 0;
            row = row.substr(0, digits) + std::to_string(trailing + width - w);
        }
        out += (out.empty() ? "" : "/") + row;
    }
    return bracket == std::string::npos ? out : out + placement.substr(bracket);
}

bool Builder::geometry(std::vector<std::string>& fen) {
    if (fen.empty()) return d.out.error = "the setup has no start position", false;
    // The board's size from the FEN's placement; the setup's size must agree.
    const std::string& placement = fen[0];
    int height = 0, widest = 0;
    std::string rank;
    std::istringstream rows(placement.substr(0, placement.find('[')));
    for (std::string row; std::getline(rows, row, '/');) {
        if (row.find('*') != std::string::npos)
            d.unsupported("squares that are not part of the board ('*' in the FEN)");
        widest = std::max(widest, fenRankWidth(row));
        if (!row.empty()) ++height;
    }
    const VariantSetup& s = d.def.setup;
    d.v->width = s.width > 0 ? s.width : widest;
    d.v->height = s.height > 0 ? s.height : height;
    if (d.v->width < 1 || d.v->height < 1 || d.v->width > geometry::MaxFiles ||
        d.v->height > geometry::MaxRanks)
        return d.out.error = "a board larger than 16x16", false;
    if (widest > d.v->width || height != d.v->height)
        return d.out.error = "the start position does not fit the board size", false;
    fen[0] = padRanks(fen[0], d.v->width);
    return true;
}

std::string Builder::startFen(std::vector<std::string> fen) {
    // XBoard ignores castling rights where nothing castles; our reader refuses them.
    // Where unmoved pieces matter (a king's initial leaps) they are marked by file.
    auto digits = [](const std::string& f) {
        return !f.empty() && std::isdigit(static_cast<unsigned char>(f[0]));
    };
    // "placement side half full" and CFEN's "placement side full" have no rights field.
    const bool counters = (fen.size() == 4 && digits(fen[2]) && digits(fen[3])) ||
                          (fen.size() == 3 && digits(fen[2]));
    if (fen.size() >= 3 && !counters) {
        std::string rights;
        // XBoard ignores a right whose rook is not there (Fairy-Max's "KQkq" with
        // Black's rooks replaced); the reader would refuse it.
        if (d.v->castling)
            for (char c : fen[2]) {
                if (c == '-') continue;
                std::vector<std::string> one = fen;
                one[2] = std::string(1, c);
                one.resize(3);
                std::string text;
                for (const std::string& f : one)
                    text += (text.empty() ? "" : " ") + f;
                if (Position::fromFen(*d.v, text)) rights += c;
            }
        if (d.v->tracksVirgin)
            for (int c = 0; c < 2; ++c)
                for (size_t k = 0; k < d.v->kinds.size(); ++k) {
                    if (std::none_of(d.v->kinds[k].atoms.begin(), d.v->kinds[k].atoms.end(),
                                     [](const MoveAtom& a) { return a.fromZone & ZoneInitial; }))
                        continue;
                    // Files of this kind on its home rank in the placement.
                    const auto rows = fen[0].substr(0, fen[0].find('['));
                    std::vector<std::string> ranks;
                    std::istringstream in(rows);
                    for (std::string r; std::getline(in, r, '/');)
                        ranks.push_back(r);
                    const std::string& home = c == 0 ? ranks.back() : ranks.front();
                    int file = 0;
                    for (size_t i = 0; i < home.size(); ++i) {
                        const char ch = home[i];
                        if (std::isdigit(static_cast<unsigned char>(ch))) {
                            int n = 0;
                            while (i < home.size() &&
                                   std::isdigit(static_cast<unsigned char>(home[i])))
                                n = n * 10 + (home[i++] - '0');
                            --i;
                            file += n;
                            continue;
                        }
                        if (!std::isalpha(static_cast<unsigned char>(ch))) continue;
                        const bool white = std::isupper(static_cast<unsigned char>(ch));
                        if (white == (c == 0) && asciiUpper(ch) == d.v->kinds[k].letter) {
                            const char f = char('A' + file);
                            if (f == 'K' || f == 'Q')
                                d.unsupported("first moves of a piece on file k or q");
                            else
                                rights += c == 0 ? f : char(std::tolower(f));
                        }
                        ++file;
                    }
                }
        fen[2] = rights.empty() ? "-" : rights;
    }
    std::string joined;
    for (const std::string& f : fen)
        joined += (joined.empty() ? "" : " ") + f;
    return joined;
}

// No `setup`, only piece lines (Fairy-Max's falcon): a variant Tabiya has built in whose
// pieces the engine redefines, as XBoard plays a standard variant with `piece` lines.
EngineVariantBuild Builder::redefineBuiltIn() {
    const Variant* builtIn = Variant::byName(d.def.name);
    if (!builtIn) {
        d.out.error = "no setup, and \"" + d.def.name + "\" is not a variant Tabiya knows";
        return d.out;
    }
    *d.v = *builtIn;
    for (const PieceCommand& p : d.def.pieces) {
        if (!p.ok) continue;
        const char letter = asciiUpper(p.letter);
        const int k = p.promoted ? d.v->markedKind(letter, '+') : d.v->kindForLetter(letter);
        if (k < 0) {
            d.unsupported(std::string("a piece line for a piece the variant does not have (") +
                          p.letter + ")");
            continue;
        }
        XBetzaAtoms atoms = compileXBetza(p.description);
        for (const std::string& r : atoms.unsupported)
            d.unsupported(std::string(1, p.letter) + " " + r);
        if (atoms.castleSteps[0] || atoms.castleSteps[1] || atoms.enPassant)
            continue; // castling and e.p. stay the variant's own
        if (builtIn->isXiangqiLike() || std::islower(static_cast<unsigned char>(p.letter))) {
            d.unsupported(std::string("redefined moves of ") + p.letter + " in " + d.def.name);
            continue;
        }
        if (atoms.cylinder != builtIn->cylinder || (builtIn->cylinder && atoms.flat))
            d.unsupported(std::string(1, p.letter) +
                          " moves around the board's side edges where the variant does not");
        d.v->kinds[size_t(k)].atoms = atoms.atoms;
        d.v->kinds[size_t(k)].turnedForBlack = true;
    }
    d.v->name = d.def.name;
    d.v->finalize();
    d.out.startFen = d.v->startFen;
    d.out.variant = d.v.release();
    return d.out;
}

EngineVariantBuild Builder::run() {
    const VariantSetup& s = d.def.setup;
    if (s.fen.empty()) return redefineBuiltIn();
    std::string parentName = s.parent;
    if (parentName.empty()) parentName = d.def.name; // "setup FEN": the variant played
    d.parent = engineParentNamed(parentName);
    if (!d.parent) {
        d.unsupported("the rules of parent variant \"" + parentName + "\"");
        d.parent = engineParentNamed("fairy");
    }
    if (const char* reason = engineOwnRules(d.def.name)) d.unsupported(reason);
    std::vector<std::string> fen = splitFields(s.fen);
    normalizeFen(fen);
    if (!geometry(fen)) return d.out;
    applyParentRules(d);
    collectKinds(d, fen);
    if (d.plans.size() > size_t(MaxKinds)) {
        d.out.error = "more piece types than Tabiya can hold";
        return d.out;
    }
    dropIdlePieces(d, fen);
    compileMoves(d);

    d.v->name = d.def.name;
    findRoyalAndPawn(d);
    addKinds(d);
    applyCylinder(d);
    linkPromotedForms(d);
    if (d.parent->family == ParentFamily::Shogi) applyShogiRules(d);
    for (size_t i = 0; i < d.plans.size(); ++i) {
        const PieceCommand* line = d.plans[i].white ? d.plans[i].white : d.plans[i].black;
        if (line) checkDropRules(d, d.plans[i], d.v->kinds[i], line->description);
    }
    if (d.parent->family == ParentFamily::Xiangqi) {
        d.v->palaceFileLo = (d.v->width - 1) / 2 - 1;
        d.v->palaceFileHi = (d.v->width - 1) / 2 + 1;
        d.v->palaceDepth = 3;
        d.v->promotionRanks = 0;
        d.v->pawnStartRank = -1;
    }
    choosePromotions(d);
    applyInitialMoves(d, fen);
    applyCastling(d, fen);
    checkRoyalOnBothSides(d, fen);
    d.v->enPassant = d.enPassant;
    return finish(fen);
}

void Builder::normalizeFen(std::vector<std::string>& fen) {
    // Fairy-Stockfish's check counter ("5+5") where the parent counts no checks.
    if (fen.size() > 4 && fen[4].find('+') != std::string::npos &&
        !Variant::byName(d.parent->rulesOf)->checksToWin)
        fen.erase(fen.begin() + 4);
    // Sjaak II writes the holdings apart ("KGSBR [-] w"), and may end the placement with '/'.
    if (fen.size() > 1 && fen[1].front() == '[') {
        fen[0] += fen[1];
        fen.erase(fen.begin() + 1);
    }
    if (!fen.empty() && fen[0].size() > 1 && fen[0].back() == '/') fen[0].pop_back();
}

EngineVariantBuild Builder::finish(const std::vector<std::string>& fen) {
    d.v->finalize(); // derives tracksVirgin, which the start FEN's rights depend on
    d.v->startFen = startFen(fen);
    std::string error;
    auto pos = Position::fromFen(*d.v, d.v->startFen, &error);
    if (!pos) {
        d.out.error = "the start position does not fit the variant: " + error;
        return d.out;
    }
    d.v->startFen = pos->fen();
    d.v->finalize();
    d.out.startFen = d.v->startFen;
    d.out.variant = d.v.release();
    return d.out;
}

// Everything a definition says, as one string: the interning key.
std::string keyOf(const EngineVariantDefinition& d) {
    std::string k = d.name + '\n' + d.setup.pieceToChar + '\n' + std::to_string(d.setup.width) +
                    'x' + std::to_string(d.setup.height) + '+' + std::to_string(d.setup.holdings) +
                    '_' + d.setup.parent + (d.setup.prelude ? "!" : "") + '\n' + d.setup.fen;
    for (const PieceCommand& p : d.pieces)
        k += std::string("\n") + (p.promoted ? "+" : "") + p.letter + (p.bothColours ? "&" : "") +
             ' ' + p.description;
    return k;
}

} // namespace

EngineVariantBuild buildEngineVariant(const EngineVariantDefinition& definition) {
    // Interned: one Variant per distinct definition, alive for the process.
    static std::mutex mutex;
    static std::map<std::string, std::pair<std::unique_ptr<const Variant>, EngineVariantBuild>>
        built;
    const std::string key = keyOf(definition);
    std::lock_guard lock(mutex);
    if (auto it = built.find(key); it != built.end()) return it->second.second;
    EngineVariantBuild b = Builder(definition).run();
    std::unique_ptr<const Variant> owner(b.variant);
    built.emplace(key, std::make_pair(std::move(owner), b));
    return b;
}

} // namespace tabiya

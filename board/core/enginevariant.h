#pragma once
// Engine-defined variants: what an engine says with CECP `setup` (board size, holdings,
// parent variant, pieceToChar string, start FEN) and `piece` (XBetza moves) turned into a
// Variant at run time, the same data the built-in variants are. Pure functions; the
// variants built are interned, so a `const Variant*` to one stays valid for the life of
// the process and the same definition built twice gives the same pointer.

#include "board/core/variant.h"
#include "board/core/xbetza.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabiya {

// CECP `setup (PIECETOCHAR) WxH+S_PARENT FEN`, or its shorter forms `setup FEN` and
// `setup (PIECETOCHAR) FEN`. A parent written with a final '!' is a prelude board: the
// engine replaces it after the person's first clicks (compact spec, setup).
struct VariantSetup {
    std::string pieceToChar;                  // between the parentheses; empty: not sent
    int width = 0, height = 0, holdings = -1; // 0 / -1: not sent (the parent's)
    std::string parent;                       // "xiangqi", "fairy", ...; empty: not sent
    bool prelude = false;                     // the parent ended in '!'
    std::string fen;
};

// The text after "setup " as an engine sends it; nothing when it is not a setup at all.
std::optional<VariantSetup> parseVariantSetup(std::string_view text);

// CECP's board-geometry variant name "WxH+S_parent" ("10x10+0_fairy", "9x9+0_shogi").
struct VariantGeometry {
    int width = 8, height = 8, holdings = 0;
    std::string parent;
};
std::optional<VariantGeometry> parseVariantGeometry(std::string_view name);

// How many squares one rank of a FEN placement covers: a number that many empty ones, a
// letter or a '*' (a hole) one each; '+' and '~' mark the letter beside them.
int fenRankWidth(std::string_view rank);

// Everything an engine said about the variant it plays.
struct EngineVariantDefinition {
    std::string name; // as the engine and PGN name it: "janggi", "grande-acedrex"
    VariantSetup setup;
    std::vector<PieceCommand> pieces; // the `piece` lines, in the order sent
};

struct EngineVariantBuild {
    const Variant* variant = nullptr; // null when nothing can be built (error says why)
    std::string startFen;             // the engine's start position, as the variant reads it
    // Rules Tabiya could not express (English, for the log): when not empty the board
    // shows the variant but the engine judges legality (XBoard's -testLegality false).
    std::vector<std::string> unsupported;
    std::string error;
    bool checksLegality() const { return variant && unsupported.empty(); }
};

EngineVariantBuild buildEngineVariant(const EngineVariantDefinition& definition);

// The start XBoard sets up on a board of another size that no engine set up (`-variant
// 8x9+0_normal`, backend.c's InitPosition): the parent's back ranks on the first and last
// ranks, its pawns on every file of rank height-7 (at least the second) and the mirror of
// that for Black. XBoard places nothing on a board of another width than the parent's, and
// neither does this: nothing then, and error says why.
std::optional<std::string> geometryStartFen(const VariantGeometry& geometry, std::string* error);

// XBoard's PGN tag for engine-defined pieces ([VariantMen "R:RB;C:pRpB;..."]), both ways.
std::string variantMenTag(const EngineVariantDefinition& definition);
std::vector<PieceCommand> piecesFromVariantMenTag(std::string_view tag);

} // namespace tabiya

#pragma once
// What an engine says about the variant it plays, as plain data: CECP `setup` (board
// size, holdings, parent variant, pieceToChar string, start FEN), the "WxH+S_parent"
// variant name, its `piece` lines, and XBoard's [VariantMen] PGN tag for them. Pure
// parsing; enginevariant.h builds a Variant from it.

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

// XBoard's PGN tag for engine-defined pieces ([VariantMen "R:RB;C:pRpB;..."]), both ways.
std::string variantMenTag(const EngineVariantDefinition& definition);
std::vector<PieceCommand> piecesFromVariantMenTag(std::string_view tag);

} // namespace tabiya

#pragma once
// The parent variants an engine's `setup` may name, and what each contributes (XBoard's
// list): the built-in variant whose game rules it has, its family (zones, promotions,
// default pieces) and XBoard's default PIECETOCHAR string for it; the variants whose
// engines play rules their lines do not say; XBoard's start for a parent on a board of
// another height. Tables and pure functions.

#include "board/core/enginesetup.h"
#include "board/core/xboardpieces.h"

#include <optional>
#include <string>

namespace tabiya {

struct EngineParent {
    const char* name;
    const char* rulesOf; // the built-in variant whose game rules it has
    ParentFamily family;
};

// The parent of that name ("fairy", "xiangqi", ...), or null.
const EngineParent* engineParentNamed(const std::string& name);
// Why the engine of a variant of that name plays rules its lines do not say, or null.
const char* engineOwnRules(const std::string& variantName);
// XBoard's PIECETOCHAR for a parent when the engine sends none (backend.c's tables).
std::string defaultPieceToChar(ParentFamily family);

// The start XBoard sets up on a board of another size that no engine set up (`-variant
// 8x9+0_normal`, backend.c's InitPosition): the parent's back ranks on the first and last
// ranks, its pawns on every file of rank height-7 (at least the second) and the mirror of
// that for Black. XBoard places nothing on a board of another width than the parent's, and
// neither does this: nothing then, and error says why.
std::optional<std::string> geometryStartFen(const VariantGeometry& geometry, std::string* error);

} // namespace tabiya

#pragma once
// The engine-defined variant a PGN game's tags describe, as XBoard writes them: [Variant
// "janggi"] (or "10x10+0_fairy" for a board of another size: the size and the parent
// are in the name), [FEN] for the engine's start and [VariantMen "R:RB;C:pRpB;..."] for
// the pieces the engine defined (XBoard's CollectPieceDescriptors). Plain C++ on
// board/core, so that the PGN reader can use it as it is.

#include "board/core/enginevariant.h"

#include <optional>
#include <string>

namespace tabiya {

// The definition to build (buildEngineVariant) for a game whose Variant tag names no
// built-in variant; nothing when the tags cannot describe one (no FEN and no size).
std::optional<EngineVariantDefinition> engineVariantFromTags(const std::string& variant,
                                                             const std::string& fen,
                                                             const std::string& variantMen);

} // namespace tabiya

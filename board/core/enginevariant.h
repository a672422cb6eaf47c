#pragma once
// Engine-defined variants: what an engine says with CECP `setup` and `piece` lines
// (enginesetup.h) turned into a Variant at run time, the same data the built-in variants are. Pure
// functions; the variants built are interned, so a `const Variant*` to one stays valid for the life
// of the process and the same definition built twice gives the same pointer.

#include "board/core/enginesetup.h"
#include "board/core/variant.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabiya {

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

} // namespace tabiya

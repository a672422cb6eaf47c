#pragma once
// The variants Tabiya knows without an engine's help: chess, xiangqi and the standard CECP
// variants, each written as data in builtinvariants.cpp and finalize()d once, on first use.
// Variant::byName finds one by any of its CECP names.

#include "board/core/variant.h"

#include <string>
#include <vector>

namespace tabiya {

// One built-in variant for people choosing one: its CECP name and its family
// ("chess", "10x8", "antichess", "shatranj", "drop", "xiangqi").
struct VariantInfo {
    std::string name;
    std::string family;
};
// Every built-in variant, chess first, in the order a New Game list shows them.
std::vector<VariantInfo> builtInVariants();

// The built-in variant with exactly this lower-case CECP name, or null (Variant::byName
// also takes the other spellings). The address stays valid for the program's life.
const Variant* builtInVariant(const std::string& lowerName);

} // namespace tabiya

#pragma once
// The parent's rules on an engine-defined variant, steps of buildEngineVariant on its
// draft once the kinds are added (see enginevariant.cpp's top for what each parent
// contributes): the game-end flags, the cylinder, shogi's forced promotion and drops,
// xiangqi's palace, the pawns' promotion choice, initial moves and castling.

#include "board/core/enginedraft.h"

#include <string>
#include <vector>

namespace tabiya {

void applyParentRules(VariantDraft& d);
void applyCylinder(VariantDraft& d);
void applyShogiRules(VariantDraft& d);
void choosePromotions(VariantDraft& d);
void applyInitialMoves(VariantDraft& d, const std::vector<std::string>& fen);
void applyCastling(VariantDraft& d, const std::vector<std::string>& fen);
void checkRoyalOnBothSides(VariantDraft& d, const std::vector<std::string>& fen);

} // namespace tabiya

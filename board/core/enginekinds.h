#pragma once
// The kinds of an engine-defined variant, steps of buildEngineVariant on its draft: the
// letters its PIECETOCHAR string, FEN and piece lines name, which of them play, their
// moves compiled from XBetza (or XBoard's own for the type), the royal piece and the pawn,
// the promoted forms, and the PieceKinds added to the variant.

#include "board/core/enginedraft.h"

#include <string>
#include <vector>

namespace tabiya {

void collectKinds(VariantDraft& d, const std::vector<std::string>& fen);
void dropIdlePieces(VariantDraft& d, const std::vector<std::string>& fen);
void compileMoves(VariantDraft& d);
void findRoyalAndPawn(VariantDraft& d);
void addKinds(VariantDraft& d);
void linkPromotedForms(VariantDraft& d);
// What a piece line's drop rules say that the parent's rules do not do (reported).
void checkDropRules(VariantDraft& d, const KindPlan& p, const PieceKind& kind,
                    const std::string& description);

} // namespace tabiya

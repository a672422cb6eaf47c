#pragma once
// XBetza to move atoms: what parseXBetza() read about one piece, turned into the MoveAtoms
// a Variant's kind moves by. Moves no atom can express are listed with an English reason
// instead, so that the caller can hand legality to the engine (XBoard's -testLegality
// false) rather than play wrong rules.

#include "board/core/variant.h"
#include "board/core/xbetza.h"

#include <string>
#include <vector>

namespace tabiya {

struct XBetzaAtoms {
    // Initial-only moves (i) carry ZoneInitial in fromZone; the builder turns that into
    // the pawn start rank for pawns.
    std::vector<MoveAtom> atoms;
    // Castling (O): the king's distance towards each side, [towards the last file, towards
    // file a]; 0: none that way.
    int castleSteps[2] = {0, 0};
    bool enPassant = false; // an e-mode capture
    // Some moves go left and right differently: Black's are White's turned round
    // (PieceKind::turnedForBlack).
    bool chiral = false;
    // Cylinder moves (o): some move wraps around the side edges; `flat`: some move with a
    // sideways part does not.
    bool cylinder = false, flat = false;
    std::vector<std::string> unsupported;
};

XBetzaAtoms compileXBetza(const XBetzaPiece& piece);

// The same from the text (a parse error becomes the one unsupported reason).
XBetzaAtoms compileXBetza(std::string_view description);

} // namespace tabiya

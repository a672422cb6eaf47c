#pragma once
// Board marks for CECP's highlight feature: COLORFEN strings telling the GUI where a
// lifted piece may go (yellow: move, red: capture, magenta: promotion) and which piece an
// en-passant capture removes (green, lower case: no move goes there).

#include "board/core/position.h"

#include <string>

namespace tabiya::engine {

// Legal destinations of the piece on `from` (all empty when none / not the mover's).
std::string liftMarks(Position& pos, Square from);
// When moving from->to captures a piece elsewhere (e.p.): the marks with the victim
// shown; empty when the capture has no side effect.
std::string hoverMarks(Position& pos, Square from, Square to);
// The promotion choice for a pawn put down on `to` ("QRBN"), empty when none.
std::string promotionChoice(Position& pos, Square from, Square to);

} // namespace tabiya::engine

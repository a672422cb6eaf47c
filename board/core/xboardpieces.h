#pragma once
// XBoard's own idea of how each of its piece types moves (moves.c, GenPseudoLegal), written
// as XBetza so that a piece an engine names in its PIECETOCHAR string without a `piece`
// line moves as XBoard would move it, compiled by the same code as the engine's lines.

#include <string_view>

namespace tabiya {

// The families of parent variants whose rules change XBoard's default moves.
enum class ParentFamily : unsigned char { Chess, Shatranj, Makruk, Xiangqi, Shogi };

// XBetza for the type (index in XBoard's order, see piecetochar.h) under that parent, or
// "" when XBoard has no moves of its own for it (wildcards, chu pieces). Xiangqi's zones
// (palace, river) are not in the text: the builder adds them.
std::string_view xboardDefaultMoves(int type, ParentFamily family);

// The type XBoard's default PIECETOCHAR gives an upper-case letter ("PNBRQFEACWMOHIJGDVLSU"
// then K), for letters an engine uses without naming them; -1 when none.
int xboardTypeForLetter(char upper);

} // namespace tabiya

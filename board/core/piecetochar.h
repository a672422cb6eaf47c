#pragma once
// XBoard's PIECETOCHAR string (CECP `setup`, compact spec appendix E): which letter names
// which of XBoard's piece types, read as XBoard's SetCharTableEsc reads it. The first half
// is White's, the second Black's; each half lists types in XBoard's order (Pawn, Knight,
// Bishop, Rook, Queen, Ferz, Alfil, ...) and ends with the King. '.' leaves a type out,
// '+' and '~' mark the promoted form of the type eleven places before, "^X" the promoted
// form of the piece lettered X, "=Y" gives a piece the alias Y, and '/' jumps to XBoard's
// promoted-bishop slot. A letter may carry one of XBoard's ID suffixes (' or !).

#include "board/core/types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabiya {

// XBoard 4.9's piece types in PIECETOCHAR order (its ChessSquare enum for one colour).
constexpr int XBoardTypeCount = 66;
constexpr int XBoardKing = 65;
constexpr int XBoardPromotedBishop = 46; // where '/' continues

struct PieceToCharEntry {
    int type = 0; // index into XBoard's order (0 Pawn ... 65 King)
    Color color = White;
    char letter = 0;       // as written; for '+', '~' and '^' entries the letter they stand for
    char mark = 0;         // 0, '+' (promoted), '~' (promoted, demotes to a pawn in hand)
    char alias = 0;        // "=Y"
    bool suffixed = false; // the letter carried XBoard's ' or ! suffix
};

// The entries of every non-'.' position, White's first; nothing when the string is not
// one XBoard accepts (odd length, fewer than 12 or more than 132 positions).
std::optional<std::vector<PieceToCharEntry>> parsePieceToChar(std::string_view text);

// XBoard's English name for a type ("Ferz", "Angel", "King"); "" when out of range.
const char* xboardTypeName(int type);

} // namespace tabiya

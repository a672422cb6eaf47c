#pragma once
// A Position's set-up as FEN text, both ways: FEN with X-FEN and Shredder-FEN castling,
// xboard's xiangqi FEN and CXBoard's CFEN. Position::fromFen and Position::fen call these.

#include "board/core/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace tabiya {

// Reads FEN, X-FEN, Shredder-FEN, xboard's xiangqi FEN or CXBoard's CFEN; nothing (and
// the reason in *error) when the text is malformed or does not fit the variant's board.
std::optional<Position> readFen(const Variant& variant, std::string_view fen,
                                std::string* error = nullptr);
// The position as X-FEN (holdings in brackets, castling as K/Q or the rook's file), or
// as CFEN ("placement r|b fullmove").
std::string writeFen(const Position& pos, FenStyle style = FenStyle::Standard);

} // namespace tabiya

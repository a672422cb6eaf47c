#pragma once
// Shuffled start positions for the variants that start from one (Variant::shuffle):
// fischerandom, caparandom, wildcastle and nocastle. A pure function of a seed, so a game can be
// replayed from its number; Chess960's numbered positions stay in chess960.h.

#include "board/core/variant.h"

#include <cstdint>
#include <string>

namespace tabiya {

// The start FEN of `v` with its first ranks shuffled by `seed` (Black mirrors White),
// castling rights for the outermost rooks; v.startFen where v is not shuffled.
// (Capablanca random's rule against undefended pawns is not applied.)
// Chess (fischerandom is chess): any Chess960 position. caparandom: ten files, bishops on squares
// of both colours, the king between the rooks. wildcastle: rooks in the corners, the king on d or
// e, bishops on squares of both colours. nocastle: any arrangement, no castling.
std::string shuffledStartFen(const Variant& v, uint64_t seed);

} // namespace tabiya

#pragma once
// How a move changes what StateInfo records of castling: the rights (a king or rook moved
// or taken) and the unmoved pieces of the first ranks, each with its hash key. Position's
// make calls them; inline since they run on every move of the search.

#include "board/core/stateinfo.h"
#include "board/core/variant.h"
#include "board/core/zobrist.h"

namespace tabiya::castling {

// A piece moved from `from` to `to` (`moved`: NoPiece when it was blown up on from): the
// rights of a king that moved or of a rook that moved or was taken go.
inline void updateRights(StateInfo& st, const Variant& v, Square from, Square to, Piece moved) {
    using namespace geometry;
    const auto& keys = zobrist::keys();
    for (int slot = 0; slot < 4; ++slot) {
        const int file = st.castleFile[slot];
        if (file < 0) continue;
        const Color owner = Color(slot / 2);
        const int rank = owner == White ? 0 : v.height - 1;
        const Square rook = square(file, rank);
        // Twokings: only the king on the middle file holds the rights.
        const bool kingMoved = kindOf(moved) == v.castlingKind && colorOf(moved) == owner &&
                               isPiece(moved) &&
                               (!v.firstKingIsRoyal || fileOf(from) == v.width / 2);
        if (kingMoved || from == rook || to == rook) {
            st.hash ^= keys.castle[slot][file + 1];
            st.castleFile[slot] = -1;
        }
    }
}

// A piece left or was taken on s: it is no longer unmoved (Variant::tracksVirgin).
inline void touchVirgin(StateInfo& st, const Variant& v, Square s) {
    using namespace geometry;
    const int rank = rankOf(s);
    const Color c = rank == 0 ? White : Black;
    if (rank != 0 && rank != v.height - 1) return;
    const int f = fileOf(s);
    if (st.virgin[c] >> f & 1) {
        st.virgin[c] &= uint16_t(~(1u << f));
        st.hash ^= zobrist::keys().virgin[c][f];
    }
}

} // namespace tabiya::castling

#pragma once
// PieceArt: which drawing shows a piece. XBoard names its piece images in a fixed order,
// the order of the PIECETOCHAR string of CECP's `setup` command (compact spec, appendix
// E: Pawn, Knight, Bishop, Rook, Queen, the unorthodox pieces, King last); variants in
// board/core name their kinds in English ("archbishop", "dragon horse"). Both resolve
// here to an art id, and a piece set draws art id X as the elements "w-X" and "b-X"
// (resources/README-pieces). An empty art id means "no drawing of our own": the view then
// falls back to the element named by the kind's FEN letter.

#include "board/core/types.h"

#include <QString>
#include <QStringList>
#include <span>

namespace tabiya::PieceArt {

struct XBoardImage {
    const char* type;  // XBoard's piece type (ChessSquare without the colour): "Angel"
    const char* image; // the name of XBoard's image file for it: "Archbishop"
    char letter;       // XBoard's default PIECETOCHAR letter, 0 where it has none
    const char* art;   // our art id, "" where we have no drawing
};

// XBoard 4.9's piece types in PIECETOCHAR order (66, King last). The first 21 and the King
// are the same in every XBoard since 4.4; a PIECETOCHAR half-string of any length ends
// with the King.
std::span<const XBoardImage> xboardOrder();

// The art for a XBoard piece type or image name ("Angel" or "Archbishop"), "" if none.
QString artForXBoardName(const QString& name);
// The art for position `index` of a PIECETOCHAR half-string `length` long (the last
// position is always the King), "" if none or out of range.
QString artForPieceToCharIndex(int index, int length);
// The art for a variant's kind name, in any case, with or without spaces, hyphens and
// underscores ("Dragon Horse", "dragon_horse"); common English aliases included
// ("met" is the ferz, "khon" the silver, "marshal" the chancellor). "" if none.
QString artForKindName(const QString& name);

// Every art id either table names, XBoard's order first: what a Western set must draw.
QStringList knownArt();

// "w-archbishop" / "b-archbishop".
QString elementId(const QString& art, Color c);

} // namespace tabiya::PieceArt

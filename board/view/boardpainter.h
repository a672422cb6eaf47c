#pragma once
// BoardPainter: painting a board, its marks and its pieces as free functions over a
// BoardGeometry, so the widget only decides *what* to show. Also used by the render tool.

#include "board/core/move.h"
#include "board/view/boardgeometry.h"
#include "board/view/boardtheme.h"

#include <QList>

class QPainter;

namespace tabiya {

class SquareMarkers;
class Position;
class SvgSheet;
struct Variant;

// What to mark on the board besides the pieces.
struct BoardMarks {
    Move lastMove;
    Square check = NoSquare;      // royal piece in check
    Square selected = NoSquare;   // square of the lifted piece
    QList<Square> targets;        // legal destinations of the lifted piece (empty squares)
    QList<Square> captures;       // legal destinations holding a piece
    Square dropTarget = NoSquare; // square under a dragged piece
    const SquareMarkers* highlights = nullptr; // replaces targets/captures when set
    const SquareMarkers* overlay = nullptr;    // extra marks (victims on hover)
};

namespace BoardPainter {

// Background, squares or xiangqi grid with river and palace, and coordinates.
void paintBoard(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                const Variant& variant, bool coordinates, const SvgSheet* decorations, qreal dpr);
// Last move and selection under the pieces.
void paintUnderMarks(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                     const Variant& variant, const BoardMarks& marks);
// Destinations over the pieces.
void paintOverMarks(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                    const Variant& variant, const BoardMarks& marks);
// Every piece of pos except the one on `hidden` (being dragged or animated); with an
// area, only those on squares that meet it.
void paintPieces(QPainter& p, const BoardGeometry& g, const Position& pos, const SvgSheet& set,
                 qreal dpr, Square hidden = NoSquare, const QRectF& area = {});
// One piece centred on a point, at the size of a square.
void paintPieceAt(QPainter& p, const BoardGeometry& g, const Variant& variant, Piece piece,
                  QPointF center, const SvgSheet& set, qreal dpr);
// The stand-in for a piece the set has no drawing for: its letter on a disc.
void paintLetterDisc(QPainter& p, const Variant& variant, Piece piece, QPointF center, qreal size);
// The kinds that appear in a holdings column, in display order.
QList<int> handKinds(const Variant& variant);
void paintHoldings(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                   const Position& pos, const SvgSheet& set, qreal dpr);

} // namespace BoardPainter

} // namespace tabiya

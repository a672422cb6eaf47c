#pragma once
// BoardGeometry: where things are on the widget. Squares <-> pixels, flipping, the margin
// for coordinates and the holdings columns. Pure arithmetic on a size, so it is tested
// without a widget and shared by painting and mouse handling.

#include "board/core/types.h"

#include <QPointF>
#include <QRect>
#include <QRectF>
#include <QSizeF>

namespace tabiya {

class BoardGeometry {
public:
    BoardGeometry() = default;
    // files x ranks cells; intersections: pieces sit on grid points (xiangqi) — the cell
    // arithmetic is the same, only painting differs. handKinds: rows of each holdings
    // column (0: no holdings).
    // marginFactor: the coordinate margin in squares (xiangqi boards want more room for
    // their frame and file numbers).
    BoardGeometry(QSizeF area, int files, int ranks, bool flipped, int handKinds = 0,
                  qreal marginFactor = DefaultMargin);
    static constexpr qreal DefaultMargin = 0.36;

    int files() const { return m_files; }
    int ranks() const { return m_ranks; }
    bool flipped() const { return m_flipped; }
    qreal squareSize() const { return m_square; }
    qreal margin() const { return m_margin; }
    // The cells of the board, without margin or holdings.
    QRectF boardRect() const { return m_board; }
    // The board plus its coordinate margin.
    QRectF frameRect() const { return m_board.adjusted(-m_margin, -m_margin, m_margin, m_margin); }

    // Display column/row (0 = left/top) of a file/rank, and back.
    int column(int file) const { return m_flipped ? m_files - 1 - file : file; }
    int row(int rank) const { return m_flipped ? rank : m_ranks - 1 - rank; }
    int fileAtColumn(int column) const { return m_flipped ? m_files - 1 - column : column; }
    int rankAtRow(int row) const { return m_flipped ? row : m_ranks - 1 - row; }

    QRectF squareRect(Square s) const;
    QPointF squareCenter(Square s) const { return squareRect(s).center(); }
    // The pixels a repaint of the square covers: a little room around it, as marks and
    // antialiased edges may cross its border.
    QRect paintRect(Square s) const;
    QRectF cellRect(int column, int row) const;
    // The square under a point, or NoSquare.
    Square squareAt(QPointF p) const;

    // Holdings: the side at the bottom keeps its hand on the right, the other on the left,
    // each column listing kinds top to bottom in the order given by the caller.
    bool hasHoldings() const { return m_handKinds > 0; }
    QRectF handRect(Color c, int index) const;
    // Which hand cell is under a point: returns false when none.
    bool handAt(QPointF p, Color* color, int* index) const;
    Color bottomColor() const { return m_flipped ? Black : White; }

private:
    int m_files = 8, m_ranks = 8;
    bool m_flipped = false;
    int m_handKinds = 0;
    qreal m_square = 0;
    qreal m_margin = 0;
    QRectF m_board;
};

} // namespace tabiya

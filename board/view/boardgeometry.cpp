#include "board/view/boardgeometry.h"

#include <algorithm>
#include <cmath>

namespace tabiya {

namespace {
// Holdings sit a quarter square beyond the margin.
constexpr qreal HandGapFactor = 0.25;
} // namespace

BoardGeometry::BoardGeometry(QSizeF area, int files, int ranks, bool flipped, int handKinds,
                             qreal marginFactor)
    : m_files(std::max(files, 1))
    , m_ranks(std::max(ranks, 1))
    , m_flipped(flipped)
    , m_handKinds(std::max(handKinds, 0)) {
    const qreal handColumns = m_handKinds > 0 ? 2 * (1 + HandGapFactor) : 0;
    const qreal unitsWide = m_files + 2 * marginFactor + handColumns;
    const qreal unitsHigh = std::max<qreal>(m_ranks, m_handKinds) + 2 * marginFactor;
    // Whole pixels per square keep grid lines and pixmaps on the pixel grid.
    m_square = std::max<qreal>(
        1, std::floor(std::min(area.width() / unitsWide, area.height() / unitsHigh)));
    m_margin = std::round(m_square * marginFactor);
    const qreal boardW = m_files * m_square, boardH = m_ranks * m_square;
    const qreal left = std::round((area.width() - boardW) / 2);
    const qreal top = std::round((area.height() - boardH) / 2);
    m_board = QRectF(left, top, boardW, boardH);
}

QRectF BoardGeometry::cellRect(int column, int row) const {
    return QRectF(m_board.left() + column * m_square, m_board.top() + row * m_square, m_square,
                  m_square);
}

QRectF BoardGeometry::squareRect(Square s) const {
    return cellRect(column(geometry::fileOf(s)), row(geometry::rankOf(s)));
}

QRect BoardGeometry::paintRect(Square s) const {
    const qreal pad = m_square * 0.1 + 2;
    return squareRect(s).adjusted(-pad, -pad, pad, pad).toAlignedRect();
}

Square BoardGeometry::squareAt(QPointF p) const {
    if (!m_board.contains(p)) return NoSquare;
    const int col = std::clamp(int((p.x() - m_board.left()) / m_square), 0, m_files - 1);
    const int r = std::clamp(int((p.y() - m_board.top()) / m_square), 0, m_ranks - 1);
    return geometry::square(fileAtColumn(col), rankAtRow(r));
}

QRectF BoardGeometry::handRect(Color c, int index) const {
    if (index < 0 || index >= m_handKinds) return {};
    const qreal gap = m_margin + m_square * HandGapFactor;
    const bool right = c == bottomColor();
    const qreal x = right ? m_board.right() + gap : m_board.left() - gap - m_square;
    // The bottom side's hand grows upwards from the bottom edge, the other's downwards.
    const qreal y =
        right ? m_board.bottom() - (index + 1) * m_square : m_board.top() + index * m_square;
    return QRectF(x, y, m_square, m_square);
}

bool BoardGeometry::handAt(QPointF p, Color* color, int* index) const {
    for (Color c : {White, Black})
        for (int i = 0; i < m_handKinds; ++i)
            if (handRect(c, i).contains(p)) {
                *color = c;
                *index = i;
                return true;
            }
    return false;
}

} // namespace tabiya

#pragma once
// MoveAnimation: a move coming in slides its piece from square to square. Owns the short
// timeline (driven by Qt's animation timer only while it runs) and says, frame by frame,
// which part of the widget to repaint: where the piece was and where it is now, not the
// board. The squares' places come from the view at each frame (its size may change).

#include "board/core/types.h"
#include "board/view/boardgeometry.h"

#include <QObject>
#include <QRect>
#include <QRegion>
#include <QTimeLine>
#include <functional>

namespace tabiya {

class MoveAnimation : public QObject {
    Q_OBJECT
public:
    // geometry: where the squares are now.
    explicit MoveAnimation(std::function<BoardGeometry()> geometry, QObject* parent = nullptr);

    void start(Piece piece, Square from, Square to);
    // The piece lands at once, without a repaint of its own.
    void stop();
    bool isRunning() const { return m_timeLine.state() == QTimeLine::Running; }
    // Whether a piece is on its way (its landing square then shows nothing of its own).
    bool isMoving() const { return m_to != NoSquare; }
    Square destination() const { return m_to; }
    Piece piece() const { return m_piece; }
    // Where the moving piece's centre is now in g.
    QPointF center(const BoardGeometry& g) const;

signals:
    void repaintNeeded(const QRegion& area);

private:
    QRect pieceRect() const;

    std::function<BoardGeometry()> m_geometry;
    QTimeLine m_timeLine;
    Piece m_piece = NoPiece;
    Square m_from = NoSquare, m_to = NoSquare;
    QRect m_lastRect; // where the last frame drew the moving piece
};

} // namespace tabiya

#pragma once
// MoveAnimation: a move coming in slides its piece from square to square. Says, frame by
// frame, which part of the widget to repaint: where the piece was and where it is now, not
// the board. The squares' places come from the view at each frame (its size may change).
//
// Two clocks can drive it. On its own, a 30 Hz timer (Qt's animation timer, only while it
// runs). In a window that repaints at most once a frame (MainWindow's RepaintPacer), the
// window's frames instead: each frame, once painted, asks for the next at once, and the
// window paints it at its next frame with whatever else changed meanwhile. Two clocks out
// of step cost two wake-ups a frame (the timer's, then the window's a few ms later).

#include "board/core/types.h"
#include "board/view/boardgeometry.h"

#include <QElapsedTimer>
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

    // Whether the window's frames drive the animation (see above); the timer otherwise.
    void setPacedByWindow(bool paced);
    bool isPacedByWindow() const { return m_paced; }

    void start(Piece piece, Square from, Square to);
    // The piece lands at once, without a repaint of its own.
    void stop();
    bool isRunning() const;
    // Whether a piece is on its way (its landing square then shows nothing of its own).
    bool isMoving() const { return m_to != NoSquare; }
    Square destination() const { return m_to; }
    Piece piece() const { return m_piece; }
    // Where the moving piece's centre is now in g.
    QPointF center(const BoardGeometry& g) const;
    // The view painted a frame with the piece on its way: paced, the next is asked for.
    void framePainted();

signals:
    void repaintNeeded(const QRegion& area);

private:
    QRect pieceRect() const;
    void showFrame(qreal progress);
    void land();
    void askNextFrame();

    std::function<BoardGeometry()> m_geometry;
    QTimeLine m_timeLine;
    QElapsedTimer m_clock; // paced: time since the start
    bool m_paced = false;
    bool m_frameAsked = false;
    qreal m_progress = 0; // eased, 0 (from) to 1 (to), of the frame shown
    Piece m_piece = NoPiece;
    Square m_from = NoSquare, m_to = NoSquare;
    QRect m_lastRect; // where the last frame drew the moving piece
};

} // namespace tabiya

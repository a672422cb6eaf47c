#pragma once
// BoardPointer: the mouse on the board. Maps presses, moves and releases to squares and
// hands and tells MoveEntry what they mean (lift, put on, put back); keeps the drag in
// between (pressed, dragging, where the pointer is) for the view to paint. No widget:
// the view passes the geometry of its current size.

#include "board/core/position.h"
#include "board/view/boardgeometry.h"

#include <QPointF>

namespace tabiya {

class MoveEntry;

class BoardPointer {
public:
    explicit BoardPointer(MoveEntry& entry)
        : m_entry(entry) {}

    // A button pressed at pos over a board showing position.
    void press(Qt::MouseButton button, QPointF pos, const BoardGeometry& g,
               const Position& position);
    // The pointer moved to pos; true when a dragged piece moved with it (repaint).
    bool move(QPointF pos, const BoardGeometry& g);
    // A button released at pos; true when the board needs a repaint of its own.
    bool release(Qt::MouseButton button, QPointF pos, const BoardGeometry& g);
    // Forgets the press and the drag (the piece, if held, stays with MoveEntry).
    void reset() { m_drag = {}; }

    bool isDragging() const { return m_drag.dragging; }
    QPointF pointer() const { return m_drag.pointer; }

private:
    struct Drag {
        bool pressed = false;   // the button is down since the piece was taken
        bool dragging = false;  // the piece follows the pointer
        bool reclicked = false; // pressed on the held piece again: a click puts it back
        QPointF pressPos, pointer;
    };

    void startPress(QPointF pos);

    MoveEntry& m_entry;
    Drag m_drag;
};

} // namespace tabiya

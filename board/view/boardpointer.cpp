#include "board/view/boardpointer.h"

#include "board/view/boardpainter.h"
#include "board/view/moveentry.h"

#include <QApplication>

namespace tabiya {

void BoardPointer::startPress(QPointF pos) {
    m_drag = {};
    m_drag.pressed = true;
    m_drag.pressPos = m_drag.pointer = pos;
}

void BoardPointer::press(Qt::MouseButton button, QPointF pos, const BoardGeometry& g,
                         const Position& position) {
    if (button != Qt::LeftButton) {
        // Any other button puts a held piece back.
        m_drag = {};
        if (m_entry.isActive()) m_entry.putBack();
        return;
    }
    const Square sq = g.squareAt(pos);
    if (m_entry.isActive() && sq != NoSquare) {
        if (sq == m_entry.liftedSquare() && m_entry.path().size() <= 1) {
            // The held piece again: a drag may follow; a plain click puts it back.
            startPress(pos);
            m_drag.reclicked = true;
            return;
        }
        const Piece there = position.at(sq);
        if (!m_entry.isDestination(sq) && m_entry.path().size() <= 1 && isPiece(there) &&
            colorOf(there) == m_entry.color()) {
            m_entry.putBack(); // another own piece: take that one instead
            if (m_entry.lift(sq)) startPress(pos);
            return;
        }
        m_drag = {};
        m_entry.putOn(sq);
        return;
    }
    if (m_entry.isActive()) m_entry.putBack();
    Color handColor;
    int handIndex = -1;
    bool lifted = false;
    if (sq != NoSquare)
        lifted = m_entry.lift(sq);
    else if (g.handAt(pos, &handColor, &handIndex))
        lifted =
            m_entry.liftFromHand(handColor, BoardPainter::handKinds(position.variant())[handIndex]);
    if (lifted) startPress(pos);
}

bool BoardPointer::move(QPointF pos, const BoardGeometry& g) {
    if (m_entry.isActive() && m_drag.pressed && !m_drag.dragging &&
        (pos - m_drag.pressPos).manhattanLength() >= QApplication::startDragDistance())
        m_drag.dragging = true;
    if (m_drag.dragging) m_drag.pointer = pos;
    if (m_entry.isActive()) m_entry.hover(g.squareAt(pos));
    return m_drag.dragging;
}

bool BoardPointer::release(Qt::MouseButton button, QPointF pos, const BoardGeometry& g) {
    if (button != Qt::LeftButton || !m_entry.isActive() || !m_drag.pressed) return false;
    const Drag drag = m_drag;
    m_drag = {};
    if (!drag.dragging) {
        if (drag.reclicked && m_entry.path().size() <= 1)
            m_entry.putBack(); // clicked the held piece again: put it back
        return false;
    }
    const Square sq = g.squareAt(pos);
    if (sq == NoSquare || sq == m_entry.liftedSquare()) {
        // Dropped off the board or back home: the piece snaps back, nothing to report.
        // A multi-leg move stays held at its last leg.
        if (m_entry.path().size() > 1) return true;
        m_entry.putBack();
        return false;
    }
    m_entry.putOn(sq);
    return false;
}

} // namespace tabiya

#include "board/view/moveanimation.h"

#include <QEasingCurve>

namespace tabiya {

namespace {

constexpr int AnimationMs = 180;
constexpr int AnimationFrameMs = 33;

} // namespace

MoveAnimation::MoveAnimation(std::function<BoardGeometry()> geometry, QObject* parent)
    : QObject(parent)
    , m_geometry(std::move(geometry)) {
    // 30 frames a second: smooth to the eye over 180 ms, and half the repaints of Qt's
    // 60 Hz animation timer (each frame is a window update while engines play fast).
    m_timeLine.setDuration(AnimationMs);
    m_timeLine.setUpdateInterval(AnimationFrameMs);
    m_timeLine.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_timeLine, &QTimeLine::valueChanged, this, [this] {
        const QRect now = pieceRect();
        emit repaintNeeded(QRegion(m_lastRect) + now);
        m_lastRect = now;
    });
    connect(&m_timeLine, &QTimeLine::finished, this, [this] {
        const QRegion area = QRegion(m_lastRect) + m_geometry().paintRect(m_to);
        m_to = m_from = NoSquare;
        m_lastRect = {};
        emit repaintNeeded(area);
    });
}

void MoveAnimation::start(Piece piece, Square from, Square to) {
    m_from = from;
    m_to = to;
    m_piece = piece;
    m_timeLine.start();
    m_lastRect = pieceRect();
}

void MoveAnimation::stop() {
    m_timeLine.stop();
    m_to = m_from = NoSquare;
    m_lastRect = {};
}

QPointF MoveAnimation::center(const BoardGeometry& g) const {
    const QPointF a = g.squareCenter(m_from), b = g.squareCenter(m_to);
    return a + (b - a) * m_timeLine.currentValue();
}

QRect MoveAnimation::pieceRect() const {
    if (m_to == NoSquare) return {};
    const BoardGeometry g = m_geometry();
    const qreal half = g.squareSize() / 2 + 2;
    const QPointF c = center(g);
    return QRectF(c - QPointF(half, half), c + QPointF(half, half)).toAlignedRect();
}

} // namespace tabiya

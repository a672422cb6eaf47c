#include "board/view/moveanimation.h"

#include <QEasingCurve>
#include <QLineF>
#include <QMetaObject>

namespace tabiya {

namespace {

constexpr int AnimationMs = 180;
constexpr int AnimationFrameMs = 40;

} // namespace

MoveAnimation::MoveAnimation(std::function<BoardGeometry()> geometry, QObject* parent)
    : QObject(parent)
    , m_geometry(std::move(geometry)) {
    // 25 frames a second (film's rate): smooth to the eye over 180 ms, four frames a move
    // rather than Qt's 60 Hz animation timer's eleven; each frame is a window repaint, which
    // while engines play fast is most of the window's CPU (bench-window).
    m_timeLine.setDuration(AnimationMs);
    m_timeLine.setUpdateInterval(AnimationFrameMs);
    m_timeLine.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_timeLine, &QTimeLine::valueChanged, this, &MoveAnimation::showFrame);
    connect(&m_timeLine, &QTimeLine::finished, this, &MoveAnimation::land);
}

void MoveAnimation::setPacedByWindow(bool paced) {
    if (paced == m_paced) return;
    stop();
    m_paced = paced;
}

void MoveAnimation::start(Piece piece, Square from, Square to) {
    m_from = from;
    m_to = to;
    m_piece = piece;
    m_progress = 0;
    m_frameAsked = false;
    if (m_paced)
        m_clock.start(); // the first frame is the move's own repaint
    else
        m_timeLine.start();
    m_lastRect = pieceRect();
}

void MoveAnimation::stop() {
    m_timeLine.stop();
    m_to = m_from = NoSquare;
    m_lastRect = {};
}

bool MoveAnimation::isRunning() const {
    return m_paced ? isMoving() : m_timeLine.state() == QTimeLine::Running;
}

void MoveAnimation::framePainted() {
    if (!m_paced || !isMoving() || m_frameAsked) return;
    // Asked for after the paint, not in it: the window then paints it at its next frame.
    m_frameAsked = true;
    QMetaObject::invokeMethod(this, &MoveAnimation::askNextFrame, Qt::QueuedConnection);
}

void MoveAnimation::askNextFrame() {
    m_frameAsked = false;
    if (!isMoving()) return;
    // Where the piece is when the window paints it: a frame from now.
    const qint64 shownAt = m_clock.elapsed() + AnimationFrameMs;
    showFrame(
        shownAt >= AnimationMs
            ? 1.0
            : QEasingCurve(QEasingCurve::OutCubic).valueForProgress(qreal(shownAt) / AnimationMs));
}

void MoveAnimation::showFrame(qreal progress) {
    // The easing's last frames move the piece by a fraction of a pixel: it lands at once
    // (a frame less of the window's, and the same picture).
    const BoardGeometry g = m_geometry();
    const qreal left =
        QLineF(g.squareCenter(m_from), g.squareCenter(m_to)).length() * (1 - progress);
    if (left < 0.5) {
        m_timeLine.stop();
        land();
        return;
    }
    m_progress = progress;
    const QRect now = pieceRect();
    emit repaintNeeded(QRegion(m_lastRect) + now);
    m_lastRect = now;
}

void MoveAnimation::land() {
    if (!isMoving()) return;
    const QRegion area = QRegion(m_lastRect) + m_geometry().paintRect(m_to);
    m_to = m_from = NoSquare;
    m_lastRect = {};
    emit repaintNeeded(area);
}

QPointF MoveAnimation::center(const BoardGeometry& g) const {
    const QPointF a = g.squareCenter(m_from), b = g.squareCenter(m_to);
    return a + (b - a) * m_progress;
}

QRect MoveAnimation::pieceRect() const {
    if (m_to == NoSquare) return {};
    const BoardGeometry g = m_geometry();
    const qreal half = g.squareSize() / 2 + 2;
    const QPointF c = center(g);
    return QRectF(c - QPointF(half, half), c + QPointF(half, half)).toAlignedRect();
}

} // namespace tabiya

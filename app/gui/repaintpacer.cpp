#include "app/gui/repaintpacer.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace tabiya {

RepaintPacer::RepaintPacer(QWidget* window, int frameMs)
    : QObject(window)
    , m_window(window)
    , m_frameMs(frameMs) {
    m_frameEnd.setSingleShot(true);
    m_frameEnd.setTimerType(Qt::PreciseTimer);
    connect(&m_frameEnd, &QTimer::timeout, this, &RepaintPacer::repaintNow);
    window->installEventFilter(this);
}

bool RepaintPacer::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_window || event->type() != QEvent::UpdateRequest || m_repainting) return false;
    const qint64 since = m_sinceRepaint.isValid() ? m_sinceRepaint.elapsed() : m_frameMs;
    if (since >= m_frameMs) {
        m_frameEnd.stop();
        m_sinceRepaint.start();
        return false; // repainted now
    }
    // Qt asks once until it has repainted: the changes made until the frame's end wait
    // for this one request.
    if (!m_frameEnd.isActive()) m_frameEnd.start(int(m_frameMs - since));
    return true;
}

void RepaintPacer::repaintNow() {
    m_repainting = true;
    m_sinceRepaint.start();
    QEvent request(QEvent::UpdateRequest);
    QCoreApplication::sendEvent(m_window, &request);
    m_repainting = false;
}

} // namespace tabiya

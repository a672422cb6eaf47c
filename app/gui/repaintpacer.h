#pragma once
// RepaintPacer: a window repainted at most once a frame. Qt repaints a window at the first
// turn of its event loop after something in it changed; while engines play, the changes
// come one by one (an animation frame, a clock tick, an engine's line, a move in the
// list), and each was a repaint of its own with its own copy to the X server: about 12 a
// half-move (bench-window). A repaint asked for within a frame of the last one waits for
// the frame's end, and everything changed meanwhile is painted with it.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

class QWidget;

namespace tabiya {

class RepaintPacer : public QObject {
    Q_OBJECT
public:
    // Paces `window` (a top-level widget), whose child this becomes.
    explicit RepaintPacer(QWidget* window, int frameMs = 40); // the move animation's frame

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void repaintNow();

    QWidget* m_window;
    const int m_frameMs;
    QElapsedTimer m_sinceRepaint;
    QTimer m_frameEnd;
    bool m_repainting = false;
};

} // namespace tabiya

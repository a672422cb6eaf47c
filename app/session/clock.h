#pragma once
// Clock: one player's chess clock. It runs the time controls XBoard knows (a number of
// moves in a base time, repeated; a base time plus a per-move increment; sudden death;
// a fixed time per move) from the same TimeControl the engines are told. The arithmetic
// (applyMove) is separate from the running (start/stop with QElapsedTimer), so it can be
// tested without waiting. Timers fire only when something is due: the flag falling or the
// shown time changing.

#include "protocol/timecontrol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace tabiya {

class Clock : public QObject {
    Q_OBJECT
public:
    explicit Clock(QObject* parent = nullptr);

    void setTimeControl(const TimeControl& tc);
    const TimeControl& timeControl() const { return m_tc; }
    // Back to the start of a game: the base time, no moves made, stopped.
    void reset();

    // Time left now, never negative (running clocks included).
    qint64 remainingMs() const;
    // Time left at the start of the current move (what the engine is told).
    qint64 remainingAtMoveStartMs() const { return m_remaining; }
    int movesMade() const { return m_moves; }
    // Moves to go before the next time control, or 0 with no session (sudden death,
    // incremental, fixed per move).
    int movesToGo() const;
    bool isRunning() const { return m_running; }
    bool isPaused() const { return m_paused; }
    bool hasFlagged() const { return m_flagged; }
    bool isInfinite() const { return m_tc.infinite; }

    // The player starts thinking.
    void start();
    // The player has moved: the elapsed time is charged and the time control applied.
    // Returns the time the move took.
    qint64 stop();
    // A move made while the clock did not run (a person's first move, played before the
    // game was under way): it counts for the time control, increment included, and took
    // no time.
    void countMove();
    // Stop without completing a move (game over, takeback).
    void halt();
    void pause();
    void resume();
    // Undo bookkeeping after a takeback: set the time and move count directly.
    void setState(qint64 remainingMs, int movesMade);

    // The pure arithmetic of one completed move that took elapsedMs: charge it, then add
    // the increment, and a new session's base time when a session of moves is complete.
    // Returns false when the flag fell during the move (the time is then 0).
    bool applyMove(qint64 elapsedMs);

    // How a clock shows a time: "1:05:03", "4:59", "9.9" (tenths under 10 s, as XBoard), "0.0".
    static QString format(qint64 ms);

signals:
    void flagFell();
    // The shown text may have changed (a second, or a tenth under 10 s, went by).
    void tick();

private:
    void schedule();
    qint64 elapsedNow() const;

    TimeControl m_tc;
    qint64 m_remaining = 0; // at the start of the current move
    int m_moves = 0;
    bool m_running = false;
    bool m_paused = false;
    bool m_flagged = false;
    qint64 m_elapsedBeforePause = 0;
    QElapsedTimer m_since;
    QTimer m_flagTimer;
    QTimer m_tickTimer;
};

} // namespace tabiya

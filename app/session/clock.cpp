#include "app/session/clock.h"

#include <algorithm>

namespace tabiya {

namespace {
// Fixed time per move: engines routinely overrun "st" by a little, so the flag only falls
// once the move took this much longer than allowed.
constexpr qint64 FixedMoveGraceMs = 1000;
// Tenths are shown from 9.9 s down, as XBoard shows them; above, whole seconds.
constexpr qint64 TenthsBelowMs = 10000;
} // namespace

Clock::Clock(QObject* parent)
    : QObject(parent) {
    m_flagTimer.setSingleShot(true);
    m_flagTimer.setTimerType(Qt::PreciseTimer);
    m_tickTimer.setSingleShot(true);
    m_tickTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_flagTimer, &QTimer::timeout, this, [this] {
        if (!m_running || m_paused) return;
        if (remainingMs() > 0) { // woke up a little early: wait for the rest
            schedule();
            return;
        }
        m_flagged = true;
        m_remaining = 0;
        halt();
        emit tick();
        emit flagFell();
    });
    connect(&m_tickTimer, &QTimer::timeout, this, [this] {
        emit tick();
        schedule();
    });
    reset();
}

void Clock::setTimeControl(const TimeControl& tc) {
    m_tc = tc;
    reset();
}

void Clock::reset() {
    halt();
    m_flagged = false;
    m_paused = false;
    m_moves = 0;
    m_remaining = m_tc.isFixedPerMove() ? m_tc.fixedMoveMs : m_tc.baseMs;
    emit tick();
}

int Clock::movesToGo() const {
    if (m_tc.isFixedPerMove() || m_tc.movesPerSession <= 0) return 0;
    return m_tc.movesPerSession - m_moves % m_tc.movesPerSession;
}

qint64 Clock::elapsedNow() const {
    if (!m_running) return 0;
    return m_elapsedBeforePause + (m_paused ? 0 : m_since.elapsed());
}

qint64 Clock::remainingMs() const {
    if (m_tc.infinite) return m_remaining;
    qint64 left = m_remaining - elapsedNow();
    return std::max<qint64>(0, left);
}

void Clock::start() {
    if (m_flagged) return;
    if (m_tc.isFixedPerMove()) m_remaining = m_tc.fixedMoveMs;
    m_running = true;
    m_elapsedBeforePause = 0;
    m_since.start();
    schedule();
    emit tick();
}

qint64 Clock::stop() {
    if (!m_running) return 0;
    const qint64 elapsed = elapsedNow();
    halt();
    if (!m_tc.infinite)
        applyMove(elapsed);
    else
        ++m_moves;
    emit tick();
    return elapsed;
}

void Clock::countMove() {
    if (m_running) return;
    applyMove(0);
    emit tick();
}

void Clock::halt() {
    m_running = false;
    m_paused = false;
    m_elapsedBeforePause = 0;
    m_flagTimer.stop();
    m_tickTimer.stop();
}

void Clock::pause() {
    if (!m_running || m_paused) return;
    m_elapsedBeforePause += m_since.elapsed();
    m_paused = true;
    m_flagTimer.stop();
    m_tickTimer.stop();
}

void Clock::resume() {
    if (!m_running || !m_paused) return;
    m_paused = false;
    m_since.start();
    schedule();
}

void Clock::setState(qint64 remainingMs, int movesMade) {
    halt();
    m_flagged = false;
    m_remaining = std::max<qint64>(0, remainingMs);
    m_moves = std::max(0, movesMade);
    emit tick();
}

bool Clock::applyMove(qint64 elapsedMs) {
    elapsedMs = std::max<qint64>(0, elapsedMs);
    ++m_moves;
    if (m_tc.infinite) return true;
    if (m_tc.isFixedPerMove()) {
        m_remaining = m_tc.fixedMoveMs; // every move starts afresh
        return elapsedMs <= m_tc.fixedMoveMs + FixedMoveGraceMs;
    }
    if (elapsedMs > m_remaining) {
        m_remaining = 0;
        m_flagged = true;
        return false;
    }
    m_remaining -= elapsedMs;
    m_remaining += m_tc.incrementMs;
    if (m_tc.movesPerSession > 0 && m_moves % m_tc.movesPerSession == 0) m_remaining += m_tc.baseMs;
    return true;
}

void Clock::schedule() {
    m_flagTimer.stop();
    m_tickTimer.stop();
    if (!m_running || m_paused || m_tc.infinite) return;
    const qint64 elapsed = elapsedNow();
    const qint64 deadline =
        m_tc.isFixedPerMove() ? m_tc.fixedMoveMs + FixedMoveGraceMs : m_remaining;
    const qint64 left = std::max<qint64>(0, deadline - elapsed);
    m_flagTimer.start(int(std::min<qint64>(left, 24LL * 3600 * 1000)));
    // The next moment the shown text changes: a tenth below 10 s, else a whole second.
    const qint64 shown = std::max<qint64>(0, m_remaining - elapsed);
    const qint64 unit = shown <= TenthsBelowMs ? 100 : 1000;
    qint64 toNext = shown % unit;
    if (toNext == 0) toNext = unit;
    if (shown > TenthsBelowMs && shown - toNext < TenthsBelowMs) toNext = shown - TenthsBelowMs;
    if (toNext > 0 && toNext < left) m_tickTimer.start(int(toNext));
}

QString Clock::format(qint64 ms) {
    ms = std::max<qint64>(0, ms);
    if (ms < TenthsBelowMs) {
        // Tenths are rounded down so "0.0" means the time is really gone.
        const qint64 tenths = ms / 100;
        return QStringLiteral("%1.%2").arg(tenths / 10).arg(tenths % 10);
    }
    // Whole seconds rounded up, as clocks do: 4:59.3 still shows 5:00.
    const qint64 s = (ms + 999) / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace tabiya

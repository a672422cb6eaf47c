#pragma once
// SessionClocks: the two clocks of a Session's game and the time control of each side (one
// for both, or one each: time odds). It sets the clocks for a new game, continues them from
// the times a loaded game recorded, winds them back after a takeback, starts a side's clock
// when its turn has reached the engine, and writes the PGN's TimeControl tags. Session
// decides when; this class knows how.

#include "app/session/clock.h"
#include "board/core/move.h"
#include "protocol/timecontrol.h"

#include <QObject>
#include <array>
#include <functional>

namespace tabiya {

class Game;
class Player;

class SessionClocks : public QObject {
    Q_OBJECT
public:
    explicit SessionClocks(QObject* parent = nullptr);

    void setTimeControl(const TimeControl& tc) { m_tc = {tc, tc}; }
    void setTimeControl(Color side, const TimeControl& tc) { m_tc[side] = tc; }
    const TimeControl& timeControl(Color side) const { return m_tc[side]; }
    Clock* clock(Color side) const { return m_clocks[side]; }
    qint64 remainingMs(Color side) const { return m_clocks[side]->remainingMs(); }

    // Each clock set to its side's time control: a new game, not yet running.
    void reset();
    // The clocks of a loaded game go on from the last times its moves recorded.
    void continueFrom(const Game& game);
    // After a takeback: what each clock showed after the last remaining move of its side.
    void rewindTo(const Game& game);
    // Starts `side`'s clock now, or, for a paced engine (GNU Chess gets its lines one at a
    // time), once `player` has its turn, if `stillItsTurn` then.
    void startTurn(Color side, Player* player, const std::function<bool()>& stillItsTurn);
    void halt();
    void pause();
    void resume();
    // The PGN TimeControl tag of each side's control ("40/300", "300+2.5", "1/10", "-"):
    // TimeControl, and WhiteTimeControl and BlackTimeControl when the sides differ.
    void tag(Game& game) const;

signals:
    void flagFell(tabiya::Color side);

private:
    std::array<Clock*, 2> m_clocks{};
    std::array<TimeControl, 2> m_tc;
    QMetaObject::Connection m_delivery; // the clock of a turn still being delivered
};

} // namespace tabiya

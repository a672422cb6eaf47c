#pragma once
// ClockBar: the row above the board with both clocks, each with its side's name and the
// player's (the game's White/Black tag, else the player's name with an engine's level),
// the side to move's lit while a game is played. A click on a clock is clicked(side),
// the Action menu's clock click.

#include "board/core/types.h"

#include <QWidget>
#include <array>

namespace tabiya {

class ClockWidget;
class Session;

class ClockBar : public QWidget {
    Q_OBJECT
public:
    explicit ClockBar(Session* session, QWidget* parent = nullptr);

    ClockWidget* clock(Color side) const { return m_clocks[side]; }
    // The names and which clock is lit, as the session's game and players are now.
    void refresh();
    // The name shown for a side: the game's White/Black tag, else the player's.
    QString playerName(Color side) const;

signals:
    void clicked(tabiya::Color side);

private:
    Session* m_session;
    std::array<ClockWidget*, 2> m_clocks{};
};

} // namespace tabiya

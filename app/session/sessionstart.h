#pragma once
// SessionStart: the way of a Session's game from newGame to play. It prepares the players
// (engines started), waits until each is ready and plays the variant, has an engine-defined
// variant described and built (SessionVariant), then says begin() (or failed()). As the
// game begins it writes the PGN tags (the extra ones a match or the window set, each
// side's player with its level, the time controls) and tells each player its PlayerGame
// (variant, start, moves so far, side, clock, opponent).

#include "app/session/enginelevel.h"
#include "board/core/move.h"

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <array>
#include <functional>

namespace tabiya {

class Game;
class Player;
class SessionClocks;
class SessionSeats;
class SessionVariant;

class SessionStart : public QObject {
    Q_OBJECT
public:
    // The parts of the Session whose game `game` starts (all outlive this object).
    SessionStart(Game* game, SessionSeats* seats, SessionVariant* variant, QObject* parent);

    // The player whose description of an engine-defined variant is played (XBoard's first
    // engine); White's player when none is set.
    void setFirstPlayer(Player* player) { m_firstPlayer = player; }
    // Prepares each distinct player once, while `stillStarting` (a player may fail at once).
    void prepare(const std::function<bool()>& stillStarting);
    // A player is ready (the Session is starting).
    void onReady(Color side);
    // The variant described by both players: the game is reset on it.
    void onDescribed();

    // Writes the tags of a game about to begin; returns the level each side plays at.
    // engineNames: the player names these calls wrote for engines, side by side (kept by
    // the caller from one call to the next; a person who takes over such a side is named).
    static std::array<EngineLevel, 2> tag(Game& game, const QMap<QString, QString>& extraTags,
                                          const SessionSeats& seats, const SessionClocks& clocks,
                                          std::array<QString, 2>& engineNames);
    // Tells each distinct player about the game; `plays`: whether a side's player moves
    // (false: it follows, as an engine in Edit Game or Analysis).
    static void tellPlayers(const Game& game, const SessionSeats& seats,
                            const SessionVariant& variant, const SessionClocks& clocks, bool ponder,
                            const std::function<bool(Color)>& plays);

signals:
    void begin();
    void failed(const QString& reason);

private:
    bool playsItsVariant(Color side);
    static EngineLevel levelOf(Color side, const SessionSeats& seats, const SessionClocks& clocks);

    Game* m_game;
    SessionSeats* m_seats;
    SessionVariant* m_variant;
    QPointer<Player> m_firstPlayer;
    std::array<bool, 2> m_ready{};
};

} // namespace tabiya

#pragma once
// GameStarter: the game set up on the board and how it starts. It keeps the settings of the
// game (variant, players, clocks, levels) and starts games from them: New Game's, the
// command line's, a match's, a mode change (the game goes on with other players), Edit
// Game for a position or a game about to be loaded. The players are GamePlayers'; what
// the window shows of a new game (board style, side at the bottom, status) it is told by
// signals.

#include "app/gui/gamesettings.h"
#include "app/session/matchoptions.h"
#include "app/session/session.h"

#include <QObject>

namespace tabiya {

class Game;
class GamePlayers;

class GameStarter : public QObject {
    Q_OBJECT
public:
    GameStarter(Session* session, GamePlayers* players, QObject* parent);

    const GameSettings& settings() const { return m_settings; }
    // Settings kept without starting a game (a match starts its own).
    void setSettings(const GameSettings& settings) { m_settings = settings; }
    // A game with these players and clocks, from the start position or from an opening.
    void startGame(const GameSettings& settings, const Game* opening = nullptr);
    // The game goes on from where it stands with the mode's players (fallback: the engine
    // for a side when the settings name none).
    void setMode(Session::Mode mode, const EngineConfig& fallback);
    // No game running, a person on each side (Edit Game) in variant.
    void beginEditGame(const QString& variant);
    // A game from a position with a person on each side.
    void startFromPosition(const QString& variant, const QString& fen);
    // The time control of New Game: the one last chosen there (QSettings), the default
    // game's too. Saved is the dialog's, not one from the command line.
    void loadTimeControl();
    void saveTimeControl() const;
    void setDialogTimeControl(const TimeControl& tc) { m_dialogTimeControl = tc; }
    // The engines quit, people take both sides.
    void releaseEngines();
    // The settings the command line gives (engines prepared by the caller): a person as
    // White against `first`, or `first` against `second` (-mg, a second engine named).
    static GameSettings fromCommandLine(GameSettings base, const MatchOptions& options,
                                        const EngineConfig& first, const EngineConfig& second);

signals:
    // The board is to show the new game's variant (piece set, size).
    void styleDue();
    // A new game: the board shows it from Black's side when flipped is true.
    void orientationDue(bool flipped);
    void statusMessage(const QString& text);
    // The game on the board changed: the window shows it again.
    void gameChanged();

private:
    Session* m_session;
    GamePlayers* m_players;
    GameSettings m_settings;
    TimeControl m_dialogTimeControl;
};

} // namespace tabiya

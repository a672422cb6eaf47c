#pragma once
// GamePlayers: who plays the game on the board. A person (HumanPlayer) for each side and
// the engine processes (EnginePlayer), kept running between games when the same engine
// (program, arguments and options) plays again, in either colour; one program on both
// sides runs as two processes. It seats them on the Session with the clocks and the levels
// the settings give (level::apply), and lets them go when a match is aborted or the window
// closes.

#include "app/gui/gamesettings.h"
#include "app/session/session.h"

#include <QObject>
#include <QPointer>
#include <array>

namespace tabiya {

class EngineConnection;
class EnginePlayer;
class HumanPlayer;
class Player;

class GamePlayers : public QObject {
    Q_OBJECT
public:
    GamePlayers(Session* session, QObject* parent);

    // Seats the players of settings (a person where it names no engine) on the session in
    // this mode, with their clocks. dropUnused: engines the settings no longer name quit.
    std::array<Player*, 2> seat(const GameSettings& settings, Session::Mode mode, bool dropUnused);
    // A person on each side (Edit Game).
    void seatPeople();
    // The engines quit and people take both sides.
    void release();
    // Each game's engines write their transcripts to the debug log file (-debug, from the
    // moment their processes start).
    void logTranscripts(const QString& file);
    // The engines quit (the window closes).
    void shutdown();
    // The engines of the game, the first one's first (either colour); none twice.
    QList<EnginePlayer*> engines() const;
    EnginePlayer* engine(int side) const;
    // An engine of `list` not heard from yet (-fcp, not in the engine list) that runs here
    // has said what it plays: New Game then offers only those variants, not every one.
    void addAnnouncedVariants(QList<EngineConfig>& list) const;
    // The settings for a mode change (Machine White/Black, Two Machines, Edit Game): the
    // engines of settings (or `fallback`) move to the sides the mode gives them, with
    // their levels.
    static GameSettings forMode(GameSettings settings, Session::Mode mode,
                                const EngineConfig& fallback);

private:
    Player* makePlayer(int side, const std::optional<EngineConfig>& engine);

    Session* m_session;
    std::array<HumanPlayer*, 2> m_humans{};
    std::array<QPointer<EnginePlayer>, 2> m_engines;
};

} // namespace tabiya

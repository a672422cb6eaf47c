#pragma once
// EnginePlayer: an engine playing one side through the protocol layer's Engine (CECP or
// CXBoard). It starts the process, restarts it for the next game when it crashed or asked
// not to be reused (reuse=0), turns the engine's move text into a legal board/core move
// (anything else forfeits, with the reason), and keeps the evaluation of the search that
// produced each move.
//
// An engine that calls a legal move illegal ("Illegal move: e2e4" for a move we sent, or an
// Error naming it) forfeits the game, in its own words: the move was checked by board/core
// before it was sent, so the claim is false, and the engine's board is no longer the
// game's. XBoard does the same with legality testing on ("any illegal-move claims by an
// engine must be false, and will result in forfeiting the game"). An engine that only
// follows the game (Edit Game, analysis) is not forfeited; its complaint becomes a message.

#include "app/session/player.h"
#include "protocol/engineconfig.h"
#include "protocol/enginetypes.h"

#include <QPointer>

#include <optional>

namespace tabiya {

class EngineConnection;
struct CrashInfo;
struct TranscriptEntry;

class EnginePlayer : public Player {
    Q_OBJECT
public:
    explicit EnginePlayer(const EngineConfig& config, QObject* parent = nullptr);
    ~EnginePlayer() override;

    QString name() const override;
    bool isHuman() const override { return false; }
    EngineLevel level() const override;
    const EngineConfig& config() const { return m_config; }
    // The protocol object, for the engine console and options (may be null before prepare).
    EngineConnection* engine() const;
    bool isRunning() const;

    void prepare() override;
    bool playsVariant(const Variant& variant) const override;
    bool playsVariantNamed(const QString& name) const override;
    // The variants the running engine announced, empty while it has not said yet.
    QStringList announcedVariants() const;
    void describeVariant(const QString& name) override;
    void preludeClicked(const QString& square) override;
    void newGame(const PlayerGame& game) override;
    void startTurn(qint64 ownMs, qint64 opponentMs) override;
    void opponentMoved(const Position& before, Move m, qint64 ownMs, qint64 opponentMs) override;
    void takeBack(int plies, const Position& now) override;
    void endGame(PlayerResult result, const QString& reason) override;
    void moveNow() override;
    void offerDraw() override;
    void requestHint() override;
    void pause() override;
    void resume() override;
    void setPonder(bool on) override;
    bool isDeliveringTurn() const override;

    // Analysis: the engine follows the game in force mode and analyses.
    void startAnalysis();
    void stopAnalysis();
    // Ends the process (quit, then signals); stopped() follows once it is gone.
    void shutdown();

signals:
    void stopped();
    // Every line to and from the engine, timestamped, for -debug and the console.
    void transcriptLine(const QString& line);

private:
    void createEngine();
    // A new process from the configuration; ready() follows once it is.
    void startProcess();
    void onMoveMade(const QString& text);
    void onCrashed(const CrashInfo& info);
    void onTranscript(const TranscriptEntry& entry);
    void onResultClaimed(int result, const QString& reason);
    // The engine refused a move of this game (`move` as it wrote it; `words`, its line).
    void onSetupReceived(const EngineSetup& setup);
    void onMoveRefused(const QString& move, const QString& words);
    void noteMoveSent(const MoveText& move);
    // A reason of this class's (source marked QT_TR_NOOP) in both languages.
    static EndReason said(const char* source);

    EngineConfig m_config;
    QPointer<EngineConnection> m_engine;
    Position m_position;
    Color m_side = White;
    bool m_plays = true;
    bool m_rulesChecked = true;
    bool m_inGame = false;
    bool m_thinking = false; // asked to move and has not yet
    bool m_forced = false;   // put in force mode by a takeback: playOther before it replies
    bool m_needsRestart = false;
    bool m_readyOnce = false;
    bool m_waitingReady = false;
    bool m_readyForGame = false; // ready() given for a game that has not begun yet
    // The description of a variant whose setup was a prelude: the final setup replaces
    // its setup (XBoard keeps the pieces defined with it).
    std::optional<EngineVariantDescription> m_prelude;
    QStringList m_movesSent; // this game's moves as the engine was told them (both forms)
    ThinkingLine m_lastLine;
    bool m_haveLine = false;
};

} // namespace tabiya

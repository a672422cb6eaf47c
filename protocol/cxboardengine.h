#pragma once
// CxboardEngine: the GUI side of the CXBoard protocol behind the Engine interface. Two ways
// to drive an engine, chosen per engine (EngineConfig::cxboardEngineDriven):
// - forced mode (the default), like UCI: the engine stays in force mode; "position ...",
//   "move M" for every move of either side (its own bestmove included, since a bestmove
//   is not made on the engine's board), and "go rtime .. btime .." whenever the side it
//   plays is on move, answered by "bestmove M";
// - engine-driven: "clock GAME MOVE OVERTIME" and "position" at the start, "playcurrent" /
//   "playother", then only the opponent's "move M"; the engine keeps its clock, thinks
//   when its side is on move and answers "move M" itself.
// Analysis is "go infinite" / "stop" in both. Choices where the spec is vague are noted
// in the code and in cxboardcommands.h.

#include "cxboardparser.h"
#include "engine.h"
#include "engineprocess.h"

#include <QElapsedTimer>
#include <QTimer>
#include <functional>

namespace tabiya {

class CxboardEngine : public Engine {
    Q_OBJECT
public:
    // The spec gives no limit for cxboardok; XBoard's 2 s would be too short for engines
    // that load books, so we allow 10 s (times the configured scale) and then go on.
    static constexpr int HandshakeMs = 10000;
    static constexpr int QuitGraceMs = 1000;
    // How long the lines after a "stop" wait for its bestmove before going out anyway.
    static constexpr int StopAnswerMs = 2000;

    explicit CxboardEngine(QObject* parent = nullptr);
    ~CxboardEngine() override;

    State state() const override { return m_state; }
    const EngineCapabilities& capabilities() const override { return m_caps; }
    QList<EngineOption> options() const override { return m_options; }
    QString name() const override;
    QList<TranscriptEntry> transcriptEntries() const override;

    void start(const EngineConfig& config) override;
    void newGame(const GameSetup& setup) override;
    void userMove(const MoveText& move) override;
    void go() override;
    void playOther() override;
    void force() override;
    void moveNow() override;
    void undo() override;
    void remove() override;
    void startAnalysis() override;
    void stopAnalysis() override;
    void excludeMove(const MoveText& move) override;
    void includeMove(const MoveText& move) override;
    void includeAll() override;
    void setRootMoves(const QList<MoveText>& legalMoves) override;
    void setScore(int centipawns, int depth) override;
    void setOption(const QString& name, const QString& value) override;
    void setTime(qint64 ownMs, qint64 opponentMs) override;
    void requestHint() override;
    void setPonder(bool on) override;
    void requestStatus() override;
    void offerDraw() override;
    void sendResult(EngineResult result, const QString& reason) override;
    void pause() override;
    void resume() override;
    void answer(const QString& tag, const QString& text) override;
    void liftPiece(const QString& square) override;
    void putPiece(const QString& square) override;
    void hoverSquare(const QString& square) override;
    void sendRaw(const QString& line) override;
    void quit() override;

private:
    enum class Side { None, Red, Black };

    void setState(State state);
    // Writes a line; after a "stop", later lines wait for its bestmove (see m_heldLines).
    void send(const QString& line);
    void releaseHeldLines();
    void whenReady(std::function<void()> action);
    void onLine(const QString& line);
    void onEngineMove(const cxboard::Message& m);
    void onCxboardOk();
    void becomeReady();
    void onCrashed(const CrashInfo& info);
    void sendGo(const QString& extra = {}, bool ponder = false);
    // Stops a running search; its bestmove (or in the engine-driven mode its move) is then
    // dropped.
    void cancelSearch();
    // Engine-driven mode: the engine leaves play mode. After a search, isready follows and
    // a move the engine printed before reading "force" is dropped (up to the readyok).
    void sendForce(bool wasSearching);
    // The engine starts playing the side to move (forced: go; driven: playcurrent).
    void playCurrent();
    // Sets the engine's Variant option for a game of `variant` (a CECP name).
    void selectVariant(const QString& variant);
    // setoption waits while the engine thinks about its move (the spec sends it only to a
    // waiting engine, and stopping the search would lose the move).
    void sendOptionLine(const QString& line);
    void flushHeldOptions();
    Side sideToMove() const { return m_redToMove ? Side::Red : Side::Black; }
    bool engineOnMove() const { return m_engineSide != Side::None && m_engineSide == sideToMove(); }
    // A new position: the root move list and the exclusions belong to the old one.
    void forgetRootMoves();
    // Restarts "go infinite" with the root moves not excluded (exclusion emulated).
    void restartInfinite();

    EngineProcess* m_process = nullptr;
    EngineConfig m_config;
    State m_state = State::NotStarted;
    EngineCapabilities m_caps;
    QList<EngineOption> m_options;
    QTimer m_handshakeTimer;
    // A stop is answered by a bestmove; a command right behind it may make the engine drop
    // that answer (a new search replaces the stopped one), and the count of bestmoves to
    // discard would then be wrong for good. So lines after a stop wait for the bestmove.
    bool m_awaitingBestmove = false;
    QStringList m_heldLines;
    QTimer m_stopTimer;
    bool m_gotOk = false;
    bool m_checkingProtection = false;
    bool m_ready = false;
    int m_pendingReadyOk = 0; // isready sent, readyok not yet received
    QList<std::function<void()>> m_deferred;

    GameSetup m_setup;
    bool m_redToMove = true;
    int m_plies = 0;                // moves played since the game's position
    bool m_driven = false;          // engine-driven mode (see the class comment)
    Side m_engineSide = Side::None; // the side the engine plays; None: it follows only
    bool m_searching = false;       // a go is out (driven: the engine is on move)
    bool m_pondering = false;       // a "go ponder" is out; the opponent's move makes it real
    int m_discardBestmoves = 0;     // bestmoves of cancelled searches still to come
    int m_discardUntilReadyOk = 0;  // driven: moves before these readyoks are stale
    bool m_analyzing = false;
    bool m_paused = false;
    QStringList m_heldOptions; // setoption lines waiting for the engine's move
    qint64 m_ownTime = -1, m_opponentTime = -1;
    QElapsedTimer m_searchClock; // since the last go: what a bestmove cost the engine's clock
    QString m_lastMoveSent;
    QStringList m_rootMoves; // coordinates, from setRootMoves
    QStringList m_excluded;  // coordinates left out of the analysis
};

} // namespace tabiya

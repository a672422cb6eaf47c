#pragma once
// CxboardEngine: the GUI side of the CXBoard protocol behind the EngineConnection interface, a
// dialect of GoDialectEngine (Side::White is Red). Two ways to drive an engine, chosen per engine
// (EngineConfig::cxboardEngineDriven):
// - forced mode (the default), like UCI: the engine stays in force mode; "position ...",
//   "move M" for every move of either side (its own bestmove included, since a bestmove
//   is not made on the engine's board), and "go rtime .. btime .." whenever the side it
//   plays is on move, answered by "bestmove M";
// - engine-driven: "clock GAME MOVE OVERTIME" and "position" at the start, "playcurrent" /
//   "playother", then only the opponent's "move M"; the engine keeps its clock, thinks
//   when its side is on move and answers "move M" itself.
// setTime's clocks go out with the next go in forced mode; the engine-driven mode keeps its
// own clock from "clock" (CXBoard has no command to correct it during a game).
// Analysis is "go infinite" / "stop" in both. Choices where the spec is vague are noted
// in the code and in cxboardcommands.h.

#include "protocol/cxboardparser.h"
#include "protocol/godialectengine.h"

#include <optional>

namespace tabiya {

class CxboardEngine : public GoDialectEngine {
    Q_OBJECT
public:
    // The spec gives no limit for cxboardok; XBoard's 2 s would be too short for engines
    // that load books, so we allow 10 s (times the configured scale) and then go on.
    static constexpr int HandshakeMs = 10000;
    // How long the lines after a "stop" wait for its bestmove before going out anyway.
    static constexpr int StopAnswerMs = 2000;

    explicit CxboardEngine(QObject* parent = nullptr);
    ~CxboardEngine() override;

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
    void setPonder(bool on) override;
    void requestStatus() override;
    void offerDraw() override;
    void sendResult(EngineResult result, const QString& reason) override;

private:
    // ProtocolEngine's and GoDialectEngine's hooks. CXBoard has no ping, but isready "can be
    // used ... to ping the engine" (GoDialectEngine's ping).
    void resetRun() override;
    void openHandshake() override;
    int handshakeMs() const override { return HandshakeMs; }
    void onHandshakeTimeout() override;
    void readLine(const QString& line) override;
    void writeOption(EngineOption& o, const QString& value) override;
    void onTransportEnding() override;
    // Restarts "go infinite" with the root moves not excluded ("go searchmoves").
    void restartAnalysis() override;
    bool optionsMustWait() const override { return m_cx.searching && !m_run.analyzing; }

    // Writes a line; after a "stop", later lines wait for its bestmove (see CxboardRun::held).
    void send(const QString& line) override;
    void releaseHeldLines();
    // The lines held after a stop, which is then taken as answered.
    QStringList takeHeldLines();
    // A bestmove (forced mode) or a move (engine-driven mode).
    void onEngineMove(const QString& move, bool best);
    void handleOption(const EngineOption& option);
    void onCxboardOk();
    // Ready once cxboardok, every isready answered and no copy protection check pending.
    void readyIfDone();
    void sendGo(const QString& extra = {}, bool ponder = false);
    // Stops a running search; its bestmove (or in the engine-driven mode its move) is then
    // dropped.
    void cancelSearch();
    // Engine-driven mode: the engine leaves play mode. After a search, isready follows and
    // a move the engine printed before reading "force" is dropped (up to the readyok).
    void sendForce(bool wasSearching);
    // Stops a search or the analysis and leaves play mode: the engine plays no side.
    void leavePlay();
    // The engine starts playing the side to move (forced: go; driven: playcurrent).
    void playCurrent();
    // Sets the engine's Variant option for a game of `variant` (a CECP name).
    void selectVariant(const QString& variant);
    // Ponders after its own move in forced mode: "go ponder" on the opponent's time.
    void ponderAfterMove();

    QTimer m_stopTimer;

    // What one run knows beyond ProtocolEngine::Run, reset by one assignment in resetRun().
    struct CxboardRun {
        // A stop is answered by a bestmove; a command right behind it may make the engine
        // drop that answer (a new search replaces the stopped one), and the count of
        // bestmoves to discard would then be wrong for good. So lines after a stop wait
        // for the bestmove: held while the answer is awaited.
        std::optional<QStringList> held;
        bool gotOk = false;
        bool checkingProtection = false;
        int plies = 0;            // moves played since the game's position
        bool driven = false;      // engine-driven mode (see the class comment)
        bool searching = false;   // a go is out (driven: the engine is on move)
        bool pondering = false;   // a "go ponder" is out; the opponent's move makes it real
        int discardBestmoves = 0; // bestmoves of cancelled searches still to come
    };
    CxboardRun m_cx;
};

} // namespace tabiya

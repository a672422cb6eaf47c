#pragma once
// UciEngine: the GUI side of UCI behind the EngineConnection interface, a dialect of
// GoDialectEngine; UcciEngine is its UCCI form (ElephantEye's protocol for xiangqi), which differs
// only in words (ucidialect.h, ucicommands.h). The engine stays in UCI's forced mode: every search
// is "position ... moves ..." then "go", answered by "bestmove".
// - A cancelled search (force, a new game, a move while analysing, an exclusion) is
//   stopped and an isready sent: its info lines are dropped until the readyok, and its
//   bestmove, which UCI promises for every go, whenever it comes.
// - Pondering (GameSetup::ponder, setPonder): after its move, "go ponder" on the position
//   with the reply it expects; the opponent's move is then ponderhit, or stop and a new go.
// - Analysis is "go infinite"; exclusion restarts it with "searchmoves" and the root moves
//   not excluded (UCI, from setRootMoves) or with "banmoves" and the excluded (UCCI).
// - Options: all five UCI types into EngineOption. Hash and Threads (UCCI hashsize,
//   threads) come from EngineConfig::memoryMb / cores; UCI_Variant, UCI_Chess960 and
//   UCI_AnalyseMode follow the game; Ponder follows the ponder setting; MultiPV and the
//   others are set by name (setOption), held while the engine thinks about its move.
// Xiangqi moves are the session's coordinates (files a-i, ranks 0-9) as Pikafish, UCCI
// and CXBoard write them; Fairy-Stockfish's UCI counts ranks from 1 (a1..i10), converted
// both ways here. The FEN is the session's (w/b, rnbakabnr).

#include "protocol/godialectengine.h"
#include "protocol/ucidialect.h"

namespace tabiya {

class UciEngine : public GoDialectEngine {
    Q_OBJECT
public:
    // The spec gives no limit for uciok; engines that load networks or books need a few
    // seconds, so 10 s (times the configured scale), then on with what was received.
    static constexpr int HandshakeMs = 10000;

    explicit UciEngine(QObject* parent = nullptr)
        : UciEngine(uci::Dialect::Uci, parent) {}
    ~UciEngine() override;

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
    // UCCI: probe, answered by pophash (a thinking line); UCI's info lines come unasked.
    void requestStatus() override;
    void offerDraw() override {} // neither dialect lets the GUI offer a draw
    void sendResult(EngineResult result, const QString& reason) override;

protected:
    UciEngine(uci::Dialect dialect, QObject* parent);

private:
    // ProtocolEngine's and GoDialectEngine's hooks.
    void resetRun() override;
    void openHandshake() override;
    int handshakeMs() const override { return HandshakeMs; }
    void onHandshakeTimeout() override;
    void readLine(const QString& line) override;
    void configure() override;
    void writeOption(EngineOption& o, const QString& value) override;
    void onTransportEnding() override;
    void restartAnalysis() override;
    bool optionsMustWait() const override { return m_u.searching && !m_run.analyzing; }

    // uciok: options, resources and isready; ready at its readyok.
    void onOk();
    void readyIfDone();
    void onBestMove(const uci::BestMove& best, bool none);
    // Sets a known option (any case) to value unless it has it already.
    void ensureOption(QStringView name, const QString& value);
    void selectVariant(const QString& variant);
    // position + go for the engine's move (ponder: on the reply it expects).
    void sendGo(bool ponder = false);
    // position + go infinite, with the exclusions.
    void sendAnalysisGo();
    // Stops a running search; its output is dropped (isready) and its bestmove too.
    void cancelSearch();
    // Stops a search or the analysis: the engine plays no side.
    void leavePlay();
    void ponderAfterMove(const QString& ponderMove);
    void moveMadeOnBoard(const QString& move);
    // "position ..." with moves in the engine's coordinates (UciRun::rankShift).
    QString positionLine(const QStringList& moves) const;

    const uci::Dialect m_dialect;

    // What one run knows beyond ProtocolEngine::Run, reset by one assignment in resetRun().
    struct UciRun {
        bool gotOk = false;
        bool searching = false; // a go is out whose bestmove is wanted (or a go ponder)
        bool pondering = false; // a go ponder: ponderMove was played on the engine's board
        QString ponderMove;
        int discardBestmoves = 0; // bestmoves of cancelled searches still to come
        QStringList moves;        // the game's moves from the setup's position
        int rankShift = 0;        // the engine's rank numbers less Tabiya's (uci::shiftRanks)
    };
    UciRun m_u;
};

} // namespace tabiya

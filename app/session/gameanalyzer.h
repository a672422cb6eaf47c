#pragma once
// GameAnalyzer: goes through a game position by position with one engine in analysis mode,
// for a fixed time or to a fixed depth each, and writes what the engine thought into a copy
// of the game: every move gets the evaluation of the position it led to (the mover's point
// of view, as engines report their own moves), and a move that the engine thinks is worse
// than its own choice by a margin gets the engine's line as a variation. Game::toPgnText
// then writes both. The time a move took on the clock, when known, is kept.

#include "app/session/analysiscontroller.h"
#include "app/session/game.h"

#include <QObject>
#include <QTimer>

namespace tabiya {

class GameAnalyzer : public QObject {
    Q_OBJECT
public:
    // A depth without a time still ends a position after this long (mates, fortresses).
    static constexpr qint64 DepthOnlyCapMs = 60000;

    explicit GameAnalyzer(QObject* parent = nullptr);
    ~GameAnalyzer() override;

    // Per position: think this long (ms; 0: no time limit) and/or stop at this depth (0: no
    // depth limit); whichever comes first. Neither: one second.
    void setLimits(qint64 timeMs, int depth);
    qint64 timeLimitMs() const { return m_timeMs; }
    int depthLimit() const { return m_depth; }
    // A move gets the engine's line as a variation when it is at least this much worse
    // (centipawns, mover's view; a change in who mates always counts).
    void setVariationMargin(int centipawns) { m_margin = std::max(0, centipawns); }
    int variationMargin() const { return m_margin; }

    // Starts the engine and goes through the game from its start position to its last.
    // progress() follows per position, then finished() with the annotated game, or failed().
    void start(const EngineConfig& config, const Game& game);
    // Stops; the game annotated so far stays in game(). cancelled() follows.
    void cancel();
    bool isRunning() const { return m_running; }
    // The game with the annotations written so far.
    const Game& game() const { return m_game; }
    // The engine doing the work (its console, options); null when not running.
    AnalysisController* controller() const { return m_controller; }

signals:
    // The position after `ply` plies has been analysed; `total` is the game's last ply.
    void progress(int ply, int total);
    void finished(const tabiya::Game& game);
    void failed(const QString& reason);
    void cancelled();

private:
    void analysePosition();
    void onThinking(const ThinkingLine& line);
    void finishPosition();
    void end();

    AnalysisController* m_controller = nullptr;
    Game m_game;
    qint64 m_timeMs = 1000;
    int m_depth = 0;
    int m_margin = 30;
    bool m_running = false;
    int m_index = 0; // the position being analysed: after m_index plies
    int m_serial = 0;
    ThinkingLine m_best;
    bool m_haveBest = false;
    // The engine's line for the move at m_index - 1, kept until that move's own
    // evaluation (from the next position) says whether it was worse.
    QList<Move> m_pendingLine;
    Evaluation m_pendingEvaluation;
    QTimer m_deadline;
};

} // namespace tabiya

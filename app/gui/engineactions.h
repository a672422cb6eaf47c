#pragma once
// EngineActions: the engines beside the game. The Engine menu (Manage Engines, Engine #1 /
// #2 Settings and Console, Book Moves, the output and graph docks, Stop Analysis, Set
// Score), Analysis Mode following the position the board shows, and Analyze Game (every
// move's evaluation and better line, GameAnalyzer). Engine #1 is the analysing engine or
// the game's first engine, Engine #2 the game's other.

#include "protocol/engineconfig.h"

#include <QObject>
#include <optional>

class QAction;
class QMenu;

namespace tabiya {

class AnalysisController;
class EngineConnection;
class EngineOutputPanel;
class EngineTools;
class Game;
class GameAnalyzer;
class GameNavigator;
class GamePlayers;
class MainWindow;

class EngineActions : public QObject {
    Q_OBJECT
public:
    // It follows the analysis: the consoles and the first view take its engine when ready,
    // its messages and failure go to the status line.
    EngineActions(MainWindow* window, AnalysisController* analysis, EngineTools* tools,
                  GamePlayers* players, GameNavigator* navigator, EngineOutputPanel* outputs);

    // The Engine menu.
    void addMenu(QMenu* engine);
    // Analysis Mode with the first engine (or `engine`), following the position shown.
    void startAnalysis(const std::optional<EngineConfig>& engine = std::nullopt);
    void stopAnalysis();
    // The position shown to the analysing engine.
    void analyseShownPosition();
    void analyzeGame();
    // The consoles and settings follow the engines of the game (or the analysis).
    void followEngines();
    // The window closes: a game analysis stops.
    void shutdown();

signals:
    void statusMessage(const QString& text);
    // Analysis Mode wants a person on each side.
    void editGameWanted();
    // Analyze Game finished: the game with its evaluations and lines in the comments.
    void gameAnalyzed(const Game& annotated);

private:
    EngineConnection* engineInSlot(int slot) const;
    std::optional<EngineConfig> configInSlot(int slot) const;
    void openSettings(int slot);
    void setScore();

    MainWindow* m_window;
    AnalysisController* m_analysis;
    EngineTools* m_tools;
    GamePlayers* m_players;
    GameNavigator* m_navigator;
    EngineOutputPanel* m_outputs;
    GameAnalyzer* m_gameAnalyzer = nullptr;
};

} // namespace tabiya

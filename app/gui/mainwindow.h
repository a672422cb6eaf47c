#pragma once
// MainWindow: Tabiya's window. The board in the middle, both clocks with names above it
// (ClockBar), the move list and the engine output in docks, a status line, and XBoard's
// menus (File, Edit, View, Mode, Action, Engine, Options, Help). It owns the Session that
// plays the game and wires the parts that translate between widgets and the session, each
// a small class with its own actions: GamePlayers (who plays), GameNavigator (the position
// shown), MoveTreeEditor, GameFileActions (File/Edit), GameControls (Action), EngineActions
// (Engine menu, Analysis Mode), EngineOutputPanel, EngineRules (engine-defined variants),
// ViewOptions (View, Options), DockLayout, WindowMatch (-mg, Machine Match) and
// WindowScreenshot (-screenshot).

#include "app/gui/clockbar.h"
#include "app/gui/engineactions.h"
#include "app/gui/engineoutputpanel.h"
#include "app/gui/gamefileactions.h"
#include "app/gui/gamenavigator.h"
#include "app/gui/gamesettings.h"
#include "app/gui/gamestarter.h"
#include "app/gui/matchscorepanel.h"
#include "app/gui/movelistwidget.h"
#include "app/gui/windowmatch.h"
#include "app/session/match.h"
#include "app/session/pgnfilereader.h"
#include "app/session/pgngameloader.h"

#include <QMainWindow>
#include <QPixmap>
#include <array>

class QLabel;
class QMenu;
class QPixmap;

namespace tabiya {

class AnalysisController;
class BoardView;
class ClockWidget;
class DockLayout;
class EngineActions;
class EngineOutputPanel;
class EngineOutputView;
class EngineRules;
class EngineTools;
class EvalGraph;
class GameControls;
class GameFileActions;
class GameListDialog;
class GameNavigator;
class GamePlayers;
class GameStarter;
struct MatchSetup;
class Move;
class MoveTreeEditor;
class Session;
class ViewOptions;
class WindowMatch;
class WindowMenus;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const MatchOptions& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts what the command line asked for, or the default game: a person as White
    // against tabiya-engine at 5 min + 3 s.
    void startFromOptions();
    // Starts a game with these players and clocks, from the start position or, when
    // given, from an opening (its moves already played).
    void startGame(const GameSettings& settings, const Game* opening = nullptr) {
        m_setup->startGame(settings, opening);
    }
    // A game from a position with a person on each side (Edit Game).
    void startFromPosition(const QString& variant, const QString& fen) {
        m_setup->startFromPosition(variant, fen);
    }

    Session* session() const { return m_session; }
    BoardView* boardView() const { return m_board; }
    MoveListWidget* moveList() const { return m_moves; }
    ClockWidget* clockWidget(int side) const { return m_clockBar->clock(Color(side)); }
    QString statusText() const;
    EngineOutputView* engineOutput(int slot) const { return m_outputPanel->view(slot); }
    EvalGraph* evalGraph() const { return m_evalGraph; }
    AnalysisController* analysis() const { return m_analysis; }
    EngineTools* engineTools() const { return m_tools; }
    // The PGN file opened with Load Game, its game list (null until a file is opened) and
    // the game of it on the board (-1: none, or a game that is not the file's).
    PgnFileReader* pgnFile() const { return m_files->pgnFile(); }
    GameListDialog* gameList() const { return m_files->gameList(); }
    int fileGame() const { return m_files->fileGame(); }
    // Lists the games of a PGN file in the background and loads its first (Load Game).
    void openPgnFile(const QString& path) { m_files->openPgnFile(path); }
    // Reading a game (pasted, or one of the file's) in the background.
    bool isLoadingGame() const { return m_files->isLoading(); }
    // Analysis Mode with the first engine (or `engine`), following the position shown.
    void startAnalysis(const std::optional<EngineConfig>& engine = std::nullopt) {
        m_engineActions->startAnalysis(engine);
    }
    void stopAnalysis() { m_engineActions->stopAnalysis(); }
    // Shows the position after `moves` from the shown position on the board, as a
    // variation: the game itself does not change (Escape or any navigation returns).
    void showVariation(const QList<Move>& moves) { m_navigator->showVariation(moves); }
    // The engines the New Game dialog offers: those given on the command line and the
    // known ones found on this system.
    QList<EngineConfig> availableEngines() const;
    // The settings of the game set up (players, clocks, variant).
    const GameSettings& settings() const { return m_setup->settings(); }
    // The Match dock's panel (the score of a Machine Match, shown while one runs).
    MatchScorePanel* matchPanel() const { return m_matchPanel; }
    bool isMatchRunning() const { return m_windowMatch->isRunning(); }
    // Plays a Machine Match as the dialog set it up (Mode > Machine Match answered).
    void startMachineMatch(const MatchSetup& setup) { m_windowMatch->startMachineMatch(setup); }
    // Stops the match: the game on the board is abandoned and saved with its result
    // open (*, Termination "abandoned") after the finished games, the engines quit.
    void abortMatch() { m_windowMatch->abort(); }
    // What Save Board Image writes: the board with its coordinates, nothing around it.
    QPixmap boardImage() const { return m_files->boardImage(); }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createCentralWidgets();
    void createParts();
    void connectParts();
    void connectSession();
    void loadSettings();
    void saveSettings() const;

    void newGameDialog();
    void setMode(int mode);
    // Shows a game GameFileActions has read (in Edit Game).
    void showLoadedGame(const PgnLoadResult& result);
    void onBoardMove(const Move& m);
    void refreshAll();
    void refreshMoves();
    void refreshClocks();
    void refreshOutputs();
    void refreshOutputStyle();
    void applyPieceStyle();
    void setStatus(const QString& text);
    // The game's state in words: its result, or whose move it is.
    void showGameStatus();
    // An engine's hint ("e2e4") in the board's notation ("e4", "C2.5").
    QString hintText(const QString& move) const;
    // A warning box over the window, its text plain (it may carry engine text), not
    // blocking: the window goes on behind it.
    void warn(const QString& title, const QString& text);

    MatchOptions m_options;
    Session* m_session;
    AnalysisController* m_analysis;
    EngineTools* m_tools;
    BoardView* m_board;
    ClockBar* m_clockBar = nullptr;
    MoveListWidget* m_moves;
    EvalGraph* m_evalGraph;
    QLabel* m_status;
    GamePlayers* m_players = nullptr;
    GameStarter* m_setup = nullptr;
    GameNavigator* m_navigator = nullptr;
    MoveTreeEditor* m_treeEditor = nullptr;
    ViewOptions* m_view = nullptr;
    GameControls* m_controls = nullptr;
    GameFileActions* m_files = nullptr;
    EngineOutputPanel* m_outputPanel = nullptr;
    EngineActions* m_engineActions = nullptr;
    EngineRules* m_rules = nullptr;
    MatchScorePanel* m_matchPanel = nullptr;
    DockLayout* m_docks = nullptr;
    WindowMatch* m_windowMatch = nullptr;
    WindowMenus* m_menus = nullptr;
};

} // namespace tabiya

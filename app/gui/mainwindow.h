#pragma once
// MainWindow: Tabiya's window. The board in the middle, both clocks with names above it,
// the move list and the engine output in docks, a status line, and XBoard's menus (File,
// Edit, View, Mode, Action, Engine, Options, Help). It owns the Session that plays the
// game and only translates between widgets and the session. The engine output docks, the
// evaluation graph and Analysis Mode (an AnalysisController following the position shown)
// are wired here; the Engine menu's dialogs and consoles live in EngineTools. With -mg the
// window plays a match, as XBoard does (mainwindowmatch.cpp).

#include "app/gui/gamesettings.h"
#include "app/gui/matchscorepanel.h"
#include "app/gui/movelistwidget.h"
#include "app/session/match.h"
#include "app/session/pgnfilereader.h"
#include "app/session/pgngameloader.h"
#include "board/core/pgn.h"
#include "board/core/pgntree.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>
#include <array>
#include <functional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QPixmap;
class QSplitter;

namespace tabiya {

class AnalysisController;
class BoardView;
class ClockWidget;
class EngineConnection;
struct HighlightBoard;
class EngineOutputView;
class EnginePlayer;
class EngineTools;
class EvalGraph;
class GameListDialog;
class GameAnalyzer;
class HumanPlayer;
struct MatchSetup;
class Session;
struct ThinkingLine;
class Move;
class Player;
class DockLayout;
class EngineOutputPanel;
class WindowMatch;
class GameFileActions;
class GameControls;
class ViewOptions;

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
    void startGame(const GameSettings& settings, const Game* opening = nullptr);
    // A game from a position with a person on each side (Edit Game).
    void startFromPosition(const QString& variant, const QString& fen);

    Session* session() const { return m_session; }
    BoardView* boardView() const { return m_board; }
    MoveListWidget* moveList() const { return m_moves; }
    ClockWidget* clockWidget(int side) const { return m_clockWidgets[side]; }
    QString statusText() const;
    EngineOutputView* engineOutput(int slot) const;
    EvalGraph* evalGraph() const { return m_evalGraph; }
    AnalysisController* analysis() const { return m_analysis; }
    EngineTools* engineTools() const { return m_tools; }
    // The PGN file opened with Load Game, its game list (null until a file is opened) and
    // the game of it on the board (-1: none, or a game that is not the file's).
    PgnFileReader* pgnFile() const;
    GameListDialog* gameList() const;
    int fileGame() const;
    // Lists the games of a PGN file in the background and loads its first (Load Game).
    void openPgnFile(const QString& path);
    // Reading a game (pasted, or one of the file's) in the background.
    bool isLoadingGame() const;
    // Analysis Mode with the first engine (or `engine`), following the position shown.
    void startAnalysis(const std::optional<EngineConfig>& engine = std::nullopt);
    void stopAnalysis();
    // Shows the position after `moves` from the shown position on the board, as a
    // variation: the game itself does not change (Escape or any navigation returns).
    void showVariation(const QList<Move>& moves);
    // The engines the New Game dialog offers: those given on the command line and the
    // known ones found on this system.
    QList<EngineConfig> availableEngines() const;
    const GameSettings& settings() const { return m_settings; }
    // The Match dock's panel (the score of a Machine Match, shown while one runs).
    MatchScorePanel* matchPanel() const { return m_matchPanel; }
    bool isMatchRunning() const;
    // Plays a Machine Match as the dialog set it up (Mode > Machine Match answered).
    void startMachineMatch(const MatchSetup& setup);
    // Stops the match: the game on the board is abandoned and saved with its result
    // open (*, Termination "abandoned") after the finished games, the engines quit.
    void abortMatch();
    // What Save Board Image writes: the board with its coordinates, nothing around it.
    QPixmap boardImage() const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void addHelpActions(QMenu* help);
    void loadSettings();
    void saveSettings() const;

    void newGameDialog();
    void setMode(int mode);
    void showAbout();
    void analyzeGame();

    // No game running, a person on each side (Edit Game) in variant, for a game or position
    // that is about to be loaded.
    void beginEditGame(const QString& variant);
    // Shows a game GameFileActions has read (in Edit Game).
    void showLoadedGame(const PgnLoadResult& result);
    void onBoardMove(const Move& m);
    void refreshAll();
    void refreshMoves();
    void refreshClocks();
    // The name shown for a side: the game's White/Black tag, else the player's.
    QString playerName(Color side) const;
    void refreshBoardInteraction();
    void showPly(int ply);
    // mainwindowtree.cpp: the move tree of the move list. The move shown (empty: the
    // start; a variation's move when one is shown), the moves that lead to it, showing a
    // move anywhere in the tree, and the arrow keys' steps through it.
    PgnPath shownPath() const;
    QList<Move> shownMoves() const;
    void showPath(const PgnPath& path);
    void step(MoveListWidget::Step step);
    // A person on each side (Edit Game): a move on an earlier position adds a variation.
    bool editingGame() const;
    // A move played on the board where it adds to the tree (a variation's position, or an
    // earlier one in Edit Game): the tree grows and the board follows. False elsewhere.
    bool addMoveToTree(const Move& m);
    // Edits the game's tree (the edit returns the move to show, nothing when it did not
    // apply). A new main line continues as Edit Game; otherwise the game goes on.
    bool editTree(const std::function<std::optional<PgnPath>(PgnGame&)>& edit);
    void addTreeActions(QMenu* edit);
    void promoteVariation();
    void deleteVariation();
    void truncateGame();
    void editTags();
    void editComment();
    void setStatus(const QString& text);
    // The game's state in words: its result, or whose move it is.
    void showGameStatus();
    // An engine's hint ("e2e4") in the board's notation ("e4", "C2.5").
    QString hintText(const QString& move) const;
    // A warning box over the window, its text plain (it may carry engine text), not
    // blocking: the window goes on behind it.
    void warn(const QString& title, const QString& text);
    // Engine #1 / #2 as the Engine menu means it: the analysing engine or the first
    // player's engine, and the second player's.
    EngineConnection* engineInSlot(int slot) const;
    std::optional<EngineConfig> configInSlot(int slot) const;
    void followEngines();
    // A game of an engine-defined variant (mainwindowvariant.cpp): its board, and when
    // the engine judges the moves, the lift/put/hover questions and highlight answers.
    void followVariantRules();
    void onEngineHighlight(const HighlightBoard& board);
    void analyseShownPosition();
    void refreshOutputs();
    // A PV move clicked in an engine's view (slot): the line up to it on the board.
    void onPvMoveClicked(int slot, const QList<Move>& moves);
    void refreshOutputStyle();
    void applyPieceStyle();
    Player* makePlayer(int side, const std::optional<EngineConfig>& engine);
    // The levels of settings put into the engines' options and clocks (level::apply).
    static void applyLevels(const GameSettings& settings,
                            std::array<std::optional<EngineConfig>, 2>& engines,
                            std::array<TimeControl, 2>& clocks);
    void takeScreenshotWhenDue();
    // The match's engines quit; people take both sides.
    void releaseEngines();

    MatchOptions m_options;
    WindowMatch* m_windowMatch = nullptr; // -mg and Machine Match on this board
    MatchScorePanel* m_matchPanel = nullptr;
    DockLayout* m_docks = nullptr;
    GameSettings m_settings;
    TimeControl m_dialogTimeControl;
    Session* m_session;
    std::array<HumanPlayer*, 2> m_humans{};
    std::array<QPointer<EnginePlayer>, 2> m_engines;
    AnalysisController* m_analysis;
    GameAnalyzer* m_gameAnalyzer = nullptr;
    EngineTools* m_tools;
    BoardView* m_board;
    std::array<ClockWidget*, 2> m_clockWidgets{};
    MoveListWidget* m_moves;
    EngineOutputPanel* m_outputPanel = nullptr;
    EvalGraph* m_evalGraph;
    GameControls* m_controls = nullptr; // the Action menu
    GameFileActions* m_files = nullptr; // File and Edit: games and positions
    ViewOptions* m_view = nullptr;      // the View menu's looks and the Options menu's toggles
    QList<Move> m_variation;            // shown on the board over the game (empty: none)
    PgnPath m_viewPath;                 // a move of a variation of the tree shown (empty: none)
    // What the move list was built from: the game's revision and the notation.
    // What the move list shows: the game's revision, its moves' revision, the notation.
    struct MovesShown {
        quint64 revision = 0;
        quint64 movesRevision = 0;
        MoveListNotation notation;
    };
    MovesShown m_movesShown;
    // A loaded game's list, built in the loader's thread, for refreshMoves to take while
    // the game's moves are still those it was built from.
    struct PreparedMoves {
        quint64 movesRevision = 0;
        MoveListNotation notation;
        std::shared_ptr<std::vector<MoveListItem>> items;
    };
    PreparedMoves m_preparedMoves;
    QLabel* m_status;
    QLabel* m_rulesNote = nullptr; // "Tabiya does not check the rules of ..."
    QList<QMetaObject::Connection> m_highlightConnections;
    int m_viewPly = -1; // -1: following the game
    QAction* m_flipAction = nullptr;
    bool m_screenshotTaken = false;
};

} // namespace tabiya

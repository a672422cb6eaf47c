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
    EngineOutputView* engineOutput(int slot) const { return m_outputs[slot]; }
    EvalGraph* evalGraph() const { return m_evalGraph; }
    AnalysisController* analysis() const { return m_analysis; }
    EngineTools* engineTools() const { return m_tools; }
    // The PGN file opened with Load Game, its game list (null until a file is opened) and
    // the game of it on the board (-1: none, or a game that is not the file's).
    PgnFileReader* pgnFile() const { return m_pgnFile; }
    GameListDialog* gameList() const { return m_gameList; }
    int fileGame() const { return m_fileGame; }
    // Lists the games of a PGN file in the background and loads its first (Load Game).
    void openPgnFile(const QString& path);
    // Reading a game (pasted, or one of the file's) in the background.
    bool isLoadingGame() const { return m_gameLoader->isLoading(); }
    // Analysis Mode with the first engine (or `engine`), following the position shown.
    void startAnalysis(const std::optional<EngineConfig>& engine = std::nullopt);
    void stopAnalysis();
    // Shows the position after `moves` from the shown position on the board, as a
    // variation: the game itself does not change (Escape or any navigation returns).
    void showVariation(const QList<Move>& moves);
    // The engines the New Game dialog offers: those given on the command line and the
    // known ones found on this system.
    QList<EngineConfig> availableEngines() const;
    // The Match dock's panel (the score of a Machine Match, shown while one runs).
    MatchScorePanel* matchPanel() const { return m_matchPanel; }
    bool isMatchRunning() const { return m_match != nullptr; }
    // Plays a Machine Match as the dialog set it up (Mode > Machine Match answered).
    void startMachineMatch(const MatchSetup& setup);
    // Stops the match: the game on the board is abandoned and saved with its result
    // open (*, Termination "abandoned") after the finished games, the engines quit.
    void abortMatch();
    // What Save Board Image writes: the board with its coordinates, nothing around it.
    QPixmap boardImage() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void createMenus();
    // mainwindowcontrols.cpp: Abort, Call Flag, Adjudicate; the Options toggles; Help.
    void addGameControls(QMenu* action);
    // Janggi's pass for the person to move (Action > Pass, or a click on the opponent's
    // clock as in XBoard); false, and the status line says why, when no pass is legal.
    bool passTurn();
    void addOptionToggles(QMenu* options);
    void addLanguageMenu(QMenu* options);
    ChineseStyle chineseStyle() const;
    void addHelpActions(QMenu* help);
    void createDocks();
    // The docks' sizes after a resize: the board first, squeezed docks back (see .cpp).
    void balanceDocks();
    static constexpr int PreferredSideWidth = 250;    // the move list and the graph
    static constexpr int PreferredOutputHeight = 230; // the engine lines
    void loadSettings();
    void saveSettings() const;

    void newGameDialog();
    void openPgn();
    void savePgn();
    void copyFen();
    void pasteFen();
    // Starts from the position a FEN gives, or says in the status line why it cannot:
    // what is wrong with the position, or `unreadable` when no variant reads it.
    void loadFenText(const QString& text, const QString& unreadable);
    void copyGame();
    void pasteGame();
    void openPosition();
    void savePosition();
    void saveImage();
    void editPosition();
    void setMode(int mode);
    void showAbout();
    void analyzeGame();

    void loadPgnText(const QString& text);
    // mainwindowfiles.cpp: the game file's list and the games loaded from it.
    void connectGameFiles();
    void onFileGamesListed(int first, int count);
    void onFileListed(const QString& error);
    void loadFileGame(int index);
    // Load Next Game (step 1) / Load Previous Game (-1), in the game list's order.
    void loadNeighbourGame(int step);
    void showGameList();
    // Shows a game that has been read (or says why it could not be).
    void onGameLoaded(const PgnLoadResult& result);
    // The status line for the game loaded from text or file.
    void showLoadedStatus();
    // No game running, a person on each side (Edit Game) in variant, for a game or position
    // that is about to be loaded.
    void beginEditGame(const QString& variant);
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
    void onThinking(int side, const ThinkingLine& line);
    // Engine #1 / #2 as the Engine menu means it: the analysing engine or the first
    // player's engine, and the second player's.
    EngineConnection* engineInSlot(int slot) const;
    std::optional<EngineConfig> configInSlot(int slot) const;
    void followEngines();
    // A game of an engine-defined variant (mainwindowvariant.cpp): its board, and when
    // the engine judges the moves, the lift/put/hover questions and highlight answers.
    void followVariantRules();
    // An engine's prelude board (Session::inPrelude): shown, and a piece lifted on it is
    // told to the engine, which answers with the game's start.
    void showPrelude();
    void onEngineHighlight(const HighlightBoard& board);
    void analyseShownPosition();
    void refreshOutputs();
    void connectOutputView(int slot);
    void refreshExcludedMoves();
    void refreshOutputStyle();
    void applyPieceStyle();
    XiangqiNotation xiangqiNotation() const;
    // The move list's notation (xiangqi's WXF or Chinese applies to xiangqi games only).
    MoveListNotation moveListNotation() const { return {xiangqiNotation(), chineseStyle()}; }
    Player* makePlayer(int side, const std::optional<EngineConfig>& engine);
    // The levels of settings put into the engines' options and clocks (level::apply).
    static void applyLevels(const GameSettings& settings,
                            std::array<std::optional<EngineConfig>, 2>& engines,
                            std::array<TimeControl, 2>& clocks);
    void takeScreenshotWhenDue();
    // The match of -mg N games between the command line's engines: the next game, the
    // result of one, and the end (a finished match, or one given up because another game
    // was started, the match game was abandoned or an engine failed to start).
    // Mode > Machine Match: the Machine Match dialog (MatchDialog); its match is played on
    // the window's board with the Match dock showing the score.
    void machineMatch();
    void startMatch(const MatchOptions& options, std::optional<MatchOpenings> openings);
    void startMatchGame();
    void onMatchGameEnded();
    void onMatchGameRecorded();
    void stopMatch();
    QString matchScoreText() const;
    // The Match dock's figures from the running match (state: playing, over, aborted).
    void showMatchProgress(MatchProgress::State state);

    MatchOptions m_options;
    Match* m_match = nullptr;            // the running match (its options: engines, pause, -sgf)
    int m_matchGame = -1;                // the number of the match game on the board
    bool m_matchGameStarting = false;    // startMatchGame has asked the session for a game
    bool m_matchGameOn = false;          // the session's game is the match's
    std::array<QString, 2> m_matchNames; // the first and the second engine's names
    QString m_matchOpening;              // the opening of the match game on the board, in words
    QDockWidget* m_matchDock = nullptr;
    MatchScorePanel* m_matchPanel = nullptr;
    QAction* m_abortMatchAction = nullptr;
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
    std::array<EngineOutputView*, 2> m_outputs{};
    QSplitter* m_outputSplitter = nullptr;
    EvalGraph* m_evalGraph;
    QList<Move> m_variation; // shown on the board over the game (empty: none)
    PgnPath m_viewPath;      // a move of a variation of the tree shown (empty: none)
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
    QActionGroup* m_notationGroup = nullptr;
    QActionGroup* m_themeGroup = nullptr;
    std::array<QActionGroup*, 2> m_pieceGroups{}; // View > Pieces: chess's, xiangqi's sets
    QAction* m_flipAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QString m_chessPieces, m_xiangqiPieces, m_theme;
    bool m_screenshotTaken = false;
    QTimer m_dockBalance;
    PgnFileReader* m_pgnFile = new PgnFileReader(this);
    PgnGameLoader* m_gameLoader = new PgnGameLoader(this);
    GameListDialog* m_gameList = nullptr;
    int m_fileGame = -1;          // the file's game on the board
    int m_loadingFileGame = -1;   // the file's game being read (-1: none, or a pasted one)
    bool m_gameListShown = false; // shown once for this file, as it turned out to hold more
    // What the status line says of the loaded game: its players, how many games the text
    // held (pasted) and where reading stopped.
    QString m_loadedPlayers, m_loadedError;
    int m_loadedGamesInText = 0;
    QAction* m_loadNextAction = nullptr;
    QAction* m_loadPreviousAction = nullptr;
};

} // namespace tabiya

#pragma once
// WindowMatch: a match played on the window's board (-mg N, or Mode > Machine Match), as
// XBoard plays it in its window: games one after another with colours alternating, a pause
// between them (-matchPause), each game appended to the -sgf file (or the dialog's), and
// the score in the status line and in the Match dock. The match itself (colours, clocks,
// openings, saving, score and Elo) is Match's, the same as the headless match's; this
// class sets up each game on the window (MainWindow::startGame) and follows the Session
// to see it end. A game the match did not start ends the match.

#include "app/gui/matchscorepanel.h"
#include "app/session/match.h"

#include <QObject>
#include <array>

class QAction;
class QDockWidget;
class QMenu;

namespace tabiya {

class MainWindow;
struct MatchSetup;
class Session;

class WindowMatch : public QObject {
    Q_OBJECT
public:
    // options: the command line's (the engines' defaults, -matchPause, -sgf ...).
    WindowMatch(MainWindow* window, const MatchOptions& options, QDockWidget* dock,
                MatchScorePanel* panel);

    // Mode: Machine Match... and Abort Match.
    void addActions(QMenu* mode);
    bool isRunning() const { return m_match != nullptr; }
    // The Machine Match dialog (MatchDialog), whose match is played when it is accepted.
    void machineMatch();
    // Plays a Machine Match as the dialog set it up.
    void startMachineMatch(const MatchSetup& setup);
    // A match of these options (-mg, or the dialog's), from these openings.
    void start(const MatchOptions& options, std::optional<MatchOpenings> openings);
    // Stops the match: the game on the board is abandoned and saved with its result open
    // (*, Termination "abandoned") after the finished games; the engines are released.
    void abort();

signals:
    void statusMessage(const QString& text);
    void warning(const QString& title, const QString& text);
    // The match was aborted: its engines are to quit, people take both sides.
    void enginesReleased();

private:
    void startGame();
    void onGameStarted();
    void onGameEnded();
    void onGameRecorded();
    // The end: a finished match, or one given up because another game was started, the
    // match game was abandoned or an engine failed to start.
    void stop();
    QString scoreText() const;
    // The Match dock's figures from the running match.
    void showProgress(MatchProgress::State state);

    MainWindow* m_window;
    Session* m_session;
    MatchOptions m_options;
    QDockWidget* m_dock;
    MatchScorePanel* m_panel;
    QAction* m_abortAction = nullptr;
    Match* m_match = nullptr;       // the running match (its options: engines, pause, -sgf)
    int m_game = -1;                // the number of the match game on the board
    bool m_gameStarting = false;    // startGame has asked the session for a game
    bool m_gameOn = false;          // the session's game is the match's
    std::array<QString, 2> m_names; // the first and the second engine's names
    QString m_opening;              // the opening of the match game on the board, in words
};

} // namespace tabiya

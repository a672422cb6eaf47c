#pragma once
// EngineRules: the board in a game of a variant an engine defines. The board takes the
// game's variant once the engines have described it, and when Tabiya cannot check its rules
// (the engine judges them, as XBoard's -testLegality false) the board lets the person move
// any piece of theirs, asks an engine with highlight=1 where the lifted piece may go and
// shows its answer, and the status bar says so for as long as the game lasts.

#include <QList>
#include <QObject>
#include <functional>

class QLabel;
class QStatusBar;

namespace tabiya {

class BoardView;
class GamePlayers;
struct HighlightBoard;
class Session;

class EngineRules : public QObject {
    Q_OBJECT
public:
    // knownVariant: whether the settings' variant is one the rules know by name.
    EngineRules(Session* session, BoardView* board, GamePlayers* players,
                std::function<bool()> knownVariant, QStatusBar* statusBar);

    // A game started: its rules checked or not, the engine asked about lifted pieces.
    void follow();
    // An engine's prelude board (Session::inPrelude) is shown: no moves are made on it,
    // a piece lifted on it is told to the engine, which answers with the game's start.
    void showPrelude();

signals:
    // The board is to take the game's own variant (pieces, size).
    void variantChanged();

private:
    void onHighlight(const HighlightBoard& board);

    Session* m_session;
    BoardView* m_board;
    GamePlayers* m_players;
    std::function<bool()> m_knownVariant;
    QStatusBar* m_statusBar;
    QLabel* m_note = nullptr; // "Tabiya does not check the rules of ..."
    QList<QMetaObject::Connection> m_connections;
};

} // namespace tabiya

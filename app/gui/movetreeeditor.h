#pragma once
// MoveTreeEditor: the game's move tree edited from the Edit menu and the move list's
// context menu. Moves played on a variation's position (or an earlier one in Edit Game)
// grow the tree; Promote Variation, Delete Variation and Truncate Game; Edit Tags and Edit
// Comment. The tree is the game's PGN (Game::toPgn), edited with pgntree.h's functions and
// taken back with Game::withTree. An edit that changes the main line is handed to the
// window (mainLineReplaced), which goes on with it in Edit Game.

#include "board/core/pgntree.h"

#include <QObject>
#include <functional>
#include <optional>

class QMenu;
class QWidget;

namespace tabiya {

class BoardView;
class Game;
class GameNavigator;
class Move;
class MoveListWidget;
class Session;
class ViewOptions;

class MoveTreeEditor : public QObject {
    Q_OBJECT
public:
    MoveTreeEditor(Session* session, GameNavigator* navigator, BoardView* board,
                   const ViewOptions* view, QWidget* window);

    // Edit: Edit Tags, Edit Comment, Promote / Delete Variation, Truncate Game; the same on
    // the move list's context menu.
    void addActions(QMenu* edit, MoveListWidget* moves);
    // A move played on the board where it adds to the tree (a variation's position, or an
    // earlier one in Edit Game): the tree grows and the board follows. False elsewhere.
    bool addMove(const Move& m);

signals:
    void statusMessage(const QString& text);
    // An edit made a new main line: the game goes on from it by hand.
    void mainLineReplaced(const Game& edited);
    // The game's tags changed (the players' names among them).
    void tagsChanged();

private:
    // Edits the game's tree (the edit returns the move to show, nothing when it did not
    // apply). A new main line continues as Edit Game; otherwise the game goes on.
    bool editTree(const std::function<std::optional<PgnPath>(PgnGame&)>& edit);
    void refreshMoves();
    void promoteVariation();
    void deleteVariation();
    void truncateGame();
    void editTags();
    void editComment();

    Session* m_session;
    GameNavigator* m_navigator;
    BoardView* m_board;
    const ViewOptions* m_view;
    QWidget* m_window;
};

} // namespace tabiya

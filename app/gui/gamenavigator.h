#pragma once
// GameNavigator: which position of the game the board shows, and the move list that goes
// with it. The board follows the game, or shows an earlier position (a ply of the main
// line), a move of one of the tree's variations (a path), or a line over the position
// shown (a PV clicked: a variation that is a look only, left with Escape or any
// navigation). It keeps the board's interaction to match: a person moves on the game's
// position, a move on a variation's position (or an earlier one in Edit Game) adds to the
// tree. The move list is rebuilt only when the game or its notation changed.

#include "app/gui/movelistwidget.h"
#include "app/session/movelistitems.h"
#include "board/core/move.h"
#include "board/core/pgntree.h"

#include <QList>
#include <QObject>
#include <memory>
#include <optional>
#include <vector>

namespace tabiya {

class BoardView;
class EvalGraph;
class HiddenWatch;
class Session;

class GameNavigator : public QObject {
    Q_OBJECT
public:
    GameNavigator(Session* session, BoardView* board, MoveListWidget* moves, EvalGraph* graph,
                  QObject* parent);

    // The move shown (empty: the start; a variation's move when one is shown) and the
    // moves that lead to it.
    PgnPath shownPath() const;
    QList<Move> shownMoves() const;
    // The line shown over the position (a PV clicked; empty: none).
    const QList<Move>& variation() const { return m_variation; }
    // Whether the board shows an earlier position or a line over it (not the game's own).
    bool isLookingBack() const { return m_viewPly >= 0 || !m_variation.isEmpty(); }
    // Whether the board shows a variation of the tree.
    bool inTreeVariation() const { return !m_viewPath.empty(); }
    // An earlier position of the main line (not the game's last).
    bool atEarlierPly(int gamePly) const { return m_viewPly >= 0 && m_viewPly < gamePly; }

    // The game's position again (a move was made or taken back).
    void followGame();
    // The position shown again, out of any variation (the game changed under it).
    void reshow() { showPly(m_viewPly); }
    // The ply of the main line (-1 or past the end: the game's position).
    void showPly(int ply);
    // Any move of the tree (a variation's included).
    void showPath(const PgnPath& path);
    // The arrow keys' steps through the tree.
    void step(MoveListWidget::Step step);
    // Leaves the line shown over the position (Escape).
    void leaveVariation();
    // The position after `moves` from the one shown, as a look only.
    void showVariation(const QList<Move>& moves);
    // An engine's line up to a PV move clicked: from the position shown (a line over it
    // included) when fromShown, else from the game's position.
    void showEngineLine(const QList<Move>& moves, bool fromShown);
    // The main line changed under the move shown: the view moves to path's main-line move
    // (the game's end when it is there) and stays out of variations.
    void showMainLineAt(const PgnPath& path, int gamePly);
    // A person on each side (Edit Game): a move on an earlier position adds a variation.
    bool editingGame() const;
    // Who may move on the board and where: see the class comment.
    void refreshBoardInteraction();

    // The move list for the game (notation: the window's), rebuilt only when needed.
    void refreshMoves(const MoveListNotation& notation);
    // A loaded game's list, built in the loader's thread, for refreshMoves to take while
    // the game's moves are still those it was built from.
    void prepareMoves(quint64 movesRevision, const MoveListNotation& notation,
                      std::shared_ptr<std::vector<MoveListItem>> items);

signals:
    void statusMessage(const QString& text);
    // The position shown changed (Analysis Mode follows it).
    void shownPositionChanged();
    // A line over the position was left: the status line should say the game's state.
    void variationLeft();

private:
    Session* m_session;
    BoardView* m_board;
    MoveListWidget* m_moves;
    EvalGraph* m_graph;
    int m_viewPly = -1;      // -1: following the game
    QList<Move> m_variation; // shown on the board over the game (empty: none)
    PgnPath m_viewPath;      // a move of a variation of the tree shown (empty: none)
    // What the move list shows: the game's revision, its moves' revision, the notation.
    struct MovesShown {
        quint64 revision = 0;
        quint64 movesRevision = 0;
        MoveListNotation notation;
    };
    MovesShown m_movesShown;
    HiddenWatch* m_movesWatch;
    std::optional<MoveListNotation> m_movesSkipped; // a refresh left for when the list shows
    struct PreparedMoves {
        quint64 movesRevision = 0;
        MoveListNotation notation;
        std::shared_ptr<std::vector<MoveListItem>> items;
    };
    PreparedMoves m_preparedMoves;
};

} // namespace tabiya

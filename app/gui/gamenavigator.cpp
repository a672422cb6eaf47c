#include "app/gui/gamenavigator.h"

#include "app/gui/evalgraph.h"
#include "app/gui/hiddenwatch.h"
#include "app/session/player.h"
#include "app/session/session.h"
#include "board/view/boardview.h"

#include <QCoreApplication>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

GameNavigator::GameNavigator(Session* session, BoardView* board, MoveListWidget* moves,
                             EvalGraph* graph, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_board(board)
    , m_moves(moves)
    , m_graph(graph)
    , m_movesWatch(new HiddenWatch(moves)) {
    // A list nobody could see is brought up to date when it shows.
    connect(m_movesWatch, &HiddenWatch::shown, this, [this] {
        if (m_movesSkipped) refreshMoves(*m_movesSkipped);
    });
}

PgnPath GameNavigator::shownPath() const {
    if (!m_viewPath.empty()) return m_viewPath;
    const int ply = m_viewPly < 0 ? m_session->game().ply() : m_viewPly;
    return ply == 0 ? PgnPath{} : PgnPath{ply - 1};
}

QList<Move> GameNavigator::shownMoves() const {
    const Game& g = m_session->game();
    QList<Move> moves;
    if (!m_viewPath.empty()) {
        for (Move m : pgnMovesTo(g.toPgn(), m_viewPath))
            moves.append(m);
        return moves;
    }
    const int ply = m_viewPly < 0 ? g.ply() : m_viewPly;
    for (int i = 0; i < ply; ++i)
        moves.append(g.moves()[i].move);
    return moves;
}

void GameNavigator::followGame() {
    m_viewPly = -1;
    m_variation.clear();
}

void GameNavigator::showPly(int ply) {
    const Game& g = m_session->game();
    // Leaving a variation (Escape, any navigation): the status line said it was one.
    const bool leftVariation = !std::exchange(m_variation, {}).isEmpty();
    m_viewPath.clear();
    if (ply < 0 || ply >= g.ply()) {
        m_viewPly = -1;
        m_board->setPosition(g.position());
    } else {
        m_viewPly = ply;
        m_board->setPosition(g.positionAt(ply));
    }
    m_moves->setCurrentPath(shownPath());
    m_graph->setCurrentPly(m_viewPly < 0 ? g.ply() : m_viewPly);
    refreshBoardInteraction();
    emit shownPositionChanged();
    if (leftVariation) emit variationLeft();
}

void GameNavigator::showPath(const PgnPath& path) {
    if (!pgnInVariation(path)) {
        showPly(path.empty() ? 0 : path[0] + 1);
        return;
    }
    const std::optional<Position> pos = pgnPositionAt(m_session->game().toPgn(), path);
    if (!pos) {
        showPly(-1);
        return;
    }
    m_variation.clear();
    m_viewPath = path;
    m_viewPly = path[0]; // the main line's position the variation branches from
    m_board->setPosition(*pos);
    m_moves->setCurrentPath(path);
    m_graph->setCurrentPly(path[0]);
    refreshBoardInteraction();
    emit shownPositionChanged();
    emit statusMessage(QCoreApplication::translate("tabiya::MainWindow",
                                                   "A variation: %1 to move. A move played "
                                                   "here extends it.")
                           .arg(m_session->game().sideName(pos->sideToMove())));
}

void GameNavigator::step(MoveListWidget::Step step) {
    using Step = MoveListWidget::Step;
    const Game& g = m_session->game();
    const int ply = m_viewPly < 0 ? g.ply() : m_viewPly;
    switch (step) {
    case Step::Start: showPly(0); break;
    case Step::End: showPly(g.ply()); break;
    case Step::Back:
        if (!m_variation.isEmpty() || m_viewPath.empty())
            showPly(ply - 1);
        else
            showPath(pgnPreviousPath(m_viewPath));
        break;
    case Step::Forward:
        if (!m_variation.isEmpty() || m_viewPath.empty())
            showPly(ply + 1);
        else
            showPath(pgnNextPath(g.toPgn(), m_viewPath));
        break;
    }
}

void GameNavigator::leaveVariation() {
    if (!m_variation.isEmpty()) showPath(shownPath());
}

void GameNavigator::showVariation(const QList<Move>& moves) {
    const Game& g = m_session->game();
    Position pos = g.startPosition();
    for (const Move& m : shownMoves())
        pos.makeMove(m);
    for (const Move& m : moves) {
        if (!pos.isLegalMove(m)) return; // a stale line: the shown position moved on
        pos.makeMove(m);
    }
    m_variation = moves;
    m_board->setPosition(pos);
    refreshBoardInteraction(); // a look only: a move here returns to the game
    emit shownPositionChanged();
    emit statusMessage(QCoreApplication::translate(
        "tabiya::MainWindow", "Showing a variation of %n move(s); Escape returns to the game.",
        nullptr, int(moves.size())));
}

void GameNavigator::showEngineLine(const QList<Move>& moves, bool fromShown) {
    if (fromShown) {
        showVariation(m_variation + moves);
        return;
    }
    if (isLookingBack()) showPly(-1);
    showVariation(moves);
}

void GameNavigator::showMainLineAt(const PgnPath& path, int gamePly) {
    m_viewPath.clear();
    m_viewPly = path.empty() ? 0 : path[0] + 1;
    if (m_viewPly >= gamePly) m_viewPly = -1;
}

bool GameNavigator::editingGame() const {
    const Player* white = m_session->player(White);
    const Player* black = m_session->player(Black);
    return white && black && white->isHuman() && black->isHuman();
}

void GameNavigator::refreshBoardInteraction() {
    if (m_session->inPrelude()) {
        // Any piece on a prelude board may be clicked: the engine says what it means.
        m_board->setInteractive(true);
        m_board->setMovableColors(true, true);
        return;
    }
    const bool following = m_variation.isEmpty() && m_viewPath.empty() &&
                           (m_viewPly < 0 || m_viewPly == m_session->game().ply());
    bool movable[2] = {false, false};
    for (int c = 0; c < 2; ++c) {
        Player* p = m_session->player(Color(c));
        movable[c] = p && p->isHuman() && m_session->state() == Session::State::Playing;
    }
    // On an earlier position or a variation a move is taken as a wish to play: the window
    // returns to the game's position and says so, instead of the board ignoring it.
    // A variation's position, or an earlier one in Edit Game: a move there adds to the tree.
    const bool tree =
        m_variation.isEmpty() && (!m_viewPath.empty() || (!following && editingGame()));
    if (tree) {
        m_board->setInteractive(true);
        m_board->setMovableColors(true, true);
        return;
    }
    const bool person = movable[0] || movable[1];
    m_board->setInteractive(person);
    m_board->setMovableColors(following ? movable[0] : person, following ? movable[1] : person);
}

void GameNavigator::prepareMoves(quint64 movesRevision, const MoveListNotation& notation,
                                 std::shared_ptr<std::vector<MoveListItem>> items) {
    m_preparedMoves = {movesRevision, notation, std::move(items)};
}

void GameNavigator::refreshMoves(const MoveListNotation& notation) {
    if (m_movesWatch->isHidden()) {
        // Its dock closed: nothing to build at every move (bench-window, BENCH_HIDE).
        m_movesSkipped = notation;
        return;
    }
    m_movesSkipped.reset();
    const Game& g = m_session->game();
    // The list is rebuilt only when the game or the notation changed (the window refreshes
    // at every change of state; a long game's list costs time linear in it).
    const bool sameNotation = notation == m_movesShown.notation;
    if (sameNotation && g.revision() == m_movesShown.revision) {
        m_moves->setCurrentPath(shownPath());
        return;
    }
    const QString result = g.isOver() ? Game::resultToken(g.result()) : QString();
    if (sameNotation && g.movesRevision() == m_movesShown.movesRevision) {
        // Only the result changed (a game ended, or one is played on).
        m_moves->setResult(result);
    } else if (m_preparedMoves.items && m_preparedMoves.notation == notation &&
               m_preparedMoves.movesRevision == g.movesRevision()) {
        // A loaded game's list, built in the loader's thread.
        m_moves->setItems(std::move(*std::exchange(m_preparedMoves, {}).items));
        m_moves->setResult(result);
    } else {
        // The tree as the PGN says it: comments (with the engines' evaluations), NAGs and
        // variations around the main line's moves; from the first ply that changed when
        // the list shown is this game's a few changes ago (a move played).
        const int from = sameNotation ? g.firstPlyChangedSince(m_movesShown.movesRevision) : 0;
        m_moves->setItems(from > 0 ? moveListItemsFrom(m_moves->items(), g, notation, from)
                                   : moveListItems(g, notation));
    }
    m_movesShown = {g.revision(), g.movesRevision(), notation};
    m_moves->setCurrentPath(shownPath());
}

} // namespace tabiya

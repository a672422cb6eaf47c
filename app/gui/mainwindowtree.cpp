// MainWindow and the game's move tree: moves of variations shown and played on, the move
// list's Promote Variation, Delete Variation and Truncate Game, and Edit Tags and Edit
// Comment. The tree is the game's PGN (Game::toPgn), edited with pgntree.h's functions
// and taken back with Game::withTree.
#include "app/gui/mainwindow.h"

#include "app/gui/editcommentdialog.h"
#include "app/gui/edittagsdialog.h"
#include "app/gui/evalgraph.h"
#include "app/session/player.h"
#include "app/session/session.h"
#include "board/view/boardview.h"

#include <QMenu>

namespace tabiya {

PgnPath MainWindow::shownPath() const {
    if (!m_viewPath.empty()) return m_viewPath;
    const int ply = m_viewPly < 0 ? m_session->game().ply() : m_viewPly;
    return ply == 0 ? PgnPath{} : PgnPath{ply - 1};
}

QList<Move> MainWindow::shownMoves() const {
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

void MainWindow::showPath(const PgnPath& path) {
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
    m_evalGraph->setCurrentPly(path[0]);
    refreshBoardInteraction();
    analyseShownPosition();
    setStatus(tr("A variation: %1 to move. A move played here extends it.")
                  .arg(m_session->game().sideName(pos->sideToMove())));
}

void MainWindow::step(MoveListWidget::Step step) {
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

bool MainWindow::editingGame() const {
    const Player* white = m_session->player(White);
    const Player* black = m_session->player(Black);
    return white && black && white->isHuman() && black->isHuman();
}

bool MainWindow::addMoveToTree(const Move& m) {
    if (!m_variation.isEmpty()) return false;
    const bool earlier = m_viewPly >= 0 && m_viewPly < m_session->game().ply();
    if (m_viewPath.empty() && !(earlier && editingGame())) return false;
    const PgnPath from = shownPath();
    if (editTree([&](PgnGame& tree) { return pgnAddMove(tree, from, m); })) return true;
    m_board->setPosition(m_board->position()); // an illegal move: the board as it was
    return true;
}

bool MainWindow::editTree(const std::function<std::optional<PgnPath>(PgnGame&)>& edit) {
    const Game& game = m_session->game();
    PgnGame tree = game.toPgn();
    const std::optional<PgnPath> path = edit(tree);
    if (!path) return false;
    const Game edited = game.withTree(tree);
    if (!m_session->annotate(edited)) {
        // A new main line: the game goes on from it by hand, at the move shown.
        m_viewPath.clear();
        m_viewPly = path->empty() ? 0 : (*path)[0] + 1;
        if (m_viewPly >= edited.ply()) m_viewPly = -1;
        beginEditGame(m_settings.variant);
        m_session->loadGame(edited);
        setStatus(tr("The game's moves changed: it goes on in Edit Game."));
    }
    refreshMoves();
    showPath(*path);
    return true;
}

void MainWindow::addTreeActions(QMenu* edit) {
    edit->addSeparator();
    // XBoard's names; its keys for them are free here too.
    QAction* tags =
        edit->addAction(tr("Edit &Tags..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), this,
                        &MainWindow::editTags);
    QAction* comment =
        edit->addAction(tr("Edit Co&mment..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K),
                        this, &MainWindow::editComment);
    edit->addSeparator();
    QAction* promote =
        edit->addAction(tr("P&romote Variation"), this, &MainWindow::promoteVariation);
    QAction* remove = edit->addAction(tr("&Delete Variation"), this, &MainWindow::deleteVariation);
    QAction* truncate =
        edit->addAction(tr("Tr&uncate Game From Here"), this, &MainWindow::truncateGame);
    // The same on the move list's context menu, for the move right-clicked.
    m_moves->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* separator = new QAction(m_moves);
    separator->setSeparator(true);
    m_moves->addActions({comment, separator, promote, remove, truncate, tags});
}

void MainWindow::promoteVariation() {
    const PgnPath path = shownPath();
    if (!pgnInVariation(path)) {
        setStatus(tr("The move shown is not in a variation."));
        return;
    }
    editTree([&](PgnGame& tree) { return pgnPromoteVariation(tree, path); });
}

void MainWindow::deleteVariation() {
    const PgnPath path = shownPath();
    if (!pgnInVariation(path)) {
        setStatus(tr("The move shown is not in a variation."));
        return;
    }
    editTree([&](PgnGame& tree) { return pgnDeleteVariation(tree, path); });
}

void MainWindow::truncateGame() {
    const PgnPath path = shownPath();
    if (!editTree([&](PgnGame& tree) {
            return pgnTruncateAfter(tree, path) ? std::optional<PgnPath>(path) : std::nullopt;
        }))
        setStatus(tr("No moves follow the move shown."));
}

void MainWindow::editTags() {
    const Game& g = m_session->game();
    PgnTags tags;
    for (auto it = g.tags().cbegin(); it != g.tags().cend(); ++it)
        tags.append({it.key(), it.value()});
    tags.append({QStringLiteral("Result"), Game::resultToken(g.result())});
    EditTagsDialog dialog(tags, this);
    if (dialog.exec() != QDialog::Accepted) return;
    Game edited = m_session->game();
    const PgnTags now = dialog.tags();
    for (const auto& [name, value] : std::as_const(tags)) {
        const bool kept =
            std::any_of(now.begin(), now.end(), [&](const auto& tag) { return tag.first == name; });
        if (!kept) edited.removeTag(name);
    }
    for (const auto& [name, value] : now)
        edited.setTag(name, value);
    m_session->annotate(edited);
    refreshClocks(); // the players' names
}

void MainWindow::editComment() {
    const Game& g = m_session->game();
    const PgnPath path = shownPath();
    const PgnGame tree = g.toPgn();
    QString about = tr("the game");
    QString current = g.comment();
    if (!path.empty()) {
        const PgnMove* pm = pgnMoveAt(tree, path);
        if (!pm) return;
        // Its words as the move list shows them, number and move: "12... Nc6".
        const std::optional<Position> after = pgnPositionAt(tree, path);
        Position before = *after;
        before.unmakeMove();
        about = QStringLiteral("%1%2 %3")
                    .arg(before.fullmoveNumber())
                    .arg(before.sideToMove() == White ? QStringLiteral(".") : QStringLiteral("..."))
                    .arg(QString::fromStdString(pgnMoveText(before, pm->move)));
        // A main-line move's own words (its evaluation is the engine's, not edited here).
        current =
            pgnInVariation(path) ? QString::fromStdString(pm->comment) : g.moves()[path[0]].comment;
    }
    EditCommentDialog dialog(about, current, this);
    if (dialog.exec() != QDialog::Accepted) return;
    const QString text = dialog.comment();
    if (pgnInVariation(path)) {
        editTree([&](PgnGame& t) {
            pgnMoveAt(t, path)->comment = text.toStdString();
            return std::optional<PgnPath>(path);
        });
        return;
    }
    Game edited = m_session->game();
    if (path.empty())
        edited.setGameComment(text);
    else
        edited.setComment(path[0], text);
    m_session->annotate(edited);
    refreshMoves();
}

} // namespace tabiya

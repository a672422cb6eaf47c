#include "app/gui/movetreeeditor.h"

#include "app/gui/editcommentdialog.h"
#include "app/gui/edittagsdialog.h"
#include "app/gui/gamenavigator.h"
#include "app/gui/movelistwidget.h"
#include "app/gui/viewoptions.h"
#include "app/session/session.h"
#include "board/view/boardview.h"

#include <QCoreApplication>
#include <QMenu>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

MoveTreeEditor::MoveTreeEditor(Session* session, GameNavigator* navigator, BoardView* board,
                               const ViewOptions* view, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_navigator(navigator)
    , m_board(board)
    , m_view(view)
    , m_window(window) {}

void MoveTreeEditor::refreshMoves() {
    m_navigator->refreshMoves(m_view->moveListNotation());
}

bool MoveTreeEditor::addMove(const Move& m) {
    if (!m_navigator->variation().isEmpty()) return false;
    const bool earlier = m_navigator->atEarlierPly(m_session->game().ply());
    if (!m_navigator->inTreeVariation() && !(earlier && m_navigator->editingGame())) return false;
    const PgnPath from = m_navigator->shownPath();
    if (editTree([&](PgnGame& tree) { return pgnAddMove(tree, from, m); })) return true;
    m_board->setPosition(m_board->position()); // an illegal move: the board as it was
    return true;
}

bool MoveTreeEditor::editTree(const std::function<std::optional<PgnPath>(PgnGame&)>& edit) {
    const Game& game = m_session->game();
    PgnGame tree = game.toPgn();
    const std::optional<PgnPath> path = edit(tree);
    if (!path) return false;
    const Game edited = game.withTree(tree);
    if (!m_session->annotate(edited)) {
        // A new main line: the game goes on from it by hand, at the move shown.
        m_navigator->showMainLineAt(*path, edited.ply());
        emit mainLineReplaced(edited);
        emit statusMessage(QCoreApplication::translate(
            "tabiya::MainWindow", "The game's moves changed: it goes on in Edit Game."));
    }
    refreshMoves();
    m_navigator->showPath(*path);
    return true;
}

void MoveTreeEditor::addActions(QMenu* edit, MoveListWidget* moves) {
    edit->addSeparator();
    // XBoard's names; its keys for them are free here too.
    QAction* tags = edit->addAction(
        QCoreApplication::translate("tabiya::MainWindow", "Edit &Tags..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), this, &MoveTreeEditor::editTags);
    QAction* comment = edit->addAction(
        QCoreApplication::translate("tabiya::MainWindow", "Edit Co&mment..."),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), this, &MoveTreeEditor::editComment);
    edit->addSeparator();
    QAction* promote =
        edit->addAction(QCoreApplication::translate("tabiya::MainWindow", "P&romote Variation"),
                        this, &MoveTreeEditor::promoteVariation);
    QAction* remove =
        edit->addAction(QCoreApplication::translate("tabiya::MainWindow", "&Delete Variation"),
                        this, &MoveTreeEditor::deleteVariation);
    QAction* truncate = edit->addAction(
        QCoreApplication::translate("tabiya::MainWindow", "Tr&uncate Game From Here"), this,
        &MoveTreeEditor::truncateGame);
    // The same on the move list's context menu, for the move right-clicked.
    moves->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* separator = new QAction(moves);
    separator->setSeparator(true);
    moves->addActions({comment, separator, promote, remove, truncate, tags});
}

void MoveTreeEditor::promoteVariation() {
    const PgnPath path = m_navigator->shownPath();
    if (!pgnInVariation(path)) {
        emit statusMessage(QCoreApplication::translate("tabiya::MainWindow",
                                                       "The move shown is not in a variation."));
        return;
    }
    editTree([&](PgnGame& tree) { return pgnPromoteVariation(tree, path); });
}

void MoveTreeEditor::deleteVariation() {
    const PgnPath path = m_navigator->shownPath();
    if (!pgnInVariation(path)) {
        emit statusMessage(QCoreApplication::translate("tabiya::MainWindow",
                                                       "The move shown is not in a variation."));
        return;
    }
    editTree([&](PgnGame& tree) { return pgnDeleteVariation(tree, path); });
}

void MoveTreeEditor::truncateGame() {
    const PgnPath path = m_navigator->shownPath();
    if (!editTree([&](PgnGame& tree) {
            return pgnTruncateAfter(tree, path) ? std::optional<PgnPath>(path) : std::nullopt;
        }))
        emit statusMessage(
            QCoreApplication::translate("tabiya::MainWindow", "No moves follow the move shown."));
}

void MoveTreeEditor::editTags() {
    const Game& g = m_session->game();
    PgnTags tags;
    for (auto it = g.tags().cbegin(); it != g.tags().cend(); ++it)
        tags.append({it.key(), it.value()});
    tags.append({QStringLiteral("Result"), Game::resultToken(g.result())});
    EditTagsDialog dialog(tags, m_window);
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
    emit tagsChanged(); // the players' names
}

void MoveTreeEditor::editComment() {
    const Game& g = m_session->game();
    const PgnPath path = m_navigator->shownPath();
    const PgnGame tree = g.toPgn();
    QString about = QCoreApplication::translate("tabiya::MainWindow", "the game");
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
    EditCommentDialog dialog(about, current, m_window);
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

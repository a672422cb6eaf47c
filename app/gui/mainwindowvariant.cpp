// MainWindow and the variants engines define: the board takes the game's variant once the
// engines have described it, and when Tabiya cannot check its rules (the engine judges
// them, as XBoard's -testLegality false) the board lets the person move any piece of
// theirs, asks an engine with highlight=1 where the lifted piece may go and shows its
// answer, and the status bar says so for as long as the game lasts.

#include "app/gui/mainwindow.h"

#include "app/session/engineplayer.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/view/boardview.h"
#include "protocol/engineconnection.h"

#include <QLabel>
#include <QStatusBar>

namespace tabiya {

void MainWindow::followVariantRules() {
    for (const auto& c : std::as_const(m_highlightConnections))
        disconnect(c);
    m_highlightConnections.clear();
    const Game& g = m_session->game();
    const bool checked = m_session->rulesChecked();
    m_board->setRulesChecked(checked);
    // A variant no name finds (one an engine defined): its board and pieces.
    if (!Variant::byName(m_settings.variant.toStdString()) &&
        &g.variant() != &m_board->position().variant())
        applyPieceStyle();
    if (!m_rulesNote) {
        m_rulesNote = new QLabel(this);
        m_rulesNote->setTextFormat(Qt::PlainText); // the variant's name is an engine's
        statusBar()->addPermanentWidget(m_rulesNote);
    }
    m_rulesNote->setVisible(!checked);
    if (checked) return;
    m_rulesNote->setText(tr("Tabiya does not check the rules of %1: the engine judges the moves.")
                             .arg(g.tag(QStringLiteral("Variant"))));
    // The engine the person plays against is asked where a lifted piece may go.
    for (int c = 0; c < 2; ++c) {
        EnginePlayer* player = m_engines[c];
        EngineConnection* e = player ? player->engine() : nullptr;
        if (!e || !(e->capabilities() & Capability::Highlight)) continue;
        const auto name = [this](Square s) {
            return QString::fromStdString(squareName(m_session->game().variant(), s));
        };
        m_highlightConnections << connect(m_board, &BoardView::squareLifted, e,
                                          [e, name](Square s) { e->liftPiece(name(s)); })
                               << connect(m_board, &BoardView::squarePut, e,
                                          [e, name](Square s) { e->putPiece(name(s)); })
                               << connect(m_board, &BoardView::squareHovered, e,
                                          [e, name](Square s) { e->hoverSquare(name(s)); })
                               << connect(e, &EngineConnection::highlight, this,
                                          &MainWindow::onEngineHighlight);
        break;
    }
}

void MainWindow::showPrelude() {
    followVariantRules();
    m_board->setRulesChecked(false); // no moves are made on it: its pieces are clicked
    m_highlightConnections << connect(m_board, &BoardView::squareLifted, m_session,
                                      &Session::preludeClick);
    refreshAll();
    setStatus(tr("Click on the board to choose how the game of %1 starts.")
                  .arg(m_session->game().tag(QStringLiteral("Variant"))));
}

void MainWindow::onEngineHighlight(const HighlightBoard& board) {
    const Variant& v = m_session->game().variant();
    if (m_session->rulesChecked() || board.width != v.width || board.height != v.height) return;
    SquareMarkers markers;
    static const char letters[] = " RYGCBMWDT";
    for (int rankFromTop = 0; rankFromTop < board.height; ++rankFromTop)
        for (int file = 0; file < board.width; ++file) {
            const HighlightSquare sq = board.at(file, rankFromTop);
            if (sq.colour == HighlightColour::None) continue;
            const char upper = letters[int(sq.colour)];
            markers.setLetter(v.square(file, v.height - 1 - rankFromTop),
                              sq.legalTarget ? upper : char(upper + ('a' - 'A')));
        }
    m_board->setHighlights(markers);
}

} // namespace tabiya

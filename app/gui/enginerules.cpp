#include "app/gui/enginerules.h"

#include "app/gui/gameplayers.h"
#include "app/session/engineplayer.h"
#include "app/session/session.h"
#include "board/core/movetext.h"
#include "board/view/boardview.h"
#include "protocol/engineconnection.h"

#include <QCoreApplication>
#include <QLabel>
#include <QStatusBar>

namespace tabiya {

// Its words were the window's and keep that translation context ("tabiya::MainWindow").

EngineRules::EngineRules(Session* session, BoardView* board, GamePlayers* players,
                         std::function<bool()> knownVariant, QStatusBar* statusBar)
    : QObject(statusBar)
    , m_session(session)
    , m_board(board)
    , m_players(players)
    , m_knownVariant(std::move(knownVariant))
    , m_statusBar(statusBar) {}

void EngineRules::follow() {
    for (const auto& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    const Game& g = m_session->game();
    const bool checked = m_session->rulesChecked();
    m_board->setRulesChecked(checked);
    // A variant no name finds (one an engine defined): its board and pieces.
    if (!m_knownVariant() && &g.variant() != &m_board->position().variant()) emit variantChanged();
    if (!m_note) {
        m_note = new QLabel(m_statusBar);
        m_note->setTextFormat(Qt::PlainText); // the variant's name is an engine's
        m_statusBar->addPermanentWidget(m_note);
    }
    m_note->setVisible(!checked);
    if (checked) return;
    m_note->setText(QCoreApplication::translate(
                        "tabiya::MainWindow",
                        "Tabiya does not check the rules of %1: the engine judges the moves.")
                        .arg(g.tag(QStringLiteral("Variant"))));
    // The engine the person plays against is asked where a lifted piece may go.
    for (int c = 0; c < 2; ++c) {
        EnginePlayer* player = m_players->engine(c);
        EngineConnection* e = player ? player->engine() : nullptr;
        if (!e || !(e->capabilities() & Capability::Highlight)) continue;
        const auto name = [this](Square s) {
            return QString::fromStdString(squareName(m_session->game().variant(), s));
        };
        m_connections << connect(m_board, &BoardView::squareLifted, e, [e, name](Square s) {
            e->liftPiece(name(s));
        }) << connect(m_board, &BoardView::squarePut, e, [e, name](Square s) {
            e->putPiece(name(s));
        }) << connect(m_board, &BoardView::squareHovered, e, [e, name](Square s) {
            e->hoverSquare(name(s));
        }) << connect(e, &EngineConnection::highlight, this, &EngineRules::onHighlight);
        break;
    }
}

void EngineRules::showPrelude() {
    follow();
    m_board->setRulesChecked(false); // its pieces are clicked, not moved by the rules
    m_connections << connect(m_board, &BoardView::squareLifted, m_session, &Session::preludeClick);
}

void EngineRules::onHighlight(const HighlightBoard& board) {
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

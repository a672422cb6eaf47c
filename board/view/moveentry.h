#pragma once
// MoveEntry: the rules of taking a move from a person, without pixels. A piece is lifted
// from a square (or a hand), put on another square, and MoveEntry decides with board/core
// — or with engine-supplied markers (CECP "highlight") when it has them — whether that
// is a move, needs a promotion choice, continues a multi-leg move, waits for the engine's
// "choice", or is illegal (with a reason). BoardView maps the mouse to squares and paints;
// this class keeps the state in between, so it is tested without a widget.

#include "board/core/position.h"
#include "board/view/squaremarkers.h"

#include <QList>
#include <QObject>
#include <QString>
#include <optional>

namespace tabiya {

class MoveEntry : public QObject {
    Q_OBJECT
public:
    explicit MoveEntry(QObject* parent = nullptr);

    // The position moves are taken in; it must outlive this object or the next call.
    // Resets any lift silently (the position changed under the person's hand).
    void setPosition(const Position* position);
    void setInteractive(bool interactive);
    void setMovableColors(bool white, bool black);
    bool canLift(Color c) const;

    bool isActive() const { return m_from != NoSquare || m_dropKind >= 0; }
    // The square the held piece stands on now (the last leg's end in a multi-leg move).
    Square liftedSquare() const { return m_from; }
    // Where the held piece came from (its board square, NoSquare for a drop).
    Square origin() const { return m_path.isEmpty() ? m_from : m_path.first(); }
    int dropKind() const { return m_dropKind; }
    Color color() const { return m_color; }
    Piece heldPiece() const;
    const QList<Square>& path() const { return m_path; }
    const QList<Move>& legalMoves() const { return m_moves; }
    const SquareMarkers* highlights() const { return m_highlights ? &*m_highlights : nullptr; }
    const SquareMarkers* overlay() const { return m_overlay ? &*m_overlay : nullptr; }
    bool isDestination(Square s) const;
    // Where the held piece may be put next (without engine markers): each move's landing
    // square; for a chu lion's double move the square its first leg ends on, and once
    // that leg is made, where the second may go (its own square again stops there, the
    // origin is igui or a pass), as XBoard takes them.
    QList<Square> nextSquares() const;
    bool isWaitingForChoice() const { return !m_awaitingChoice.isNone(); }
    bool isChoosingPromotion() const { return !m_promotionMoves.isEmpty(); }

    bool lift(Square from);
    bool liftFromHand(Color c, int kind);
    // The person gives up: the piece goes back (squarePut on its origin).
    void putBack();
    // Forget everything without signals.
    void reset();
    // The person puts the held piece on `to`.
    void putOn(Square to);
    // The answer to promotionNeeded; a kind not offered cancels.
    void choosePromotion(int kind);
    // The pointer is over s (NoSquare: off the board); reports red squares once.
    void hover(Square s);

    void setHighlights(const SquareMarkers& markers);
    void clearHighlights();
    void setPromotionChoice(const QString& letters);
    // Always Queen: a promotion takes the best piece offered (the queen; an engine's
    // default) without asking.
    void setAutoPromotion(bool on) { m_autoPromotion = on; }
    // Off: the rules of the position's variant are the engine's (Tabiya cannot check
    // them). Without engine markers a held piece may go to any square that does not hold
    // one of its own side's pieces; the engine accepts or refuses the move.
    void setRulesChecked(bool on) { m_rulesChecked = on; }
    bool rulesChecked() const { return m_rulesChecked; }
    bool autoPromotion() const { return m_autoPromotion; }

signals:
    void moveEntered(tabiya::Move move);
    void squareLifted(tabiya::Square square);
    void squarePut(tabiya::Square square);
    void squareHovered(tabiya::Square square);
    void illegalMoveAttempt(const QString& reason);
    // Offer these kinds (best first) for a promotion on `to`; answer with choosePromotion.
    void promotionNeeded(const QList<int>& kinds, tabiya::Square to);
    void changed(); // what to paint changed

private:
    void beginLift(Square from, int dropKind, Color c);
    void finish(Move m);
    void reject(const QString& reason);
    void offerPromotion(const QList<Move>& moves, Square to);
    Move moveFor(Square from, Square to, int promotionKind) const;
    int offeredKind(Move m) const;
    bool continuesAsLeg(Square to) const;
    void continueLeg(Square to);
    // The moves that end on `to` (for a lion's second leg: from its middle square).
    QList<Move> candidatesFor(Square to) const;
    // A square put on while the engine's highlight reply marks the destinations.
    void putOnMarked(Square to);
    QString illegalReason(Square to) const;

    const Position* m_position = nullptr;
    bool m_interactive = true;
    bool m_movable[2] = {true, true};
    bool m_autoPromotion = false;
    bool m_rulesChecked = true;

    Square m_from = NoSquare;
    int m_dropKind = -1;
    Color m_color = White;
    QList<Square> m_path; // squares of a multi-leg move so far, origin first
    QList<Move> m_moves;  // board/core's legal moves of the held piece
    std::optional<SquareMarkers> m_highlights;
    std::optional<SquareMarkers> m_overlay; // markers answering a hover
    Square m_hoverSquare = NoSquare;
    bool m_hoverIsRed = false;
    QString m_choice;             // engine-supplied promotion letters
    Move m_awaitingChoice;        // a forced (blue) promotion waiting for the engine
    QList<Move> m_promotionMoves; // offered by promotionNeeded, waiting for the person
};

} // namespace tabiya

#pragma once
// BoardView: the board a person looks at and moves on. Paints a board/core Position of any
// size (chess squares or a xiangqi grid), takes moves by click-click, drag-and-drop or
// keyboard, and reports them as moveEntered(). It never changes its position by itself:
// whoever owns the game applies the move and calls setPosition(). It knows nothing of
// engines; lift/put/hover signals and setHighlights() let a protocol layer add
// engine-supplied legality (CECP "highlight") without the view knowing who answers.

#include "board/core/position.h"
#include "board/view/boardbackground.h"
#include "board/view/boardgeometry.h"
#include "board/view/boardpainter.h"
#include "board/view/boardpointer.h"
#include "board/view/boardtheme.h"
#include "board/view/moveanimation.h"
#include "board/view/moveentry.h"
#include "board/view/pieceset.h"
#include "board/view/promotionchooser.h"
#include "board/view/squaremarkers.h"
#include "board/view/svgsheet.h"

#include <QPointer>
#include <QRegion>
#include <QWidget>
#include <optional>

namespace tabiya {

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // Shows pos. When pos is the current position plus one move that the person did not
    // just enter here, that move is animated (if animation is on).
    void setPosition(const Position& pos);
    const Position& position() const { return m_position; }

    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }
    // Chooses the set for its kind of board (Western or xiangqi), used now if the board
    // is of that kind and whenever it becomes so; false when the set cannot be read.
    bool setPieceSet(const PieceSet& set);
    const PieceSet& pieceSet() const { return m_pieceSet; }
    void setShowCoordinates(bool show);
    bool showsCoordinates() const { return m_coordinates; }
    // A move coming in is slid from square to square (a short animation driven by Qt's
    // animation timer only while it runs); off: pieces jump.
    void setAnimationsEnabled(bool enabled);
    bool animationsEnabled() const { return m_animationsEnabled; }
    bool isAnimating() const { return m_animation.isRunning(); }
    // In a window that repaints at most once a frame (MainWindow's RepaintPacer), its frames
    // drive the move animation rather than a timer of the animation's own (MoveAnimation).
    void setAnimationPacedByWindow(bool paced) { m_animation.setPacedByWindow(paced); }
    // The last move's squares tinted.
    void setShowLastMove(bool show);
    bool showsLastMove() const { return m_showLastMove; }
    // Always Queen: promotions take the queen without the chooser.
    void setAlwaysQueen(bool on) { m_entry.setAutoPromotion(on); }
    // Off: the engine judges the moves of this variant (MoveEntry::setRulesChecked).
    void setRulesChecked(bool on) { m_entry.setRulesChecked(on); }
    bool alwaysQueen() const { return m_entry.autoPromotion(); }
    // Whether the person may move pieces at all, and for which sides (e.g. only the
    // human's colour while an engine thinks).
    void setInteractive(bool interactive);
    void setMovableColors(bool white, bool black);

    // Engine-supplied markers for the piece currently lifted; while set they replace the
    // view's own destinations and decide legality. Cleared when the piece is put down.
    void setHighlights(const SquareMarkers& board);
    void clearHighlights();
    // The pieces a promotion may choose from (CECP "choice"), as upper-case letters; the
    // first is the default. Completes a move waiting on a blue (forced) square.
    void setPromotionChoice(const QString& letters);

    // The square (or NoSquare) of the piece being held, and the squares of a multi-leg
    // move entered so far.
    Square liftedSquare() const { return m_entry.liftedSquare(); }
    QList<Square> enteredPath() const { return m_entry.path(); }
    QString typedText() const { return m_typed; }
    // Where the squares are at the widget's current size.
    BoardGeometry boardGeometry() const { return computeGeometry(size()); }
    PromotionChooser* promotionChooser() const { return m_chooser; }

    // Paints everything to p as it would appear at the widget's size and dpr: shared by
    // paintEvent and the render tool.
    // With an area (a paint event's), pieces on squares outside it are not drawn.
    void paintBoard(QPainter& p, QSize size, qreal dpr, const QRegion& area = {});

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void moveEntered(tabiya::Move move);
    void squareLifted(tabiya::Square square);
    void squarePut(tabiya::Square square);
    void squareHovered(tabiya::Square square); // a red (capture) square, in highlight mode
    void illegalMoveAttempt(const QString& reason);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    BoardGeometry computeGeometry(QSize size) const;
    void openPromotionChooser(const QList<int>& kinds, Square to);
    void closePromotionChooser();
    void commitTyped();
    BoardMarks currentMarks() const;
    // paintBoard's work for an area of at most one rectangle (or any area at a fractional
    // scale).
    void paintArea(QPainter& p, QSize size, qreal dpr, const QRegion& area);
    // The squares the marks touch, and the part of the widget that shows some squares.
    QList<Square> markedSquares(const BoardMarks& marks) const;
    QRegion squaresRegion(const QList<Square>& squares) const;

    Position m_position;
    BoardTheme m_theme;
    PieceSet m_pieceSet;
    PieceSet m_preferred[3]; // [PieceSet::family()]: the set chosen for each kind of board
    SvgSheet m_pieces;
    SvgSheet m_decorations;
    bool m_flipped = false;
    bool m_coordinates = true;
    bool m_animationsEnabled = true;
    bool m_showLastMove = true;

    MoveEntry m_entry;
    BoardPointer m_pointer{m_entry};
    QPointer<PromotionChooser> m_chooser;
    Move m_justEntered; // not animated when it comes back through setPosition

    MoveAnimation m_animation{[this] { return boardGeometry(); }};

    QString m_typed;

    BoardBackground m_background;
};

} // namespace tabiya

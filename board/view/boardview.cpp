#include "board/view/boardview.h"

#include "board/view/landingsquare.h"

#include "board/view/promotionchooser.h"
#include "board/view/typedmove.h"

#include "resources/artwork.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <cctype>
#include <cmath>

namespace tabiya {

namespace {

constexpr int MaxTypedLength = 12;

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
    , m_theme(BoardTheme::builtIn().first())
    , m_pieceSet(PieceSet::defaultFor(Variant::chess()))
    , m_pieces(m_pieceSet.fileName)
    , m_decorations(Artwork::xiangqiBoardDecorations()) {
    m_preferred[0] = PieceSet::defaultFor(Variant::chess());
    m_preferred[1] = PieceSet::defaultFor(Variant::xiangqi());
    m_preferred[2] = PieceSet::shogiSet();
    m_position = Position::startPosition(Variant::chess());
    m_entry.setPosition(&m_position);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true); // for hover reports over red squares; no repaint unless needed
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Board"));
    connect(&m_animation, &MoveAnimation::repaintNeeded, this,
            qOverload<const QRegion&>(&QWidget::update));

    connect(&m_entry, &MoveEntry::changed, this, [this] { update(); });
    connect(&m_entry, &MoveEntry::squareLifted, this, &BoardView::squareLifted);
    connect(&m_entry, &MoveEntry::squarePut, this, &BoardView::squarePut);
    connect(&m_entry, &MoveEntry::squareHovered, this, &BoardView::squareHovered);
    connect(&m_entry, &MoveEntry::illegalMoveAttempt, this, [this](const QString& reason) {
        m_pointer.reset();
        emit illegalMoveAttempt(reason);
    });
    connect(&m_entry, &MoveEntry::promotionNeeded, this, &BoardView::openPromotionChooser);
    connect(&m_entry, &MoveEntry::moveEntered, this, [this](Move m) {
        closePromotionChooser();
        m_pointer.reset();
        m_justEntered = m; // the person saw it happen: no animation when it comes back
        emit moveEntered(m);
    });
}

BoardView::~BoardView() = default;

void BoardView::setPosition(const Position& pos) {
    const bool sameKind = &pos.variant() == &m_position.variant() ||
                          (pos.variant().width == m_position.variant().width &&
                           pos.variant().height == m_position.variant().height &&
                           pos.variant().holdings == m_position.variant().holdings);
    // One move on from what is shown, and not the move the person just made here.
    const auto& hist = pos.history();
    const bool oneMoveOn =
        hist.size() >= 2 && hist[hist.size() - 2].hash == m_position.hash() && sameKind;
    const Move last = pos.lastMove();
    const bool animate = m_animationsEnabled && oneMoveOn && !last.isNone() && !last.isNull() &&
                         last.type() != MoveType::Drop && last != m_justEntered && isVisible();

    // A position of the same board repaints only the squares whose piece or mark changed
    // (the window's cost per move during engine play); anything else repaints it all.
    const bool partial = sameKind && !pos.variant().holdings && m_typed.isEmpty() && !m_chooser &&
                         !m_pointer.isDragging() && !m_animation.isMoving();
    QList<Square> dirty;
    if (partial) {
        dirty = markedSquares(currentMarks());
        for (Square s = 0; s < geometry::Cells; ++s)
            if (pos.variant().contains(s) && pos.at(s) != m_position.at(s)) dirty.append(s);
    }

    closePromotionChooser();
    m_pointer.reset();
    m_justEntered = Move();
    m_animation.stop();

    m_position = pos;
    m_entry.setPosition(&m_position);
    if (const int family = PieceSet::familyFor(pos.variant()); m_pieceSet.family() != family) {
        m_pieceSet = m_preferred[family];
        m_pieces.load(m_pieceSet.fileName);
    }
    if (animate) {
        const Square to = landingSquare(pos.variant(), last);
        m_animation.start(pos.at(to), last.from(), to);
    }
    if (partial) {
        dirty += markedSquares(currentMarks());
        update(squaresRegion(dirty));
    } else {
        update();
    }
}

void BoardView::setFlipped(bool flipped) {
    if (flipped == m_flipped) return;
    m_flipped = flipped;
    if (m_chooser) {
        closePromotionChooser();
        m_entry.putBack();
    }
    update();
}

void BoardView::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    m_background.invalidate(); // a caller's own theme may reuse an id
    update();
}

bool BoardView::setPieceSet(const PieceSet& set) {
    // The sheet shown already (every game loaded or pasted sets the style again): reading
    // and parsing the SVG twice more cost each Load Game several milliseconds.
    const bool shown = set.family() == PieceSet::familyFor(m_position.variant());
    if (shown && m_pieces.isValid() && set.fileName == m_pieces.fileName()) {
        m_preferred[set.family()] = set;
        m_pieceSet = set;
        return true;
    }
    SvgSheet probe(set.fileName);
    if (!probe.isValid()) return false;
    m_preferred[set.family()] = set;
    if (set.family() == PieceSet::familyFor(m_position.variant())) {
        m_pieceSet = set;
        m_pieces.load(set.fileName);
        update();
    }
    return true;
}

void BoardView::setShowCoordinates(bool show) {
    m_coordinates = show;
    update();
}

void BoardView::setAnimationsEnabled(bool enabled) {
    m_animationsEnabled = enabled;
    if (enabled || !m_animation.isRunning()) return;
    m_animation.stop(); // the moving piece lands at once
    update();
}

void BoardView::setShowLastMove(bool show) {
    m_showLastMove = show;
    update();
}

void BoardView::setInteractive(bool interactive) {
    if (!interactive) {
        closePromotionChooser();
        m_pointer.reset();
    }
    m_entry.setInteractive(interactive);
}

void BoardView::setMovableColors(bool white, bool black) {
    m_entry.setMovableColors(white, black);
    if (!m_entry.isActive()) m_pointer.reset();
}

void BoardView::setHighlights(const SquareMarkers& board) {
    m_entry.setHighlights(board);
}

void BoardView::clearHighlights() {
    m_entry.clearHighlights();
}

void BoardView::setPromotionChoice(const QString& letters) {
    m_entry.setPromotionChoice(letters);
}

BoardGeometry BoardView::computeGeometry(QSize size) const {
    const Variant& v = m_position.variant();
    const int hand = v.holdings ? int(BoardPainter::handKinds(v).size()) : 0;
    // A xiangqi board's frame runs just outside the edge discs; its numbers go beyond it.
    const qreal margin = v.pointsOnIntersections ? 0.52 : BoardGeometry::DefaultMargin;
    return BoardGeometry(QSizeF(size), v.width, v.height, m_flipped, hand, margin);
}

QSize BoardView::sizeHint() const {
    const Variant& v = m_position.variant();
    const int square = v.width * v.height > 100 ? 44 : 60;
    const int extra = v.holdings ? 3 * square : 0;
    return QSize(v.width * square + square + extra, v.height * square + square);
}

QSize BoardView::minimumSizeHint() const {
    const Variant& v = m_position.variant();
    return QSize(v.width * 20 + 20, v.height * 20 + 20);
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // The chooser was laid out for the old size: put the piece back, the person retries.
    if (m_chooser) {
        closePromotionChooser();
        m_entry.putBack();
    }
}

// --- painting -----------------------------------------------------------------------

QList<Square> BoardView::markedSquares(const BoardMarks& marks) const {
    QList<Square> squares = marks.targets + marks.captures;
    if (!marks.lastMove.isNone() && !marks.lastMove.isNull()) {
        squares << landingSquare(m_position.variant(), marks.lastMove);
        if (marks.lastMove.type() != MoveType::Drop) squares << marks.lastMove.from();
    }
    squares << marks.check << marks.selected << marks.dropTarget;
    for (const SquareMarkers* m : {marks.highlights, marks.overlay})
        if (m) squares += m->markedSquares();
    return squares;
}

QRegion BoardView::squaresRegion(const QList<Square>& squares) const {
    const BoardGeometry g = boardGeometry();
    QRegion region;
    for (Square s : squares)
        if (m_position.variant().contains(s)) region += g.paintRect(s);
    return region;
}

BoardMarks BoardView::currentMarks() const {
    BoardMarks marks;
    if (m_showLastMove) marks.lastMove = m_position.lastMove();
    if (m_position.royalSquare(m_position.sideToMove()) != NoSquare && m_position.inCheck())
        marks.check = m_position.royalSquare(m_position.sideToMove());
    marks.selected = m_entry.liftedSquare();
    const QList<Square>& path = m_entry.path();
    for (Square to : m_entry.nextSquares()) {
        const bool castle =
            std::any_of(m_entry.legalMoves().begin(), m_entry.legalMoves().end(), [&](Move m) {
                return m.type() == MoveType::Castle && landingSquare(m_position.variant(), m) == to;
            });
        // A lion's second leg: its origin and the first leg's square hold no victim.
        const bool occupied = !castle && isPiece(m_position.at(to)) && !path.contains(to);
        QList<Square>& list = occupied ? marks.captures : marks.targets;
        if (!list.contains(to)) list.append(to);
    }
    if (m_pointer.isDragging()) marks.dropTarget = boardGeometry().squareAt(m_pointer.pointer());
    marks.highlights = m_entry.highlights();
    marks.overlay = m_entry.overlay();
    return marks;
}

void BoardView::paintBoard(QPainter& p, QSize size, qreal dpr, const QRegion& area) {
    if (area.rectCount() <= 1 || dpr != std::floor(dpr)) { // a fractional scale: no partial
        paintArea(p, size, dpr, area);                     // pixels
        return;
    }
    // Rectangle by rectangle, each its own clip. Clipped to a region of several rectangles
    // (an animation frame's two squares, a move's squares), Qt's raster engine draws
    // everything scanline by scanline, and splits each drawing of 96 spans or more over its
    // painting threads, waking them and waiting for them at every frame (bench-window: the
    // painting threads' context switches). Clipped to one rectangle, the background is a
    // plain copy and every drawing stays on this thread.
    for (const QRect& r : area) {
        p.save();
        p.setClipRect(r, Qt::IntersectClip);
        paintArea(p, size, dpr, QRegion(r));
        p.restore();
    }
}

void BoardView::paintArea(QPainter& p, QSize size, qreal dpr, const QRegion& area) {
    const BoardGeometry g = computeGeometry(size);
    const Variant& v = m_position.variant();
    const QPixmap& background =
        m_background.pixmap(size, dpr, g, m_theme, v, m_coordinates, &m_decorations);
    if (area.isEmpty() || dpr != std::floor(dpr)) {
        p.drawPixmap(QPointF(0, 0), background);
    } else {
        const QRect r = area.boundingRect(); // one rectangle (paintBoard)
        p.drawPixmap(QRectF(r), background,
                     QRectF(QPointF(r.topLeft()) * dpr, QSizeF(r.size()) * dpr));
    }
    const BoardMarks marks = currentMarks();
    BoardPainter::paintUnderMarks(p, g, m_theme, v, marks);

    const bool animating = m_animation.isRunning() && m_animation.isMoving();
    const QList<Square>& path = m_entry.path();
    Square hidden = NoSquare;
    if ((m_pointer.isDragging() || path.size() > 1) && m_entry.origin() != NoSquare)
        hidden = m_entry.origin();
    else if (animating)
        hidden = m_animation.destination();
    BoardPainter::paintPieces(p, g, m_position, m_pieces, dpr, hidden, area.boundingRect());
    if (v.holdings) BoardPainter::paintHoldings(p, g, m_theme, m_position, m_pieces, dpr);
    // A multi-leg move in progress shows its piece where the last leg ended.
    if (path.size() > 1 && !m_pointer.isDragging())
        BoardPainter::paintPieceAt(p, g, v, m_entry.heldPiece(), g.squareCenter(path.last()),
                                   m_pieces, dpr);
    if (animating)
        BoardPainter::paintPieceAt(p, g, v, m_animation.piece(), m_animation.center(g), m_pieces,
                                   dpr);
    BoardPainter::paintOverMarks(p, g, m_theme, v, marks);

    if (m_pointer.isDragging() && m_entry.isActive())
        BoardPainter::paintPieceAt(p, g, v, m_entry.heldPiece(), m_pointer.pointer(), m_pieces,
                                   dpr);

    if (!m_typed.isEmpty()) {
        QFont f = font();
        f.setPixelSize(std::max(12, int(g.squareSize() * 0.42)));
        f.setBold(true);
        p.setFont(f);
        const QRectF box(g.boardRect().center().x() - g.squareSize() * 1.6,
                         g.boardRect().center().y() - g.squareSize() * 0.4, g.squareSize() * 3.2,
                         g.squareSize() * 0.8);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(m_theme.frame, 2));
        p.setBrush(m_theme.typing);
        p.drawRoundedRect(box, box.height() * 0.25, box.height() * 0.25);
        p.setPen(Qt::black);
        p.drawText(box, Qt::AlignCenter, m_typed);
    }
}

void BoardView::paintEvent(QPaintEvent* event) {
    QPainter p(this);
    paintBoard(p, size(), devicePixelRatioF(), event->region());
    if (m_animation.isMoving()) m_animation.framePainted();
}

// --- taking moves -------------------------------------------------------------------

void BoardView::openPromotionChooser(const QList<int>& kinds, Square to) {
    m_pointer.reset();
    const BoardGeometry g = boardGeometry();
    const QRectF cell = g.squareRect(to);
    const bool downwards = cell.center().y() < g.boardRect().center().y();
    m_chooser = new PromotionChooser(this, m_pieces, m_position.variant(), m_entry.color(), kinds,
                                     cell, downwards);
    connect(m_chooser, &PromotionChooser::chosen, &m_entry, &MoveEntry::choosePromotion);
    connect(m_chooser, &PromotionChooser::cancelled, this, [this] {
        closePromotionChooser();
        m_entry.putBack();
    });
    m_chooser->show();
    m_chooser->setFocus();
}

void BoardView::closePromotionChooser() {
    if (!m_chooser) return;
    m_chooser->hide();
    m_chooser->deleteLater();
    m_chooser = nullptr;
    setFocus();
}

// --- the mouse: BoardPointer maps it to squares and drags; MoveEntry decides the rest --

void BoardView::mousePressEvent(QMouseEvent* event) {
    // The engine or the chooser has the next word (another button still puts a piece back).
    if (event->button() == Qt::LeftButton && (m_entry.isWaitingForChoice() || m_chooser)) return;
    m_pointer.press(event->button(), event->position(), boardGeometry(), m_position);
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (m_pointer.move(event->position(), boardGeometry())) update();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_pointer.release(event->button(), event->position(), boardGeometry())) update();
}

void BoardView::leaveEvent(QEvent* event) {
    m_entry.hover(NoSquare);
    QWidget::leaveEvent(event);
}

// --- the keyboard ---------------------------------------------------------------------

void BoardView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Escape:
        if (!m_typed.isEmpty())
            m_typed.clear();
        else if (m_entry.isActive())
            m_entry.putBack();
        m_pointer.reset();
        update();
        return;
    case Qt::Key_Backspace:
        m_typed.chop(1);
        update();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!m_typed.isEmpty()) {
            commitTyped();
            return;
        }
        break;
    default: {
        const QString text = event->text();
        if (text.size() == 1 && TypedMove::isMoveCharacter(text[0]) &&
            !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) &&
            m_typed.size() < MaxTypedLength) {
            m_typed += text;
            update();
            return;
        }
    }
    }
    QWidget::keyPressEvent(event);
}

void BoardView::commitTyped() {
    const QString text = m_typed;
    m_typed.clear();
    update();
    if (!m_entry.canLift(m_position.sideToMove())) {
        emit illegalMoveAttempt(tr("You cannot move now."));
        return;
    }
    Position scratch = m_position;
    QString error;
    const Move m = TypedMove::resolve(scratch, text, &error);
    if (m.isNone() || m.isNull()) {
        emit illegalMoveAttempt(error);
        return;
    }
    if (m_entry.isActive()) m_entry.putBack();
    // Typed moves are animated when they come back: the eye needs to see what moved.
    emit moveEntered(m);
}

} // namespace tabiya

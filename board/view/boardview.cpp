#include "boardview.h"

#include "promotionchooser.h"
#include "typedmove.h"

#include "artwork.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <cctype>

namespace tabiya {

namespace {

constexpr int AnimationMs = 180;
constexpr int MaxTypedLength = 12;

// Where a legal move puts the moving piece: castling moves record the rook's square, but
// people drop the king on its destination (or on the rook; both are accepted).
Square kingDestination(const Variant& v, Move m) {
    return geometry::square(m.to() > m.from() ? v.width - 2 : 2, geometry::rankOf(m.from()));
}

bool reaches(const Variant& v, Move m, Square to) {
    return m.to() == to || (m.type() == MoveType::Castle && kingDestination(v, m) == to);
}

} // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent)
    , m_theme(BoardTheme::builtIn().first())
    , m_pieceSet(PieceSet::defaultFor(Variant::chess()))
    , m_pieces(m_pieceSet.fileName)
    , m_decorations(Artwork::xiangqiBoardDecorations()) {
    m_position = Position::startPosition(Variant::chess());
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true); // for hover reports over red squares; no repaint unless needed
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Board"));
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setDuration(AnimationMs);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        m_animTo = m_animFrom = NoSquare;
        update();
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

    closePromotionChooser();
    m_lift = {};
    m_liftMoves.clear();
    m_path.clear();
    m_highlights.reset();
    m_overlay.reset();
    m_awaitingChoice = Move();
    m_justEntered = Move();
    m_animation.stop();
    m_animTo = m_animFrom = NoSquare;

    m_position = pos;
    if (m_pieceSet.xiangqi != pos.variant().isXiangqiLike()) {
        m_pieceSet = PieceSet::defaultFor(pos.variant());
        m_pieces.load(m_pieceSet.fileName);
    }
    if (animate)
        startAnimation(last,
                       pos.at(last.type() == MoveType::Castle ? kingDestination(pos.variant(), last)
                                                              : last.to()));
    update();
}

void BoardView::setFlipped(bool flipped) {
    if (flipped == m_flipped) return;
    m_flipped = flipped;
    closePromotionChooser();
    update();
}

void BoardView::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    update();
}

bool BoardView::setPieceSet(const PieceSet& set) {
    if (set.xiangqi != m_position.variant().isXiangqiLike()) return false;
    SvgSheet probe(set.fileName);
    if (!probe.isValid()) return false;
    m_pieceSet = set;
    m_pieces.load(set.fileName);
    update();
    return true;
}

void BoardView::setShowCoordinates(bool show) {
    m_coordinates = show;
    update();
}

void BoardView::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (!interactive) {
        closePromotionChooser();
        dropLifted(true);
    }
}

void BoardView::setMovableColors(bool white, bool black) {
    m_movable[White] = white;
    m_movable[Black] = black;
    if (m_lift.active() && !canLift(m_lift.color)) dropLifted(true);
}

void BoardView::setHighlights(const SquareMarkers& board) {
    if (!m_lift.active()) return; // the piece was put down before the answer came
    // A board arriving while the pointer rests on a red square answers the hover: it
    // marks victims and leaves the destinations alone.
    if (m_hoverRed != NoSquare && m_highlights)
        m_overlay = board;
    else
        m_highlights = board;
    update();
}

void BoardView::clearHighlights() {
    m_highlights.reset();
    m_overlay.reset();
    update();
}

void BoardView::setPromotionChoice(const QString& letters) {
    m_choice = letters.toUpper();
    if (m_awaitingChoice.isNone() || m_choice.isEmpty()) return;
    const int kind = m_position.variant().kindForLetter(m_choice[0].toLatin1());
    const Move pending = m_awaitingChoice;
    if (kind < 0) {
        rejectMove(tr("The promotion piece offered is unknown."));
        return;
    }
    finishMove(coreMoveFor(pending.from(), pending.to(), kind));
}

BoardGeometry BoardView::computeGeometry(QSize size) const {
    const Variant& v = m_position.variant();
    const int hand = v.holdings ? int(BoardPainter::handKinds(v).size()) : 0;
    return BoardGeometry(QSizeF(size), v.width, v.height, m_flipped, hand);
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
        dropLifted(true);
    }
}

// --- painting -----------------------------------------------------------------------

BoardMarks BoardView::currentMarks() const {
    BoardMarks marks;
    marks.lastMove = m_position.lastMove();
    if (m_position.royalSquare(m_position.sideToMove()) != NoSquare && m_position.inCheck())
        marks.check = m_position.royalSquare(m_position.sideToMove());
    marks.selected = m_path.size() > 1 ? m_path.last() : m_lift.from;
    const Variant& v = m_position.variant();
    for (Move m : m_liftMoves) {
        const Square to = m.type() == MoveType::Castle ? kingDestination(v, m) : m.to();
        const bool occupied = m.type() != MoveType::Castle && isPiece(m_position.at(to));
        QList<Square>& list = occupied ? marks.captures : marks.targets;
        if (!list.contains(to)) list.append(to);
    }
    marks.highlights = m_highlights ? &*m_highlights : nullptr;
    marks.overlay = m_overlay ? &*m_overlay : nullptr;
    return marks;
}

void BoardView::paintBoard(QPainter& p, QSize size, qreal dpr) {
    const BoardGeometry g = computeGeometry(size);
    const Variant& v = m_position.variant();
    p.fillRect(QRect(QPoint(0, 0), size), m_theme.background);
    BoardPainter::paintBoard(p, g, m_theme, v, m_coordinates, &m_decorations, dpr);
    const BoardMarks marks = currentMarks();
    BoardPainter::paintUnderMarks(p, g, m_theme, v, marks);

    const bool animating =
        m_animation.state() == QAbstractAnimation::Running && m_animTo != NoSquare;
    Square hidden = NoSquare;
    if (m_lift.dragging && m_lift.from != NoSquare)
        hidden = m_path.isEmpty() ? m_lift.from : m_path.first();
    else if (m_path.size() > 1)
        hidden = m_path.first();
    else if (animating)
        hidden = m_animTo;
    BoardPainter::paintPieces(p, g, m_position, m_pieces, dpr, hidden);
    if (v.holdings) BoardPainter::paintHoldings(p, g, m_theme, m_position, m_pieces, dpr);
    // A multi-leg move in progress shows its piece where the last leg ended.
    if (m_path.size() > 1 && !m_lift.dragging)
        BoardPainter::paintPieceAt(p, g, v, m_position.at(m_path.first()),
                                   g.squareCenter(m_path.last()), m_pieces, dpr);
    if (animating) {
        const qreal t = m_animation.currentValue().toReal();
        const QPointF a = g.squareCenter(m_animFrom), b = g.squareCenter(m_animTo);
        BoardPainter::paintPieceAt(p, g, v, m_animPiece, a + (b - a) * t, m_pieces, dpr);
    }
    BoardPainter::paintOverMarks(p, g, m_theme, v, marks);

    if (m_lift.dragging) {
        const Piece held = m_lift.dropKind >= 0
                               ? makePiece(m_lift.color, m_lift.dropKind)
                               : m_position.at(m_path.isEmpty() ? m_lift.from : m_path.first());
        BoardPainter::paintPieceAt(p, g, v, held, m_lift.pointer, m_pieces, dpr);
    }

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

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    paintBoard(p, size(), devicePixelRatioF());
}

void BoardView::startAnimation(Move m, Piece piece) {
    m_animFrom = m.from();
    m_animTo = m.type() == MoveType::Castle ? kingDestination(m_position.variant(), m) : m.to();
    m_animPiece = piece;
    m_animation.start();
}

// --- taking moves -------------------------------------------------------------------

bool BoardView::canLift(Color c) const {
    return m_interactive && m_movable[c] && c == m_position.sideToMove() && !m_chooser &&
           m_awaitingChoice.isNone();
}

void BoardView::lift(Square from, int dropKind, QPointF pos) {
    m_lift = {};
    m_lift.from = from;
    m_lift.dropKind = dropKind;
    m_lift.color = m_position.sideToMove();
    m_lift.pressed = true;
    m_lift.pressPos = m_lift.pointer = pos;
    m_path = {};
    if (from != NoSquare) m_path.append(from);
    m_highlights.reset();
    m_overlay.reset();
    m_hoverRed = NoSquare;
    m_choice.clear();
    refreshTargets();
    if (from != NoSquare) emit squareLifted(from);
    update();
}

void BoardView::refreshTargets() {
    m_liftMoves.clear();
    MoveList legal;
    m_position.generateLegal(legal);
    for (Move m : legal) {
        const bool fits = m_lift.dropKind >= 0
                              ? (m.type() == MoveType::Drop && m.kind() == m_lift.dropKind)
                              : (m.type() != MoveType::Drop && m.from() == m_lift.from);
        if (fits) m_liftMoves.append(m);
    }
}

void BoardView::dropLifted(bool emitPut) {
    const Square from = m_path.isEmpty() ? m_lift.from : m_path.first();
    const bool wasLifted = m_lift.active();
    m_lift = {};
    m_liftMoves.clear();
    m_path.clear();
    m_highlights.reset();
    m_overlay.reset();
    m_hoverRed = NoSquare;
    if (wasLifted && emitPut && from != NoSquare) emit squarePut(from);
    update();
}

Move BoardView::coreMoveFor(Square from, Square to, int promotionKind) const {
    const Variant& v = m_position.variant();
    for (Move m : m_liftMoves)
        if (reaches(v, m, to) &&
            (m.type() == MoveType::Promotion ? m.kind() == promotionKind : promotionKind < 0))
            return m;
    // The engine knows moves board/core does not (an unknown variant): trust its markers.
    if (m_lift.dropKind >= 0) return Move(NoSquare, to, MoveType::Drop, m_lift.dropKind);
    return promotionKind >= 0 ? Move(from, to, MoveType::Promotion, promotionKind) : Move(from, to);
}

QString BoardView::illegalReason(Square from, Square to) const {
    const Variant& v = m_position.variant();
    const Piece target = m_position.at(to);
    if (isPiece(target) && colorOf(target) == m_lift.color && m_lift.dropKind < 0)
        return tr("Your own piece stands on that square.");
    if (m_lift.dropKind >= 0) return tr("That piece cannot be dropped there.");
    MoveList pseudo;
    m_position.generatePseudoLegal(pseudo);
    for (Move m : pseudo)
        if (m.from() == from && reaches(v, m, to))
            return v.isXiangqiLike()
                       ? tr("That move would leave your general in check or facing the other "
                            "general.")
                       : tr("That move would leave your king in check.");
    const QString name =
        QString::fromStdString(v.kinds[kindOf(m_position.at(from))].name).toLower();
    return tr("The %1 cannot move there.").arg(name);
}

void BoardView::attemptMove(Square to) {
    const Square from = m_path.isEmpty() ? m_lift.from : m_path.first();
    const Variant& v = m_position.variant();
    if (m_highlights) {
        if (!m_highlights->isLegalDestination(to)) {
            rejectMove(tr("That square is not marked as a destination."));
            return;
        }
        switch (std::toupper(static_cast<unsigned char>(m_highlights->letterAt(to)))) {
        case 'C': // the move goes on: this leg ends here, the next starts from here
            emit squarePut(to);
            m_path.append(to);
            m_lift.from = to;
            m_lift.dragging = false;
            m_highlights.reset();
            m_overlay.reset();
            m_hoverRed = NoSquare;
            emit squareLifted(to);
            update();
            return;
        case 'B': // forced promotion: the engine names the piece in a "choice" reply
            emit squarePut(to);
            m_awaitingChoice = Move(from, to, MoveType::Promotion, 0);
            m_lift.dragging = false;
            update();
            return;
        case 'M': {
            QList<Move> options;
            const QString letters = m_choice;
            if (!letters.isEmpty()) {
                for (QChar c : letters) {
                    const int kind = v.kindForLetter(c.toLatin1());
                    if (kind >= 0) options.append(coreMoveFor(from, to, kind));
                }
            } else {
                for (int kind : v.promotionKinds)
                    options.append(coreMoveFor(from, to, kind));
            }
            if (!options.isEmpty()) {
                openPromotionChooser(options, to);
                return;
            }
            break;
        }
        default: break;
        }
        finishMove(coreMoveFor(from, to, -1));
        return;
    }

    QList<Move> candidates;
    for (Move m : m_liftMoves)
        if (reaches(v, m, to)) candidates.append(m);
    if (candidates.isEmpty()) {
        rejectMove(illegalReason(from, to));
        return;
    }
    if (candidates.size() > 1 && candidates.first().type() == MoveType::Promotion) {
        openPromotionChooser(candidates, to);
        return;
    }
    finishMove(candidates.first());
}

void BoardView::finishMove(Move m) {
    closePromotionChooser();
    const bool putDone = !m_awaitingChoice.isNone();
    m_awaitingChoice = Move();
    m_lift = {};
    m_liftMoves.clear();
    m_path.clear();
    m_highlights.reset();
    m_overlay.reset();
    m_hoverRed = NoSquare;
    m_justEntered = m;
    if (!putDone) emit squarePut(m.to());
    update();
    emit moveEntered(m);
}

void BoardView::rejectMove(const QString& reason) {
    closePromotionChooser();
    m_awaitingChoice = Move();
    dropLifted(true);
    emit illegalMoveAttempt(reason);
}

void BoardView::openPromotionChooser(const QList<Move>& candidates, Square to) {
    QList<int> kinds;
    for (Move m : candidates)
        kinds.append(m.kind());
    m_lift.dragging = false;
    m_lift.pressed = false;
    const QRectF cell = boardGeometry().squareRect(to);
    const bool downwards = cell.center().y() < boardGeometry().boardRect().center().y();
    m_chooser = new PromotionChooser(this, m_pieces, m_position.variant(), m_lift.color, kinds,
                                     cell, downwards);
    connect(m_chooser, &PromotionChooser::chosen, this, [this, candidates](int kind) {
        for (Move m : candidates)
            if (m.kind() == kind) {
                finishMove(m);
                return;
            }
    });
    connect(m_chooser, &PromotionChooser::cancelled, this, [this] {
        closePromotionChooser();
        dropLifted(true);
    });
    m_chooser->show();
    m_chooser->setFocus();
    update();
}

void BoardView::closePromotionChooser() {
    if (!m_chooser) return;
    m_chooser->hide();
    m_chooser->deleteLater();
    m_chooser = nullptr;
    setFocus();
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        // Any other button puts a held piece back.
        if (m_lift.active()) dropLifted(true);
        return;
    }
    if (!m_awaitingChoice.isNone()) return; // waiting for the engine to name the promotion piece
    const QPointF pos = event->position();
    const Square sq = boardGeometry().squareAt(pos);
    Color handColor;
    int handIndex = -1;
    const bool onHand = boardGeometry().handAt(pos, &handColor, &handIndex);
    const Variant& v = m_position.variant();

    if (m_lift.active() && sq != NoSquare) {
        if (sq == m_lift.from) {
            // Pressing the held piece again: a drag may follow; a plain click puts it back.
            m_lift.pressed = true;
            m_lift.pressPos = m_lift.pointer = pos;
            m_lift.dragging = false;
            m_lift.reclicked = true;
            return;
        }
        const bool destination = m_highlights
                                     ? m_highlights->isLegalDestination(sq)
                                     : std::any_of(m_liftMoves.begin(), m_liftMoves.end(),
                                                   [&](Move m) { return reaches(v, m, sq); });
        const Piece there = m_position.at(sq);
        if (!destination && m_path.size() <= 1 && isPiece(there) &&
            colorOf(there) == m_lift.color && canLift(colorOf(there))) {
            dropLifted(true);
            lift(sq, -1, pos);
            return;
        }
        attemptMove(sq);
        return;
    }
    if (sq != NoSquare) {
        const Piece pc = m_position.at(sq);
        if (m_lift.active()) dropLifted(true);
        if (isPiece(pc) && canLift(colorOf(pc))) lift(sq, -1, pos);
        return;
    }
    if (onHand) {
        const QList<int> kinds = BoardPainter::handKinds(v);
        if (m_lift.active()) dropLifted(true);
        if (m_position.handCount(handColor, kinds[handIndex]) > 0 && canLift(handColor))
            lift(NoSquare, kinds[handIndex], pos);
        return;
    }
    if (m_lift.active()) dropLifted(true);
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    const QPointF pos = event->position();
    if (m_lift.active() && m_lift.pressed && !m_lift.dragging &&
        (pos - m_lift.pressPos).manhattanLength() >= QApplication::startDragDistance())
        m_lift.dragging = true;
    if (m_lift.dragging) {
        m_lift.pointer = pos;
        update();
    }
    // Report entering a red (capture) square so the engine can mark victims.
    if (m_lift.active() && m_highlights) {
        const Square sq = boardGeometry().squareAt(pos);
        const bool red =
            sq != NoSquare &&
            std::toupper(static_cast<unsigned char>(m_highlights->letterAt(sq))) == 'R';
        if (sq != m_hoverRed) {
            if (m_overlay) {
                m_overlay.reset();
                update();
            }
            m_hoverRed = red ? sq : NoSquare;
            if (red) emit squareHovered(sq);
        }
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_lift.active() || !m_lift.pressed) return;
    m_lift.pressed = false;
    const bool reclicked = m_lift.reclicked;
    m_lift.reclicked = false;
    if (!m_lift.dragging) {
        if (reclicked && m_path.size() <= 1)
            dropLifted(true); // clicked the held piece again: put it back
        return;
    }
    m_lift.dragging = false;
    const Square sq = boardGeometry().squareAt(event->position());
    if (sq == NoSquare || sq == m_lift.from) {
        // Dropped off the board or back home: the piece snaps back, nothing to report.
        if (m_path.size() > 1)
            update(); // a multi-leg move stays held at its last leg
        else
            dropLifted(true);
        return;
    }
    attemptMove(sq);
}

void BoardView::leaveEvent(QEvent* event) {
    if (m_overlay) {
        m_overlay.reset();
        update();
    }
    m_hoverRed = NoSquare;
    QWidget::leaveEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Escape:
        if (!m_typed.isEmpty())
            m_typed.clear();
        else
            dropLifted(true);
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
    if (!canLift(m_position.sideToMove())) {
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
    dropLifted(false);
    // Typed moves are animated when they come back: the eye needs to see what moved.
    emit moveEntered(m);
}

} // namespace tabiya

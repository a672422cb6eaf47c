#include "board/view/moveentry.h"

#include "board/view/landingsquare.h"

#include <algorithm>
#include <cctype>

namespace tabiya {

namespace {

bool reaches(const Variant& v, Move m, Square to) {
    return m.to() == to || landingSquare(v, m) == to;
}

char colourAt(const SquareMarkers& markers, Square s) {
    return char(std::toupper(static_cast<unsigned char>(markers.letterAt(s))));
}

} // namespace

MoveEntry::MoveEntry(QObject* parent)
    : QObject(parent) {}

void MoveEntry::setPosition(const Position* position) {
    m_position = position;
    reset();
}

void MoveEntry::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (!interactive && isActive()) putBack();
}

void MoveEntry::setMovableColors(bool white, bool black) {
    m_movable[White] = white;
    m_movable[Black] = black;
    if (isActive() && !canLift(m_color)) putBack();
}

bool MoveEntry::canLift(Color c) const {
    return m_position && m_interactive && m_movable[c] && c == m_position->sideToMove() &&
           m_awaitingChoice.isNone() && m_promotionMoves.isEmpty();
}

Piece MoveEntry::heldPiece() const {
    if (!m_position || !isActive()) return NoPiece;
    return m_dropKind >= 0 ? makePiece(m_color, m_dropKind) : m_position->at(origin());
}

bool MoveEntry::isDestination(Square s) const {
    if (m_highlights) return m_highlights->isLegalDestination(s);
    if (m_path.size() >= 2) return nextSquares().contains(s);
    const Variant& v = m_position->variant();
    return std::any_of(m_moves.begin(), m_moves.end(),
                       [&](Move m) { return m.isDouble() ? m.mid() == s : reaches(v, m, s); });
}

QList<Square> MoveEntry::nextSquares() const {
    QList<Square> out;
    if (!m_position) return out;
    const Variant& v = m_position->variant();
    auto add = [&](Square s) {
        if (!out.contains(s)) out.append(s);
    };
    if (m_path.size() >= 2) { // a lion's second leg
        const Square mid = m_path[1];
        for (Move m : m_moves)
            if (m.isDouble() ? m.mid() == mid : m.to() == mid) add(m.to());
        return out;
    }
    for (Move m : m_moves)
        add(m.isDouble() ? m.mid() : landingSquare(v, m));
    return out;
}

// Chu: a lion put on a square its double moves pass goes on from there.
bool MoveEntry::continuesAsLeg(Square to) const {
    return m_path.size() == 1 && std::any_of(m_moves.begin(), m_moves.end(),
                                             [&](Move m) { return m.isDouble() && m.mid() == to; });
}

bool MoveEntry::lift(Square from) {
    if (!m_position || !m_position->variant().contains(from)) return false;
    const Piece p = m_position->at(from);
    if (!isPiece(p) || !canLift(colorOf(p))) return false;
    beginLift(from, -1, colorOf(p));
    emit squareLifted(from);
    emit changed();
    return true;
}

bool MoveEntry::liftFromHand(Color c, int kind) {
    if (!m_position || !canLift(c) || m_position->handCount(c, kind) <= 0) return false;
    beginLift(NoSquare, kind, c);
    emit changed();
    return true;
}

void MoveEntry::beginLift(Square from, int dropKind, Color c) {
    reset();
    m_from = from;
    m_dropKind = dropKind;
    m_color = c;
    if (from != NoSquare) m_path.append(from);
    MoveList legal;
    Position scratch = *m_position; // generateLegal makes and unmakes moves
    scratch.generateLegal(legal);
    for (Move m : legal) {
        const bool fits = dropKind >= 0 ? (m.type() == MoveType::Drop && m.kind() == dropKind)
                                        : (m.type() != MoveType::Drop && m.from() == from);
        if (fits) m_moves.append(m);
    }
}

void MoveEntry::reset() {
    m_from = NoSquare;
    m_dropKind = -1;
    m_path.clear();
    m_moves.clear();
    m_highlights.reset();
    m_overlay.reset();
    m_hoverSquare = NoSquare;
    m_hoverIsRed = false;
    m_choice.clear();
    m_awaitingChoice = Move();
    m_promotionMoves.clear();
}

void MoveEntry::putBack() {
    const Square from = origin();
    const bool wasActive = isActive();
    reset();
    if (wasActive && from != NoSquare) emit squarePut(from);
    emit changed();
}

void MoveEntry::setHighlights(const SquareMarkers& markers) {
    if (!isActive()) return; // the piece was put down before the answer came
    // Markers arriving while the pointer rests on a red square answer the hover: they
    // mark victims and leave the destinations alone.
    if (m_hoverIsRed && m_highlights)
        m_overlay = markers;
    else
        m_highlights = markers;
    emit changed();
}

void MoveEntry::clearHighlights() {
    m_highlights.reset();
    m_overlay.reset();
    emit changed();
}

void MoveEntry::setPromotionChoice(const QString& letters) {
    m_choice = letters.toUpper();
    if (m_awaitingChoice.isNone() || m_choice.isEmpty()) return;
    const int kind = m_position->variant().kindForLetter(m_choice[0].toLatin1());
    if (kind < 0) {
        reject(tr("The promotion piece offered is unknown."));
        return;
    }
    finish(moveFor(m_awaitingChoice.from(), m_awaitingChoice.to(), kind));
}

void MoveEntry::hover(Square s) {
    if (s == m_hoverSquare) return;
    m_hoverSquare = s;
    if (m_overlay) {
        m_overlay.reset();
        emit changed();
    }
    m_hoverIsRed = isActive() && m_highlights && s != NoSquare && colourAt(*m_highlights, s) == 'R';
    if (m_hoverIsRed) emit squareHovered(s);
}

Move MoveEntry::moveFor(Square from, Square to, int promotionKind) const {
    const Variant& v = m_position->variant();
    for (Move m : m_moves)
        if (reaches(v, m, to) &&
            (m.type() == MoveType::Promotion ? m.kind() == promotionKind : promotionKind < 0))
            return m;
    // The engine knows moves board/core does not (an unknown variant): trust its markers.
    if (m_dropKind >= 0) return Move(NoSquare, to, MoveType::Drop, m_dropKind);
    return promotionKind >= 0 ? Move(from, to, MoveType::Promotion, promotionKind) : Move(from, to);
}

QString MoveEntry::illegalReason(Square to) const {
    const Variant& v = m_position->variant();
    const Piece target = m_position->at(to);
    if (m_dropKind >= 0) return tr("That piece cannot be dropped there.");
    if (isPiece(target) && colorOf(target) == m_color)
        return tr("Your own piece stands on that square.");
    MoveList pseudo;
    m_position->generatePseudoLegal(pseudo);
    for (Move m : pseudo)
        if (m.from() == origin() && reaches(v, m, to))
            return v.chu ? tr("The lion-trading rules forbid that capture.")
                   : v.isXiangqiLike()
                       ? tr("That move would leave your general in check or facing the "
                            "other general.")
                       : tr("That move would leave your king in check.");
    const QString name =
        QString::fromStdString(v.kinds[kindOf(m_position->at(origin()))].name).toLower();
    return tr("The %1 cannot move there.").arg(name);
}

void MoveEntry::putOn(Square to) {
    if (!isActive() || !m_position) return;
    if (m_highlights) return putOnMarked(to);
    if (continuesAsLeg(to)) return continueLeg(to);
    const QList<Move> candidates = candidatesFor(to);
    if (candidates.isEmpty() && !m_rulesChecked) {
        const Piece target = m_position->at(to);
        if (to == origin() || (isPiece(target) && colorOf(target) == m_color)) {
            reject(tr("Your own piece stands on that square."));
            return;
        }
        finish(moveFor(origin(), to, -1));
        return;
    }
    if (candidates.isEmpty()) {
        reject(illegalReason(to));
        return;
    }
    if (candidates.size() > 1 && candidates.first().type() == MoveType::Promotion) {
        offerPromotion(candidates, to);
        return;
    }
    finish(candidates.first());
}

void MoveEntry::continueLeg(Square to) {
    // This leg ends here; the next starts from here.
    emit squarePut(to);
    m_path.append(to);
    m_from = to;
    if (m_highlights) { // the engine marks the next leg afresh
        m_highlights.reset();
        m_overlay.reset();
        m_hoverIsRed = false;
    }
    emit squareLifted(to);
    emit changed();
}

QList<Move> MoveEntry::candidatesFor(Square to) const {
    QList<Move> candidates;
    if (m_path.size() >= 2) { // a lion's second leg: on, back (igui, pass) or stop
        const Square mid = m_path[1];
        for (Move m : std::as_const(m_moves))
            if (m.isDouble() ? m.mid() == mid && m.to() == to : to == mid && m.to() == mid)
                candidates.append(m);
    } else {
        for (Move m : std::as_const(m_moves))
            if (!m.isDouble() && reaches(m_position->variant(), m, to)) candidates.append(m);
    }
    return candidates;
}

void MoveEntry::putOnMarked(Square to) {
    // The engine's highlight reply marks the destinations and says what each one means.
    const Square from = origin();
    const Variant& v = m_position->variant();
    if (!m_highlights->isLegalDestination(to)) {
        reject(tr("That square is not marked as a destination."));
        return;
    }
    switch (colourAt(*m_highlights, to)) {
    case 'C': // the move goes on from here
        continueLeg(to);
        return;
    case 'B': // forced promotion: the engine names the piece in a "choice" reply
        emit squarePut(to);
        m_awaitingChoice = Move(from, to, MoveType::Promotion, 0);
        emit changed();
        if (!m_choice.isEmpty()) // the choice came with the lift
            setPromotionChoice(m_choice);
        return;
    case 'M': {
        QList<Move> options;
        if (!m_choice.isEmpty()) {
            for (QChar c : std::as_const(m_choice))
                if (const int kind = v.kindForLetter(c.toLatin1()); kind >= 0)
                    options.append(moveFor(from, to, kind));
        } else {
            for (int kind : v.promotionKinds)
                options.append(moveFor(from, to, kind));
        }
        if (!options.isEmpty()) {
            offerPromotion(options, to);
            return;
        }
        break;
    }
    default: break;
    }
    finish(moveFor(from, to, -1));
}

void MoveEntry::offerPromotion(const QList<Move>& moves, Square to) {
    if (m_autoPromotion) { // best first: the queen
        finish(moves.first());
        return;
    }
    m_promotionMoves = moves;
    QList<int> kinds;
    for (Move m : moves)
        kinds.append(offeredKind(m));
    emit changed();
    emit promotionNeeded(kinds, to);
}

void MoveEntry::choosePromotion(int kind) {
    const QList<Move> offered = m_promotionMoves;
    m_promotionMoves.clear();
    for (Move m : offered)
        if (offeredKind(m) == kind) {
            finish(m);
            return;
        }
    putBack();
}

// The piece a choice shows: the promoted kind, or (shogi, chu: not promoting) the piece
// itself.
int MoveEntry::offeredKind(Move m) const {
    return m.type() == MoveType::Promotion ? m.kind() : kindOf(m_position->at(m.from()));
}

void MoveEntry::finish(Move m) {
    const bool putSent = !m_awaitingChoice.isNone(); // a blue square already reported it
    reset();
    if (!putSent) emit squarePut(m.to());
    emit changed();
    emit moveEntered(m);
}

void MoveEntry::reject(const QString& reason) {
    putBack();
    emit illegalMoveAttempt(reason);
}

} // namespace tabiya

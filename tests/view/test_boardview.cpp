// BoardView under QTest's mouse and keyboard, offscreen: click-click and drag moves, the
// promotion chooser, xiangqi moves with a cannon capture, a flipped board, engine-supplied
// colour boards deciding legality, and typed moves.

#include "board/core/movetext.h"
#include "board/view/boardview.h"
#include "board/view/moveanimation.h"
#include "board/view/standinvariants.h"

#include <QPainter>
#include <QtTest>

using namespace tabiya;

Q_DECLARE_METATYPE(tabiya::Move)
Q_DECLARE_METATYPE(const tabiya::Variant*)

namespace {

Square sq(const Variant& v, const char* name) {
    size_t at = 0;
    return parseSquare(v, name, at);
}

Position fromFen(const Variant& v, const char* fen) {
    auto pos = Position::fromFen(v, fen);
    if (!pos) qFatal("bad FEN in test: %s", fen);
    return *pos;
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void clickClickMove();
    void dragMove();
    void draggedPieceFollowsPointer();
    void illegalDropSnapsBack();
    void clickOtherOwnPieceReselects();
    void wrongSideCannotLift();
    void promotionChoice_data();
    void promotionChoice();
    void promotionCancelled();
    void castlingByKingOrRook_data();
    void castlingByKingOrRook();
    void xiangqiMoves();
    void flippedBoard();
    void highlightsDecideLegality();
    void highlightMagentaPromotes();
    void highlightBlueWaitsForChoice();
    void highlightCyanContinues();
    void hoverOverRedIsReported();
    void keyboardEntry_data();
    void keyboardEntry();
    void animationCanBeTurnedOff();
    void aMoveRepaintsOnlyWhatChanged_data();
    void aMoveRepaintsOnlyWhatChanged();
    void animationTurnedOffMidwayLands();
    void pacedAnimationFollowsThePaints();
    void alwaysQueenSkipsTheChooser();
    void lastMoveHighlightToggles();
    void coordinatesToggle();
    void dropFromHoldings();
    void pieceSetFollowsTheBoard();
    void variantBoards_data();
    void variantBoards();
    void shogiHandListsUnpromotedKinds();
    void shogiDropByDragging();
    void shogiBoardIsOneRuledField();
    void crispAtDevicePixelRatio_data();
    void crispAtDevicePixelRatio();
    void regionPaintMatchesWholePaint_data();
    void regionPaintMatchesWholePaint();
    void cancelling_data();
    void cancelling();
    void chuLionDoubleMove_data();
    void chuLionDoubleMove();
    void chuPromoteOrNot_data();
    void chuPromoteOrNot();

private:
    QPoint at(Square s) const { return m_view->boardGeometry().squareCenter(s).toPoint(); }
    // A pixel inside the square that no piece covers.
    QPoint corner(Square s) const {
        return m_view->boardGeometry().squareRect(s).topLeft().toPoint() + QPoint(3, 3);
    }
    bool pieceShown(Square s) const {
        const QImage image = m_view->grab().toImage();
        return image.pixelColor(at(s)).rgb() != image.pixelColor(corner(s)).rgb();
    }
    void show(const Position& pos);
    void apply(Move m);

    BoardView* m_view = nullptr;
    Position m_pos;
};

void TestBoardView::init() {
    m_view = new BoardView;
    m_view->resize(480, 480);
    connect(m_view, &BoardView::moveEntered, this, &TestBoardView::apply);
}

void TestBoardView::cleanup() {
    delete m_view;
    m_view = nullptr;
}

void TestBoardView::show(const Position& pos) {
    m_pos = pos;
    m_view->setPosition(pos);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

// What a session does with an entered move: apply it and show the new position.
void TestBoardView::apply(Move m) {
    QVERIFY(m_pos.isLegalMove(m));
    m_pos.makeMove(m);
    m_view->setPosition(m_pos);
}

void TestBoardView::clickClickMove() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QSignalSpy lifted(m_view, &BoardView::squareLifted);
    QSignalSpy put(m_view, &BoardView::squarePut);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e2")));
    QCOMPARE(m_view->liftedSquare(), sq(v, "e2"));
    QCOMPARE(lifted.count(), 1);
    QCOMPARE(lifted[0][0].toInt(), sq(v, "e2"));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e4")));
    QCOMPARE(moves.count(), 1);
    const Move m = moves[0][0].value<Move>();
    QCOMPARE(m.from(), sq(v, "e2"));
    QCOMPARE(m.to(), sq(v, "e4"));
    QCOMPARE(put.count(), 1);
    QCOMPARE(put[0][0].toInt(), sq(v, "e4"));
    QCOMPARE(m_view->liftedSquare(), NoSquare);
    QCOMPARE(m_view->position().at(sq(v, "e4")), makePiece(White, 0));
}

void TestBoardView::dragMove() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    const QPoint from = at(sq(v, "g1")), to = at(sq(v, "f3"));
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, from + QPoint(10, -10));
    QTest::mouseMove(m_view, (from + to) / 2);
    QTest::mouseMove(m_view, to);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>(), Move(sq(v, "g1"), sq(v, "f3")));
    QCOMPARE(m_view->liftedSquare(), NoSquare);
}

void TestBoardView::draggedPieceFollowsPointer() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    m_view->setShowCoordinates(false);
    const QPoint from = at(sq(v, "d1"));
    const QPoint pointer = at(sq(v, "d4"));
    const QColor emptyD4 = m_view->grab().toImage().pixelColor(pointer);
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, from + QPoint(0, -20));
    QTest::mouseMove(m_view, pointer);
    const QImage image = m_view->grab().toImage();
    // The queen left d1 (its centre shows the bare, tinted square like its corner) and is
    // drawn under the pointer.
    QCOMPARE(image.pixelColor(from).rgb(), image.pixelColor(corner(sq(v, "d1"))).rgb());
    QVERIFY(image.pixelColor(pointer) != emptyD4);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, from); // back home: no move
    QCOMPARE(m_view->liftedSquare(), NoSquare);
}

void TestBoardView::illegalDropSnapsBack() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QSignalSpy illegal(m_view, &BoardView::illegalMoveAttempt);
    const QPoint from = at(sq(v, "e2")), to = at(sq(v, "e5"));
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, (from + to) / 2);
    QTest::mouseMove(m_view, to);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    QCOMPARE(moves.count(), 0);
    QCOMPARE(illegal.count(), 1);
    QVERIFY(!illegal[0][0].toString().isEmpty());
    QCOMPARE(m_view->liftedSquare(), NoSquare);
    QCOMPARE(m_view->position().at(sq(v, "e2")), makePiece(White, 0));
}

void TestBoardView::clickOtherOwnPieceReselects() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    QSignalSpy illegal(m_view, &BoardView::illegalMoveAttempt);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e2")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "b1")));
    QCOMPARE(m_view->liftedSquare(), sq(v, "b1"));
    QCOMPARE(illegal.count(), 0);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "b1"))); // again: put it back
    QCOMPARE(m_view->liftedSquare(), NoSquare);
}

void TestBoardView::wrongSideCannotLift() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    QSignalSpy lifted(m_view, &BoardView::squareLifted);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e7")));
    QCOMPARE(lifted.count(), 0);
    m_view->setMovableColors(false, true); // the engine plays White
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e2")));
    QCOMPARE(lifted.count(), 0);
}

void TestBoardView::promotionChoice_data() {
    QTest::addColumn<char>("letter");
    QTest::addColumn<bool>("drag");
    QTest::newRow("queen by click") << 'Q' << false;
    QTest::newRow("knight by click") << 'N' << false;
    QTest::newRow("rook by drag") << 'R' << true;
}

void TestBoardView::promotionChoice() {
    QFETCH(char, letter);
    QFETCH(bool, drag);
    const Variant& v = Variant::chess();
    show(fromFen(v, "8/2P1k3/8/8/8/8/4K3/8 w - - 0 1"));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    const QPoint from = at(sq(v, "c7")), to = at(sq(v, "c8"));
    if (drag) {
        QTest::mousePress(m_view, Qt::LeftButton, {}, from);
        QTest::mouseMove(m_view, (from + to) / 2);
        QTest::mouseMove(m_view, to);
        QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    } else {
        QTest::mouseClick(m_view, Qt::LeftButton, {}, from);
        QTest::mouseClick(m_view, Qt::LeftButton, {}, to);
    }
    QCOMPARE(moves.count(), 0);
    PromotionChooser* chooser = m_view->promotionChooser();
    QVERIFY(chooser);
    QVERIFY(chooser->isVisible());
    const int kind = v.kindForLetter(letter);
    const int index = chooser->kinds().indexOf(kind);
    QVERIFY(index >= 0);
    QCOMPARE(chooser->kinds().size(), 4);
    // The column starts on the promotion square itself.
    QCOMPARE(chooser->optionRect(0).center().toPoint(), to);
    QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->optionRect(index).center().toPoint());
    QCOMPARE(moves.count(), 1);
    const Move m = moves[0][0].value<Move>();
    QCOMPARE(m.type(), MoveType::Promotion);
    QCOMPARE(m.kind(), kind);
    QCOMPARE(kindOf(m_view->position().at(sq(v, "c8"))), kind);
    QTRY_VERIFY(!m_view->promotionChooser());
}

void TestBoardView::promotionCancelled() {
    const Variant& v = Variant::chess();
    show(fromFen(v, "8/2P1k3/8/8/8/8/4K3/8 w - - 0 1"));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c7")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c8")));
    QPointer<PromotionChooser> chooser = m_view->promotionChooser();
    QVERIFY(chooser);
    QTest::keyClick(chooser, Qt::Key_Escape);
    QCOMPARE(moves.count(), 0);
    QCOMPARE(m_view->liftedSquare(), NoSquare);
    QTRY_VERIFY(!chooser);
}

void TestBoardView::castlingByKingOrRook_data() {
    QTest::addColumn<QString>("target");
    QTest::newRow("king's square") << "g1";
    QTest::newRow("onto the rook") << "h1";
}

void TestBoardView::castlingByKingOrRook() {
    QFETCH(QString, target);
    const Variant& v = Variant::chess();
    show(fromFen(v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e1")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, target.toLatin1().constData())));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>().type(), MoveType::Castle);
    QCOMPARE(kindOf(m_view->position().at(sq(v, "g1"))), v.kindForLetter('K'));
}

void TestBoardView::xiangqiMoves() {
    const Variant& v = Variant::xiangqi();
    show(Position::startPosition(v));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QSignalSpy illegal(m_view, &BoardView::illegalMoveAttempt);
    // Pieces stand on intersections: the cell centred on the point takes the click.
    QCOMPARE(m_view->boardGeometry().ranks(), 10);
    // A cannon cannot capture without a screen.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "b2")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "b7")));
    QCOMPARE(illegal.count(), 1);
    // The horse by drag.
    const QPoint from = at(sq(v, "b0")), to = at(sq(v, "c2"));
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, (from + to) / 2);
    QTest::mouseMove(m_view, to);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    QCOMPARE(moves.count(), 1);
    // Black replies; then Red's cannon on h2 takes the horse on h9, jumping over the
    // black cannon on h7 (its screen).
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "a6")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "a5")));
    QCOMPARE(moves.count(), 2);
    const Piece horse = m_view->position().at(sq(v, "h9"));
    QCOMPARE(v.kinds[kindOf(horse)].letter, 'N');
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "h2")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "h9")));
    QCOMPARE(moves.count(), 3);
    const Move capture = moves[2][0].value<Move>();
    QCOMPARE(capture, Move(sq(v, "h2"), sq(v, "h9")));
    const Piece now = m_view->position().at(sq(v, "h9"));
    QCOMPARE(v.kinds[kindOf(now)].letter, 'C');
    QCOMPARE(colorOf(now), White);
    QCOMPARE(m_view->position().lastCaptured(), horse);
}

void TestBoardView::flippedBoard() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    m_view->setFlipped(true);
    QVERIFY(m_view->isFlipped());
    // White's pawns are at the top now.
    QVERIFY(at(sq(v, "e2")).y() < m_view->height() / 2);
    QVERIFY(at(sq(v, "a2")).x() > at(sq(v, "h2")).x());
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "d2")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "d4")));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>(), Move(sq(v, "d2"), sq(v, "d4")));
    // The same pixel unflipped holds a different square.
    const QPoint d4 = at(sq(v, "d4"));
    m_view->setFlipped(false);
    QCOMPARE(m_view->boardGeometry().squareAt(d4), sq(v, "e5"));
}

void TestBoardView::highlightsDecideLegality() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QSignalSpy illegal(m_view, &BoardView::illegalMoveAttempt);
    QSignalSpy lifted(m_view, &BoardView::squareLifted);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e2")));
    QCOMPARE(lifted.count(), 1);
    // The engine allows only e3 (as if in an unknown variant): e4 is refused although
    // board/core would allow it.
    m_view->setHighlights(*SquareMarkers::parse("8/8/8/8/8/4Y3/8/8", 8, 8));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e4")));
    QCOMPARE(moves.count(), 0);
    QCOMPARE(illegal.count(), 1);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e2")));
    m_view->setHighlights(*SquareMarkers::parse("8/8/8/8/8/4Y3/8/8", 8, 8));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e3")));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>(), Move(sq(v, "e2"), sq(v, "e3")));
    // Lower case only decorates: not a destination.
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e7")));
    m_view->setHighlights(*SquareMarkers::parse("8/8/4g3/8/8/8/8/8", 8, 8));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e6")));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(illegal.count(), 2);
}

void TestBoardView::highlightMagentaPromotes() {
    const Variant& v = Variant::chess();
    show(fromFen(v, "8/2P1k3/8/8/8/8/4K3/8 w - - 0 1"));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c7")));
    m_view->setHighlights(*SquareMarkers::parse("2M5/8/8/8/8/8/8/8", 8, 8));
    m_view->setPromotionChoice(QStringLiteral("NQ")); // the engine's "choice"
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c8")));
    PromotionChooser* chooser = m_view->promotionChooser();
    QVERIFY(chooser);
    QCOMPARE(chooser->kinds(), QList<int>({v.kindForLetter('N'), v.kindForLetter('Q')}));
    QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->optionRect(0).center().toPoint());
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>(),
             Move(sq(v, "c7"), sq(v, "c8"), MoveType::Promotion, v.kindForLetter('N')));
}

void TestBoardView::highlightBlueWaitsForChoice() {
    const Variant& v = Variant::chess();
    show(fromFen(v, "8/2P1k3/8/8/8/8/4K3/8 w - - 0 1"));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QSignalSpy put(m_view, &BoardView::squarePut);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c7")));
    m_view->setHighlights(*SquareMarkers::parse("2B5/8/8/8/8/8/8/8", 8, 8));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c8")));
    // Blue: the put goes out, no chooser, and the move waits for the engine's choice.
    QCOMPARE(put.count(), 1);
    QCOMPARE(put[0][0].toInt(), sq(v, "c8"));
    QVERIFY(!m_view->promotionChooser());
    QCOMPARE(moves.count(), 0);
    m_view->setPromotionChoice(QStringLiteral("R"));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>(),
             Move(sq(v, "c7"), sq(v, "c8"), MoveType::Promotion, v.kindForLetter('R')));
    QCOMPARE(put.count(), 1); // not a second put
}

void TestBoardView::highlightCyanContinues() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    disconnect(m_view, &BoardView::moveEntered, this, &TestBoardView::apply);
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QSignalSpy lifted(m_view, &BoardView::squareLifted);
    QSignalSpy put(m_view, &BoardView::squarePut);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "b1")));
    m_view->setHighlights(*SquareMarkers::parse("8/8/8/8/8/2C5/8/8", 8, 8));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c3")));
    // One leg done: put on c3, lifted again from there, no move yet.
    QCOMPARE(moves.count(), 0);
    QCOMPARE(put.count(), 1);
    QCOMPARE(lifted.count(), 2);
    QCOMPARE(lifted[1][0].toInt(), sq(v, "c3"));
    m_view->setHighlights(*SquareMarkers::parse("8/8/8/8/3Y4/8/8/8", 8, 8));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "d4")));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>().from(), sq(v, "b1"));
    QCOMPARE(moves[0][0].value<Move>().to(), sq(v, "d4"));
}

void TestBoardView::hoverOverRedIsReported() {
    const Variant& v = Variant::chess();
    show(fromFen(v, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"));
    QSignalSpy hovered(m_view, &BoardView::squareHovered);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "e4")));
    m_view->setHighlights(*SquareMarkers::parse("8/8/8/3R4/8/8/8/8", 8, 8));
    QTest::mouseMove(m_view, at(sq(v, "e6")));
    QCOMPARE(hovered.count(), 0);
    QTest::mouseMove(m_view, at(sq(v, "d5")));
    QCOMPARE(hovered.count(), 1);
    QCOMPARE(hovered[0][0].toInt(), sq(v, "d5"));
    QTest::mouseMove(m_view, at(sq(v, "d5")) + QPoint(3, 3)); // same square: once only
    QCOMPARE(hovered.count(), 1);
}

void TestBoardView::keyboardEntry_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected"); // empty: refused
    QTest::newRow("coordinates") << "normal"
                                 << "e2e4"
                                 << "e2e4";
    QTest::newRow("SAN") << "normal"
                         << "Nf3"
                         << "g1f3";
    QTest::newRow("xiangqi") << "xiangqi"
                             << "h2e2"
                             << "h2e2";
    QTest::newRow("illegal") << "normal"
                             << "e2e5"
                             << "";
}

void TestBoardView::keyboardEntry() {
    QFETCH(QString, variant);
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    const Variant& v = *Variant::byName(variant.toStdString());
    show(Position::startPosition(v));
    m_view->setFocus();
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QSignalSpy illegal(m_view, &BoardView::illegalMoveAttempt);
    QTest::keyClicks(m_view, typed);
    QCOMPARE(m_view->typedText(), typed);
    QTest::keyClick(m_view, Qt::Key_Return);
    QCOMPARE(m_view->typedText(), QString());
    if (expected.isEmpty()) {
        QCOMPARE(moves.count(), 0);
        QCOMPARE(illegal.count(), 1);
        return;
    }
    QCOMPARE(moves.count(), 1);
    Position before = Position::startPosition(v);
    QCOMPARE(QString::fromStdString(coordinateText(before, moves[0][0].value<Move>())), expected);
}

void TestBoardView::animationCanBeTurnedOff() {
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    m_view->setShowCoordinates(false);
    Position next = Position::startPosition(v);
    next.makeMove(Move(sq(v, "e2"), sq(v, "e4")));
    m_view->setAnimationsEnabled(false);
    m_view->setPosition(next);
    // Without animation the pawn is on e4 at once.
    QVERIFY(pieceShown(sq(v, "e4")));
    // With animation it starts on its way: e4 is still bare...
    m_view->setPosition(Position::startPosition(v));
    m_view->setAnimationsEnabled(true);
    m_view->setPosition(next);
    QVERIFY(!pieceShown(sq(v, "e4")));
    // ...and it arrives.
    QTRY_VERIFY(pieceShown(sq(v, "e4")));
}

namespace {
// Collects the regions of the paint events a widget receives.
class PaintRegions : public QObject {
public:
    QList<QRegion> regions;
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) regions << static_cast<QPaintEvent*>(e)->region();
        return false;
    }
};

qint64 area(const QRegion& r) {
    qint64 a = 0;
    for (const QRect& rect : r)
        a += qint64(rect.width()) * rect.height();
    return a;
}
} // namespace

void TestBoardView::aMoveRepaintsOnlyWhatChanged_data() {
    QTest::addColumn<bool>("animated");
    QTest::addColumn<bool>("paced");
    QTest::newRow("at once") << false << false;
    QTest::newRow("animated") << true << false;
    QTest::newRow("animated, paced by the window") << true << true;
}

// While engines play, each move repaints the squares it changed (and each animation frame
// the moving piece's way), not the whole board: the window's CPU per move depends on it.
void TestBoardView::aMoveRepaintsOnlyWhatChanged() {
    QFETCH(bool, animated);
    QFETCH(bool, paced);
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    QTRY_VERIFY(pieceShown(sq(v, "e2")));
    m_view->setAnimationsEnabled(animated);
    m_view->setAnimationPacedByWindow(paced);
    Position next = Position::startPosition(v);
    next.makeMove(Move(sq(v, "e2"), sq(v, "e4")));
    PaintRegions paints;
    m_view->installEventFilter(&paints);
    m_view->setPosition(next);
    if (animated) QTRY_VERIFY(paints.regions.size() >= 3); // frames as the pawn goes
    QTRY_VERIFY(!paints.regions.isEmpty());
    QRegion all;
    const qint64 square =
        qint64(m_view->boardGeometry().squareSize() * m_view->boardGeometry().squareSize());
    for (const QRegion& r : paints.regions) {
        all += r;
        QVERIFY2(area(r) <= 6 * square, "one repaint covers more than the move's way");
    }
    const QRect e2 = m_view->boardGeometry().squareRect(sq(v, "e2")).toRect();
    const QRect e4 = m_view->boardGeometry().squareRect(sq(v, "e4")).toRect();
    QVERIFY(all.contains(e2.center()) && all.contains(e4.center()));
    const QRect board = m_view->boardGeometry().boardRect().toRect();
    QVERIFY2(area(all & board) < area(QRegion(board)) / 4, "the move repainted most of the board");
    m_view->removeEventFilter(&paints);
    QTRY_VERIFY(pieceShown(sq(v, "e4")));
    QVERIFY(!pieceShown(sq(v, "e2")));
}

// Paced by the window (MainWindow's RepaintPacer), the animation has no timer of its own:
// a frame is asked for only once the last was painted, and the piece lands on time however
// fast or slow the frames come.
void TestBoardView::pacedAnimationFollowsThePaints() {
    const Variant& v = Variant::chess();
    const BoardGeometry g(QSizeF(400, 400), v.width, v.height, false);
    MoveAnimation animation([&] { return g; });
    animation.setPacedByWindow(true);
    QSignalSpy frames(&animation, &MoveAnimation::repaintNeeded);
    QElapsedTimer clock;
    clock.start();
    animation.start(Position::startPosition(v).at(sq(v, "e2")), sq(v, "e2"), sq(v, "e4"));
    QVERIFY(animation.isRunning());
    QTest::qWait(60); // two frames' time without a paint: nothing asked for
    QCOMPARE(frames.count(), 0);
    QVERIFY(animation.isMoving());
    const QPointF start = animation.center(g);
    QPointF last = start;
    int moved = 0; // frames that moved the pawn (frames asked within a millisecond may not)
    while (animation.isMoving()) {
        const int before = frames.count();
        animation.framePainted();
        animation.framePainted(); // a second paint before the frame came: no second frame
        QTRY_COMPARE(frames.count(), before + 1);
        if (!animation.isMoving()) break;
        const QPointF now = animation.center(g);
        QVERIFY2(now.y() <= last.y(), "the pawn goes up the board, never back");
        moved += now.y() < last.y() ? 1 : 0;
        last = now;
    }
    QVERIFY(moved >= 2);
    // Lands in its own time, however fast the frames came: once the piece, a frame from
    // then, would be within half a pixel of its square (here after about 115 of the 180 ms).
    QVERIFY(clock.elapsed() >= 100);
    QVERIFY(frames.constLast().first().value<QRegion>().contains(
        g.squareRect(sq(v, "e4")).center().toPoint()));
    QVERIFY(!animation.isRunning());
}

void TestBoardView::animationTurnedOffMidwayLands() {
    // Options > Animate Moving off while a piece slides: it lands at once, and no
    // animation is left running (no timer while idle).
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    Position next = Position::startPosition(v);
    next.makeMove(Move(sq(v, "e2"), sq(v, "e4")));
    m_view->setPosition(next);
    QVERIFY(m_view->isAnimating());
    m_view->setAnimationsEnabled(false);
    QVERIFY(!m_view->isAnimating());
    QVERIFY(pieceShown(sq(v, "e4")));
}

void TestBoardView::alwaysQueenSkipsTheChooser() {
    const Variant& v = Variant::chess();
    show(fromFen(v, "8/2P1k3/8/8/8/8/4K3/8 w - - 0 1"));
    QVERIFY(!m_view->alwaysQueen()); // off by default, as in XBoard
    m_view->setAlwaysQueen(true);
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c7")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c8")));
    QVERIFY(!m_view->promotionChooser());
    QCOMPARE(moves.count(), 1);
    const Move m = moves[0][0].value<Move>();
    QCOMPARE(m.type(), MoveType::Promotion);
    QCOMPARE(m.kind(), v.kindForLetter('Q'));
    QCOMPARE(kindOf(m_view->position().at(sq(v, "c8"))), v.kindForLetter('Q'));
}

void TestBoardView::lastMoveHighlightToggles() {
    // After e2e4 the empty e2 square is tinted; with the highlight off it is the plain
    // square colour again.
    const Variant& v = Variant::chess();
    m_view->setAnimationsEnabled(false);
    Position pos = Position::startPosition(v);
    pos.makeMove(Move(sq(v, "e2"), sq(v, "e4")));
    show(pos);
    const QPoint e2 = at(sq(v, "e2"));
    const QRgb plain = m_view->theme().light.rgb(); // e2 is a light square
    QVERIFY(m_view->showsLastMove());
    QVERIFY(m_view->grab().toImage().pixel(e2) != plain);
    m_view->setShowLastMove(false);
    QVERIFY(!m_view->showsLastMove());
    QCOMPARE(m_view->grab().toImage().pixel(e2), plain);
    m_view->setShowLastMove(true);
    QVERIFY(m_view->grab().toImage().pixel(e2) != plain);
}

void TestBoardView::coordinatesToggle() {
    // The file letters below the board: some pixels under a1 differ from the background
    // with coordinates on, none with them off.
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    const QRectF a1 = m_view->boardGeometry().squareRect(sq(v, "a1"));
    const QRect below(int(a1.left()), int(a1.bottom()) + 2, int(a1.width()),
                      int(m_view->height() - a1.bottom()) - 4);
    auto inked = [&] {
        const QImage image = m_view->grab().toImage();
        const QRgb background = m_view->theme().background.rgb();
        int n = 0;
        for (int y = below.top(); y <= below.bottom(); ++y)
            for (int x = below.left(); x <= below.right(); ++x)
                n += image.pixel(x, y) != background;
        return n;
    };
    QVERIFY(m_view->showsCoordinates());
    QVERIFY(inked() > 0);
    m_view->setShowCoordinates(false);
    QVERIFY(!m_view->showsCoordinates());
    QCOMPARE(inked(), 0);
}

void TestBoardView::dropFromHoldings() {
    // Chess with holdings, as an engine-defined drop variant would be.
    static const Variant dropChess = [] {
        Variant v = Variant::chess();
        v.name = "dropchess";
        v.holdings = true;
        v.finalize();
        return v;
    }();
    const Variant& v = dropChess;
    Position pos = fromFen(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    const int knight = v.kindForLetter('N');
    pos.setHand(White, knight, 2);
    show(pos);
    const BoardGeometry g = m_view->boardGeometry();
    QVERIFY(g.hasHoldings());
    const int index = BoardPainter::handKinds(v).indexOf(knight);
    QVERIFY(index >= 0);
    // The side at the bottom has its hand on the right of the board.
    const QRectF hand = g.handRect(White, index);
    QVERIFY(hand.left() > g.boardRect().right());
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    const QPoint from = hand.center().toPoint(), to = at(sq(v, "e4"));
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, (from + to) / 2);
    QTest::mouseMove(m_view, to);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>(), Move(NoSquare, sq(v, "e4"), MoveType::Drop, knight));
    QCOMPARE(m_view->position().handCount(White, knight), 1);
    // Black has nothing in hand: its (empty) hand cells do not lift anything.
    QSignalSpy lifted(m_view, &BoardView::squareLifted);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, g.handRect(Black, index).center().toPoint());
    QCOMPARE(m_view->liftedSquare(), NoSquare);
}

void TestBoardView::pieceSetFollowsTheBoard() {
    show(Position::startPosition(Variant::chess()));
    QCOMPARE(m_view->pieceSet().id, QStringLiteral("western"));
    // Chosen while a chess game is shown, used when a xiangqi game comes.
    QVERIFY(m_view->setPieceSet(PieceSet::byId(QStringLiteral("xiangqi-pictograms"))));
    QCOMPARE(m_view->pieceSet().id, QStringLiteral("western"));
    m_view->setPosition(Position::startPosition(Variant::xiangqi()));
    QCOMPARE(m_view->pieceSet().id, QStringLiteral("xiangqi-pictograms"));
    m_view->setPosition(Position::startPosition(Variant::chess()));
    QCOMPARE(m_view->pieceSet().id, QStringLiteral("western"));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("Cannot open file")));
    QVERIFY(!m_view->setPieceSet(
        PieceSet{QStringLiteral("missing"), {}, QStringLiteral(":/none.svg"), false}));
}

void TestBoardView::variantBoards_data() {
    QTest::addColumn<const Variant*>("variant");
    QTest::addColumn<QString>("pieceSet");
    static const Variant big = [] {
        Variant v = Variant::chess();
        v.name = "big";
        v.width = v.height = 16;
        v.castling = false;
        v.startFen = "r6k7r/pppppppppppppppp/16/16/16/16/16/16/16/16/16/16/16/16/"
                     "PPPPPPPPPPPPPPPP/R6K7R w - - 0 1";
        v.finalize();
        return v;
    }();
    QTest::newRow("10x8") << &StandIn::capablanca() << QStringLiteral("western");
    QTest::newRow("9x9 holdings") << &StandIn::shogi() << QStringLiteral("shogi");
    QTest::newRow("12x12") << &StandIn::chu() << QStringLiteral("western");
    QTest::newRow("16x16") << &big << QStringLiteral("western");
}

void TestBoardView::variantBoards() {
    QFETCH(const Variant*, variant);
    QFETCH(QString, pieceSet);
    const Variant& v = *variant;
    m_view->resize(720, 560);
    show(Position::startPosition(v));
    QCOMPARE(m_view->pieceSet().id, pieceSet);
    const BoardGeometry g = m_view->boardGeometry();
    QCOMPARE(g.files(), v.width);
    QCOMPARE(g.ranks(), v.height);
    // The whole board, its coordinates and its holdings fit in the widget, the board as
    // large as the height allows (whole pixels per square).
    const QRectF widget = m_view->rect();
    QVERIFY(widget.contains(g.frameRect()));
    const int rows = std::max(v.height, v.holdings ? 7 : 0);
    QVERIFY(g.squareSize() >= std::floor(560.0 / (rows + 1)) - 1);
    QCOMPARE(g.squareSize(), std::floor(g.squareSize()));
    if (v.holdings) {
        for (Color c : {White, Black})
            for (int i = 0; i < int(BoardPainter::handKinds(v).size()); ++i) {
                const QRectF hand = g.handRect(c, i);
                QVERIFY(widget.contains(hand));
                QVERIFY(!hand.intersects(g.frameRect()));
            }
    }
    // Every piece of the start position is drawn: each kind finds its art in the set
    // (by name: a lance is "w-lance", the letter L means other pieces elsewhere).
    int shown = 0;
    for (int rank = 0; rank < v.height; ++rank)
        for (int file = 0; file < v.width; ++file) {
            const Square s = geometry::square(file, rank);
            if (!isPiece(m_view->position().at(s))) continue;
            QVERIFY2(pieceShown(s),
                     qPrintable(
                         QStringLiteral("nothing drawn on %1,%2 (%3)")
                             .arg(file)
                             .arg(rank)
                             .arg(QLatin1Char(v.kinds[kindOf(m_view->position().at(s))].letter))));
            ++shown;
        }
    QVERIFY(shown >= 2 * v.width);
}

void TestBoardView::shogiHandListsUnpromotedKinds() {
    // Only what a capture can put in hand: the seven unpromoted kinds, rook first.
    const Variant& v = StandIn::shogi();
    QList<int> expected;
    for (char c : {'R', 'B', 'G', 'S', 'N', 'L', 'P'})
        expected << v.kindForLetter(c);
    QCOMPARE(BoardPainter::handKinds(v), expected);
    // Crazyhouse-like chess: no king in hand.
    QCOMPARE(BoardPainter::handKinds(StandIn::capablanca()).size(), 7);
}

void TestBoardView::shogiDropByDragging() {
    const Variant& v = StandIn::shogi();
    Position pos = fromFen(v, "4k4/9/9/9/9/9/9/9/4K4 w - - 0 1");
    const int pawn = v.kindForLetter('P'), gold = v.kindForLetter('G');
    pos.setHand(White, pawn, 3);
    pos.setHand(White, gold, 1);
    pos.setHand(Black, pawn, 1);
    m_view->resize(720, 560);
    show(pos);
    const BoardGeometry g = m_view->boardGeometry();
    const QRectF hand = g.handRect(White, int(BoardPainter::handKinds(v).indexOf(pawn)));
    QVERIFY(hand.left() > g.boardRect().right());
    const QImage threePawns = m_view->grab().toImage().copy(hand.toRect());
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    const QPoint from = hand.center().toPoint(), to = at(sq(v, "e5"));
    QTest::mousePress(m_view, Qt::LeftButton, {}, from);
    QTest::mouseMove(m_view, (from + to) / 2);
    QTest::mouseMove(m_view, to);
    QTest::mouseRelease(m_view, Qt::LeftButton, {}, to);
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>(), Move(NoSquare, sq(v, "e5"), MoveType::Drop, pawn));
    QCOMPARE(m_view->position().handCount(White, pawn), 2);
    QVERIFY(pieceShown(sq(v, "e5")));
    // The hand cell shows the new count.
    QVERIFY(m_view->grab().toImage().copy(hand.toRect()) != threePawns);
    // An empty hand cell (White has no rook) lifts nothing.
    QTest::mouseClick(
        m_view, Qt::LeftButton, {},
        g.handRect(White, int(BoardPainter::handKinds(v).indexOf(v.kindForLetter('R'))))
            .center()
            .toPoint());
    QCOMPARE(m_view->liftedSquare(), NoSquare);
}

void TestBoardView::shogiBoardIsOneRuledField() {
    // Shogi: one wooden field with lines between the squares; chess: checkered squares.
    m_view->resize(720, 560);
    show(fromFen(StandIn::shogi(), "4k4/9/9/9/9/9/9/9/4K4 w - - 0 1"));
    const Variant& v = StandIn::shogi();
    QImage image = m_view->grab().toImage();
    const QRectF d5 = m_view->boardGeometry().squareRect(sq(v, "d5"));
    const QRectF e5 = m_view->boardGeometry().squareRect(sq(v, "e5"));
    QCOMPARE(image.pixelColor(d5.center().toPoint()), image.pixelColor(e5.center().toPoint()));
    // The line between them differs from the field.
    const QPoint onLine(int(e5.left()), int(e5.center().y()));
    QVERIFY(image.pixelColor(onLine) != image.pixelColor(e5.center().toPoint()));
    show(Position::startPosition(StandIn::capablanca()));
    image = m_view->grab().toImage();
    const Variant& c = StandIn::capablanca();
    QVERIFY(image.pixelColor(at(sq(c, "d5"))) != image.pixelColor(at(sq(c, "e5"))));
}

void TestBoardView::regionPaintMatchesWholePaint_data() {
    QTest::addColumn<qreal>("dpr");
    QTest::newRow("1x") << 1.0;
    QTest::newRow("1.5x") << 1.5;
    QTest::newRow("2x") << 2.0;
}

void TestBoardView::regionPaintMatchesWholePaint() {
    // A paint event's region (an animation frame's squares, far apart) is painted as the
    // whole board is there, and nothing is painted outside it.
    QFETCH(qreal, dpr);
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    const QSize size(437, 437);
    const BoardGeometry g(QSizeF(size), 8, 8, false);
    const QRegion region = QRegion(g.squareRect(sq(v, "e2")).toAlignedRect()) +
                           QRegion(g.squareRect(sq(v, "d7")).toAlignedRect().adjusted(3, 3, 9, 9));
    QImage whole(size * dpr, QImage::Format_ARGB32_Premultiplied);
    whole.setDevicePixelRatio(dpr);
    {
        QPainter p(&whole);
        m_view->paintBoard(p, size, dpr);
    }
    QImage part(size * dpr, QImage::Format_ARGB32_Premultiplied);
    part.setDevicePixelRatio(dpr);
    part.fill(Qt::magenta);
    {
        QPainter p(&part);
        p.setClipRegion(region); // as a paint event clips
        m_view->paintBoard(p, size, dpr, region);
    }
    const QTransform toDevice = QTransform::fromScale(dpr, dpr);
    const QRegion deviceRegion = toDevice.map(region);
    int inside = 0;
    for (int y = 0; y < part.height(); y += 2) {
        for (int x = 0; x < part.width(); x += 2) {
            if (!deviceRegion.contains(QPoint(x, y))) {
                QCOMPARE(part.pixel(x, y), QColor(Qt::magenta).rgb());
                continue;
            }
            // Whole device pixels only: at a fractional ratio the region's edge cuts pixels.
            if (!deviceRegion.contains(QRect(x - 1, y - 1, 3, 3))) continue;
            QVERIFY2(part.pixel(x, y) == whole.pixel(x, y),
                     qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
            ++inside;
        }
    }
    QVERIFY(inside > 1000);
}

void TestBoardView::crispAtDevicePixelRatio_data() {
    QTest::addColumn<qreal>("dpr");
    QTest::newRow("1x") << 1.0;
    QTest::newRow("1.5x") << 1.5;
    QTest::newRow("2x") << 2.0;
    QTest::newRow("3x") << 3.0;
}

void TestBoardView::crispAtDevicePixelRatio() {
    QFETCH(qreal, dpr);
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    const QSize size(437, 437); // odd on purpose
    QImage image(size * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    {
        QPainter p(&image);
        m_view->paintBoard(p, size, dpr);
    }
    // Along the empty third rank every device pixel is exactly a square colour: no
    // blurred seams between squares.
    const BoardGeometry g(QSizeF(size), 8, 8, false);
    const QRectF rank3 = g.squareRect(sq(v, "a3")).united(g.squareRect(sq(v, "h3")));
    const int y = int(rank3.center().y() * dpr);
    const QRgb light = m_view->theme().light.rgb(), dark = m_view->theme().dark.rgb();
    int changes = 0;
    QRgb last = 0;
    for (int x = int(std::ceil(rank3.left() * dpr)); x < int(rank3.right() * dpr); ++x) {
        const QRgb px = image.pixel(x, y);
        QVERIFY2(px == light || px == dark, qPrintable(QString::number(x)));
        changes += last != 0 && px != last;
        last = px;
    }
    QCOMPARE(changes, 7);
    // And the pieces are there at this ratio: the white king's outline crosses its square.
    const QRectF e1 = g.squareRect(sq(v, "e1"));
    int darkOutline = 0;
    for (int x = int(e1.left() * dpr); x < int(e1.right() * dpr); ++x)
        darkOutline += qGray(image.pixel(x, int(e1.center().y() * dpr))) < 40;
    QVERIFY(darkOutline >= 2);
}

void TestBoardView::cancelling_data() {
    QTest::addColumn<QString>("how");
    QTest::newRow("escape") << "escape";
    QTest::newRow("right button") << "right";
    QTest::newRow("no longer interactive") << "interactive";
    QTest::newRow("dragged off the board") << "off";
    QTest::newRow("new position") << "position";
}

void TestBoardView::cancelling() {
    QFETCH(QString, how);
    const Variant& v = Variant::chess();
    show(Position::startPosition(v));
    m_view->setFocus();
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QSignalSpy put(m_view, &BoardView::squarePut);
    QSignalSpy illegal(m_view, &BoardView::illegalMoveAttempt);
    const QPoint e2 = at(sq(v, "e2"));
    if (how == "off") {
        QTest::mousePress(m_view, Qt::LeftButton, {}, e2);
        QTest::mouseMove(m_view, e2 + QPoint(20, 20));
        QTest::mouseMove(m_view, QPoint(2, 2));
        QTest::mouseRelease(m_view, Qt::LeftButton, {}, QPoint(2, 2));
    } else {
        QTest::mouseClick(m_view, Qt::LeftButton, {}, e2);
        QCOMPARE(m_view->liftedSquare(), sq(v, "e2"));
        if (how == "escape")
            QTest::keyClick(m_view, Qt::Key_Escape);
        else if (how == "right")
            QTest::mouseClick(m_view, Qt::RightButton, {}, at(sq(v, "e4")));
        else if (how == "interactive")
            m_view->setInteractive(false);
        else
            m_view->setPosition(Position::startPosition(v));
    }
    QCOMPARE(m_view->liftedSquare(), NoSquare);
    QCOMPARE(moves.count(), 0);
    QCOMPARE(illegal.count(), 0);
    // The piece is back on e2; a new position needs no put (nothing was put down).
    QCOMPARE(put.count(), how == "position" ? 0 : 1);
    if (how != "position") QCOMPARE(put[0][0].toInt(), sq(v, "e2"));
}

// Chu's lion as XBoard takes it: the first click (or drag) ends the first leg on the
// piece it takes (or an empty square next to it), which stays marked with the lion
// shown there; the second click goes on, back to the start (igui, a pass) or on the same
// square (stop there).
void TestBoardView::chuLionDoubleMove_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<bool>("drag");
    QTest::addColumn<QString>("expected"); // the move as an engine gets it
    const QString lion = "6k5/12/12/12/12/12/5g6/5p6/5N6/12/12/5K6 w - - 0 1";
    QTest::newRow("two captures") << lion << "f5"
                                  << "f6" << false << "f4f5,f5f6";
    QTest::newRow("hit and run") << lion << "f5"
                                 << "e6" << false << "f4f5,f5e6";
    QTest::newRow("igui") << lion << "f5"
                          << "f4" << false << "f4f5,f5f4";
    QTest::newRow("igui, first leg dragged") << lion << "f5"
                                             << "f4" << true << "f4f5,f5f4";
    QTest::newRow("take and stop") << lion << "f5"
                                   << "f5" << false << "f4f5";
    QTest::newRow("pass") << lion << "e4"
                          << "f4" << false << "@@@@";
    QTest::newRow("step") << lion << "e4"
                          << "e4" << false << "f4e4";
}

void TestBoardView::chuLionDoubleMove() {
    QFETCH(QString, fen);
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(bool, drag);
    QFETCH(QString, expected);
    const Variant& v = *Variant::byName("chu");
    show(fromFen(v, fen.toLatin1().constData()));
    const Position before = m_pos;
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    const Square from = sq(v, "f4"), mid = sq(v, first.toLatin1().constData());
    if (drag) {
        QTest::mousePress(m_view, Qt::LeftButton, {}, at(from));
        QTest::mouseMove(m_view, (at(from) + at(mid)) / 2);
        QTest::mouseMove(m_view, at(mid));
        QTest::mouseRelease(m_view, Qt::LeftButton, {}, at(mid));
    } else {
        QTest::mouseClick(m_view, Qt::LeftButton, {}, at(from));
        QTest::mouseClick(m_view, Qt::LeftButton, {}, at(mid));
    }
    QCOMPARE(moves.count(), 0);
    QCOMPARE(m_view->liftedSquare(), mid); // the first leg is marked, the lion held there
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, second.toLatin1().constData())));
    QCOMPARE(moves.count(), 1);
    const Move m = moves[0][0].value<Move>();
    QCOMPARE(QString::fromStdString(coordinateText(before, m)), expected);
    QCOMPARE(m_view->liftedSquare(), NoSquare);
}

// Entering the promotion zone a chu piece may promote or not: the chooser offers the
// promoted piece and the piece itself.
void TestBoardView::chuPromoteOrNot_data() {
    QTest::addColumn<bool>("promote");
    QTest::newRow("promote") << true;
    QTest::newRow("stay") << false;
}

void TestBoardView::chuPromoteOrNot() {
    QFETCH(bool, promote);
    const Variant& v = *Variant::byName("chu");
    show(fromFen(v, "6k5/12/12/12/2S9/12/12/12/12/12/12/5K6 w - - 0 1"));
    QSignalSpy moves(m_view, &BoardView::moveEntered);
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c8")));
    QTest::mouseClick(m_view, Qt::LeftButton, {}, at(sq(v, "c9")));
    QCOMPARE(moves.count(), 0);
    PromotionChooser* chooser = m_view->promotionChooser();
    QVERIFY(chooser);
    const int silver = v.kindForLetter('S');
    const int promoted = v.kinds[silver].promotesTo;
    QCOMPARE(chooser->kinds(), (QList<int>{promoted, silver}));
    const int index = chooser->kinds().indexOf(promote ? promoted : silver);
    QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->optionRect(index).center().toPoint());
    QCOMPARE(moves.count(), 1);
    const Move m = moves[0][0].value<Move>();
    QCOMPARE(m.type() == MoveType::Promotion, promote);
    QCOMPARE(m.to(), sq(v, "c9"));
}

QTEST_MAIN(TestBoardView)
#include "test_boardview.moc"

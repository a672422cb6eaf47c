// GUI (offscreen): the Edit Position dialog driven with the mouse as a person would:
// pieces put by clicks from the palette, taken off by a second click or a right-click,
// moved by dragging (off the board: removed); side to move, castling rights and the
// en-passant square in fen(); a FEN typed into the line moves the board; positions
// board/core refuses (two kings, the side not to move in check, ...) disable OK with the
// reason; xiangqi pieces in and out of their palace; Clear Board, Start Position, Flip.
//
// Pictures of it for a person: tests/tools/shots_dialogs.cpp.
#include "app/gui/piecepalette.h"
#include "app/gui/positioneditor.h"
#include "board/view/boardview.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>
#include <QToolButton>

using namespace tabiya;

class TestPositionEditor : public QObject {
    Q_OBJECT
private slots:
    void opensOnGivenPosition();
    void placeByClicks();
    void removeByClickAndRightClick();
    void dragMovesAndRemoves();
    void sideToMoveAndCastling();
    void castlingNeedsKingAndRook();
    void enPassantSquare();
    void typedFenMovesBoard();
    void refusedPositions_data();
    void refusedPositions();
    void twoKingsByClicks();
    void clearAndStart();
    void flipKeepsSquares();
    void xiangqiPlacement();
};

namespace {

Piece piece(const Variant& v, Color c, char letter) {
    return makePiece(c, v.kindForLetter(letter));
}

Square sq(const Variant& v, const char* name) {
    return v.square(name[0] - 'a', std::atoi(name + 1) - (v.height == 10 ? 0 : 1));
}

QPoint centre(PositionEditor& e, Square s) {
    return e.boardView()->boardGeometry().squareCenter(s).toPoint();
}

void choose(PositionEditor& e, Piece p) {
    QToolButton* b = e.piecePalette()->button(p);
    QVERIFY(b);
    b->click();
    QCOMPARE(e.piecePalette()->currentPiece(), p);
}

void click(PositionEditor& e, Square s, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(e.boardView(), button, {}, centre(e, s));
}

// A drag as the mouse makes it: press, moves with the button held, release.
void drag(PositionEditor& e, QPoint from, QPoint to) {
    QWidget* view = e.boardView();
    auto send = [view](QEvent::Type type, QPoint at, Qt::MouseButton b, Qt::MouseButtons held) {
        QMouseEvent ev(type, QPointF(at), view->mapToGlobal(QPointF(at)), b, held, {});
        QApplication::sendEvent(view, &ev);
    };
    send(QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
    const QPoint mid = (from + to) / 2;
    send(QEvent::MouseMove, mid, Qt::NoButton, Qt::LeftButton);
    send(QEvent::MouseMove, to, Qt::NoButton, Qt::LeftButton);
    send(QEvent::MouseButtonRelease, to, Qt::LeftButton, Qt::NoButton);
}

QString placement(const QString& fen) {
    return fen.section(QLatin1Char(' '), 0, 0);
}

QString field(const QString& fen, int i) {
    return fen.section(QLatin1Char(' '), i, i);
}

bool okEnabled(PositionEditor& e) {
    return e.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
}

QString problemText(PositionEditor& e) {
    return e.findChild<QLabel*>(QStringLiteral("problem"))->text();
}

void typeFen(PositionEditor& e, const QString& fen) {
    QLineEdit* line = e.findChild<QLineEdit*>(QStringLiteral("fenEdit"));
    line->selectAll();
    QTest::keyClicks(line, fen);
}

const QString KingsOnly = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1");

} // namespace

void TestPositionEditor::opensOnGivenPosition() {
    PositionEditor e(Variant::chess(), KingsOnly, nullptr);
    QCOMPARE(e.fen(), KingsOnly);
    QVERIFY(okEnabled(e));
    QVERIFY(e.problem().isEmpty());
    QCOMPARE(e.findChild<QLineEdit*>(QStringLiteral("fenEdit"))->text(), KingsOnly);
    QCOMPARE(QString::fromStdString(e.boardView()->position().fen()), KingsOnly);
    // No FEN (or one it cannot read): the start position.
    PositionEditor start(Variant::chess(), QString(), nullptr);
    QCOMPARE(start.fen(), QString::fromStdString(Variant::chess().startFen));
    PositionEditor junk(Variant::chess(), QStringLiteral("not a fen"), nullptr);
    QCOMPARE(junk.fen(), QString::fromStdString(Variant::chess().startFen));
}

void TestPositionEditor::placeByClicks() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, KingsOnly, nullptr);
    e.show();
    choose(e, piece(v, White, 'R'));
    click(e, sq(v, "a1"));
    choose(e, piece(v, Black, 'N'));
    click(e, sq(v, "c6"));
    click(e, sq(v, "g6"));
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/8/2n3n1/8/8/8/8/R3K3"));
    // The board shows what fen() says, and so does the FEN line.
    QCOMPARE(QString::fromStdString(e.boardView()->position().fen()), e.fen());
    QCOMPARE(e.findChild<QLineEdit*>(QStringLiteral("fenEdit"))->text(), e.fen());
    // A piece put on an occupied square replaces what stood there.
    choose(e, piece(v, White, 'R'));
    click(e, sq(v, "c6"));
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/8/2R3n1/8/8/8/8/R3K3"));
    QVERIFY(okEnabled(e));
}

void TestPositionEditor::removeByClickAndRightClick() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, QStringLiteral("4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1"), nullptr);
    e.show();
    // Right-click empties a square whatever is chosen.
    click(e, sq(v, "d2"), Qt::RightButton);
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3"));
    // Clicking the chosen piece's square again takes it off.
    choose(e, piece(v, White, 'P'));
    click(e, sq(v, "e2"));
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/8/8/8/8/8/8/4K3"));
    click(e, sq(v, "e2"));
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/8/8/8/8/8/4P3/4K3"));
    // The empty-square tool.
    choose(e, NoPiece);
    click(e, sq(v, "e2"));
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/8/8/8/8/8/8/4K3"));
    // Clicks outside the board change nothing.
    QTest::mouseClick(e.boardView(), Qt::LeftButton, {}, QPoint(1, 1));
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/8/8/8/8/8/8/4K3"));
}

void TestPositionEditor::dragMovesAndRemoves() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, QStringLiteral("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), nullptr);
    e.show();
    drag(e, centre(e, sq(v, "a1")), centre(e, sq(v, "a7")));
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/R7/8/8/8/8/8/4K3"));
    // A drag onto a piece replaces it (the black king here: then no black king).
    drag(e, centre(e, sq(v, "a7")), centre(e, sq(v, "e8")));
    QCOMPARE(placement(e.fen()), QStringLiteral("4R3/8/8/8/8/8/8/4K3"));
    QVERIFY(!okEnabled(e));
    // Dropped off the board: gone.
    drag(e, centre(e, sq(v, "e8")), QPoint(e.boardView()->width() + 40, 5));
    QCOMPARE(placement(e.fen()), QStringLiteral("8/8/8/8/8/8/8/4K3"));
    // Dragging from an empty square moves nothing (and puts nothing).
    drag(e, centre(e, sq(v, "d4")), centre(e, sq(v, "d5")));
    QCOMPARE(placement(e.fen()), QStringLiteral("8/8/8/8/8/8/8/4K3"));
}

void TestPositionEditor::sideToMoveAndCastling() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, QString::fromStdString(v.startFen), nullptr);
    e.show();
    QCOMPARE(field(e.fen(), 1), QStringLiteral("w"));
    QCOMPARE(field(e.fen(), 2), QStringLiteral("KQkq"));
    e.findChild<QRadioButton*>(QStringLiteral("blackToMove"))->click();
    QCOMPARE(field(e.fen(), 1), QStringLiteral("b"));
    e.findChild<QCheckBox*>(QStringLiteral("castleWhiteShort"))->click();
    QCOMPARE(field(e.fen(), 2), QStringLiteral("Qkq"));
    e.findChild<QCheckBox*>(QStringLiteral("castleBlackLong"))->click();
    QCOMPARE(field(e.fen(), 2), QStringLiteral("Qk"));
    e.findChild<QCheckBox*>(QStringLiteral("castleWhiteShort"))->click();
    QCOMPARE(field(e.fen(), 2), QStringLiteral("KQk"));
    e.findChild<QRadioButton*>(QStringLiteral("whiteToMove"))->click();
    QCOMPARE(field(e.fen(), 1), QStringLiteral("w"));
    QVERIFY(okEnabled(e));
}

void TestPositionEditor::castlingNeedsKingAndRook() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, QString::fromStdString(v.startFen), nullptr);
    e.show();
    auto* whiteLong = e.findChild<QCheckBox*>(QStringLiteral("castleWhiteLong"));
    QVERIFY(whiteLong->isEnabled());
    // The a1 rook taken off: no White O-O-O, and the box says so.
    click(e, sq(v, "a1"), Qt::RightButton);
    QVERIFY(!whiteLong->isEnabled());
    QCOMPARE(field(e.fen(), 2), QStringLiteral("Kkq"));
    // Back again: possible, but a right given back by hand only.
    choose(e, piece(v, White, 'R'));
    click(e, sq(v, "a1"));
    QVERIFY(whiteLong->isEnabled());
    QCOMPARE(field(e.fen(), 2), QStringLiteral("Kkq"));
    whiteLong->click();
    QCOMPARE(field(e.fen(), 2), QStringLiteral("KQkq"));
    // The king off its square: no rights for White at all.
    drag(e, centre(e, sq(v, "e1")), centre(e, sq(v, "e3")));
    QCOMPARE(field(e.fen(), 2), QStringLiteral("kq"));
    QVERIFY(!e.findChild<QCheckBox*>(QStringLiteral("castleWhiteShort"))->isEnabled());
}

void TestPositionEditor::enPassantSquare() {
    const Variant& v = Variant::chess();
    const QString fen = QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    PositionEditor e(v, fen, nullptr);
    e.show();
    QCOMPARE(e.fen(), fen);
    auto* ep = e.findChild<QComboBox*>(QStringLiteral("epSquare"));
    QVERIFY(ep->isEnabled());
    QCOMPARE(ep->count(), 2); // none, d6: the only square a capture can go to
    QCOMPARE(ep->currentText(), QStringLiteral("d6"));
    ep->setCurrentIndex(0);
    QCOMPARE(field(e.fen(), 3), QStringLiteral("-"));
    ep->setCurrentIndex(ep->findText(QStringLiteral("d6")));
    QCOMPARE(field(e.fen(), 3), QStringLiteral("d6"));
    // With Black to move there is no such square: the choice goes.
    e.findChild<QRadioButton*>(QStringLiteral("blackToMove"))->click();
    QCOMPARE(field(e.fen(), 3), QStringLiteral("-"));
    QVERIFY(!ep->isEnabled());
}

void TestPositionEditor::typedFenMovesBoard() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, KingsOnly, nullptr);
    e.show();
    const QString fen = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1");
    typeFen(e, fen);
    QCOMPARE(e.fen(), fen);
    QCOMPARE(QString::fromStdString(e.boardView()->position().fen()), fen);
    QVERIFY(e.findChild<QRadioButton*>(QStringLiteral("blackToMove"))->isChecked());
    QVERIFY(e.findChild<QCheckBox*>(QStringLiteral("castleWhiteShort"))->isChecked());
    QVERIFY(!e.findChild<QCheckBox*>(QStringLiteral("castleWhiteLong"))->isChecked());
    QVERIFY(okEnabled(e));
    // Half-typed text is no FEN: OK goes off with the reader's complaint, the board stays.
    typeFen(e, QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2X"));
    QVERIFY(!okEnabled(e));
    QVERIFY2(problemText(e).contains(QStringLiteral("unknown piece letter 'X'")),
             qPrintable(problemText(e)));
    QCOMPARE(QString::fromStdString(e.boardView()->position().fen()), fen);
}

void TestPositionEditor::refusedPositions_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("reason");
    QTest::newRow("two white kings") << "normal"
                                     << "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"
                                     << "White must have exactly one King";
    QTest::newRow("no black king") << "normal"
                                   << "8/8/8/8/8/8/8/4K3 w - - 0 1"
                                   << "Black must have exactly one King";
    QTest::newRow("side not to move in check") << "normal"
                                               << "4k3/8/8/8/4R3/8/8/K7 w - - 0 1"
                                               << "not to move is in check";
    QTest::newRow("pawn on the first rank") << "normal"
                                            << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"
                                            << "Pawn on its first or last rank";
    QTest::newRow("general outside the palace") << "xiangqi"
                                                << "4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1"
                                                << "outside the zone";
    QTest::newRow("elephant across the river") << "xiangqi"
                                               << "3k5/9/9/9/2B6/9/9/9/9/4K4 w - - 0 1"
                                               << "outside the zone";
}

void TestPositionEditor::refusedPositions() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, reason);
    const Variant& v = *Variant::byName(variant.toStdString());
    PositionEditor e(v, QString::fromStdString(v.startFen), nullptr);
    e.show();
    QVERIFY(okEnabled(e));
    typeFen(e, fen);
    QCOMPARE(e.fen(), fen); // read, shown on the board, but not to be played from
    QVERIFY(!okEnabled(e));
    QVERIFY2(e.problem().contains(reason), qPrintable(e.problem()));
    QVERIFY2(problemText(e).contains(reason), qPrintable(problemText(e)));
    // Start Position makes it playable again.
    e.findChild<QPushButton*>(QStringLiteral("startPosition"))->click();
    QVERIFY(okEnabled(e));
    QVERIFY(e.problem().isEmpty());
}

void TestPositionEditor::twoKingsByClicks() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, KingsOnly, nullptr);
    e.show();
    choose(e, piece(v, White, 'K'));
    click(e, sq(v, "a4"));
    QVERIFY(!okEnabled(e));
    QVERIFY2(problemText(e).contains(QStringLiteral("White must have exactly one King")),
             qPrintable(problemText(e)));
    click(e, sq(v, "a4")); // taken off again
    QVERIFY(okEnabled(e));
    // A white rook checking the black king with White to move: Black is in check and
    // not to move. With Black to move it is a position like any other.
    choose(e, piece(v, White, 'R'));
    click(e, sq(v, "e4"));
    QVERIFY(!okEnabled(e));
    QVERIFY(problemText(e).contains(QStringLiteral("not to move is in check")));
    e.findChild<QRadioButton*>(QStringLiteral("blackToMove"))->click();
    QVERIFY(okEnabled(e));
    QCOMPARE(e.fen(), QStringLiteral("4k3/8/8/8/4R3/8/8/4K3 b - - 0 1"));
}

void TestPositionEditor::clearAndStart() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, KingsOnly, nullptr);
    e.show();
    e.findChild<QPushButton*>(QStringLiteral("clearBoard"))->click();
    QCOMPARE(placement(e.fen()), QStringLiteral("8/8/8/8/8/8/8/8"));
    QVERIFY(!okEnabled(e));
    QVERIFY(!e.findChild<QCheckBox*>(QStringLiteral("castleWhiteShort"))->isEnabled());
    e.findChild<QPushButton*>(QStringLiteral("startPosition"))->click();
    QCOMPARE(e.fen(), QString::fromStdString(v.startFen));
    QVERIFY(okEnabled(e));
    QVERIFY(e.findChild<QCheckBox*>(QStringLiteral("castleWhiteShort"))->isChecked());
}

void TestPositionEditor::flipKeepsSquares() {
    const Variant& v = Variant::chess();
    PositionEditor e(v, KingsOnly, nullptr);
    e.show();
    e.findChild<QPushButton*>(QStringLiteral("flipBoard"))->click();
    QVERIFY(e.boardView()->isFlipped());
    // After flipping, a1 is at the top right; a click there still means a1.
    const BoardGeometry g = e.boardView()->boardGeometry();
    const QPointF a1 = g.squareCenter(sq(v, "a1"));
    QVERIFY(a1.x() > g.boardRect().center().x() && a1.y() < g.boardRect().center().y());
    choose(e, piece(v, White, 'R'));
    click(e, sq(v, "a1"));
    QCOMPARE(placement(e.fen()), QStringLiteral("4k3/8/8/8/8/8/8/R3K3"));
    QCOMPARE(field(e.fen(), 2), QStringLiteral("-")); // the right is the person's to give
    QVERIFY(e.findChild<QCheckBox*>(QStringLiteral("castleWhiteLong"))->isEnabled());
}

void TestPositionEditor::xiangqiPlacement() {
    const Variant& v = Variant::xiangqi();
    PositionEditor e(v, QString(), nullptr);
    e.show();
    QCOMPARE(e.fen(), QString::fromStdString(v.startFen));
    // No castling, no en passant on this board.
    QVERIFY(!e.findChild<QCheckBox*>(QStringLiteral("castleWhiteShort")));
    QVERIFY(!e.findChild<QComboBox*>(QStringLiteral("epSquare")));
    QVERIFY(e.findChild<QRadioButton*>(QStringLiteral("whiteToMove"))->text().contains("Red"));
    // Every kind of both colours in the palette.
    for (int c = 0; c < 2; ++c)
        for (int k = 0; k < int(v.kinds.size()); ++k)
            QVERIFY(e.piecePalette()->button(makePiece(Color(c), k)));
    e.findChild<QPushButton*>(QStringLiteral("clearBoard"))->click();
    choose(e, piece(v, White, 'K'));
    click(e, sq(v, "e0"));
    choose(e, piece(v, Black, 'K'));
    click(e, sq(v, "d9"));
    choose(e, piece(v, White, 'R'));
    click(e, sq(v, "a4"));
    choose(e, piece(v, Black, 'C'));
    click(e, sq(v, "h7"));
    choose(e, piece(v, White, 'A'));
    click(e, sq(v, "d0"));
    QCOMPARE(e.fen(), QStringLiteral("3k5/9/7c1/9/9/R8/9/9/9/3AK4 w - - 0 1"));
    QVERIFY2(okEnabled(e), qPrintable(e.problem()));
    // An advisor leaves the palace: refused, with the reason.
    drag(e, centre(e, sq(v, "d0")), centre(e, sq(v, "c0")));
    QVERIFY(!okEnabled(e));
    QVERIFY2(e.problem().contains(QStringLiteral("Advisor outside the zone")),
             qPrintable(e.problem()));
    // Generals facing on an open file: the side not to move is "in check".
    drag(e, centre(e, sq(v, "c0")), centre(e, sq(v, "d0")));
    QVERIFY(okEnabled(e));
    drag(e, centre(e, sq(v, "e0")), centre(e, sq(v, "e1")));
    drag(e, centre(e, sq(v, "d0")), centre(e, sq(v, "e0")));
    drag(e, centre(e, sq(v, "d9")), centre(e, sq(v, "e9")));
    QVERIFY(!okEnabled(e));
}

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"

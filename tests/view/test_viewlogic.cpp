// board/view's pure parts: square <-> pixel geometry (flipped or not), CECP colour boards,
// typed moves, MoveEntry's reasons for refusing a move, and the SVG pixmap cache at several device
// pixel ratios.

#include "board/core/movetext.h"
#include "board/core/variant.h"
#include "board/view/boardgeometry.h"
#include "board/view/boardpainter.h"
#include "board/view/moveentry.h"
#include "board/view/pieceset.h"
#include "board/view/squaremarkers.h"
#include "board/view/svgsheet.h"
#include "board/view/typedmove.h"

#include <QPainter>
#include <QtTest>

using namespace tabiya;

class TestViewLogic : public QObject {
    Q_OBJECT
private slots:
    void geometryIsSquareAndCentred();
    void geometryRoundTrip_data();
    void geometryRoundTrip();
    void geometryHoldings();
    void markers_data();
    void markers();
    void typedMove_data();
    void typedMove();
    void pixmapsAtDevicePixelRatio_data();
    void pixmapsAtDevicePixelRatio();
    void everyPieceHasArtwork();
    void kaiSetHasEveryPieceInItsColour();
    void illegalReasons_data();
    void illegalReasons();
    void uncheckedEntry();
    void letterDiscForPiecesWithoutArt();
};

void TestViewLogic::geometryIsSquareAndCentred() {
    const BoardGeometry g(QSizeF(800, 500), 8, 8, false);
    QCOMPARE(g.squareRect(geometry::square(0, 0)).width(),
             g.squareRect(geometry::square(0, 0)).height());
    QVERIFY(g.frameRect().height() <= 500);
    // Centred horizontally within a pixel.
    QVERIFY(qAbs(g.boardRect().center().x() - 400) <= 1);
    QVERIFY(g.squareSize() == std::floor(g.squareSize())); // whole pixels: crisp lines
}

void TestViewLogic::geometryRoundTrip_data() {
    QTest::addColumn<int>("files");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<bool>("flipped");
    QTest::newRow("chess") << 8 << 8 << false;
    QTest::newRow("chess flipped") << 8 << 8 << true;
    QTest::newRow("xiangqi") << 9 << 10 << false;
    QTest::newRow("xiangqi flipped") << 9 << 10 << true;
    QTest::newRow("16x16") << 16 << 16 << false;
    QTest::newRow("10x8 flipped") << 10 << 8 << true;
}

void TestViewLogic::geometryRoundTrip() {
    QFETCH(int, files);
    QFETCH(int, ranks);
    QFETCH(bool, flipped);
    const BoardGeometry g(QSizeF(640, 600), files, ranks, flipped);
    for (int f = 0; f < files; ++f)
        for (int r = 0; r < ranks; ++r) {
            const Square s = geometry::square(f, r);
            QCOMPARE(g.squareAt(g.squareCenter(s)), s);
        }
    // White's first rank is at the bottom unless flipped.
    const qreal a1y = g.squareCenter(geometry::square(0, 0)).y();
    QCOMPARE(a1y > g.boardRect().center().y(), !flipped);
    const qreal a1x = g.squareCenter(geometry::square(0, 0)).x();
    QCOMPARE(a1x < g.boardRect().center().x(), !flipped);
    QCOMPARE(g.squareAt(g.boardRect().topLeft() - QPointF(2, 2)), NoSquare);
}

void TestViewLogic::geometryHoldings() {
    const BoardGeometry g(QSizeF(900, 600), 8, 8, false, 5);
    Color c;
    int index = -1;
    QVERIFY(g.handAt(g.handRect(White, 2).center(), &c, &index));
    QCOMPARE(c, White);
    QCOMPARE(index, 2);
    // The side at the bottom keeps its hand to the right of the board.
    QVERIFY(g.handRect(White, 0).left() > g.boardRect().right());
    QVERIFY(g.handRect(Black, 0).right() < g.boardRect().left());
    QVERIFY(!g.boardRect().intersects(g.handRect(Black, 4)));
}

void TestViewLogic::markers_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("files");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("square");
    QTest::addColumn<char>("letter");
    QTest::addColumn<bool>("legal");
    // The spec's example: e3 and e4 yellow, f3 red.
    QTest::newRow("spec e4") << "8/8/8/8/4y3/4yr2/8/8" << 8 << 8 << true << "e4" << 'y' << false;
    QTest::newRow("spec f3") << "8/8/8/8/4y3/4yr2/8/8" << 8 << 8 << true << "f3" << 'r' << false;
    QTest::newRow("upper legal") << "8/8/8/8/4Y3/4YR2/8/8" << 8 << 8 << true << "f3" << 'R' << true;
    QTest::newRow("transparent") << "8/8/8/8/8/8/8/T7" << 8 << 8 << true << "a1" << 'T' << true;
    QTest::newRow("magenta") << "2M5/8/8/8/8/8/8/8" << 8 << 8 << true << "c8" << 'M' << true;
    QTest::newRow("unmarked") << "8/8/8/8/8/8/8/8" << 8 << 8 << true << "d4" << char(0) << false;
    QTest::newRow("xiangqi") << "9/9/9/9/9/9/9/4C4/9/9" << 9 << 10 << true << "e2" << 'C' << true;
    QTest::newRow("wide two digits")
        << "10/10/10/10/10/10/10/9G" << 10 << 8 << true << "j1" << 'G' << true;
    QTest::newRow("too few ranks") << "8/8/8" << 8 << 8 << false << "a1" << char(0) << false;
    QTest::newRow("row too long") << "9/8/8/8/8/8/8/8" << 8 << 8 << false << "a1" << char(0)
                                  << false;
    QTest::newRow("piece letter") << "8/8/8/8/8/8/8/K7" << 8 << 8 << false << "a1" << char(0)
                                  << false;
}

void TestViewLogic::markers() {
    QFETCH(QString, text);
    QFETCH(int, files);
    QFETCH(int, ranks);
    QFETCH(bool, valid);
    QFETCH(QString, square);
    QFETCH(char, letter);
    QFETCH(bool, legal);
    const auto board = SquareMarkers::parse(text, files, ranks);
    QCOMPARE(board.has_value(), valid);
    if (!valid) return;
    const int rank = square.mid(1).toInt() - (ranks == 10 ? 0 : 1);
    const Square s = geometry::square(square[0].toLatin1() - 'a', rank);
    QCOMPARE(board->letterAt(s), letter);
    QCOMPARE(board->isLegalDestination(s), legal);
}

void TestViewLogic::typedMove_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected"); // coordinate text, empty when rejected
    const QString start =
        QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QTest::newRow("coordinates") << "normal" << start << "e2e4"
                                 << "e2e4";
    QTest::newRow("upper-case coordinates") << "normal" << start << "E2E4"
                                            << "e2e4";
    QTest::newRow("SAN knight") << "normal" << start << "Nf3"
                                << "g1f3";
    QTest::newRow("SAN pawn") << "normal" << start << "d4"
                              << "d2d4";
    QTest::newRow("illegal") << "normal" << start << "e2e5"
                             << "";
    QTest::newRow("nonsense") << "normal" << start << "hello"
                              << "";
    QTest::newRow("castle") << "normal"
                            << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                            << "O-O"
                            << "e1g1";
    QTest::newRow("promotion SAN") << "normal"
                                   << "8/2P1k3/8/8/8/8/4K3/8 w - - 0 1"
                                   << "c8=N"
                                   << "c7c8n";
    QTest::newRow("promotion coordinates") << "normal"
                                           << "8/2P1k3/8/8/8/8/4K3/8 w - - 0 1"
                                           << "c7c8q"
                                           << "c7c8q";
    const QString xq =
        QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    QTest::newRow("xiangqi cannon") << "xiangqi" << xq << "h2e2"
                                    << "h2e2";
    QTest::newRow("xiangqi illegal") << "xiangqi" << xq << "h2h8"
                                     << "";
}

void TestViewLogic::typedMove() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    const Variant& v = *Variant::byName(variant.toStdString());
    auto pos = Position::fromFen(v, fen.toStdString());
    QVERIFY(pos);
    QString error;
    const Move m = TypedMove::resolve(*pos, typed, &error);
    if (expected.isEmpty()) {
        QVERIFY(m.isNone());
        QVERIFY(!error.isEmpty());
        return;
    }
    QVERIFY2(!m.isNone(), qPrintable(error));
    QCOMPARE(QString::fromStdString(coordinateText(*pos, m)), expected);
}

void TestViewLogic::pixmapsAtDevicePixelRatio_data() {
    QTest::addColumn<qreal>("dpr");
    QTest::newRow("1x") << 1.0;
    QTest::newRow("1.25x") << 1.25;
    QTest::newRow("2x") << 2.0;
    QTest::newRow("3x") << 3.0;
}

void TestViewLogic::pixmapsAtDevicePixelRatio() {
    QFETCH(qreal, dpr);
    SvgSheet sheet(PieceSet::byId(QStringLiteral("western")).fileName);
    QVERIFY(sheet.isValid());
    const QPixmap pm = sheet.pixmap(QStringLiteral("wK"), 48, dpr);
    // Rendered at device resolution and tagged, never scaled afterwards.
    QCOMPARE(pm.devicePixelRatio(), dpr);
    QCOMPARE(pm.width(), int(std::ceil(48 * dpr)));
    // Cached by (element, size, dpr): asking again returns the same pixmap.
    const int cached = sheet.cachedCount();
    QCOMPARE(sheet.pixmap(QStringLiteral("wK"), 48, dpr).cacheKey(), pm.cacheKey());
    QCOMPARE(sheet.cachedCount(), cached);
    QVERIFY(sheet.pixmap(QStringLiteral("wK"), 48, dpr + 1).cacheKey() != pm.cacheKey());
    // The piece is drawn: some opaque pixels in the middle column.
    const QImage img = pm.toImage();
    int opaque = 0;
    for (int y = 0; y < img.height(); ++y)
        opaque += qAlpha(img.pixel(img.width() / 2, y)) > 200;
    QVERIFY(opaque > img.height() / 3);
}

void TestViewLogic::everyPieceHasArtwork() {
    for (const PieceSet& set : PieceSet::builtIn()) {
        SvgSheet sheet(set.fileName);
        QVERIFY2(sheet.isValid(), qPrintable(set.fileName));
        const QString letters =
            set.xiangqi ? QStringLiteral("KABNRCP") : QStringLiteral("PNBRQKAC");
        for (QChar side : {u'w', u'b'})
            for (QChar letter : letters) {
                const QString id = QString(side) + letter;
                QVERIFY2(sheet.hasElement(id), qPrintable(set.id + QLatin1Char(' ') + id));
            }
    }
    SvgSheet board(QStringLiteral(":/board/xiangqi-board.svg"));
    QVERIFY(board.hasElement(QStringLiteral("river-left")));
    QVERIFY(board.hasElement(QStringLiteral("river-right")));
}

void TestViewLogic::kaiSetHasEveryPieceInItsColour() {
    // The xiangqi set whose characters are a Kai typeface's outlines
    // (resources/tools/make_kai_artwork.py) is listed and is xiangqi's default.
    const PieceSet set = PieceSet::byId(QStringLiteral("xiangqi-kai"));
    QCOMPARE(set.id, QStringLiteral("xiangqi-kai"));
    QVERIFY(set.xiangqi);
    QCOMPARE(PieceSet::defaultFor(Variant::xiangqi()).id, set.id);
    SvgSheet sheet(set.fileName);
    QVERIFY(sheet.isValid());
    // Ink of the side's colour inside the inner ring at 32 px: the character is drawn,
    // red for Red and near-black for Black, and each kind's character is its own.
    auto ink = [](const QImage& img, bool red) {
        int n = 0;
        for (int y = 10; y < 22; ++y)
            for (int x = 10; x < 22; ++x) {
                const QColor c = img.pixelColor(x, y);
                n += red ? (c.red() > 140 && c.green() < 90 && c.blue() < 90)
                         : (c.red() < 90 && c.green() < 90 && c.blue() < 90);
            }
        return n;
    };
    for (QChar side : {u'w', u'b'}) {
        QList<QImage> kinds;
        for (QChar letter : QStringLiteral("KABNRCP")) {
            const QString id = QString(side) + letter;
            QVERIFY2(sheet.hasElement(id), qPrintable(id));
            const QImage img =
                sheet.pixmap(id, 32, 1.0).toImage().convertToFormat(QImage::Format_ARGB32);
            QCOMPARE(img.size(), QSize(32, 32));
            const bool red = side == u'w';
            QVERIFY2(ink(img, red) >= 12, qPrintable(id + QStringLiteral(" has no character")));
            QVERIFY2(ink(img, !red) == 0, qPrintable(id + QStringLiteral(" in the other colour")));
            for (const QImage& other : std::as_const(kinds))
                QVERIFY2(other != img, qPrintable(id + QStringLiteral(" looks like another kind")));
            kinds << img;
        }
    }
}

void TestViewLogic::illegalReasons_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("reasonContains");
    QTest::newRow("pinned") << "normal"
                            << "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1"
                            << "e2d3"
                            << "king in check";
    QTest::newRow("own piece") << "normal"
                               << "4k3/8/8/8/8/3P4/4B3/4K3 w - - 0 1"
                               << "e2d3"
                               << "own piece";
    QTest::newRow("cannot move so") << "normal"
                                    << "4k3/8/8/8/8/8/4B3/4K3 w - - 0 1"
                                    << "e2e4"
                                    << "bishop cannot";
    QTest::newRow("flying general") << "xiangqi"
                                    << "4k4/9/9/9/9/9/9/4C4/9/4K4 w - - 0 1"
                                    << "e2d2"
                                    << "facing";
}

void TestViewLogic::illegalReasons() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, reasonContains);
    const Variant& v = *Variant::byName(variant.toStdString());
    const auto pos = Position::fromFen(v, fen.toStdString());
    QVERIFY(pos);
    MoveEntry entry;
    entry.setPosition(&*pos);
    QSignalSpy illegal(&entry, &MoveEntry::illegalMoveAttempt);
    QSignalSpy put(&entry, &MoveEntry::squarePut);
    QSignalSpy moves(&entry, &MoveEntry::moveEntered);
    const std::string text = move.toStdString();
    size_t at = 0;
    const Square from = parseSquare(v, text, at);
    const Square to = parseSquare(v, text, at);
    QVERIFY(entry.lift(from));
    entry.putOn(to);
    QCOMPARE(moves.count(), 0);
    QCOMPARE(illegal.count(), 1);
    QVERIFY2(illegal[0][0].toString().contains(reasonContains),
             qPrintable(illegal[0][0].toString()));
    // The piece went back where it came from.
    QCOMPARE(put.count(), 1);
    QCOMPARE(put[0][0].toInt(), from);
    QVERIFY(!entry.isActive());
}

void TestViewLogic::uncheckedEntry() {
    // The engine judges the rules (an engine-defined variant Tabiya cannot check): without
    // markers a piece may go anywhere but onto its own side's pieces; the engine decides.
    const Variant& v = Variant::chess();
    const auto pos = Position::fromFen(v, "4k3/8/8/8/8/3P4/4B3/4K3 w - - 0 1");
    QVERIFY(pos);
    MoveEntry entry;
    entry.setPosition(&*pos);
    entry.setRulesChecked(false);
    QSignalSpy illegal(&entry, &MoveEntry::illegalMoveAttempt);
    QSignalSpy moves(&entry, &MoveEntry::moveEntered);
    QVERIFY(entry.lift(v.square(4, 1))); // the bishop, straight up: no rule of chess
    entry.putOn(v.square(4, 3));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(moves[0][0].value<Move>(), Move(v.square(4, 1), v.square(4, 3)));
    QVERIFY(entry.lift(v.square(4, 1)));
    entry.putOn(v.square(3, 2)); // its own pawn stands there
    QCOMPARE(moves.count(), 1);
    QCOMPARE(illegal.count(), 1);
    QVERIFY(illegal[0][0].toString().contains("own piece"));
    // With the rules checked the same move is refused, as before.
    entry.setRulesChecked(true);
    QVERIFY(entry.lift(v.square(4, 1)));
    entry.putOn(v.square(4, 3));
    QCOMPARE(moves.count(), 1);
    QCOMPARE(illegal.count(), 2);
}

void TestViewLogic::letterDiscForPiecesWithoutArt() {
    // A letter no piece set draws (an engine-defined kind): its letter on a disc in the
    // side's colour, not an empty square.
    Variant v = Variant::chess();
    v.kinds[1].letter = 'U';
    v.kinds[1].name = "unicorn of an engine";
    QImage img(80, 80, QImage::Format_ARGB32);
    for (const Color c : {White, Black}) {
        img.fill(QColor(0, 128, 0));
        QPainter p(&img);
        BoardPainter::paintLetterDisc(p, v, makePiece(c, 1), QPointF(40, 40), 80);
        p.end();
        // The disc's body away from the letter: light for White, dark for Black.
        const QColor body = img.pixelColor(40, 12);
        QVERIFY2(c == White ? body.lightness() > 200 : body.lightness() < 60,
                 qPrintable(body.name()));
        // The letter is drawn in the contrasting colour at the centre somewhere.
        int contrast = 0;
        for (int y = 30; y < 50; ++y)
            for (int x = 30; x < 50; ++x) {
                const int l = img.pixelColor(x, y).lightness();
                contrast += c == White ? l < 80 : l > 180;
            }
        QVERIFY(contrast > 10);
    }
}

QTEST_MAIN(TestViewLogic)
#include "test_viewlogic.moc"

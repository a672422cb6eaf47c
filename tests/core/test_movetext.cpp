// Coordinate move text as CECP and CXBoard send it: xiangqi ranks from 0, promotions,
// castling as e1g1, e1h1 or O-O, drops, multi-leg moves, the null move, and junk.
#include "board/core/movetext.h"
#include "board/core/position.h"

#include <QTest>

using namespace tabiya;

class TestMoveText : public QObject {
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void write_data();
    void write();
};

void TestMoveText::parse_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written"); // how we write the move back; empty: rejected

    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const QString xq = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    const QString xqBlack = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
    const QString castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    const QString promo = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    QTest::newRow("e2e4") << "chess" << start << "e2e4"
                          << "e2e4";
    QTest::newRow("trailing space and check") << "chess" << start << " g1f3+ "
                                              << "g1f3";
    QTest::newRow("xiangqi cannon h2e2") << "xiangqi" << xq << "h2e2"
                                         << "h2e2";
    QTest::newRow("xiangqi horse b9c7") << "xiangqi" << xqBlack << "b9c7"
                                        << "b9c7";
    QTest::newRow("xiangqi rank 10 does not exist") << "xiangqi" << xq << "a0a10"
                                                    << "";
    QTest::newRow("promotion e7e8q") << "chess" << promo << "e7e8q"
                                     << "e7e8q";
    QTest::newRow("promotion upper case") << "chess" << promo << "e7e8N"
                                          << "e7e8n";
    QTest::newRow("promotion default queen") << "chess" << promo << "e7e8"
                                             << "e7e8q";
    QTest::newRow("promotion to king") << "chess" << promo << "e7e8k"
                                       << "";
    QTest::newRow("castle e1g1") << "chess" << castle << "e1g1"
                                 << "e1g1";
    QTest::newRow("castle e1h1") << "chess" << castle << "e1h1"
                                 << "e1g1";
    QTest::newRow("castle O-O-O") << "chess" << castle << "O-O-O"
                                  << "e1c1";
    QTest::newRow("castle 0-0") << "chess" << castle << "0-0"
                                << "e1g1";
    QTest::newRow("960 O-O") << "chess"
                             << "1r2k2r/8/8/8/8/8/8/R3K1R1 w GAhb - 0 1"
                             << "O-O"
                             << "O-O";
    QTest::newRow("drop in chess") << "chess" << start << "P@h3"
                                   << "";
    QTest::newRow("null @@@@") << "chess" << start << "@@@@"
                               << "@@@@";
    QTest::newRow("null 0000") << "chess" << start << "0000"
                               << "@@@@";
    QTest::newRow("multi-leg") << "chess" << start << "g1f3,f3g5"
                               << "";
    QTest::newRow("multi-leg broken chain") << "chess" << start << "e2e3,e4e5"
                                            << "";
    QTest::newRow("illegal") << "chess" << start << "e2e5"
                             << "";
    QTest::newRow("off the board") << "chess" << start << "i2i4"
                                   << "";
    QTest::newRow("empty") << "chess" << start << ""
                           << "";
    QTest::newRow("junk") << "chess" << start << "e2e4e6"
                          << "";
    QTest::newRow("only from") << "chess" << start << "e2"
                               << "";
    QTest::newRow("at signs") << "chess" << start << "@@"
                              << "";
    // Chu's lion, as XBoard sends and HaChu writes its moves.
    const QString lion = "6k5/12/12/12/12/12/12/5p6/5N6/12/12/5K6 w - - 0 1";
    const QString boxed = "6k5/12/12/12/12/12/12/12/12/4PPP5/4PNP5/4PKP5 w - - 0 1";
    QTest::newRow("chu igui") << "chu" << lion << "f4f5,f5f4"
                              << "f4f5,f5f4";
    QTest::newRow("chu hit and run") << "chu" << lion << "f4f5,f5e6"
                                     << "f4f5,f5e6";
    QTest::newRow("chu plain capture") << "chu" << lion << "f4f5"
                                       << "f4f5";
    QTest::newRow("chu jump over the pawn") << "chu" << lion << "f4f6"
                                            << "f4f6";
    QTest::newRow("chu pass") << "chu" << lion << "@@@@"
                              << "@@@@";
    QTest::newRow("chu pass as two legs") << "chu" << lion << "f4f3,f3f4"
                                          << "@@@@";
    QTest::newRow("chu no lion may pass") << "chu" << boxed << "@@@@"
                                          << "";
    QTest::newRow("chu second leg not a king step") << "chu" << lion << "f4f5,f5f7"
                                                    << "";
}

void TestMoveText::parse() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, written);
    auto pos = Position::fromFen(*Variant::byName(variant.toStdString()), fen.toStdString());
    QVERIFY(pos);
    const Move m = parseCoordinateMove(*pos, text.toStdString());
    if (written.isEmpty()) {
        QVERIFY(m.isNone());
        return;
    }
    QVERIFY(!m.isNone());
    if (!m.isNull()) QVERIFY(pos->isLegalMove(m));
    const CastlingNotation notation =
        written == "O-O" ? CastlingNotation::OO : CastlingNotation::KingTwoSquares;
    QCOMPARE(QString::fromStdString(coordinateText(*pos, m, notation)), written);
}

void TestMoveText::write_data() {
    QTest::addColumn<int>("notation");
    QTest::addColumn<QString>("expected");
    QTest::newRow("king two squares") << int(CastlingNotation::KingTwoSquares) << "e1g1";
    QTest::newRow("king takes rook") << int(CastlingNotation::KingTakesRook) << "e1h1";
    QTest::newRow("O-O") << int(CastlingNotation::OO) << "O-O";
}

void TestMoveText::write() {
    QFETCH(int, notation);
    QFETCH(QString, expected);
    auto pos = Position::fromFen(Variant::chess(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Move m = parseCoordinateMove(*pos, "e1g1");
    QCOMPARE(QString::fromStdString(coordinateText(*pos, m, CastlingNotation(notation))), expected);
    QCOMPARE(parseCoordinateMove(*pos, expected.toStdString()), m);
}

QTEST_GUILESS_MAIN(TestMoveText)
#include "test_movetext.moc"

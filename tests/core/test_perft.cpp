// perft tables: the standard chess positions, Chess960 castling, and xiangqi (start and
// middlegames). Counts not from the published tables were taken from Fairy-Stockfish 11.1
// (`go perft 4` with UCI_Variant xiangqi, or UCI_Chess960 true).
#include "board/core/perft.h"
#include "board/core/position.h"

#include <QTest>

using namespace tabiya;

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void perft_data();
    void perft();
    void divideSumsToPerft();
};

void TestPerft::perft_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");

    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("start 1") << "chess" << start << 1 << 20ULL;
    QTest::newRow("start 2") << "chess" << start << 2 << 400ULL;
    QTest::newRow("start 3") << "chess" << start << 3 << 8902ULL;
    QTest::newRow("start 4") << "chess" << start << 4 << 197281ULL;
    QTest::newRow("start 5") << "chess" << start << 5 << 4865609ULL;
    const QString kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("kiwipete 1") << "chess" << kiwipete << 1 << 48ULL;
    QTest::newRow("kiwipete 2") << "chess" << kiwipete << 2 << 2039ULL;
    QTest::newRow("kiwipete 3") << "chess" << kiwipete << 3 << 97862ULL;
    QTest::newRow("kiwipete 4") << "chess" << kiwipete << 4 << 4085603ULL;
    QTest::newRow("position 3") << "chess"
                                << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" << 6 << 11030083ULL;
    QTest::newRow("position 4")
        << "chess"
        << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" << 4 << 422333ULL;
    QTest::newRow("position 4 mirrored")
        << "chess"
        << "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1" << 4 << 422333ULL;
    QTest::newRow("position 5") << "chess"
                                << "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8" << 4
                                << 2103487ULL;
    QTest::newRow("position 6")
        << "chess"
        << "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10" << 4
        << 3894594ULL;
    // Chess960: the king on g1 with rooks on f1 and h1; rooks beside the king.
    QTest::newRow("960 king beside both rooks")
        << "chess"
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << 4 << 326672ULL;
    QTest::newRow("960 king on g, rooks e and h")
        << "chess"
        << "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9" << 4 << 667366ULL;
    QTest::newRow("960 rook on the king's square")
        << "chess"
        << "1r2k2r/8/8/8/8/8/8/R3K1R1 w GAhb - 0 1" << 4 << 365226ULL;

    const QString xq = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    QTest::newRow("xiangqi 1") << "xiangqi" << xq << 1 << 44ULL;
    QTest::newRow("xiangqi 2") << "xiangqi" << xq << 2 << 1920ULL;
    QTest::newRow("xiangqi 3") << "xiangqi" << xq << 3 << 79666ULL;
    QTest::newRow("xiangqi 4") << "xiangqi" << xq << 4 << 3290240ULL;
    QTest::newRow("xiangqi opening")
        << "xiangqi"
        << "r1bakabr1/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1" << 4
        << 1807868ULL;
    QTest::newRow("xiangqi endgame")
        << "xiangqi"
        << "3k5/4a4/4b4/9/2p6/9/4P4/4B4/4A4/3AK1C2 w - - 0 1" << 4 << 29497ULL;
    QTest::newRow("xiangqi middlegame")
        << "xiangqi"
        << "2bakab2/9/2n1c1n2/p1p3p1p/4r4/2P3P2/P3c3P/2N1C1N2/4R4/2BAKAB2 w - - 0 1" << 4
        << 407900ULL;
}

void TestPerft::perft() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    std::string error;
    auto pos =
        Position::fromFen(*Variant::byName(variant.toStdString()), fen.toStdString(), &error);
    QVERIFY2(pos, error.c_str());
    const std::string before = pos->fen();
    QCOMPARE(qulonglong(tabiya::perft(*pos, depth)), nodes);
    QCOMPARE(pos->fen(), before); // make/unmake left the position as it was
}

void TestPerft::divideSumsToPerft() {
    Position pos = Position::startPosition(Variant::xiangqi());
    uint64_t sum = 0;
    const auto divide = perftDivide(pos, 3);
    QCOMPARE(divide.size(), size_t(44));
    for (const auto& [move, count] : divide)
        sum += count;
    QCOMPARE(sum, uint64_t(79666));
}

QTEST_GUILESS_MAIN(TestPerft)
#include "test_perft.moc"

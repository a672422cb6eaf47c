// Chess960 start positions by number: known numbers give the published arrangements (518
// is the usual start), all 960 are distinct and legal Chess960 set-ups, and each X-FEN is
// read by board/core with both rooks' castling rights.
#include "board/core/chess960.h"
#include "board/core/perft.h"
#include "board/core/position.h"

#include <QSet>
#include <QTest>

using namespace tabiya;

class TestChess960 : public QObject {
    Q_OBJECT

private slots:
    void knownNumbers_data();
    void knownNumbers();
    void outOfRange();
    void allAreDistinctAndLegal();
    void standardIsTheUsualStart();
};

void TestChess960::knownNumbers_data() {
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("rank");
    QTest::newRow("0") << 0 << "BBQNNRKR";
    QTest::newRow("1") << 1 << "BQNBNRKR";
    QTest::newRow("4") << 4 << "QBBNNRKR";
    QTest::newRow("518 (standard)") << 518 << "RNBQKBNR";
    QTest::newRow("959") << 959 << "RKRNNQBB";
}

void TestChess960::knownNumbers() {
    QFETCH(int, number);
    QFETCH(QString, rank);
    QCOMPARE(QString::fromStdString(chess960BackRank(number)), rank);
}

void TestChess960::outOfRange() {
    QVERIFY(chess960BackRank(-1).empty());
    QVERIFY(chess960BackRank(960).empty());
    QVERIFY(chess960Fen(960).empty());
}

void TestChess960::allAreDistinctAndLegal() {
    QSet<QString> seen;
    for (int n = 0; n < Chess960Positions; ++n) {
        const std::string rank = chess960BackRank(n);
        QCOMPARE(int(rank.size()), 8);
        seen.insert(QString::fromStdString(rank));
        const auto b1 = rank.find('B'), b2 = rank.rfind('B');
        QVERIFY2((b1 + b2) % 2 == 1, rank.c_str()); // bishops on squares of both colours
        const auto r1 = rank.find('R'), k = rank.find('K'), r2 = rank.rfind('R');
        QVERIFY2(r1 < k && k < r2, rank.c_str()); // the king between the rooks
        std::string why;
        const auto pos = Position::fromFen(Variant::chess(), chess960Fen(n), &why);
        QVERIFY2(pos, why.c_str());
        for (Color c : {White, Black}) {
            QCOMPARE(pos->castlingRookFile(c, 0), int(r2));
            QCOMPARE(pos->castlingRookFile(c, 1), int(r1));
        }
    }
    QCOMPARE(seen.size(), Chess960Positions);
}

void TestChess960::standardIsTheUsualStart() {
    auto pos = Position::fromFen(Variant::chess(), chess960Fen(Chess960Standard));
    QVERIFY(pos);
    QCOMPARE(pos->hash(), Position::startPosition(Variant::chess()).hash());
    QCOMPARE(perft(*pos, 3), uint64_t(8902));
}

QTEST_APPLESS_MAIN(TestChess960)
#include "test_chess960.moc"

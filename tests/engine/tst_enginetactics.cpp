// Tactics: tabiya-engine's search must find mates in chess and xiangqi within a node
// budget, and the line it reports must really end in mate by board/core's rules. Mate
// distances were taken from the engine's own deep searches; what makes the test bite is
// that the reported line is legal, has exactly that length and mates.

#include "board/core/rules.h"
#include "engine/searchpool.h"

#include <QTest>

#include <mutex>

using namespace tabiya;
using namespace tabiya::engine;

class TestEngineTactics : public QObject {
    Q_OBJECT
private slots:
    void mates_data();
    void mates();
    void benchIsDeterministic();
};

void TestEngineTactics::mates_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("mateIn");
    QTest::addColumn<qulonglong>("nodeBudget");
    // Chess
    QTest::newRow("chess back rank") << "normal"
                                     << "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1" << 1 << 20000ULL;
    QTest::newRow("chess smothered") << "normal"
                                     << "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1" << 1 << 20000ULL;
    QTest::newRow("chess scholar")
        << "normal"
        << "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4" << 1 << 50000ULL;
    QTest::newRow("chess queen to the back rank")
        << "normal"
        << "6k1/5ppp/8/8/8/8/Q4PPP/1R4K1 w - - 0 1" << 1 << 50000ULL;
    QTest::newRow("chess rook takes rook")
        << "normal"
        << "2r3k1/5ppp/8/8/8/8/5PPP/2R1R1K1 w - - 0 1" << 1 << 50000ULL;
    QTest::newRow("chess KR vs KP") << "normal"
                                    << "6k1/6p1/6Kp/8/8/8/8/5R2 w - - 0 1" << 4 << 2000000ULL;
    QTest::newRow("chess KQ vs K") << "normal"
                                   << "8/8/8/8/8/2k5/8/K6Q w - - 0 1" << 6 << 3000000ULL;
    // Xiangqi
    QTest::newRow("xiangqi two chariots")
        << "xiangqi"
        << "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1" << 1 << 20000ULL;
    QTest::newRow("xiangqi cannon and chariot")
        << "xiangqi"
        << "2bak4/4a4/4b4/4C4/9/9/9/9/4A4/3AK1R2 w - - 0 1" << 1 << 50000ULL;
    QTest::newRow("xiangqi horse and chariot")
        << "xiangqi"
        << "4ka3/4a4/9/9/6N2/9/9/9/9/3K1R3 w - - 0 1" << 1 << 50000ULL;
    QTest::newRow("xiangqi cannon and chariot mate in 3")
        << "xiangqi"
        << "3k5/4a4/9/9/9/9/9/4C4/9/R3K4 w - - 0 1" << 3 << 2000000ULL;
    QTest::newRow("xiangqi two chariots mate in 4")
        << "xiangqi"
        << "3ak4/9/4b4/9/9/9/9/9/9/R2K1R3 w - - 0 1" << 4 << 3000000ULL;
}

void TestEngineTactics::mates() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, mateIn);
    QFETCH(qulonglong, nodeBudget);
    const Variant* v = Variant::byName(variant.toStdString());
    QVERIFY(v);
    auto pos = Position::fromFen(*v, fen.toStdString());
    QVERIFY(pos);

    SearchPool pool;
    Evaluator evaluator(*v);
    SearchLimits limits;
    limits.nodes = nodeBudget;
    limits.mate = mateIn;
    SearchResult result;
    std::vector<Move> pv;
    std::mutex m;
    pool.start(
        *pos, evaluator, limits, nullptr,
        [&](const SearchReport& r) {
            std::lock_guard lock(m);
            if (!r.pv.empty()) pv = r.pv;
        },
        [&](const SearchResult& r) {
            std::lock_guard lock(m);
            result = r;
        });
    pool.wait();
    std::lock_guard lock(m);
    QVERIFY2(
        isMateScore(result.score) && result.score > 0,
        qPrintable(QStringLiteral("score %1 after %2 nodes").arg(result.score).arg(result.nodes)));
    QCOMPARE(mateInMoves(result.score), mateIn);
    QVERIFY(result.nodes <= nodeBudget + 2048);
    // The reported line must be legal and end in mate after 2N-1 plies.
    QCOMPARE(int(pv.size()), 2 * mateIn - 1);
    QCOMPARE(pv.front(), result.best);
    Position p = *pos;
    for (Move mv : pv) {
        QVERIFY(p.isLegalMove(mv));
        p.makeMove(mv);
    }
    const Outcome o = adjudicate(p);
    // In xiangqi a stalemated side loses, so the search scores that as a mate too.
    QVERIFY(o.termination == Termination::Checkmate ||
            (v->stalemateLoses && o.termination == Termination::Stalemate));
    QCOMPARE(o.result, pos->sideToMove() == White ? GameResult::WhiteWins : GameResult::BlackWins);
}

void TestEngineTactics::benchIsDeterministic() {
    // The same search twice on one thread gives the same tree: the bench's premise.
    auto run = [] {
        SearchPool pool;
        const Variant& v = Variant::xiangqi();
        Evaluator evaluator(v);
        SearchLimits limits;
        limits.depth = 6;
        uint64_t nodes = 0;
        pool.start(Position::startPosition(v), evaluator, limits, nullptr, nullptr,
                   [&](const SearchResult& r) { nodes = r.nodes; });
        pool.wait();
        return nodes;
    };
    const uint64_t first = run();
    QVERIFY(first > 0);
    QCOMPARE(run(), first);
}

QTEST_GUILESS_MAIN(TestEngineTactics)
#include "tst_enginetactics.moc"

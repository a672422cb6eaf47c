// tabiya-engine's strength levels, through a pipe: the options (Limit Strength, Elo,
// Skill Level, Random Seed) announced and accepted in CECP and CXBoard; a lower level
// searches less and plays other moves than full strength on the same positions, in chess
// and xiangqi; a seed replays the same moves; full strength is what it was without them.

#include "tests/engine/enginedriver.h"

#include <QTest>

namespace {

struct Searched {
    QString move;
    int depth = 0;
    qint64 nodes = 0;
};

const QStringList ChessPositions = {
    QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"),
    QStringLiteral("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"),
    QStringLiteral("r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7"),
    QStringLiteral("rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5"),
};
const QStringList XiangqiPositions = {
    // CXBoard's cfen
    QStringLiteral("r1bakabr1/9/1cn4cn/p1p1p1p1p/9/9/P1P1P1P1P/1CN4CN/9/R1BAKAB1R r 1"),
    QStringLiteral("r2akab2/9/1cn1b1n1c/p1p1p3p/6p2/2P6/P3P1P1P/1CN1B1NC1/4A4/R2AK1B1R r 1"),
    QStringLiteral("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r 1"),
};

// "option NAME=VALUE" lines (CECP) for a level; an empty list is full strength.
QStringList level(int elo, int seed) {
    return {QStringLiteral("option Limit Strength=1"), QStringLiteral("option Elo=%1").arg(elo),
            QStringLiteral("option Random Seed=%1").arg(seed)};
}

// A fresh engine thinks about a chess position to depth 8 at most (CECP); its move and
// its last thinking line's depth and nodes.
std::optional<Searched> cecpSearch(const QString& fen, const QStringList& options) {
    auto e = handshaken();
    if (!e) return {};
    for (const QString& o : options)
        e->send(o);
    for (const char* l : {"new", "force", "post", "sd 8", "st 60"})
        e->send(QLatin1String(l));
    e->send(QStringLiteral("setboard ") + fen);
    e->send(QStringLiteral("go"));
    const auto move = e->expect(MoveLine, 60000);
    if (!move) return {};
    Searched s;
    s.move = move->mid(5);
    for (const QString& l : e->skipped()) {
        const auto m = QRegularExpression(QStringLiteral("^(\\d+) -?\\d+ \\d+ (\\d+) ")).match(l);
        if (!m.hasMatch()) continue;
        s.depth = m.captured(1).toInt();
        s.nodes = m.captured(2).toLongLong();
    }
    return s;
}

// The same in CXBoard for a xiangqi position: go depth 8, info lines, bestmove.
std::optional<Searched> cxboardSearch(const QString& fen, int elo, int seed) {
    EngineDriver e;
    e.send(QStringLiteral("cxboard 1"));
    if (!e.expect(QStringLiteral("^cxboardok$"))) return {};
    if (elo > 0) {
        e.send(QStringLiteral("setoption name Limit Strength value true"));
        e.send(QStringLiteral("setoption name Elo value %1").arg(elo));
        e.send(QStringLiteral("setoption name Random Seed value %1").arg(seed));
    }
    e.send(QStringLiteral("force"));
    e.send(QStringLiteral("position cfen ") + fen);
    e.send(QStringLiteral("go depth 8"));
    const auto best = e.expect(QStringLiteral("^bestmove [a-i][0-9][a-i][0-9]"), 60000);
    if (!best) return {};
    Searched s;
    s.move = best->mid(9, 4);
    const QRegularExpression info(QStringLiteral("^info depth (\\d+) .* nodes (\\d+) "));
    for (const QString& l : e.skipped()) {
        const auto m = info.match(l);
        if (!m.hasMatch()) continue;
        s.depth = m.captured(1).toInt();
        s.nodes = m.captured(2).toLongLong();
    }
    return s;
}

} // namespace

class TestEngineStrength : public QObject {
    Q_OBJECT
private slots:
    void cecpOptions();
    void cxboardOptions();
    void lowerLevelSearchesLessAndPlaysOtherMoves();
    void xiangqiLowerLevelSearchesLessAndPlaysOtherMoves();
    void sameSeedSameMoves();
    void skillLevelAndFullStrength();
};

void TestEngineStrength::cecpOptions() {
    auto e = std::make_unique<EngineDriver>();
    e->send(QStringLiteral("xboard"));
    e->send(QStringLiteral("protover 2"));
    QVERIFY(e->expect(QStringLiteral("^feature done=1$")));
    const QStringList features = e->skipped();
    for (const char* f : {"feature option=\"Limit Strength -check 0\"",
                          "feature option=\"Elo -spin 1500 600 2800\"",
                          "feature option=\"Skill Level -spin 20 0 20\"",
                          "feature option=\"Random Seed -spin 0 0 2000000000\""})
        QVERIFY2(features.contains(QLatin1String(f)), f);
    for (const char* o : {"option Limit Strength=1", "option Elo=2100", "option Skill Level=5",
                          "option Random Seed=12345"})
        e->send(QLatin1String(o));
    const auto lines = e->untilPong();
    QVERIFY(lines);
    QVERIFY(lines->filter(QStringLiteral("Error")).isEmpty());
    e->send(QStringLiteral("option Elo=599")); // below the range
    QVERIFY(e->expect(QStringLiteral("^Error \\(value out of range\\): option Elo=599$")));
}

void TestEngineStrength::cxboardOptions() {
    EngineDriver e;
    e.send(QStringLiteral("cxboard 1"));
    QVERIFY(e.expect(QStringLiteral("^cxboardok$")));
    const QStringList options = e.skipped();
    for (const char* o : {"option name Limit Strength type check default false",
                          "option name Elo type spin default 1500 min 600 max 2800",
                          "option name Skill Level type spin default 20 min 0 max 20",
                          "option name Random Seed type spin default 0 min 0 max 2000000000"})
        QVERIFY2(options.contains(QLatin1String(o)), o);
    for (const char* o :
         {"setoption name Limit Strength value true", "setoption name Elo value 900",
          "setoption name Skill Level value 3", "setoption name Random Seed value 9"})
        e.send(QLatin1String(o));
    const auto lines = e.untilReady();
    QVERIFY(lines);
    QVERIFY(lines->filter(QStringLiteral("Error")).isEmpty());
    e.send(QStringLiteral("setoption name Elo value 2801"));
    QVERIFY(e.expect(QStringLiteral("^Error \\(value out of range\\)")));
}

void TestEngineStrength::lowerLevelSearchesLessAndPlaysOtherMoves() {
    int different = 0;
    for (const QString& fen : ChessPositions) {
        const auto full = cecpSearch(fen, {});
        const auto weak = cecpSearch(fen, level(800, 1));
        QVERIFY(full && weak);
        QCOMPARE(full->depth, 8);
        QVERIFY2(weak->depth < full->depth, qPrintable(fen));
        QVERIFY2(weak->nodes * 10 < full->nodes, qPrintable(fen));
        different += weak->move != full->move;
    }
    QVERIFY(different >= 1);
}

void TestEngineStrength::xiangqiLowerLevelSearchesLessAndPlaysOtherMoves() {
    int different = 0;
    for (const QString& fen : XiangqiPositions) {
        const auto full = cxboardSearch(fen, 0, 0);
        const auto weak = cxboardSearch(fen, 800, 1);
        QVERIFY(full && weak);
        QCOMPARE(full->depth, 8);
        QVERIFY2(weak->depth < full->depth, qPrintable(fen));
        QVERIFY2(weak->nodes * 10 < full->nodes, qPrintable(fen));
        different += weak->move != full->move;
    }
    QVERIFY(different >= 1);
}

void TestEngineStrength::sameSeedSameMoves() {
    // Two engines at one level and seed: move for move, node for node the same; another
    // seed plays another move somewhere, so the seed is what decides.
    int otherSeedDiffers = 0;
    for (const QString& fen : ChessPositions) {
        const auto a = cecpSearch(fen, level(1200, 77));
        const auto b = cecpSearch(fen, level(1200, 77));
        const auto c = cecpSearch(fen, level(1200, 78));
        QVERIFY(a && b && c);
        QCOMPARE(a->move, b->move);
        QCOMPARE(a->nodes, b->nodes);
        otherSeedDiffers += c->move != a->move || c->nodes != a->nodes;
    }
    QVERIFY(otherSeedDiffers >= 1);
}

void TestEngineStrength::skillLevelAndFullStrength() {
    const QString fen = ChessPositions.first();
    const auto full = cecpSearch(fen, {});
    QVERIFY(full);
    // Skill Level 20, or an Elo without Limit Strength: full strength, node for node.
    const auto skill20 = cecpSearch(fen, {QStringLiteral("option Skill Level=20")});
    const auto eloOnly = cecpSearch(fen, {QStringLiteral("option Elo=700")});
    QVERIFY(skill20 && eloOnly);
    QCOMPARE(skill20->nodes, full->nodes);
    QCOMPARE(eloOnly->nodes, full->nodes);
    QCOMPARE(eloOnly->move, full->move);
    // Skill Level 0 is the Elo scale's bottom (600): one ply.
    const auto skill0 = cecpSearch(
        fen, {QStringLiteral("option Skill Level=0"), QStringLiteral("option Random Seed=3")});
    QVERIFY(skill0);
    QCOMPARE(skill0->depth, 1);
    // Limit Strength wins over Skill Level.
    const auto limited = cecpSearch(
        fen, {QStringLiteral("option Skill Level=0"), QStringLiteral("option Limit Strength=1"),
              QStringLiteral("option Elo=2200"), QStringLiteral("option Random Seed=3")});
    QVERIFY(limited);
    QVERIFY(limited->depth > 4);
}

QTEST_GUILESS_MAIN(TestEngineStrength)
#include "tst_enginestrength.moc"

// RootExclusions, tested directly: what the dialects that emulate exclude by restarting the
// search (CXBoard and UCI searchmoves over a root list, UCCI banmoves) search and when the
// set changes.
#include "protocol/rootexclusions.h"

#include <QTest>

using namespace tabiya;

class TestRootExclusions : public QObject {
    Q_OBJECT
private slots:
    void listed();
    void unlisted();
    void unusableMoves();
};

namespace {

QList<MoveText> moves(const QStringList& coordinates) {
    QList<MoveText> out;
    for (const QString& c : coordinates)
        out << MoveText{c, QString()};
    return out;
}

} // namespace

void TestRootExclusions::listed() {
    RootExclusions r;
    r.setRootMoves(moves({"e2e4", "d2d4", "g1f3"}));
    QVERIFY(r.hasRootMoves());
    QVERIFY(r.searchRoots().isEmpty()); // nothing excluded: search everything
    QVERIFY(r.exclude("e2e4", true));
    QVERIFY(!r.exclude("e2e4", true)); // already out: no restart
    QVERIFY(!r.exclude("a2a3", true)); // not a root move of the list
    QCOMPARE(r.searchRoots(), (QStringList{"d2d4", "g1f3"}));
    QVERIFY(r.exclude("d2d4", true));
    QVERIFY(r.exclude("g1f3", true));
    QVERIFY(r.allExcluded(true));
    QVERIFY(r.include("g1f3"));
    QVERIFY(!r.include("g1f3"));
    QCOMPARE(r.searchRoots(), QStringList{"g1f3"});
    QVERIFY(r.includeAll());
    QVERIFY(!r.includeAll()); // nothing left to include: no restart
    r.exclude("e2e4", true);
    r.forget(); // a new position
    QVERIFY(!r.hasRootMoves());
    QVERIFY(r.excluded().isEmpty());
}

void TestRootExclusions::unlisted() {
    RootExclusions r; // UCCI: any move can be banned, no root list
    QVERIFY(r.exclude("h2e2", false));
    QCOMPARE(r.excluded(), QStringList{"h2e2"});
    QVERIFY(!r.allExcluded(false));
    r.clearExcluded();
    QVERIFY(r.excluded().isEmpty());
}

void TestRootExclusions::unusableMoves() {
    RootExclusions r;
    r.setRootMoves(moves({"e2e4", "", "e2 e4", "d2d4\nquit", "c2c4\r"}));
    r.exclude("e2e4", true);
    QCOMPARE(r.searchRoots(), QStringList{}); // only e2e4 was usable, and it is out
    QVERIFY(r.allExcluded(true));
    QVERIFY(!r.exclude("b1c3\nquit", false));
}

QTEST_MAIN(TestRootExclusions)
#include "tst_rootexclusions.moc"

// MoveLegs: moves sent one leg a line (HaChu's lion double moves) put together as XBoard
// does; whole moves pass unchanged.
#include "protocol/cecpmovelegs.h"

#include <QTest>

using tabiya::cecp::MoveLegs;

class TestCecpMoveLegs : public QObject {
    Q_OBJECT
private slots:
    void join_data() {
        QTest::addColumn<QStringList>("lines"); // the texts of successive move lines
        QTest::addColumn<QStringList>("moves"); // the moves made of them
        QTest::newRow("plain move") << QStringList{"e2e4"} << QStringList{"e2e4"};
        QTest::newRow("lion in two lines (HaChu)")
            << QStringList{"g6h7,", "h7h6"} << QStringList{"g6h7,h7h6"};
        QTest::newRow("igui in two lines")
            << QStringList{"f4f5,", "f5f4"} << QStringList{"f4f5,f5f4"};
        QTest::newRow("whole multi-leg move")
            << QStringList{"f4f5,f5f6"} << QStringList{"f4f5,f5f6"};
        QTest::newRow("three legs: the middle one dropped")
            << QStringList{"a1b2,", "b2c3,", "c3d4"} << QStringList{"a1b2,c3d4"};
        QTest::newRow("moves after a joined one") << QStringList{"g6h7,", "h7h6", "a7a6", "@@@@"}
                                                  << QStringList{"g6h7,h7h6", "a7a6", "@@@@"};
    }
    void join() {
        QFETCH(QStringList, lines);
        QFETCH(QStringList, moves);
        MoveLegs legs;
        QStringList out;
        for (const QString& line : lines)
            if (const auto move = legs.add(line)) out << *move;
        QCOMPARE(out, moves);
    }

    void clearDropsAKeptLeg() {
        MoveLegs legs;
        QVERIFY(!legs.add("g6h7,"));
        legs.clear();
        QCOMPARE(legs.add("a7a6"), std::optional<QString>("a7a6"));
    }
};

QTEST_GUILESS_MAIN(TestCecpMoveLegs)
#include "tst_cecpmovelegs.moc"

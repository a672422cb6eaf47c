// The move list during a game: a move added touches only its own cell (the items already
// there stay, so the window does no work proportional to the game's length at each move),
// and every other change (a takeback, another game, a result) still shows.
#include "app/gui/movelistwidget.h"

#include <QTest>

using namespace tabiya;

class TestMoveList : public QObject {
    Q_OBJECT
private slots:
    void addedMoveKeepsTheOtherItems();
    void changesStillShow();
};

void TestMoveList::addedMoveKeepsTheOtherItems() {
    MoveListWidget list;
    list.setMoves({"e4", "e5", "Nf3"}, false, 1, {});
    QTableWidgetItem* first = list.item(0, 0);
    QTableWidgetItem* third = list.item(1, 0);
    QTableWidgetItem* number = list.verticalHeaderItem(1);
    QVERIFY(first && third && number);
    list.setMoves({"e4", "e5", "Nf3", "Nc6"}, false, 1, {});
    QCOMPARE(list.item(0, 0), first);
    QCOMPARE(list.item(1, 0), third);
    QCOMPARE(list.verticalHeaderItem(1), number);
    QCOMPARE(list.item(1, 1)->text(), QStringLiteral("Nc6"));
    QCOMPARE(list.rowCount(), 2);
}

void TestMoveList::changesStillShow() {
    MoveListWidget list;
    list.setMoves({"e4", "e5", "Nf3", "Nc6"}, false, 1, {});
    // A takeback of two plies, then another move.
    list.setMoves({"e4", "e5", "d4"}, false, 1, {});
    QCOMPARE(list.rowCount(), 2);
    QCOMPARE(list.item(1, 0)->text(), QStringLiteral("d4"));
    QCOMPARE(list.item(1, 1)->text(), QString());
    QVERIFY(!(list.item(1, 1)->flags() & Qt::ItemIsSelectable));
    // The result gets a row of its own, without a number.
    list.setMoves({"e4", "e5", "d4"}, false, 1, QStringLiteral("1-0"));
    QCOMPARE(list.rowCount(), 3);
    QCOMPARE(list.item(2, 0)->text(), QStringLiteral("1-0"));
    QCOMPARE(list.verticalHeaderItem(2)->text(), QString());
    // Another game, Black first from move 12: every cell and number follows.
    list.setMoves({"Kb8", "Qd2"}, true, 12, {});
    QCOMPARE(list.rowCount(), 2);
    QCOMPARE(list.item(0, 0)->text(), QString());
    QCOMPARE(list.item(0, 1)->text(), QStringLiteral("Kb8"));
    QCOMPARE(list.item(1, 0)->text(), QStringLiteral("Qd2"));
    QCOMPARE(list.verticalHeaderItem(0)->text(), QStringLiteral("12"));
    QVERIFY(list.item(0, 1)->flags() & Qt::ItemIsSelectable);
}

QTEST_MAIN(TestMoveList)
#include "tst_movelist.moc"

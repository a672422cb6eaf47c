// The move list shows the game as PGN reads: comments in braces, NAGs as glyphs, nested
// variations in brackets, each on a line of its own indented by its depth; a click on a
// move of a variation selects that move's path in the tree.
#include "app/gui/movelistwidget.h"

#include <QSignalSpy>
#include <QTest>

using namespace tabiya;

namespace {
const char* const kGame =
    "[Event \"List\"]\n\n{Opening words} 1. e4 e5 2. Nf3 {good} (2. f4 exf4 (2... d5 3. exd5) "
    "3. Nf3) (2. Nc3 $16) 2... Nc6 $1 3. Bb5 $14 1-0";

PgnGame game() {
    return readPgn(kGame).games.at(0);
}
} // namespace

class TestMoveList : public QObject {
    Q_OBJECT
private slots:
    void showsCommentsVariationsAndNags();
    void variationsAreIndentedAndSmaller();
    void clickOnVariationMoveSelectsIt();
    void keysAskForSteps();
    void wrapsKeepNumbersAndBracketsWithTheirMoves();
};

void TestMoveList::showsCommentsVariationsAndNags() {
    MoveListWidget list;
    list.setItems(moveListItems(game()));
    QCOMPARE(list.text(), QString::fromUtf8("{Opening words} 1. e4 e5 2. Nf3 {good} (2. f4 exf4 "
                                            "(2... d5 3. exd5) 3. Nf3) (2. Nc3 ±) 2... Nc6! "
                                            "3. Bb5 ⩲ 1-0"));
    QCOMPARE(list.plyCount(), 5);
    QCOMPARE(list.moveText(4), QStringLiteral("Nc6!"));
    // Depths: the main line 0, 2. f4 1, 2... d5 2.
    for (const MoveListItem& it : list.items()) {
        if (it.text == QStringLiteral("f4")) QCOMPARE(it.depth, 1);
        if (it.text == QStringLiteral("d5")) QCOMPARE(it.depth, 2);
        if (it.text == QStringLiteral("Nc6!")) QCOMPARE(it.depth, 0);
    }
    // The main line's moves as the caller writes them.
    list.setItems(moveListItems(game(), {"E4", "E5"}));
    QVERIFY(list.text().contains(QStringLiteral("1. E4 E5 2. Nf3")));
}

void TestMoveList::variationsAreIndentedAndSmaller() {
    MoveListWidget list;
    list.resize(600, 400);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    list.setItems(moveListItems(game()));
    const QRect nf3 = list.moveRect({2});
    const QRect f4 = list.moveRect({2, 0, 0});
    const QRect d5 = list.moveRect({2, 0, 1, 0, 0});
    const QRect nextMain = list.moveRect({3});
    QVERIFY(nf3.isValid() && f4.isValid() && d5.isValid() && nextMain.isValid());
    // Each variation on a line below, further right the deeper it is; the main line goes
    // on below them.
    QVERIFY(f4.top() > nf3.top());
    QVERIFY(d5.top() > f4.top());
    QVERIFY(nextMain.top() > d5.top());
    const QRect exf4 = list.moveRect({2, 0, 1});
    const QRect variationStart = list.moveRect({2, 1, 0});
    QVERIFY(variationStart.left() < d5.left());
    QVERIFY(exf4.top() == f4.top());
    // The brackets: a variation's line starts further right than the main line's, a
    // nested one further still.
    int open1 = -1, open2 = -1, mainAfter = -1;
    for (int i = 0; i < int(list.items().size()); ++i) {
        const MoveListItem& it = list.items()[size_t(i)];
        if (it.kind == MoveListItem::Kind::Open && it.depth == 1 && open1 < 0) open1 = i;
        if (it.kind == MoveListItem::Kind::Open && it.depth == 2) open2 = i;
        if (it.text == QStringLiteral("2...")) mainAfter = i;
    }
    QVERIFY(open1 >= 0 && open2 >= 0 && mainAfter >= 0);
    QVERIFY(list.itemRect(mainAfter).left() < list.itemRect(open1).left());
    QVERIFY(list.itemRect(open1).left() < list.itemRect(open2).left());
}

void TestMoveList::clickOnVariationMoveSelectsIt() {
    MoveListWidget list;
    list.resize(600, 400);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    list.setItems(moveListItems(game()));
    QSignalSpy spy(&list, &MoveListWidget::pathSelected);
    const PgnPath d5 = {2, 0, 1, 0, 0};
    QTest::mouseClick(list.viewport(), Qt::LeftButton, {}, list.moveRect(d5).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<PgnPath>(), d5);
    QCOMPARE(list.currentPath(), d5);
    // A click beside the words selects nothing.
    QTest::mouseClick(list.viewport(), Qt::LeftButton, {}, QPoint(590, 390));
    QCOMPARE(spy.count(), 1);
}

void TestMoveList::keysAskForSteps() {
    MoveListWidget list;
    list.setItems(moveListItems(game()));
    QSignalSpy spy(&list, &MoveListWidget::stepRequested);
    QTest::keyClick(&list, Qt::Key_Left);
    QTest::keyClick(&list, Qt::Key_End);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(0).at(0).value<MoveListWidget::Step>(), MoveListWidget::Step::Back);
    QCOMPARE(spy.at(1).at(0).value<MoveListWidget::Step>(), MoveListWidget::Step::End);
}

// In a narrow list no line starts with a closing bracket, and no line ends with a move
// number whose move went to the next line.
void TestMoveList::wrapsKeepNumbersAndBracketsWithTheirMoves() {
    MoveListWidget list;
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    for (int width = 90; width <= 300; width += 7) {
        list.resize(width, 400);
        list.setItems(moveListItems(game()));
        const std::vector<MoveListItem>& items = list.items();
        for (size_t i = 1; i < items.size(); ++i) {
            const QRect r = list.itemRect(int(i)), before = list.itemRect(int(i - 1));
            if (items[i].kind == MoveListItem::Kind::Close)
                QVERIFY2(r.top() == before.top(), qPrintable(QString::number(width)));
            if (items[i - 1].kind == MoveListItem::Kind::Number)
                QVERIFY2(r.top() == before.top(),
                         qPrintable(QString::number(width) + QLatin1Char(' ') + items[i].text));
        }
    }
}

QTEST_MAIN(TestMoveList)
#include "tst_movelist.moc"

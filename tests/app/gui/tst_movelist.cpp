// The move list shows the game as PGN reads: comments in braces, NAGs as glyphs, nested
// variations in brackets, each on a line of its own indented by its depth; a click on a
// move of a variation selects that move's path in the tree.
#include "app/gui/movelistwidget.h"
#include "app/session/game.h"
#include "board/core/movetext.h"
#include "board/core/pgnreader.h"

#include <QPaintEvent>
#include <QScreen>
#include <QScrollBar>
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
    void growingListIsLaidOutAsAFreshOne();
    void lateMoveOfALongGameIsFound();
    void movesPlayedPaintOnlyWhatChanged();
    void wordsLaidOutOnceRepaintTheSame();
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

namespace {
// Every word where a list laid out at once from the same words puts it.
void compareWithFreshLayout(const MoveListWidget& list, const char* step) {
    MoveListWidget fresh;
    fresh.resize(list.size());
    fresh.show();
    fresh.setItems(list.items());
    QCOMPARE(fresh.text(), list.text());
    for (int i = 0; i < int(list.items().size()); ++i)
        QVERIFY2(list.itemRect(i) == fresh.itemRect(i),
                 qPrintable(QStringLiteral("%1: word %2 (%3)")
                                .arg(QLatin1String(step))
                                .arg(i)
                                .arg(list.items()[size_t(i)].text)));
}
} // namespace

// The list is laid out again only from the first word that changed (a move played, a
// comment added to the last move, a game ending, a move taken back): each time, every
// word stands where a list laid out from scratch puts it, wraps included.
void TestMoveList::growingListIsLaidOutAsAFreshOne() {
    MoveListWidget list;
    list.resize(150, 400);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    Game g;
    const char* const moves[] = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4",
                                 "g8f6", "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6"};
    int ply = 0;
    for (const char* m : moves) {
        QVERIFY(g.play(parseCoordinateMove(g.position(), m)));
        list.setItems(moveListItems(g));
        compareWithFreshLayout(list, m);
        if (++ply % 3 == 0) {
            g.setComment(ply - 1, QStringLiteral("a comment long enough to wrap the line"));
            list.setItems(moveListItems(g));
            compareWithFreshLayout(list, "comment");
        }
    }
    QCOMPARE(list.plyCount(), ply);
    list.setResult(QStringLiteral("1/2-1/2"));
    QVERIFY(list.text().endsWith(QStringLiteral("d6 1/2-1/2")));
    compareWithFreshLayout(list, "result");
    list.setResult(QStringLiteral("1-0"));
    QVERIFY(list.text().endsWith(QStringLiteral("d6 1-0")));
    list.setResult({});
    QVERIFY(list.text().endsWith(QStringLiteral("d6")));
    compareWithFreshLayout(list, "no result");
    QVERIFY(g.undo() && g.undo());
    list.setItems(moveListItems(g));
    QCOMPARE(list.plyCount(), ply - 2);
    QVERIFY(!list.moveRect({ply - 1}).isValid());
    compareWithFreshLayout(list, "taken back");
}

// In a long game with variations everywhere, a late move and a late variation's move are
// found, shown and selected by a click.
void TestMoveList::lateMoveOfALongGameIsFound() {
    std::string text;
    for (int i = 0; i < 300; ++i)
        text += i % 2 ? "Nf3 Nf6 (Nc6 Ng1) Ng1 Ng8 " : "Nc3 Nc6 (Nf6 Nb1) Nb1 Nb8 ";
    PgnGame pgn = readPgn(text + "*").games.at(0);
    QCOMPARE(int(pgn.moves.size()), 1200);
    MoveListWidget list;
    list.resize(300, 300);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    list.setItems(moveListItems(pgn));
    QCOMPARE(list.plyCount(), 1200);
    QCOMPARE(list.moveText(1199), QStringLiteral("Ng1"));
    const PgnPath late = {1197, 0, 1}; // the variation's second move, near the end
    list.setCurrentPath(late);
    const QRect r = list.moveRect(late);
    QVERIFY(list.viewport()->rect().contains(r)); // scrolled into view
    QSignalSpy spy(&list, &MoveListWidget::pathSelected);
    list.setCurrentPath({});
    QVERIFY(!list.viewport()->rect().contains(list.moveRect(late))); // back at the top
    list.setCurrentPath({1198});
    QTest::mouseClick(list.viewport(), Qt::LeftButton, {}, list.moveRect(late).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<PgnPath>(), late);
    QCOMPARE(list.currentPath(), late);
    QVERIFY(!list.moveRect({1197, 0, 2}).isValid());
    QVERIFY(!list.moveRect({1197, 1, 0}).isValid());
}

namespace {
// The area of the paint events a widget gets.
class PaintArea : public QObject {
public:
    explicit PaintArea(QWidget* w) { w->installEventFilter(this); }
    qint64 area = 0;

protected:
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint)
            for (const QRect& r : static_cast<QPaintEvent*>(e)->region())
                area += qint64(r.width()) * r.height();
        return false;
    }
};
} // namespace

// While a game is played, each move repaints the words that changed and, once the list
// scrolls, the line scrolled in, not the whole view (bench-window: the move list was a
// full repaint at every move); and what is on the screen is what a full paint shows.
void TestMoveList::movesPlayedPaintOnlyWhatChanged() {
    MoveListWidget list;
    list.resize(170, 110);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    PaintArea painted(list.viewport());
    const qint64 viewArea = qint64(list.viewport()->width()) * list.viewport()->height();
    Game g;
    const char* const moves[] = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6",
                                 "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6", "c2c3", "e8g8",
                                 "h2h3", "c6b8", "d2d4", "b8d7", "b1d2", "c8b7", "b3c2", "f8e8",
                                 "a1b1", "a8b8", "b1a1", "b8a8", "a1b1", "a8b8", "b1a1", "b8a8",
                                 "a1b1", "a8b8", "b1a1", "b8a8", "a1b1", "a8b8", "b1a1", "b8a8"};
    int scrolled = 0;
    for (const char* m : moves) {
        QVERIFY(g.play(parseCoordinateMove(g.position(), m)));
        const int before = list.verticalScrollBar()->value();
        const int width = list.viewport()->width();
        painted.area = 0;
        list.setItems(moveListItems(g));
        list.setCurrentPath({g.ply() - 1});
        QCoreApplication::processEvents(); // the posted repaint
        if (list.verticalScrollBar()->value() != before) ++scrolled;
        // Once, the scroll bar comes and narrows the view: all of it is laid out again.
        const bool narrowed = list.viewport()->width() != width;
        QVERIFY2(painted.area > 0 && (narrowed || painted.area * 2 < viewArea),
                 qPrintable(QStringLiteral("%1: painted %2 of %3 px")
                                .arg(QLatin1String(m))
                                .arg(painted.area)
                                .arg(viewArea)));
        const QImage shown = list.screen()->grabWindow(list.winId()).toImage();
        const QImage fresh = list.grab().toImage();
        QVERIFY(!shown.isNull() && shown.size() == fresh.size());
        QCOMPARE(shown.convertToFormat(QImage::Format_RGB32),
                 fresh.convertToFormat(QImage::Format_RGB32));
    }
    QVERIFY(scrolled >= 3); // the list scrolled as it grew
}

void TestMoveList::wordsLaidOutOnceRepaintTheSame() {
    // The words are laid out once per face for painting: painted again, and after a font
    // change (every word anew), they look as a list made fresh in that font does.
    MoveListWidget list;
    list.resize(260, 300);
    list.setItems(moveListItems(game()));
    list.setResult(QStringLiteral("1-0"));
    list.setCurrentPath(PgnPath{2});
    const QImage first = list.grab().toImage();
    QCOMPARE(list.grab().toImage(), first);
    QFont bigger = list.font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.5);
    list.setFont(bigger);
    const QImage changed = list.grab().toImage();
    QVERIFY(changed != first);
    MoveListWidget fresh;
    fresh.setFont(bigger);
    fresh.resize(260, 300);
    fresh.setItems(moveListItems(game()));
    fresh.setResult(QStringLiteral("1-0"));
    fresh.setCurrentPath(PgnPath{2});
    QCOMPARE(changed, fresh.grab().toImage());
}

QTEST_MAIN(TestMoveList)
#include "tst_movelist.moc"

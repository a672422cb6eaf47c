// The engine output view's interactions, offscreen: where PV words are found under the
// pointer (pure functions, and against what the delegate draws), the hover preview board
// (the position after the PV up to the move, hidden on leaving, scrolling and new lines),
// clicking and double-clicking to play a PV, the Exclude / Include All Moves menu entries,
// the excluded moves in the header and the Lines (MultiPV) spin box.
// Pictures of the view with its preview: tests/tools/shots_engineoutput.cpp.
#include "app/gui/engineoutputview.h"
#include "app/gui/pvpreviewpopup.h"
#include "app/gui/pvtokens.h"
#include "board/core/pgn.h"
#include "board/view/boardview.h"
#include "protocol/thinkingparser.h"
#include "tests/app/gui/engineoutputtesthelpers.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QToolTip>

using namespace tabiya;
using namespace tabiya::outputtest;

class TestEngineOutputInteract : public QObject {
    Q_OBJECT
private slots:
    void tokenAt_data();
    void tokenAt();
    void moveOfToken_data();
    void moveOfToken();
    void foundWhereDrawn();
    void hoverShowsPosition_data();
    void hoverShowsPosition();
    void hoverHides();
    void newLinesKeepOrHidePreview();
    void elidedMovesNotHoverable();
    void toolTipOnlyOffMoves();
    void clickPlaysPv();
    void excludeMenu();
    void includeAllMenu();
    void excludedMovesInHeader();
    void multiPvSpinBox();
};

namespace {

// The position after the first n words of a PV (any notation the PGN reader knows).
Position after(Position pos, const QStringList& words, int n) {
    for (int i = 0; i < n; ++i) {
        const Move m = parsePgnMove(pos, words.at(i).toStdString());
        Q_ASSERT(!m.isNone());
        pos.makeMove(m);
    }
    return pos;
}

} // namespace

void TestEngineOutputInteract::tokenAt_data() {
    QTest::addColumn<QStringList>("tokens");
    QTest::addColumn<int>("token"); // which token's point to probe, -1: the x given
    QTest::addColumn<QString>("where");
    QTest::addColumn<bool>("elide");
    QTest::addColumn<int>("expected");
    const QStringList pv = {"3.", "Bb5", "a6", "4.", "Ba4", "Nf6"};
    for (int t = 0; t < pv.size(); ++t) {
        QTest::addRow("middle of %d", t) << pv << t << "middle" << false << t;
        QTest::addRow("first pixel of %d", t) << pv << t << "left" << false << t;
    }
    QTest::newRow("blank after Bb5") << pv << 1 << "blank" << false << 1;
    QTest::newRow("left of the text") << pv << -1 << "before" << false << -1;
    QTest::newRow("right of the text") << pv << -1 << "after" << false << -1;
    // Elided after "4. B": "4." is shown whole, Ba4 is cut, Nf6 is hidden.
    QTest::newRow("elided: a6 shown") << pv << 2 << "middle" << true << 2;
    QTest::newRow("elided: 4. shown") << pv << 3 << "middle" << true << 3;
    QTest::newRow("elided: Ba4 cut") << pv << 4 << "left" << true << -1;
    QTest::newRow("elided: Nf6 hidden") << pv << 5 << "middle" << true << -1;
    const QStringList xq = {"1.", "炮二平五", "马8进7", "2.", "马二进三"};
    QTest::newRow("chinese 2nd move") << xq << 2 << "middle" << false << 2;
    QTest::newRow("chinese 3rd move") << xq << 4 << "middle" << false << 4;
}

void TestEngineOutputInteract::tokenAt() {
    QFETCH(QStringList, tokens);
    QFETCH(int, token);
    QFETCH(QString, where);
    QFETCH(bool, elide);
    QFETCH(int, expected);
    QFont font = QApplication::font();
    font.setPointSize(11);
    const QFontMetrics fm(font);
    const QString text = tokens.join(QLatin1Char(' '));
    // Where the token starts and ends, measured here from the whole text.
    int start = 0;
    for (int i = 0; i < token; ++i)
        start += int(tokens.at(i).size()) + 1;
    const int left = token >= 0 ? fm.horizontalAdvance(text.left(start)) : 0;
    const int right = token >= 0 ? fm.horizontalAdvance(text.left(start + tokens.at(token).size()))
                                 : fm.horizontalAdvance(text);
    int x = 0;
    if (where == "middle") x = (left + right) / 2;
    if (where == "left") x = left;
    if (where == "blank") x = right + std::max(1, fm.horizontalAdvance(QLatin1Char(' ')) / 2);
    if (where == "before") x = -1;
    if (where == "after") x = right + fm.horizontalAdvance(QLatin1Char(' ')) + 5;
    const int width = elide ? fm.horizontalAdvance(QStringLiteral("3. Bb5 a6 4. B")) +
                                  fm.horizontalAdvance(QString(QChar(0x2026))) + 1
                            : INT_MAX;
    if (elide) // the premise: the text is elided where the rows above say
        QVERIFY(
            fm.elidedText(text, Qt::ElideRight, width).startsWith(QStringLiteral("3. Bb5 a6 4.")));
    QCOMPARE(pvTokenAt(tokens, fm, x, width), expected);
    if (expected >= 0) {
        const auto [l, r] = pvTokenRange(tokens, fm, expected, width);
        QCOMPARE(l, left);
        QCOMPARE(r, right);
    }
}

void TestEngineOutputInteract::moveOfToken_data() {
    QTest::addColumn<QStringList>("tokens");
    QTest::addColumn<int>("token");
    QTest::addColumn<int>("move");
    const QStringList white = {"3.", "Bb5", "a6", "4.", "Ba4"};
    QTest::newRow("number of the first") << white << 0 << 0;
    QTest::newRow("first") << white << 1 << 0;
    QTest::newRow("second") << white << 2 << 1;
    QTest::newRow("number of the third") << white << 3 << 2;
    QTest::newRow("third") << white << 4 << 2;
    QTest::newRow("none") << white << -1 << -1;
    QTest::newRow("past the end") << white << 5 << -1;
    const QStringList black = {"3...", "a6", "4.", "Ba4", "(Nf6)"};
    QTest::newRow("black first") << black << 1 << 0;
    QTest::newRow("black third") << black << 4 << 2;
    QTest::newRow("a number last") << QStringList{"Nf3", "4."} << 1 << -1;
}

void TestEngineOutputInteract::moveOfToken() {
    QFETCH(QStringList, tokens);
    QFETCH(int, token);
    QFETCH(int, move);
    QCOMPARE(pvMoveOfToken(tokens, token), move);
    if (move >= 0 && !isMoveNumberToken(tokens.at(token)))
        QCOMPARE(pvTokenOfMove(tokens, move), token);
}

void TestEngineOutputInteract::foundWhereDrawn() {
    // The ranges the view finds moves in are where the delegate draws them: ink inside each
    // move's rectangle, none in the blank just left of it.
    ChessView v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    const QImage image = viewport(v.view)->grab().toImage();
    for (int row = 0; row < 3; ++row) {
        for (int move = 0; move < 5; ++move) {
            const QRect r = v.view.pvMoveRect(row, move);
            QVERIFY2(!r.isEmpty(), qPrintable(QStringLiteral("row %1 move %2").arg(row).arg(move)));
            const QRgb ground = image.pixel(r.left() - 2, r.top() + 1);
            bool ink = false;
            for (int x = r.left(); x < r.right() && !ink; ++x)
                for (int y = r.top(); y < r.bottom() && !ink; ++y)
                    ink = image.pixel(x, y) != ground;
            QVERIFY2(ink,
                     qPrintable(QStringLiteral("no ink in row %1 move %2").arg(row).arg(move)));
            for (int y = r.top(); y < r.bottom(); ++y)
                QVERIFY2(
                    image.pixel(r.left() - 2, y) == ground,
                    qPrintable(QStringLiteral("ink left of row %1 move %2").arg(row).arg(move)));
            // And the pointer there finds that move, from its first pixel to its last; just
            // before it, a Black move's is the move before (a White move's is its number).
            int found = -1;
            QCOMPARE(v.view.pvMoveAt(r.center(), &found), move);
            QCOMPARE(found, row);
            const int y = r.center().y();
            QCOMPARE(v.view.pvMoveAt(QPoint(r.left(), y)), move);
            QCOMPARE(v.view.pvMoveAt(QPoint(r.right(), y)), move);
            QCOMPARE(v.view.pvMoveAt(QPoint(r.left() - 2, y)), move % 2 ? move - 1 : move);
        }
    }
}

void TestEngineOutputInteract::hoverShowsPosition_data() {
    QTest::addColumn<bool>("xiangqi");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("move");
    QTest::addColumn<QString>("caption");
    QTest::newRow("chess 1st move") << false << 0 << 0 << "3. Bb5";
    QTest::newRow("chess 3rd move") << false << 0 << 2 << "4. Ba4";
    QTest::newRow("chess 2nd line 3rd move") << false << 1 << 2 << "4. c3";
    QTest::newRow("xiangqi 1st move") << true << 0 << 0 << "1. C2.5";
    QTest::newRow("xiangqi 3rd move") << true << 0 << 2 << "2. H2+3";
}

void TestEngineOutputInteract::hoverShowsPosition() {
    QFETCH(bool, xiangqi);
    QFETCH(int, row);
    QFETCH(int, move);
    QFETCH(QString, caption);
    EngineOutputView view;
    view.resize(700, 160);
    Position root;
    QStringList expectedWords;
    if (xiangqi) {
        root = Position::startPosition(Variant::xiangqi());
        view.setPosition(root);
        // CECP coordinates, ranks from 0, as Fairy-Max sends them.
        view.addThinking(*parseCecpThinking(u" 6     12       35      40210 h2e2 h9g7 h0g2 i9h9"));
        expectedWords = {"C2.5", "H8+7", "H2+3", "R9.8"};
    } else {
        root = *Position::fromFen(Variant::chess(), twoKnights);
        view.setPosition(root);
        for (int k = 0; k < 3; ++k)
            view.addThinking(line(k + 1, 30 - 10 * k, kChessPvs[k]));
        expectedWords = kChessPvs[row].split(QLatin1Char(' '));
    }
    view.model()->flush();
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.isPreviewVisible());

    const QRect r = view.pvMoveRect(row, move);
    QVERIFY(!r.isEmpty());
    pointAt(view, r.center());
    QTRY_VERIFY(view.isPreviewVisible());
    const Position expected = after(root, expectedWords, move + 1);
    const Position& shown = view.previewPopup()->board()->position();
    QCOMPARE(shown.fen(), expected.fen());
    QCOMPARE(shown.lastMove(), expected.lastMove());
    QCOMPARE(view.previewPopup()->caption(), caption);
    // Beside the pointer, not under it.
    const QPoint pointer = viewport(view)->mapToGlobal(r.center());
    QVERIFY(!view.previewPopup()->geometry().contains(pointer));
}

void TestEngineOutputInteract::hoverHides() {
    ChessView v(760, 110); // room for fewer rows than there are: it scrolls
    v.view.model()->setHistoryLimit(0);
    for (int k = 3; k < 8; ++k)
        v.view.addThinking(line(k + 1, -20 - k, QStringLiteral("b1c3 g8f6 f1b5")));
    v.view.model()->flush();
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    QWidget* vp = viewport(v.view);
    auto hover = [&](int row, int move) {
        // From elsewhere: a move to where the pointer already is is no move.
        QTest::mouseMove(vp, QPoint(2, 2));
        QTest::mouseMove(vp, v.view.pvMoveRect(row, move).center());
        QTRY_VERIFY(v.view.isPreviewVisible());
    };

    // Onto another column.
    hover(0, 1);
    if (QTest::currentTestFailed()) return;
    const QRect depth =
        v.view.table()->visualRect(v.view.model()->index(0, EngineOutputModel::DepthColumn));
    QTest::mouseMove(vp, depth.center());
    QTRY_VERIFY(!v.view.isPreviewVisible());

    // Out of the table.
    hover(0, 1);
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(vp, &leave);
    QVERIFY(!v.view.isPreviewVisible());

    // Scrolling.
    hover(0, 1);
    QScrollBar* bar = v.view.table()->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    bar->setValue(bar->maximum());
    QVERIFY(!v.view.isPreviewVisible());
    bar->setValue(0);

    // A button pressed (the click plays it on the main board instead).
    hover(0, 1);
    QTest::mousePress(vp, Qt::LeftButton, {}, v.view.pvMoveRect(0, 1).center());
    QVERIFY(!v.view.isPreviewVisible());
    QTest::mouseRelease(vp, Qt::LeftButton, {}, v.view.pvMoveRect(0, 1).center());

    // The view hidden.
    hover(0, 1);
    v.view.hide();
    QVERIFY(!v.view.isPreviewVisible());
}

void TestEngineOutputInteract::newLinesKeepOrHidePreview() {
    ChessView v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    pointAt(v.view, v.view.pvMoveRect(0, 2).center());
    QTRY_VERIFY(v.view.isPreviewVisible());
    // A deeper line with the same moves up to the hovered one: the preview stays.
    v.view.addThinking(line(1, 41, kChessPvs[0] + QStringLiteral(" h2h3"), 15));
    v.view.model()->flush();
    QVERIFY(v.view.isPreviewVisible());
    // The line changes its mind: the preview goes.
    v.view.addThinking(line(1, 20, QStringLiteral("f1b5 g8f6 e1g1"), 16));
    v.view.model()->flush();
    QVERIFY(!v.view.isPreviewVisible());
    // A new position: the lines and the preview go.
    pointAt(v.view, v.view.pvMoveRect(1, 0).center());
    QTRY_VERIFY(v.view.isPreviewVisible());
    v.view.setPosition(Position::startPosition(Variant::chess()));
    QVERIFY(!v.view.isPreviewVisible());
}

void TestEngineOutputInteract::elidedMovesNotHoverable() {
    ChessView v(420);
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    const int moves = int(v.view.model()->lineMoves(0).size());
    QCOMPARE(moves, 12);
    // The last moves are past the ellipsis.
    QVERIFY(v.view.pvMoveRect(0, moves - 1).isEmpty());
    int shown = 0;
    while (shown < moves && !v.view.pvMoveRect(0, shown).isEmpty())
        ++shown;
    QVERIFY(shown > 0);
    QVERIFY(shown < moves);
    // At the cell's right edge (the ellipsis) nothing is found and nothing shows.
    const QRect cell =
        v.view.table()->visualRect(v.view.model()->index(0, EngineOutputModel::PvColumn));
    const QPoint end(cell.right() - 3, cell.center().y());
    QCOMPARE(v.view.pvMoveAt(end), -1);
    pointAt(v.view, v.view.pvMoveRect(0, shown - 1).center());
    QTRY_VERIFY(v.view.isPreviewVisible());
    pointAt(v.view, end);
    QTRY_VERIFY(!v.view.isPreviewVisible());
}

void TestEngineOutputInteract::toolTipOnlyOffMoves() {
    // Over a move the board is the tooltip; over the ellipsis the whole line's text is.
    ChessView v(420);
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    QWidget* vp = viewport(v.view);
    auto toolTipAt = [&](const QPoint& pos) {
        QToolTip::hideText();
        QHelpEvent e(QEvent::ToolTip, pos, vp->mapToGlobal(pos));
        QApplication::sendEvent(vp, &e);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    QVERIFY(toolTipAt(v.view.pvMoveRect(0, 1).center()).isEmpty());
    const QRect cell =
        v.view.table()->visualRect(v.view.model()->index(0, EngineOutputModel::PvColumn));
    const QString text = toolTipAt(QPoint(cell.right() - 3, cell.center().y()));
    QVERIFY2(text.contains(QStringLiteral("8. c3 O-O")), qPrintable(text));
    QToolTip::hideText();
}

void TestEngineOutputInteract::clickPlaysPv() {
    ChessView v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    QSignalSpy spy(&v.view, &EngineOutputView::pvMoveClicked);
    const Position root = *Position::fromFen(Variant::chess(), twoKnights);
    auto movesOf = [&](int row, int n) {
        const QStringList words = kChessPvs[row].split(QLatin1Char(' '));
        QList<Move> out;
        Position p = root;
        for (int i = 0; i < n; ++i) {
            out << parsePgnMove(p, words.at(i).toStdString());
            p.makeMove(out.back());
        }
        return out;
    };

    QTest::mouseClick(viewport(v.view), Qt::LeftButton, {}, v.view.pvMoveRect(1, 2).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<QList<Move>>(), movesOf(1, 3));

    QTest::mouseClick(viewport(v.view), Qt::LeftButton, {}, v.view.pvMoveRect(0, 0).center());
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).value<QList<Move>>(), movesOf(0, 1));

    // Pressed on one move, released on another: a drag, not a click.
    QTest::mousePress(viewport(v.view), Qt::LeftButton, {}, v.view.pvMoveRect(0, 0).center());
    QTest::mouseRelease(viewport(v.view), Qt::LeftButton, {}, v.view.pvMoveRect(0, 3).center());
    QCOMPARE(spy.count(), 2);

    // A click off the moves (the score) plays nothing; a double-click there plays the line.
    const QPoint score = v.view.table()
                             ->visualRect(v.view.model()->index(2, EngineOutputModel::ScoreColumn))
                             .center();
    QTest::mouseClick(viewport(v.view), Qt::LeftButton, {}, score);
    QCOMPARE(spy.count(), 2);
    QTest::mouseDClick(viewport(v.view), Qt::LeftButton, {}, score);
    // QTest's double click ends pressed (Qt 6): the button comes up, as a real one would.
    QTest::mouseRelease(viewport(v.view), Qt::LeftButton, {}, score);
    QCOMPARE(spy.count(), 3);
    QCOMPARE(spy.at(2).at(0).value<QList<Move>>(), movesOf(2, 10));
}

namespace {

QAction* actionStarting(QMenu* menu, const QString& text) {
    for (QAction* a : menu->actions())
        if (a->text().startsWith(text)) return a;
    return nullptr;
}

} // namespace

void TestEngineOutputInteract::excludeMenu() {
    ChessView v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    QSignalSpy spy(&v.view, &EngineOutputView::excludeRequested);

    // Not offered by the engine: there, but disabled; the copy entries stay.
    QMenu* menu = contextMenu(v.view, 2);
    QVERIFY(menu);
    QVERIFY(actionStarting(menu, QStringLiteral("&Copy Line")));
    QVERIFY(actionStarting(menu, QStringLiteral("Copy &All Lines")));
    QAction* exclude = actionStarting(menu, QStringLiteral("&Exclude"));
    QVERIFY(exclude);
    QCOMPARE(exclude->text(), QStringLiteral("&Exclude d4"));
    QVERIFY(!exclude->isEnabled());
    menu->close();

    v.view.setExcludeEnabled(true);
    menu = contextMenu(v.view, 1);
    QVERIFY(menu);
    exclude = actionStarting(menu, QStringLiteral("&Exclude"));
    QCOMPARE(exclude->text(), QStringLiteral("&Exclude Bc4"));
    QVERIFY(exclude->isEnabled());
    exclude->trigger();
    menu->close();
    QCOMPARE(spy.count(), 1);
    Position root = *Position::fromFen(Variant::chess(), twoKnights);
    QCOMPARE(spy.at(0).at(0).value<Move>(), parsePgnMove(root, "Bc4"));
}

void TestEngineOutputInteract::includeAllMenu() {
    ChessView v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    QSignalSpy spy(&v.view, &EngineOutputView::includeAllRequested);
    QMenu* menu = contextMenu(v.view, 0);
    QVERIFY(menu);
    QAction* include = actionStarting(menu, QStringLiteral("&Include All Moves"));
    QVERIFY(include);
    QVERIFY(!include->isEnabled());
    menu->close();
    v.view.setExcludeEnabled(true);
    menu = contextMenu(v.view, 0);
    include = actionStarting(menu, QStringLiteral("&Include All Moves"));
    QVERIFY(include->isEnabled());
    include->trigger();
    menu->close();
    QCOMPARE(spy.count(), 1);
}

void TestEngineOutputInteract::excludedMovesInHeader() {
    ChessView v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    QVERIFY(v.view.excludedText().isEmpty());
    v.view.setExcludedMoves({QStringLiteral("Nf3"), QStringLiteral("e4")});
    QCOMPARE(v.view.excludedText(), QStringLiteral("Excluded: Nf3, e4"));
    // Shown whole in the header when there is room, as plain text.
    QLabel* shown = nullptr;
    for (QLabel* l : v.view.findChildren<QLabel*>())
        if (l->text() == v.view.excludedText()) shown = l;
    QVERIFY(shown);
    QTRY_VERIFY(shown->isVisible());
    QCOMPARE(shown->textFormat(), Qt::PlainText);
    v.view.setExcludedMoves({QStringLiteral("<b>x</b>")});
    QTRY_COMPARE(shown->text(), QStringLiteral("Excluded: <b>x</b>"));
    v.view.setExcludedMoves({});
    QVERIFY(v.view.excludedText().isEmpty());
    QVERIFY(!shown->isVisible());
}

void TestEngineOutputInteract::multiPvSpinBox() {
    ChessView v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    QSpinBox* spin = v.view.multiPvSpinBox();
    QVERIFY(!spin->isVisible());
    v.view.setMultiPvAvailable(true);
    QVERIFY(spin->isVisible());
    QCOMPARE(spin->minimum(), 1);
    QCOMPARE(spin->maximum(), 10);
    QSignalSpy spy(&v.view, &EngineOutputView::multiPvRequested);
    // The engine's own setting shows without a request back.
    v.view.setMultiPv(3);
    QCOMPARE(spin->value(), 3);
    QCOMPARE(spy.count(), 0);
    // The user steps it up.
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_Up);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), 4);
    v.view.setMultiPvAvailable(false);
    QVERIFY(!spin->isVisible());
}

QTEST_MAIN(TestEngineOutputInteract)
#include "tst_engineoutputinteract.moc"

// The engine output view offscreen: lines update in place per multi-PV index and depth,
// multi-PV ordering whatever order lines arrive in (CXBoard indices and CECP lines without
// them), the best line marked, progress and book text apart from the table, coalescing of
// floods into a few model signals, copying, the score's point of view, bounded rows.
#include "app/gui/cachedscrollbar.h"
#include "app/gui/engineoutputview.h"
#include "protocol/thinkingparser.h"

#include <QApplication>
#include <QClipboard>
#include <QFont>
#include <QHeaderView>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace tabiya;

Q_DECLARE_METATYPE(QList<int>)

class TestEngineOutputView : public QObject {
    Q_OBJECT
private slots:
    void singlePvUpdatesInPlace();
    void ponderMoveInParentheses();
    void multiPvUpdatesInPlace();
    void multiPvOrdering_data();
    void multiPvOrdering();
    void cecpMultiPv();
    void bestLineMarked();
    void progressAndBookApart();
    void coalescing();
    void changedRowsOnly();
    void continuationExtendsLine();
    void illegalTailApart();
    void copyLine();
    void deepSearchDepthFits();
    void numbersFitTheirColumns();
    void scrollBarLooksPaintedOnce();
    void newSearchKeepsWidths();
    void shownColumnFitsItsHeader();
    void scorePerspective_data();
    void scorePerspective();
    void xiangqiNotation();
    void newPositionClears();
    void memoryBounded_data();
    void memoryBounded();
    void continuationFloodIsCapped();
    void hugeNumbers();
};

namespace {

const char* const twoKnights = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

Position chess(const char* fen = twoKnights) {
    return *Position::fromFen(Variant::chess(), fen);
}

ThinkingLine cecp(const QString& text) {
    const auto l = parseCecpThinking(text);
    Q_ASSERT(l);
    return *l;
}

ThinkingLine info(const QString& text) {
    const auto i = parseCxboardInfo(text);
    Q_ASSERT(i.thinking);
    return *i.thinking;
}

QString cell(const EngineOutputModel* m, int row, int column) {
    return m->data(m->index(row, column)).toString();
}

// A tabiya-engine CXBoard line for the two knights position.
ThinkingLine indexed(int depth, int multipv, int score, const QString& pv) {
    return info(QStringLiteral("info depth %1 seldepth %2 multipv %3 score cp %4 time %5 nodes %6 "
                               "nps 100000 pv %7")
                    .arg(depth)
                    .arg(depth + 4)
                    .arg(multipv)
                    .arg(score)
                    .arg(depth * 100)
                    .arg(depth * 10000)
                    .arg(pv));
}

const QStringList kPvs = {QStringLiteral("f1b5 a7a6"), QStringLiteral("d2d4 e5d4"),
                          QStringLiteral("f1c4 f8c5"), QStringLiteral("b1c3 g8f6")};
const QStringList kSans = {QStringLiteral("3. Bb5 a6"), QStringLiteral("3. d4 exd4"),
                           QStringLiteral("3. Bc4 Bc5"), QStringLiteral("3. Nc3 Nf6")};

} // namespace

void TestEngineOutputView::singlePvUpdatesInPlace() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.addThinking(cecp("1 31 0 69 d2d4"));
    view.addThinking(cecp("2 10 0 213 d2d4 e5d4"));
    m->flush();
    // Depth 2 replaced depth 1, which went to the history below.
    QCOMPARE(m->rowCount(), 2);
    QCOMPARE(cell(m, 0, EngineOutputModel::DepthColumn), QStringLiteral("2"));
    QCOMPARE(cell(m, 0, EngineOutputModel::PvColumn), QStringLiteral("3. d4 exd4"));
    QCOMPARE(m->data(m->index(1, 0), EngineOutputModel::HistoryRole).toBool(), true);
    QCOMPARE(cell(m, 1, EngineOutputModel::DepthColumn), QStringLiteral("1"));

    // A new best move at the same depth replaces the line: no new row.
    view.addThinking(cecp("2 22 1 400 f1b5 a7a6"));
    m->flush();
    QCOMPARE(m->rowCount(), 2);
    QCOMPARE(cell(m, 0, EngineOutputModel::PvColumn), QStringLiteral("3. Bb5 a6"));
    QCOMPARE(cell(m, 0, EngineOutputModel::ScoreColumn), QStringLiteral("+0.22"));

    // Depths passed between two flushes still reach the history, newest first.
    view.addThinking(cecp("3 20 2 900 f1b5 a7a6 b5a4"));
    view.addThinking(cecp("4 25 3 1500 f1b5 a7a6 b5a4 g8f6"));
    m->flush();
    QCOMPARE(m->rowCount(), 4);
    QStringList depths;
    for (int r = 0; r < m->rowCount(); ++r)
        depths << cell(m, r, EngineOutputModel::DepthColumn);
    QCOMPARE(depths, (QStringList{"4", "3", "2", "1"}));

    // The search starts over: the history of the one before goes.
    view.addThinking(cecp("1 10 0 60 d2d4"));
    m->flush();
    QCOMPARE(m->rowCount(), 1);
    QCOMPARE(cell(m, 0, EngineOutputModel::DepthColumn), QStringLiteral("1"));
}

// GNU Chess while pondering puts the reply it expects first, in parentheses: the view keeps
// them, so the line does not read as if that move had been played.
void TestEngineOutputView::ponderMoveInParentheses() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"));
    view.addThinking(cecp("6 -8 1 34047 (Nf6) O-O Nxe4"));
    m->flush();
    QCOMPARE(cell(m, 0, EngineOutputModel::PvColumn), QStringLiteral("3... (Nf6) 4. O-O Nxe4"));
}

void TestEngineOutputView::multiPvUpdatesInPlace() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    for (int depth = 1; depth <= 6; ++depth)
        for (int k = 0; k < 3; ++k)
            view.addThinking(indexed(depth, k + 1, 50 - 10 * k, kPvs[k]));
    m->flush();
    QCOMPARE(m->rowCount(), 3); // one row per line, no history
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(cell(m, k, EngineOutputModel::DepthColumn), QStringLiteral("6/10"));
        QCOMPARE(cell(m, k, EngineOutputModel::PvColumn), kSans[k]);
    }
    // Line 1 goes a depth deeper: only its row changes.
    view.addThinking(indexed(7, 1, 44, kPvs[1]));
    m->flush();
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(cell(m, 0, EngineOutputModel::DepthColumn), QStringLiteral("7/11"));
    QCOMPARE(cell(m, 0, EngineOutputModel::PvColumn), kSans[1]);
    QCOMPARE(cell(m, 1, EngineOutputModel::DepthColumn), QStringLiteral("6/10"));
}

void TestEngineOutputView::multiPvOrdering_data() {
    QTest::addColumn<QList<int>>("order");
    QTest::newRow("in order") << QList<int>{1, 2, 3};
    QTest::newRow("reversed") << QList<int>{3, 2, 1};
    QTest::newRow("mixed") << QList<int>{2, 3, 1};
    QTest::newRow("repeated") << QList<int>{3, 1, 3, 2, 1};
}

void TestEngineOutputView::multiPvOrdering() {
    QFETCH(QList<int>, order);
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    // One flush per line as well as all at once: the order must hold either way.
    for (bool flushEach : {true, false}) {
        m->clear();
        for (int k : order) {
            view.addThinking(indexed(8, k, 60 - 10 * k, kPvs[k - 1]));
            if (flushEach) m->flush();
        }
        m->flush();
        QCOMPARE(m->rowCount(), 3);
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(m->data(m->index(r, 0), EngineOutputModel::MultiPvRole).toInt(), r + 1);
            QCOMPARE(cell(m, r, EngineOutputModel::PvColumn), kSans[r]);
        }
    }
}

// Fairy-Stockfish in xboard mode with MultiPV 3: lines without an index, best first at
// each depth; a line replaces the one with its first move.
void TestEngineOutputView::cecpMultiPv() {
    EngineOutputView view;
    view.setMultiPv(3);
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    const char* lines[] = {
        "10 143 51 64613 15 125462 0\t b1c3 h7h6 d2d4 e5d4",
        "10 130 51 64613 15 125462 0\t f1c4 g8f6 d2d4 e5d4",
        "10 87 51 64613 12 125462 0\t f1b5 g8f6 b1c3 f8c5",
        "11 122 100 137241 18 136422 0\t d2d4 e5d4 f1c4 d8e7",
        "11 90 100 137241 8 136422 0\t b1c3 g8f6",
    };
    for (const char* l : lines)
        view.addThinking(cecp(QString::fromLatin1(l)));
    m->flush();
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(cell(m, 0, EngineOutputModel::PvColumn), QStringLiteral("3. d4 exd4 4. Bc4 Qe7"));
    QCOMPARE(cell(m, 1, EngineOutputModel::PvColumn), QStringLiteral("3. Nc3 Nf6"));
    QCOMPARE(cell(m, 1, EngineOutputModel::DepthColumn), QStringLiteral("11/8"));
    // Bc4 of depth 10 is still the third line; Bb5 (depth 10, worse) dropped out.
    QCOMPARE(cell(m, 2, EngineOutputModel::PvColumn), QStringLiteral("3. Bc4 Nf6 4. d4 exd4"));
    view.addThinking(cecp("11 89 100 137241 17 136422 0\t f1c4 g8f6 d2d3"));
    m->flush();
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(cell(m, 2, EngineOutputModel::PvColumn), QStringLiteral("3. Bc4 Nf6 4. d3"));
}

void TestEngineOutputView::bestLineMarked() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    for (int k = 3; k >= 1; --k)
        view.addThinking(indexed(5, k, 10 * k, kPvs[k - 1]));
    m->flush();
    QCOMPARE(m->rowCount(), 3);
    for (int r = 0; r < 3; ++r) {
        const bool best = r == 0;
        QCOMPARE(m->data(m->index(r, 0), EngineOutputModel::BestLineRole).toBool(), best);
        QCOMPARE(m->data(m->index(r, EngineOutputModel::PvColumn), Qt::BackgroundRole).isValid(),
                 best);
        const QVariant font = m->data(m->index(r, EngineOutputModel::PvColumn), Qt::FontRole);
        QCOMPARE(font.isValid() && font.value<QFont>().bold(), best);
    }
}

void TestEngineOutputView::progressAndBookApart() {
    EngineOutputView view;
    view.setEngineName(QStringLiteral("Fairy-Max"));
    view.model()->setPosition(chess());
    view.show();
    view.setProgress(*parseStat01(u"stat01: 1234 30000 7 5 30 f1b5"));
    QTRY_COMPARE(view.progressText(), QStringLiteral("depth 7, 25/30 Bb5, 12.3s, 30.0k nodes"));
    // A book line sent as thinking goes to the book label, not the table.
    view.addThinking(cecp("0 0 0 0 (e4 64%, d4 24%)"));
    QTRY_COMPARE(view.bookText(), QStringLiteral("Book: (e4 64%, d4 24%)"));
    QCOMPARE(view.model()->rowCount(), 0);
    // CXBoard progress: the current move in SAN, hash use.
    CxboardInfo i = parseCxboardInfo(u"info depth 9 currmove d2d4 currmovenumber 3 hashfull 450");
    QVERIFY(i.progress);
    view.setProgress(*i.progress);
    QTRY_COMPARE(view.progressText(), QStringLiteral("depth 9, move 3 d4, hash 45%"));
    view.clear();
    QCOMPARE(view.progressText(), QString());
    QCOMPARE(view.bookText(), QString());
}

void TestEngineOutputView::coalescing() {
    EngineOutputView view;
    view.show();
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(m, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m, &QAbstractItemModel::rowsRemoved);
    QSignalSpy reset(m, &QAbstractItemModel::modelReset);
    QSignalSpy layout(m, &QAbstractItemModel::layoutChanged);
    QSignalSpy updated(m, &EngineOutputModel::linesUpdated);
    ThinkingLine last[3];
    for (int i = 0; i < 1000; ++i) {
        const int k = i % 3;
        last[k] = indexed(1 + i / 30, k + 1, i % 97 - 40, kPvs[(i / 3 + k) % 4]);
        view.addThinking(last[k]);
    }
    // Nothing reaches the view until the timer fires.
    QCOMPARE(changed.count() + inserted.count() + removed.count() + reset.count() + layout.count(),
             0);
    QVERIFY(m->hasPending());
    QTRY_COMPARE(updated.count(), 1);
    QVERIFY(changed.count() + inserted.count() + removed.count() + reset.count() + layout.count() <=
            2);
    QCOMPARE(m->rowCount(), 3);
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(cell(m, k, EngineOutputModel::DepthColumn),
                 QStringLiteral("%1/%2").arg(last[k].depth).arg(last[k].seldepth));
        QCOMPARE(cell(m, k, EngineOutputModel::ScoreColumn), formatScore(last[k]));
        QCOMPARE(cell(m, k, EngineOutputModel::PvColumn), formatPv(chess(), last[k].pv).text);
    }
    QVERIFY(!m->hasPending());
}

void TestEngineOutputView::changedRowsOnly() {
    // A line that changes at the same depth changes its row only: the history below it is
    // not reported (and so not repainted) with it; a new depth moves every row down.
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.addThinking(cecp("1 10 0 60 d2d4"));
    view.addThinking(cecp("2 12 0 120 d2d4 d7d5"));
    view.addThinking(cecp("3 15 1 900 d2d4 d7d5 c2c4"));
    m->flush();
    QCOMPARE(m->rowCount(), 3);
    QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
    view.addThinking(cecp("3 20 2 1500 e2e4 e7e5 g1f3"));
    m->flush();
    QCOMPARE(m->rowCount(), 3);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed[0][0].value<QModelIndex>().row(), 0);
    QCOMPARE(changed[0][1].value<QModelIndex>().row(), 0);
    QCOMPARE(changed[0][1].value<QModelIndex>().column(), EngineOutputModel::ColumnCount - 1);
    changed.clear();
    view.addThinking(cecp("4 18 3 2500 e2e4 e7e5 g1f3 b8c6"));
    m->flush();
    QCOMPARE(m->rowCount(), 4);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed[0][0].value<QModelIndex>().row(), 0);
    QCOMPARE(changed[0][1].value<QModelIndex>().row(), 2);
    QCOMPARE(cell(m, 1, EngineOutputModel::PvColumn),
             formatPv(chess(), cecp("3 20 2 1500 e2e4 e7e5 g1f3").pv).text);
}

void TestEngineOutputView::continuationExtendsLine() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.addThinking(cecp("9 30 100 50000 f1b5 a7a6 b5a4"));
    view.addThinking(*parseCecpContinuation(u"      g8f6 e1g1"));
    m->flush();
    QCOMPARE(m->rowCount(), 1);
    QCOMPARE(cell(m, 0, EngineOutputModel::PvColumn),
             QStringLiteral("3. Bb5 a6 4. Ba4 Nf6 5. O-O"));
    QCOMPARE(cell(m, 0, EngineOutputModel::DepthColumn), QStringLiteral("9"));
}

// GNU Chess analysing another position than the one shown: the PV converts as far as it is
// legal here and the rest is kept as sent, apart, for the delegate to fade.
void TestEngineOutputView::illegalTailApart() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.addThinking(cecp("9 +15 5 125000 Nc3 Nf6 Nf3 Nc6 d4"));
    m->flush();
    const QModelIndex pv = m->index(0, EngineOutputModel::PvColumn);
    QCOMPARE(m->data(pv).toString(), QStringLiteral("3. Nc3 Nf6 Nf3 Nc6 d4"));
    QCOMPARE(m->data(pv, EngineOutputModel::PvRestRole).toString(), QStringLiteral("Nf3 Nc6 d4"));
    QCOMPARE(m->lineMoves(0).size(), size_t(2));
}

void TestEngineOutputView::copyLine() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    for (int k = 1; k <= 3; ++k)
        view.addThinking(indexed(12, k, 40 - k, kPvs[k - 1]));
    m->flush();
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QApplication::clipboard()->clear();
    view.table()->setFocus();
    view.table()->selectRow(1);
    QTest::keySequence(view.table(), QKeySequence::Copy);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("+0.38/12 3. d4 exd4"));
    QCOMPARE(m->lineText(1), QStringLiteral("+0.38/12 3. d4 exd4"));
    // Nothing selected: the best line.
    view.table()->clearSelection();
    view.copySelection();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("+0.39/12 3. Bb5 a6"));
    view.copyAll();
    QCOMPARE(QApplication::clipboard()->text().split(QLatin1Char('\n')).size(), 3);
}

void TestEngineOutputView::deepSearchDepthFits() {
    // A deep search's "126/131" is shown whole, not "126/1...": the column widens for it.
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.addThinking(info(QStringLiteral("info depth 126 seldepth 131 score cp 20 time 100 nodes "
                                         "1000 pv c2c3")));
    m->flush();
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString depth = cell(m, 0, EngineOutputModel::DepthColumn);
    QCOMPARE(depth, QStringLiteral("126/131"));
    QFont bold = view.table()->font();
    bold.setBold(true);
    const int needed = QFontMetrics(bold).horizontalAdvance(depth) + 8; // text and margins
    QVERIFY2(view.table()->columnWidth(EngineOutputModel::DepthColumn) >= needed,
             qPrintable(QStringLiteral("%1 < %2")
                            .arg(view.table()->columnWidth(EngineOutputModel::DepthColumn))
                            .arg(needed)));
}

void TestEngineOutputView::numbersFitTheirColumns() {
    // Whether a number fits its column is told from its characters' advances, without
    // shaping it; whatever that estimate lets pass is drawn whole: every number of a long
    // search (every digit in every place) fits its column with the cell's margins.
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QFont bold = view.table()->font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    int checked = 0;
    for (int i = 0; i < 200; ++i) {
        const int d = i % 10;
        const qint64 nodes = qint64(d + 1) * 111111 * (i % 7 + 1) * (i % 3 == 0 ? 100 : 1);
        view.addThinking(info(QStringLiteral("info depth %1 seldepth %2 score cp %3 time %4 "
                                             "nodes %5 nps %6 pv e2e4")
                                  .arg(1 + i % 99)
                                  .arg(1 + (i * 7) % 99)
                                  .arg((i % 2 ? -1 : 1) * (d * 1111 + i))
                                  .arg(qint64(d + 1) * 1111 * (i % 5 + 1))
                                  .arg(nodes)
                                  .arg(nodes / (d + 1) * 9)));
        m->flush();
        for (int c = 0; c < EngineOutputModel::PvColumn; ++c) {
            if (view.table()->isColumnHidden(c)) continue;
            const QString text = cell(m, 0, c);
            const int needed = fm.horizontalAdvance(text) + 6; // the cell margins
            QVERIFY2(view.table()->columnWidth(c) >= needed,
                     qPrintable(QStringLiteral("%1 in column %2: %3 < %4")
                                    .arg(text)
                                    .arg(c)
                                    .arg(view.table()->columnWidth(c))
                                    .arg(needed)));
            ++checked;
        }
    }
    QVERIFY(checked >= 1000);
}

void TestEngineOutputView::shownColumnFitsItsHeader() {
    // The speed column is hidden until a line gives a speed; shown then, it is as wide as
    // its header's word, not cut to a few pixels ("IPS" for "NPS" in the window).
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.resize(700, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.table()->isColumnHidden(EngineOutputModel::NpsColumn));
    view.addThinking(info(QStringLiteral("info depth 2 seldepth 7 score cp 23 time 0 nodes 452 "
                                         "nps 0 pv e7e5")));
    m->flush();
    QHeaderView* header = view.table()->horizontalHeader();
    const QFontMetrics fm(header->font());
    for (int c : {int(EngineOutputModel::NpsColumn), int(EngineOutputModel::NodesColumn)}) {
        QVERIFY(!view.table()->isColumnHidden(c));
        const QString word = m->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(header->sectionSize(c) >= fm.horizontalAdvance(word) + 6,
                 qPrintable(QStringLiteral("%1: %2 px").arg(word).arg(header->sectionSize(c))));
    }
}

void TestEngineOutputView::newSearchKeepsWidths() {
    // A new search drops the history rows and the depths bring them back, at every move of
    // a game: the scroll bar stays, so the table keeps its width and the header and every
    // line are not laid out and repainted again for a scroll bar coming and going.
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.resize(700, 140);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QScrollBar* bar = view.table()->verticalScrollBar();
    for (int depth = 1; depth <= 8; ++depth)
        view.addThinking(cecp(
            QStringLiteral("%1 20 %2 %3 f1b5 a7a6").arg(depth).arg(depth * 10).arg(depth * 1000)));
    m->flush();
    QTRY_VERIFY(bar->maximum() > 0);
    const int width = view.table()->viewport()->width();
    const int pvWidth = view.table()->columnWidth(EngineOutputModel::PvColumn);
    view.addThinking(cecp("1 10 0 60 d2d4"));
    m->flush();
    QCOMPARE(m->rowCount(), 1);
    QTRY_COMPARE(bar->maximum(), 0);
    QCOMPARE(view.table()->viewport()->width(), width);
    QCOMPARE(view.table()->columnWidth(EngineOutputModel::PvColumn), pvWidth);
}

void TestEngineOutputView::scorePerspective_data() {
    QTest::addColumn<bool>("engineIsWhite"); // pondering White engine; else the side to move
    QTest::addColumn<bool>("whitePerspective");
    QTest::addColumn<QString>("score");
    QTest::addColumn<QString>("mate");
    // Black to move, the engine says +0.50 for itself and "mates in 3".
    QTest::newRow("analysing, White's view") << false << true << "-0.50"
                                             << "-#3";
    QTest::newRow("analysing, engine's view") << false << false << "+0.50"
                                              << "#3";
    QTest::newRow("White pondering, White's view") << true << true << "+0.50"
                                                   << "#3";
    QTest::newRow("White pondering, engine's view") << true << false << "+0.50"
                                                    << "#3";
}

void TestEngineOutputView::scorePerspective() {
    QFETCH(bool, engineIsWhite);
    QFETCH(bool, whitePerspective);
    QFETCH(QString, score);
    QFETCH(QString, mate);
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"));
    if (engineIsWhite) view.setEngineSide(White);
    view.setScorePerspective(whitePerspective ? EngineOutputModel::ScorePerspective::White
                                              : EngineOutputModel::ScorePerspective::Engine);
    view.addThinking(indexed(10, 1, 50, QStringLiteral("g8f6")));
    view.addThinking(info(QStringLiteral("info depth 10 multipv 2 score mate 3 pv a7a6")));
    m->flush();
    QCOMPARE(cell(m, 0, EngineOutputModel::ScoreColumn), score);
    QCOMPARE(cell(m, 1, EngineOutputModel::ScoreColumn), mate);
    // Switching back and forth re-renders the rows already shown.
    view.setScorePerspective(EngineOutputModel::ScorePerspective::Engine);
    QCOMPARE(cell(m, 0, EngineOutputModel::ScoreColumn), QStringLiteral("+0.50"));
}

void TestEngineOutputView::xiangqiNotation() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(Position::startPosition(Variant::xiangqi()));
    view.addThinking(cecp(" 2     -9        1        768 h2e2 h9g7"));
    m->flush();
    QCOMPARE(cell(m, 0, EngineOutputModel::PvColumn), QStringLiteral("1. C2.5 H8+7"));
    view.setNotation({XiangqiNotation::Chinese, {}});
    QCOMPARE(cell(m, 0, EngineOutputModel::PvColumn), QStringLiteral("1. 炮二平五 马8进7"));
    QCOMPARE(cell(m, 0, EngineOutputModel::ScoreColumn), QStringLiteral("-0.09"));
}

void TestEngineOutputView::newPositionClears() {
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.addThinking(cecp("5 20 10 3000 f1b5 a7a6"));
    m->flush();
    QCOMPARE(m->rowCount(), 1);
    m->setPosition(chess()); // the same position: the lines stay
    QCOMPARE(m->rowCount(), 1);
    // A line still waiting when the position changes is dropped with the rest, and so are
    // the progress and book text.
    view.addThinking(cecp("6 20 10 3000 f1b5 a7a6"));
    view.setProgress(*parseStat01(u"stat01: 1234 30000 7 5 30"));
    view.setBookText(QStringLiteral("Bb5 60%"));
    QTRY_VERIFY(!view.progressText().isEmpty() && !view.bookText().isEmpty());
    view.setPosition(chess("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"));
    QCOMPARE(m->rowCount(), 0);
    QVERIFY(!m->hasPending());
    QCOMPARE(view.progressText(), QString());
    QCOMPARE(view.bookText(), QString());
}

void TestEngineOutputView::memoryBounded_data() {
    QTest::addColumn<int>("multiPv"); // the engine's setting
    QTest::addColumn<bool>("indexed");
    QTest::addColumn<int>("bound");
    QTest::newRow("single PV") << 1 << false << 1 + EngineOutputModel::DefaultHistory;
    QTest::newRow("CECP multi-PV") << 5 << false << 5;
    QTest::newRow("CXBoard multi-PV, stray indices") << 1 << true << EngineOutputModel::MaxLines;
}

void TestEngineOutputView::memoryBounded() {
    QFETCH(int, multiPv);
    QFETCH(bool, indexed);
    QFETCH(int, bound);
    EngineOutputView view;
    view.setMultiPv(multiPv);
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    const QStringList moves = {"f1b5", "d2d4", "f1c4", "b1c3", "a2a3", "h2h3", "d2d3", "c2c3"};
    int maxRows = 0;
    for (int i = 0; i < 100000; ++i) {
        ThinkingLine l;
        l.depth = 1 + i / 100;
        l.scoreKind = ThinkingLine::ScoreKind::Centipawns;
        l.score = i % 201 - 100;
        l.timeMs = i;
        l.nodes = i * 10;
        l.pv = QStringList{moves[i % moves.size()], QStringLiteral("a7a6")};
        // Indices up to 1000, most of them out of range.
        if (indexed) l.multipv = 1 + (i * 7) % 1000;
        view.addThinking(l);
        if (i % 1000 == 999) {
            m->flush();
            maxRows = std::max(maxRows, m->rowCount());
        }
    }
    QCOMPARE(maxRows, bound);
}

// The engine output's scroll bar paints each look (range, handle, size) once and then
// draws it from the cache: the same pixels as a plain scroll bar's, fewer style paints.
void TestEngineOutputView::scrollBarLooksPaintedOnce() {
    CachedScrollBar cached(Qt::Vertical);
    QScrollBar plain(Qt::Vertical);
    for (QScrollBar* bar : {static_cast<QScrollBar*>(&cached), &plain}) {
        bar->resize(17, 203); // a size no other test's bar has (one cache for all)
        bar->setPageStep(8);
    }
    const QList<int> maxima{0, 12, 3, 12, 0, 3};
    for (int maximum : maxima) {
        cached.setRange(0, maximum);
        plain.setRange(0, maximum);
        QCOMPARE(cached.grab().toImage(), plain.grab().toImage());
    }
    QCOMPARE(cached.looksRendered(), 3); // 0, 12 and 3; the rest from the cache
    // A new look (the handle moved) is painted, and painted right.
    cached.setValue(5);
    plain.setValue(5);
    QCOMPARE(cached.grab().toImage(), plain.grab().toImage());
    QCOMPARE(cached.looksRendered(), 4);
    // A tall bar (a move list's, the handle at the end) is painted band by band, each
    // band the style's own pixels, the joins included.
    for (QScrollBar* bar : {static_cast<QScrollBar*>(&cached), &plain}) {
        bar->resize(15, 611);
        bar->setRange(0, 1400);
        bar->setPageStep(500);
        bar->setValue(1400);
    }
    QCOMPARE(cached.grab().toImage(), plain.grab().toImage());
    QCOMPARE(cached.looksRendered(), 5);
    // A long list growing by a row at a time and following its end (the move list of a
    // long game): every look as the style paints it, the looks whose handle did not move
    // by a pixel from the cache.
    const int before = cached.looksRendered();
    int steps = 0;
    for (int rows = 300; rows < 340; ++rows) {
        for (QScrollBar* bar : {static_cast<QScrollBar*>(&cached), &plain}) {
            bar->setRange(0, rows * 17 - 500);
            bar->setValue(bar->maximum());
        }
        QCOMPARE(cached.grab().toImage(), plain.grab().toImage());
        ++steps;
    }
    QVERIFY2(cached.looksRendered() - before < steps / 2,
             qPrintable(QString::number(cached.looksRendered() - before)));
    // Scrolled back to the start and to the middle: painted right too.
    for (int value : {0, 2000, 2001}) {
        cached.setValue(value);
        plain.setValue(value);
        QCOMPARE(cached.grab().toImage(), plain.grab().toImage());
    }
}

QTEST_MAIN(TestEngineOutputView)

void TestEngineOutputView::continuationFloodIsCapped() {
    // Issue 14: continuation lines made the window reformat an ever longer PV on every
    // line. Unmerged continuations stop at the protocol's PV limits: what a line costs to
    // format is bounded, and once the PV is full the lines change nothing.
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.addThinking(cecp("9 30 100 50000 f1b5"));
    const ThinkingLine more =
        *parseCecpContinuation(QStringLiteral("      ") + QStringLiteral("zz ").repeated(64));
    for (int i = 0; i < 100; ++i)
        view.addThinking(more);
    m->flush();
    QCOMPARE(m->rowCount(), 1);
    const QString pv = cell(m, 0, EngineOutputModel::PvColumn);
    QVERIFY2(pv.size() <= ThinkingLine::MaxPvLength + 16, qPrintable(QString::number(pv.size())));
    QCOMPARE(pv.count(QStringLiteral("zz")), ThinkingLine::MaxPvMoves - 1);
    QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
    view.addThinking(more);
    m->flush();
    QCOMPARE(changed.size(), 0); // a full PV takes no more
}

void TestEngineOutputView::hugeNumbers() {
    // Engine numbers are untrusted: nodes * 1000 / time must not overflow into nonsense.
    EngineOutputView view;
    EngineOutputModel* m = view.model();
    m->setPosition(chess());
    view.addThinking(cecp("9 30 1 9223372036854775807 f1b5"));
    m->flush();
    QCOMPARE(cell(m, 0, EngineOutputModel::NodesColumn), QStringLiteral("9223P"));
    QCOMPARE(cell(m, 0, EngineOutputModel::NpsColumn), QStringLiteral("9000P"));
}

#include "tst_engineoutputview.moc"

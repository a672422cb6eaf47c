// The evaluation graph: its data from a game (White's point of view, clamping, the squash,
// mates at the edge, one series or one per engine, moves without a score), and the widget
// offscreen (a click picks a ply, the marker is painted where the ply is, sharp at 2x).
// A saved game's graph drawn for a person to look at: tests/tools/render_evalgraph.cpp.
#include "app/gui/evalgraph.h"
#include "app/session/game.h"
#include "board/core/movetext.h"
#include "board/core/pgnreader.h"

#include <QApplication>
#include <QFile>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

using namespace tabiya;

class TestEvalGraph : public QObject {
    Q_OBJECT
private slots:
    void point_data();
    void point();
    void squash();
    void combinedSeries();
    void perSideSeries();
    void seriesKeepTheirEvaluators();
    void sameEngineOnBothSidesIsToldApart();
    void clickSelectsPly_data();
    void clickSelectsPly();
    void dragAndMarker();
    void sharpAtTwiceTheResolution();
    void nothingStrikesThroughTheEmptyText();
    void scaleLabelsBesideThePlot_data();
    void scaleLabelsBesideThePlot();
};

static Evaluation eval(int score, bool mate = false, int depth = 10) {
    Evaluation e;
    e.hasScore = true;
    e.score = score;
    e.mate = mate;
    e.depth = depth;
    return e;
}

// A game of the moves given, each with the evaluation given (mover's view).
static Game gameWith(const QStringList& moves, const QList<Evaluation>& evals) {
    Game g;
    for (int i = 0; i < moves.size(); ++i) {
        const Move m = parseCoordinateMove(g.position(), moves[i].toStdString());
        if (!g.play(m, evals.value(i))) qFatal("illegal %s", qPrintable(moves[i]));
    }
    return g;
}

void TestEvalGraph::point_data() {
    QTest::addColumn<Evaluation>("evaluation");
    QTest::addColumn<int>("mover");
    QTest::addColumn<double>("pawns");
    QTest::addColumn<bool>("mate");
    QTest::addColumn<int>("mateIn");
    QTest::addColumn<QString>("text");
    QTest::newRow("white ahead") << eval(35) << int(White) << 0.35 << false << 0
                                 << QStringLiteral("+0.35/10");
    QTest::newRow("black's view flipped")
        << eval(120) << int(Black) << -1.2 << false << 0 << QStringLiteral("-1.20/10");
    QTest::newRow("black behind is white ahead")
        << eval(-80) << int(Black) << 0.8 << false << 0 << QStringLiteral("+0.80/10");
    QTest::newRow("clamped high") << eval(2500) << int(White) << 10.0 << false << 0
                                  << QStringLiteral("+10.00/10");
    QTest::newRow("clamped low") << eval(3000) << int(Black) << -10.0 << false << 0
                                 << QStringLiteral("-10.00/10");
    QTest::newRow("white mates") << eval(3, true) << int(White) << 10.0 << true << 3
                                 << QStringLiteral("#3/10");
    QTest::newRow("black mates") << eval(2, true) << int(Black) << -10.0 << true << -2
                                 << QStringLiteral("-#2/10");
    QTest::newRow("white is mated")
        << eval(-4, true) << int(White) << -10.0 << true << -4 << QStringLiteral("-#4/10");
    QTest::newRow("black is mated")
        << eval(-1, true, 0) << int(Black) << 10.0 << true << 1 << QStringLiteral("#1");
}

void TestEvalGraph::point() {
    QFETCH(Evaluation, evaluation);
    QFETCH(int, mover);
    QFETCH(double, pawns);
    QFETCH(bool, mate);
    QFETCH(int, mateIn);
    QFETCH(QString, text);
    const auto p = evalPoint(evaluation, Color(mover), 7);
    QVERIFY(p);
    QCOMPARE(p->ply, 7);
    QCOMPARE(p->pawns, pawns);
    QCOMPARE(p->mate, mate);
    QCOMPARE(p->mateIn, mateIn);
    QCOMPARE(evalPointText(*p), text);
    if (mate)
        QCOMPARE(std::abs(p->y), 1.0); // mates on the edge
    else
        QVERIFY(std::abs(p->y) < 1.0); // everything else inside it
    QCOMPARE(p->y > 0, pawns > 0);
    QVERIFY(!evalPoint(Evaluation{}, White, 1)); // no score, no point
}

void TestEvalGraph::squash() {
    QCOMPARE(squashPawns(0), 0.0);
    QCOMPARE(squashPawns(-2), -squashPawns(2));
    // Monotonic, a pawn clearly visible, ten pawns near the edge but not on it.
    double last = -1;
    for (double x = -10; x <= 10; x += 0.25) {
        QVERIFY(squashPawns(x) > last);
        last = squashPawns(x);
    }
    QVERIFY(squashPawns(1) > 0.15 && squashPawns(1) < 0.25);
    QVERIFY(squashPawns(10) > 0.9 && squashPawns(10) < 1.0);
}

void TestEvalGraph::combinedSeries() {
    // An analysed game: the annotator's view of every move, one series. Ply 3 has no
    // evaluation: no point, the others in order.
    Game g = gameWith({"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"},
                      {eval(30), eval(-20), {}, eval(500), eval(3, true)});
    g.setTag(QStringLiteral("Annotator"), QStringLiteral("GNU Chess"));
    const EvalGraphData d = evalGraphPoints(g);
    QCOMPARE(d.plies, 5);
    QCOMPARE(d.series.size(), 1);
    const QList<EvalPoint>& pts = d.series[0].points;
    QCOMPARE(pts.size(), 4);
    QCOMPARE(pts[0].ply, 1);
    QCOMPARE(pts[0].pawns, 0.3);
    QCOMPARE(pts[1].ply, 2);
    QCOMPARE(pts[1].pawns, 0.2); // Black thought it was behind: White ahead
    QCOMPARE(pts[2].ply, 4);
    QCOMPARE(pts[2].pawns, -5.0);
    QCOMPARE(pts[2].move, QStringLiteral("2... Nc6"));
    QCOMPARE(pts[3].y, 1.0);
    QCOMPARE(pts[3].move, QStringLiteral("3. Bb5"));
    QVERIFY(!d.isEmpty());
    QVERIFY(evalGraphPoints(Game()).isEmpty());
}

void TestEvalGraph::perSideSeries() {
    Game g = gameWith({"d2d4", "d7d5", "c2c4", "e7e6"}, {eval(20), eval(-10), eval(25), eval(15)});
    g.setTag(QStringLiteral("White"), QStringLiteral("Tabiya"));
    // No evaluator named: each side's from the tags, one line each (never one zig-zag).
    const EvalGraphData d = evalGraphPoints(g);
    QCOMPARE(d.series.size(), 2);
    QCOMPARE(d.series[0].side, White);
    QCOMPARE(d.series[0].name, QStringLiteral("Tabiya"));
    QCOMPARE(d.series[1].name, QStringLiteral("Black")); // no tag: the side's name
    QCOMPARE(d.series[0].points.size(), 2);
    QCOMPARE(d.series[1].points.size(), 2);
    for (const EvalPoint& p : d.series[0].points)
        QCOMPARE(p.mover, White);
    for (const EvalPoint& p : d.series[1].points)
        QCOMPARE(p.mover, Black);
    QCOMPARE(d.series[1].points[0].pawns, 0.1);
    QCOMPARE(d.series[1].points[1].pawns, -0.15);
    QCOMPARE(d.series[1].points[1].ply, 4);
}

void TestEvalGraph::seriesKeepTheirEvaluators() {
    // A game of two engines read from PGN: each side's evaluations are its player's.
    const char* pgn = "[White \"Fairy-Max\"]\n[Black \"GNU Chess\"]\n\n"
                      "1. d4 {+0.20/9} d5 {-0.10/9} 2. c4 {+0.25/9} e6 {+0.15/9} *\n";
    const PgnReadResult read = readPgn(pgn);
    QCOMPARE(read.games.size(), size_t(1));
    Game g = Game::fromPgn(read.games.front());
    QCOMPARE(g.moves()[0].evaluator, QStringLiteral("Fairy-Max"));
    QCOMPARE(g.moves()[1].evaluator, QStringLiteral("GNU Chess"));
    // The game goes on with other players (Two Machines on it): the tags name them, the
    // old curves keep their engines' names, and the new moves get a line of their own.
    g.setTag(QStringLiteral("White"), QStringLiteral("Sjeng"));
    g.setTag(QStringLiteral("Black"), QStringLiteral("Phalanx"));
    QVERIFY(g.play(parseCoordinateMove(g.position(), "g1f3"), eval(30)));
    g.setEvaluator(g.ply() - 1, QStringLiteral("Sjeng"));
    const EvalGraphData d = evalGraphPoints(g);
    QCOMPARE(d.series.size(), 3);
    QCOMPARE(d.series[0].name, QStringLiteral("Fairy-Max"));
    QCOMPARE(d.series[1].name, QStringLiteral("GNU Chess"));
    QCOMPARE(d.series[2].name, QStringLiteral("Sjeng"));
    QCOMPARE(d.series[2].side, White);
    QCOMPARE(d.series[2].points.size(), 1);
    for (const EvalSeries& s : d.series)
        QCOMPARE(s.label, s.name); // names of their own: the legend says just them
}

void TestEvalGraph::sameEngineOnBothSidesIsToldApart() {
    // An engine against itself (Two Machines with one engine twice): two lines, one name.
    // The legend adds each line's side, else it read "Fairy-Max 5.0b" twice.
    const char* pgn = "[White \"Fairy-Max 5.0b\"]\n[Black \"Fairy-Max 5.0b\"]\n\n"
                      "1. d4 {+0.20/9} d5 {-0.10/9} 2. c4 {+0.25/9} e6 {+0.15/9} *\n";
    const PgnReadResult read = readPgn(pgn);
    QCOMPARE(read.games.size(), size_t(1));
    const EvalGraphData d = evalGraphPoints(Game::fromPgn(read.games.front()));
    QCOMPARE(d.series.size(), 2);
    QCOMPARE(d.series[0].name, QStringLiteral("Fairy-Max 5.0b"));
    QCOMPARE(d.series[0].label, QStringLiteral("Fairy-Max 5.0b (White)"));
    QCOMPARE(d.series[1].label, QStringLiteral("Fairy-Max 5.0b (Black)"));

    // In the window: both labels are painted, each in the legend's own box.
    EvalGraph graph;
    graph.resize(480, 200);
    graph.setData(d);
    QCOMPARE(graph.legendTexts(), QStringList({d.series[0].label, d.series[1].label}));
}

void TestEvalGraph::clickSelectsPly_data() {
    QTest::addColumn<int>("ply");
    QTest::newRow("first") << 1;
    QTest::newRow("middle") << 5;
    QTest::newRow("last") << 10;
    QTest::newRow("start") << 0;
}

static Game tenPlies() {
    return gameWith(
        {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "c2c3", "g8f6", "d2d4", "e5d4"},
        {eval(30), eval(-25), eval(40), eval(-30), eval(35), eval(-20), eval(50), eval(-60),
         eval(90), eval(-150)});
}

void TestEvalGraph::clickSelectsPly() {
    QFETCH(int, ply);
    EvalGraph graph;
    graph.resize(300, 100);
    graph.setGame(tenPlies());
    graph.setCurrentPly(ply == 0 ? 10 : 0);
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    QSignalSpy selected(&graph, &EvalGraph::plySelected);
    QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(int(std::lround(graph.xForPly(ply))), 50));
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected[0][0].toInt(), ply);
    QCOMPARE(graph.currentPly(), ply);
    // Clicking the ply already shown says nothing new.
    QTest::mouseClick(&graph, Qt::LeftButton, {}, QPoint(int(std::lround(graph.xForPly(ply))), 20));
    QCOMPARE(selected.size(), 1);
}

void TestEvalGraph::dragAndMarker() {
    EvalGraph graph;
    graph.resize(300, 100);
    graph.setGame(tenPlies());
    graph.show();
    QVERIFY(QTest::qWaitForWindowExposed(&graph));
    QSignalSpy selected(&graph, &EvalGraph::plySelected);
    QTest::mousePress(&graph, Qt::LeftButton, {}, QPoint(int(graph.xForPly(2)), 50));
    QMouseEvent move(QEvent::MouseMove, QPointF(graph.xForPly(7), 50),
                     graph.mapToGlobal(QPointF(graph.xForPly(7), 50)), Qt::NoButton, Qt::LeftButton,
                     Qt::NoModifier);
    QApplication::sendEvent(&graph, &move);
    QTest::mouseRelease(&graph, Qt::LeftButton, {}, QPoint(int(graph.xForPly(7)), 50));
    QCOMPARE(selected.size(), 2);
    QCOMPARE(selected[1][0].toInt(), 7);
    // setCurrentPly clamps and does not signal (the window sets it from the move list).
    graph.setCurrentPly(99);
    QCOMPARE(graph.currentPly(), 10);
    QCOMPARE(selected.size(), 2);
}

void TestEvalGraph::sharpAtTwiceTheResolution() {
    // Rendered at device pixel ratio 2 the marker is a crisp highlight-coloured line at the
    // ply's x, not a blurred copy of a 1x picture.
    EvalGraph graph;
    graph.resize(240, 100);
    graph.setGame(tenPlies());
    graph.setCurrentPly(4);
    QImage image(graph.size() * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::transparent);
    graph.render(&image);
    const int x = int(std::lround(graph.xForPly(4) * 2));
    const QColor highlight = graph.palette().color(QPalette::Highlight);
    int hits = 0;
    for (int y = 20; y < 180; y += 10) {
        const QColor c = image.pixelColor(x, y);
        if (std::abs(c.red() - highlight.red()) < 40 &&
            std::abs(c.green() - highlight.green()) < 40 &&
            std::abs(c.blue() - highlight.blue()) < 40)
            ++hits;
    }
    QVERIFY2(hits >= 14, qPrintable(QString::number(hits)));
    // Four device pixels to the side there is no highlight colour: the line is thin.
    const QColor beside = image.pixelColor(x + 5, 30);
    QVERIFY(std::abs(beside.blue() - highlight.blue()) > 20 ||
            std::abs(beside.red() - highlight.red()) > 20);
}

// Pixels of the image, one row, that differ from the background colour at x.
static int rowDifferences(const QImage& image, int y, QColor background) {
    int n = 0;
    for (int x = 0; x < image.width(); ++x) {
        const QColor c = image.pixelColor(x, y);
        if (std::abs(c.red() - background.red()) + std::abs(c.green() - background.green()) +
                std::abs(c.blue() - background.blue()) >
            30)
            ++n;
    }
    return n;
}

void TestEvalGraph::nothingStrikesThroughTheEmptyText() {
    // No evaluations: the words say so, and no zero line runs through them.
    EvalGraph graph;
    graph.resize(300, 100);
    graph.setGame(Game());
    QImage image(graph.size(), QImage::Format_ARGB32_Premultiplied);
    graph.render(&image);
    const int middle = int(std::lround(graph.height() / 2.0));
    const QColor background = image.pixelColor(graph.width() / 2, 12);
    int textRows = 0;
    for (int y = middle - 6; y <= middle + 6; ++y) {
        // Text is a few short runs; a line spans the plot.
        const int differing = rowDifferences(image, y, background);
        QVERIFY2(differing < graph.width() / 2, qPrintable(QStringLiteral("row %1").arg(y)));
        if (differing > 4) ++textRows;
    }
    QVERIFY(textRows > 0); // the words are there
}

void TestEvalGraph::scaleLabelsBesideThePlot_data() {
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("ratio");
    QTest::newRow("100 px") << 100 << 1;
    QTest::newRow("100 px at 2x") << 100 << 2;
    QTest::newRow("short, 80 px at 2x") << 80 << 2;
}

void TestEvalGraph::scaleLabelsBesideThePlot() {
    // The ±1 and ±3 labels stand left of the plot: the fill of a winning side (White ten
    // pawns up all game: light up to the top) never covers them, and ±1 is there in a
    // graph of an ordinary height, at 1x and 2x.
    QFETCH(int, height);
    QFETCH(int, ratio);
    QStringList moves = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5"};
    Game g = gameWith(moves, QList<Evaluation>(6, eval(0)));
    for (int i = 0; i < 6; ++i)
        g.setEvaluation(i, eval(i % 2 ? -1000 : 1000));                 // White +10 from both views
    g.setTag(QStringLiteral("Annotator"), QStringLiteral("GNU Chess")); // one filled series
    EvalGraph graph;
    graph.resize(300, height);
    graph.setGame(g);
    QImage image(graph.size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    graph.render(&image);
    if (const QString dir = qEnvironmentVariable("TABIYA_SHOTS_DIR"); !dir.isEmpty())
        image.save(dir + QStringLiteral("/evalgraph-labels-%1-%2x.png").arg(height).arg(ratio));
    const double plotLeft = graph.xForPly(0);
    QVERIFY2(plotLeft > 12, qPrintable(QString::number(plotLeft))); // room for "−3"
    // In the label column, beside each guide, pixels darker than the background: the label.
    const int backgroundLightness = image.pixelColor(3 * ratio, (height - 3) * ratio).lightness();
    auto inkNear = [&](double pawns) {
        const double half = (height - 8) / 2.0;
        const double y = height / 2.0 - squashPawns(pawns) * half;
        int ink = 0;
        for (int py = int((y - 6) * ratio); py < int((y + 6) * ratio); ++py)
            for (int px = 0; px < int((plotLeft - 1) * ratio); ++px) {
                if (py < 0 || py >= image.height()) continue;
                const QColor c = image.pixelColor(px, py);
                if (c.alpha() > 0 && c.lightness() < backgroundLightness - 50) ++ink;
            }
        return ink;
    };
    for (double pawns : {3.0, 1.0, -1.0, -3.0})
        QVERIFY2(inkNear(pawns) > 3, qPrintable(QStringLiteral("label %1").arg(pawns)));
    // Left of the plot the fill (White's light area) never shows.
    const QColor light = graph.palette().color(QPalette::Base).lightness() < 128
                             ? QColor(235, 235, 235)
                             : QColor(255, 255, 255);
    for (int py = 4 * ratio; py < height * ratio / 2; ++py)
        for (int px = 2 * ratio; px < int((plotLeft - 2) * ratio); ++px)
            QVERIFY(image.pixelColor(px, py) != light);
}

QTEST_MAIN(TestEvalGraph)
#include "tst_evalgraph.moc"

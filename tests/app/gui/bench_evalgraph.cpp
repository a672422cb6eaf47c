// bench-evalgraph: how long the evaluation graph takes to paint as a game grows, two
// engines' curves (a Two Machines game) and one analysed curve, at the size it has under
// the move list. The graph is painted at every move, so its cost in a long game is what a
// person's CPU pays then. Prints microseconds per paint; not a test.
//
//   QT_QPA_PLATFORM=offscreen build/bin/bench-evalgraph

#include "app/gui/evalgraph.h"
#include "app/session/evalseries.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <cmath>
#include <cstdio>

using namespace tabiya;

namespace {

// A game's evaluations of `plies` moves: a wandering advantage, the same every run.
EvalGraphData game(int plies, bool perSide) {
    EvalGraphData data;
    data.plies = plies;
    for (int side = 0; side < (perSide ? 2 : 1); ++side) {
        EvalSeries s;
        s.side = Color(side);
        s.bothSides = !perSide;
        s.name = perSide ? (side == 0 ? QStringLiteral("Fairy-Max") : QStringLiteral("GNU Chess"))
                         : QStringLiteral("Stockfish");
        for (int ply = 1 + (perSide ? side : 0); ply <= plies; ply += perSide ? 2 : 1) {
            EvalPoint p;
            p.ply = ply;
            p.mover = ply % 2 ? White : Black;
            p.pawns = 2.5 * std::sin(ply * 0.13) + 0.8 * std::cos(ply * 1.7 + side);
            p.y = squashPawns(p.pawns);
            s.points.append(p);
        }
        data.series.append(s);
    }
    return data;
}

double usPerPaint(EvalGraph& graph, int paints) {
    QImage image(graph.size(), QImage::Format_ARGB32_Premultiplied);
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < paints; ++i)
        graph.render(&image);
    return double(timer.nsecsElapsed()) / 1e3 / paints;
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    EvalGraph graph;
    graph.resize(308, 150); // as in the window at 1200x850 (bench-window's profile)
    std::printf("%8s %14s %14s\n", "plies", "two engines", "one analysis");
    for (int plies : {20, 60, 100, 200, 400}) {
        double us[2];
        for (int perSide = 1; perSide >= 0; --perSide) {
            graph.setData(game(plies, perSide));
            graph.setCurrentPly(plies);
            usPerPaint(graph, 5); // warm: the labels laid out
            us[1 - perSide] = usPerPaint(graph, 200);
        }
        std::printf("%8d %11.1f us %11.1f us\n", plies, us[0], us[1]);
    }
    return 0;
}

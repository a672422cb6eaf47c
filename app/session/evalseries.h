#pragma once
// Evaluation graph data: the evaluations a game's moves carry, turned into points from
// White's (Red's) point of view, ready to draw. Pure functions on plain data: the graph
// widget only paints what evalGraphPoints returns.
//
// A move's evaluation is the mover's (the engine that played it, or the game analyser's
// view of the position it led to); here it is flipped to White's view, clamped to
// ±MaxPawns, and squashed smoothly into -1..1 so that small advantages stay visible next to
// big ones. Mates sit at the edge (±1).

#include "app/session/evaluation.h"
#include "board/core/types.h"

#include <QList>
#include <QString>

namespace tabiya {

class Game;

struct EvalPoint {
    int ply = 0;         // the position after this many plies (1 = after the first move)
    Color mover = White; // who played the move whose evaluation this is
    double pawns = 0;    // White's view, clamped to ±MaxPawns (mates: ±MaxPawns)
    double y = 0;        // pawns squashed into -1..1 (mates: exactly ±1)
    bool mate = false;
    int mateIn = 0; // moves to mate, White's view: > 0 White mates, < 0 Black mates
    int depth = 0;
    QString move; // "12. Nf3" / "12... Nf6" for tooltips
    bool operator==(const EvalPoint&) const = default;
};

struct EvalSeries {
    // The side whose moves these are; an analysis of the whole game (both sides) is White's.
    Color side = White;
    bool bothSides = false; // one engine's view of every move (Analyze Game)
    QString name;           // whose evaluations: the engine's name, else the side's name
    // The legend's words: the name, with its side when the other side's series has the
    // same name (an engine playing itself: "Fairy-Max 5.0b (White)").
    QString label;
    QList<EvalPoint> points; // in ply order
};

struct EvalGraphData {
    int plies = 0; // moves in the game: the graph's x axis runs 0..plies
    int firstMoveNumber = 1;
    bool blackStarts = false;
    // One series per evaluator and side, in the order they first evaluate: each engine of
    // a game on its own moves (never one zig-zag line through two engines' views), or the
    // annotator on every move. The names are the evaluators' (GameMove::evaluator), so a
    // game continued by other players keeps its old curves' names.
    QList<EvalSeries> series;
    bool isEmpty() const; // no point in any series
};

inline constexpr double MaxPawns = 10.0;

// A smooth squash of White's advantage in pawns into -1..1 (tanh; about 0.18 for a pawn,
// 0.5 for three, 0.95 for ten).
double squashPawns(double pawns);
// One move's evaluation (mover's view) as a point of White's view; nothing when the move
// carries no score.
std::optional<EvalPoint> evalPoint(const Evaluation& evaluation, Color mover, int ply);
EvalGraphData evalGraphPoints(const Game& game);
// The text of a point for a tooltip: "12. Nf3  +0.35/12", "30... Qh4  #-3" (White's view).
QString evalPointText(const EvalPoint& point);

} // namespace tabiya

#include "app/session/evalseries.h"

#include "app/session/game.h"

#include <cmath>

namespace tabiya {

bool EvalGraphData::isEmpty() const {
    for (const EvalSeries& s : series)
        if (!s.points.isEmpty()) return false;
    return true;
}

double squashPawns(double pawns) {
    // The win-chance curve engine GUIs use: 2 / (1 + e^(-0.368 p)) - 1 == tanh(0.184 p).
    return std::tanh(0.184 * pawns);
}

std::optional<EvalPoint> evalPoint(const Evaluation& evaluation, Color mover, int ply) {
    if (!evaluation.hasScore) return std::nullopt;
    const int sign = mover == White ? 1 : -1;
    EvalPoint p;
    p.ply = ply;
    p.mover = mover;
    p.depth = evaluation.depth;
    if (evaluation.mate) {
        p.mate = true;
        // Mate 0 cannot come from a search; read it as the mover mating (it just did).
        const bool moverMates = evaluation.score >= 0;
        p.mateIn = sign * evaluation.score;
        const bool whiteMates = (mover == White) == moverMates;
        p.pawns = whiteMates ? MaxPawns : -MaxPawns;
        p.y = whiteMates ? 1.0 : -1.0;
    } else {
        p.pawns = std::clamp(sign * evaluation.score / 100.0, -MaxPawns, MaxPawns);
        p.y = squashPawns(p.pawns);
    }
    return p;
}

EvalGraphData evalGraphPoints(const Game& game) {
    EvalGraphData data;
    const Position& start = game.startPosition();
    data.plies = game.ply();
    data.firstMoveNumber = start.fullmoveNumber();
    data.blackStarts = start.sideToMove() == Black;
    const QString annotator = game.tag(QStringLiteral("Annotator"));
    // Who evaluated a move the game does not say (built in memory): the tags' players.
    auto evaluatorOf = [&](const GameMove& gm, Color mover) {
        if (!gm.evaluator.isEmpty()) return gm.evaluator;
        if (!annotator.isEmpty()) return annotator;
        const QString tag =
            game.tag(mover == White ? QStringLiteral("White") : QStringLiteral("Black"));
        return tag.isEmpty() || tag == QLatin1String("?") ? game.sideName(mover) : tag;
    };
    Color mover = start.sideToMove();
    int moveNumber = data.firstMoveNumber;
    const QList<GameMove>& moves = game.moves();
    for (int i = 0; i < moves.size(); ++i) {
        if (std::optional<EvalPoint> p = evalPoint(moves[i].evaluation, mover, i + 1)) {
            p->move = QStringLiteral("%1%2 %3")
                          .arg(moveNumber)
                          .arg(mover == White ? QStringLiteral(".") : QStringLiteral("..."))
                          .arg(moves[i].san);
            const QString who = evaluatorOf(moves[i], mover);
            // The annotator's view is one line over both sides; a player's is its side's.
            const bool bothSides = !annotator.isEmpty() && who == annotator;
            auto it = std::find_if(data.series.begin(), data.series.end(), [&](const auto& s) {
                return s.name == who && s.bothSides == bothSides && (bothSides || s.side == mover);
            });
            if (it == data.series.end()) {
                EvalSeries s;
                s.side = bothSides ? White : mover;
                s.bothSides = bothSides;
                s.name = who;
                data.series.append(s);
                it = data.series.end() - 1;
            }
            it->points.append(*p);
        }
        if (mover == Black) ++moveNumber;
        mover = ~mover;
    }
    for (EvalSeries& s : data.series) {
        const bool shared =
            std::any_of(data.series.cbegin(), data.series.cend(),
                        [&](const auto& o) { return &o != &s && o.name == s.name; });
        s.label = shared && !s.bothSides
                      ? QStringLiteral("%1 (%2)").arg(s.name, game.sideName(s.side))
                      : s.name;
    }
    return data;
}

QString evalPointText(const EvalPoint& point) {
    QString score;
    if (point.mate)
        score = (point.y < 0 ? QStringLiteral("-#") : QStringLiteral("#")) +
                QString::number(std::abs(point.mateIn));
    else
        score = (point.pawns >= 0 ? QStringLiteral("+") : QStringLiteral("-")) +
                QString::number(std::abs(point.pawns), 'f', 2);
    if (point.depth > 0) score += QStringLiteral("/") + QString::number(point.depth);
    return point.move.isEmpty() ? score : point.move + QStringLiteral("  ") + score;
}

} // namespace tabiya

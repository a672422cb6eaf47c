#include "app/session/matchelo.h"

#include <algorithm>
#include <cmath>

namespace tabiya {

double MatchElo::ofScore(double p) {
    p = std::clamp(p, 0.001, 0.999);
    return -400.0 * std::log10(1.0 / p - 1.0);
}

MatchElo MatchElo::fromScore(int wins, int draws, int losses) {
    const double n = wins + draws + losses;
    if (n <= 0) return {};
    // The points per game are 1, 1/2 or 0: their mean and their variance (the mean of the
    // squares, 1 a win and 1/4 a draw, less the square of the mean).
    const double mean = (wins + 0.5 * draws) / n;
    const double variance = std::max(0.0, (wins + 0.25 * draws) / n - mean * mean);
    const double margin = 1.96 * std::sqrt(variance / n);
    return {ofScore(mean), ofScore(mean - margin), ofScore(mean + margin)};
}

} // namespace tabiya

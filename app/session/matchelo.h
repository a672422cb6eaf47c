#pragma once
// MatchElo: the Elo difference a match's score suggests, with its 95% interval, as the
// strength runs report it. Each game is a sample of 1, 1/2 or 0 points for the first
// engine; the interval is the mean score plus or minus 1.96 standard errors, each end
// turned into Elo by the logistic curve (a score of 0 or 1 is held at 0.001 / 0.999, so a
// clean sweep reads as about +-1200 rather than infinity). Plain data and a pure function.

namespace tabiya {

struct MatchElo {
    double difference = 0; // the first engine's Elo minus the second's
    double lower = 0;      // the 95% interval's ends
    double upper = 0;

    // From the first engine's wins, draws and losses; all zero when no game was played.
    static MatchElo fromScore(int wins, int draws, int losses);
    // The Elo difference of an expected score (0..1): -400 log10(1/p - 1).
    static double ofScore(double p);
};

} // namespace tabiya

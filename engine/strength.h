#pragma once
// Strength: how tabiya-engine plays below its full strength. A level is an Elo number;
// the options ("Limit Strength" with "Elo", or the coarse "Skill Level") name it, and a
// table turns it into search limits: fewer nodes, a shallower depth, and an evaluation
// noise that grows as the level falls, so that a weak level misjudges positions and
// overlooks deeper tactics the way a weaker player does, instead of playing full strength
// with a blunder now and then. The noise is a pure function of the position and a seed,
// so that a game at a fixed seed can be replayed move for move.

#include "engine/engineoptions.h"
#include "engine/searchtypes.h"

#include <cstdint>

namespace tabiya::engine {

struct StrengthLimits {
    uint64_t nodes = 0; // per move
    int depth = MaxPly - 1;
    int evalNoise = 0; // centipawns: the noise ranges over [-evalNoise, evalNoise]
};

namespace strength {

constexpr int MinElo = 600;
constexpr int MaxElo = 2800;
constexpr int DefaultElo = 1500;
constexpr int MaxSkill = 20; // full strength

// Skill Level 0..19 lie on the Elo scale, 110 apart from 600 (0) to 2690 (19).
int skillToElo(int skill);
// The level the options ask for, 0 for full strength: Limit Strength with Elo wins over
// Skill Level, as with Stockfish's UCI_LimitStrength.
int requestedElo(const EngineOptions& options);
// The search limits of a level in chess or xiangqi (interpolated between a table's rows:
// the same Elo takes other limits in each, as each is measured against its own anchor).
StrengthLimits limitsFor(int elo, bool xiangqi);
// Narrows a game search to the level, noise keyed by seed; full strength leaves it alone.
void apply(SearchLimits& limits, int elo, bool xiangqi, uint64_t seed);
// The noise added to the evaluation of the position with this hash, in [-amplitude,
// amplitude]: the sum of two uniform terms, so small misjudgements are frequent and
// large ones rare.
int noise(uint64_t positionHash, uint64_t seed, int amplitude);

} // namespace strength

} // namespace tabiya::engine

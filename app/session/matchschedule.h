#pragma once
// MatchSchedule: the course of a match between the first and the second engine, the same
// for the window's match and the headless one: who has White in each game (colours
// alternate), each colour's clock (time odds go with the engine), the opening (-lgf /
// -lpf), and the score from the first engine's side with the Elo it suggests. Games are
// numbered from 0; a game's setup depends on its number only, so games played at once
// (-concurrency) get the same as played one after another.

#include "app/session/matchelo.h"
#include "app/session/matchoptions.h"

#include <array>
#include <optional>

namespace tabiya {

// What one game of a match starts as.
struct MatchGame {
    int number = 0; // from 0
    bool firstIsWhite = true;
    std::array<TimeControl, 2> clocks; // White's and Black's
    std::optional<Game> opening;       // nothing: the variant's start position
};

class MatchSchedule {
public:
    MatchSchedule(const MatchOptions& options, std::optional<MatchOpenings> openings);

    int games() const { return m_games; }
    int played() const { return m_played; }
    bool finished() const { return m_played >= m_games; }

    static bool firstIsWhite(int number) { return number % 2 == 0; }
    TimeControl timeControl(int number, Color side) const;
    std::optional<Game> opening(int number) const;
    MatchGame game(int number) const;

    // Game `number` ended with this result; returns the first engine's points (1, 0.5, 0).
    double record(int number, GameResult result);
    int wins() const { return m_wins; } // the first engine's
    int losses() const { return m_losses; }
    int draws() const { return m_draws; }
    double firstScore() const { return m_firstScore; }
    MatchElo elo() const { return MatchElo::fromScore(m_wins, m_draws, m_losses); }

private:
    MatchOptions m_options;
    std::optional<MatchOpenings> m_openings;
    int m_games = 1;
    int m_played = 0;
    int m_wins = 0, m_losses = 0, m_draws = 0;
    double m_firstScore = 0;
};

} // namespace tabiya

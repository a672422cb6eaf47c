#pragma once
// MatchSchedule: the course of a match between the first and the second engine, shared by
// the headless match and the window's: who has White in each game (colours alternate),
// each colour's clock (time odds go with the engine), the opening (-lgf / -lpf), and the
// score from the first engine's side.

#include "matchoptions.h"

#include <optional>

namespace tabiya {

class MatchSchedule {
public:
    MatchSchedule(const MatchOptions& options, std::optional<MatchOpenings> openings);

    int games() const { return m_games; }
    int played() const { return m_played; }
    bool finished() const { return m_played >= m_games; }

    // For the next game: the first engine's colour, each colour's clock, and the game it
    // starts as (nothing: the variant's start position).
    bool firstIsWhite() const { return m_played % 2 == 0; }
    TimeControl timeControl(Color side) const;
    std::optional<Game> opening() const;

    // The next game ended with this result; returns the first engine's points (1, 0.5, 0).
    double record(GameResult result);
    int wins() const { return m_wins; } // the first engine's
    int losses() const { return m_losses; }
    int draws() const { return m_draws; }
    double firstScore() const { return m_firstScore; }

private:
    MatchOptions m_options;
    std::optional<MatchOpenings> m_openings;
    int m_games = 1;
    int m_played = 0;
    int m_wins = 0, m_losses = 0, m_draws = 0;
    double m_firstScore = 0;
};

} // namespace tabiya

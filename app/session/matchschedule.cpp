#include "app/session/matchschedule.h"

namespace tabiya {

MatchSchedule::MatchSchedule(const MatchOptions& options, std::optional<MatchOpenings> openings)
    : m_options(options)
    , m_openings(std::move(openings))
    , m_games(std::max(1, options.games)) {}

TimeControl MatchSchedule::timeControl(int number, Color side) const {
    const bool first = (side == White) == firstIsWhite(number);
    return m_options.engineTimeControl(first ? 0 : 1);
}

std::optional<Game> MatchSchedule::opening(int number) const {
    if (!m_openings) return std::nullopt;
    return m_openings->gameFor(number);
}

MatchGame MatchSchedule::game(int number) const {
    return {number,
            firstIsWhite(number),
            {timeControl(number, White), timeControl(number, Black)},
            opening(number)};
}

double MatchSchedule::record(int number, GameResult result) {
    const bool firstWasWhite = firstIsWhite(number);
    double points = 0.5;
    if (result == GameResult::WhiteWins)
        points = firstWasWhite ? 1 : 0;
    else if (result == GameResult::BlackWins)
        points = firstWasWhite ? 0 : 1;
    if (points == 1)
        ++m_wins;
    else if (points == 0)
        ++m_losses;
    else
        ++m_draws;
    m_firstScore += points;
    ++m_played;
    return points;
}

} // namespace tabiya

#include "app/session/match.h"

namespace tabiya {

Match::Match(const MatchOptions& options, std::optional<MatchOpenings> openings, QObject* parent)
    : QObject(parent)
    , m_options(options)
    , m_schedule(options, std::move(openings)) {}

MatchGame Match::nextGame() {
    return m_schedule.game(m_started++);
}

void Match::gameEnded(int number, const Game& game) {
    if (number < m_schedule.played() || number >= m_started || m_waiting.contains(number))
        return; // not a game in play
    m_waiting.insert(number, game);
    // Release every game whose turn has come: the next to record, then the ones after it
    // that ended while it was still being played.
    while (!m_waiting.isEmpty() && m_waiting.firstKey() == m_schedule.played()) {
        const Game next = m_waiting.take(m_schedule.played());
        const int n = m_schedule.played();
        const double points = m_schedule.record(n, next.result());
        if (!m_options.pgnFile.isEmpty()) {
            QString error;
            if (!next.appendToPgnFile(m_options.pgnFile, &error)) emit saveFailed(error);
        }
        emit gameRecorded(n, next, points);
    }
    if (m_schedule.finished()) emit finished();
}

} // namespace tabiya

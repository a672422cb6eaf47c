#pragma once
// Match: one match between two engines as both faces play it, the window on its board and
// `tabiya -headless` on as many boards as -concurrency asks: it hands out the games in
// order (MatchGame: colours, clocks, opening), takes each game as it ends, and reports
// them in game order whatever order they ended in: the score is counted, the game appended
// to the -sgf file, gameRecorded emitted; finished() after the last. Who plays the games
// is the face's business (the window's Session, or MatchRunner's).

#include "app/session/matchschedule.h"

#include <QMap>
#include <QObject>

namespace tabiya {

class Match : public QObject {
    Q_OBJECT
public:
    Match(const MatchOptions& options, std::optional<MatchOpenings> openings,
          QObject* parent = nullptr);

    const MatchOptions& options() const { return m_options; }
    const MatchSchedule& schedule() const { return m_schedule; }
    // Games handed out, and whether one is left to hand out.
    int started() const { return m_started; }
    bool hasNextGame() const { return m_started < m_schedule.games(); }
    // The next game to play; only while hasNextGame().
    MatchGame nextGame();
    // Game `number` ended as `game` (its result, tags and moves). Recorded at once when
    // every game before it has been, else held until they are.
    void gameEnded(int number, const Game& game);

signals:
    // In game order: game `number` was counted and saved; `points` are the first engine's.
    void gameRecorded(int number, const Game& game, double points);
    // The -sgf file could not be written (the match goes on).
    void saveFailed(const QString& error);
    void finished();

private:
    MatchOptions m_options;
    MatchSchedule m_schedule;
    int m_started = 0;
    QMap<int, Game> m_waiting; // ended before a game with a lower number
};

} // namespace tabiya

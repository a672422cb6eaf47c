#pragma once
// HeadlessMatch: an engine-versus-engine match with no window (tabiya -headless). Plays
// the games one after another through a Session, colours alternating, prints one line per
// finished game and a score line at the end, appends each game's PGN to the -sgf file and
// writes the protocol transcript for -debug. With -lgf / -lpf each game starts from the
// opening the index rules pick. finished(exitCode) ends it.

#include "matchoptions.h"
#include "matchschedule.h"

#include <QFile>
#include <QObject>
#include <QTextStream>

namespace tabiya {

class EnginePlayer;
class Session;
class DebugLog;

class HeadlessMatch : public QObject {
    Q_OBJECT
public:
    explicit HeadlessMatch(const MatchOptions& options, QObject* parent = nullptr);
    ~HeadlessMatch() override;

    void start();
    // Interrupted (a quit signal): the game in progress is abandoned, neither counted nor
    // saved, and the engines are stopped as at the match's end; finished(exitCode) follows.
    void stop(int exitCode);
    // Points of the first engine, and games finished so far.
    double firstScore() const { return m_schedule ? m_schedule->firstScore() : 0; }
    int gamesPlayed() const { return m_schedule ? m_schedule->played() : 0; }

signals:
    void finished(int exitCode);

private:
    void startGame();
    void onGameEnded();
    void end(int exitCode);

    MatchOptions m_options;
    std::optional<MatchSchedule> m_schedule; // from start(), once the openings are read
    Session* m_session = nullptr;
    EnginePlayer* m_first = nullptr;
    EnginePlayer* m_second = nullptr;
    bool m_ending = false;
    DebugLog* m_debugLog = nullptr; // -debug
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace tabiya

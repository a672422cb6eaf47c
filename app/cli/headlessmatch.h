#pragma once
// HeadlessMatch: the command-line face of a match (tabiya -headless). MatchRunner plays
// the games (-concurrency N at once); this prints, in game order, one line per finished
// game followed by the score and the Elo difference with its 95% interval so far, and
// errors on standard error. finished(exitCode) ends it.

#include "app/session/matchoptions.h"

#include <QObject>
#include <QTextStream>

namespace tabiya {

class Game;
class MatchRunner;

class HeadlessMatch : public QObject {
    Q_OBJECT
public:
    explicit HeadlessMatch(const MatchOptions& options, QObject* parent = nullptr);
    ~HeadlessMatch() override;

    void start();
    // Interrupted (a quit signal): the games in progress are abandoned, neither counted
    // nor saved, and the engines are stopped as at the match's end; finished(exitCode)
    // follows.
    void stop(int exitCode);

signals:
    void finished(int exitCode);

private:
    void onGameRecorded(int number, const Game& game);

    MatchRunner* m_runner;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace tabiya

#pragma once
// MatchRunner: plays a Match between two engines with no board to show it on, the engine
// side of `tabiya -headless`. Each of -concurrency tables has a Session and its own pair
// of engines (started once, kept for every game the table plays); a table that finishes a
// game takes the next one the Match hands out. The Match reports the games in game order.
// -debug writes every engine's transcript, "1 " / "2 " before the first / second engine's
// lines (and "T:1 " / "T:2 " on table T from the second on). finished(exitCode) ends it,
// once every engine is gone.

#include "app/session/match.h"

#include <QList>
#include <QObject>

namespace tabiya {

class DebugLog;
class EnginePlayer;
class Session;

class MatchRunner : public QObject {
    Q_OBJECT
public:
    explicit MatchRunner(const MatchOptions& options, QObject* parent = nullptr);
    ~MatchRunner() override;

    // Reads the openings and starts the first game on every table; an unusable opening
    // file is an error (and the end, with exit code 2).
    void start();
    // Interrupted (a quit signal): the games in progress are abandoned, neither counted nor
    // saved, and the engines are stopped as at the match's end; finished(exitCode) follows.
    void stop(int exitCode);

    const Match* match() const { return m_match; }
    int tables() const { return int(m_tables.size()); }
    // The engines' names as they gave them (the first table's).
    QString firstName() const;
    QString secondName() const;

signals:
    // Forwarded from the Match: in game order.
    void gameRecorded(int number, const tabiya::Game& game, double points);
    void error(const QString& message);
    void finished(int exitCode);

private:
    struct Table {
        Session* session = nullptr;
        EnginePlayer* first = nullptr;
        EnginePlayer* second = nullptr;
        int game = -1; // the match game it plays, -1: none
    };
    void addTable(int index);
    void startGame(Table& table);
    void onGameEnded(Table& table);
    void fail(const QString& message);
    void end(int exitCode);

    MatchOptions m_options;
    Match* m_match = nullptr; // from start(), once the openings are read
    QList<Table> m_tables;
    DebugLog* m_debugLog = nullptr; // -debug
    bool m_ending = false;
};

} // namespace tabiya

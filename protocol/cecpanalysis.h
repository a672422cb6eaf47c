#pragma once
// CecpAnalysis: CECP's analysis mode, the layer between CecpLink and CecpEngine: analyze
// and exit, "." for a status line, the moves left out of the analysis (exclude and
// include, for engines that asked with feature exclude=1) and setscore. Each change to
// what is analysed drops the lines in flight (a ping). CecpEngine builds the game on it
// and leaves analysis mode through leaveAnalysis() before any game command.

#include "protocol/cecplink.h"

namespace tabiya {

class CecpAnalysis : public CecpLink {
    Q_OBJECT
public:
    explicit CecpAnalysis(QObject* parent = nullptr);

    void startAnalysis() override;
    void stopAnalysis() override;
    void excludeMove(const MoveText& move) override;
    void includeMove(const MoveText& move) override;
    void includeAll() override;
    // CECP excludes by name: no root move list (errorReported).
    void setRootMoves(const QList<MoveText>& legalMoves) override;
    void setScore(int centipawns, int depth) override;
    void requestStatus() override;

protected:
    // "exit" when analysing; nothing else changes (the caller sets the state).
    void leaveAnalysis();

private:
    // "exclude MOVE", "include MOVE", "include all" while analysing, if the engine asked.
    void sendExclusion(const QString& command, const QString& argument);
};

} // namespace tabiya

#pragma once
// Helpers shared by the session test suites: engines next to the test binary, a fast
// clock, seating the players, and a person's move given in coordinates.

#include "app/session/session.h"
#include "board/core/movetext.h"
#include "protocol/engineconfig.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tabiya::test {

inline QString bin(const QString& name) {
    return QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
}

// An engine by absolute path, or by its name next to the test binary.
inline EngineConfig engine(const QString& program, const QStringList& args = {}) {
    EngineConfig c;
    c.program = QFileInfo(program).isAbsolute() ? program : bin(program);
    c.arguments = args;
    return c;
}

// One period for the whole game: baseMs, plus incrementMs a move, and a depth limit.
inline TimeControl wholeGame(qint64 baseMs, qint64 incrementMs = 0, int depth = 0) {
    TimeControl tc;
    tc.movesPerSession = 0;
    tc.baseMs = baseMs;
    tc.incrementMs = incrementMs;
    tc.maxDepth = depth;
    return tc;
}

// 4 s + 0.05 s a move, and a depth limit when given.
inline TimeControl fast(int depth = 0) {
    return wholeGame(4000, 50, depth);
}

// The players of the next game, White's first, and the mode they play in.
inline void seat(Session& session, Player* white, Player* black, Session::Mode mode) {
    session.setPlayer(White, white);
    session.setPlayer(Black, black);
    session.setMode(mode);
}

// The person on move plays this move ("e2e4"); false when it is not legal or not theirs.
inline bool play(Session& session, const char* coordinates) {
    Position pos = session.game().position();
    const Move m = parseCoordinateMove(pos, coordinates);
    return !m.isNone() && session.humanMove(m);
}

} // namespace tabiya::test

#include "protocol/cxboardcommands.h"

#include <QStringList>
#include <algorithm>

namespace tabiya::cxboard {

QString goArguments(const TimeControl& tc, const GoClocks& clocks, bool ponder) {
    QStringList words;
    if (ponder) words << QStringLiteral("ponder");
    if (tc.infinite) {
        words << QStringLiteral("infinite");
    } else if (tc.isFixedPerMove()) {
        words << QStringLiteral("mtime") << QString::number(tc.fixedMoveMs);
    } else if (clocks.redMs != -1 && clocks.blackMs != -1) {
        words << QStringLiteral("rtime") << QString::number(std::max<qint64>(0, clocks.redMs))
              << QStringLiteral("btime") << QString::number(std::max<qint64>(0, clocks.blackMs));
        if (clocks.movesToGo > 0)
            words << QStringLiteral("movestogo") << QString::number(clocks.movesToGo);
    }
    if (tc.maxDepth > 0) words << QStringLiteral("depth") << QString::number(tc.maxDepth);
    if (tc.maxNodes > 0) words << QStringLiteral("nodes") << QString::number(tc.maxNodes);
    if (tc.mateMoves > 0) words << QStringLiteral("mate") << QString::number(tc.mateMoves);
    return words.join(QLatin1Char(' '));
}

QString minutesSeconds(qint64 ms) {
    ms = std::max<qint64>(0, ms);
    const qint64 minutes = ms / 60000;
    const qint64 rest = ms % 60000;
    QString seconds = QStringLiteral("%1").arg(rest / 1000, 2, 10, QLatin1Char('0'));
    if (rest % 1000) {
        // Fractions as short as they can be written: ".5", ".05", ".125".
        QString fraction = QStringLiteral("%1").arg(rest % 1000, 3, 10, QLatin1Char('0'));
        while (fraction.endsWith(QLatin1Char('0')))
            fraction.chop(1);
        seconds += QLatin1Char('.') + fraction;
    }
    return QString::number(minutes) + QLatin1Char(':') + seconds;
}

QString clockCommand(const TimeControl& tc) {
    if (tc.infinite) return {};
    if (tc.isFixedPerMove()) {
        // No game clock: every move gets its time as overtime, capped by the move clock.
        const QString t = minutesSeconds(tc.fixedMoveMs);
        return QStringLiteral("clock 0:00 %1 %1").arg(t);
    }
    return QStringLiteral("clock %1 0:00 %2")
        .arg(minutesSeconds(tc.baseMs), minutesSeconds(tc.incrementMs));
}

QStringList newGameCommands(const GameSetup& setup, bool engineDriven) {
    QStringList lines;
    if (!setup.opponentName.isEmpty() && !setup.opponentName.contains(QLatin1Char('\n')))
        lines << QStringLiteral("name ") + setup.opponentName;
    if (setup.opponentIsComputer) lines << QStringLiteral("computer");
    const QString clock = engineDriven ? clockCommand(setup.timeControl) : QString();
    if (!clock.isEmpty()) lines << clock;
    return lines;
}

QString positionCommand(const QString& fen, const QList<MoveText>& moves) {
    QString line = fen.isEmpty() ? QStringLiteral("position startpos")
                                 : QStringLiteral("position cfen ") + fen;
    if (!moves.isEmpty()) {
        line += QStringLiteral(" moves");
        for (const MoveText& mv : moves)
            line += QLatin1Char(' ') + mv.coordinate;
    }
    return line;
}

EngineCapabilities capabilities() {
    EngineCapabilities caps;
    caps.protocolVersion = 1;
    caps.variants = {QStringLiteral("xiangqi")};
    caps.setboard = caps.analyze = caps.pause = caps.ping = true;
    caps.playother = true;
    caps.colors = false;
    caps.exclude = true; // emulated with go searchmoves (CxboardEngine::restartAnalysis)
    caps.dialect = Capability::RootMoveList | Capability::NumberedLines;
    return caps;
}

} // namespace tabiya::cxboard

#include "protocol/cecpcommands.h"

#include <algorithm>

namespace tabiya::cecp {

namespace {

// Seconds as the shortest decimal: 1500 ms -> "1.5", 2000 ms -> "2".
QString seconds(qint64 ms) {
    QString s = QString::number(double(ms) / 1000.0, 'f', 3);
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.'))) s.chop(1);
    return s;
}

struct BoardRow {
    QList<QChar> squares; // QChar() for empty
};

// The board field of a FEN as rows from the top; empty on failure. Holdings in brackets
// are skipped; '~' promoted markers dropped.
QList<BoardRow> readBoard(const QString& fen) {
    QString board = fen.section(QLatin1Char(' '), 0, 0);
    const qsizetype bracket = board.indexOf(QLatin1Char('['));
    if (bracket >= 0) board.truncate(bracket);
    QList<BoardRow> rows;
    for (const QString& rank : board.split(QLatin1Char('/'))) {
        BoardRow row;
        for (qsizetype i = 0; i < rank.size(); ++i) {
            const QChar c = rank.at(i);
            if (c.isDigit()) {
                int n = 0;
                while (i < rank.size() && rank.at(i).isDigit())
                    n = n * 10 + rank.at(i++).digitValue();
                --i;
                if (n > 64) return {};
                for (int k = 0; k < n; ++k)
                    row.squares.append(QChar());
            } else if (c.isLetter()) {
                row.squares.append(c);
            } else if (c == QLatin1Char('~') || c == QLatin1Char('+')) {
                continue;
            } else {
                return {};
            }
        }
        rows.append(row);
    }
    if (rows.isEmpty() || rows.size() > 64) return {};
    return rows;
}

} // namespace

QStringList timeControlCommands(const TimeControl& tc) {
    QStringList out;
    if (tc.isFixedPerMove()) {
        // st takes whole seconds; never 0, which engines read as "no limit".
        out << QStringLiteral("st %1").arg(std::max<qint64>(1, (tc.fixedMoveMs + 500) / 1000));
    } else if (!tc.infinite) {
        QString base;
        const qint64 totalSeconds = tc.baseMs / 1000;
        if (tc.baseMs % 60000 == 0)
            base = QString::number(tc.baseMs / 60000);
        else
            base = QStringLiteral("%1:%2")
                       .arg(totalSeconds / 60)
                       .arg(totalSeconds % 60, 2, 10, QLatin1Char('0'));
        out << QStringLiteral("level %1 %2 %3")
                   .arg(std::max(0, tc.movesPerSession))
                   .arg(base, seconds(tc.incrementMs));
    }
    if (tc.maxDepth > 0) out << QStringLiteral("sd %1").arg(tc.maxDepth);
    if (tc.nodesPerSecond > 0) out << QStringLiteral("nps %1").arg(tc.nodesPerSecond);
    return out;
}

QString timeCommand(const char* word, qint64 ms) {
    return QStringLiteral("%1 %2").arg(QLatin1String(word)).arg(std::max<qint64>(0, ms / 10));
}

QString resultCommand(EngineResult result, const QString& reason) {
    QString r = reason;
    r.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    r.remove(QLatin1Char('}'));
    return QStringLiteral("result %1 {%2}").arg(resultToken(result), r);
}

bool fenWhiteToMove(const QString& fen) {
    return fen.section(QLatin1Char(' '), 1, 1, QString::SectionSkipEmpty) != QLatin1String("b");
}

QStringList editCommands(const QString& fen) {
    const QList<BoardRow> rows = readBoard(fen);
    if (rows.isEmpty()) return {};
    const int height = int(rows.size());
    const int firstRank = height == 10 ? 0 : 1;
    QStringList white, black;
    for (int r = 0; r < height; ++r) {
        const int rank = height - 1 - r + firstRank;
        const BoardRow& row = rows[r];
        for (int f = 0; f < row.squares.size(); ++f) {
            const QChar c = row.squares[f];
            if (c.isNull()) continue;
            const QString cmd = QString(c.toUpper()) + QChar(u'a' + f) + QString::number(rank);
            (c.isUpper() ? white : black) << cmd;
        }
    }
    QStringList out{QStringLiteral("#")};
    out << white << QStringLiteral("c") << black;
    return out;
}

QString blackToMoveKludgeMove(const QString& fen) {
    return readBoard(fen).size() == 10 ? QStringLiteral("a3a4") : QStringLiteral("a2a3");
}

QStringList newGameCommands(const GameSetup& setup, const NewGameDialect& dialect) {
    QStringList out{QStringLiteral("new")};
    if (setup.random) out << QStringLiteral("random");
    if (!setup.variant.isEmpty() && setup.variant != QLatin1String("normal"))
        out << QStringLiteral("variant ") + setup.variant;
    for (const QString& cmd : timeControlCommands(setup.timeControl)) {
        if (cmd.startsWith(QLatin1String("st ")) && dialect.stUnsupported)
            out << QStringLiteral("level 1 ") + cmd.mid(3);
        else if (cmd.startsWith(QLatin1String("sd ")) && dialect.sdUnsupported)
            out << QStringLiteral("depth") << cmd.mid(3);
        else if (!cmd.startsWith(QLatin1String("nps ")) || dialect.nps)
            out << cmd;
    }
    out << (setup.post ? QStringLiteral("post") : QStringLiteral("nopost"));
    out << (setup.ponder ? QStringLiteral("hard") : QStringLiteral("easy"));
    // "name" only to engines that asked (name=1); the spec's default off a server is 0.
    if (dialect.name && !setup.opponentName.isEmpty() &&
        !setup.opponentName.contains(QLatin1Char('\n')))
        out << QStringLiteral("name ") + setup.opponentName;
    if (dialect.ics) out << QStringLiteral("ics -"); // a local opponent, no server
    if (setup.opponentIsComputer) out << QStringLiteral("computer");
    return out;
}

QStringList positionCommands(const QString& fen, bool setboard) {
    if (setboard) return {QStringLiteral("setboard ") + fen};
    const QStringList edit = editCommands(fen);
    if (edit.isEmpty()) return {};
    // edit keeps the side to move: the spec's black-to-move kludge plays a dummy move from
    // the start position first.
    QStringList out;
    if (!fenWhiteToMove(fen)) out << blackToMoveKludgeMove(fen);
    out << QStringLiteral("edit") << edit << QStringLiteral(".");
    return out;
}

QStringList goCommands(bool whiteToMove, bool colors, const QStringList& times) {
    const QString side = whiteToMove ? QStringLiteral("white") : QStringLiteral("black");
    QStringList out;
    if (colors && !times.isEmpty()) // GNU Chess 4's kludge around the clock update
        out << (whiteToMove ? QStringLiteral("black") : QStringLiteral("white")) << times;
    else
        out << times;
    if (colors) out << side;
    out << QStringLiteral("go");
    return out;
}

QStringList resourceCommands(const EngineCapabilities& caps, const EngineConfig& config,
                             int defaultMemoryMb, const QString& feature) {
    const auto wanted = [&](const char* f) {
        return feature.isEmpty() || feature == QLatin1String(f);
    };
    QStringList out;
    if (wanted("memory") && caps.memory && config.memoryMb >= 0)
        out << QStringLiteral("memory %1")
                   .arg(config.memoryMb > 0 ? config.memoryMb : defaultMemoryMb);
    if (wanted("smp") && caps.smp && config.cores > 0)
        out << QStringLiteral("cores %1").arg(config.cores);
    if (wanted("egt"))
        for (const auto& [type, path] : config.egtPaths)
            if (caps.egt.contains(type) && !path.contains(QLatin1Char('\n')))
                out << QStringLiteral("egtpath %1 %2").arg(type, path);
    return out;
}

bool isCommandWord(const QString& w) {
    static const QStringList words{
        QStringLiteral("st"),       QStringLiteral("sd"),        QStringLiteral("level"),
        QStringLiteral("time"),     QStringLiteral("otim"),      QStringLiteral("post"),
        QStringLiteral("nopost"),   QStringLiteral("hard"),      QStringLiteral("easy"),
        QStringLiteral("random"),   QStringLiteral("computer"),  QStringLiteral("name"),
        QStringLiteral("nps"),      QStringLiteral("memory"),    QStringLiteral("cores"),
        QStringLiteral("egtpath"),  QStringLiteral("option"),    QStringLiteral("ping"),
        QStringLiteral("usermove"), QStringLiteral("accepted"),  QStringLiteral("rejected"),
        QStringLiteral("protover"), QStringLiteral("variant"),   QStringLiteral("ics"),
        QStringLiteral("setboard"), QStringLiteral("playother"), QStringLiteral("white"),
        QStringLiteral("black"),    QStringLiteral("lift"),      QStringLiteral("put"),
        QStringLiteral("hover"),    QStringLiteral("bk"),        QStringLiteral("hint"),
    };
    return words.contains(w);
}

} // namespace tabiya::cecp

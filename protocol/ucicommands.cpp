#include "protocol/ucicommands.h"

#include <algorithm>

namespace tabiya::uci {

namespace {

// The clock words of a dialect: [0] is White's (UCI) or the side to move's (UCCI).
struct ClockWords {
    const char16_t* time[2];
    const char16_t* increment[2];
    bool bySide;           // UCCI: [0] is the side to move
    const char16_t* fixed; // a time per move; nullptr: "time X movestogo 1"
    bool mate;             // "go mate N"
};
constexpr ClockWords Words[] = {
    {{u"wtime", u"btime"}, {u"winc", u"binc"}, false, u"movetime", true},
    {{u"time", u"opptime"}, {u"increment", u"oppincrement"}, true, nullptr, false},
};

void add(QStringList& words, const char16_t* word, qint64 value) {
    words << QString::fromUtf16(word) << QString::number(std::max<qint64>(0, value));
}

} // namespace

QString goArguments(Dialect dialect, const TimeControl& tc, const GoClocks& clocks, bool ponder,
                    const QStringList& searchMoves) {
    const ClockWords& w = Words[dialect == Dialect::Uci ? 0 : 1];
    QStringList words;
    if (ponder) words << QStringLiteral("ponder");
    if (tc.infinite) {
        words << QStringLiteral("infinite");
    } else if (tc.isFixedPerMove()) {
        if (w.fixed) {
            add(words, w.fixed, tc.fixedMoveMs);
        } else {
            add(words, w.time[0], tc.fixedMoveMs);
            add(words, u"movestogo", 1);
        }
    } else if (clocks.whiteMs != -1 && clocks.blackMs != -1) {
        // UCCI's first clock is the side to move's; UCI's is White's.
        const bool swap = w.bySide && !clocks.whiteToMove;
        add(words, w.time[0], swap ? clocks.blackMs : clocks.whiteMs);
        add(words, w.time[1], swap ? clocks.whiteMs : clocks.blackMs);
        if (tc.incrementMs > 0) {
            add(words, w.increment[0], tc.incrementMs);
            add(words, w.increment[1], tc.incrementMs);
        }
        if (clocks.movesToGo > 0) add(words, u"movestogo", clocks.movesToGo);
    }
    if (tc.maxDepth > 0) add(words, u"depth", tc.maxDepth);
    if (tc.maxNodes > 0) add(words, u"nodes", tc.maxNodes);
    if (tc.mateMoves > 0 && w.mate) add(words, u"mate", tc.mateMoves);
    if (!searchMoves.isEmpty()) words << QStringLiteral("searchmoves") << searchMoves;
    return words.join(QLatin1Char(' '));
}

QString positionCommand(const QString& fen, const QStringList& moves) {
    QString line =
        fen.isEmpty() ? QStringLiteral("position startpos") : QStringLiteral("position fen ") + fen;
    if (!moves.isEmpty()) line += QStringLiteral(" moves ") + moves.join(QLatin1Char(' '));
    return line;
}

} // namespace tabiya::uci

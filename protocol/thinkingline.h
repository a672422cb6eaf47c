#pragma once
// ThinkingLine: one line of an engine's search output (CECP "ply score time nodes pv",
// CXBoard, UCI and UCCI "info ..."), as typed data. Scores are from the engine's point of view, as
// both protocols send them. SearchProgress carries the status lines that are not a PV (CECP stat01,
// CXBoard info currmove/hashfull/cpuload).

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace tabiya {

struct ThinkingLine {
    // A PV is kept to this many moves and its text to this many characters: the rest of a
    // longer one (a flood of continuation lines) is dropped, so the work each line causes
    // downstream does not grow with what came before.
    static constexpr qsizetype MaxPvMoves = 256;
    static constexpr qsizetype MaxPvLength = 4096;

    enum class ScoreKind { None, Centipawns, Mate };
    enum class Bound { Exact, Lower, Upper };

    int depth = 0;
    int seldepth = -1; // -1: not sent
    ScoreKind scoreKind = ScoreKind::None;
    // Centipawns, or for Mate the number of moves to mate: > 0 the engine mates,
    // < 0 the engine is mated.
    int score = 0;
    Bound bound = Bound::Exact; // CXBoard lowerbound/upperbound, CECP "++"/"--"
    bool failHigh = false;      // CECP "!" after the score or depth, "++"
    bool failLow = false;       // CECP "?" after the score or depth, "--"
    qint64 timeMs = -1;         // -1: not sent
    qint64 nodes = -1;
    qint64 nps = -1;
    qint64 tbhits = -1;
    // UCI wdl: the engine's win, draw and loss chances in permill (-1: not sent).
    int wdlWin = -1, wdlDraw = -1, wdlLoss = -1;
    int multipv = 1; // 1 = best line
    QStringList pv;  // moves as the engine wrote them (move numbers dropped)
    QString pvText;  // the PV text exactly as sent, annotations included
    // pv's first move is the reply the engine expects while it ponders (GNU Chess writes
    // it in parentheses, "(Nf6) O-O Nxe4"); the rest is its PV from there.
    bool ponderMove = false;
    bool continuation = false; // a CECP PV continuation line (adds to the previous PV)
    bool pvCut = false;        // the engine's PV was longer than the limits above

    bool operator==(const ThinkingLine&) const = default;
};

struct SearchProgress {
    qint64 timeMs = -1;
    qint64 nodes = -1;
    int depth = -1;
    int movesLeft = -1;  // CECP stat01 mvleft
    int movesTotal = -1; // CECP stat01 mvtot
    QString currentMove; // CECP stat01 mvname, CXBoard currmove
    int currentMoveNumber = -1;
    int hashfull = -1; // permill
    qint64 nps = -1;
    qint64 tbhits = -1;
    int cpuload = -1; // permill

    bool operator==(const SearchProgress&) const = default;
};

} // namespace tabiya

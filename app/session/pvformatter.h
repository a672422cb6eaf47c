#pragma once
// Turning an engine's thinking into display text: the PV in the notation the user reads
// (SAN for chess, WXF or Chinese for xiangqi) with move numbers, whatever form the engine
// sent it in (coordinates "e2e4" or "h2e2" with CECP's 0-based ranks on ten-rank boards,
// SAN, long algebraic "Ng1-f3", move numbers "12." / "12..." / "...", annotations "e4!"),
// the expected reply of a pondering engine shown in parentheses; and the score, time and
// counts of a thinking line as the engine output view shows them. Pure functions, and a memo
// of converted moves.

#include "board/core/pgn.h"
#include "board/core/position.h"
#include "protocol/thinkingline.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <vector>

namespace tabiya {

struct PvNotation {
    XiangqiNotation xiangqi = XiangqiNotation::Wxf; // ignored for chess (always SAN)
    ChineseStyle chinese;
};

struct FormattedPv {
    QString text;           // "12. Nf3 Nc6 13. Bb5", then the unconverted rest as sent
    QStringList moves;      // the converted moves, without numbers
    std::vector<Move> line; // the same moves, legal one after the other from the root
    QString rest;           // the words from the first one that is not a legal move on
    bool ponder = false;    // the first move was the engine's guess, in parentheses
};

// The moves of PVs already converted, by position and word: an engine's successive lines
// repeat most of their moves (each depth's PV starts as the last one did), and converting
// a word (finding the legal move it means, then its SAN or WXF) is most of formatPv's
// cost. For one variant and notation (forget() when either changes); bounded.
class PvMoveMemo {
public:
    struct Converted {
        Move move;
        QString text;
    };
    const Converted* find(uint64_t position, QStringView word) const;
    void remember(uint64_t position, QStringView word, const Converted& converted);
    void forget() { m_moves.clear(); }
    qsizetype size() const { return m_moves.size(); }

private:
    static QString key(uint64_t position, QStringView word);
    QHash<QString, Converted> m_moves;
};

// Converts PV words (as ThinkingLine::pv holds them, or the raw PV text split at blanks)
// played from root. Conversion stops at the first word that is not a legal move; that word
// and all after it are kept as sent. With firstIsPonder the first move is the reply a
// pondering engine expects (ThinkingLine::ponderMove), shown in parentheses.
// With a memo, moves converted before are taken from it and new ones kept in it.
FormattedPv formatPv(const Position& root, const QStringList& words,
                     const PvNotation& notation = {}, bool firstIsPonder = false,
                     PvMoveMemo* memo = nullptr);
// A thinking line's PV.
inline FormattedPv formatPv(const Position& root, const ThinkingLine& line,
                            const PvNotation& notation = {}, PvMoveMemo* memo = nullptr) {
    return formatPv(root, line.pv, notation, line.ponderMove, memo);
}
// One move (a stat01 or currmove name) in the display notation; the text as sent when it
// is not a legal move in pos.
QString formatMove(const Position& pos, const QString& word, const PvNotation& notation = {});

// "+1.23", "-0.50", "0.00", "#5" (mates in 5), "-#3" (is mated in 3), with "↑" for a lower
// bound (fail high) and "↓" for an upper bound (fail low). The line's score is from the
// engine's point of view; negate shows it from the other side's (the marks flip with it,
// since they say which way the true value lies from the number shown). Empty without a
// score.
QString formatScore(const ThinkingLine& line, bool negate = false);
// Search time: "0.45s", "12.3s", "1:05", "1:02:03".
QString formatSearchTime(qint64 ms);
// Node and hit counts, short: "950", "12.3k", "4.56M", "1.20G"; empty when negative.
QString formatCount(qint64 n);

} // namespace tabiya

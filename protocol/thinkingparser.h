#pragma once
// Parsing CECP thinking output ("ply score time nodes [seldepth nps tbhits<TAB>] pv", GNU
// Chess's "3& ..." form with times in seconds, continuation lines, "stat01:" replies) and
// CXBoard "info" lines into ThinkingLine / SearchProgress. Pure functions.

#include "protocol/thinkingline.h"

#include <QStringView>
#include <optional>

namespace tabiya {

// A CECP thinking line; nullopt when the line is not one. PVs starting with '(' are book
// or status text, unless isPonderPv: the line is returned and the caller decides. A
// ponder PV's moves are the expected move (parentheses dropped) and the rest.
std::optional<ThinkingLine> parseCecpThinking(QStringView line);
// "1.", "12...", "3.." and "..." — a move number standing alone between PV moves.
bool isMoveNumberToken(QStringView token);
// "(Nf6) O-O Nxe4": GNU Chess while pondering writes the move it expects in parentheses,
// then its PV from there. Book and status text in parentheses ("(e4 64%, d4 24%)",
// "(book)") has nothing after the closing parenthesis, or blanks inside it.
bool isPonderPv(QStringView pvText);
// A PV continuation line: at least four leading blanks and no leading number.
std::optional<ThinkingLine> parseCecpContinuation(QStringView line);
// "stat01: time nodes ply mvleft mvtot [mvname]".
std::optional<SearchProgress> parseStat01(QStringView line);

// Converts a CECP score to centipawns or mate: 100000+N is mate in N moves (the spec), and
// the older conventions still in use are read as mate too: 10000-plies (GNU Chess 6)
// and 32767-plies (Crafty).
void setCecpScore(ThinkingLine& line, qint64 score);

// A CXBoard "info ..." line: thinking when it has a score or a pv, progress otherwise.
struct CxboardInfo {
    std::optional<ThinkingLine> thinking;
    std::optional<SearchProgress> progress;
    QString string; // info string ...
    QString hint;   // info hint MOVE
};
CxboardInfo parseCxboardInfo(QStringView line);

} // namespace tabiya

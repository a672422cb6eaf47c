#pragma once
// Parsing one line of UCI or UCCI engine output into a typed message: id, option (UCI's
// "option name N type T ..." and UCCI's "option N type T ..."), uciok/ucciok, readyok,
// bestmove (with ponder, and UCCI's draw/resign), nobestmove, info, UCCI's pophash (the
// answer to probe) and bye. The two dialects' words do not clash, so one parser reads
// both. Pure functions.

#include "protocol/engineoption.h"
#include "protocol/lineparsing.h"
#include "protocol/thinkingparser.h"

#include <QStringView>

namespace tabiya::uci {

enum class MessageKind {
    Empty,
    IdName,     // Text
    IdAuthor,   // Text
    Option,     // EngineOption
    Ok,         // -: uciok, ucciok
    ReadyOk,    // -
    BestMove,   // uci::BestMove
    NoBestMove, // -: UCCI nobestmove, UCI "bestmove (none)" / "bestmove 0000"
    Info,       // CxboardInfo (CXBoard's info lines are UCI's)
    PopHash,    // ThinkingLine: UCCI pophash, a hash entry's move and bounds
    Bye,        // -: UCCI's answer to quit
    Other,      // Text: the line
};

struct BestMove {
    QString move;
    QString ponder;    // empty when not given
    bool draw = false; // UCCI "bestmove M draw": offers or accepts a draw
    bool resign = false;
    bool operator==(const BestMove&) const = default;
};

using Message = parsed::Line<MessageKind, EngineOption, BestMove, CxboardInfo, ThinkingLine>;

Message parseLine(QStringView line);

} // namespace tabiya::uci

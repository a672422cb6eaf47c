#pragma once
// Parsing one line of CXBoard engine output into a typed message: id, option, cxboardok,
// readyok, bestmove, move, info, Illegal move, Error, result, resign, offerdraw, tell*,
// askuser, copyprotection. Pure functions.

#include "protocol/engineoption.h"
#include "protocol/enginetypes.h"
#include "protocol/lineparsing.h"
#include "protocol/thinkingparser.h"

#include <QStringView>
#include <variant>

namespace tabiya::cxboard {

// The kinds of CXBoard lines, each with the payload it carries.
enum class MessageKind {
    Empty,
    IdName,         // Text
    IdAuthor,       // Text
    Option,         // EngineOption
    CxboardOk,      // -
    ReadyOk,        // -
    BestMove,       // parsed::BestMove
    Move,           // Text: the move
    Info,           // CxboardInfo
    IllegalMove,    // parsed::IllegalMove
    Error,          // parsed::Error
    Result,         // parsed::Result
    Resign,         // -
    OfferDraw,      // -
    TellUser,       // parsed::Tell
    AskUser,        // parsed::Question
    TellOpponent,   // parsed::Tell
    TellOthers,     // parsed::Tell
    TellAll,        // parsed::Tell
    CopyProtection, // Text: checking / ok / error
    Other,          // Text: the line
};

using Message =
    parsed::Line<MessageKind, EngineOption, parsed::BestMove, CxboardInfo, parsed::IllegalMove,
                 parsed::Error, parsed::Result, parsed::Tell, parsed::Question>;

Message parseLine(QStringView line);

} // namespace tabiya::cxboard

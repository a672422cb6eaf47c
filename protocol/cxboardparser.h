#pragma once
// Parsing one line of CXBoard engine output into a typed message: id, option, cxboardok,
// readyok, bestmove, move, info, Illegal move, Error, result, resign, offerdraw, tell*,
// askuser, copyprotection. Pure functions.

#include "engineoption.h"
#include "enginetypes.h"
#include "thinkingparser.h"

#include <QStringView>

namespace tabiya::cxboard {

struct Message {
    enum class Kind {
        Empty,
        IdName,   // text
        IdAuthor, // text
        Option,   // option
        CxboardOk,
        ReadyOk,
        BestMove,    // text: move, text2: ponder move if any
        Move,        // text: move
        Info,        // info
        IllegalMove, // text: move, text2: reason
        Error,       // text: type, text2: command
        Result,      // result, text: comment
        Resign,
        OfferDraw,
        TellUser,
        AskUser, // text: tag, text2: question
        TellOpponent,
        TellOthers,
        TellAll,
        CopyProtection, // text: checking / ok / error
        Other,
    };
    Kind kind = Kind::Other;
    QString text;
    QString text2;
    EngineResult result = EngineResult::Unfinished;
    EngineOption option;
    CxboardInfo info;
};

Message parseLine(QStringView line);

} // namespace tabiya::cxboard

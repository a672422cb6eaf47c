#pragma once
// Parsing one line of CECP engine output into a typed message: moves (and the legacy
// "NUMBER ... MOVE"), results and the legacy strings of the spec's section 13, Illegal move
// in every spelling real engines use, errors, hints, tell*, askuser, debug lines, highlight,
// choice, click, setup, piece, thinking lines and their relatives. Pure functions.

#include "cecpfeatures.h"
#include "enginetypes.h"
#include "thinkingline.h"

#include <QStringView>
#include <optional>

namespace tabiya::cecp {

struct Message {
    enum class Kind {
        Empty,
        Debug,   // "# ..." (text: after '#')
        Feature, // features
        Pong,    // number
        Move,    // text: the move
        Result,  // result, text: comment; relative says who it is relative to
        Resign,
        OfferDraw,
        IllegalMove, // text: the move (may be empty), text2: reason
        Error,       // text: error type, text2: command
        Hint,        // text: move
        TellUser,
        TellUserError,
        AskUser, // text: tag, text2: question
        TellOpponent,
        TellOthers,
        TellAll,
        TellIcs,      // tellics and tellicsnoalias
        Highlight,    // highlight
        Choice,       // text: piece letters
        Click,        // text: square
        Setup,        // setup
        Piece,        // text: "ID PIECEDESC"
        Thinking,     // thinking
        Continuation, // thinking (continuation = true)
        Book,         // text: the book text (a thinking line whose PV starts with '(')
        FailHigh,     // "++"
        FailLow,      // "--"
        Stat01,       // progress
        Other,        // anything else (shown in the console only)
    };
    // How a legacy result string names the winner.
    enum class Relative {
        Absolute,        // result is what it says
        SideToMoveMated, // "checkmate", "computer mates", "opponent mates"
        EngineResigns,   // "computer resigns"
    };

    Kind kind = Kind::Other;
    QString text;
    QString text2;
    EngineResult result = EngineResult::Unfinished;
    Relative relative = Relative::Absolute;
    int pong = 0;
    QList<Feature> features;
    ThinkingLine thinking;
    SearchProgress progress;
    HighlightBoard highlight;
    EngineSetup setup;
};

Message parseLine(QStringView line);

// A colour board such as "8/8/8/8/4y3/4yr2/8/8"; nullopt when malformed.
std::optional<HighlightBoard> parseHighlightBoard(QStringView text);
// The arguments of "setup": "FEN", "(PIECETOCHAR) FEN", "(PIECETOCHAR) WxH+S_PARENT FEN".
std::optional<EngineSetup> parseSetup(QStringView text);

} // namespace tabiya::cecp

#pragma once
// Parsing one line of CECP engine output into a typed message: moves (and the legacy
// "NUMBER ... MOVE"), results and the legacy strings of the spec's section 13, Illegal move
// in every spelling real engines use, errors, hints, tell*, askuser, debug lines, highlight,
// choice, click, setup, piece, thinking lines and their relatives. Pure functions.

#include "protocol/cecpfeatures.h"
#include "protocol/enginetypes.h"
#include "protocol/lineparsing.h"
#include "protocol/thinkingline.h"

#include <QStringView>
#include <optional>
#include <variant>

namespace tabiya::cecp {

struct Pong {
    int number = 0;
};

// The kinds of CECP lines, each with the payload it carries.
enum class MessageKind {
    Empty,
    Debug,         // Text: after '#'
    Feature,       // QList<Feature>
    Pong,          // Pong
    Move,          // Text: the move
    Result,        // parsed::Result
    Resign,        // -
    OfferDraw,     // -
    IllegalMove,   // parsed::IllegalMove
    Error,         // parsed::Error
    Hint,          // Text: the move
    TellUser,      // parsed::Tell
    TellUserError, // parsed::Tell
    AskUser,       // parsed::Question
    TellOpponent,  // parsed::Tell
    TellOthers,    // parsed::Tell
    TellAll,       // parsed::Tell
    TellIcs,       // parsed::Tell (tellics and tellicsnoalias)
    Highlight,     // HighlightBoard
    Choice,        // Text: piece letters
    Click,         // Text: square
    Setup,         // EngineSetup
    Piece,         // EnginePiece
    Malformed,     // Text: the command ("setup", "piece") whose arguments did not read
    Thinking,      // ThinkingLine
    Continuation,  // ThinkingLine (continuation = true)
    Book,          // Text: a thinking line's PV that starts with '('
    FailHigh,      // - ("++")
    FailLow,       // - ("--")
    Stat01,        // SearchProgress
    Other,         // Text: anything else (shown in the console only)
};

using Message = parsed::Line<MessageKind, QList<Feature>, Pong, parsed::Result, parsed::IllegalMove,
                             parsed::Error, parsed::Tell, parsed::Question, HighlightBoard,
                             EngineSetup, EnginePiece, ThinkingLine, SearchProgress>;

Message parseLine(QStringView line);

// A colour board such as "8/8/8/8/4y3/4yr2/8/8"; nullopt when malformed.
std::optional<HighlightBoard> parseHighlightBoard(QStringView text);
// The arguments of "setup": "FEN", "(PIECETOCHAR) FEN", "(PIECETOCHAR) WxH+S_PARENT FEN".
// Nullopt also when a size or a length is beyond EngineSetup's bounds.
std::optional<EngineSetup> parseSetup(QStringView text);
// The arguments of "piece": "ID DESCRIPTION" ("R& RB", "+B& BW", "c FAD"); nullopt when
// malformed or longer than EnginePiece::MaxDescription.
std::optional<EnginePiece> parsePiece(QStringView text);

} // namespace tabiya::cecp

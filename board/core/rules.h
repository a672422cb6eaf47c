#pragma once
// How a game stands by the rules after the last move: checkmate, stalemate, repetition,
// perpetual check, the n-move rule, dead material. The session asks this to end games
// and to check engines' RESULT claims; tabiya-engine asks it to claim results.
//
// The other variants follow XBoard: stalemate scores as Variant::stalemate says (giveaway
// and losers: the stalemated side wins; suicide: fewer pieces win), a losers player who
// is mated or keeps only the king wins, a shatranj player left with a bare king loses
// (unless the other is bared at once), atomic ends when a king explodes, 3check at the
// third check counted in the moves played.
//
// Xiangqi follows the subset of the Asian rules that can be decided from the moves alone:
// a side whose every move in a repetition cycle gave check loses (perpetual check);
// a repetition where both sides (or neither) check perpetually is a draw; being
// stalemated loses. Perpetual chasing of unprotected pieces is not judged (a draw).
//
// Janggi follows Fairy-Stockfish: bikjang left standing (a pass answering it) and two
// passes in a row end the game; those ends, repetition (unless one side checked
// throughout) and the 50-move rule are decided on points where Variant::decideOnPoints
// says so (janggi), else drawn (janggitraditional, janggicasual).

#include "board/core/position.h"

#include <string>

namespace tabiya {

enum class Termination {
    None,
    Checkmate,
    Stalemate,
    Repetition,
    PerpetualCheck,
    MoveRule,
    InsufficientMaterial,
    RoyalExploded, // atomic: a king blew up
    BareKing,      // shatranj: a lone king loses; losers: a lone king wins
    ThirdCheck,    // 3check
    Counting,      // makruk, cambodian: the count ran out (counting.h)
    Bikjang,       // janggi: the kings faced each other and neither side parted them
    DoublePass,    // janggi: both sides passed in turn
    RoyalCaptured, // chu: a side's king and crown prince are gone
};

enum class GameResult { Ongoing, WhiteWins, BlackWins, Draw };

struct Outcome {
    GameResult result = GameResult::Ongoing;
    Termination termination = Termination::None;
    bool isOver() const { return result != GameResult::Ongoing; }
    // "1-0", "0-1", "1/2-1/2" or "*"
    std::string resultText() const;
    // In words, for the PGN and the status line: "Black mates", "Draw by repetition", ...
    std::string reason(const Variant& v) const;
};

// Judges the position as it stands, with its move history for repetitions.
Outcome adjudicate(Position& pos);

// Only the draws a player may claim or that end the game at once (repetition, n-move
// rule, dead material); cheaper than adjudicate because it generates no moves.
Outcome drawByRule(Position& pos);

bool insufficientMaterial(const Position& pos);

std::string resultText(GameResult r);

} // namespace tabiya

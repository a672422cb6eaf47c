#pragma once
// SessionJudge: the verdicts that end a Session's game, as pure functions of the game: the
// rules' own end, a draw claimed by a person, a resignation, a loss on time, an agreed draw,
// a refused move, and a player's result claim (which stands, is a draw the rules or
// XBoard's customs allow, or is a false claim that loses). Each reason comes in both
// languages; the words keep Session's translation context, where they were written first.

#include "app/session/endreason.h"
#include "app/session/game.h"
#include "app/session/player.h"

#include <optional>

namespace tabiya {

// How a game ends: its result, why (in both languages), and the PGN's kind of termination.
struct SessionVerdict {
    GameResult result = GameResult::Ongoing;
    EndReason reason;
    TerminationKind termination = TerminationKind::Normal;
};

// A player's claim of a result (CECP/CXBoard "1-0 {...}") with its words.
struct ResultClaim {
    Color side = White;
    PlayerResult result = PlayerResult::Unfinished;
    QString who;   // the claiming player's name
    QString words; // the reason it gave, as sent
};

class SessionJudge {
public:
    // Plies without a capture (or pawn move) after which an engine's draw claim stands
    // in any variant, as in XBoard.
    static constexpr int XBoardClaimPlies = 100;

    // The game's end by the rules (mate, stalemate, repetition, n-move rule, material).
    static std::optional<SessionVerdict> byRules(Game& game);
    // A draw the rules allow now, for a person's claim.
    static std::optional<SessionVerdict> drawClaim(Game& game);
    static SessionVerdict resignation(const Game& game, Color side);
    // A side that cannot possibly mate does not win on time: a draw then.
    static SessionVerdict lossOnTime(Game& game, Color side);
    static SessionVerdict agreedDraw();
    // Why a player loses for an illegal move.
    static EndReason illegalMove(const QString& player);
    // Between engines, in a game they judge: `side`'s engine refused the opponent's move.
    static SessionVerdict refusedMove(Color side, const QString& player, const QString& words);
    // A result claim. `opponentOffered`: the opponent's draw offer stands; `engineJudged`:
    // Tabiya cannot check the claim, so it stands (XBoard without legality testing).
    static SessionVerdict claim(Game& game, const ResultClaim& claim, bool opponentOffered,
                                bool engineJudged);
    static PlayerResult toPlayerResult(GameResult r);

private:
    static EndReason said(const char* source);
    static EndReason side(const Game& game, Color c);
    static EndReason rulesVerdict(const Game& game, const Outcome& o);
    static std::optional<SessionVerdict> drawAllowed(Game& game, bool opponentOffered);
    static SessionVerdict falseClaim(Color side, const ResultClaim& claim);
};

} // namespace tabiya

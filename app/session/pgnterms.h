#pragma once
// How a game's end and an engine's better line are written in PGN, as pure functions for
// Game's conversion to and from PgnGame: the Termination tag's standard words, the result
// token, and whether a variation is an engine line as Game::toPgn writes it.

#include "app/session/evaluation.h"
#include "board/core/pgn.h"
#include "board/core/rules.h"

#include <QString>
#include <string>

namespace tabiya {

// How a game ended, beyond the result: the PGN Termination tag's standard values.
enum class TerminationKind { None, Normal, TimeForfeit, RulesInfraction, Abandoned, Adjudication };

namespace pgnterms {

// "time forfeit", "normal", ...; empty for None.
const char* terminationTag(TerminationKind t);
// The tag's value in any case; None for a value the standard does not name.
TerminationKind terminationFromTag(const QString& tag);
// "1-0", "0-1", "1/2-1/2"; Ongoing for anything else ("*").
GameResult resultFromToken(const std::string& token);
// A variation as toPgn writes an engine's better line: moves, an evaluation comment in
// Evaluation::toComment's words on the first, nothing else; replaced: the move played
// instead. Anything more is a person's variation and is kept as read.
bool isEngineLine(const PgnLine& line, Move replaced);

} // namespace pgnterms
} // namespace tabiya

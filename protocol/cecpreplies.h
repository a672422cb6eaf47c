#pragma once
// What some CECP engine lines mean beyond the parser's reading, as pure functions: a prompt
// glued to a command ("Sjeng: feature ..."), and the legacy result strings of section 13
// that name the winner relative to the game ("computer mates"). Tested in tst_cecpdialect.

#include "protocol/cecpparser.h"

namespace tabiya::cecp {

// A line of the engine: what parseLine reads, or, for a line it does not know that starts
// with a one-word prompt ("Sjeng: "), the command after the prompt.
Message parseReply(QStringView line);

// A result claim with its winner made absolute. whiteToMove: the side to move when the
// claim came; engineWhite: the engine plays White (or, playing no side, White is on move).
struct ClaimedResult {
    EngineResult result = EngineResult::Unfinished;
    QString comment;
    bool operator==(const ClaimedResult&) const = default;
};
ClaimedResult claimedResult(const parsed::Result& m, bool whiteToMove, bool engineWhite);

} // namespace tabiya::cecp

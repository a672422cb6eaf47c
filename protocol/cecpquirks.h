#pragma once
// CECP engines known to break on a command the protocol lets a GUI send, and what Tabiya
// therefore does not send them. Fairy-Max 5.0b and ShaMax 5.0b (Debian's fairymax package)
// take any line they do not know for a move: their move parser reads it with sscanf and
// uses the fields it could not fill, uninitialised memory, as a promotion piece and a
// square, and about every second time the engine dies at once or at its next search
// (SIGSEGV; seen with "computer", "result", "." and any unknown word). XBoard sends them
// "computer" in Two Machines and then waits forever on the dead engine. The commands
// withheld are the ones they do not read; each is information or a request they would
// not act on anyway ("result", "computer", "draw", "?", ".", "bk").

#include <QString>

namespace tabiya::cecp {

// Whether `line` is to be withheld from the engine that named itself `engineName`
// (feature myname, else the configured name).
bool withholds(const QString& engineName, const QString& line);

} // namespace tabiya::cecp

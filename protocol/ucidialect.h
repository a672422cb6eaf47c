#pragma once
// What UCI and UCCI differ in, and what UciEngine reads off an engine's options, as plain
// data and pure functions: the words of each dialect, the variants an engine plays, and
// Fairy-Stockfish's rank numbering.

#include "protocol/engineoption.h"
#include "protocol/enginetypes.h"
#include "protocol/optionparser.h"
#include "protocol/thinkingparser.h"
#include "protocol/ucicommands.h"
#include "protocol/uciparser.h"

namespace tabiya::uci {

// Where UCCI's words differ from UCI's.
struct DialectWords {
    QLatin1String hello;    // the handshake's first line
    SetoptionForm form;     // "setoption name N value V" or "setoption N V"
    QLatin1String newGame;  // empty: none
    QLatin1String onlyGame; // the variant played without a UCI_Variant option
    Capabilities dialect;   // what the dialect always does
};
const DialectWords& words(Dialect dialect);

// The variants an engine with these options plays, in CECP's names: UCI_Variant's
// choices ("chess" is "normal"), else onlyGame; "fischerandom" with UCI_Chess960.
QStringList playedVariants(const QList<EngineOption>& options, const QString& onlyGame);

// Fairy-Stockfish speaking UCI counts the ranks of a ten-rank board from 1 (a1..i10);
// Tabiya, CXBoard, UCCI and Pikafish from 0 (a0..i9). Every square of move moves by
// `by` ranks: shiftRanks("h2e2", 1) is "h3e3". Text that is not squares stays as it is.
QString shiftRanks(QStringView move, int by);
QStringList shiftRanks(QStringList moves, int by);
// The moves of a bestmove or an info line (pv, currmove, hint), and the PV text.
void shiftRanks(BestMove& best, int by);
void shiftRanks(CxboardInfo& info, int by);

} // namespace tabiya::uci

#pragma once
// MatchSetup: what the window's Machine Match dialog asks, as plain data: the two engines,
// a time control each (or one for both), the number of games, the openings (a PGN, EPD
// or FEN file, in the file's order or shuffled, each opening once or with both colours),
// the variant and the PGN file the games go to. matchOptionsFor() turns it into the
// MatchOptions a Match plays, the same configuration -mg and -headless start from, so the
// openings, colours, clocks and score follow MatchOpenings' and MatchSchedule's rules.

#include "app/session/matchoptions.h"

#include <QString>
#include <array>

namespace tabiya {

struct MatchSetup {
    enum class OpeningOrder { Sequential, Random };

    EngineConfig first;
    EngineConfig second;
    // One time control for both engines, or [0] the first engine's and [1] the second's.
    bool sameTime = true;
    std::array<TimeControl, 2> time;
    int games = 10;
    QString openingFile; // empty: every game from the variant's start position
    OpeningOrder openingOrder = OpeningOrder::Sequential;
    bool bothColours = true; // each opening twice, the engines swapping colours
    QString variant = QStringLiteral("normal");
    QString pgnFile; // where every game is appended
};

// How an opening file is read, by its suffix: .epd and .fen hold positions, anything else
// is read as PGN games.
MatchOpenings::Kind openingKindOf(const QString& path);

// The match to play: `base`'s other fields (-matchPause, -debug) kept, everything the
// dialog asks replaced. `seed` orders the openings when the order is random.
MatchOptions matchOptionsFor(const MatchSetup& setup, const MatchOptions& base, quint32 seed);

} // namespace tabiya

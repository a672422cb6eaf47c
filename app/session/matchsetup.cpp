#include "app/session/matchsetup.h"

#include <QFileInfo>

namespace tabiya {

MatchOpenings::Kind openingKindOf(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("epd") || suffix == QLatin1String("fen")
               ? MatchOpenings::Kind::Positions
               : MatchOpenings::Kind::Games;
}

MatchOptions matchOptionsFor(const MatchSetup& setup, const MatchOptions& base, quint32 seed) {
    MatchOptions o = base;
    o.first = setup.first;
    o.second = setup.second;
    o.firstGiven = o.secondGiven = o.gamesGiven = true;
    o.games = std::max(1, setup.games);
    o.variant = setup.variant;
    // The clocks are the dialog's (time odds by hand), never the command line's ratio.
    o.timeGiven = true;
    o.timeControl = setup.time[0];
    o.timeOdds = {1.0, 1.0};
    o.engineTimes =
        std::array<TimeControl, 2>{setup.time[0], setup.sameTime ? setup.time[0] : setup.time[1]};
    o.openingFile = setup.openingFile;
    o.openingKind = openingKindOf(setup.openingFile);
    // XBoard's index rules: -1 the next opening every game, -2 every two games (with both
    // colours); the random order is a shuffle of the file the same rules step through.
    o.openingIndex = setup.bothColours ? -2 : -1;
    o.rewindIndex = 0;
    o.openingShuffle.reset();
    if (!setup.openingFile.isEmpty() && setup.openingOrder == MatchSetup::OpeningOrder::Random)
        o.openingShuffle = seed;
    o.pgnFile = setup.pgnFile;
    return o;
}

} // namespace tabiya

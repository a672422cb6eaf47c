#pragma once
// GameSettings: what the New Game dialog asks and the main window starts: the variant,
// the time control (one for both sides, or one each: time odds), and for each colour a
// person or an engine.

#include "protocol/engineconfig.h"
#include "protocol/timecontrol.h"

#include <QString>
#include <array>
#include <optional>

namespace tabiya {

struct GameSettings {
    QString variant = QStringLiteral("normal");
    // Chess960: the start position's number (0..959); -1: the variant's usual start.
    int chess960 = -1;
    // Both sides' clock; with time odds it is White's (Red's), the same as sideTime[0].
    TimeControl timeControl;
    // Time odds: each colour its own clock, [0] White (Red), [1] Black. Without odds both
    // hold timeControl.
    bool timeOdds = false;
    std::array<TimeControl, 2> sideTime;
    // Per colour (White/Red first): an engine, or nothing for a person.
    std::array<std::optional<EngineConfig>, 2> engines;

    // The clock a colour (0 White/Red, 1 Black) plays with.
    TimeControl timeControlFor(int side) const { return timeOdds ? sideTime[side] : timeControl; }
};

} // namespace tabiya

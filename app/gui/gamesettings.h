#pragma once
// GameSettings: what the New Game dialog asks and the main window starts: the variant,
// the time control, and for each colour a person or an engine.

#include "engineconfig.h"
#include "timecontrol.h"

#include <QString>
#include <array>
#include <optional>

namespace tabiya {

struct GameSettings {
    QString variant = QStringLiteral("normal");
    TimeControl timeControl;
    // Per colour (White/Red first): an engine, or nothing for a person.
    std::array<std::optional<EngineConfig>, 2> engines;
};

} // namespace tabiya

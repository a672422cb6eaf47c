#pragma once
// Parsing engine option declarations into EngineOption: CECP's "feature option=" values
// (ten types) and CXBoard's "option name ... type ..." lines (UCI-style). Pure functions.

#include "protocol/engineoption.h"

#include <QStringView>
#include <optional>

namespace tabiya {

// The value of a CECP option feature, e.g. "Hash -spin 64 1 1024"; nullopt when no type
// keyword is found or the name is empty.
std::optional<EngineOption> parseCecpOption(QStringView text);

// A CXBoard "option name NAME type TYPE [default X] [min X] [max X] [var X]..." line (with
// or without the leading "option"); nullopt when malformed.
std::optional<EngineOption> parseCxboardOption(QStringView line);

// The CECP "option NAME=VALUE" argument for a value (check as 0/1; buttons with no value).
QString cecpOptionCommand(const EngineOption& option, const QString& value);

} // namespace tabiya

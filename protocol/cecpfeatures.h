#pragma once
// Parsing CECP "feature" commands: NAME=VALUE pairs, values quoted (spaces allowed, may be
// empty) or bare, several per line; and reading each into what the engine can do (the
// table of features we accept). Pure functions, so tests call them directly.

#include "protocol/engineoption.h"
#include "protocol/enginetypes.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

namespace tabiya::cecp {

struct Feature {
    QString name;
    QString value;
    bool operator==(const Feature&) const = default;
};

// The pairs in the text after "feature " (or in a whole "feature ..." line). Tokens without
// '=' are skipped; an unterminated quote takes the rest of the line.
QList<Feature> parseFeatures(QStringView text);

// What a feature is to us. Rejected: not one we know ("rejected NAME"); Option and Done
// are the caller's (declareOption, the end of the handshake); Accepted: read into the
// capabilities or the flags.
enum class FeatureKind { Rejected, Accepted, Option, Done };
// Features that are no capability but change what we send.
struct FeatureFlags {
    bool ics = false;  // ics=1: the engine wants "ics -"
    bool name = false; // name=1: the engine wants the opponent's name
};
FeatureKind applyFeature(const Feature& feature, EngineCapabilities& caps, FeatureFlags& flags);

// "feature option=VALUE" into the option list: a new name is added, a repeated one replaces
// the old declaration (the spec leaves that undefined). Refused when VALUE is no option
// or the list already has EngineOption::MaxOptions; shownName is then what "rejected
// option NAME" names (the text before the first " -", cut to a name's length).
struct OptionDeclaration {
    std::optional<EngineOption> option; // declared
    QString shownName;
    bool tooMany = false;
    bool tooLong = false; // malformed, or larger than an option's limits
};
OptionDeclaration declareOption(QList<EngineOption>& options, const QString& value);

} // namespace tabiya::cecp

#pragma once
// EngineLevel: how strongly an engine plays, and the pure functions that read it from the
// engine's options and turn a chosen level into what is sent. Engines name their ways in
// options: "Limit Strength" with "Elo" (tabiya-engine), "UCI_LimitStrength" with "UCI_Elo"
// (UCI engines; Stockfish's Elo scale), or a "Skill Level" spin. An engine without any
// of these is limited the way XBoard does it: a fixed search depth (CECP "sd N", CXBoard
// "go depth N"), which every CECP and CXBoard engine takes. Time per move (CECP "st") is
// the time control's own setting.

#include "protocol/engineconfig.h"
#include "protocol/engineoption.h"
#include "protocol/timecontrol.h"

#include <QList>
#include <QPair>
#include <QString>

namespace tabiya {

enum class LevelKind {
    Full,  // no limit: the engine's full strength
    Elo,   // an Elo number (a switch check with an Elo spin)
    Skill, // a skill spin (its maximum is full strength)
    Depth, // a fixed search depth
};

// A level chosen or in force.
struct EngineLevel {
    LevelKind kind = LevelKind::Full;
    int value = 0; // the Elo, skill or depth; unused at full strength

    bool isLimited() const { return kind != LevelKind::Full; }
    bool operator==(const EngineLevel&) const = default;
};

// The way an engine's strength can be limited, from its option declarations.
struct LevelScale {
    LevelKind kind = LevelKind::Depth; // Depth: no option of its own, the search depth
    QString switchOption;              // the check that turns the limit on (Elo kind)
    QString valueOption;               // the spin holding the Elo or skill
    int min = 1, max = 0, defaultValue = 0;
    int step = 1;
};

// What a level comes to: option values to send at start-up and a depth limit (0: none).
struct LevelSettings {
    QList<QPair<QString, QString>> options;
    int maxDepth = 0;
};

namespace level {

// The Elo the default opponent and every engine with an Elo scale start at: a moderate
// club player, beatable by most people who play now and then.
constexpr int ModerateElo = 1500;
// The depth range offered to engines limited by depth alone.
constexpr int MinDepth = 1;
constexpr int MaxDepth = 30;

// The engine's way to be limited (the first of Elo, Skill, Depth that its declarations
// allow). Option names are matched without regard to case and sent as the engine spells
// them.
LevelScale scaleFor(const QList<EngineOption>& options);
// The declarations among options that set strength (kept with an engine's entry so that
// New Game knows its scale before it starts).
QList<EngineOption> strengthOptions(const QList<EngineOption>& options);
// The level a person starts from: Elo ModerateElo on an Elo scale, else full strength.
EngineLevel defaultLevel(const LevelScale& scale);
// The value a level control shows before a person picks one: Elo ModerateElo, the middle
// of a skill scale, depth 4.
int moderateValue(const LevelScale& scale);
// The level an engine plays at with the values saved for it (an Elo or skill limit set in
// its options), else defaultLevel: where New Game starts for it.
EngineLevel initialLevel(const EngineConfig& config);
// The option values and depth limit for a level on that scale. Full strength turns the
// limit off (switch off, skill at its maximum, no depth); a level of another kind than the
// scale's is left out (nothing sent).
LevelSettings settingsFor(const LevelScale& scale, const EngineLevel& level);
// The level in force with these option values (declarations with their current values)
// and a search depth limit (0: none): an Elo switched on wins over a skill below its
// maximum (as in Stockfish), then a depth limit.
EngineLevel levelOf(const QList<EngineOption>& options, int maxDepth);
// The declarations with the values of `values` (name, value pairs, as in an EngineConfig)
// put in: what the engine will hold once they are sent.
QList<EngineOption> withValues(QList<EngineOption> options,
                               const QList<QPair<QString, QString>>& values);
// The engine's config and time control with a level applied: the option values replace
// or join its initial options; a depth level sets the time control's depth limit (full
// strength leaves the time control's own).
void apply(EngineConfig& config, TimeControl& timeControl, const EngineLevel& level);

// "Elo 1500", "Skill 8", "Depth 4" (translated); empty at full strength.
QString text(const EngineLevel& level);
// The same in English, for the PGN.
QString englishText(const EngineLevel& level);
// The spin box prefix of a kind ("Elo ", "Skill ", "Depth "), translated.
QString prefix(LevelKind kind);

} // namespace level

} // namespace tabiya

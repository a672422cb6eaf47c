#include "app/session/enginelevel.h"

#include <QCoreApplication>
#include <algorithm>
#include <optional>

namespace tabiya::level {

namespace {

// The ways engines name a limit on their strength, best first: an Elo scale reads as a
// rating, a skill only as a rank. A switch is a check option; a value a spin (or slider).
struct Rule {
    LevelKind kind;
    const char* switchName; // nullptr: no switch (the value alone limits)
    const char* valueName;
    int step; // the spin's step in New Game
};
constexpr Rule Rules[] = {
    {LevelKind::Elo, "UCI_LimitStrength", "UCI_Elo", 50},
    {LevelKind::Elo, "Limit Strength", "Elo", 50},
    {LevelKind::Skill, nullptr, "Skill Level", 1},
};

const EngineOption* find(const QList<EngineOption>& options, const char* name) {
    const QString wanted = QString::fromLatin1(name);
    for (const EngineOption& o : options)
        if (o.name.compare(wanted, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

struct Found {
    const Rule* rule;
    const EngineOption* onOff; // nullptr for a rule without a switch
    const EngineOption* value;
};

// The rule's options when the engine declares both, of the right types.
std::optional<Found> match(const QList<EngineOption>& options, const Rule& rule) {
    const EngineOption* value = find(options, rule.valueName);
    if (!value || !value->isNumeric() || value->max <= value->min) return std::nullopt;
    const EngineOption* onOff = rule.switchName ? find(options, rule.switchName) : nullptr;
    if (rule.switchName && (!onOff || onOff->type != EngineOption::Type::Check))
        return std::nullopt;
    return Found{&rule, onOff, value};
}

int number(const QString& text, int fallback) {
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok ? n : fallback;
}

QString translated(const char* source) {
    return QCoreApplication::translate("tabiya::EngineLevel", source);
}

// One text a kind, with %1 for the value; marked for translation, written in English to
// the PGN.
const char* textSource(LevelKind kind) {
    switch (kind) {
    case LevelKind::Elo: return QT_TRANSLATE_NOOP("tabiya::EngineLevel", "Elo %1");
    case LevelKind::Skill: return QT_TRANSLATE_NOOP("tabiya::EngineLevel", "Skill %1");
    case LevelKind::Depth: return QT_TRANSLATE_NOOP("tabiya::EngineLevel", "Depth %1");
    case LevelKind::Full: break;
    }
    return nullptr;
}

} // namespace

LevelScale scaleFor(const QList<EngineOption>& options) {
    for (const Rule& rule : Rules) {
        const std::optional<Found> f = match(options, rule);
        if (!f) continue;
        LevelScale s;
        s.kind = rule.kind;
        s.switchOption = f->onOff ? f->onOff->name : QString();
        s.valueOption = f->value->name;
        s.min = f->value->min;
        s.max = f->value->max;
        s.defaultValue = std::clamp(number(f->value->defaultValue, s.min), s.min, s.max);
        s.step = rule.step;
        return s;
    }
    LevelScale s;
    s.min = MinDepth;
    s.max = MaxDepth;
    s.defaultValue = MaxDepth;
    return s;
}

QList<EngineOption> strengthOptions(const QList<EngineOption>& options) {
    QList<EngineOption> kept;
    for (const Rule& rule : Rules) {
        const std::optional<Found> f = match(options, rule);
        if (!f) continue;
        if (f->onOff) kept.append(*f->onOff);
        kept.append(*f->value);
    }
    return kept;
}

EngineLevel defaultLevel(const LevelScale& scale) {
    if (scale.kind != LevelKind::Elo) return {};
    return {LevelKind::Elo, moderateValue(scale)};
}

int moderateValue(const LevelScale& scale) {
    const int wanted = scale.kind == LevelKind::Elo     ? ModerateElo
                       : scale.kind == LevelKind::Skill ? (scale.min + scale.max) / 2
                                                        : 4;
    return std::clamp(wanted, scale.min, scale.max);
}

EngineLevel initialLevel(const EngineConfig& config) {
    const EngineLevel saved = levelOf(withValues(config.strengthOptions, config.initialOptions), 0);
    return saved.isLimited() ? saved : defaultLevel(scaleFor(config.strengthOptions));
}

LevelSettings settingsFor(const LevelScale& scale, const EngineLevel& level) {
    LevelSettings out;
    if (level.isLimited() && level.kind != scale.kind) return out;
    const int value = std::clamp(level.value, scale.min, scale.max);
    switch (scale.kind) {
    case LevelKind::Elo:
        out.options.append(
            {scale.switchOption, level.isLimited() ? QStringLiteral("1") : QStringLiteral("0")});
        if (level.isLimited()) out.options.append({scale.valueOption, QString::number(value)});
        break;
    case LevelKind::Skill:
        out.options.append(
            {scale.valueOption, QString::number(level.isLimited() ? value : scale.max)});
        break;
    case LevelKind::Depth: out.maxDepth = level.isLimited() ? value : 0; break;
    case LevelKind::Full: break;
    }
    return out;
}

EngineLevel levelOf(const QList<EngineOption>& options, int maxDepth) {
    for (const Rule& rule : Rules) {
        const std::optional<Found> f = match(options, rule);
        if (!f) continue;
        const int value = number(f->value->value, f->value->max);
        if (f->onOff) {
            if (f->onOff->normalised(f->onOff->value) == QLatin1String("1"))
                return {rule.kind, std::clamp(value, f->value->min, f->value->max)};
        } else if (value < f->value->max) {
            return {rule.kind, std::max(value, f->value->min)};
        }
    }
    if (maxDepth > 0) return {LevelKind::Depth, maxDepth};
    return {};
}

QList<EngineOption> withValues(QList<EngineOption> options,
                               const QList<QPair<QString, QString>>& values) {
    for (const auto& [name, value] : values)
        for (EngineOption& o : options)
            if (o.name.compare(name, Qt::CaseInsensitive) == 0) {
                const QString v = o.normalised(value);
                if (!v.isEmpty()) o.value = v;
            }
    return options;
}

void apply(EngineConfig& config, TimeControl& timeControl, const EngineLevel& level) {
    const LevelScale scale = scaleFor(config.strengthOptions);
    const LevelSettings s = settingsFor(scale, level);
    for (const auto& [name, value] : s.options) {
        auto same = [&](const QPair<QString, QString>& o) {
            return o.first.compare(name, Qt::CaseInsensitive) == 0;
        };
        config.initialOptions.removeIf(same);
        config.initialOptions.append({name, value});
    }
    // Full strength leaves a depth the time control has (New Game's "Search depth").
    if (s.maxDepth > 0) timeControl.maxDepth = s.maxDepth;
}

QString text(const EngineLevel& level) {
    const char* source = textSource(level.kind);
    return source ? translated(source).arg(level.value) : QString();
}

QString englishText(const EngineLevel& level) {
    const char* source = textSource(level.kind);
    return source ? QString::fromLatin1(source).arg(level.value) : QString();
}

QString prefix(LevelKind kind) {
    switch (kind) {
    case LevelKind::Elo: return translated(QT_TRANSLATE_NOOP("tabiya::EngineLevel", "Elo "));
    case LevelKind::Skill: return translated(QT_TRANSLATE_NOOP("tabiya::EngineLevel", "Skill "));
    case LevelKind::Depth: return translated(QT_TRANSLATE_NOOP("tabiya::EngineLevel", "Depth "));
    case LevelKind::Full: break;
    }
    return {};
}

} // namespace tabiya::level

#pragma once
// EngineOptions: tabiya-engine's user-settable options, one table for both protocols,
// written out as CECP "feature option" strings or CXBoard "option" lines, read back from
// "option NAME=VALUE" / "setoption name N value V", saved to and loaded from a settings
// file (Save Settings) and reset to defaults (Reset Options).

#include <string>
#include <vector>

namespace tabiya::engine {

struct OptionDef {
    enum class Type { Spin, Slider, Check, Combo, String, File, Path, Button, Save, Reset };
    std::string name;
    Type type = Type::Spin;
    std::string defaultValue;
    int min = 0, max = 0;
    std::vector<std::string> choices;
    bool cecp = true, cxboard = true; // which protocol shows it
};

class EngineOptions {
public:
    EngineOptions();

    const std::vector<OptionDef>& definitions() const { return m_defs; }
    const OptionDef* find(const std::string& name) const; // case-insensitive
    std::string value(const std::string& name) const;
    int intValue(const std::string& name) const;
    // Checks and stores a value; returns an error text, empty when accepted.
    // Buttons take no value and are accepted (the caller acts on them).
    std::string set(const std::string& name, const std::string& value);
    void resetToDefaults();

    std::string cecpFeature(const OptionDef& def) const;
    std::string cxboardLine(const OptionDef& def) const;

    // $TABIYA_ENGINE_SETTINGS, else $XDG_CONFIG_HOME (or ~/.config)/tabiya-engine.conf.
    static std::string settingsPath();
    bool save(const std::string& path) const;
    void load(const std::string& path);

private:
    std::vector<OptionDef> m_defs;
    std::vector<std::string> m_values;
};

} // namespace tabiya::engine

#include "engine/engineoptions.h"

#include "engine/strength.h"
#include "engine/textutil.h"

#include <cstdlib>
#include <fstream>

namespace tabiya::engine {

using Type = OptionDef::Type;

EngineOptions::EngineOptions() {
    const std::string defaultElo = std::to_string(strength::DefaultElo);
    const std::string fullSkill = std::to_string(strength::MaxSkill);
    m_defs = {
        {"Hash", Type::Spin, "64", 1, 4096, {}, true, true},
        {"Threads", Type::Spin, "1", 1, 64, {}, false, true},
        {"Ponder", Type::Check, "false", 0, 0, {}, false, true},
        {"Variant", Type::Combo, "XiangQi", 0, 0, {"XiangQi", "Chess"}, false, true},
        {"MultiPV", Type::Spin, "1", 1, 32, {}, true, true},
        {"Contempt", Type::Slider, "0", -100, 100, {}, true, true},
        {"Resign", Type::Check, "0", 0, 0, {}, true, true},
        {"Resign Threshold", Type::Spin, "800", 100, 5000, {}, true, true},
        // Playing strength (strength.h): Limit Strength with Elo, or Skill Level (20: full).
        {"Limit Strength", Type::Check, "false", 0, 0, {}, true, true},
        {"Elo", Type::Spin, defaultElo, strength::MinElo, strength::MaxElo, {}, true, true},
        {"Skill Level", Type::Spin, fullSkill, 0, strength::MaxSkill, {}, true, true},
        // 0: a new seed for every search; else the weakened play repeats move for move.
        {"Random Seed", Type::Spin, "0", 0, 2000000000, {}, true, true},
        {"Style", Type::Combo, "Normal", 0, 0, {"Normal", "Aggressive", "Solid"}, true, true},
        {"Log File", Type::File, "", 0, 0, {}, true, true},
        {"Book Folder", Type::Path, "", 0, 0, {}, true, true},
        {"OwnBook", Type::Check, "false", 0, 0, {}, false, true}, // CXBoard: GUI's book by default
        {"Name Suffix", Type::String, "", 0, 0, {}, true, true},
        {"Clear Hash", Type::Button, "", 0, 0, {}, true, true},
        {"Save Settings", Type::Save, "", 0, 0, {}, true, true},
        {"Reset Options", Type::Reset, "", 0, 0, {}, true, true},
    };
    resetToDefaults();
}

const OptionDef* EngineOptions::find(const std::string& name) const {
    const std::string key = text::lower(text::trim(name));
    for (const auto& d : m_defs)
        if (text::lower(d.name) == key) return &d;
    return nullptr;
}

std::string EngineOptions::value(const std::string& name) const {
    const OptionDef* d = find(name);
    return d ? m_values[size_t(d - m_defs.data())] : std::string();
}

int EngineOptions::intValue(const std::string& name) const {
    const std::string v = value(name);
    if (v == "true") return 1;
    if (v == "false") return 0;
    return int(text::parseInt(v).value_or(0));
}

std::string EngineOptions::set(const std::string& name, const std::string& raw) {
    const OptionDef* d = find(name);
    if (!d) return "unknown option";
    std::string v = text::trim(raw);
    if (v.find_first_of("\r\n") != std::string::npos) return "line break in value";
    for (char c : v)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return "control character in value";
    // A quote would end CECP's feature option="..." early when the value is shown again.
    if (v.find('"') != std::string::npos) return "quote in value";
    std::string& slot = m_values[size_t(d - m_defs.data())];
    switch (d->type) {
    case Type::Spin:
    case Type::Slider: {
        auto n = text::parseInt(v, d->min, d->max);
        if (!n) return "value out of range";
        slot = std::to_string(*n);
        return {};
    }
    case Type::Check: {
        const std::string l = text::lower(v);
        const bool on = l == "1" || l == "true" || l == "on";
        if (!on && l != "0" && l != "false" && l != "off") return "not a boolean";
        // CECP writes 0/1, CXBoard true/false; keep the default's spelling.
        const bool words = d->defaultValue == "true" || d->defaultValue == "false";
        slot = words ? (on ? "true" : "false") : (on ? "1" : "0");
        return {};
    }
    case Type::Combo:
        for (const auto& c : d->choices)
            if (text::lower(c) == text::lower(v)) {
                slot = c;
                return {};
            }
        return "no such choice";
    case Type::String:
    case Type::File:
    case Type::Path: slot = v == "<empty>" ? std::string() : v; return {};
    default: return {};
    }
}

void EngineOptions::resetToDefaults() {
    m_values.clear();
    for (const auto& d : m_defs)
        m_values.push_back(d.defaultValue);
}

std::string EngineOptions::cecpFeature(const OptionDef& d) const {
    const std::string v = value(d.name);
    std::string s = "feature option=\"" + d.name;
    switch (d.type) {
    case Type::Spin:
        s += " -spin " + v + " " + std::to_string(d.min) + " " + std::to_string(d.max);
        break;
    case Type::Slider:
        s += " -slider " + v + " " + std::to_string(d.min) + " " + std::to_string(d.max);
        break;
    case Type::Check: s += " -check " + std::to_string(intValue(d.name)); break;
    case Type::Combo:
        s += " -combo";
        for (size_t i = 0; i < d.choices.size(); ++i)
            s += (i ? " /// " : " ") + std::string(d.choices[i] == v ? "*" : "") + d.choices[i];
        break;
    case Type::String: s += " -string " + v; break;
    case Type::File: s += " -file " + v; break;
    case Type::Path: s += " -path " + v; break;
    case Type::Button: s += " -button"; break;
    case Type::Save: s += " -save"; break;
    case Type::Reset: s += " -reset"; break;
    }
    return s + "\"";
}

std::string EngineOptions::cxboardLine(const OptionDef& d) const {
    const std::string v = value(d.name);
    std::string s = "option name " + d.name + " type ";
    switch (d.type) {
    case Type::Spin:
    case Type::Slider:
        s +=
            "spin default " + v + " min " + std::to_string(d.min) + " max " + std::to_string(d.max);
        break;
    case Type::Check:
        s += std::string("check default ") + (intValue(d.name) ? "true" : "false");
        break;
    case Type::Combo:
        s += "combo default " + v;
        for (const auto& c : d.choices)
            s += " var " + c;
        break;
    case Type::String:
    case Type::File:
    case Type::Path: s += "string default " + (v.empty() ? std::string("<empty>") : v); break;
    default: s += "button"; break;
    }
    return s;
}

std::string EngineOptions::settingsPath() {
    if (const char* p = std::getenv("TABIYA_ENGINE_SETTINGS"); p && *p) return p;
    std::string dir;
    if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x)
        dir = x;
    else if (const char* h = std::getenv("HOME"); h && *h)
        dir = std::string(h) + "/.config";
    else
        return {};
    return dir + "/tabiya-engine.conf";
}

bool EngineOptions::save(const std::string& path) const {
    if (path.empty()) return false;
    std::ofstream out(path, std::ios::trunc);
    for (size_t i = 0; i < m_defs.size(); ++i)
        if (m_defs[i].type < Type::Button) out << m_defs[i].name << '=' << m_values[i] << '\n';
    return bool(out);
}

void EngineOptions::load(const std::string& path) {
    if (path.empty()) return;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        const size_t eq = line.find('=');
        if (eq != std::string::npos)
            set(line.substr(0, eq), line.substr(eq + 1)); // bad lines are ignored
    }
}

} // namespace tabiya::engine

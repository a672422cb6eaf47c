#include "engine/cecpoptions.h"

#include "engine/textutil.h"

namespace tabiya::engine {

CecpOptions::CecpOptions(EngineCore& core)
    : m_core(core) {}

std::vector<std::string> CecpOptions::features() const {
    std::vector<std::string> lines = {
        "feature done=0",
        "feature myname=\"" + m_core.engineName() +
            "\" ping=1 setboard=1 usermove=1 playother=1 time=1 draw=1 sigint=0 sigterm=0 "
            "reuse=1 analyze=1 colors=0 memory=1 smp=1 exclude=1 setscore=1 highlight=1 "
            "pause=1 nps=1 debug=1 variants=\"normal,xiangqi\""};
    for (std::string& l : optionFeatures())
        lines.push_back(std::move(l));
    return lines;
}

std::vector<std::string> CecpOptions::optionFeatures() const {
    std::vector<std::string> lines;
    for (const auto& d : m_core.options().definitions())
        if (d.cecp) lines.push_back(m_core.options().cecpFeature(d));
    lines.push_back("feature done=1");
    return lines;
}

CecpOptions::Outcome CecpOptions::set(const std::string& assignment, bool applyNow) {
    const size_t eq = assignment.find('=');
    const std::string name = text::trim(assignment.substr(0, eq));
    const std::string value = eq == std::string::npos ? "" : assignment.substr(eq + 1);
    EngineOptions& options = m_core.options();
    const OptionDef* def = options.find(name);
    if (!def) return {"unknown option", {}, false};
    using Type = OptionDef::Type;
    if (def->type == Type::Button) { // Clear Hash
        m_core.pool().stop();
        m_core.pool().wait();
        m_core.pool().clearHash();
        return {"", {}, true};
    }
    if (def->type == Type::Save) {
        if (options.save(EngineOptions::settingsPath())) return {};
        return {"", {"telluser cannot save settings"}, false};
    }
    if (def->type == Type::Reset) {
        options.resetToDefaults();
        m_core.applyOptions();
        return {"", optionFeatures(), false};
    }
    if (const std::string e = options.set(name, value); !e.empty()) return {e, {}, false};
    if (def->name == "Hash" || def->name == "Log File" || def->name == "Style" ||
        def->name == "Book Folder") {
        if (!applyNow) return {}; // applied before the next search
        Outcome o;
        if (const std::string e = m_core.applyOptions(); !e.empty())
            o.lines.push_back("telluser " + e);
        o.restartAnalysis = true;
        return o;
    }
    if (def->name == "Name Suffix") return {"", {"feature myname=\"" + m_core.engineName() + "\""}};
    return {"", {}, def->name == "MultiPV" || def->name == "Contempt"};
}

} // namespace tabiya::engine

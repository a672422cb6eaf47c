#pragma once
// CecpOptions: the engine's options in CECP's terms: the feature lines that announce the
// engine and its options, and "option NAME[=VALUE]" carried out on the EngineCore. What
// only the session knows (whether an analysis runs and must restart) is left to it.

#include "engine/enginecore.h"

#include <string>
#include <vector>

namespace tabiya::engine {

class CecpOptions {
public:
    struct Outcome {
        std::string error;              // an error kind for "Error (...)", or empty
        std::vector<std::string> lines; // to send to the GUI
        bool restartAnalysis = false;
    };
    explicit CecpOptions(EngineCore& core);
    // The answer to protover: "feature done=0", the features, the options, "done=1".
    std::vector<std::string> features() const;
    // applyNow: false while a game search runs (not an analysis): a new hash size, log
    // file, style or book folder then waits for the next search.
    Outcome set(const std::string& assignment, bool applyNow);

private:
    std::vector<std::string> optionFeatures() const; // and "feature done=1"

    EngineCore& m_core;
};

} // namespace tabiya::engine

#pragma once
// CxboardSession: tabiya-engine as a CXBoard engine (placeholder while being written).
#include "enginecore.h"
#include <string>
namespace tabiya::engine {
class CxboardSession {
public:
    explicit CxboardSession(EngineCore& core)
        : m_core(core) {}
    int run(const std::string& firstLine);

private:
    EngineCore& m_core;
};
} // namespace tabiya::engine

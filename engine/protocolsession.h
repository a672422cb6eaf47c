#pragma once
// ProtocolSession: the part of a protocol session (CECP, CXBoard) that does not depend on
// the protocol: the loop on the main thread that hands each line and each finished
// search to the session in order, the error lines, and the shared SessionRules.

#include "engine/enginecore.h"
#include "engine/sessionrules.h"

#include <string>

namespace tabiya::engine {

class ProtocolSession {
public:
    virtual ~ProtocolSession() = default;

protected:
    explicit ProtocolSession(EngineCore& core);
    // Events until quit or end of input; the input reader must have been started.
    int serve();
    virtual bool handle(const std::string& line) = 0; // false: quit
    virtual void onSearchDone(const Event& e) = 0;
    virtual void stopSearch() = 0; // abort whatever runs, discarding it
    // Both echo the offending text, made printable and cut short.
    void error(const std::string& kind, const std::string& line);
    void illegalMove(const std::string& text);

    EngineCore& m_core;
    SessionRules m_rules;
};

} // namespace tabiya::engine

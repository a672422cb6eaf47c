#include "engine.h"

#include "cecpengine.h"
#include "cxboardengine.h"
#include "ucciengine.h"

namespace tabiya {

Engine* Engine::create(EngineProtocol protocol, QObject* parent) {
    switch (protocol) {
    case EngineProtocol::Cxboard: return new CxboardEngine(parent);
    case EngineProtocol::Uci: return new UciEngine(parent);
    case EngineProtocol::Ucci: return new UcciEngine(parent);
    case EngineProtocol::Cecp: break;
    }
    return new CecpEngine(parent);
}

} // namespace tabiya

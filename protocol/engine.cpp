#include "engine.h"

#include "cecpengine.h"
#include "cxboardengine.h"

namespace tabiya {

Engine* Engine::create(EngineProtocol protocol, QObject* parent) {
    if (protocol == EngineProtocol::Cxboard) return new CxboardEngine(parent);
    return new CecpEngine(parent);
}

} // namespace tabiya

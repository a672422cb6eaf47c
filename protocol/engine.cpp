#include "engine.h"

namespace tabiya {

// Interim: the CECP and CXBoard implementations land next; until then no engine is made.
Engine* Engine::create(EngineProtocol, QObject*) {
    return nullptr;
}

} // namespace tabiya

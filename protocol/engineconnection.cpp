#include "protocol/engineconnection.h"

#include "protocol/cecpengine.h"
#include "protocol/cxboardengine.h"

namespace tabiya {

EngineConnection* EngineConnection::create(EngineProtocol protocol, QObject* parent) {
    if (protocol == EngineProtocol::Cxboard) return new CxboardEngine(parent);
    return new CecpEngine(parent);
}

} // namespace tabiya

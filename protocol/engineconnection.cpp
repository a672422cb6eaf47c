#include "protocol/engineconnection.h"

#include "protocol/cecpengine.h"
#include "protocol/cxboardengine.h"
#include "protocol/ucciengine.h"

namespace tabiya {

EngineConnection* EngineConnection::create(EngineProtocol protocol, QObject* parent) {
    switch (protocol) {
    case EngineProtocol::Cxboard: return new CxboardEngine(parent);
    case EngineProtocol::Uci: return new UciEngine(parent);
    case EngineProtocol::Ucci: return new UcciEngine(parent);
    case EngineProtocol::Cecp: break;
    }
    return new CecpEngine(parent);
}

} // namespace tabiya

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

void EngineConnection::describeVariant(const QString& name) {
    // Dialects without engine-defined variants describe nothing (after the caller has
    // connected, as when an engine answers).
    QMetaObject::invokeMethod(
        this,
        [this, name] {
            emit variantDescribed({name, false, {}, {}});
        },
        Qt::QueuedConnection);
}

} // namespace tabiya

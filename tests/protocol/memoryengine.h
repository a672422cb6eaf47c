#pragma once
// What the protocol state-machine tests share: an engine of any dialect started over a
// MemoryTransport (no process), and the lines written to it since a point.
#include "protocol/memorytransport.h"
#include "protocol/protocolengine.h"

#include <QTest>

namespace tabiya::test {

// A configuration for an engine in memory speaking `protocol` (memory: the engine's own).
inline EngineConfig memoryConfig(EngineProtocol protocol) {
    EngineConfig c;
    c.program = QStringLiteral("in-memory");
    c.protocol = protocol;
    c.memoryMb = -1;
    return c;
}

// Starts engine over a MemoryTransport and returns the transport, once open.
inline MemoryTransport* startInMemory(ProtocolEngine& engine, const EngineConfig& c) {
    MemoryTransport* transport = nullptr;
    engine.setTransportFactory([&transport](QObject* parent) {
        transport = new MemoryTransport(parent);
        return transport;
    });
    engine.start(c);
    if (!QTest::qWaitFor([&] { return engine.state() == EngineConnection::State::Handshake; }))
        return nullptr;
    return transport;
}

// The lines written since `from`.
inline QStringList since(const MemoryTransport& t, qsizetype from) {
    return t.written().mid(from);
}

} // namespace tabiya::test

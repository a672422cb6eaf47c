#pragma once
// MemoryTransport: both ends of an engine connection in memory, for tests of the protocol
// state machines without a process. The GUI end is the LineTransport a ProtocolEngine
// writes to; the engine end is engineSays() and the lineWritten() signal, which a test
// script answers. Lines go through synchronously; start and the end of the connection are
// reported from the event loop, as a process reports them.

#include "protocol/linetransport.h"

namespace tabiya {

class MemoryTransport : public LineTransport {
    Q_OBJECT
public:
    using LineTransport::LineTransport;

    void start(const QString& program, const QStringList& arguments,
               const QString& workingDirectory) override;
    bool writeLine(const QString& line) override;
    void close(const QString& quitCommand, bool useSigterm, int graceMs) override;
    void terminate() override;

    // --- the engine's end ---
    bool isOpen() const { return m_open; }
    // Every line the GUI end wrote, oldest first.
    const QStringList& written() const { return m_written; }
    // The engine writes a line: the GUI end receives it now.
    void engineSays(const QString& line);
    // The engine ends unasked (a crash): crashed() follows from the event loop.
    void engineDies(const QString& reason);

signals:
    // The GUI end wrote a line to the engine.
    void lineWritten(const QString& line);

private:
    void end();

    bool m_open = false;
    bool m_ending = false;
    QStringList m_written;
};

} // namespace tabiya

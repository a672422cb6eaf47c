#pragma once
// LineTransport: a line-oriented connection to an engine, what the protocol state machines
// (ProtocolEngine and its dialects) talk through. EngineProcess is the real one (a child
// process behind pipes); MemoryTransport is an in-memory one for tests, so that a dialect's
// state machine runs without a process. A transport keeps the transcript of what it carried
// (both directions, stderr, notes), bounded by bytes (TranscriptLog).

#include "protocol/enginetypes.h"
#include "protocol/transcriptlog.h"

#include <QObject>
#include <QStringList>
#include <deque>

namespace tabiya {

class LineTransport : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~LineTransport() override = default;

    // Opens the connection; started() or crashed() follows, asynchronously.
    virtual void start(const QString& program, const QStringList& arguments,
                       const QString& workingDirectory) = 0;
    // Writes one line (a newline is added). Lines holding a line break are refused.
    virtual bool writeLine(const QString& line) = 0;
    // The orderly end: quitCommand (if not empty), then SIGTERM after graceMs unless
    // useSigterm is false, then SIGKILL after another graceMs. finished() follows.
    virtual void close(const QString& quitCommand, bool useSigterm, int graceMs) = 0;
    // Ends the connection at once; finished() or crashed() follows asynchronously.
    virtual void terminate() = 0;
    // Writes at most one line every ms milliseconds (0: at once), for engines that read
    // one line per input event. Transports without a real reader ignore it.
    virtual void setLinePacing(int ms) { Q_UNUSED(ms); }
    // Paced lines still waiting to be written; queueDrained() follows the last one.
    virtual bool hasQueuedLines() const { return false; }

    const std::deque<TranscriptEntry>& transcript() const { return m_transcript.entries(); }
    // Adds a note (not engine text) to the transcript: timeouts, decisions.
    void note(const QString& text) { record(TranscriptEntry::Direction::Note, text); }

signals:
    void started();
    void lineReceived(const QString& line);
    void queueDrained();
    // The connection ended after close() or terminate() was asked for.
    void finished();
    // The connection failed to open or ended unasked (the error).
    void crashed(const tabiya::CrashInfo& info);
    void transcriptAdded(const tabiya::TranscriptEntry& entry);

protected:
    // Stored cut and escaped (TranscriptLog); the console and -debug get that form too.
    void record(TranscriptEntry::Direction direction, const QString& text) {
        emit transcriptAdded(m_transcript.add(direction, text));
    }

private:
    TranscriptLog m_transcript;
};

} // namespace tabiya

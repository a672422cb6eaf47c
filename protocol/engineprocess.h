#pragma once
// EngineProcess: an engine's operating-system process, the LineTransport of a real engine. Starts
// the program directly (no shell) in its own process group, reads stdout and stderr all the time
// into bounded line buffers, writes lines, keeps a timestamped transcript of both directions
// (TranscriptLog), and shuts the whole group down with quit -> SIGTERM -> SIGKILL on short timers
// (never a blocking wait). Every instance is known to EngineProcesses, which the program's exit
// uses to leave no engine running; on Linux the engine is also killed by the kernel when we die.

#include "protocol/linetransport.h"

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QTimer>
#include <deque>

namespace tabiya {

class EngineProcess : public LineTransport {
    Q_OBJECT
public:
    // Lines longer than this are cut (the rest until the newline is dropped): an engine
    // that writes megabytes without a newline cannot make us hold megabytes.
    static constexpr qsizetype MaxLineLength = 64 * 1024;
    static constexpr int StderrTail = 10; // stderr lines kept for crash reports

    explicit EngineProcess(QObject* parent = nullptr);
    ~EngineProcess() override;

    // Main thread only (the engine is tied to the life of the thread that starts it).
    // An empty workingDirectory: EngineProcesses' default root if set, else the caller's.
    void start(const QString& program, const QStringList& arguments,
               const QString& workingDirectory) override;
    bool isRunning() const;
    // A process exists: starting, running or stopping, not yet reaped.
    bool hasProcess() const;
    qint64 pid() const;

    // Writes one line (a newline is added). Lines holding a line break are refused.
    bool writeLine(const QString& line) override;
    // Writes at most one line every ms milliseconds (0: at once). Some engines read one
    // line per input event and leave the rest in their stdio buffer until more input
    // comes (GNU Chess 6): for them lines must arrive one at a time.
    void setLinePacing(int ms) override;
    // Paced lines still waiting to be written; queueDrained() follows the last one.
    bool hasQueuedLines() const override { return !m_paced.empty(); }
    // Shutdown: sends quitCommand (if not empty), then SIGTERM after graceMs unless
    // useSigterm is false, then SIGKILL after another graceMs; all to the process group.
    void shutdown(const QString& quitCommand, bool useSigterm, int graceMs = 1000);
    // Ends the process group at once (SIGKILL); finished/crashed follow asynchronously.
    void kill();
    // LineTransport's names for shutdown() and kill().
    void close(const QString& quitCommand, bool useSigterm, int graceMs) override {
        shutdown(quitCommand, useSigterm, graceMs);
    }
    void terminate() override { kill(); }
    // Sends a signal to the whole process group (SIGTERM and SIGKILL at shutdown; SIGINT
    // is never sent, see cecpengine.h).
    void signalGroup(int sig);

    // A partial line waiting for its newline (a prompt such as sjeng's "Sjeng: ").
    QString pendingStdout() const;
    QStringList stderrTail() const;

signals:
    void stderrLine(const QString& line);

private:
    struct LineBuffer {
        QByteArray data;
        bool overflow = false; // the current line has been cut; drop until newline
    };
    void readStdout();
    void readStderr();
    void split(LineBuffer& buffer, const QByteArray& chunk, bool isStderr);
    void emitLine(QByteArray line, bool isStderr);
    QString defaultWorkingDirectory(const QString& program);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void reportEnd(int exitCode, QProcess::ExitStatus status);
    void onError(QProcess::ProcessError error);
    void escalate();
    void flushPrompt();
    void writeNow(const QString& line);
    void writePaced();

    QProcess* m_process = nullptr;
    LineBuffer m_out, m_err;
    QTimer m_graceTimer;
    QTimer m_promptTimer;
    QTimer m_paceTimer;
    int m_pacingMs = 0;
    std::deque<QString> m_paced;
    int m_graceMs = 1000;
    int m_shutdownStage = 0; // 0 running, 1 quit sent, 2 SIGTERM sent, 3 SIGKILL sent
    bool m_useSigterm = true;
    bool m_stopRequested = false;
    bool m_endReported = false; // finished or crashed already emitted for this run
    qint64 m_pid = 0;
    std::deque<QString> m_stderrTail;
};

} // namespace tabiya

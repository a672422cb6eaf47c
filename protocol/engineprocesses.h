#pragma once
// EngineProcesses: every engine process this program has running, so that leaving the
// program can leave none behind. The exit asks the ones nobody stopped yet to stop (the
// same quit -> SIGTERM -> SIGKILL as a normal end) and waits for allEnded(); a second
// request to quit (a second Ctrl-C) kills the rest at once. Main thread only: engine
// processes are started there (see EngineProcess::start).

#include <QObject>
#include <QString>
#include <vector>

namespace tabiya {

class EngineProcess;

class EngineProcesses : public QObject {
    Q_OBJECT
public:
    static EngineProcesses& instance();

    // Processes started and not yet reaped.
    int running() const;
    // Stops every running process not already stopping: "quit", SIGTERM after graceMs,
    // SIGKILL after another graceMs. Processes already stopping go on as they were.
    void shutdownAll(int graceMs = 1000);
    // SIGKILL to every running process group now.
    void killAll();

    // Engines start in root/<program's name>/ when their configuration names no working
    // directory (the folder is made when needed). Empty (the default): the caller's.
    void setDefaultWorkingRoot(const QString& root) { m_root = root; }
    const QString& defaultWorkingRoot() const { return m_root; }

signals:
    // The last running process has ended (emitted each time the count drops to zero).
    void allEnded();

private:
    friend class EngineProcess;
    EngineProcesses() = default;
    void add(EngineProcess* process);
    void remove(EngineProcess* process);
    void processEnded();

    std::vector<EngineProcess*> m_all;
    QString m_root;
};

} // namespace tabiya

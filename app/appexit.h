#pragma once
// AppExit: the one way out of tabiya, which leaves no engine running. Every end (the
// window closed, the headless match over, SIGTERM, SIGINT or SIGHUP) asks for it; the
// engines nobody has stopped yet are stopped as on a normal end (quit, SIGTERM, SIGKILL),
// and the event loop ends once the last engine process has gone. A second quit signal
// while waiting kills the rest at once.

#include <QObject>
#include <QTimer>

namespace tabiya {

class AppExit : public QObject {
    Q_OBJECT
public:
    // Longest wait for the engines' own escalation before they are killed outright.
    static constexpr int DeadlineMs = 5000;

    explicit AppExit(QObject* parent = nullptr);

    // Ends the event loop with exitCode once no engine process is left.
    void request(int exitCode);
    // A quit signal: the first one ends the program (the caller has closed its windows),
    // a second one while the engines are still going kills them.
    void onSignal(int signal);
    // The quit signal that ended the program (0: none).
    int signal() const { return m_signal; }

private:
    void leave();

    QTimer m_deadline;
    int m_exitCode = 0;
    int m_signal = 0;
    bool m_requested = false;
    bool m_left = false;
};

} // namespace tabiya

#pragma once
// QuitSignals: SIGTERM, SIGINT and SIGHUP as a Qt signal, so that tabiya ends its engines
// on them as on a normal exit instead of dying at once and leaving them running. A
// self-pipe: the handler only writes the signal's number into a pipe, and a
// QSocketNotifier reads it in the event loop (nothing polls). One instance at a time; its
// destructor puts the previous handlers back.

#include <QObject>
#include <csignal>

class QSocketNotifier;

namespace tabiya {

class QuitSignals : public QObject {
    Q_OBJECT
public:
    explicit QuitSignals(QObject* parent = nullptr);
    ~QuitSignals() override;

signals:
    void received(int signal);

private:
    void readPipe();

    int m_fds[2] = {-1, -1};
    struct sigaction m_previous[3] = {}; // SIGTERM, SIGINT, SIGHUP as they were
    bool m_installed = false;
    QSocketNotifier* m_notifier = nullptr;
};

} // namespace tabiya

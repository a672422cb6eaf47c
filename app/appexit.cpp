#include "app/appexit.h"

#include "protocol/engineprocesses.h"

#include <QCoreApplication>

namespace tabiya {

AppExit::AppExit(QObject* parent)
    : QObject(parent) {
    m_deadline.setSingleShot(true);
    m_deadline.setInterval(DeadlineMs);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        // SIGKILL cannot be refused: whatever still shows is on its way out.
        EngineProcesses::instance().killAll();
        leave();
    });
    connect(&EngineProcesses::instance(), &EngineProcesses::allEnded, this, [this] {
        if (m_requested) leave();
    });
}

void AppExit::request(int exitCode) {
    if (m_requested) return;
    m_requested = true;
    m_exitCode = exitCode;
    EngineProcesses& processes = EngineProcesses::instance();
    // Engines already stopping (quit sent by their owners) go on with their own grace.
    processes.shutdownAll();
    if (processes.running() == 0) {
        leave();
        return;
    }
    m_deadline.start();
}

void AppExit::onSignal(int signal) {
    if (m_signal != 0) {
        EngineProcesses::instance().killAll();
        return;
    }
    m_signal = signal;
    request(128 + signal);
}

void AppExit::leave() {
    if (m_left) return;
    m_left = true;
    m_deadline.stop();
    // Queued: exit() does nothing before the event loop runs.
    QMetaObject::invokeMethod(
        qApp, [code = m_exitCode] { QCoreApplication::exit(code); }, Qt::QueuedConnection);
}

} // namespace tabiya

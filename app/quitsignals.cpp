#include "app/quitsignals.h"

#include <QSocketNotifier>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <iterator>
#include <unistd.h>

namespace tabiya {

namespace {
constexpr int Handled[] = {SIGTERM, SIGINT, SIGHUP};

// The write end, for the handler (async-signal-safe: write and errno only).
volatile sig_atomic_t writeFd = -1;

extern "C" void onSignal(int signal) {
    const int saved = errno;
    const unsigned char number = static_cast<unsigned char>(signal);
    if (writeFd >= 0) {
        const ssize_t n = ::write(writeFd, &number, 1); // a full pipe has enough already
        static_cast<void>(n);
    }
    errno = saved;
}
} // namespace

QuitSignals::QuitSignals(QObject* parent)
    : QObject(parent) {
    // Close-on-exec: engines must not inherit the pipe. Non-blocking: a handler never
    // waits on a full pipe, and readPipe stops when it is empty.
    if (::pipe2(m_fds, O_CLOEXEC | O_NONBLOCK) != 0) return;
    writeFd = m_fds[1];
    m_notifier = new QSocketNotifier(m_fds[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignals::readPipe);
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (std::size_t i = 0; i < std::size(Handled); ++i) {
        ::sigaction(Handled[i], &action, &m_previous[i]);
        // A signal ignored when we started stays ignored (nohup, a background job).
        if (m_previous[i].sa_handler == SIG_IGN) ::sigaction(Handled[i], &m_previous[i], nullptr);
    }
    m_installed = true;
}

QuitSignals::~QuitSignals() {
    if (m_installed)
        for (std::size_t i = 0; i < std::size(Handled); ++i)
            ::sigaction(Handled[i], &m_previous[i], nullptr);
    writeFd = -1;
    for (int fd : m_fds)
        if (fd >= 0) ::close(fd);
}

void QuitSignals::readPipe() {
    unsigned char numbers[16];
    ssize_t n;
    while ((n = ::read(m_fds[0], numbers, sizeof numbers)) > 0)
        for (ssize_t i = 0; i < n; ++i)
            emit received(numbers[i]);
}

} // namespace tabiya

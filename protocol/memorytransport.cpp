#include "protocol/memorytransport.h"

#include <QTimer>

namespace tabiya {

void MemoryTransport::start(const QString&, const QStringList&, const QString&) {
    m_open = true;
    m_ending = false;
    QTimer::singleShot(0, this, [this] {
        if (m_open) emit started();
    });
}

bool MemoryTransport::writeLine(const QString& line) {
    if (line.contains(QLatin1Char('\n')) || line.contains(QLatin1Char('\r'))) return false;
    if (!m_open || m_ending) return false;
    record(TranscriptEntry::Direction::ToEngine, line);
    m_written << line;
    emit lineWritten(line);
    return true;
}

void MemoryTransport::engineSays(const QString& line) {
    if (!m_open) return;
    record(TranscriptEntry::Direction::FromEngine, line);
    emit lineReceived(line);
}

void MemoryTransport::close(const QString& quitCommand, bool, int) {
    if (!quitCommand.isEmpty()) writeLine(quitCommand);
    end();
}

void MemoryTransport::terminate() {
    end();
}

void MemoryTransport::engineDies(const QString& reason) {
    if (!m_open) return;
    m_open = false;
    QTimer::singleShot(0, this, [this, reason] {
        CrashInfo info;
        info.reason = reason;
        emit crashed(info);
    });
}

void MemoryTransport::end() {
    if (!m_open || m_ending) return;
    m_ending = true;
    QTimer::singleShot(0, this, [this] {
        m_open = false;
        emit finished();
    });
}

} // namespace tabiya

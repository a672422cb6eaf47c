#include "app/session/debuglog.h"

#include <cstdio>

namespace tabiya {

DebugLog::DebugLog(QObject* parent)
    : QObject(parent) {}

bool DebugLog::open(const QString& file, QString* error) {
    m_file.close();
    if (file.isEmpty()) return true;
    m_file.setFileName(file);
    if (m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) return true;
    if (error) *error = tr("Cannot write the debug file %1: %2").arg(file, m_file.errorString());
    return false;
}

void DebugLog::write(const QString& line) {
    const QByteArray bytes = line.toUtf8() + '\n';
    if (m_file.isOpen()) {
        m_file.write(bytes);
        m_file.flush(); // the log must hold the last lines when an engine hangs the game
        return;
    }
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

} // namespace tabiya

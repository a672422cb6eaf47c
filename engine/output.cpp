#include "engine/output.h"

#include <chrono>

namespace tabiya::engine {

Output::~Output() {
    if (m_log) std::fclose(m_log);
}

void Output::line(const std::string& text) {
    std::lock_guard lock(m_mutex);
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
    logLocked('>', text);
}

void Output::logInput(const std::string& text) {
    std::lock_guard lock(m_mutex);
    logLocked('<', text);
}

bool Output::setLogFile(const std::string& path) {
    std::lock_guard lock(m_mutex);
    if (m_log) std::fclose(m_log);
    m_log = nullptr;
    if (path.empty()) return true;
    m_log = std::fopen(path.c_str(), "a");
    return m_log != nullptr;
}

void Output::logLocked(char direction, const std::string& text) {
    if (!m_log) return;
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::system_clock::now().time_since_epoch())
                        .count();
    std::fprintf(m_log, "%lld %c %s\n", static_cast<long long>(ms), direction, text.c_str());
    std::fflush(m_log);
}

} // namespace tabiya::engine

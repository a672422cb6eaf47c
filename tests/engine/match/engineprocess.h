#pragma once
// EngineProcess: a CECP engine started with fork/exec (no shell) behind two pipes, for the
// match driver. Lines are read with a deadline via poll(): it blocks, never spins.

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tabiya::match {

class EngineProcess {
public:
    explicit EngineProcess(std::vector<std::string> argv);
    ~EngineProcess();
    bool started() const { return m_pid > 0; }
    void send(const std::string& line);
    // The next line, or nothing when the deadline passes or the engine is gone.
    std::optional<std::string> readLine(std::chrono::steady_clock::time_point deadline);
    // "xboard", "protover 2" and the features until done=1 (or two seconds).
    void handshake();
    bool feature(const std::string& name) const;
    std::string name() const { return m_name; }
    void quit();

private:
    int m_pid = -1, m_in = -1, m_out = -1;
    std::string m_buffer;
    std::map<std::string, std::string> m_features;
    std::string m_name;
};

} // namespace tabiya::match

#pragma once
// EngineProcess: a CECP engine started with fork/exec (no shell) behind two pipes, for the
// match driver. Lines are read with a deadline via poll(): it blocks, never spins.
// GNU Chess 6 reads one line per input event and leaves the rest in its stdio buffer, so
// for it lines are paced 50 ms apart (as Tabiya does) and the handshake nudges it with
// empty lines until its features come.

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
    // Writes one line; a paced engine's line waits until the previous one is 50 ms old.
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
    std::chrono::milliseconds m_pacing{0};
    std::chrono::steady_clock::time_point m_lastWrite;
};

} // namespace tabiya::match

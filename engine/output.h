#pragma once
// Output: writes whole lines to stdout from any thread (the protocol loop and the search
// thread both talk), flushed at once, and copies both directions to the log file when
// the Log File option names one.

#include <cstdio>
#include <mutex>
#include <string>

namespace tabiya::engine {

class Output {
public:
    ~Output();
    void line(const std::string& text);
    void logInput(const std::string& text);
    // Empty: no log. Returns false when the file cannot be opened.
    bool setLogFile(const std::string& path);

private:
    void logLocked(char direction, const std::string& text);

    std::mutex m_mutex;
    std::FILE* m_log = nullptr;
};

} // namespace tabiya::engine

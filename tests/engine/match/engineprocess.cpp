#include "engineprocess.h"

#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace tabiya::match {

EngineProcess::EngineProcess(std::vector<std::string> argv) {
    int toChild[2], fromChild[2];
    // Close-on-exec: engines started by other threads must not inherit this game's pipes.
    if (pipe2(toChild, O_CLOEXEC) != 0 || pipe2(fromChild, O_CLOEXEC) != 0) return;
    m_name = argv.empty() ? std::string() : argv[0];
    const std::string base = m_name.substr(m_name.rfind('/') + 1);
    if (base.rfind("gnuchess", 0) == 0) m_pacing = std::chrono::milliseconds(50);
    // Everything the child needs is built before fork(): with games played on several
    // threads, the child may only make async-signal-safe calls (no allocation) until exec.
    std::vector<char*> args;
    for (auto& a : argv)
        args.push_back(a.data());
    args.push_back(nullptr);
    m_pid = fork();
    if (m_pid == 0) {
        dup2(toChild[0], 0);
        dup2(fromChild[1], 1);
        const int devnull = open("/dev/null", O_WRONLY);
        dup2(devnull, 2);
        if (devnull > 2) close(devnull);
        close(toChild[1]);
        close(fromChild[0]);
        execv(args[0], args.data());
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    m_in = toChild[1];
    m_out = fromChild[0];
    signal(SIGPIPE, SIG_IGN);
}

EngineProcess::~EngineProcess() {
    quit();
}

void EngineProcess::send(const std::string& line) {
    if (m_in < 0) return;
    if (m_pacing.count() > 0) std::this_thread::sleep_until(m_lastWrite + m_pacing);
    const std::string data = line + "\n";
    m_lastWrite = std::chrono::steady_clock::now();
    [[maybe_unused]] ssize_t n = write(m_in, data.data(), data.size());
}

std::optional<std::string> EngineProcess::readLine(std::chrono::steady_clock::time_point deadline) {
    for (;;) {
        const size_t nl = m_buffer.find('\n');
        if (nl != std::string::npos) {
            std::string line = m_buffer.substr(0, nl);
            m_buffer.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (m_out < 0) return std::nullopt;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                              deadline - std::chrono::steady_clock::now())
                              .count();
        if (left <= 0) return std::nullopt;
        pollfd p{m_out, POLLIN, 0};
        if (poll(&p, 1, int(left)) <= 0) continue;
        char chunk[4096];
        const ssize_t n = read(m_out, chunk, sizeof chunk);
        if (n <= 0) {
            close(m_out);
            m_out = -1;
            continue;
        }
        m_buffer.append(chunk, size_t(n));
    }
}

void EngineProcess::handshake() {
    send("xboard");
    send("protover 2");
    // Two seconds as xboard waits, doubled for a busy machine.
    // A paced engine is given longer: on a loaded machine its features come late.
    const bool paced = m_pacing.count() > 0;
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(paced ? 15 : 4);
    bool sawFeature = false;
    for (;;) {
        auto wait = deadline;
        if (paced && !sawFeature)
            wait = std::min(deadline,
                            std::chrono::steady_clock::now() + std::chrono::milliseconds(300));
        auto line = readLine(wait);
        if (!line && (m_out < 0 || std::chrono::steady_clock::now() >= deadline)) return;
        if (!line) {
            send(""); // the nudge: any input makes it read its buffered lines
            continue;
        }
        if (line->rfind("feature ", 0) != 0) continue;
        sawFeature = true;
        // Parse NAME=VALUE pairs, values maybe quoted.
        size_t i = 8;
        const std::string& s = *line;
        while (i < s.size()) {
            while (i < s.size() && s[i] == ' ')
                ++i;
            const size_t eq = s.find('=', i);
            if (eq == std::string::npos) break;
            const std::string key = s.substr(i, eq - i);
            std::string value;
            i = eq + 1;
            if (i < s.size() && s[i] == '"') {
                const size_t end = s.find('"', i + 1);
                value = s.substr(i + 1, end - i - 1);
                i = end == std::string::npos ? s.size() : end + 1;
            } else {
                const size_t end = s.find(' ', i);
                value = s.substr(i, end - i);
                i = end == std::string::npos ? s.size() : end;
            }
            if (key != "option") m_features[key] = value;
            if (key == "myname") m_name = value;
            if (key == "done" && value == "0")
                deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
            if (key == "done" && value == "1") return;
        }
    }
}

bool EngineProcess::feature(const std::string& name) const {
    auto it = m_features.find(name);
    return it != m_features.end() && it->second == "1";
}

void EngineProcess::quit() {
    if (m_pid <= 0) return;
    send("quit");
    if (m_in >= 0) close(m_in);
    m_in = -1;
    // Give it a second to leave on its own (its stdout closes), then insist.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
    while (readLine(deadline)) {
    }
    if (waitpid(m_pid, nullptr, WNOHANG) != m_pid) {
        kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
    }
    m_pid = -1;
    if (m_out >= 0) close(m_out);
    m_out = -1;
}

} // namespace tabiya::match

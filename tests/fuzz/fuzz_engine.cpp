// Fuzz target: tabiya-engine's command loop, CECP and CXBoard ("cxboard 1" as the first
// line picks it). The input is piped into the tabiya-engine executable, the way a GUI
// talks to it, so this target depends only on the program's protocol and not on how
// engine/ dispatches commands inside. Searches stay short on their own: the input ends
// right after its last line, and end of input stops any search and quits.
// Lines naming the Log File option are dropped: they would let the fuzzer write files.
// Invariants: the engine exits by itself within the time limit, without a signal or a
// sanitizer report; it writes only printable UTF-8 lines (engine text reaches GUIs); every
// "pong N" answers a "ping N" it was sent.
//
// The engine is TABIYA_FUZZ_ENGINE, else the tabiya-engine built beside this target. Under
// ASan the child's own report goes to our stderr and makes it exit with ChildFailure.

#include "tests/fuzz/fuzztarget.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <set>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace {

constexpr int ChildFailure = 86; // the exit code sanitizers use in the child
constexpr int ChildSeconds = 8;  // generous (ASan, loaded machines), under --timeout

std::string enginePath() {
    if (const char* e = std::getenv("TABIYA_FUZZ_ENGINE")) return e;
    return TABIYA_ENGINE_PATH;
}

// A scratch folder as the engine's working directory, removed at exit (it stays empty:
// no log files).
char g_scratch[] = "/tmp/tabiya-fuzz-engine-XXXXXX";
const char* scratchDir() {
    static const char* const dir = [] {
        if (!::mkdtemp(g_scratch)) return "/tmp";
        std::atexit([] { ::rmdir(g_scratch); });
        return static_cast<const char*>(g_scratch);
    }();
    return dir;
}

bool namesLogFile(std::string_view line) {
    std::string squeezed;
    for (char c : line)
        if (!std::isspace(static_cast<unsigned char>(c)))
            squeezed += char(std::tolower(static_cast<unsigned char>(c)));
    return squeezed.find("logfile") != std::string::npos;
}

std::vector<std::string> childEnvironment() {
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        const std::string_view v(*e);
        if (v.rfind("ASAN_OPTIONS=", 0) != 0 && v.rfind("UBSAN_OPTIONS=", 0) != 0)
            env.emplace_back(v);
    }
    // A Hash of gigabytes is a valid request; calloc returning null makes the engine take
    // less, as it does when the system refuses.
    env.push_back("ASAN_OPTIONS=exitcode=" + std::to_string(ChildFailure) +
                  ":allocator_may_return_null=1:max_allocation_size_mb=256:detect_leaks=0");
    env.push_back("UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=" +
                  std::to_string(ChildFailure));
    return env;
}

struct Run {
    std::string out, err;
    int status = 0;
    bool timedOut = false;
};

Run runEngine(const std::string& input) {
    int in[2], out[2], err[2];
    if (::pipe2(in, O_CLOEXEC) || ::pipe2(out, O_CLOEXEC) || ::pipe2(err, O_CLOEXEC)) {
        std::perror("pipe");
        std::exit(2);
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, err[1], 2);
    posix_spawn_file_actions_addchdir_np(&actions, scratchDir());
    static const std::vector<std::string> envStrings = childEnvironment();
    std::vector<char*> envp;
    for (const auto& s : envStrings)
        envp.push_back(const_cast<char*>(s.c_str()));
    envp.push_back(nullptr);
    const std::string path = enginePath();
    char* argv[] = {const_cast<char*>(path.c_str()), nullptr};
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, path.c_str(), &actions, nullptr, argv, envp.data());
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    ::close(err[1]);
    if (rc != 0) {
        std::fprintf(stderr, "cannot start %s: %s\n", path.c_str(), std::strerror(rc));
        std::exit(2);
    }

    Run run;
    // The input is at most --max-len bytes, less than a pipe holds: write it all, then
    // close, so the engine sees the end of input after its last line.
    std::signal(SIGPIPE, SIG_IGN);
    for (size_t done = 0; done < input.size();) {
        const ssize_t w = ::write(in[1], input.data() + done, input.size() - done);
        if (w <= 0) break; // the engine quit early
        done += size_t(w);
    }
    ::close(in[1]);

    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(ChildSeconds);
    pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
    int open = 2;
    char buf[65536];
    while (open > 0) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            run.timedOut = true;
            ::kill(pid, SIGKILL);
            break;
        }
        if (::poll(fds, 2, int(left.count())) < 0 && errno != EINTR) break;
        for (int k = 0; k < 2; ++k) {
            if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            const ssize_t n = ::read(fds[k].fd, buf, sizeof buf);
            if (n > 0) {
                (k == 0 ? run.out : run.err).append(buf, size_t(n));
            } else {
                ::close(fds[k].fd);
                fds[k].fd = -1;
                --open;
            }
        }
    }
    for (auto& f : fds)
        if (f.fd >= 0) ::close(f.fd);
    while (::waitpid(pid, &run.status, 0) < 0 && errno == EINTR) {
    }
    return run;
}

// Printable UTF-8: no control characters but tab, no malformed sequences.
bool printableUtf8(std::string_view s) {
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t') || c == 0x7f) return false;
            ++i;
            continue;
        }
        const int n = c >= 0xc2 && c <= 0xdf   ? 2
                      : c >= 0xe0 && c <= 0xef ? 3
                      : c >= 0xf0 && c <= 0xf4 ? 4
                                               : 0;
        if (n == 0 || i + n > s.size()) return false;
        for (int k = 1; k < n; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80) return false;
        i += size_t(n);
    }
    return true;
}

std::string firstWord(std::string_view line, size_t& at) {
    while (at < line.size() && std::isspace(static_cast<unsigned char>(line[at])))
        ++at;
    const size_t b = at;
    while (at < line.size() && !std::isspace(static_cast<unsigned char>(line[at])))
        ++at;
    return std::string(line.substr(b, at - b));
}

// The engine answers a ping with the number, never the text ("ping +05" gets "pong 5").
std::string asNumber(const std::string& word) {
    const char* first = word.data() + (word.starts_with('+') ? 1 : 0);
    const char* last = word.data() + word.size();
    long long n = 0;
    const auto [end, ec] = std::from_chars(first, last, n);
    return ec == std::errc() && end == last && first != last ? std::to_string(n) : word;
}

} // namespace

int fuzzOne(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string input;
    std::set<std::string> pings;
    for (std::string_view line : tabiya::fuzz::lines(text)) {
        if (namesLogFile(line)) continue;
        input.append(line);
        input += '\n';
        size_t at = 0;
        if (firstWord(line, at) == "ping") pings.insert(asNumber(firstWord(line, at)));
    }
    const Run run = runEngine(input);
    const std::string tail = "\n--- stderr:\n" + run.err.substr(0, 20000);
    FUZZ_CHECK(!run.timedOut, "the engine did not exit within " + std::to_string(ChildSeconds) +
                                  " s of its input's end" + tail);
    FUZZ_CHECK(!WIFSIGNALED(run.status),
               "the engine died of signal " + std::to_string(WTERMSIG(run.status)) + tail);
    FUZZ_CHECK(WEXITSTATUS(run.status) != ChildFailure, "the engine's sanitizer report" + tail);
    FUZZ_CHECK(WEXITSTATUS(run.status) == 0,
               "the engine exited with " + std::to_string(WEXITSTATUS(run.status)) + tail);
    for (std::string_view line : tabiya::fuzz::lines(run.out)) {
        FUZZ_CHECK(printableUtf8(line), "the engine wrote an unprintable line: \"" +
                                            std::string(line.substr(0, 200)) + "\"");
        size_t at = 0;
        if (firstWord(line, at) == "pong") {
            const std::string n = firstWord(line, at);
            FUZZ_CHECK(pings.count(n), "the engine answered pong " + n + " to no ping");
        }
    }
    return 0;
}

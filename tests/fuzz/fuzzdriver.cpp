// The fuzz driver for builds without libFuzzer (gcc): replays a corpus through the
// target's fuzzOne, then mutates it for a time budget. Deterministic for a given --seed
// (the budget only decides how far the sequence gets). When the libraries are built with
// -fsanitize-coverage=trace-pc (the sanitizer build), a mutated input that reaches code no
// earlier input reached joins the pool, so mutation climbs into deeper code.
//
//   fuzz-TARGET [--seconds N] [--seed N] [--max-len N] [--timeout N] [--dict FILE]...
//               [--crash-dir DIR] CORPUS_DIR_OR_FILE...
//
// A crash (a signal, a sanitizer report, a broken FUZZ_CHECK, an input running longer
// than --timeout seconds) writes the input to CRASH_DIR/crash-TARGET-HASH, prints it
// escaped, and exits non-zero. Give that file as the corpus to reproduce it.

#include "tests/fuzz/fuzztarget.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <sys/time.h>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace {

using Bytes = std::string;

// --- the input being run, for the crash handlers (async-signal-safe access only) ---
const char* g_current = nullptr;
size_t g_currentSize = 0;
char g_crashPath[4096] = "";
const char* g_crashReason = "crash";

// --- coverage: one bit per instrumented program counter seen so far ---
constexpr size_t CoverageBits = 1 << 20;
std::array<uint8_t, CoverageBits / 8> g_seen{};
size_t g_newPcs = 0;

} // namespace

// gcc and clang call this at every instrumented basic block (-fsanitize-coverage=trace-pc).
extern "C" void __sanitizer_cov_trace_pc() {
    const auto pc = reinterpret_cast<uintptr_t>(__builtin_return_address(0));
    const size_t bit = (pc ^ (pc >> 20)) & (CoverageBits - 1);
    uint8_t& byte = g_seen[bit >> 3];
    const uint8_t mask = uint8_t(1u << (bit & 7));
    if (!(byte & mask)) {
        byte |= mask;
        ++g_newPcs;
    }
}

namespace {

void writeAll(int fd, const char* p, size_t n) {
    while (n > 0) {
        const ssize_t w = ::write(fd, p, n);
        if (w <= 0) return;
        p += w;
        n -= size_t(w);
    }
}
void say(const char* text) {
    writeAll(2, text, std::strlen(text));
}

// Saves the current input; called from signal handlers and the sanitizers' death callback.
void saveCrash() {
    static bool saved = false;
    if (saved || !g_current) return;
    saved = true;
    const int fd = ::open(g_crashPath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
        writeAll(fd, g_current, g_currentSize);
        ::close(fd);
    }
    say("\n==FUZZ== ");
    say(g_crashReason);
    say(": input saved to ");
    say(g_crashPath);
    say("\n==FUZZ== input (escaped): \"");
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < g_currentSize && i < 4096; ++i) {
        const unsigned char c = static_cast<unsigned char>(g_current[i]);
        char buf[4];
        size_t n = 0;
        if (c == '\n') {
            buf[n++] = '\\';
            buf[n++] = 'n';
        } else if (c == '\\' || c == '"') {
            buf[n++] = '\\';
            buf[n++] = char(c);
        } else if (c >= 0x20 && c < 0x7f) {
            buf[n++] = char(c);
        } else {
            buf[n++] = '\\';
            buf[n++] = 'x';
            buf[n++] = hex[c >> 4];
            buf[n++] = hex[c & 15];
        }
        writeAll(2, buf, n);
    }
    say("\"\n");
}

void onFatalSignal(int sig) {
    saveCrash();
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

void onTimeout(int) {
    g_crashReason = "timeout";
    saveCrash();
    ::_exit(3);
}

// Our handlers go only where nothing (a sanitizer) installed one: ASan's own SEGV report
// is better, and it reaches saveCrash through the death callback.
void installHandlers() {
    for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) {
        struct sigaction old {};
        sigaction(sig, nullptr, &old);
        if (old.sa_handler == SIG_DFL) std::signal(sig, onFatalSignal);
    }
    std::signal(SIGALRM, onTimeout);
}

} // namespace

#if defined(__SANITIZE_ADDRESS__)
extern "C" void __sanitizer_set_death_callback(void (*callback)(void));
// The sanitizers end with abort() after their report, so onFatalSignal saves the input
// (ASAN_OPTIONS / UBSAN_OPTIONS from the environment still add to these).
extern "C" const char* __asan_default_options() {
    return "abort_on_error=1";
}
extern "C" const char* __ubsan_default_options() {
    return "halt_on_error=1:abort_on_error=1:print_stacktrace=1";
}
#endif

namespace {

struct Options {
    double seconds = 10;
    uint64_t seed = 1;
    size_t maxLen = 4096;
    int timeout = 10;
    std::string crashDir = ".";
    std::vector<std::string> dicts;
    std::vector<std::string> corpus;
};

[[noreturn]] void usage(const char* argv0) {
    std::fprintf(stderr,
                 "usage: %s [--seconds N] [--seed N] [--max-len N] [--timeout N] "
                 "[--dict FILE]... [--crash-dir DIR] CORPUS_DIR_OR_FILE...\n",
                 argv0);
    std::exit(2);
}

Options parseArgs(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string {
            if (i + 1 >= argc) usage(argv[0]);
            return argv[++i];
        };
        try {
            if (a == "--seconds")
                o.seconds = std::stod(next());
            else if (a == "--seed")
                o.seed = std::stoull(next());
            else if (a == "--max-len")
                o.maxLen = std::max<size_t>(1, std::stoull(next()));
            else if (a == "--timeout")
                o.timeout = std::stoi(next());
            else if (a == "--dict")
                o.dicts.push_back(next());
            else if (a == "--crash-dir")
                o.crashDir = next();
            else if (a.rfind("--", 0) == 0)
                usage(argv[0]);
            else
                o.corpus.push_back(a);
        } catch (const std::exception&) {
            usage(argv[0]);
        }
    }
    return o;
}

Bytes readFile(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// libFuzzer/AFL dictionary lines: name="token" or "token", with \\, \" and \xNN escapes.
std::vector<Bytes> readDictionary(const std::string& path) {
    std::vector<Bytes> tokens;
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "cannot read dictionary %s\n", path.c_str());
        std::exit(2);
    }
    std::string line;
    while (std::getline(in, line)) {
        const size_t open = line.find('"');
        const size_t close = line.rfind('"');
        if (line.empty() || line[0] == '#' || open == std::string::npos || close <= open) continue;
        Bytes t;
        for (size_t i = open + 1; i < close; ++i) {
            if (line[i] == '\\' && i + 1 < close) {
                ++i;
                if (line[i] == 'x' && i + 2 < close) {
                    t += char(std::stoi(line.substr(i + 1, 2), nullptr, 16));
                    i += 2;
                } else if (line[i] == 'n') {
                    t += '\n';
                } else {
                    t += line[i];
                }
            } else {
                t += line[i];
            }
        }
        if (!t.empty()) tokens.push_back(t);
    }
    return tokens;
}

// Numbers that break integer arithmetic, for replacing a number in the input.
const char* const InterestingNumbers[] = {
    "0",
    "1",
    "-1",
    "7",
    "8",
    "9",
    "10",
    "16",
    "17",
    "127",
    "128",
    "255",
    "256",
    "-129",
    "32767",
    "32768",
    "-32769",
    "65535",
    "65536",
    "100000",
    "99999",
    "100001",
    "-100000",
    "1000000",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "4294967303",
    "3000000000",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "00000000000000000001",
    "1e9",
    "0x10",
    "+5",
    "-0",
};

class Mutator {
public:
    Mutator(uint64_t seed, std::vector<Bytes> dict, size_t maxLen)
        : m_rng(seed)
        , m_dict(std::move(dict))
        , m_maxLen(maxLen) {}

    // Stacks one to eight mutations on a copy of `base`; `other` is a splice partner.
    Bytes mutate(const Bytes& base, const Bytes& other) {
        Bytes s = base;
        const int rounds = 1 << below(4);
        for (int r = 0; r < rounds; ++r)
            mutateOnce(s, other);
        if (s.size() > m_maxLen) s.resize(m_maxLen);
        return s;
    }

    size_t below(size_t n) {
        return n == 0 ? 0 : std::uniform_int_distribution<size_t>(0, n - 1)(m_rng);
    }

private:
    char randomChar() {
        // Mostly printable text: the targets parse text.
        static const char common[] =
            " \t\n=\"/-+.0123456789abcdefghpqrknbKQRNBPCAEHxX@#()[]{};!?$*~,";
        switch (below(4)) {
        case 0: return char(below(256));
        case 1: return char(0x20 + below(0x5f));
        default: return common[below(sizeof common - 1)];
        }
    }
    std::string_view token() {
        if (!m_dict.empty() && below(4) != 0) return m_dict[below(m_dict.size())];
        return InterestingNumbers[below(std::size(InterestingNumbers))];
    }
    // [begin, end) of the lines of s.
    std::vector<std::pair<size_t, size_t>> lineSpans(const Bytes& s) {
        std::vector<std::pair<size_t, size_t>> spans;
        size_t start = 0;
        while (start < s.size()) {
            size_t end = s.find('\n', start);
            end = end == Bytes::npos ? s.size() : end + 1;
            spans.emplace_back(start, end);
            start = end;
        }
        return spans;
    }

    void mutateOnce(Bytes& s, const Bytes& other) {
        const size_t pos = below(s.size() + 1);
        switch (below(13)) {
        case 0: // flip a bit
            if (!s.empty()) s[below(s.size())] ^= char(1u << below(8));
            break;
        case 1: // set a byte
            if (!s.empty()) s[below(s.size())] = randomChar();
            break;
        case 2: // insert bytes
            for (size_t n = 1 + below(4); n > 0; --n)
                s.insert(s.begin() + std::ptrdiff_t(pos), randomChar());
            break;
        case 3: // erase a range
            if (!s.empty()) s.erase(below(s.size()), 1 + below(std::min<size_t>(s.size(), 16)));
            break;
        case 4: // copy a range elsewhere
            if (!s.empty()) {
                const size_t from = below(s.size());
                const Bytes piece = s.substr(from, 1 + below(32));
                s.insert(below(s.size() + 1), piece);
            }
            break;
        case 5:
        case 6: // insert a dictionary token or a number
            s.insert(pos, token());
            break;
        case 7: { // overwrite with a token
            const std::string_view t = token();
            s.replace(pos, std::min(t.size(), s.size() - pos), t);
            break;
        }
        case 8: { // replace a number by an interesting one
            std::vector<size_t> starts;
            for (size_t i = 0; i < s.size(); ++i)
                if (std::isdigit(static_cast<unsigned char>(s[i])) &&
                    (i == 0 || !std::isdigit(static_cast<unsigned char>(s[i - 1]))))
                    starts.push_back(i);
            if (starts.empty()) break;
            size_t b = starts[below(starts.size())];
            size_t e = b;
            while (e < s.size() && std::isdigit(static_cast<unsigned char>(s[e])))
                ++e;
            if (b > 0 && s[b - 1] == '-') --b;
            s.replace(b, e - b, InterestingNumbers[below(std::size(InterestingNumbers))]);
            break;
        }
        case 9: // splice: a prefix of this, a suffix of the other
            if (!other.empty()) s = s.substr(0, pos) + other.substr(below(other.size()));
            break;
        case 10: { // insert a line of the other input
            const auto spans = lineSpans(other);
            if (spans.empty()) break;
            const auto [b, e] = spans[below(spans.size())];
            const auto mine = lineSpans(s);
            const size_t at = mine.empty() ? 0 : mine[below(mine.size())].first;
            s.insert(at, other.substr(b, e - b));
            break;
        }
        case 11: { // delete or duplicate a line
            const auto spans = lineSpans(s);
            if (spans.empty()) break;
            const auto [b, e] = spans[below(spans.size())];
            if (below(2))
                s.erase(b, e - b);
            else
                s.insert(b, s.substr(b, e - b));
            break;
        }
        case 12: { // swap two lines
            auto spans = lineSpans(s);
            if (spans.size() < 2) break;
            const size_t i = below(spans.size()), j = below(spans.size());
            if (i == j) break;
            std::vector<Bytes> parts;
            for (auto [b, e] : spans)
                parts.push_back(s.substr(b, e - b));
            if (!parts.back().empty() && parts.back().back() != '\n') parts.back() += '\n';
            std::swap(parts[i], parts[j]);
            s.clear();
            for (const auto& p : parts)
                s += p;
            break;
        }
        }
    }

    std::mt19937_64 m_rng;
    std::vector<Bytes> m_dict;
    size_t m_maxLen;
};

std::string targetName(const char* argv0) {
    std::string name = fs::path(argv0).filename().string();
    return name.rfind("fuzz-", 0) == 0 ? name.substr(5) : name;
}

uint64_t fnv1a(const Bytes& s) {
    uint64_t h = 1469598103934665603ull;
    for (unsigned char c : s)
        h = (h ^ c) * 1099511628211ull;
    return h;
}

class Runner {
public:
    Runner(const Options& o, const std::string& target)
        : m_options(o)
        , m_target(target) {}

    // Runs one input; true when it reached code nothing before it reached.
    bool run(const Bytes& input) {
        char path[64];
        std::snprintf(path, sizeof path, "/crash-%s-%016llx", m_target.c_str(),
                      static_cast<unsigned long long>(fnv1a(input)));
        std::snprintf(g_crashPath, sizeof g_crashPath, "%s%s", m_options.crashDir.c_str(), path);
        g_current = input.data();
        g_currentSize = input.size();
        const size_t before = g_newPcs;
        if (m_options.timeout > 0) alarm(unsigned(m_options.timeout));
        fuzzOne(reinterpret_cast<const uint8_t*>(input.data()), input.size());
        if (m_options.timeout > 0) alarm(0);
        g_current = nullptr;
        ++m_runs;
        return g_newPcs > before;
    }
    uint64_t runs() const { return m_runs; }

private:
    const Options& m_options;
    std::string m_target;
    uint64_t m_runs = 0;
};

} // namespace

int main(int argc, char** argv) {
    const Options options = parseArgs(argc, argv);
    const std::string target = targetName(argv[0]);
    installHandlers();
#if defined(__SANITIZE_ADDRESS__)
    __sanitizer_set_death_callback(saveCrash);
#endif
    std::error_code ec;
    fs::create_directories(options.crashDir, ec);

    // The corpus, in a fixed order so that a seed means the same run everywhere.
    std::vector<fs::path> files;
    for (const auto& c : options.corpus) {
        if (fs::is_directory(c)) {
            for (const auto& e : fs::directory_iterator(c))
                if (e.is_regular_file()) files.push_back(e.path());
        } else if (fs::is_regular_file(c)) {
            files.emplace_back(c);
        } else {
            std::fprintf(stderr, "no such corpus: %s\n", c.c_str());
            return 2;
        }
    }
    std::sort(files.begin(), files.end());
    std::vector<Bytes> dict;
    for (const auto& d : options.dicts) {
        auto tokens = readDictionary(d);
        dict.insert(dict.end(), tokens.begin(), tokens.end());
    }

    Runner runner(options, target);
    std::vector<Bytes> pool;
    for (const auto& f : files) {
        Bytes input = readFile(f);
        if (input.size() > options.maxLen) input.resize(options.maxLen);
        runner.run(input);
        pool.push_back(std::move(input));
    }
    if (pool.empty()) pool.emplace_back();
    const size_t seeds = pool.size();
    std::fprintf(stderr, "fuzz-%s: replayed %zu inputs, %zu code points\n", target.c_str(),
                 files.size(), g_newPcs);

    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                                      std::chrono::duration<double>(options.seconds));
    Mutator mutator(options.seed, dict, options.maxLen);
    auto lastReport = start;
    while (options.seconds > 0 && Clock::now() < deadline) {
        const Bytes& base = pool[mutator.below(pool.size())];
        const Bytes& other = pool[mutator.below(pool.size())];
        Bytes input = mutator.mutate(base, other);
        if (runner.run(input)) pool.push_back(std::move(input));
        if (Clock::now() - lastReport > std::chrono::seconds(10)) {
            lastReport = Clock::now();
            std::fprintf(stderr, "fuzz-%s: %llu runs, pool %zu, %zu code points\n", target.c_str(),
                         static_cast<unsigned long long>(runner.runs()), pool.size(), g_newPcs);
        }
    }
    const double took = std::chrono::duration<double>(Clock::now() - start).count();
    std::fprintf(stderr,
                 "fuzz-%s: done, %llu runs in %.1f s (seed %llu), pool %zu (%zu seeds), %zu "
                 "code points\n",
                 target.c_str(), static_cast<unsigned long long>(runner.runs()), took,
                 static_cast<unsigned long long>(options.seed), pool.size(), seeds, g_newPcs);
    return 0;
}

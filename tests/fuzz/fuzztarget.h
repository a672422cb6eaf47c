#pragma once
// The shape every fuzz target has: one function taking bytes (libFuzzer's
// LLVMFuzzerTestOneInput), linked either to libFuzzer (clang, TABIYA_LIBFUZZER) or to our
// own driver (fuzzdriver.cpp). A target returns 0 and checks its invariants with
// FUZZ_CHECK, which aborts: the driver then saves the input as a crash.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

int fuzzOne(const uint8_t* data, size_t size);

namespace tabiya::fuzz {

[[noreturn]] inline void checkFailed(const char* what, const char* file, int line,
                                     const std::string& detail) {
    std::fprintf(stderr, "\n==FUZZ== invariant broken at %s:%d: %s\n", file, line, what);
    if (!detail.empty()) std::fprintf(stderr, "==FUZZ== %s\n", detail.c_str());
    std::fflush(stderr);
    std::abort();
}

// The input's lines, without their '\n' (and a '\r' before it).
inline std::vector<std::string_view> lines(std::string_view text) {
    std::vector<std::string_view> out;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        out.push_back(line);
        start = end + 1;
    }
    return out;
}

} // namespace tabiya::fuzz

// FUZZ_CHECK(condition, detail): detail is any std::string expression, evaluated only
// when the condition fails.
#define FUZZ_CHECK(cond, detail)                                                                   \
    do {                                                                                           \
        if (!(cond)) ::tabiya::fuzz::checkFailed(#cond, __FILE__, __LINE__, (detail));             \
    } while (0)

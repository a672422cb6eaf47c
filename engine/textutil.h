#pragma once
// Small pure helpers for the protocol front ends: splitting lines into words, reading
// numbers without trusting them, and CECP/CXBoard time formats.

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tabiya::engine::text {

std::vector<std::string> split(std::string_view line);
std::string trim(std::string_view s);
std::string lower(std::string_view s);
// The rest of the line after the first word, trimmed.
std::string rest(std::string_view line);
// A whole decimal integer (optional sign) within [lo, hi], or nothing.
std::optional<int64_t> parseInt(std::string_view s, int64_t lo = INT64_MIN / 2,
                                int64_t hi = INT64_MAX / 2);
// A decimal number such as "5", "0.5", "-1.25", or nothing.
std::optional<double> parseDecimal(std::string_view s);
// Untrusted input made safe to echo on one protocol line: control bytes and broken UTF-8
// become '?', and anything past maxBytes is cut off with "...".
std::string printable(std::string_view s, size_t maxBytes = 200);
// The parts joined (one allocation; GCC 12 also warns wrongly about " " + string).
std::string concat(std::initializer_list<std::string_view> parts);
// CECP level's base time, "5" (minutes) or "0:30" (minutes:seconds), in milliseconds.
std::optional<int64_t> parseMinutesSeconds(std::string_view s);

} // namespace tabiya::engine::text

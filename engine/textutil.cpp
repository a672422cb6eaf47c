#include "engine/textutil.h"

#include <cctype>
#include <charconv>
#include <cmath>

namespace tabiya::engine::text {

std::vector<std::string> split(std::string_view line) {
    std::vector<std::string> words;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i])))
            ++i;
        const size_t start = i;
        while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i])))
            ++i;
        if (i > start) words.emplace_back(line.substr(start, i - start));
    }
    return words;
}

std::string trim(std::string_view s) {
    size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a])))
        ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1])))
        --b;
    return std::string(s.substr(a, b - a));
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string rest(std::string_view line) {
    const std::string t = trim(line);
    size_t i = 0;
    while (i < t.size() && !std::isspace(static_cast<unsigned char>(t[i])))
        ++i;
    return trim(std::string_view(t).substr(i));
}

std::optional<int64_t> parseInt(std::string_view s, int64_t lo, int64_t hi) {
    if (!s.empty() && s[0] == '+') s.remove_prefix(1);
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi)
        return std::nullopt;
    return v;
}

std::optional<double> parseDecimal(std::string_view s) {
    bool negative = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
        negative = s[0] == '-';
        s.remove_prefix(1);
    }
    const size_t dot = s.find('.');
    const std::string_view whole = s.substr(0, dot);
    const std::string_view frac = dot == std::string_view::npos ? "" : s.substr(dot + 1);
    if (whole.empty() && frac.empty()) return std::nullopt;
    double v = 0;
    if (!whole.empty()) {
        auto w = parseInt(whole, 0, 1'000'000'000'000LL);
        if (!w) return std::nullopt;
        v = double(*w);
    }
    double scale = 0.1;
    for (char c : frac) {
        if (c < '0' || c > '9') return std::nullopt;
        v += (c - '0') * scale;
        scale /= 10;
    }
    return negative ? -v : v;
}

std::string printable(std::string_view s, size_t maxBytes) {
    std::string out;
    size_t i = 0;
    while (i < s.size() && out.size() < maxBytes) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            out += c < 0x20 || c == 0x7f ? '?' : char(c);
            ++i;
            continue;
        }
        // A well-formed UTF-8 sequence (no overlongs, no surrogates) is kept whole.
        const int n = c >= 0xc2 && c <= 0xdf   ? 2
                      : c >= 0xe0 && c <= 0xef ? 3
                      : c >= 0xf0 && c <= 0xf4 ? 4
                                               : 0;
        bool ok = n > 0 && i + n <= s.size();
        for (int k = 1; ok && k < n; ++k)
            ok = (static_cast<unsigned char>(s[i + k]) & 0xc0) == 0x80;
        if (ok && n >= 3) {
            const auto c1 = static_cast<unsigned char>(s[i + 1]);
            ok = !(c == 0xe0 && c1 < 0xa0) && !(c == 0xed && c1 >= 0xa0) &&
                 !(c == 0xf0 && c1 < 0x90) && !(c == 0xf4 && c1 >= 0x90);
        }
        if (!ok) {
            out += '?';
            ++i;
            continue;
        }
        out.append(s.substr(i, size_t(n)));
        i += size_t(n);
    }
    if (i < s.size()) out += "...";
    return out;
}

std::string concat(std::initializer_list<std::string_view> parts) {
    size_t size = 0;
    for (auto p : parts)
        size += p.size();
    std::string out;
    out.reserve(size);
    for (auto p : parts)
        out.append(p);
    return out;
}

std::optional<int64_t> parseMinutesSeconds(std::string_view s) {
    const size_t colon = s.find(':');
    if (colon == std::string_view::npos) {
        auto minutes = parseDecimal(s);
        if (!minutes || *minutes < 0 || *minutes > 1e6) return std::nullopt;
        return int64_t(std::llround(*minutes * 60000));
    }
    const std::string_view m = s.substr(0, colon), sec = s.substr(colon + 1);
    auto minutes = m.empty() ? std::optional<int64_t>(0) : parseInt(m, 0, 1'000'000);
    auto seconds = parseDecimal(sec);
    if (!minutes || !seconds || *seconds < 0 || *seconds >= 60 || sec.empty()) return std::nullopt;
    return *minutes * 60000 + int64_t(std::llround(*seconds * 1000));
}

} // namespace tabiya::engine::text

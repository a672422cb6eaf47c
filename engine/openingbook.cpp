#include "engine/openingbook.h"

#include "board/core/movetext.h"
#include "board/core/san.h"
#include "engine/textutil.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace tabiya::engine {

namespace {

// A book is a few thousand lines; these only keep a wrong folder from eating the memory.
constexpr uintmax_t MaxBookBytes = 64 * 1024 * 1024;
constexpr int MaxBookPlies = 400;

bool isResult(const std::string& w) {
    return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*";
}

// "12." or "12..." alone is a move number; "1.e4" carries its move after the dots.
std::string withoutMoveNumber(const std::string& w) {
    size_t i = 0;
    while (i < w.size() && w[i] >= '0' && w[i] <= '9')
        ++i;
    if (i == 0 || i == w.size() || w[i] != '.') return w;
    while (i < w.size() && w[i] == '.')
        ++i;
    return w.substr(i);
}

} // namespace

uint64_t OpeningBook::key(const Position& pos) {
    // Positions of different variants must not meet in one table.
    return pos.hash() ^ (std::hash<std::string>{}(pos.variant().name) * 0x9e3779b97f4a7c15ULL);
}

std::string OpeningBook::load(const std::string& folder) {
    clear();
    if (folder.empty()) return {};
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) return "book folder not found: " + folder;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(folder, ec))
        if (entry.path().extension() == ".book" && entry.is_regular_file(ec))
            files.push_back(entry.path());
    std::sort(files.begin(), files.end()); // the same book whatever the directory order
    if (files.empty()) return "no *.book files in " + folder;
    std::string problem;
    uintmax_t total = 0;
    for (const auto& f : files) {
        total += fs::file_size(f, ec);
        if (ec || total > MaxBookBytes) return "book files too big in " + folder;
        std::ifstream in(f, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        const std::string p = addText(text.str(), f.filename().string());
        if (problem.empty()) problem = p;
    }
    return problem;
}

std::string OpeningBook::addText(const std::string& text, const std::string& source) {
    const Variant* variant = &Variant::chess();
    std::string problem;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (const size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
        const auto words = text::split(line);
        if (words.empty()) continue;
        if (words[0] == "variant") {
            const Variant* v = words.size() == 2 ? Variant::byName(words[1]) : nullptr;
            // Only the variants the engine plays (board/core knows more).
            if (v == &Variant::chess() || v == &Variant::xiangqi())
                variant = v;
            else if (problem.empty())
                problem = source + " line " + std::to_string(number) + ": unknown variant";
            continue;
        }
        Position pos = Position::startPosition(*variant);
        for (const auto& word : words) {
            const std::string w = withoutMoveNumber(word);
            if (w.empty()) continue;
            if (isResult(w) || w[0] == '{' || pos.gamePly() >= MaxBookPlies) break;
            Move m = parseCoordinateMove(pos, w);
            if (m.isNone()) m = parseSan(pos, w);
            if (m.isNone() || m.isNull()) {
                if (problem.empty())
                    problem = source + " line " + std::to_string(number) + ": illegal move " +
                              text::printable(w, 40);
                break;
            }
            auto& entries = m_positions[key(pos)];
            auto it = std::find_if(entries.begin(), entries.end(),
                                   [m](const Entry& e) { return e.move == m; });
            if (it == entries.end())
                entries.push_back({m, 1});
            else
                ++it->weight;
            pos.makeMove(m);
        }
    }
    return problem;
}

std::vector<OpeningBook::Entry> OpeningBook::moves(const Position& pos) const {
    std::vector<Entry> out;
    const auto it = m_positions.find(key(pos));
    if (it == m_positions.end()) return out;
    Position p = pos;
    for (const Entry& e : it->second)
        if (p.isLegalMove(e.move)) out.push_back(e); // a hash collision could bring others
    std::stable_sort(out.begin(), out.end(),
                     [](const Entry& a, const Entry& b) { return a.weight > b.weight; });
    return out;
}

Move OpeningBook::pick(const Position& pos, const std::vector<Move>& allowed,
                       std::mt19937& rng) const {
    std::vector<Entry> candidates;
    int total = 0;
    for (const Entry& e : moves(pos))
        if (allowed.empty() || std::find(allowed.begin(), allowed.end(), e.move) != allowed.end()) {
            candidates.push_back(e);
            total += e.weight;
        }
    if (candidates.empty()) return Move();
    int r = std::uniform_int_distribution<int>(0, total - 1)(rng);
    for (const Entry& e : candidates) {
        if (r < e.weight) return e.move;
        r -= e.weight;
    }
    return candidates.front().move;
}

} // namespace tabiya::engine

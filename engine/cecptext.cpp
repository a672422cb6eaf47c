#include "engine/cecptext.h"

#include "board/core/movetext.h"
#include "engine/textutil.h"

#include <cctype>

namespace tabiya::engine::cecp {

bool looksLikeMove(const std::string& w) {
    if (w == "O-O" || w == "O-O-O" || w == "@@@@") return true;
    if (w.size() < 4 || w.size() > 12) return false;
    const bool square = w[0] >= 'a' && w[0] <= 'p' && w[1] >= '0' && w[1] <= '9';
    const bool drop = w[1] == '@';
    return square || drop;
}

std::string movesText(Position p, const std::vector<Move>& pv) {
    std::string text;
    for (Move m : pv) {
        if (!p.isLegalMove(m)) break;
        if (!text.empty()) text += ' ';
        text += coordinateText(p, m);
        p.makeMove(m);
    }
    return text;
}

int cecpScore(int score) {
    if (!isMateScore(score)) return score;
    return score > 0 ? 100000 + mateInMoves(score) : -100000 + mateInMoves(score);
}

std::string thinkingLine(const SearchReport& r, const Position& root) {
    std::string pv = movesText(root, r.pv);
    if (r.bound == BoundUpper)
        pv += '?';
    else if (r.bound == BoundLower)
        pv += '!';
    return std::to_string(r.depth) + ' ' + std::to_string(cecpScore(r.score)) + ' ' +
           std::to_string(r.ms / 10) + ' ' + std::to_string(r.nodes) + ' ' +
           std::to_string(r.seldepth) + ' ' + std::to_string(r.nps) + " 0\t" + pv;
}

std::string stat01Line(int64_t ms, uint64_t nodes, int depth, int movesLeft, int movesTotal,
                       const std::string& move) {
    return "stat01: " + std::to_string(ms / 10) + " " + std::to_string(nodes) + " " +
           std::to_string(depth) + " " + std::to_string(movesLeft) + " " +
           std::to_string(movesTotal) + (move.empty() ? "" : " " + move);
}

bool applyEditLine(Position& pos, Color color, const std::string& line) {
    const std::string t = text::trim(line);
    if (t.size() < 3) return false;
    const Variant& v = pos.variant();
    size_t at = 1;
    const Square s = parseSquare(v, t, at);
    if (s == NoSquare || at != t.size()) return false;
    if (t[0] == 'x' || t[0] == 'X') {
        pos.put(s, NoPiece);
        return true;
    }
    const int kind = v.kindForLetter(char(std::toupper(static_cast<unsigned char>(t[0]))));
    if (kind < 0) return false;
    pos.put(s, makePiece(color, kind));
    return true;
}

std::vector<std::string> bookLines(const OpeningBook& book, const Position& pos) {
    const auto entries = book.moves(pos);
    std::vector<std::string> lines;
    int total = 0;
    for (const auto& e : entries)
        total += e.weight;
    if (entries.empty())
        lines.push_back(book.empty() ? " no opening book (see the Book Folder option)"
                                     : " no book moves in this position");
    for (const auto& e : entries) {
        const int percent = (e.weight * 100 + total / 2) / total;
        lines.push_back(
            text::concat({" ", coordinateText(pos, e.move), " ", std::to_string(percent), "% (",
                          std::to_string(e.weight), ")"}));
    }
    lines.push_back("");
    return lines;
}

} // namespace tabiya::engine::cecp

#include "engine/boardmarks.h"

#include <map>

namespace tabiya::engine {

using namespace geometry;

namespace {

std::string colorFen(const Variant& v, const std::map<Square, char>& marks) {
    std::string out;
    for (int r = v.height - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < v.width; ++f) {
            auto it = marks.find(square(f, r));
            if (it == marks.end()) {
                ++empty;
                continue;
            }
            if (empty) out += std::to_string(empty);
            empty = 0;
            out += it->second;
        }
        if (empty) out += std::to_string(empty);
        if (r) out += '/';
    }
    return out;
}

std::map<Square, char> destinations(Position& pos, Square from) {
    std::map<Square, char> marks;
    MoveList legal;
    pos.generateLegal(legal);
    for (Move m : legal) {
        if (m.from() != from || m.type() == MoveType::Drop) continue;
        Square to = m.to();
        if (m.type() == MoveType::Castle) // shown where the king lands
            to = square(to > from ? pos.variant().width - 2 : 2, rankOf(from));
        char c = pos.isCapture(m) ? 'R' : 'Y';
        if (m.type() == MoveType::Promotion) c = 'M';
        marks[to] = c;
    }
    return marks;
}

} // namespace

std::string liftMarks(Position& pos, Square from) {
    return colorFen(pos.variant(), destinations(pos, from));
}

std::string hoverMarks(Position& pos, Square from, Square to) {
    MoveList legal;
    pos.generateLegal(legal);
    for (Move m : legal)
        if (m.from() == from && m.to() == to && m.type() == MoveType::EnPassant) {
            auto marks = destinations(pos, from);
            marks[square(fileOf(to), rankOf(from))] = 'g';
            return colorFen(pos.variant(), marks);
        }
    return {};
}

std::string promotionChoice(Position& pos, Square from, Square to) {
    MoveList legal;
    pos.generateLegal(legal);
    std::string choice;
    for (Move m : legal)
        if (m.from() == from && m.to() == to && m.type() == MoveType::Promotion)
            choice += pos.variant().kinds[m.kind()].letter;
    return choice;
}

} // namespace tabiya::engine

#include "app/session/uncheckedmove.h"

#include "board/core/movetext.h"

#include <cctype>

namespace tabiya {

bool isPlausibleMove(const Position& pos, Move m) {
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove();
    if (m.isNone() || m.isNull() || !v.contains(m.to())) return false;
    const Piece target = pos.at(m.to());
    if (isPiece(target) && colorOf(target) == us) return false;
    if (m.type() == MoveType::Drop) return !isPiece(target) && m.kind() < int(v.kinds.size());
    if (!v.contains(m.from()) || m.from() == m.to()) return false;
    const Piece mover = pos.at(m.from());
    if (!isPiece(mover) || colorOf(mover) != us) return false;
    return m.type() != MoveType::Promotion || m.kind() < int(v.kinds.size());
}

Move parseUncheckedMove(Position& pos, std::string_view text) {
    if (Move m = parseCoordinateMove(pos, text); !m.isNone()) return m;
    const Variant& v = pos.variant();
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    while (!text.empty() && (text.back() == '+' || text.back() == '#'))
        text.remove_suffix(1);
    auto kindOfLetter = [&](char c) {
        return v.kindForLetter(char(std::toupper(static_cast<unsigned char>(c))));
    };
    size_t at = 0;
    Move m;
    if (text.size() >= 2 && text[1] == '@') {
        const int kind = kindOfLetter(text[0]);
        at = 2;
        const Square to = parseSquare(v, text, at);
        if (kind < 0 || to == NoSquare || at != text.size()) return {};
        m = Move(NoSquare, to, MoveType::Drop, kind);
    } else {
        const Square from = parseSquare(v, text, at);
        const Square to = from == NoSquare ? NoSquare : parseSquare(v, text, at);
        if (to == NoSquare) return {};
        m = Move(from, to);
        if (at + 1 == text.size()) {
            const int kind = kindOfLetter(text[at]);
            if (kind < 0) return {};
            m = Move(from, to, MoveType::Promotion, kind);
        } else if (at != text.size()) {
            return {};
        }
    }
    return isPlausibleMove(pos, m) ? m : Move();
}

} // namespace tabiya

#include "board/core/movetext.h"

#include <cctype>

namespace tabiya {

using namespace geometry;

namespace {

int firstRankNumber(const Variant& v) {
    return v.height == 10 ? 0 : 1;
}

bool isStandardCastling(const Position& pos, Move m) {
    // King on its usual file and the rook in the corner: e1g1 is then unambiguous.
    const Variant& v = pos.variant();
    // (Janus's king stands on e1 of ten files, left of the middle.)
    const int kingFile = v.castleKingTo[0] >= 0 ? (v.width - 1) / 2 : v.width / 2;
    return fileOf(m.from()) == kingFile && (fileOf(m.to()) == 0 || fileOf(m.to()) == v.width - 1);
}

} // namespace

std::string squareName(const Variant& v, Square s) {
    return std::string(1, char('a' + fileOf(s))) + std::to_string(rankOf(s) + firstRankNumber(v));
}

Square parseSquare(const Variant& v, std::string_view text, size_t& pos) {
    if (pos >= text.size()) return NoSquare;
    const char f = text[pos];
    if (f < 'a' || f >= 'a' + v.width) return NoSquare;
    size_t i = pos + 1;
    int rank = 0, digits = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && digits < 2) {
        rank = rank * 10 + (text[i] - '0');
        ++i;
        ++digits;
    }
    if (digits == 0) return NoSquare;
    rank -= firstRankNumber(v);
    if (rank < 0 || rank >= v.height) {
        // "a10" style ambiguity on tall boards: try a single digit.
        if (digits == 2) {
            rank = text[pos + 1] - '0' - firstRankNumber(v);
            i = pos + 2;
            if (rank < 0 || rank >= v.height) return NoSquare;
        } else {
            return NoSquare;
        }
    }
    pos = i;
    return square(f - 'a', rank);
}

std::string coordinateText(const Position& pos, Move m, CastlingNotation castling) {
    const Variant& v = pos.variant();
    switch (m.type()) {
    case MoveType::Null: return "@@@@";
    // Chu's lion: the two legs as XBoard sends them ("f4f5,f5f6", igui "f4f5,f5f4"); a
    // step out and back is a pass, which XBoard and HaChu write as the null move.
    case MoveType::Double:
        if (m.to() == m.from() && !isPiece(pos.at(m.mid()))) return "@@@@";
        return squareName(v, m.from()) + squareName(v, m.mid()) + "," + squareName(v, m.mid()) +
               squareName(v, m.to());
    // The king's square twice, as Fairy-Stockfish reads a pass in every version and
    // protocol (11.1 in CECP rejects XBoard's "@@@@"; it sends "pass", newer ones "@@@@").
    case MoveType::Pass: return squareName(v, m.from()) + squareName(v, m.to());
    case MoveType::Drop:
        return std::string(1, v.kinds[m.kind()].letter) + "@" + squareName(v, m.to());
    case MoveType::Castle: {
        const bool kingSide = m.to() > m.from();
        if (castling == CastlingNotation::OO ||
            (castling == CastlingNotation::KingTwoSquares && !isStandardCastling(pos, m)))
            return kingSide ? "O-O" : "O-O-O";
        if (castling == CastlingNotation::KingTakesRook)
            return squareName(v, m.from()) + squareName(v, m.to());
        const Square kingTo =
            square(v.castleKingFile(kingSide ? 0 : 1, fileOf(m.from())), rankOf(m.from()));
        return squareName(v, m.from()) + squareName(v, kingTo);
    }
    case MoveType::CastleGate: {
        // As XBoard and Fairy-Stockfish write it: e1g1h gates on e1, h1e1h on h1.
        const char letter =
            char(std::tolower(static_cast<unsigned char>(v.kinds[m.kind()].letter)));
        if (m.onRookSquare()) return squareName(v, m.to()) + squareName(v, m.from()) + letter;
        const Square kingTo =
            square(v.castleKingFile(m.to() > m.from() ? 0 : 1, fileOf(m.from())), rankOf(m.from()));
        return squareName(v, m.from()) + squareName(v, kingTo) + letter;
    }
    case MoveType::Promotion:
        // Shogi: "b2h8+" (and b2h8 for the move that does not promote).
        if (v.kinds[m.kind()].mark == '+')
            return squareName(v, m.from()) + squareName(v, m.to()) + "+";
        [[fallthrough]];
    case MoveType::Gate:
        return squareName(v, m.from()) + squareName(v, m.to()) +
               char(std::tolower(static_cast<unsigned char>(v.kinds[m.kind()].letter)));
    default: return squareName(v, m.from()) + squareName(v, m.to());
    }
}

Move passOrNull(Position& pos) {
    if (pos.variant().passing || pos.variant().chu) {
        MoveList legal;
        pos.generateLegal(legal);
        for (Move m : legal)
            if (m.isPass() || (m.isDouble() && m.to() == m.from() && !isPiece(pos.at(m.mid()))))
                return m;
        if (pos.variant().chu) return {}; // no lion may pass: "@@@@" is illegal
    }
    return Move::null();
}

Move parseCoordinateMove(Position& pos, std::string_view text) {
    const Variant& v = pos.variant();
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    // Shogi: a final "+" promotes (where no promotion is possible it was a check mark).
    bool plus = false;
    if (v.shogiNotation && !text.empty() && text.back() == '+') {
        plus = true;
        text.remove_suffix(1);
    }
    // Check and annotation marks some engines append.
    while (!text.empty() &&
           (text.back() == '+' || text.back() == '#' || text.back() == '!' || text.back() == '?'))
        text.remove_suffix(1);
    if (text == "@@@@" || text == "0000" || text == "pass") return passOrNull(pos);

    MoveList legal;
    pos.generateLegal(legal);

    std::string upper;
    for (char ch : text)
        upper += char(std::toupper(static_cast<unsigned char>(ch)));
    if (upper == "O-O" || upper == "0-0" || upper == "O-O-O" || upper == "0-0-0") {
        const bool kingSide = upper.size() == 3;
        for (Move m : legal)
            if (m.type() == MoveType::Castle && (m.to() > m.from()) == kingSide) return m;
        return {};
    }

    // Drops: "P@h3" (also "p@h3").
    if (text.size() >= 3 && text[1] == '@') {
        const int kind = v.kindForLetter(char(std::toupper(static_cast<unsigned char>(text[0]))));
        size_t at = 2;
        const Square to = parseSquare(v, text, at);
        if (kind < 0 || to == NoSquare || at != text.size()) return {};
        for (Move m : legal)
            if (m.type() == MoveType::Drop && m.kind() == kind && m.to() == to) return m;
        return {};
    }

    size_t at = 0;
    const Square from = parseSquare(v, text, at);
    if (from == NoSquare) return {};
    if (at < text.size() && (text[at] == '-' || text[at] == 'x')) ++at;
    Square to = parseSquare(v, text, at);
    // Multi-leg "c4d5,d5e4": the piece ends where the last leg ends; the first leg's end
    // is a chu lion's mid square.
    Square mid = NoSquare;
    while (to != NoSquare && at < text.size() && text[at] == ',') {
        ++at;
        const Square legFrom = parseSquare(v, text, at);
        const Square legTo = parseSquare(v, text, at);
        if (legFrom != to || legTo == NoSquare) return {};
        if (mid == NoSquare) mid = to;
        to = legTo;
    }
    if (to == NoSquare) return {};
    if (mid != NoSquare && at == text.size())
        for (Move m : legal)
            if (m.isDouble() && m.from() == from && m.mid() == mid && m.to() == to) return m;
    int promo = -1;
    if (at < text.size() && text[at] == '=') ++at;
    if (at < text.size()) {
        promo = v.kindForLetter(char(std::toupper(static_cast<unsigned char>(text[at]))));
        if (promo < 0 || at + 1 != text.size()) return {};
    }

    for (Move m : legal) {
        if (m.type() == MoveType::CastleGate) {
            if (promo < 0 || m.kind() != promo) continue;
            const Square kingTo = square(
                v.castleKingFile(m.to() > m.from() ? 0 : 1, fileOf(m.from())), rankOf(m.from()));
            if (m.onRookSquare() ? from == m.to() && to == m.from()
                                 : from == m.from() && to == kingTo)
                return m;
            continue;
        }
        if (m.type() == MoveType::Gate) {
            if (m.from() == from && m.to() == to && promo == m.kind()) return m;
            continue;
        }
        if (m.type() == MoveType::Castle) {
            if (m.from() != from || promo >= 0) continue;
            const bool kingSide = m.to() > m.from();
            const Square kingTo =
                square(v.castleKingFile(kingSide ? 0 : 1, fileOf(from)), rankOf(from));
            // e1g1 (king's destination) or e1h1 (king takes own rook).
            if (to == m.to() || (to == kingTo && kingTo != from)) return m;
            continue;
        }
        if (m.from() != from || m.to() != to || m.type() == MoveType::Drop || m.isDouble())
            continue;
        if (m.type() == MoveType::Promotion && v.kinds[m.kind()].mark == '+') {
            if (plus && promo < 0) return m;
            continue;
        }
        if (m.type() == MoveType::Promotion) {
            // Without a letter, promote to the first (best) choice.
            // A letter names the promoted kind by its letter (crazyhouse's Q~ is "q").
            if (promo < 0 ? m.kind() == v.promotionKinds.front()
                          : v.kinds[m.kind()].letter == v.kinds[promo].letter)
                return m;
            continue;
        }
        if (promo < 0 && !plus) return m;
    }
    if (plus) // "+" as a check mark after a move that cannot promote
        for (Move m : legal)
            if (m.from() == from && m.to() == to && m.type() == MoveType::Normal && promo < 0) {
                bool promotable = false;
                for (Move o : legal)
                    promotable |=
                        o.from() == from && o.to() == to && o.type() == MoveType::Promotion;
                if (!promotable) return m;
            }
    return {};
}

} // namespace tabiya

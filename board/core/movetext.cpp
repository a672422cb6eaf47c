#include "board/core/movetext.h"

#include <cctype>
#include <optional>

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

namespace {

// Drops: "P@h3" (also "p@h3").
Move parseDrop(const Variant& v, const MoveList& legal, std::string_view text) {
    const int kind = v.kindForLetter(char(std::toupper(static_cast<unsigned char>(text[0]))));
    size_t at = 2;
    const Square to = parseSquare(v, text, at);
    if (kind < 0 || to == NoSquare || at != text.size()) return {};
    for (Move m : legal)
        if (m.type() == MoveType::Drop && m.kind() == kind && m.to() == to) return m;
    return {};
}

// The squares and promotion letter a coordinate move names.
struct Coordinates {
    Square from = NoSquare, mid = NoSquare, to = NoSquare;
    int promo = -1;
};

std::optional<Coordinates> parseCoordinates(const Variant& v, std::string_view text) {
    Coordinates c;
    size_t at = 0;
    c.from = parseSquare(v, text, at);
    if (c.from == NoSquare) return std::nullopt;
    if (at < text.size() && (text[at] == '-' || text[at] == 'x')) ++at;
    c.to = parseSquare(v, text, at);
    // Multi-leg "c4d5,d5e4": the piece ends where the last leg ends; the first leg's end
    // is a chu lion's mid square.
    while (c.to != NoSquare && at < text.size() && text[at] == ',') {
        ++at;
        const Square legFrom = parseSquare(v, text, at);
        const Square legTo = parseSquare(v, text, at);
        if (legFrom != c.to || legTo == NoSquare) return std::nullopt;
        if (c.mid == NoSquare) c.mid = c.to;
        c.to = legTo;
    }
    if (c.to == NoSquare) return std::nullopt;
    if (at < text.size() && text[at] == '=') ++at;
    if (at < text.size()) {
        c.promo = v.kindForLetter(char(std::toupper(static_cast<unsigned char>(text[at]))));
        if (c.promo < 0 || at + 1 != text.size()) return std::nullopt;
    }
    return c;
}

// Does legal move m go as c names it? plus: a shogi "+" (promote) followed the squares.
bool named(const Variant& v, Move m, const Coordinates& c, bool plus) {
    const Square from = c.from, to = c.to;
    const int promo = c.promo;
    switch (m.type()) {
    case MoveType::CastleGate: {
        if (promo < 0 || m.kind() != promo) return false;
        const Square kingTo =
            square(v.castleKingFile(m.to() > m.from() ? 0 : 1, fileOf(m.from())), rankOf(m.from()));
        return m.onRookSquare() ? from == m.to() && to == m.from()
                                : from == m.from() && to == kingTo;
    }
    case MoveType::Gate: return m.from() == from && m.to() == to && promo == m.kind();
    case MoveType::Castle: {
        if (m.from() != from || promo >= 0) return false;
        const bool kingSide = m.to() > m.from();
        const Square kingTo =
            square(v.castleKingFile(kingSide ? 0 : 1, fileOf(from)), rankOf(from));
        // e1g1 (king's destination) or e1h1 (king takes own rook).
        return to == m.to() || (to == kingTo && kingTo != from);
    }
    default: break;
    }
    if (m.from() != from || m.to() != to || m.type() == MoveType::Drop || m.isDouble())
        return false;
    if (m.type() == MoveType::Promotion && v.kinds[m.kind()].mark == '+') return plus && promo < 0;
    if (m.type() == MoveType::Promotion)
        // Without a letter, promote to the first (best) choice.
        // A letter names the promoted kind by its letter (crazyhouse's Q~ is "q").
        return promo < 0 ? m.kind() == v.promotionKinds.front()
                         : v.kinds[m.kind()].letter == v.kinds[promo].letter;
    return promo < 0 && !plus;
}

// "+" as a check mark after a move that cannot promote.
Move plusAsCheckMark(const MoveList& legal, const Coordinates& c) {
    if (c.promo >= 0) return {};
    for (Move o : legal)
        if (o.from() == c.from && o.to() == c.to && o.type() == MoveType::Promotion) return {};
    for (Move m : legal)
        if (m.from() == c.from && m.to() == c.to && m.type() == MoveType::Normal) return m;
    return {};
}

} // namespace

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
    if (text.size() >= 3 && text[1] == '@') return parseDrop(v, legal, text);

    const auto c = parseCoordinates(v, text);
    if (!c) return {};
    if (c->mid != NoSquare && c->promo < 0) {
        for (Move m : legal)
            if (m.isDouble() && m.from() == c->from && m.mid() == c->mid && m.to() == c->to)
                return m;
    }
    for (Move m : legal)
        if (named(v, m, *c, plus)) return m;
    return plus ? plusAsCheckMark(legal, *c) : Move{};
}

} // namespace tabiya

#include "board/core/san.h"

#include "board/core/movetext.h"

#include <cctype>

namespace tabiya {

using namespace geometry;

namespace {

bool isSpace(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}
char upper(char c) {
    return char(std::toupper(static_cast<unsigned char>(c)));
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

bool isPawnKind(const Variant& v, int kind) {
    return v.kinds[kind].letter == 'P';
}

// The kind a SAN letter names: the variant's own letters, and for xiangqi also the
// aliases XBoard writes (H, E).
int kindForSanLetter(const Variant& v, char letter) {
    return v.kindForLetter(upper(letter));
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// Removes the decorations engines and people add: "+", "#", "!?", " e.p.", "ep".
std::string_view stripDecorations(std::string_view s) {
    for (bool changed = true; changed && !s.empty();) {
        changed = false;
        s = trim(s);
        for (std::string_view suffix : {"e.p.", "e.p", "ep"}) {
            if (s.size() > suffix.size() + 1 && s.substr(s.size() - suffix.size()) == suffix &&
                (isDigit(s[s.size() - suffix.size() - 1]) ||
                 isSpace(s[s.size() - suffix.size() - 1]))) {
                s.remove_suffix(suffix.size());
                changed = true;
            }
        }
        while (!s.empty() &&
               (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?')) {
            s.remove_suffix(1);
            changed = true;
        }
    }
    return trim(s);
}

Move findCastle(Position& pos, bool kingSide) {
    MoveList legal;
    pos.generateLegal(legal);
    for (Move m : legal)
        if (m.type() == MoveType::Castle && (m.to() > m.from()) == kingSide) return m;
    return {};
}

struct SanParts {
    int kind = -1;     // the moving kind
    int fromFile = -1; // disambiguation, -1 when absent
    int fromRank = -1;
    Square to = NoSquare;
    int promotion = -1;
};

// Reads what follows the piece letter (or, for a pawn, everything): [file][rank][x|:|-]
// square [=|(]promotion[)]. False when the text does not have that shape.
bool parseBody(const Variant& v, std::string_view s, SanParts& out) {
    // Promotion suffix: "=Q", "(Q)", "/Q", or a bare letter right after the rank.
    if (!s.empty() && s.back() == ')' && s.size() >= 3 && s[s.size() - 3] == '(') {
        out.promotion = kindForSanLetter(v, s[s.size() - 2]);
        if (out.promotion < 0) return false;
        s.remove_suffix(3);
    } else if (s.size() >= 3 && std::isalpha(static_cast<unsigned char>(s.back())) &&
               (s[s.size() - 2] == '=' || s[s.size() - 2] == '/' || isDigit(s[s.size() - 2]))) {
        out.promotion = kindForSanLetter(v, s.back());
        if (out.promotion < 0) return false;
        s.remove_suffix(s[s.size() - 2] == '=' || s[s.size() - 2] == '/' ? 2 : 1);
    }
    // Target square: the trailing file letter and rank digits.
    size_t digits = 0;
    while (digits < s.size() && isDigit(s[s.size() - 1 - digits]))
        ++digits;
    if (digits == 0 || digits > 2 || s.size() < digits + 1) return false;
    size_t at = s.size() - digits - 1;
    const size_t squareStart = at;
    out.to = parseSquare(v, s, at);
    if (out.to == NoSquare || at != s.size()) return false;
    s = s.substr(0, squareStart);
    if (!s.empty() && (s.back() == 'x' || s.back() == 'X' || s.back() == ':' || s.back() == '-'))
        s.remove_suffix(1);
    // Disambiguation: a file, a rank, or both.
    size_t i = 0;
    if (i < s.size() && s[i] >= 'a' && s[i] < 'a' + v.width) out.fromFile = s[i++] - 'a';
    if (i < s.size()) {
        int rank = 0;
        size_t start = i;
        while (i < s.size() && isDigit(s[i]) && i - start < 2)
            rank = rank * 10 + (s[i++] - '0');
        if (i == start) return false;
        rank -= v.height == 10 ? 0 : 1;
        if (rank < 0 || rank >= v.height) return false;
        out.fromRank = rank;
    }
    return i == s.size();
}

Move matchParts(Position& pos, const SanParts& parts) {
    const Variant& v = pos.variant();
    MoveList legal;
    pos.generateLegal(legal);
    Move found;
    int matches = 0;
    for (Move m : legal) {
        if (m.isCastle() || m.type() == MoveType::Drop || m.isNull()) continue;
        if (kindOf(pos.at(m.from())) != parts.kind || m.to() != parts.to) continue;
        if (m.type() == MoveType::Gate) {
            // "Nf3/H": the letter after the slash is the piece gated in.
            if (parts.promotion < 0 || v.kinds[m.kind()].letter != v.kinds[parts.promotion].letter)
                continue;
            found = m;
            ++matches;
            continue;
        }
        if ((parts.fromFile >= 0 && fileOf(m.from()) != parts.fromFile) ||
            (parts.fromRank >= 0 && rankOf(m.from()) != parts.fromRank))
            continue;
        if (m.type() == MoveType::Promotion) {
            const int wanted = parts.promotion >= 0 ? parts.promotion : v.promotionKinds.front();
            if (v.kinds[m.kind()].letter != v.kinds[wanted].letter) continue;
        } else if (parts.promotion >= 0) {
            continue;
        }
        found = m;
        ++matches;
    }
    if (matches == 1) return found;
    if (matches == 0 && parts.kind == v.royalKind && parts.fromFile < 0 && parts.fromRank < 0) {
        // "Kg1" for castling, as some programs write it.
        for (Move m : legal) {
            if (m.type() != MoveType::Castle) continue;
            const Square kingTo = square(
                v.castleKingFile(m.to() > m.from() ? 0 : 1, fileOf(m.from())), rankOf(m.from()));
            if (kingTo == parts.to && std::abs(fileOf(kingTo) - fileOf(m.from())) >= 2) return m;
        }
    }
    return {};
}

// Shogi as XBoard writes it: every piece with its letter, "+" before a promoted one's,
// disambiguation, "x", the square, then "+" for a promotion and "=" for a move that could
// promote and does not: "Pc4", "Bxh8+", "+Rb5", "Sd7=".
std::string shogiSan(Position& pos, Move m, int kind, bool capture) {
    const Variant& v = pos.variant();
    const PieceKind& k = v.kinds[kind];
    std::string out = k.mark == '+' ? "+" : "";
    out += k.letter;
    MoveList legal;
    pos.generateLegal(legal);
    bool ambiguous = false, sameFile = false, sameRank = false, promotable = false;
    for (Move o : legal) {
        if (o.type() == MoveType::Drop || o.isDouble() || o.to() != m.to()) continue;
        if (o.from() == m.from()) {
            promotable |= o.type() == MoveType::Promotion;
            continue;
        }
        if (kindOf(pos.at(o.from())) != kind) continue;
        ambiguous = true;
        sameFile |= fileOf(o.from()) == fileOf(m.from());
        sameRank |= rankOf(o.from()) == rankOf(m.from());
    }
    if (ambiguous) {
        const std::string from = squareName(v, m.from());
        out += !sameFile ? from.substr(0, 1) : !sameRank ? from.substr(1) : from;
    }
    if (capture) out += 'x';
    out += squareName(v, m.to());
    if (m.type() == MoveType::Promotion)
        out += '+';
    else if (promotable)
        out += '=';
    return out;
}

Move parseShogiSan(Position& pos, std::string_view s) {
    const Variant& v = pos.variant();
    if (s.size() < 3 || s.size() > 16) return {};
    int promote = -1; // -1: not said, 0: "=", 1: "+"
    if (s.back() == '+' || s.back() == '=') {
        promote = s.back() == '+';
        s.remove_suffix(1);
    }
    bool promoted = false;
    if (s.front() == '+') {
        promoted = true;
        s.remove_prefix(1);
    }
    if (s.empty() || !std::isupper(static_cast<unsigned char>(s.front()))) return {};
    const int kind = promoted ? v.markedKind(s.front(), '+') : v.kindForLetter(s.front());
    SanParts parts;
    if (kind < 0 || !parseBody(v, s.substr(1), parts) || parts.promotion >= 0) return {};
    MoveList legal;
    pos.generateLegal(legal);
    Move found;
    int matches = 0;
    for (Move m : legal) {
        if (m.type() == MoveType::Drop || m.isDouble() || m.to() != parts.to ||
            kindOf(pos.at(m.from())) != kind)
            continue;
        if ((parts.fromFile >= 0 && fileOf(m.from()) != parts.fromFile) ||
            (parts.fromRank >= 0 && rankOf(m.from()) != parts.fromRank))
            continue;
        if ((m.type() == MoveType::Promotion) != (promote == 1)) continue;
        found = m;
        ++matches;
    }
    return matches == 1 ? found : Move();
}

// Chu's lion double move as XBoard writes and reads it: the piece, its square, "x" and
// the square taken on the way, then "x" or "-" and where it ends ("Nf4xf5-f4" is igui).
std::string lionSan(const Position& pos, Move m) {
    const Variant& v = pos.variant();
    const PieceKind& k = v.kinds[kindOf(pos.at(m.from()))];
    std::string out = k.mark == '+' ? "+" : "";
    out += k.letter;
    out += squareName(v, m.from()) + "x" + squareName(v, m.mid());
    out += m.to() != m.from() && isPiece(pos.at(m.to())) ? "x" : "-";
    return out + squareName(v, m.to());
}

Move parseLionSan(Position& pos, std::string_view s) {
    const Variant& v = pos.variant();
    size_t at = 0;
    if (at < s.size() && s[at] == '+') ++at;
    if (at >= s.size() || !std::isupper(static_cast<unsigned char>(s[at]))) return {};
    ++at;
    const Square from = parseSquare(v, s, at);
    if (from == NoSquare || at >= s.size() || s[at] != 'x') return {};
    ++at;
    const Square mid = parseSquare(v, s, at);
    if (mid == NoSquare || at >= s.size() || (s[at] != 'x' && s[at] != '-')) return {};
    ++at;
    const Square to = parseSquare(v, s, at);
    if (to == NoSquare || at != s.size()) return {};
    MoveList legal;
    pos.generateLegal(legal);
    for (Move m : legal)
        if (m.isDouble() && m.from() == from && m.mid() == mid && m.to() == to) return m;
    return {};
}

} // namespace

char sanLetter(const Variant& v, int kind) {
    const PieceKind& k = v.kinds[kind];
    // XBoard's xiangqi PGN names the horse H and the elephant E (the CFEN letters).
    if (v.isXiangqiLike() && !k.aliases.empty()) return k.aliases.front();
    return k.letter;
}

std::string sanText(Position& pos, Move m) {
    const Variant& v = pos.variant();
    std::string out;
    switch (m.type()) {
    case MoveType::Null:
    case MoveType::Pass: return "--"; // XBoard writes a pass so
    case MoveType::Double:
        if (m.to() == m.from() && !isPiece(pos.at(m.mid()))) return "--"; // a lion's pass
        return lionSan(pos, m);
    case MoveType::Castle: out = m.to() > m.from() ? "O-O" : "O-O-O"; break;
    case MoveType::CastleGate:
        // Seirawan: "O-O/H" gates on the king's square, "O-O/Hh1" on the rook's.
        out = std::string(m.to() > m.from() ? "O-O" : "O-O-O") + "/" + sanLetter(v, m.kind());
        if (m.onRookSquare()) out += squareName(v, m.to());
        break;
    case MoveType::Drop:
        out = std::string(1, sanLetter(v, m.kind())) + "@" + squareName(v, m.to());
        break;
    default: {
        const int kind = kindOf(pos.at(m.from()));
        const bool capture = pos.isCapture(m);
        if (v.shogiNotation) {
            out = shogiSan(pos, m, kind, capture);
            break;
        }
        if (isPawnKind(v, kind)) {
            if (capture || fileOf(m.from()) != fileOf(m.to())) out += char('a' + fileOf(m.from()));
            if (capture) out += 'x';
            out += squareName(v, m.to());
        } else {
            out += sanLetter(v, kind);
            MoveList legal;
            pos.generateLegal(legal);
            bool ambiguous = false, sameFile = false, sameRank = false;
            for (Move o : legal) {
                if (o.type() == MoveType::Castle || o.type() == MoveType::Drop ||
                    o.from() == m.from() || o.to() != m.to() || kindOf(pos.at(o.from())) != kind)
                    continue;
                ambiguous = true;
                sameFile |= fileOf(o.from()) == fileOf(m.from());
                sameRank |= rankOf(o.from()) == rankOf(m.from());
            }
            if (ambiguous) {
                const std::string from = squareName(v, m.from());
                if (!sameFile)
                    out += from[0];
                else if (!sameRank)
                    out += from.substr(1);
                else
                    out += from;
            }
            if (capture) out += 'x';
            out += squareName(v, m.to());
        }
        if (m.type() == MoveType::Promotion) out += std::string("=") + sanLetter(v, m.kind());
        if (m.type() == MoveType::Gate) out += std::string("/") + sanLetter(v, m.kind());
        break;
    }
    }
    if (v.shogiNotation) return out; // there "+" means a promotion
    pos.makeMove(m);
    if (pos.inCheck()) out += pos.hasLegalMove() ? "+" : "#";
    pos.unmakeMove();
    return out;
}

Move parseSan(Position& pos, std::string_view text) {
    const Variant& v = pos.variant();
    if (v.chu)
        if (Move m = parseLionSan(pos, trim(text)); !m.isNone()) return m;
    if (v.shogiNotation) {
        if (Move m = parseShogiSan(pos, trim(text)); !m.isNone()) return m;
        if (Move m = parseCoordinateMove(pos, trim(text)); !m.isNone()) return m;
    }
    std::string_view s = stripDecorations(text);
    if (s.empty() || s.size() > 32) return {};
    if (s == "--" || s == "@@@@" || s == "0000" || s == "Z0" || s == "pass") return passOrNull(pos);

    // Seirawan's castling with gating: "O-O/H" (on the king's square), "O-O/Hh1".
    if (const auto slash = s.find('/'); slash != std::string_view::npos && slash + 1 < s.size() &&
                                        (s.front() == 'O' || s.front() == '0')) {
        std::string side;
        for (char c : s.substr(0, slash))
            if (c != '-') side += c == '0' ? 'O' : upper(c);
        const int kind = kindForSanLetter(v, s[slash + 1]);
        size_t at = slash + 2;
        const Square rookSquare = at < s.size() ? parseSquare(v, s, at) : NoSquare;
        if ((side != "OO" && side != "OOO") || kind < 0 || (at < s.size() && at != s.size()))
            return {};
        MoveList legal;
        pos.generateLegal(legal);
        for (Move m : legal)
            if (m.type() == MoveType::CastleGate && (m.to() > m.from()) == (side == "OO") &&
                m.kind() == kind && m.onRookSquare() == (rookSquare != NoSquare) &&
                (rookSquare == NoSquare || rookSquare == m.to()))
                return m;
        return {};
    }
    std::string castle;
    for (char c : s)
        if (c != '-') castle += c == '0' ? 'O' : upper(c);
    if (castle == "OO" || castle == "OOO") return findCastle(pos, castle.size() == 2);

    // Coordinates and long algebraic without a piece letter: e2e4, e2-e4, e7e8q, P@h3.
    if (Move m = parseCoordinateMove(pos, s); !m.isNone() && !m.isNull()) return m;
    if (s.front() == '@') {
        char drop[40] = "P";
        s.copy(drop + 1, s.size());
        drop[s.size() + 1] = 0;
        return parseCoordinateMove(pos, drop);
    }

    const int pawnKind = v.kindForLetter('P');
    const char first = s.front();
    // An upper-case letter names a piece; a lower-case one is a file (a pawn move) or,
    // failing that, a piece written in lower case.
    if (std::isupper(static_cast<unsigned char>(first))) {
        const int kind = kindForSanLetter(v, first);
        if (kind < 0) return {};
        std::string_view body = s.substr(1);
        // Long algebraic with a piece letter: Ng1-f3, Rh1xh7, Ng1f3.
        {
            size_t at = 0;
            const Square from = parseSquare(v, body, at);
            if (from != NoSquare && at < body.size()) {
                if (Move m = parseCoordinateMove(pos, body);
                    !m.isNone() && !m.isNull() &&
                    (m.type() == MoveType::Castle ? kind == v.royalKind
                                                  : kindOf(pos.at(m.from())) == kind))
                    return m;
            }
        }
        SanParts parts;
        parts.kind = kind;
        if (!parseBody(v, body, parts)) return {};
        // "Pe4" is the pawn on the e file, as "e4" is.
        if (kind == pawnKind && parts.fromFile < 0) parts.fromFile = fileOf(parts.to);
        return matchParts(pos, parts);
    }
    if (pawnKind >= 0 && first >= 'a' && first < 'a' + v.width) {
        SanParts parts;
        parts.kind = pawnKind;
        if (parseBody(v, s, parts)) {
            // "d5" is the pawn on the d file even where another could step sideways there.
            if (parts.fromFile < 0) parts.fromFile = fileOf(parts.to);
            if (Move m = matchParts(pos, parts); !m.isNone()) return m;
        }
    }
    if (const int kind = kindForSanLetter(v, first); kind >= 0 && kind != pawnKind) {
        SanParts parts;
        parts.kind = kind;
        if (parseBody(v, s.substr(1), parts)) return matchParts(pos, parts);
    }
    return {};
}

} // namespace tabiya

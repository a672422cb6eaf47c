// readFen and writeFen: a Position's set-up as text, through Position's public editing
// functions.
#include "board/core/fen.h"

#include "board/core/movetext.h"

#include <cctype>
#include <sstream>

namespace tabiya {

using namespace geometry;

namespace {

std::vector<std::string> splitFields(std::string_view text) {
    std::vector<std::string> fields;
    std::string current;
    for (char ch : text) {
        if (std::isspace(static_cast<unsigned char>(ch))) {
            if (!current.empty()) fields.push_back(std::move(current));
            current.clear();
        } else {
            current += ch;
        }
    }
    if (!current.empty()) fields.push_back(std::move(current));
    return fields;
}

bool fail(std::string* error, const std::string& message) {
    if (error) *error = message;
    return false;
}

bool parseInt(const std::string& text, int& out) {
    if (text.empty() || text.size() > 6) return false;
    int v = 0;
    for (char ch : text) {
        if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
        v = v * 10 + (ch - '0');
    }
    out = v;
    return true;
}

// "w"/"b", and "r" for red in xiangqi FENs; nothing when it is neither.
std::optional<Color> sideToMove(const std::string& s) {
    if (s == "w" || s == "r" || s == "W" || s == "R") return White;
    if (s == "b" || s == "B") return Black;
    return std::nullopt;
}

} // namespace

// Fills a Position from the fields of a FEN; each part false (after fail()) when the
// text is not what the variant can stand on.
struct FenReader {
    Position& pos;
    const Variant& v;
    std::string* error;

    bool placement(const std::string& text) {
        std::string board = text;
        std::string hand;
        if (const auto open = board.find('['); open != std::string::npos) {
            const auto close = board.find(']', open);
            if (close == std::string::npos) return fail(error, "unterminated holdings in FEN");
            hand = board.substr(open + 1, close - open - 1);
            board.erase(open);
        }
        int rank = v.height - 1, file = 0;
        bool plus = false; // "+P": shogi's promoted pieces
        // A last rank past the board's height holds the pieces in hand (another habit).
        for (size_t i = 0; i < board.size(); ++i) {
            const char ch = board[i];
            if (ch == '/') {
                if (file != v.width)
                    return fail(error, "FEN rank " + std::to_string(v.height - rank) + " has " +
                                           std::to_string(file) + " files, not " +
                                           std::to_string(v.width));
                --rank;
                file = 0;
                if (rank < 0) {
                    hand += board.substr(i + 1);
                    break;
                }
            } else if (std::isdigit(static_cast<unsigned char>(ch))) {
                // Stop adding digits once the count is past the board: a long run of
                // digits must not wrap around to a count that fits.
                int n = ch - '0';
                while (i + 1 < board.size() &&
                       std::isdigit(static_cast<unsigned char>(board[i + 1])) && n <= v.width)
                    n = n * 10 + (board[++i] - '0');
                if (n == 0 || n > v.width - file) return fail(error, "FEN rank too long");
                file += n;
            } else if (ch == '~' || ch == '*') {
                continue; // a mark the variant has no kind for; nothing depends on it
            } else if (ch == '+') {
                plus = true;
            } else {
                const char up = char(std::toupper(static_cast<unsigned char>(ch)));
                int kind = plus ? v.markedKind(up, '+') : v.kindForLetter(up);
                plus = false;
                // "Q~": crazyhouse's promoted pawn, where the variant remembers them.
                if (i + 1 < board.size() && board[i + 1] == '~' && v.markedKind(up, '~') >= 0)
                    kind = v.markedKind(up, '~');
                if (kind < 0)
                    return fail(error, std::string("unknown piece letter '") + ch + "' in FEN");
                if (file >= v.width) return fail(error, "FEN rank too long");
                pos.put(
                    square(file++, rank),
                    makePiece(std::isupper(static_cast<unsigned char>(ch)) ? White : Black, kind));
            }
        }
        if (rank > 0 || (rank == 0 && file != v.width))
            return fail(error, "FEN has too few ranks for a " + std::to_string(v.width) + "x" +
                                   std::to_string(v.height) + " board");
        for (char ch : hand) {
            if (ch == '-') continue;
            // A variant without holdings never writes them back, so keeping them would give
            // one FEN text two positions (and two hashes).
            if (!v.holdings)
                return fail(error, "pieces in hand in a FEN for a variant without holdings");
            const int kind = v.kindForLetter(char(std::toupper(static_cast<unsigned char>(ch))));
            if (kind < 0 || v.kinds[kind].royal)
                return fail(error, std::string("unknown piece letter '") + ch + "' in holdings");
            const Color c = std::isupper(static_cast<unsigned char>(ch)) ? White : Black;
            if (pos.handCount(c, kind) >= 63) return fail(error, "too many pieces in hand");
            pos.setHand(c, kind, pos.handCount(c, kind) + 1);
        }
        return true;
    }

    // K/Q: the outermost rook on that side of the king; a file letter: that rook (X-FEN,
    // Shredder-FEN).
    bool castling(const std::string& text) {
        if (text == "-") return true;
        const int rookKind = v.kindForLetter('R');
        for (char ch : text) {
            const Color c = std::isupper(static_cast<unsigned char>(ch)) ? White : Black;
            const char up = char(std::toupper(static_cast<unsigned char>(ch)));
            const int homeRank = c == White ? 0 : v.height - 1;
            // Where unmoved pieces matter, a file letter marks one (cambodian's "DEde",
            // seirawan's gating squares); castling is then K and Q only.
            if (v.tracksVirgin && up != 'K' && up != 'Q') {
                if (up < 'A' || up >= 'A' + v.width)
                    return fail(error, std::string("bad castling letter '") + ch + "'");
                if (isPiece(pos.at(up - 'A', homeRank))) pos.setVirgin(c, up - 'A', true);
                continue;
            }
            const Square king = pos.castlingKingSquare(c);
            if (king == NoSquare || !v.castling || rookKind < 0)
                return fail(error, "castling rights where no castling is possible");
            const int rank = c == White ? 0 : v.height - 1;
            if (rankOf(king) != rank)
                return fail(error, "castling rights for a king off its first rank");
            const Piece rook = makePiece(c, rookKind);
            int file = -1;
            if (up == 'K' || up == 'Q') {
                const int step = up == 'K' ? 1 : -1;
                for (int f = fileOf(king) + step; f >= 0 && f < v.width; f += step)
                    if (pos.at(f, rank) == rook) file = f;
            } else if (up >= 'A' && up < 'A' + v.width) {
                file = up - 'A';
                if (pos.at(file, rank) != rook) file = -1;
            } else {
                return fail(error, std::string("bad castling letter '") + ch + "'");
            }
            if (file < 0)
                return fail(error, std::string("castling right '") + ch + "' without its rook");
            pos.setCastlingRookFile(c, file > fileOf(king) ? 0 : 1, file);
            if (v.tracksVirgin) {
                pos.setVirgin(c, file, true);
                pos.setVirgin(c, fileOf(king), true);
            }
        }
        return true;
    }

    // The e.p. square is kept only where side can take on it, so that FENs that differ
    // only there give one position (and one hash).
    bool enPassant(const std::string& text, Color side) {
        size_t at = 0;
        const Square ep = parseSquare(v, text, at);
        if (ep == NoSquare || at != text.size())
            return fail(error, "bad en passant square '" + text + "'");
        if (v.enPassant && movegen::canCaptureEnPassant(pos, ep, side)) pos.setEpSquare(ep);
        return true;
    }
};

std::optional<Position> readFen(const Variant& variant, std::string_view fen, std::string* error) {
    const auto fields = splitFields(fen);
    if (fields.empty()) {
        fail(error, "empty FEN");
        return std::nullopt;
    }
    Position pos(variant);
    FenReader reader{pos, variant, error};
    if (!reader.placement(fields[0])) return std::nullopt;

    const std::optional<Color> toMove = fields.size() > 1 ? sideToMove(fields[1]) : White;
    if (!toMove) {
        fail(error, "bad side to move '" + fields[1] + "'");
        return std::nullopt;
    }
    const Color side = *toMove;
    pos.setSideToMove(side);

    // CFEN: "placement side [fullmove]"; FEN: "placement side castling ep half full".
    size_t next = 2;
    bool cfenStyle = fields.size() == 3 && std::isdigit(static_cast<unsigned char>(fields[2][0]));
    // XBoard leaves out castling and e.p. where a variant has neither (shatranj, makruk):
    // "placement side half full".
    const bool countersOnly = fields.size() == 4 &&
                              std::isdigit(static_cast<unsigned char>(fields[2][0])) &&
                              std::isdigit(static_cast<unsigned char>(fields[3][0]));
    if (!cfenStyle && !countersOnly && fields.size() > next) {
        if (!reader.castling(fields[next])) return std::nullopt;
        ++next;
        if (fields.size() > next) {
            if (fields[next] != "-") {
                if (!reader.enPassant(fields[next], side)) return std::nullopt;
            }
            ++next;
        }
        // 3check: the checks still to give, "3+3", as Fairy-Stockfish writes them; XBoard
        // counts the checks in the game instead, and so do we.
        if (variant.checksToWin && fields.size() > next &&
            fields[next].find('+') != std::string::npos)
            ++next;
    }
    int halfmove = 0, fullmove = 1;
    if (fields.size() > next && !cfenStyle) {
        if (!parseInt(fields[next], halfmove)) {
            fail(error, "bad half-move clock '" + fields[next] + "'");
            return std::nullopt;
        }
        ++next;
    }
    if (fields.size() > next) {
        if (!parseInt(fields[next], fullmove) || fullmove < 1) {
            fail(error, "bad move number '" + fields[next] + "'");
            return std::nullopt;
        }
        ++next;
    }
    pos.setCounters(halfmove, fullmove);
    return pos;
}

namespace {

// A piece's FEN letter: upper case for White; CFEN's own letters (H, E) where it has them.
char letterOf(const Variant& v, Piece p, FenStyle style) {
    const PieceKind& k = v.kinds[kindOf(p)];
    char ch = style == FenStyle::Cfen && !k.aliases.empty() ? k.aliases[0] : k.letter;
    return colorOf(p) == White ? ch : char(std::tolower(static_cast<unsigned char>(ch)));
}

// The board, rank by rank from the top, and the holdings as XBoard writes them.
std::string placementText(const Position& pos, FenStyle style) {
    const Variant& v = pos.variant();
    // Promoted kinds as XBoard writes them: "+P" (shogi), "Q~" (crazyhouse).
    auto pieceText = [&](Piece p) {
        const char mark = v.kinds[kindOf(p)].mark;
        std::string text(1, letterOf(v, p, style));
        if (mark == '+') text.insert(text.begin(), '+');
        if (mark == '~') text += '~';
        return text;
    };
    std::ostringstream out;
    for (int r = v.height - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < v.width; ++f) {
            const Piece p = pos.at(f, r);
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out << empty;
            empty = 0;
            out << pieceText(p);
        }
        if (empty) out << empty;
        if (r) out << '/';
    }
    if (v.holdings) {
        // XBoard: "[QNPqp]", white's first, and "[-]" for empty hands.
        std::string hand;
        for (int c = 0; c < 2; ++c)
            for (int k = 0; k < int(v.kinds.size()); ++k)
                for (int n = 0; n < pos.handCount(Color(c), k); ++n)
                    hand += letterOf(v, makePiece(Color(c), k), style);
        out << '[' << (hand.empty() ? "-" : hand) << ']';
    }
    return out.str();
}

// XBoard writes the unmoved pieces' files between K and Q, right to left, leaving out
// what the castling rights imply (the king, the castling rooks); seirawan only while
// the side has a piece in hand to gate.
std::string virginLetters(const Position& pos, Color c) {
    const Variant& v = pos.variant();
    std::string letters;
    if (!v.tracksVirgin) return letters;
    if (v.gating) {
        bool inHand = false;
        for (int k = 0; k < int(v.kinds.size()); ++k)
            inHand |= pos.handCount(c, k) > 0;
        if (!inHand) return letters;
    }
    const int k = pos.castlingRookFile(c, 0), q = pos.castlingRookFile(c, 1);
    const Square king = pos.castlingKingSquare(c);
    for (int f = v.width - 1; f >= 0; --f) {
        if (!pos.isVirgin(c, f) || f == k || f == q) continue;
        if ((k >= 0 || q >= 0) && king != NoSquare && f == fileOf(king)) continue;
        letters += char((c == White ? 'A' : 'a') + f);
    }
    return letters;
}

// The castling field: X-FEN's K/Q, or a file letter when the rook is not the outermost one.
std::string castlingText(const Position& pos) {
    const Variant& v = pos.variant();
    std::string castle;
    for (int c = 0; c < 2; ++c)
        for (int side = 0; side < 2; ++side) {
            if (side == 1) castle += virginLetters(pos, Color(c));
            const int file = pos.castlingRookFile(Color(c), side);
            if (file < 0) continue;
            const int rank = c == White ? 0 : v.height - 1;
            const int step = side == 0 ? 1 : -1;
            bool outermost = true;
            for (int f = file + step; f >= 0 && f < v.width; f += step)
                if (pos.at(f, rank) == pos.at(file, rank)) outermost = false;
            char ch = outermost ? (side == 0 ? 'K' : 'Q') : char('A' + file);
            castle += c == White ? ch : char(std::tolower(static_cast<unsigned char>(ch)));
        }
    return castle.empty() ? "-" : castle;
}

} // namespace

std::string writeFen(const Position& pos, FenStyle style) {
    std::ostringstream out;
    out << placementText(pos, style);
    if (style == FenStyle::Cfen) {
        out << (pos.sideToMove() == White ? " r " : " b ") << pos.fullmoveNumber();
        return out.str();
    }
    out << (pos.sideToMove() == White ? " w " : " b ") << castlingText(pos) << ' ';
    out << (pos.epSquare() == NoSquare ? std::string("-")
                                       : squareName(pos.variant(), pos.epSquare()));
    out << ' ' << pos.halfmoveClock() << ' ' << pos.fullmoveNumber();
    return out.str();
}

std::optional<Position> Position::fromFen(const Variant& variant, std::string_view fen,
                                          std::string* error) {
    return readFen(variant, fen, error);
}

std::string Position::fen(FenStyle style) const {
    return writeFen(*this, style);
}

} // namespace tabiya

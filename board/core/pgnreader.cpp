// readPgn: a tolerant PGN reader. One pass over the text with a small lexer; movetext
// builds the game tree with a stack of open variations. One position per game follows
// the tree: a variation takes back the move it replaces and, when it closes, takes back
// its own moves and plays that move again. Copying a position per variation would copy
// its history, which made a game with a variation after every ply quadratic.
#include "board/core/enginevarianttags.h"
#include "board/core/pgn.h"
#include "board/core/setupcheck.h"
#include "board/core/textposition.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <memory>

namespace tabiya {

namespace {

constexpr int MaxErrors = 1000;
constexpr int MaxDepth = 64; // nested variations

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

int nagForSymbol(std::string_view s) {
    static const std::pair<std::string_view, int> Symbols[] = {
        {"!", 1},   {"?", 2},   {"!!", 3},   {"??", 4},   {"!?", 5},  {"?!", 6},  {"=", 10},
        {"+=", 14}, {"=+", 15}, {"+/-", 16}, {"-/+", 17}, {"+-", 18}, {"-+", 19}, {"~", 13},
    };
    for (const auto& [symbol, nag] : Symbols)
        if (s == symbol) return nag;
    return 0;
}

bool isResult(std::string_view s) {
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*";
}

class Reader {
public:
    Reader(std::string_view text, int column)
        : m_text(text)
        , m_column(column) {
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF") advance(3);
    }

    PgnReadResult run() {
        while (skipSpace(), m_at < m_text.size()) {
            const char c = m_text[m_at];
            const int line = m_line, column = m_column;
            if (c == '%' && m_column == 1) {
                skipLine();
            } else if (c == '[') {
                if (m_game && (m_inMovetext || m_skipping)) finishGame();
                if (!m_game) startGame();
                readTag();
            } else if (c == '{') {
                readBraceComment(line, column);
            } else if (c == ';') {
                advance(1);
                const size_t start = m_at;
                skipLine();
                comment(trimmed(m_text.substr(start, m_at - start)));
            } else if (c == '(' || c == ')') {
                advance(1);
                if (!m_skipping)
                    c == '(' ? openVariation(line, column) : closeVariation(line, column);
            } else if (c == '$') {
                advance(1);
                const size_t start = m_at;
                while (m_at < m_text.size() && isDigit(m_text[m_at]) && m_at - start < 4)
                    advance(1);
                if (m_at == start)
                    error(line, column, "'$' without a number");
                else
                    nag(std::stoi(std::string(m_text.substr(start, m_at - start))));
            } else if (c == '"' || c == ']' || c == '}') {
                advance(1);
                error(line, column, std::string("unexpected '") + c + "'");
                m_skipping = m_skipping || m_inMovetext;
            } else {
                symbol(line, column);
            }
        }
        if (m_game) finishGame();
        return std::move(m_result);
    }

private:
    struct Frame {
        PgnLine* line;
        std::string pending; // comment waiting for the line's first move
        Move replaced;       // the move this variation is an alternative to
        int made = 0;        // moves of this line made on m_pos
    };

    void advance(size_t n) {
        for (size_t i = 0; i < n && m_at < m_text.size(); ++i, ++m_at)
            stepTextPosition(m_text[m_at], m_line, m_column);
    }
    void skipSpace() {
        while (m_at < m_text.size() && isSpace(m_text[m_at]))
            advance(1);
    }
    void skipLine() {
        while (m_at < m_text.size() && m_text[m_at] != '\n')
            advance(1);
    }
    // Comment text with its white space collapsed: line breaks in a comment are layout.
    static std::string trimmed(std::string_view s) {
        std::string out;
        bool space = false;
        for (char c : s) {
            if (isSpace(c)) {
                space = !out.empty();
                continue;
            }
            if (space) out += ' ';
            space = false;
            out += c;
        }
        return out;
    }

    void error(int line, int column, std::string message) {
        if (int(m_result.errors.size()) < MaxErrors)
            m_result.errors.push_back(
                {int(m_result.games.size()), line, column, std::move(message)});
    }

    void startGame() {
        m_game = std::make_unique<PgnGame>();
        m_inMovetext = false;
        m_skipping = false;
        m_frames.clear();
        m_pos.reset();
    }

    void finishGame() {
        // A game of tags and a result still starts where its FEN and Variant tags say.
        if (!m_inMovetext && !m_skipping) beginMovetext(m_line, m_column);
        if (m_frames.size() > 1) error(m_line, m_column, "variation not closed");
        if (m_game->result == "*") {
            // Without a result token, trust the Result tag.
            const std::string tagged = m_game->tag("Result");
            if (isResult(tagged)) m_game->result = tagged;
        }
        m_frames.clear();
        m_pos.reset();
        m_result.games.push_back(std::move(*m_game));
        m_game.reset();
        m_inMovetext = false;
        m_skipping = false;
    }

    void readTag() {
        const int line = m_line, column = m_column;
        advance(1); // '['
        skipSpace();
        const size_t nameStart = m_at;
        while (m_at < m_text.size() &&
               (std::isalnum(static_cast<unsigned char>(m_text[m_at])) || m_text[m_at] == '_'))
            advance(1);
        std::string name(m_text.substr(nameStart, m_at - nameStart));
        skipSpace();
        if (name.empty() || m_at >= m_text.size() || m_text[m_at] != '"') {
            error(line, column, "malformed tag");
            recoverTag();
            return;
        }
        advance(1);
        std::string value;
        while (m_at < m_text.size() && m_text[m_at] != '"' && m_text[m_at] != '\n') {
            if (m_text[m_at] == '\\' && m_at + 1 < m_text.size() &&
                (m_text[m_at + 1] == '"' || m_text[m_at + 1] == '\\'))
                advance(1);
            // A tag is one line: a carriage return in it is read as the blank it is written as.
            value += m_text[m_at] == '\r' ? ' ' : m_text[m_at];
            advance(1);
        }
        if (m_at >= m_text.size() || m_text[m_at] != '"') {
            error(line, column, "tag value not closed");
            recoverTag();
            return;
        }
        advance(1);
        skipSpace();
        if (m_at >= m_text.size() || m_text[m_at] != ']') {
            error(line, column, "tag without ']'");
            recoverTag();
            return;
        }
        advance(1);
        m_game->setTag(name, value);
    }
    void recoverTag() {
        while (m_at < m_text.size() && m_text[m_at] != ']' && m_text[m_at] != '\n')
            advance(1);
        if (m_at < m_text.size() && m_text[m_at] == ']') advance(1);
    }

    void readBraceComment(int line, int column) {
        advance(1);
        const size_t start = m_at;
        while (m_at < m_text.size() && m_text[m_at] != '}')
            advance(1);
        if (m_at >= m_text.size()) {
            error(line, column, "comment not closed");
            return;
        }
        const std::string text = trimmed(m_text.substr(start, m_at - start));
        advance(1);
        comment(text);
    }

    // Setup tags that failed to read leave the game (the error says why): the game is
    // written without them, and a tag it keeps must read back the same.
    void dropTags(std::initializer_list<std::string_view> names) {
        std::erase_if(m_game->tags, [&](const auto& tag) {
            return std::find(names.begin(), names.end(), tag.first) != names.end();
        });
    }

    // A variant an engine defined, as XBoard's tags describe it (Variant, FEN, VariantMen):
    // built as the game was played, or null.
    const Variant* engineDefinedVariant() const {
        const auto definition = engineVariantFromTags(
            m_game->tag("Variant"), normalizedFen(m_game->tag("FEN")), m_game->tag("VariantMen"));
        return definition ? buildEngineVariant(*definition).variant : nullptr;
    }

    // The first movetext token of a game: set up the variant and the start position.
    bool beginMovetext(int line, int column) {
        if (!m_game) startGame();
        if (m_inMovetext) return !m_skipping;
        m_inMovetext = true;
        std::string variantName;
        bool engineDefined = false;
        for (char c : m_game->tag("Variant"))
            variantName += char(std::tolower(static_cast<unsigned char>(c)));
        if (variantName.empty() || variantName == "standard" || variantName == "chess" ||
            variantName == "normal" || variantName == "fischerandom" || variantName == "chess960" ||
            variantName == "chess 960" || variantName == "fischer random" ||
            variantName == "from position") {
            m_game->variant = &Variant::chess();
        } else if (const Variant* v = Variant::byName(variantName)) {
            m_game->variant = v;
        } else if (const Variant* defined = engineDefinedVariant()) {
            m_game->variant = defined;
            engineDefined = true;
        } else {
            error(line, column, "unknown variant '" + m_game->tag("Variant") + "'");
            dropTags({"Variant", "FEN", "SetUp"});
            m_game->setupRefused = true;
            m_skipping = true;
            return false;
        }
        // A FEN is one line: a line break or tab inside the tag is layout, and would cut
        // the setboard command an engine gets in two.
        m_game->startFen = normalizedFen(m_game->tag("FEN"));
        // The tag holds what the game is written with (a blank one: none), so it reads
        // back the same.
        if (m_game->startFen.empty())
            dropTags({"FEN"});
        else
            m_game->setTag("FEN", m_game->startFen);
        std::optional<Position> pos;
        if (m_game->startFen.empty()) {
            pos = Position::startPosition(*m_game->variant);
        } else {
            SetupCheck problem;
            pos = playablePositionFromFen(*m_game->variant, m_game->startFen, &problem);
            if (!pos) {
                error(line, column, "bad FEN tag: " + problem.describe());
                // The game keeps no start it cannot be played from: written out, it must
                // read back without errors.
                m_game->startFen.clear();
                dropTags({"FEN", "SetUp"});
                // An engine-defined variant was built from the FEN too: without it the
                // tags kept would build another variant, or none.
                if (engineDefined) {
                    dropTags({"Variant", "VariantMen"});
                    m_game->variant = &Variant::chess();
                }
                m_game->setupRefused = true;
                m_skipping = true;
                return false;
            }
        }
        m_pos = std::move(*pos);
        m_frames.push_back({&m_game->moves, {}, {}, 0});
        return true;
    }

    void comment(const std::string& text) {
        if (m_skipping || !m_game) return;
        auto join = [](std::string& to, const std::string& more) {
            if (more.empty()) return;
            if (!to.empty()) to += ' ';
            to += more;
        };
        if (m_frames.empty()) {
            // Between the tags and the first move.
            join(m_game->comment, text);
            return;
        }
        Frame& f = m_frames.back();
        if (f.line->empty()) {
            if (m_frames.size() == 1)
                join(m_game->comment, text);
            else
                join(f.pending, text);
        } else {
            join(f.line->back().comment, text);
        }
    }

    void nag(int value) {
        if (m_skipping || m_frames.empty() || m_frames.back().line->empty()) return;
        m_frames.back().line->back().nags.push_back(value);
    }

    void openVariation(int line, int column) {
        if (!beginMovetext(line, column)) return;
        Frame& top = m_frames.back();
        if (top.line->empty()) {
            error(line, column, "variation before any move");
            m_skipping = true;
            return;
        }
        if (m_frames.size() >= MaxDepth) {
            error(line, column, "variations nested too deeply");
            m_skipping = true;
            return;
        }
        m_pos->unmakeMove();
        PgnMove& alternativeTo = top.line->back();
        alternativeTo.variations.emplace_back();
        PgnLine* variation = &alternativeTo.variations.back();
        m_frames.push_back({variation, {}, alternativeTo.move, 0});
    }

    void closeVariation(int line, int column) {
        if (!beginMovetext(line, column)) return;
        if (m_frames.size() < 2) {
            error(line, column, "')' without '('");
            m_skipping = true;
            return;
        }
        const bool empty = m_frames.back().line->empty();
        for (int i = 0; i < m_frames.back().made; ++i)
            m_pos->unmakeMove();
        m_pos->makeMove(m_frames.back().replaced);
        m_frames.pop_back();
        if (empty) // "()" says nothing; drop it
            m_frames.back().line->back().variations.pop_back();
    }

    void symbol(int line, int column) {
        const size_t start = m_at;
        while (m_at < m_text.size()) {
            const char c = m_text[m_at];
            if (isSpace(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == '[' ||
                c == ']' || c == ';' || c == '$' || c == '"')
                break;
            advance(1);
        }
        std::string_view s = m_text.substr(start, m_at - start);
        if (isResult(s)) {
            if (m_frames.size() > 1 && !m_skipping) {
                error(line, column, "result inside a variation");
            }
            if (!m_game) startGame();
            m_game->result = std::string(s);
            finishGame();
            return;
        }
        if (m_skipping) return;
        // Move numbers: "12." "12..." "12", or glued to the move: "1.e4", "1...Nf6".
        size_t digits = 0;
        while (digits < s.size() && isDigit(s[digits]))
            ++digits;
        const bool wxfMiddleSoldier = s.size() == 4 && digits == 2 && s[0] == s[1] && s[2] == '.';
        if (digits > 0 && !wxfMiddleSoldier) {
            size_t dots = digits;
            while (dots < s.size() && s[dots] == '.')
                ++dots;
            if (dots == s.size()) return beginMovetext(line, column), void();
            if (dots > digits) {
                column += int(dots);
                s.remove_prefix(dots);
            }
        }
        if (const int n = nagForSymbol(s)) {
            if (beginMovetext(line, column)) nag(n);
            return;
        }
        if (!beginMovetext(line, column)) return;
        // Trailing !/? marks become NAGs.
        std::string_view moveText = s;
        size_t marks = 0;
        while (marks < moveText.size() && (moveText[moveText.size() - 1 - marks] == '!' ||
                                           moveText[moveText.size() - 1 - marks] == '?'))
            ++marks;
        const int markNag = marks ? nagForSymbol(moveText.substr(moveText.size() - marks)) : 0;
        moveText.remove_suffix(marks);
        Frame& f = m_frames.back();
        const Move m = moveText.empty() ? Move() : parsePgnMove(*m_pos, moveText);
        if (m.isNone()) {
            error(line, column, "illegal or unknown move '" + std::string(s) + "'");
            m_skipping = true;
            return;
        }
        PgnMove pm;
        pm.move = m;
        pm.text = std::string(moveText);
        pm.commentBefore = std::move(f.pending);
        f.pending.clear();
        if (markNag) pm.nags.push_back(markNag);
        f.line->push_back(std::move(pm));
        m_pos->makeMove(m);
        ++f.made;
    }

    std::string_view m_text;
    size_t m_at = 0;
    int m_line = 1, m_column;
    PgnReadResult m_result;
    std::unique_ptr<PgnGame> m_game;
    bool m_inMovetext = false;
    bool m_skipping = false; // after an error: ignore movetext until the game ends
    std::vector<Frame> m_frames;
    std::optional<Position> m_pos; // where the innermost open line has got to
};

} // namespace

PgnReadResult readPgn(std::string_view text, int firstColumn) {
    return Reader(text, firstColumn).run();
}

} // namespace tabiya

// writePgn: PGN export text. Movetext is generated as a list of words (a comment is
// split into its words) and then filled into lines of at most `columns` characters.
#include "board/core/pgnwriter.h"

namespace tabiya {

namespace {

const char* const Roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

std::string escapeTag(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '\n' || c == '\r') c = ' ';
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// Columns on screen, not bytes: UTF-8 continuation bytes do not count, and characters
// from U+1000 up (CJK, full-width digits) count as two, as terminals show them.
int width(const std::string& s) {
    int n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) == 0x80 ? 0 : c >= 0xE1 ? 2 : 1;
    return n;
}

class MovetextWriter {
public:
    MovetextWriter(const PgnWriteOptions& options)
        : m_options(options) {}

    // Writes a line from pos, leaving pos as it found it. One position goes down the whole
    // tree, each variation taking its moves back when done: copying the position for each
    // variation copies its history and made long annotated games quadratic.
    void line(Position& pos, const PgnLine& moves) {
        int made = 0;
        writeLine(pos, moves, made);
        for (int i = 0; i < made; ++i)
            pos.unmakeMove();
    }

    void writeLine(Position& pos, const PgnLine& moves, int& made) {
        bool needNumber = true;
        for (const PgnMove& pm : moves) {
            // A tree built in code may hold a move that does not fit; the line ends there
            // rather than writing text no reader could follow.
            if (!pm.move.isNull() && !pos.isLegalMove(pm.move)) return;
            if (!pm.commentBefore.empty()) {
                comment(pm.commentBefore);
                needNumber = true;
            }
            const int number = pos.fullmoveNumber();
            std::string word;
            if (pos.sideToMove() == White || needNumber) {
                word = std::to_string(number);
                word.append(pos.sideToMove() == White ? "." : "...");
            }
            if (!word.empty()) add(word);
            add(pgnMoveText(pos, pm.move, m_options.xiangqi, m_options.chinese));
            for (int nag : pm.nags)
                add('$' + std::to_string(nag));
            needNumber = false;
            if (!pm.comment.empty()) {
                comment(pm.comment);
                needNumber = true;
            }
            for (const PgnLine& variation : pm.variations) {
                if (variation.empty()) continue;
                m_glueNext = true;
                add("(");
                line(pos, variation);
                m_words.back() += ")";
                needNumber = true;
            }
            pos.makeMove(pm.move);
            ++made;
        }
    }

    void comment(const std::string& text) {
        std::vector<std::string> words;
        std::string word;
        for (char c : text) {
            if (c == '}') c = ')'; // a brace would end the comment early
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                if (!word.empty()) words.push_back(std::move(word));
                word.clear();
            } else {
                word += c;
            }
        }
        if (!word.empty()) words.push_back(std::move(word));
        if (words.empty()) {
            add("{}");
            return;
        }
        std::string first(1, '{');
        first += words.front();
        words.front() = std::move(first);
        words.back() += "}";
        for (auto& w : words)
            add(w);
    }

    void add(const std::string& word) {
        if (m_glue && !m_words.empty())
            m_words.back() += word;
        else
            m_words.push_back(word);
        m_glue = m_glueNext;
        m_glueNext = false;
    }

    std::string fill() const {
        std::string out, current;
        int currentWidth = 0;
        for (const std::string& w : m_words) {
            const int ww = width(w);
            if (currentWidth > 0 && currentWidth + 1 + ww > m_options.columns) {
                out += current + "\n";
                current.clear();
                currentWidth = 0;
            }
            if (currentWidth > 0) {
                current += ' ';
                ++currentWidth;
            }
            current += w;
            currentWidth += ww;
        }
        if (!current.empty()) out += current + "\n";
        return out;
    }

    bool m_glueNext = false;

private:
    const PgnWriteOptions& m_options;
    std::vector<std::string> m_words;
    bool m_glue = false;
};

} // namespace

std::string writePgn(const PgnGame& game, const PgnWriteOptions& options) {
    std::string out;
    auto tagLine = [&](const std::string& name, const std::string& value) {
        out += "[" + name + " \"" + escapeTag(value) + "\"]\n";
    };
    for (const char* name : Roster) {
        std::string value = game.tag(name);
        if (std::string(name) == "Result")
            value = game.result;
        else if (value.empty())
            value = std::string(name) == "Date" ? "????.??.??" : "?";
        tagLine(name, value);
    }
    bool hasVariant = false;
    for (const auto& [name, value] : game.tags) {
        bool roster = false;
        for (const char* r : Roster)
            roster |= name == r;
        if (roster || name == "FEN" || name == "SetUp") continue;
        hasVariant |= name == "Variant";
        tagLine(name, value);
    }
    if (!hasVariant && game.variant != &Variant::chess()) tagLine("Variant", game.variant->name);
    if (!game.startFen.empty()) {
        tagLine("SetUp", "1");
        tagLine("FEN", game.startFen);
    }
    out += "\n";

    MovetextWriter writer(options);
    if (!game.comment.empty()) writer.comment(game.comment);
    Position start = game.startPosition();
    writer.line(start, game.moves);
    writer.add(game.result);
    out += writer.fill();
    out += "\n";
    return out;
}

std::string writePgn(const std::vector<PgnGame>& games, const PgnWriteOptions& options) {
    std::string out;
    for (const PgnGame& g : games)
        out += writePgn(g, options);
    return out;
}

} // namespace tabiya

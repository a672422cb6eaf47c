// scanPgnGames: readPgn's lexer without the moves. It walks the same tokens (tags with
// their quoted values, brace and line comments, '%' lines, variations, NAGs, symbols) only
// to know where each game starts and ends, and keeps the few tags a game list shows.
#include "board/core/pgnscan.h"

#include "board/core/textposition.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace tabiya {

namespace {

constexpr std::array<std::string_view, 9> ListedTags = {
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "FEN"};

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}
bool isDelimiter(char c) {
    return isSpace(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' ||
           c == ';' || c == '$' || c == '"';
}
bool isResult(std::string_view s) {
    return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*";
}

class Scanner {
public:
    Scanner(std::string_view text, bool final, size_t offset, int line, int column)
        : m_text(text)
        , m_final(final)
        , m_offset(offset)
        , m_line(line)
        , m_column(column) {
        if (offset == 0 && m_text.substr(0, 3) == "\xEF\xBB\xBF") advanceTo(3);
    }

    PgnScan run() {
        while (skipSpace(), m_at < m_text.size()) {
            const size_t token = m_at;
            const int tokenLine = m_line, tokenColumn = m_column;
            if (!step(m_column == 1)) { // the text ends inside this token: wait for more
                m_at = token;
                m_line = tokenLine;
                m_column = tokenColumn;
                return finish(false);
            }
        }
        return finish(true);
    }

private:
    // Reads one token; false when the text ends before the token does (and more may come).
    bool step(bool lineStart) {
        const char c = m_text[m_at];
        if (c == '%' && lineStart) return skipLine();
        if (c == '[') {
            if (m_open && m_movetext) closeGame(m_at);
            if (!m_open) openGame();
            return readTag();
        }
        if (c == '{') {
            const size_t close = m_text.find('}', m_at);
            if (close == std::string_view::npos) return advanceTo(m_text.size()), m_final;
            return advanceTo(close + 1), true;
        }
        if (c == ';') return skipLine();
        if (c == '(' || c == ')') {
            beginMovetext();
            return advanceTo(m_at + 1), true;
        }
        if (c == '$') {
            size_t end = m_at + 1;
            while (end < m_text.size() && end - m_at <= 4 &&
                   std::isdigit((unsigned char)m_text[end]))
                ++end;
            advanceTo(end);
            return end < m_text.size() || m_final;
        }
        if (c == '"' || c == ']' || c == '}') return advanceTo(m_at + 1), true;
        size_t end = m_at;
        while (end < m_text.size() && !isDelimiter(m_text[end]))
            ++end;
        if (end == m_text.size() && !m_final) return false; // "1-" may yet be "1-0"
        const std::string_view symbol = m_text.substr(m_at, end - m_at);
        beginMovetext();
        advanceTo(end);
        if (isResult(symbol)) closeGame(end);
        return true;
    }

    void openGame() {
        m_open = true;
        m_movetext = false;
        m_game = PgnGameSpan{};
        m_game.offset = m_offset + m_at;
        m_game.line = m_line;
        m_game.column = m_column;
        m_gameStart = m_at;
    }
    void beginMovetext() {
        if (!m_open) openGame();
        m_movetext = true;
    }
    void closeGame(size_t end) {
        m_game.length = end - m_gameStart;
        m_result.games.push_back(std::move(m_game));
        m_open = false;
        m_movetext = false;
        m_result.consumed = end;
        m_result.consumedLine = m_line;
        m_result.consumedColumn = m_column;
    }

    PgnScan finish(bool clean) {
        if (m_open && m_final) {
            closeGame(m_text.size());
        } else if (m_open) {
            m_result.consumed = m_gameStart;
            m_result.consumedLine = m_game.line;
            m_result.consumedColumn = m_game.column;
        } else {
            m_result.consumed = clean || m_final ? m_text.size() : m_at;
            m_result.consumedLine = m_line;
            m_result.consumedColumn = m_column;
        }
        return std::move(m_result);
    }

    void advanceTo(size_t end) {
        for (; m_at < end; ++m_at)
            stepTextPosition(m_text[m_at], m_line, m_column);
    }
    void skipSpace() {
        size_t end = m_at;
        while (end < m_text.size() && isSpace(m_text[end]))
            ++end;
        advanceTo(end);
    }
    bool skipLine() {
        const size_t newline = m_text.find('\n', m_at);
        if (newline == std::string_view::npos) return advanceTo(m_text.size()), m_final;
        return advanceTo(newline), true;
    }

    // A tag as readPgn reads it: [Name "value"], a value of one line with \" and \\ escapes.
    // A malformed one is skipped to its ']' or the end of its line.
    bool readTag() {
        size_t at = m_at + 1;
        auto space = [&] {
            while (at < m_text.size() && isSpace(m_text[at]))
                ++at;
        };
        space();
        const size_t nameStart = at;
        while (at < m_text.size() && (std::isalnum((unsigned char)m_text[at]) || m_text[at] == '_'))
            ++at;
        const std::string_view name = m_text.substr(nameStart, at - nameStart);
        space();
        std::string value;
        bool wellFormed = !name.empty() && at < m_text.size() && m_text[at] == '"';
        if (wellFormed) {
            ++at;
            while (at < m_text.size() && m_text[at] != '"' && m_text[at] != '\n') {
                if (m_text[at] == '\\' && at + 1 < m_text.size() &&
                    (m_text[at + 1] == '"' || m_text[at + 1] == '\\'))
                    ++at;
                value += m_text[at] == '\r' ? ' ' : m_text[at];
                ++at;
            }
            wellFormed = at < m_text.size() && m_text[at] == '"';
            if (wellFormed) {
                ++at;
                space();
                wellFormed = at < m_text.size() && m_text[at] == ']';
                if (wellFormed) ++at;
            }
        }
        if (at >= m_text.size() && !wellFormed && !m_final) return false;
        if (!wellFormed) { // readPgn's recovery: to the ']' or the end of the line
            while (at < m_text.size() && m_text[at] != ']' && m_text[at] != '\n')
                ++at;
            if (at >= m_text.size() && !m_final) return false;
            if (at < m_text.size() && m_text[at] == ']') ++at;
        }
        advanceTo(at);
        if (wellFormed &&
            std::find(ListedTags.begin(), ListedTags.end(), name) != ListedTags.end()) {
            auto& tags = m_game.tags;
            const auto same = std::find_if(tags.begin(), tags.end(),
                                           [&](const auto& tag) { return tag.first == name; });
            if (same != tags.end())
                same->second = std::move(value);
            else
                tags.emplace_back(std::string(name), std::move(value));
        }
        return true;
    }

    std::string_view m_text;
    bool m_final;
    size_t m_offset;
    size_t m_at = 0;
    int m_line;
    int m_column;            // readPgn's: '%' starts an escape line in column 1 only
    bool m_open = false;     // a game has started
    bool m_movetext = false; // and its movetext too: its next tag starts another game
    size_t m_gameStart = 0;
    PgnGameSpan m_game;
    PgnScan m_result;
};

} // namespace

std::string PgnGameSpan::tag(std::string_view name) const {
    for (const auto& [n, value] : tags)
        if (n == name) return value;
    return {};
}

PgnScan scanPgnGames(std::string_view text, bool final, size_t offset, int line, int column) {
    return Scanner(text, final, offset, line, column).run();
}

} // namespace tabiya

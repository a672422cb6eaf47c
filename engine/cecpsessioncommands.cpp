// CecpSession, its half that reads commands: the dispatch of every CECP command, the
// options, edit mode and the book listing. The game and search flow is in cecpsession.cpp.
#include "cecpsession.h"

#include "boardmarks.h"
#include "cecptext.h"
#include "movetext.h"
#include "textutil.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya::engine {

void CecpSession::showBook() {
    // Each line starts with a blank, an empty line ends the text (CECP's bk).
    const auto entries = m_core.book().moves(m_pos);
    int total = 0;
    for (const auto& e : entries)
        total += e.weight;
    if (entries.empty())
        m_core.out().line(m_core.book().empty() ? " no opening book (see the Book Folder option)"
                                                : " no book moves in this position");
    for (const auto& e : entries) {
        const int percent = (e.weight * 100 + total / 2) / total;
        m_core.out().line(
            text::concat({" ", coordinateText(m_pos, e.move), " ", std::to_string(percent), "% (",
                          std::to_string(e.weight), ")"}));
    }
    m_core.out().line("");
}

void CecpSession::setOption(const std::string& assignment) {
    const size_t eq = assignment.find('=');
    const std::string name = text::trim(assignment.substr(0, eq));
    const std::string value = eq == std::string::npos ? "" : assignment.substr(eq + 1);
    EngineOptions& options = m_core.options();
    const OptionDef* def = options.find(name);
    if (!def) {
        error("unknown option", "option " + assignment);
        return;
    }
    using Type = OptionDef::Type;
    if (def->type == Type::Button) {
        m_core.pool().stop();
        m_core.pool().wait();
        m_core.pool().clearHash();
        restartAnalysisIfOn();
        return;
    }
    if (def->type == Type::Save) {
        if (!options.save(EngineOptions::settingsPath()))
            m_core.out().line("telluser cannot save settings");
        return;
    }
    if (def->type == Type::Reset) {
        options.resetToDefaults();
        m_core.applyOptions();
        sendOptionFeatures();
        return;
    }
    if (const std::string e = options.set(name, value); !e.empty()) {
        error(e, "option " + assignment);
        return;
    }
    const bool searching = m_core.searching();
    if (def->name == "Hash" || def->name == "Log File" || def->name == "Style" ||
        def->name == "Book Folder") {
        if (searching && m_mode != Mode::Analyzing) return; // applied before the next search
        if (const std::string e = m_core.applyOptions(); !e.empty())
            m_core.out().line("telluser " + e);
        restartAnalysisIfOn();
    } else if (def->name == "Name Suffix") {
        m_core.out().line("feature myname=\"" + m_core.engineName() + "\"");
    } else if (def->name == "MultiPV" || def->name == "Contempt") {
        restartAnalysisIfOn();
    }
}

bool CecpSession::needsPosition(const std::string& cmd) {
    // What searches, evaluates or generates moves is refused on a position the GUI set up
    // illegally: the search and the evaluator assume one royal piece a side and no
    // capturable king, and the GUI must not get a move for a position it did not mean.
    static const char* const Commands[] = {"hint",    "go",   "playother", "exclude",
                                           "include", "lift", "put",       "hover"};
    return std::find(std::begin(Commands), std::end(Commands), cmd) != std::end(Commands);
}

bool CecpSession::handleEdit(const std::string& line) {
    // CECP's old edit mode: "c" switches colour, "#" clears, "Pe4" places, "." ends.
    const std::string t = text::trim(line);
    if (t == ".") {
        m_editing = false;
        const std::string problem = m_pos.validate();
        m_badPosition = !problem.empty();
        if (m_badPosition) m_core.out().line("tellusererror Illegal position");
        newPosition();
        return true;
    }
    if (t == "c") {
        m_editColor = ~m_editColor;
        return true;
    }
    if (t == "#") {
        const Color side = m_pos.sideToMove();
        m_pos.clear();
        m_pos.setSideToMove(side);
        return true;
    }
    if (!cecp::applyEditLine(m_pos, m_editColor, t)) error("bad edit command", line);
    return true;
}

bool CecpSession::handle(const std::string& raw) {
    m_core.out().logInput(raw);
    if (m_editing) return handleEdit(raw);
    const std::string line = text::trim(raw);
    const auto words = text::split(line);
    if (words.empty()) return true;
    const std::string& cmd = words[0];
    const std::string arg = text::rest(line);
    auto intArg = [&](size_t i, int64_t lo, int64_t hi) -> std::optional<int64_t> {
        if (i >= words.size()) return std::nullopt;
        return text::parseInt(words[i], lo, hi);
    };
    auto& out = m_core.out();
    if (m_badPosition && needsPosition(cmd)) {
        error("illegal position", line);
        return true;
    }

    if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "random" ||
        cmd == "computer" || cmd == "name" || cmd == "rating" || cmd == "ics" || cmd == "egtpath" ||
        cmd == "otim" || cmd == "bk" || cmd == "hard" || cmd == "easy" || cmd == "post" ||
        cmd == "nopost") {
        if ((cmd == "accepted" || cmd == "rejected") && words.size() > 1 && words[1] == "debug") {
            m_debug = cmd == "accepted"; // '#' lines only to a GUI that knows to ignore them
        } else if (cmd == "otim") {
            auto n = intArg(1, INT32_MIN, INT32_MAX);
            if (!n)
                error("bad number", line);
            else
                m_oppMs = *n * 10;
        } else if (cmd == "bk") {
            showBook();
        } else if (cmd == "hard") {
            m_ponder = true;
        } else if (cmd == "easy") {
            m_ponder = false;
            if (m_mode == Mode::Pondering) stopSearch();
        } else if (cmd == "post") {
            m_post = true;
        } else if (cmd == "nopost") {
            m_post = false;
        }
        return true;
    }
    if (cmd == "protover") {
        if (!intArg(1, 1, 1000)) error("bad number", line);
        sendFeatures();
        return true;
    }
    if (cmd == "quit") return false;
    if (cmd == "ping") {
        if (words.size() < 2) {
            error("missing argument", line);
            return true;
        }
        // The answer is the number, never the text: nothing of the line is echoed raw.
        const auto n = words.size() == 2 ? intArg(1, INT64_MIN, INT64_MAX) : std::nullopt;
        if (!n) {
            error("bad number", line);
            return true;
        }
        if (m_mode == Mode::Thinking)
            m_pendingPongs.push_back(std::to_string(*n)); // after the move, as the spec asks
        else
            out.line("pong " + std::to_string(*n));
        return true;
    }
    if (cmd == "new") {
        stopSearch();
        m_variant = &Variant::chess();
        m_pos = Position::startPosition(*m_variant);
        newPosition();
        m_force = false;
        m_engineColor = Black;
        m_sd = 0;
        m_myMs = m_oppMs = m_baseMs;
        m_gameOver = m_badPosition = false;
        m_hint = Move();
        m_rules.forgetLosingMoves();
        m_core.overrides().clear();
        restartAnalysisIfOn();
        return true;
    }
    if (cmd == "variant") {
        const Variant* v = Variant::byName(arg);
        if (!v) {
            error("unsupported variant", line);
            return true;
        }
        stopSearch();
        m_variant = v;
        m_pos = Position::startPosition(*v);
        newPosition();
        m_gameOver = m_badPosition = false;
        restartAnalysisIfOn();
        return true;
    }
    if (cmd == "force") {
        if (m_mode == Mode::Thinking || m_mode == Mode::Pondering) stopSearch();
        m_force = true;
        return true;
    }
    if (cmd == "go" || cmd == "white" || cmd == "black" || cmd == "playother") {
        stopSearch();
        if (cmd == "white" || cmd == "black") { // protocol 1: side to move and our side
            m_pos.setSideToMove(cmd == "white" ? White : Black);
            m_engineColor = cmd == "white" ? Black : White;
            return true;
        }
        m_force = false;
        if (cmd == "playother") {
            m_engineColor = ~m_pos.sideToMove();
            return true;
        }
        m_engineColor = m_pos.sideToMove();
        claimIfOver();
        startThinking();
        return true;
    }
    if (cmd == "level") {
        auto mps = intArg(1, 0, 100000);
        auto base = words.size() > 2 ? text::parseMinutesSeconds(words[2]) : std::nullopt;
        const double inc = words.size() == 4 ? text::parseDecimal(words[3]).value_or(-1) : -1;
        if (!mps || !base || inc < 0 || inc > 1e6) {
            error("bad level", line);
            return true;
        }
        m_mps = int(*mps);
        m_baseMs = m_myMs = m_oppMs = *base;
        m_incMs = int64_t(inc * 1000);
        m_stMs = -1;
        return true;
    }
    if (cmd == "st") {
        auto s = words.size() > 1 ? text::parseDecimal(words[1]) : std::nullopt;
        if (!s || *s <= 0 || *s > 1e7)
            error("bad number", line);
        else
            m_stMs = int64_t(*s * 1000);
        return true;
    }
    if (cmd == "sd" || cmd == "nps" || cmd == "time" || cmd == "memory" || cmd == "cores") {
        auto n = intArg(1, cmd == "time" ? INT32_MIN : 0, INT32_MAX);
        if (!n) {
            error("bad number", line);
            return true;
        }
        if (cmd == "sd")
            m_sd = int(*n);
        else if (cmd == "nps")
            m_nps = *n;
        else if (cmd == "time")
            m_myMs = std::max<int64_t>(0, *n * 10); // over time still means "move now"
        else if (cmd == "memory") {
            m_core.options().set("Hash", std::to_string(std::clamp<int64_t>(*n, 1, 4096)));
            if (m_mode == Mode::Idle)
                if (const std::string e = m_core.applyOptions(); !e.empty())
                    out.line("telluser " + e);
        } else
            m_cores = int(std::clamp<int64_t>(*n, 1, 64));
        return true;
    }
    if (cmd == "usermove") {
        if (words.size() != 2)
            error("bad move", line);
        else
            userMove(words[1]);
        return true;
    }
    if (cmd == "?") {
        if (m_mode == Mode::Thinking) { // the move now, before whatever command comes next
            const SearchResult r = m_core.finishSearch();
            m_rules.endPause();
            playResult(r);
        }
        return true;
    }
    if (cmd == "draw") {
        if (!m_gameOver && !m_badPosition && m_rules.acceptsDraw(m_pos)) out.line("offer draw");
        return true;
    }
    if (cmd == "result") {
        stopSearch();
        m_gameOver = true;
        return true;
    }
    if (cmd == "setboard") {
        stopSearch();
        std::string err;
        auto p = Position::fromFen(*m_variant, arg, &err);
        if (!p || !p->validate().empty()) {
            out.line("tellusererror Illegal position");
            m_badPosition = true;
            return true;
        }
        m_pos = *p;
        newPosition();
        m_badPosition = m_gameOver = false;
        restartAnalysisIfOn();
        return true;
    }
    if (cmd == "edit") {
        stopSearch();
        m_editing = true;
        m_editColor = White;
        return true;
    }
    if (cmd == "hint") {
        const Move h = m_core.hintMove(m_pos, m_hint);
        if (!h.isNone()) out.line("Hint: " + coordinateText(m_pos, h));
        return true;
    }
    if (cmd == "undo" || cmd == "remove") {
        stopSearch();
        for (int i = cmd == "undo" ? 1 : 2; i > 0 && m_pos.gamePly() > 0; --i)
            m_pos.unmakeMove();
        newPosition();
        m_gameOver = false;
        restartAnalysisIfOn();
        return true;
    }
    if (cmd == "analyze") {
        stopSearch();
        m_analyze = true;
        startAnalysis();
        return true;
    }
    if (cmd == "exit") {
        if (m_analyze) {
            m_core.abortSearch();
            m_analyze = false;
            m_mode = Mode::Idle;
        }
        return true;
    }
    if (cmd == ".") {
        if (m_mode == Mode::Analyzing) {
            int depth, index, count;
            Move move;
            m_core.pool().progress(depth, index, count, move);
            std::string name;
            if (!move.isNone() && m_pos.isLegalMove(move)) name = coordinateText(m_pos, move);
            out.line(cecp::stat01Line(m_core.pool().elapsedMs(), m_core.pool().nodes(), depth,
                                      std::max(0, count - index), count, name));
        }
        return true;
    }
    if (cmd == "pause") {
        m_rules.pause(m_core.pool());
        return true;
    }
    if (cmd == "resume") {
        std::optional<Event> held;
        m_rules.resume(m_core.pool(), held);
        if (held) onSearchDone(*held);
        return true;
    }
    if (cmd == "option") {
        setOption(arg);
        return true;
    }
    if (cmd == "exclude" || cmd == "include") {
        if (words.size() != 2) {
            error("bad move", line);
            return true;
        }
        if (words[1] == "all") {
            m_excluded.clear();
            if (cmd == "exclude") {
                MoveList legal;
                m_pos.generateLegal(legal);
                m_excluded.assign(legal.begin(), legal.end());
            }
        } else {
            const Move m = parseCoordinateMove(m_pos, words[1]);
            if (m.isNone() || m.isNull()) {
                illegalMove(words[1]);
                return true;
            }
            auto it = std::find(m_excluded.begin(), m_excluded.end(), m);
            if (cmd == "exclude" && it == m_excluded.end())
                m_excluded.push_back(m);
            else if (cmd == "include" && it != m_excluded.end())
                m_excluded.erase(it);
        }
        restartAnalysisIfOn();
        return true;
    }
    if (cmd == "setscore") {
        auto score = intArg(1, -100000, 100000);
        auto depth = intArg(2, 0, MaxPly);
        if (!score || !depth || words.size() != 3) {
            error("bad number", line);
            return true;
        }
        m_core.abortSearch(); // the search threads read the overrides
        m_core.overrides()[m_pos.hash()] = {int(*score), int(*depth)};
        // Whatever ran goes on, now knowing the score.
        if (m_mode == Mode::Analyzing) {
            restartAnalysisIfOn();
        } else if (m_mode == Mode::Thinking) {
            startThinking();
        } else if (m_mode == Mode::Pondering) {
            m_mode = Mode::Idle;
            startPondering();
        }
        return true;
    }
    if (cmd == "lift" || cmd == "put" || cmd == "hover") {
        size_t pos = 0;
        const Square s = words.size() == 2 ? parseSquare(*m_variant, words[1], pos) : NoSquare;
        if (s == NoSquare || pos != words[1].size()) {
            error("bad square", line);
            return true;
        }
        if (cmd == "lift") {
            m_lifted = s;
            out.line("highlight " + liftMarks(m_pos, s));
        } else if (cmd == "put") {
            if (m_lifted != NoSquare) {
                const std::string choice = promotionChoice(m_pos, m_lifted, s);
                if (!choice.empty()) out.line("choice " + choice);
            }
            m_lifted = NoSquare;
        } else if (m_lifted != NoSquare) {
            const std::string marks = hoverMarks(m_pos, m_lifted, s);
            if (!marks.empty()) out.line("highlight " + marks);
        }
        return true;
    }
    if (cecp::looksLikeMove(cmd) && words.size() == 1) {
        userMove(cmd);
        return true;
    }
    error("unknown command", line);
    return true;
}

} // namespace tabiya::engine

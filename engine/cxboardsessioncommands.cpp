// CxboardSession, its half that reads commands: the dispatch of every CXBoard command,
// position, go and its limits, setoption. The game and search flow is in
// cxboardsession.cpp.
#include "cxboardsession.h"

#include "movetext.h"
#include "textutil.h"
#include "timemanager.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya::engine {

void CxboardSession::setPosition(const std::vector<std::string>& words, const std::string& line) {
    stopSearch();
    size_t i = 1;
    std::optional<Position> pos;
    if (i < words.size() && words[i] == "startpos") {
        pos = Position::startPosition(*m_variant);
        ++i;
    } else if (i < words.size() && words[i] == "cfen") {
        std::string fen;
        for (++i; i < words.size() && words[i] != "moves"; ++i)
            fen += (fen.empty() ? "" : " ") + words[i];
        pos = Position::fromFen(*m_variant, fen);
        if (pos && !pos->validate().empty()) pos.reset();
    }
    // A rejected position leaves none to play on: the GUI must not get a move for the
    // previous one as if it were the position it sent.
    if (!pos) {
        error("illegal position", line);
        m_badPosition = true;
        return;
    }
    if (i < words.size() && words[i] != "moves") {
        error("malformed position", line);
        m_badPosition = true;
        return;
    }
    for (++i; i < words.size(); ++i) {
        const Move m = parseCoordinateMove(*pos, words[i]);
        if (m.isNone() || m.isNull()) {
            illegalMove(words[i]);
            break;
        }
        pos->makeMove(m);
        pos->inCheck();
    }
    m_pos = *pos;
    m_hint = Move();
    m_gameOver = m_badPosition = false;
    m_scoreKnown = false;
}

void CxboardSession::go(const std::vector<std::string>& words, const std::string& line) {
    stopSearch();
    SearchLimits limits;
    int64_t rtime = -1, btime = -1, mtime = -1, otime = -1, movetime = -1;
    int movestogo = 0;
    bool ponder = false;
    m_goInfinite = false;
    static const char* Keywords[] = {"searchmoves", "ponder", "rtime",     "btime",
                                     "mtime",       "otime",  "movestogo", "depth",
                                     "nodes",       "mate",   "movetime",  "infinite"};
    auto isKeyword = [](const std::string& w) {
        return std::find(std::begin(Keywords), std::end(Keywords), w) != std::end(Keywords);
    };
    for (size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "searchmoves") {
            while (i + 1 < words.size() && !isKeyword(words[i + 1])) {
                const Move m = parseCoordinateMove(m_pos, words[++i]);
                if (m.isNone() || m.isNull()) {
                    illegalMove(words[i]);
                    return;
                }
                limits.searchMoves.push_back(m);
            }
        } else if (w == "ponder") {
            ponder = true;
        } else if (w == "infinite") {
            m_goInfinite = true;
        } else if (isKeyword(w)) {
            auto n = i + 1 < words.size() ? text::parseInt(words[i + 1], 0, INT64_MAX / 4)
                                          : std::nullopt;
            if (!n) {
                error("bad number", line);
                return;
            }
            ++i;
            if (w == "rtime")
                rtime = *n;
            else if (w == "btime")
                btime = *n;
            else if (w == "mtime")
                mtime = *n;
            else if (w == "otime")
                otime = *n;
            else if (w == "movestogo")
                movestogo = int(std::min<int64_t>(*n, 1000));
            else if (w == "depth")
                limits.depth = int(std::clamp<int64_t>(*n, 1, MaxPly - 1));
            else if (w == "nodes")
                limits.nodes = uint64_t(std::max<int64_t>(*n, 1));
            else if (w == "mate")
                limits.mate = int(std::clamp<int64_t>(*n, 1, MaxPly / 2));
            else if (w == "movetime")
                movetime = *n;
        } else {
            error("unknown go parameter", line);
            return;
        }
    }
    ClockState clock;
    // A pondering go is sent on the opponent's turn: the engine's clock is the other one.
    const Color own = ponder ? ~m_pos.sideToMove() : m_pos.sideToMove();
    const int64_t mine = own == White ? rtime : btime;
    clock.myMs = mine;
    if (mine <= 0 && otime > 0) {
        clock.myMs = -1;
        clock.fixedMs = otime;
    }
    clock.movesToGo = movestogo;
    clock.fixedMs = movetime >= 0 ? movetime : clock.fixedMs;
    clock.maxMoveMs = mtime;
    const TimeBudget b = TimeManager::budget(clock);
    limits.softMs = b.softMs;
    limits.hardMs = b.hardMs;
    limits.infinite = m_goInfinite;
    m_goLimits = limits;
    if (ponder) {
        SearchLimits pondering = limits;
        pondering.ponder = true;
        pondering.softMs = pondering.hardMs = -1;
        std::swap(m_goLimits, pondering);
        startGo();
        std::swap(m_goLimits, pondering);
        m_mode = Mode::GoPonder;
        return;
    }
    answerGo();
}

void CxboardSession::setOption(const std::string& line) {
    // setoption name <id> [value <x>]; the id may contain spaces.
    const std::string low = text::lower(line);
    const size_t name = low.find(" name ");
    if (name == std::string::npos) {
        error("malformed setoption", line);
        return;
    }
    const size_t value = low.find(" value ", name + 5);
    const std::string id = text::trim(
        line.substr(name + 6, value == std::string::npos ? std::string::npos : value - name - 6));
    const std::string v = value == std::string::npos ? "" : line.substr(value + 7);
    EngineOptions& options = m_core.options();
    const OptionDef* def = options.find(id);
    if (!def || !def->cxboard) {
        error("unknown option", line);
        return;
    }
    using Type = OptionDef::Type;
    stopSearch();
    if (def->type == Type::Button) {
        m_core.pool().clearHash();
        m_core.out().line("info string hash cleared");
    } else if (def->type == Type::Save) {
        if (!options.save(EngineOptions::settingsPath()))
            m_core.out().line("info string cannot save settings");
    } else if (def->type == Type::Reset) {
        options.resetToDefaults();
    } else if (const std::string e = options.set(id, v); !e.empty()) {
        error(e, line);
        return;
    }
    if (const std::string e = m_core.applyOptions(); !e.empty())
        m_core.out().line("info string " + e);
    if (def->name == "Variant" || def->type == Type::Reset) {
        const Variant* v2 = &variantFor(options.value("Variant"));
        if (v2 != m_variant) {
            m_variant = v2;
            m_pos = Position::startPosition(*m_variant);
            m_hint = Move();
            m_badPosition = false;
        }
    }
}

bool CxboardSession::handle(const std::string& raw) {
    m_core.out().logInput(raw);
    const std::string line = text::trim(raw);
    const auto words = text::split(line);
    if (words.empty()) return true;
    const std::string& cmd = words[0];
    auto& out = m_core.out();
    if (cmd == "quit") return false;
    static const char* const NeedsPosition[] = {"go",   "playcurrent", "playother", "move",
                                                "hint", "score",       "undo",      "remove"};
    if (m_badPosition && std::find(std::begin(NeedsPosition), std::end(NeedsPosition), cmd) !=
                             std::end(NeedsPosition)) {
        error("illegal position", line); // until a position that can be played
        return true;
    }
    if (cmd == "isready") {
        out.line("readyok");
    } else if (cmd == "cxboard") {
        identify();
    } else if (cmd == "setoption") {
        setOption(line);
    } else if (cmd == "position") {
        setPosition(words, line);
    } else if (cmd == "force") {
        if (m_mode == Mode::Thinking || m_mode == Mode::Pondering) stopSearch();
        m_force = true;
        m_clockRunning = false;
    } else if (cmd == "go") {
        go(words, line);
    } else if (cmd == "stop" || (cmd == "?" && m_mode == Mode::Go)) {
        if (m_mode == Mode::Go || m_mode == Mode::GoPonder) {
            // bestmove now, before whatever command comes next
            const SearchResult r = m_haveHeldResult ? m_heldResult : m_core.finishSearch();
            m_haveHeldResult = m_goInfinite = false;
            endPause();
            answerBestmove(r);
        }
    } else if (cmd == "?") {
        if (m_mode == Mode::Thinking) {
            const SearchResult r = m_core.finishSearch();
            endPause();
            playResult(r);
        }
    } else if (cmd == "playcurrent" || cmd == "playother") {
        stopSearch();
        m_force = false;
        m_gameOver = false;
        if (m_myMs < 0 && m_gameMs >= 0) m_myMs = m_oppMs = m_gameMs;
        if (cmd == "playcurrent") {
            m_engineColor = m_pos.sideToMove();
            if (!claimIfOver()) startThinking();
        } else {
            m_engineColor = ~m_pos.sideToMove();
            m_clockStart = std::chrono::steady_clock::now();
            m_clockRunning = true;
            startPondering();
        }
    } else if (cmd == "move") {
        if (words.size() != 2)
            error("malformed move", line);
        else
            move(words[1], line);
    } else if (cmd == "undo" || cmd == "remove") {
        if (cmd == "undo" && !m_force) {
            error("not in force mode", line);
            return true;
        }
        stopSearch();
        for (int i = cmd == "undo" ? 1 : 2; i > 0 && m_pos.gamePly() > 0; --i)
            m_pos.unmakeMove();
        m_hint = Move();
        m_gameOver = false;
        m_scoreKnown = false;
        if (!m_force && cmd == "remove" && m_pos.sideToMove() == m_engineColor) startThinking();
    } else if (cmd == "debug") {
        m_debug = words.size() < 2 || words[1] != "off";
    } else if (cmd == "draw") {
        if (!m_gameOver && m_rules.acceptsDraw(m_pos)) out.line("offerdraw");
    } else if (cmd == "result") {
        stopSearch();
        m_gameOver = true;
        m_clockRunning = false;
    } else if (cmd == "hint") {
        const Move h = m_core.hintMove(m_pos, m_hint);
        if (!h.isNone()) out.line("info hint " + coordinateText(m_pos, h));
    } else if (cmd == "name" || cmd == "computer") {
        // Nothing to adapt: we play the same against people and programs.
    } else if (cmd == "pause") {
        if (m_rules.pause(m_core.pool())) {
            // Both clocks stop: the one running is charged up to now and held.
            m_clockPaused = m_clockRunning;
            if (m_clockRunning) chargeClock(m_pos.sideToMove() == m_engineColor);
            m_clockRunning = false;
        }
    } else if (cmd == "resume") {
        std::optional<Event> held;
        if (m_rules.resume(m_core.pool(), held) && m_clockPaused) {
            m_clockStart = std::chrono::steady_clock::now();
            m_clockRunning = true;
        }
        if (held) onSearchDone(*held);
    } else if (cmd == "score") {
        // The last search's score when it was about this position, else a static look.
        const int s =
            m_scoreKnown ? m_rules.lastScore() : m_core.evaluator(*m_variant).evaluate(m_pos);
        out.line("info depth 0 score " + scoreText(s));
    } else if (cmd == "clock") {
        if (words.size() != 4) {
            error("malformed clock", line);
            return true;
        }
        auto game = text::parseMinutesSeconds(words[1]);
        auto perMove = text::parseMinutesSeconds(words[2]);
        auto overtime = text::parseMinutesSeconds(words[3]);
        if (!game || !perMove || !overtime) {
            error("bad time", line);
            return true;
        }
        m_gameMs = *game;
        m_moveCapMs = *perMove > 0 ? *perMove : -1;
        m_overtimeMs = *overtime;
        m_myMs = m_oppMs = m_gameMs;
    } else {
        error("unknown command", line);
    }
    return true;
}

} // namespace tabiya::engine

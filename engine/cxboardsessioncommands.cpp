// CxboardSession, its half that reads commands: the dispatch of every CXBoard command,
// position, go and its limits, setoption. The game and search flow is in
// cxboardsession.cpp.
#include "engine/cxboardsession.h"

#include "board/core/movetext.h"
#include "engine/cxboardtext.h"
#include "engine/textutil.h"
#include "engine/timemanager.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya::engine {

void CxboardSession::setPosition(const std::vector<std::string>& words, const std::string& line) {
    stopSearch();
    const cxboard::PositionRequest r = cxboard::parsePosition(*m_variant, words);
    // A rejected position leaves none to play on: the GUI must not get a move for the
    // previous one as if it were the position it sent.
    if (!r.position) {
        error(r.error, line);
        m_badPosition = true;
        return;
    }
    if (!r.illegalMove.empty()) illegalMove(r.illegalMove);
    m_pos = *r.position;
    m_hint = Move();
    m_gameOver = m_badPosition = false;
    m_scoreKnown = false;
}

void CxboardSession::go(const std::vector<std::string>& words, const std::string& line) {
    stopSearch();
    m_goInfinite = false;
    auto parsed = cxboard::parseGo(m_pos, words);
    if (const auto* e = std::get_if<cxboard::GoError>(&parsed)) {
        e->illegalMove.empty() ? error(e->kind, line) : illegalMove(e->illegalMove);
        return;
    }
    auto& go = std::get<cxboard::GoRequest>(parsed);
    m_goInfinite = go.infinite;
    const TimeBudget b = TimeManager::budget(go.clock);
    go.limits.softMs = b.softMs;
    go.limits.hardMs = b.hardMs;
    go.limits.infinite = go.infinite;
    m_goLimits = go.limits;
    if (go.ponder) {
        SearchLimits pondering = go.limits;
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

const std::unordered_map<std::string_view, CxboardSession::Command>& CxboardSession::commands() {
    // needsPosition: refused after a rejected position, until one that can be played: the
    // GUI must not get an answer for the position before it as if it were the one it sent.
    using S = CxboardSession;
    using A = const Args&;
    static const std::unordered_map<std::string_view, Command> table = {
        {"isready", {[](S& s, A) { s.m_core.out().line("readyok"); }}},
        {"cxboard", {[](S& s, A) { s.identify(); }}},
        {"setoption", {[](S& s, A a) { s.setOption(a.line); }}},
        {"position", {[](S& s, A a) { s.setPosition(a.words, a.line); }}},
        {"force", {[](S& s, A) { s.force(); }}},
        {"go", {[](S& s, A a) { s.go(a.words, a.line); }, true}},
        {"stop", {[](S& s, A) { s.stop(); }}},
        {"?", {[](S& s, A) { s.moveNow(); }}},
        {"playcurrent", {[](S& s, A) { s.play(true); }, true}},
        {"playother", {[](S& s, A) { s.play(false); }, true}},
        {"move", {[](S& s, A a) { s.moveCommand(a); }, true}},
        {"undo", {[](S& s, A a) { s.takeBack(a, 1); }, true}},
        {"remove", {[](S& s, A a) { s.takeBack(a, 2); }, true}},
        {"debug", {[](S& s, A a) { s.m_debug = a.words.size() < 2 || a.words[1] != "off"; }}},
        {"draw", {[](S& s, A) {
             if (!s.m_gameOver && s.m_rules.acceptsDraw(s.m_pos)) s.m_core.out().line("offerdraw");
         }}},
        {"result", {[](S& s, A) { s.result(); }}},
        {"hint", {[](S& s, A) { s.hint(); }, true}},
        // Nothing to adapt: we play the same against people and programs.
        {"name", {[](S&, A) {}}},
        {"computer", {[](S&, A) {}}},
        {"pause", {[](S& s, A) { s.pause(); }}},
        {"resume", {[](S& s, A) { s.resume(); }}},
        {"score", {[](S& s, A) { s.score(); }, true}},
        {"clock", {[](S& s, A a) { s.setClock(a); }}},
    };
    return table;
}

bool CxboardSession::handle(const std::string& raw) {
    m_core.out().logInput(raw);
    const std::string line = text::trim(raw);
    const auto words = text::split(line);
    if (words.empty()) return true;
    if (words[0] == "quit") return false;
    const auto& table = commands();
    const auto it = table.find(words[0]);
    if (it == table.end())
        error("unknown command", line);
    else if (m_badPosition && it->second.needsPosition)
        error("illegal position", line);
    else
        it->second.run(*this, Args{line, words});
    return true;
}

void CxboardSession::moveCommand(const Args& a) {
    if (a.words.size() != 2)
        error("malformed move", a.line);
    else
        move(a.words[1], a.line);
}

void CxboardSession::force() {
    if (m_mode == Mode::Thinking || m_mode == Mode::Pondering) stopSearch();
    m_force = true;
    m_clock.stop();
}

void CxboardSession::stop() {
    if (m_mode != Mode::Go && m_mode != Mode::GoPonder) return;
    // bestmove now, before whatever command comes next
    const SearchResult r = m_haveHeldResult ? m_heldResult : m_core.finishSearch();
    m_haveHeldResult = m_goInfinite = false;
    endPause();
    answerBestmove(r);
}

void CxboardSession::moveNow() {
    if (m_mode == Mode::Go) { // "?" in forced mode is "stop"
        stop();
    } else if (m_mode == Mode::Thinking) {
        const SearchResult r = m_core.finishSearch();
        endPause();
        playResult(r);
    }
}

void CxboardSession::play(bool current) {
    stopSearch();
    m_force = false;
    m_gameOver = false;
    m_clock.newGame();
    if (current) {
        m_engineColor = m_pos.sideToMove();
        if (!claimIfOver()) startThinking();
    } else {
        m_engineColor = ~m_pos.sideToMove();
        m_clock.start();
        startPondering();
    }
}

void CxboardSession::takeBack(const Args& a, int plies) {
    if (plies == 1 && !m_force) {
        error("not in force mode", a.line);
        return;
    }
    stopSearch();
    for (int i = plies; i > 0 && m_pos.gamePly() > 0; --i)
        m_pos.unmakeMove();
    m_hint = Move();
    m_gameOver = false;
    m_scoreKnown = false;
    if (!m_force && plies == 2 && m_pos.sideToMove() == m_engineColor) startThinking();
}

void CxboardSession::result() {
    stopSearch();
    m_gameOver = true;
    m_clock.stop();
}

void CxboardSession::hint() {
    const Move h = m_core.hintMove(m_pos, m_hint);
    if (!h.isNone()) m_core.out().line("info hint " + coordinateText(m_pos, h));
}

void CxboardSession::pause() {
    if (m_rules.pause(m_core.pool())) m_clock.pause(m_pos.sideToMove() == m_engineColor);
}

void CxboardSession::resume() {
    std::optional<Event> held;
    if (m_rules.resume(m_core.pool(), held)) m_clock.resume();
    if (held) onSearchDone(*held);
}

void CxboardSession::score() {
    // The last search's score when it was about this position, else a static look.
    const int s = m_scoreKnown ? m_rules.lastScore() : m_core.evaluator(*m_variant).evaluate(m_pos);
    m_core.out().line("info depth 0 score " + cxboard::scoreText(s));
}

void CxboardSession::setClock(const Args& a) {
    if (a.words.size() != 4) {
        error("malformed clock", a.line);
        return;
    }
    if (!m_clock.set(a.words)) error("bad time", a.line);
}

} // namespace tabiya::engine

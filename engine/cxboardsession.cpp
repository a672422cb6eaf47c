#include "engine/cxboardsession.h"

#include "board/core/movetext.h"
#include "engine/cxboardtext.h"
#include "engine/textutil.h"
#include "engine/timemanager.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya::engine {

const Variant& CxboardSession::variantFor(const std::string& optionValue) {
    return text::lower(optionValue) == "chess" ? Variant::chess() : Variant::xiangqi();
}

CxboardSession::CxboardSession(EngineCore& core)
    : ProtocolSession(core)
    , m_variant(&variantFor(core.options().value("Variant")))
    , m_pos(Position::startPosition(*m_variant)) {}

int CxboardSession::run(const std::string& firstLine) {
    m_core.out().logInput(firstLine);
    startInputReader(m_core.sharedQueue());
    identify();
    return serve();
}

void CxboardSession::identify() {
    auto& out = m_core.out();
    out.line("id name " + m_core.engineName());
    out.line("id author the Tabiya authors");
    for (const auto& d : m_core.options().definitions())
        if (d.cxboard) out.line(m_core.options().cxboardLine(d));
    out.line("cxboardok");
}

std::function<void(const SearchReport&)> CxboardSession::reporter(const Position& root) {
    // Runs on the search thread, with its own copy of the root.
    auto shared = std::make_shared<const Position>(root);
    return [this, shared](const SearchReport& r) {
        if (const std::string line = cxboard::infoLine(r, *shared); !line.empty())
            m_core.out().line(line);
    };
}

void CxboardSession::stopSearch() {
    m_core.abortSearch();
    endPause();
    m_mode = Mode::Idle;
    m_rules.forgetPonderMove();
    m_haveHeldResult = false;
}

void CxboardSession::endPause() {
    // A pause holds the search it paused, not later ones; the clocks run again.
    m_clock.endPause(m_rules.endPause());
}

bool CxboardSession::claimIfOver() {
    const Outcome o = adjudicate(m_pos);
    if (!o.isOver()) return false;
    m_gameOver = true;
    m_core.out().line("result " + o.resultText() + " {" + o.reason(*m_variant) + "}");
    return true;
}

void CxboardSession::startGo() {
    SearchLimits limits = m_goLimits;
    limits.contempt = m_core.options().intValue("Contempt");
    limits.multiPv = m_core.options().intValue("MultiPV");
    const int threads = m_core.options().intValue("Threads");
    if (threads != m_core.pool().threads()) {
        m_core.abortSearch();
        m_core.pool().setThreads(threads);
    }
    m_haveHeldResult = false;
    endPause();
    if (m_debug)
        m_core.out().line("info string limits soft " + std::to_string(limits.softMs) + " ms hard " +
                          std::to_string(limits.hardMs) + " ms depth " +
                          std::to_string(limits.depth));
    m_core.startSearch(m_pos, limits, reporter(m_pos));
}

Move CxboardSession::bookMove(const std::vector<Move>& allowed) {
    // The GUI keeps the book unless OwnBook is on (as the CXBoard spec has it).
    if (!m_core.options().intValue("OwnBook")) return Move();
    return m_core.book().pick(m_pos, allowed, m_core.random());
}

void CxboardSession::answerGo() {
    // A go the book answers at once; else the search.
    if (!m_goInfinite) {
        if (const Move m = bookMove(m_goLimits.searchMoves); !m.isNone()) {
            m_mode = Mode::Idle;
            m_hint = m;
            m_core.out().line("bestmove " + coordinateText(m_pos, m));
            return;
        }
    }
    startGo();
    m_mode = Mode::Go;
}

void CxboardSession::startThinking() {
    if (m_gameOver) return;
    if (const Move m = bookMove({}); !m.isNone()) {
        m_clock.start();
        SearchResult r;
        r.best = m;
        playResult(r);
        return;
    }
    const TimeBudget b = TimeManager::budget(m_clock.forThinking());
    SearchLimits limits;
    limits.softMs = b.softMs;
    limits.hardMs = b.hardMs;
    m_goLimits = limits;
    startGo();
    m_mode = Mode::Thinking;
    m_clock.start();
}

void CxboardSession::startPondering() {
    if (m_force || m_gameOver || m_hint.isNone() || !m_core.options().intValue("Ponder")) return;
    const auto p = m_rules.ponderOn(m_pos, m_hint);
    if (!p) return;
    endPause();
    m_core.startSearch(*p, m_rules.ponderLimits(0), reporter(*p));
    m_mode = Mode::Pondering;
}

void CxboardSession::playResult(const SearchResult& r) {
    m_mode = Mode::Idle;
    m_clock.charge(true);
    if (r.best.isNone() || !m_pos.isLegalMove(r.best)) {
        claimIfOver();
        return;
    }
    m_scoreKnown = false;
    if (m_rules.resignsAfter(r.score)) {
        m_core.out().line("resign");
        m_gameOver = true;
        return;
    }
    const std::string text = coordinateText(m_pos, r.best);
    m_pos.makeMove(r.best);
    m_pos.inCheck(); // cached in the history: perpetual checks are judged from it
    const Outcome after = adjudicate(m_pos);
    if (after.isOver() && after.result == GameResult::Draw) m_core.out().line("offerdraw");
    m_core.out().line("move " + text);
    m_hint = r.ponder;
    if (after.isOver()) {
        m_gameOver = true;
        m_core.out().line("result " + after.resultText() + " {" + after.reason(*m_variant) + "}");
        return;
    }
    m_clock.countFromNow(); // the opponent's clock runs
    startPondering();
}

void CxboardSession::answerBestmove(const SearchResult& r) {
    m_mode = Mode::Idle;
    m_rules.setLastScore(r.score);
    m_scoreKnown = true;
    m_hint = r.best; // the move we advise here, until the position changes
    m_core.out().line("bestmove " +
                      (r.best.isNone() ? std::string("(none)") : coordinateText(m_pos, r.best)));
}

void CxboardSession::onSearchDone(const Event& e) {
    if (e.searchId != m_core.currentSearchId()) return;
    if (m_rules.holdWhilePaused(e)) return; // nothing is answered while paused
    switch (m_mode) {
    case Mode::Go:
        if (m_goInfinite) { // "infinite": the answer waits for stop
            m_heldResult = e.result;
            m_haveHeldResult = true;
            return;
        }
        answerBestmove(e.result);
        break;
    case Mode::GoPonder: break; // stays silent until the next move
    case Mode::Thinking: playResult(e.result); break;
    case Mode::Pondering: m_rules.ponderFinished(e.result); break;
    default: break;
    }
}

void CxboardSession::move(const std::string& text, const std::string& line) {
    const Move m = parseCoordinateMove(m_pos, text);
    if (m.isNone() || m.isNull()) {
        illegalMove(text);
        return;
    }
    if (!m_force && m_pos.sideToMove() == m_engineColor && m_mode != Mode::GoPonder) {
        error("engine's turn", line);
        return;
    }
    if (m_mode == Mode::Pondering && m == m_rules.ponderMove()) {
        m_clock.charge(false);
        m_pos.makeMove(m);
        m_hint = Move();
        m_pos.inCheck(); // cached in the history: perpetual checks are judged from it
        m_mode = Mode::Thinking;
        m_clock.countFromNow();
        if (!bookMove({}).isNone()) { // the book answers, not the search
            stopSearch();
            startThinking();
            return;
        }
        if (m_rules.ponderDone()) {
            playResult(m_rules.ponderResult());
            return;
        }
        const TimeBudget b = TimeManager::budget(m_clock.forPonderHit());
        m_core.pool().ponderhit(b.softMs, b.hardMs);
        return;
    }
    const bool wasGoPonder = m_mode == Mode::GoPonder;
    stopSearch();
    if (!m_force) m_clock.charge(false);
    m_pos.makeMove(m);
    m_hint = Move();
    m_pos.inCheck(); // cached in the history: perpetual checks are judged from it
    m_scoreKnown = false;
    if (wasGoPonder) { // the opponent moved: the pondering go becomes a real one
        answerGo();
        return;
    }
    if (!m_force && claimIfOver()) return;
    if (!m_force && m_pos.sideToMove() == m_engineColor) startThinking();
}

} // namespace tabiya::engine

#include "engine/cecpsession.h"

#include "board/core/movetext.h"
#include "engine/boardmarks.h"
#include "engine/cecptext.h"
#include "engine/textutil.h"
#include "engine/timemanager.h"

#include <algorithm>
#include <cstdlib>

namespace tabiya::engine {

CecpSession::CecpSession(EngineCore& core)
    : ProtocolSession(core)
    , m_options(core)
    , m_variant(&Variant::chess())
    , m_pos(Position::startPosition(Variant::chess())) {}

int CecpSession::run(const std::string& firstLine, bool firstTooLong) {
    startInputReader(m_core.sharedQueue());
    if (firstTooLong)
        error("line too long", "(dropped)");
    else if (!handle(firstLine)) {
        stopSearch();
        return 0;
    }
    return serve();
}

void CecpSession::stopSearch() {
    m_core.abortSearch();
    m_rules.endPause();
    if (m_mode != Mode::Analyzing) m_mode = Mode::Idle;
    m_rules.forgetPonderMove();
    flushPongs(); // the search they waited for is gone
}

void CecpSession::newPosition() {
    m_hint = Move(); // set again when we move: the reply we expect
    m_claimed = false;
    m_excluded.clear();
    m_highlights.reset();
}

SearchLimits CecpSession::baseLimits() const {
    SearchLimits limits;
    limits.searchMoves = m_excluded.searchMoves(m_pos);
    limits.multiPv = m_core.options().intValue("MultiPV");
    return limits;
}

void CecpSession::syncSearchSettings() {
    // Settings that were changed while a search ran take effect before the next one.
    if (m_cores != m_core.pool().threads()) {
        m_core.abortSearch();
        m_core.pool().setThreads(m_cores);
    }
    if (const std::string e = m_core.applyOptions(); !e.empty()) m_core.out().line("telluser " + e);
}

void CecpSession::startThinking() {
    if (m_badPosition || m_gameOver) return;
    m_rules.endPause();
    syncSearchSettings();
    SearchLimits limits = baseLimits();
    if (playFromBook(limits.searchMoves)) return;
    limits.multiPv = 1;
    const TimeBudget b = m_clock.budget(m_pos.fullmoveNumber());
    limits.softMs = b.softMs;
    limits.hardMs = b.hardMs;
    if (m_sd > 0) limits.depth = std::min(m_sd, MaxPly - 1);
    limits.nps = m_nps;
    limits.contempt = m_core.options().intValue("Contempt");
    m_mode = Mode::Thinking;
    debug("think: soft " + std::to_string(limits.softMs) + " ms, hard " +
          std::to_string(limits.hardMs) + " ms, clock " + std::to_string(m_clock.ownMs()) +
          " ms vs " + std::to_string(m_clock.opponentMs()) + " ms, depth " +
          std::to_string(limits.depth) + ", " + std::to_string(m_core.pool().threads()) +
          " threads, " + std::to_string(m_core.pool().hashMegabytes()) + " MB hash");
    m_core.startSearch(m_pos, limits, reporter(m_pos, false));
}

bool CecpSession::playFromBook(const std::vector<Move>& allowed) {
    const Move m = m_core.book().pick(m_pos, allowed, m_core.random());
    if (m.isNone()) return false;
    debug("book move " + coordinateText(m_pos, m));
    SearchResult r;
    r.best = m;
    m_mode = Mode::Thinking;
    playResult(r);
    return true;
}

void CecpSession::debug(const std::string& text) {
    if (m_debug) m_core.out().line("# " + text);
}

void CecpSession::startPondering() {
    if (!m_ponder || m_force || m_gameOver || m_badPosition || m_hint.isNone() || m_analyze) return;
    m_rules.endPause();
    const auto p = m_rules.ponderOn(m_pos, m_hint);
    if (!p) return;
    m_core.startSearch(*p, m_rules.ponderLimits(m_sd), reporter(*p, false));
    m_mode = Mode::Pondering;
}

void CecpSession::startAnalysis() {
    if (m_badPosition) return;
    m_rules.endPause();
    syncSearchSettings();
    SearchLimits limits = baseLimits();
    limits.infinite = true;
    m_mode = Mode::Analyzing;
    if (adjudicate(m_pos).isOver()) return; // nothing to analyse; "." still answers
    m_core.startSearch(m_pos, limits, reporter(m_pos, true));
}

void CecpSession::restartAnalysisIfOn() {
    if (m_analyze) {
        m_core.abortSearch();
        startAnalysis();
    }
}

std::function<void(const SearchReport&)> CecpSession::reporter(const Position& root, bool always) {
    // Runs on the search thread: it gets its own copy of the root, and reads only the
    // atomic post flag from the session.
    auto shared = std::make_shared<const Position>(root);
    return [this, shared, always](const SearchReport& r) {
        if (r.currmoveNumber) return; // CECP has no progress lines; "." asks for them
        if (always || m_post) m_core.out().line(cecp::thinkingLine(r, *shared));
    };
}

bool CecpSession::claimIfOver() {
    const Outcome o = adjudicate(m_pos);
    if (!o.isOver()) return false;
    m_claimed = true; // we go on playing if the GUI disagrees
    m_core.out().line(o.resultText() + " {" + o.reason(*m_variant) + "}");
    return true;
}

void CecpSession::flushPongs() {
    for (const auto& n : m_pendingPongs)
        m_core.out().line("pong " + n);
    m_pendingPongs.clear();
}

void CecpSession::onSearchDone(const Event& e) {
    if (e.searchId != m_core.currentSearchId()) return; // a search we abandoned
    if (m_rules.holdWhilePaused(e)) return;             // no move while paused: it waits for resume
    const SearchResult& r = e.result;
    switch (m_mode) {
    case Mode::Thinking:
        debug("searched: depth " + std::to_string(r.depth) + ", " + std::to_string(r.nodes) +
              " nodes in " + std::to_string(r.ms) + " ms, score " + std::to_string(r.score));
        playResult(r);
        break;
    case Mode::Pondering: m_rules.ponderFinished(e.result); break;
    default: break;
    }
}

void CecpSession::playResult(const SearchResult& r) {
    m_mode = Mode::Idle;

    if (r.best.isNone() || !m_pos.isLegalMove(r.best)) {
        if (!m_claimed && !claimIfOver() && !m_excluded.empty())
            m_core.out().line("telluser every move is excluded");
        flushPongs();
        return;
    }
    if (m_rules.resignsAfter(r.score)) {
        m_core.out().line("resign");
        m_gameOver = true;
        flushPongs();
        return;
    }
    const std::string text = coordinateText(m_pos, r.best);
    m_pos.makeMove(r.best);
    m_pos.inCheck(); // cached in the history: perpetual checks are judged from it
    newPosition();
    const Outcome after = adjudicate(m_pos);
    // A draw our move makes claimable: offer it first, which xboard takes as the claim.
    if (after.isOver() && after.result == GameResult::Draw) m_core.out().line("offer draw");
    m_core.out().line("move " + text);
    m_hint = r.ponder;
    if (after.isOver()) {
        m_claimed = true; // we go on playing if the GUI disagrees
        m_core.out().line(after.resultText() + " {" + after.reason(*m_variant) + "}");
    }
    flushPongs();
    if (!m_claimed) startPondering();
}

void CecpSession::userMove(const std::string& text) {
    if (m_badPosition) {
        illegalMove(text);
        return;
    }
    const Move m = parseCoordinateMove(m_pos, text);
    if (m.isNone() || m.isNull()) {
        illegalMove(text);
        return;
    }
    if (m_mode == Mode::Pondering && m == m_rules.ponderMove() && !m_force &&
        ~m_pos.sideToMove() == m_engineColor) {
        m_pos.makeMove(m);
        m_pos.inCheck(); // cached in the history: perpetual checks are judged from it
        newPosition();
        if (!m_core.book().moves(m_pos).empty()) { // the book answers, not the search
            stopSearch();
            startThinking();
            return;
        }
        if (m_rules.ponderDone()) {
            m_mode = Mode::Thinking;
            playResult(m_rules.ponderResult());
        } else {
            const TimeBudget b = m_clock.budget(m_pos.fullmoveNumber());
            m_core.pool().ponderhit(b.softMs, b.hardMs);
            debug("ponder hit: soft " + std::to_string(b.softMs) + " ms, hard " +
                  std::to_string(b.hardMs) + " ms from now");
            m_mode = Mode::Thinking;
        }
        return;
    }
    if (m_mode != Mode::Analyzing) stopSearch();
    m_pos.makeMove(m);
    m_pos.inCheck(); // cached in the history: perpetual checks are judged from it
    newPosition();
    if (m_analyze) {
        restartAnalysisIfOn();
        return;
    }
    if (!m_force) claimIfOver(); // and still move (if we can) should the GUI play on
    if (!m_force && m_pos.sideToMove() == m_engineColor) startThinking();
}

} // namespace tabiya::engine

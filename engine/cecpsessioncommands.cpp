// CecpSession, its command handlers: what each CECP command does to the game, the clock,
// the options, edit mode and the analysis. CecpCommands reads the lines and calls them;
// the game and search flow is in cecpsession.cpp.
#include "engine/cecpsession.h"

#include "board/core/movetext.h"
#include "engine/boardmarks.h"
#include "engine/cecptext.h"
#include "engine/textutil.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace tabiya::engine {

void CecpSession::showBook() {
    for (const std::string& l : cecp::bookLines(m_core.book(), m_pos))
        m_core.out().line(l);
}

void CecpSession::setOption(const std::string& assignment) {
    const auto o = m_options.set(assignment, !m_core.searching() || m_mode == Mode::Analyzing);
    if (!o.error.empty()) error(o.error, "option " + assignment);
    for (const std::string& l : o.lines)
        m_core.out().line(l);
    if (o.restartAnalysis) restartAnalysisIfOn();
}

bool CecpSession::handleEdit(const std::string& line) {
    switch (m_edit.apply(m_pos, line)) {
    case CecpEditMode::Result::BadLine: error("bad edit command", line); break;
    case CecpEditMode::Result::Done:
        m_badPosition = !m_pos.validate().empty();
        if (m_badPosition) m_core.out().line("tellusererror Illegal position");
        newPosition();
        break;
    case CecpEditMode::Result::Editing: break;
    }
    return true;
}

bool CecpSession::handle(const std::string& raw) {
    m_core.out().logInput(raw);
    if (m_edit.active()) return handleEdit(raw);
    return CecpCommands::dispatch(*this, text::trim(raw));
}

void CecpSession::newGame() {
    stopSearch();
    m_variant = &Variant::chess();
    m_pos = Position::startPosition(*m_variant);
    newPosition();
    m_force = false;
    m_engineColor = Black;
    m_sd = 0;
    m_clock.newGame();
    m_gameOver = m_badPosition = false;
    m_hint = Move();
    m_rules.forgetLosingMoves();
    m_core.overrides().clear();
    restartAnalysisIfOn();
}

void CecpSession::setVariant(const Args& a) {
    // board/core knows many variants; the search plays the ones announced in
    // feature variants= (chess, with Chess960, and xiangqi).
    const Variant* v = Variant::byName(a.arg);
    if (v != &Variant::chess() && v != &Variant::xiangqi()) {
        error("unsupported variant", a.line);
        return;
    }
    stopSearch();
    m_variant = v;
    m_pos = Position::startPosition(*v);
    newPosition();
    m_gameOver = m_badPosition = false;
    restartAnalysisIfOn();
}

void CecpSession::force() {
    if (m_mode == Mode::Thinking || m_mode == Mode::Pondering) stopSearch();
    m_force = true;
}

void CecpSession::go() {
    stopSearch();
    m_force = false;
    m_engineColor = m_pos.sideToMove();
    claimIfOver();
    startThinking();
}

void CecpSession::playOther() {
    stopSearch();
    m_force = false;
    m_engineColor = ~m_pos.sideToMove();
}

void CecpSession::protocolOneSide(Color toMove) {
    // protocol 1 "white" / "black": the side to move, and we play the other
    stopSearch();
    m_pos.setSideToMove(toMove);
    m_engineColor = ~toMove;
}

void CecpSession::setMemory(int64_t megabytes) {
    m_core.options().set("Hash", std::to_string(std::clamp<int64_t>(megabytes, 1, 4096)));
    if (m_mode == Mode::Idle)
        if (const std::string e = m_core.applyOptions(); !e.empty())
            m_core.out().line("telluser " + e);
}

void CecpSession::easy() {
    m_ponder = false;
    if (m_mode == Mode::Pondering) stopSearch();
}

void CecpSession::moveNow() {
    if (m_mode != Mode::Thinking) return;
    // the move now, before whatever command comes next
    const SearchResult r = m_core.finishSearch();
    m_rules.endPause();
    playResult(r);
}

void CecpSession::drawOffered() {
    if (!m_gameOver && !m_badPosition && m_rules.acceptsDraw(m_pos))
        m_core.out().line("offer draw");
}

void CecpSession::setBoard(const std::string& fen) {
    stopSearch();
    auto p = Position::fromFen(*m_variant, fen);
    if (!p || !p->validate().empty()) {
        m_core.out().line("tellusererror Illegal position");
        m_badPosition = true;
        return;
    }
    m_pos = *p;
    newPosition();
    m_badPosition = m_gameOver = false;
    restartAnalysisIfOn();
}

void CecpSession::hint() {
    const Move h = m_core.hintMove(m_pos, m_hint);
    if (!h.isNone()) m_core.out().line("Hint: " + coordinateText(m_pos, h));
}

void CecpSession::takeBack(int plies) {
    stopSearch();
    for (int i = plies; i > 0 && m_pos.gamePly() > 0; --i)
        m_pos.unmakeMove();
    newPosition();
    m_gameOver = false;
    restartAnalysisIfOn();
}

void CecpSession::exitAnalysis() {
    if (!m_analyze) return;
    m_core.abortSearch();
    m_analyze = false;
    m_mode = Mode::Idle;
}

void CecpSession::sendStat01() {
    if (m_mode != Mode::Analyzing) return;
    int depth, index, count;
    Move move;
    m_core.pool().progress(depth, index, count, move);
    std::string name;
    if (!move.isNone() && m_pos.isLegalMove(move)) name = coordinateText(m_pos, move);
    m_core.out().line(cecp::stat01Line(m_core.pool().elapsedMs(), m_core.pool().nodes(), depth,
                                       std::max(0, count - index), count, name));
}

void CecpSession::resume() {
    std::optional<Event> held;
    m_rules.resume(m_core.pool(), held);
    if (held) onSearchDone(*held);
}

void CecpSession::exclude(const Args& a, bool exclude) {
    if (a.words.size() != 2) {
        error("bad move", a.line);
        return;
    }
    if (a.words[1] == "all") {
        if (exclude)
            m_excluded.excludeAll(m_pos);
        else
            m_excluded.clear();
    } else {
        const Move m = parseCoordinateMove(m_pos, a.words[1]);
        if (m.isNone() || m.isNull()) {
            illegalMove(a.words[1]);
            return;
        }
        m_excluded.set(m, exclude);
    }
    restartAnalysisIfOn();
}

void CecpSession::setScore(const Args& a) {
    auto score = a.intArg(1, -100000, 100000);
    auto depth = a.intArg(2, 0, MaxPly);
    if (!score || !depth || a.words.size() != 3) {
        error("bad number", a.line);
        return;
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
}

void CecpSession::highlight(const Args& a) {
    // lift: where the piece may go; put: the promotion choice; hover: an e.p. victim
    size_t pos = 0;
    const Square s = a.words.size() == 2 ? parseSquare(*m_variant, a.words[1], pos) : NoSquare;
    if (s == NoSquare || pos != a.words[1].size()) {
        error("bad square", a.line);
        return;
    }
    const std::string answer = m_highlights.answer(m_pos, a.words[0], s);
    if (!answer.empty()) m_core.out().line(answer);
}

} // namespace tabiya::engine

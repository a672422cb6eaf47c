// CecpSession, its half that reads commands: the dispatch of every CECP command, the
// options, edit mode and the book listing. The game and search flow is in cecpsession.cpp.
#include "cecpsession.h"

#include "boardmarks.h"
#include "cecptext.h"
#include "movetext.h"
#include "textutil.h"

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

std::optional<int64_t> CecpSession::Args::intArg(size_t i, int64_t lo, int64_t hi) const {
    if (i >= words.size()) return std::nullopt;
    return text::parseInt(words[i], lo, hi);
}

const std::unordered_map<std::string_view, CecpSession::Command>& CecpSession::commands() {
    // needsPosition: refused while the position is one the GUI set up illegally, as it
    // searches, evaluates or generates moves there (the search and the evaluator assume
    // one royal piece a side and no king to capture), or answers for it.
    using S = CecpSession;
    using A = const Args&;
    static const auto nothing = [](S&, A) {}; // section 8 commands with nothing to do
    static const std::unordered_map<std::string_view, Command> table = {
        {"xboard", {nothing}},
        {"random", {nothing}},
        {"computer", {nothing}},
        {"name", {nothing}},
        {"rating", {nothing}},
        {"ics", {nothing}},
        {"egtpath", {nothing}},
        {"accepted", {[](S& s, A a) { s.acceptedFeature(a, true); }}},
        {"rejected", {[](S& s, A a) { s.acceptedFeature(a, false); }}},
        {"protover", {[](S& s, A a) { s.protover(a); }}},
        {"ping", {[](S& s, A a) { s.ping(a); }}},
        {"new", {[](S& s, A) { s.newGame(); }}},
        {"variant", {[](S& s, A a) { s.setVariant(a); }}},
        {"force", {[](S& s, A) { s.force(); }}},
        {"go", {[](S& s, A) { s.go(); }, true}},
        {"playother", {[](S& s, A) { s.playOther(); }, true}},
        {"white", {[](S& s, A) { s.protocolOneSide(White); }}},
        {"black", {[](S& s, A) { s.protocolOneSide(Black); }}},
        {"level", {[](S& s, A a) { s.clockCommand(a, s.m_clock.setLevel(a.words), "bad level"); }}},
        {"st",
         {[](S& s, A a) { s.clockCommand(a, s.m_clock.setMoveTime(a.word(1)), "bad number"); }}},
        {"time", {[](S& s, A a) {
             s.numberCommand(a, INT32_MIN, [&s](int64_t n) { s.m_clock.setOwnCentiseconds(n); });
         }}},
        {"otim", {[](S& s, A a) {
             s.numberCommand(a, INT32_MIN,
                             [&s](int64_t n) { s.m_clock.setOpponentCentiseconds(n); });
         }}},
        {"sd", {[](S& s, A a) { s.numberCommand(a, 0, [&s](int64_t n) { s.m_sd = int(n); }); }}},
        {"nps", {[](S& s, A a) { s.numberCommand(a, 0, [&s](int64_t n) { s.m_nps = n; }); }}},
        {"cores", {[](S& s, A a) {
             s.numberCommand(a, 0,
                             [&s](int64_t n) { s.m_cores = int(std::clamp<int64_t>(n, 1, 64)); });
         }}},
        {"memory", {[](S& s, A a) { s.numberCommand(a, 0, [&s](int64_t n) { s.setMemory(n); }); }}},
        {"hard", {[](S& s, A) { s.m_ponder = true; }}},
        {"easy", {[](S& s, A) { s.easy(); }}},
        {"post", {[](S& s, A) { s.m_post = true; }}},
        {"nopost", {[](S& s, A) { s.m_post = false; }}},
        {"bk", {[](S& s, A) { s.showBook(); }}},
        {"usermove", {[](S& s, A a) {
             a.words.size() != 2 ? s.error("bad move", a.line) : s.userMove(a.words[1]);
         }}},
        {"?", {[](S& s, A) { s.moveNow(); }}},
        {"draw", {[](S& s, A) { s.drawOffered(); }}},
        {"result", {[](S& s, A) {
             s.stopSearch();
             s.m_gameOver = true;
         }}},
        {"setboard", {[](S& s, A a) { s.setBoard(a.arg); }}},
        {"edit", {[](S& s, A) {
             s.stopSearch();
             s.m_edit.begin();
         }}},
        {"hint", {[](S& s, A) { s.hint(); }, true}},
        {"undo", {[](S& s, A) { s.takeBack(1); }}},
        {"remove", {[](S& s, A) { s.takeBack(2); }}},
        {"analyze", {[](S& s, A) {
             s.stopSearch();
             s.m_analyze = true;
             s.startAnalysis();
         }}},
        {"exit", {[](S& s, A) { s.exitAnalysis(); }}},
        {".", {[](S& s, A) { s.sendStat01(); }}},
        {"pause", {[](S& s, A) { s.m_rules.pause(s.m_core.pool()); }}},
        {"resume", {[](S& s, A) { s.resume(); }}},
        {"option", {[](S& s, A a) { s.setOption(a.arg); }}},
        {"exclude", {[](S& s, A a) { s.exclude(a, true); }, true}},
        {"include", {[](S& s, A a) { s.exclude(a, false); }, true}},
        {"setscore", {[](S& s, A a) { s.setScore(a); }}},
        {"lift", {[](S& s, A a) { s.highlight(a); }, true}},
        {"put", {[](S& s, A a) { s.highlight(a); }, true}},
        {"hover", {[](S& s, A a) { s.highlight(a); }, true}},
    };
    return table;
}

bool CecpSession::handle(const std::string& raw) {
    m_core.out().logInput(raw);
    if (m_edit.active()) return handleEdit(raw);
    const std::string line = text::trim(raw);
    const auto words = text::split(line);
    if (words.empty()) return true;
    const std::string& cmd = words[0];
    if (cmd == "quit") return false;
    const Args args{line, words, text::rest(line)};
    const auto& table = commands();
    if (const auto it = table.find(cmd); it != table.end()) {
        if (m_badPosition && it->second.needsPosition)
            error("illegal position", line);
        else
            it->second.run(*this, args);
    } else if (cecp::looksLikeMove(cmd) && words.size() == 1) {
        userMove(cmd);
    } else {
        error("unknown command", line);
    }
    return true;
}

void CecpSession::acceptedFeature(const Args& a, bool accepted) {
    // '#' lines only to a GUI that knows to ignore them
    if (a.words.size() > 1 && a.words[1] == "debug") m_debug = accepted;
}

void CecpSession::protover(const Args& a) {
    if (!a.intArg(1, 1, 1000)) error("bad number", a.line);
    for (const std::string& l : m_options.features())
        m_core.out().line(l);
}

void CecpSession::ping(const Args& a) {
    if (a.words.size() < 2) {
        error("missing argument", a.line);
        return;
    }
    // The answer is the number, never the text: nothing of the line is echoed raw.
    const auto n = a.words.size() == 2 ? a.intArg(1, INT64_MIN, INT64_MAX) : std::nullopt;
    if (!n)
        error("bad number", a.line);
    else if (m_mode == Mode::Thinking)
        m_pendingPongs.push_back(std::to_string(*n)); // after the move, as the spec asks
    else
        m_core.out().line("pong " + std::to_string(*n));
}

void CecpSession::numberCommand(const Args& a, int64_t lo,
                                const std::function<void(int64_t)>& apply) {
    if (const auto n = a.intArg(1, lo, INT32_MAX))
        apply(*n);
    else
        error("bad number", a.line);
}

void CecpSession::clockCommand(const Args& a, bool accepted, const char* problem) {
    if (!accepted) error(problem, a.line);
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
    const Variant* v = Variant::byName(a.arg);
    if (!v) {
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

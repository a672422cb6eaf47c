// CecpCommands: the CECP command table and the dispatch of a command line to it.
#include "engine/cecpcommands.h"

#include "engine/cecpsession.h"
#include "engine/cecptext.h"
#include "engine/textutil.h"

#include <algorithm>
#include <climits>
#include <cstdint>

namespace tabiya::engine {

std::optional<int64_t> CecpCommands::Args::intArg(size_t i, int64_t lo, int64_t hi) const {
    if (i >= words.size()) return std::nullopt;
    return text::parseInt(words[i], lo, hi);
}

const std::unordered_map<std::string_view, CecpCommands::Command>& CecpCommands::table() {
    // needsPosition: refused while the position is one the GUI set up illegally, as it
    // searches, evaluates or generates moves there (the search and the evaluator assume
    // one royal piece a side and no king to capture), or answers for it.
    using S = CecpSession;
    using C = CecpCommands;
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
        {"accepted", {[](S& s, A a) { C::acceptedFeature(s, a, true); }}},
        {"rejected", {[](S& s, A a) { C::acceptedFeature(s, a, false); }}},
        {"protover", {[](S& s, A a) { C::protover(s, a); }}},
        {"ping", {[](S& s, A a) { C::ping(s, a); }}},
        {"new", {[](S& s, A) { s.newGame(); }}},
        {"variant", {[](S& s, A a) { s.setVariant(a); }}},
        {"force", {[](S& s, A) { s.force(); }}},
        {"go", {[](S& s, A) { s.go(); }, true}},
        {"playother", {[](S& s, A) { s.playOther(); }, true}},
        {"white", {[](S& s, A) { s.protocolOneSide(White); }}},
        {"black", {[](S& s, A) { s.protocolOneSide(Black); }}},
        {"level", {[](S& s, A a) { C::clock(s, a, s.m_clock.setLevel(a.words), "bad level"); }}},
        {"st", {[](S& s, A a) { C::clock(s, a, s.m_clock.setMoveTime(a.word(1)), "bad number"); }}},
        {"time", {[](S& s, A a) {
             C::number(s, a, INT32_MIN, [&s](int64_t n) { s.m_clock.setOwnCentiseconds(n); });
         }}},
        {"otim", {[](S& s, A a) {
             C::number(s, a, INT32_MIN, [&s](int64_t n) { s.m_clock.setOpponentCentiseconds(n); });
         }}},
        {"sd", {[](S& s, A a) { C::number(s, a, 0, [&s](int64_t n) { s.m_sd = int(n); }); }}},
        {"nps", {[](S& s, A a) { C::number(s, a, 0, [&s](int64_t n) { s.m_nps = n; }); }}},
        {"cores", {[](S& s, A a) {
             C::number(s, a, 0,
                       [&s](int64_t n) { s.m_cores = int(std::clamp<int64_t>(n, 1, 64)); });
         }}},
        {"memory", {[](S& s, A a) { C::number(s, a, 0, [&s](int64_t n) { s.setMemory(n); }); }}},
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

bool CecpCommands::dispatch(CecpSession& s, const std::string& line) {
    const auto words = text::split(line);
    if (words.empty()) return true;
    const std::string& cmd = words[0];
    if (cmd == "quit") return false;
    const Args args{line, words, text::rest(line)};
    const auto& commands = table();
    if (const auto it = commands.find(cmd); it != commands.end()) {
        if (s.m_badPosition && it->second.needsPosition)
            s.error("illegal position", line);
        else
            it->second.run(s, args);
    } else if (cecp::looksLikeMove(cmd) && words.size() == 1) {
        s.userMove(cmd);
    } else {
        s.error("unknown command", line);
    }
    return true;
}

void CecpCommands::acceptedFeature(CecpSession& s, const Args& a, bool accepted) {
    // '#' lines only to a GUI that knows to ignore them
    if (a.words.size() > 1 && a.words[1] == "debug") s.m_debug = accepted;
}

void CecpCommands::protover(CecpSession& s, const Args& a) {
    if (!a.intArg(1, 1, 1000)) s.error("bad number", a.line);
    for (const std::string& l : s.m_options.features())
        s.m_core.out().line(l);
}

void CecpCommands::ping(CecpSession& s, const Args& a) {
    if (a.words.size() < 2) {
        s.error("missing argument", a.line);
        return;
    }
    // The answer is the number, never the text: nothing of the line is echoed raw.
    const auto n = a.words.size() == 2 ? a.intArg(1, INT64_MIN, INT64_MAX) : std::nullopt;
    if (!n)
        s.error("bad number", a.line);
    else if (s.m_mode == CecpSession::Mode::Thinking)
        s.m_pendingPongs.push_back(std::to_string(*n)); // after the move, as the spec asks
    else
        s.m_core.out().line("pong " + std::to_string(*n));
}

void CecpCommands::number(CecpSession& s, const Args& a, int64_t lo,
                          const std::function<void(int64_t)>& apply) {
    if (const auto n = a.intArg(1, lo, INT32_MAX))
        apply(*n);
    else
        s.error("bad number", a.line);
}

void CecpCommands::clock(CecpSession& s, const Args& a, bool accepted, const char* problem) {
    if (!accepted) s.error(problem, a.line);
}

} // namespace tabiya::engine

// fake-engine: a scripted chess engine that speaks CECP (or CXBoard with "cxboard", or UCI
// with "uci", CXBoard's forced mode with UCI's handshake and ponderhit) and
// misbehaves on purpose, for the protocol tests. Plain C++ and POSIX, no Qt: it must stay
// simple enough to trust. Behaviour is chosen by words on the command line:
//
//   nodone            features but never done=1          done0=MS   done=0, done=1 MS later
//   done=V            "feature done=V" instead of done=1 (a value the spec does not know)
//   myname=TEXT       its name (default "Fake Engine 1.0")   variants=TEXT  feature variants
//   v1                no features at all (protocol 1)    crlf       lines end in \r\n
//   pieces            every line written in small bits   prompt     "Fake: " without newline
//   garbage           binary junk, NULs, bad UTF-8       huge=N     an N-byte line at start
//   stderr-flood=N    N bytes on stderr at start         flood=N    N thinking lines per search
//   crash-on-go       SIGSEGV when asked to move         exit-on-go=C  exit code C then
//   hang-on-go        stops reading input at go          ignore-quit   quit does nothing
//   ignore-term       SIGTERM ignored                    slow-pong=MS  busy MS before each pong
//   crash-on-result   SIGSEGV when told a game's result (dies between two games)
//   double-pong       every ping answered twice          move-after-force  plays after force
//   think-ms=MS       a search lasts MS                  illegal    every user move illegal
//   child             forks a child that sleeps (process group test; "# child PID")
//   moves=a,b,c       the moves it plays                 cxboard    speak CXBoard
//   uci               speak UCI (crash-on-go, hang-on-go, ignore-quit... work as in CECP)
//   highlight         feature highlight=1, answers lift with a highlight board
//   claim=TEXT        sends TEXT (a result claim) instead of its first move
//   nosetboard        feature setboard=0 (the GUI must use edit)
//   copyprotection    (CXBoard) "copyprotection checking", then "ok" 300 ms later
//   exclude           feature exclude=1 setscore=1 (the GUI may send exclude, include, setscore)
//   silent-stop       (CXBoard) stop ends go infinite without the bestmove the spec asks for
//   say               the command "say TEXT" makes it print TEXT (telluser, askuser...)
//   colors            feature colors=1 (the GUI uses the white/black idioms)
//   san               feature san=1 (moves come as SAN)
//   nost / nosd       "Illegal move: st" / "Error (unknown command): sd" (GNU Chess 4)
//   nostat            "Error (unknown command): ." (no status requests, as MaxQi)
//   late-features=MS  the features only MS after protover (a loaded machine)
//   bad-spin          also feature option="Bad -spin 5 0" (malformed: no maximum)
//   early-option      with done0: an option before done=0 (the GUI must forget it)
//   variant-option    (CXBoard) offers "option name Variant type combo" (XiangQi, Chess)
//   ponder            (CXBoard) "go ponder" searches until the next "move", then answers
//   play              (CXBoard) playcurrent/playother/move/?/force as the engine-driven
//                     mode has them: it answers "move M" when its side is on move
//   reuse0            feature reuse=0 (the GUI must start a new process for each game)
//   offer-draw        "offer draw" before each of its moves (CECP)
//   define=PATH       answers "variant NAME" with the lines of file PATH (setup, piece)
//   prelude=PATH      answers the first "lift" with the lines of file PATH (a final setup)
//   cwd               "# cwd DIR" at start: the directory it was started in
//   spew              the command "spew KIND N BYTES" makes it write N lines of about
//                     BYTES bytes each, then "# spew done" (floods for the memory tests):
//                     option (BYTES in the name; in the value for CXBoard), optionvalue
//                     (BYTES in the value), continuation (after one thinking line), debug, stderr,
//                     stderr-escapes (stderr lines in an escape sequence), tell, book
//                     ("1 0 0 0 (" lines), info (CXBoard PV lines)

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <poll.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#ifdef TABIYA_SANITIZE
// In the sanitizer build ASan would catch crash-on-go's SIGSEGV and exit with code 1; the
// tests want the signal a crashing engine dies of.
extern "C" const char* __asan_default_options() {
    return "handle_segv=0";
}
#endif

namespace {

using Clock = std::chrono::steady_clock;

std::map<std::string, std::string> opt;
bool has(const char* k) {
    return opt.count(k) > 0;
}
long num(const char* k, long def) {
    return has(k) ? std::atol(opt[k].c_str()) : def;
}

void writeAll(int fd, const char* p, size_t n) {
    while (n > 0) {
        const ssize_t w = ::write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            std::_Exit(0); // the GUI went away
        }
        p += w;
        n -= size_t(w);
    }
}

void say(const std::string& line) {
    std::string out = line + (has("crlf") ? "\r\n" : "\n");
    if (has("pieces")) {
        // Bits of three bytes, each its own write, with a pause the reader can notice.
        for (size_t i = 0; i < out.size(); i += 3) {
            writeAll(1, out.data() + i, std::min<size_t>(3, out.size() - i));
            ::usleep(2000);
        }
    } else {
        writeAll(1, out.data(), out.size());
    }
}

// Says every non-empty line of a file (the setup/piece replies a test scripts).
void sayFileLines(const std::string& path) {
    FILE* f = std::fopen(path.c_str(), "r");
    if (!f) return;
    char buf[1024];
    while (std::fgets(buf, sizeof buf, f)) {
        std::string l = buf;
        while (!l.empty() && (l.back() == '\n' || l.back() == '\r'))
            l.pop_back();
        if (!l.empty()) say(l);
    }
    std::fclose(f);
}

struct State {
    bool cx = false;
    bool force = false;
    bool searching = false;
    bool analyzing = false;
    bool pondering = false; // CXBoard "go ponder" waiting for the opponent's move
    bool playing = false;   // CXBoard play mode (playcurrent / playother)
    bool whiteToMove = true;
    bool engineWhite = false;
    bool readingInput = true;
    size_t moveIndex = 0;
    std::vector<std::string> moves;
    Clock::time_point searchEnd;
    Clock::time_point doneAt;
    bool doneDue = false;
    std::deque<std::pair<Clock::time_point, std::string>> delayed; // lines to send later
    std::string pending;                                           // stdin buffer
};

State s;

std::string nextMove() {
    if (s.moves.empty()) return "e7e5";
    return s.moves[s.moveIndex++ % s.moves.size()];
}

void features() {
    if (has("v1")) return;
    // Said now, or all of it some time later (late-features).
    const auto due = Clock::now() + std::chrono::milliseconds(num("late-features", 0));
    auto feature = [&](const std::string& line) {
        if (has("late-features"))
            s.delayed.push_back({due, line});
        else
            say(line);
    };
    if (has("done0")) {
        if (has("early-option")) feature("feature option=\"Early -check 1\"");
        feature("feature done=0");
        s.doneAt = Clock::now() + std::chrono::milliseconds(num("done0", 1000));
        s.doneDue = true;
    }
    const std::string name = has("myname") ? opt["myname"] : "Fake Engine 1.0";
    feature("feature myname=\"" + name +
            "\" ping=1 usermove=1 colors=0 sigint=0 playother=1 setboard=" +
            (has("nosetboard") ? "0" : "1"));
    feature("feature analyze=1 pause=1 memory=1 smp=1 egt=\"syzygy\" xedit=1 name=1 ics=1");
    // It plays whatever it is scripted to, in either game the session tests use, unless
    // a test names its variants.
    feature("feature variants=\"" +
            (has("variants") ? opt["variants"] : std::string("normal,xiangqi")) + "\"");
    if (has("highlight")) feature("feature highlight=1");
    if (has("exclude")) feature("feature exclude=1 setscore=1");
    if (has("colors")) feature("feature colors=1");
    if (has("san")) feature("feature san=1");
    feature("feature option=\"Hash -spin 16 1 1024\"");
    feature("feature option=\"Style -combo Solid /// *Normal /// Risky\"");
    feature("feature option=\"Ponder -check 0\"");
    feature("feature option=\"Book File -file /tmp/book.bin\"");
    feature("feature option=\"Clear Hash -button\"");
    feature("feature option=\"Defaults -reset\"");
    feature("feature option=\"Broken\"");
    if (has("bad-spin")) feature("feature option=\"Bad -spin 5 0\"");
    if (has("reuse0")) feature("feature reuse=0");
    if (has("done"))
        feature("feature done=" + opt["done"]);
    else if (!has("nodone") && !has("done0"))
        feature("feature done=1");
}

void startSearch() {
    s.searching = true;
    const long lines = num("flood", 3);
    for (long i = 1; i <= lines; ++i)
        say(std::to_string(1 + i % 40) + " " + std::to_string(10 + i % 7) + " " +
            std::to_string(i) + " " + std::to_string(100 * i) + " " +
            (s.moves.empty() ? "e7e5" : s.moves[s.moveIndex % s.moves.size()]) + " g1f3");
    if (has("crash-on-go")) std::raise(SIGSEGV);
    if (has("exit-on-go")) std::exit(int(num("exit-on-go", 3)));
    if (has("hang-on-go")) {
        s.readingInput = false;
        return;
    }
    s.searchEnd = Clock::now() + std::chrono::milliseconds(num("think-ms", 0));
}

void finishSearch() {
    s.searching = false;
    if (has("claim")) {
        say(opt["claim"]);
        return;
    }
    const std::string m = nextMove();
    if (has("offer-draw") && !s.cx) say("offer draw");
    say(s.cx && !s.playing ? "bestmove " + m : "move " + m);
    s.whiteToMove = !s.whiteToMove;
}

// "spew KIND N BYTES": N lines of KIND, each padded to about BYTES bytes.
void spew(const std::string& arg, bool cx) {
    char kind[32] = {0};
    long count = 0, bytes = 0;
    if (std::sscanf(arg.c_str(), "%31s %ld %ld", kind, &count, &bytes) != 3) return;
    const std::string k = kind;
    // Words of a PV, so the same filler reads as moves in a continuation or info line.
    std::string moves;
    while (long(moves.size()) < bytes)
        moves += cx ? "h2e2 h9g7 " : "e2e4 e7e5 ";
    const std::string letters(size_t(std::max(bytes, 1L)), 'x');
    if (k == "continuation") say("1 10 0 100 e2e4");
    for (long i = 0; i < count; ++i) {
        const std::string n = std::to_string(i);
        if (k == "option" && cx)
            say("option name Opt" + n + " type string default " + letters);
        else if (k == "optionvalue" && cx)
            say("option name Opt" + n + " type string default " + letters);
        else if (k == "optionvalue")
            say("feature option=\"Opt" + n + " -string " + letters + "\"");
        else if (k == "option")
            say("feature option=\"Opt" + n + " " + letters + " -string x\"");
        else if (k == "continuation")
            say("    " + moves);
        else if (k == "debug")
            say("# " + letters);
        else if (k == "stderr-escapes") {
            const std::string line = "\x1b[31m" + letters + "\x07\n";
            writeAll(2, line.data(), line.size());
        } else if (k == "stderr")
            writeAll(2, (letters + "\n").data(), letters.size() + 1);
        else if (k == "tell")
            say("telluser " + letters);
        else if (k == "book")
            say("1 0 0 0 (" + letters + ")");
        else if (k == "info")
            say("info depth " + n + " score cp 1 pv " + moves);
    }
    say("# spew done");
}

void cecpCommand(const std::string& line) {
    const std::string word = line.substr(0, line.find(' '));
    const std::string arg = line.size() > word.size() ? line.substr(word.size() + 1) : "";
    if (word == "protover") {
        features();
    } else if (word == "ping") {
        const std::string pong = "pong " + arg;
        if (has("slow-pong")) // busy for a while: everything after the ping waits too
            ::usleep(useconds_t(num("slow-pong", 1000) * 1000));
        say(pong);
        if (has("double-pong")) say(pong);
    } else if (word == "new") {
        s.force = false;
        s.whiteToMove = true;
        s.engineWhite = false;
        s.searching = false;
    } else if (word == "force") {
        if (s.searching && has("move-after-force")) {
            say("move " + nextMove()); // the race: a move that crossed the force command
        }
        s.searching = false;
        s.force = true;
    } else if (word == "go") {
        s.force = false;
        s.engineWhite = s.whiteToMove;
        startSearch();
    } else if (word == "playother") {
        s.force = false;
        s.engineWhite = !s.whiteToMove;
    } else if (word == "?") {
        if (s.searching) finishSearch();
    } else if (word == "usermove" || (has("v1") && line.size() >= 4 && line[0] >= 'a' &&
                                      line[0] <= 'h' && line[1] >= '1' && line[1] <= '8')) {
        if (has("illegal")) {
            say("Illegal move: " + (word == "usermove" ? arg : line));
            return;
        }
        s.whiteToMove = !s.whiteToMove;
        if (!s.force && !s.analyzing && s.engineWhite == s.whiteToMove) startSearch();
    } else if (word == "variant" && has("define")) {
        sayFileLines(opt["define"]);
    } else if (word == "setboard") {
        s.whiteToMove = line.find(" b ") == std::string::npos;
    } else if (word == "undo") {
        s.whiteToMove = !s.whiteToMove;
    } else if (word == "analyze") {
        s.analyzing = true;
        say("1 5 0 10 e2e4");
        say("2 7 1 50 e2e4 e7e5");
    } else if (word == "." && has("nostat")) {
        say("Error (unknown command): .");
    } else if (word == ".") {
        if (s.analyzing) say("stat01: 1234 30000 7 5 30 Nf3");
    } else if (word == "exit") {
        s.analyzing = false;
    } else if (word == "option") {
        say("telluser option " + arg);
        if (arg == "Defaults") { // -reset: the options come again, redefined
            say("feature option=\"Hash -spin 32 1 2048\"");
            say("feature option=\"Threads -spin 1 1 8\"");
            say("feature done=1");
        }
    } else if (word == "lift" && has("prelude")) {
        sayFileLines(opt["prelude"]);
        opt.erase("prelude");
    } else if (word == "lift") {
        say("highlight 8/8/8/8/4Y3/4Y3/8/8");
    } else if (word == "hint") {
        say("Hint: e7e5");
    } else if (word == "bk") {
        say(" e4 50%");
        say("\td4 30%");
        say("");
    } else if (word == "say" && has("say")) {
        say(arg);
    } else if (word == "spew" && has("spew")) {
        spew(arg, false);
    } else if (word == "result" && has("crash-on-result")) {
        std::raise(SIGSEGV);
    } else if (word == "st" && has("nost")) {
        say("Illegal move: st");
    } else if (word == "sd" && has("nosd")) {
        say("Error (unknown command): sd");
    } else if (word == "quit") {
        if (!has("ignore-quit")) std::exit(0);
    }
}

void cxCommand(const std::string& line) {
    const std::string word = line.substr(0, line.find(' '));
    const std::string arg = line.size() > word.size() ? line.substr(word.size() + 1) : "";
    if (word == "uci") {
        say("id name Fake UCI 1.0");
        say("option name Hash type spin default 16 min 1 max 256");
        say("option name Ponder type check default false");
        say("uciok");
    } else if (word == "ponderhit") {
        if (s.pondering) {
            s.pondering = false;
            startSearch();
        }
    } else if (word == "cxboard") {
        say("id name Fake CX 1.0");
        say("id author Tabiya tests");
        say("option name Hash type spin default 32 min 0 max 256");
        say("option name Null Move type check default true");
        say("option name Search type combo default MTD var MTD var NegaScout var AlphaBeta");
        say("option name Book type string default <empty>");
        say("option name Clear Hash type button");
        if (has("variant-option"))
            say("option name Variant type combo default XiangQi var XiangQi var Chess");
        say("cxboardok");
        if (has("copyprotection")) {
            say("copyprotection checking");
            s.delayed.push_back(
                {Clock::now() + std::chrono::milliseconds(300), "copyprotection ok"});
        }
    } else if (word == "isready") {
        say("readyok");
    } else if (word == "go") {
        if (arg.find("infinite") != std::string::npos) {
            s.analyzing = true;
            say("info depth 1 score cp 20 time 1 nodes 10 pv h2e2");
            say("info depth 2 score cp 10 time 2 nodes 50 pv h2e2 h9g7");
            return;
        }
        say("info depth 1");
        say("info score cp 45 depth 1 nodes 24 time 9 pv b7b0");
        if (has("ponder") && arg.find("ponder") != std::string::npos) {
            s.pondering = true; // the real search starts with the opponent's move
            return;
        }
        startSearch();
    } else if (word == "stop") {
        if (s.analyzing) {
            s.analyzing = false;
            if (!has("silent-stop")) say("bestmove h2e2");
        } else if (s.searching) {
            finishSearch();
        } else if (s.pondering) {
            s.pondering = false;
            finishSearch();
        }
    } else if (word == "move") {
        if (has("illegal")) {
            say("Illegal move (not allowed): " + arg);
            return;
        }
        if (s.pondering) {
            s.pondering = false;
            startSearch();
        } else if (s.playing && has("play")) {
            startSearch(); // its side is on move now (the fake trusts the GUI on that)
        }
    } else if (has("play") && (word == "playcurrent" || word == "playother")) {
        s.playing = true;
        if (word == "playcurrent") startSearch();
    } else if (has("play") && word == "force") {
        if (s.searching && has("move-after-force")) say("move " + nextMove()); // the race
        s.playing = false;
        s.searching = false;
    } else if (has("play") && word == "?") {
        if (s.searching) finishSearch();
    } else if (word == "say" && has("say")) {
        say(arg);
    } else if (word == "spew" && has("spew")) {
        spew(arg, true);
    } else if (word == "setoption") {
        say("info string " + line);
    } else if (word == "hint") {
        say("info hint h2e2");
    } else if (word == "quit") {
        if (!has("ignore-quit")) std::exit(0);
    }
}

void startup() {
    if (has("cwd")) {
        char dir[4096];
        say(std::string("# cwd ") + (::getcwd(dir, sizeof dir) ? dir : "?"));
    }
    if (has("stderr-flood")) {
        std::string junk(4096, 'x');
        junk.back() = '\n';
        for (long n = num("stderr-flood", 0); n > 0; n -= long(junk.size()))
            writeAll(2, junk.data(), junk.size());
    }
    if (has("garbage")) {
        const char junk[] = "\x01\x02\xff\xfe\x00zz\xc3\x28 not utf-8\n\x00\x00\n";
        writeAll(1, junk, sizeof junk - 1);
    }
    if (has("huge")) {
        std::string big(size_t(num("huge", 1000000)), 'h');
        big += '\n';
        writeAll(1, big.data(), big.size());
    }
    if (has("prompt")) writeAll(1, "Fake: ", 6);
    if (has("child")) {
        const pid_t pid = ::fork();
        if (pid == 0) {
            ::signal(SIGTERM, SIG_IGN);
            for (;;)
                ::pause();
        }
        say("# child " + std::to_string(pid));
    }
}

} // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const size_t eq = a.find('=');
        opt[a.substr(0, eq)] = eq == std::string::npos ? "" : a.substr(eq + 1);
    }
    ::signal(SIGPIPE, SIG_IGN);
    if (has("ignore-term")) ::signal(SIGTERM, SIG_IGN);
    s.cx = has("cxboard") || has("uci");
    if (has("moves")) {
        std::string m = opt["moves"];
        for (size_t p = 0; p != std::string::npos;) {
            const size_t c = m.find(',', p);
            s.moves.push_back(m.substr(p, c == std::string::npos ? c : c - p));
            p = c == std::string::npos ? c : c + 1;
        }
    }
    startup();

    for (;;) {
        // Wait for input or for the next timed event.
        int timeout = -1;
        const auto now = Clock::now();
        auto until = [&](Clock::time_point t) {
            const int ms =
                int(std::chrono::duration_cast<std::chrono::milliseconds>(t - now).count());
            timeout = timeout < 0 ? std::max(0, ms) : std::min(timeout, std::max(0, ms));
        };
        if (s.searching) until(s.searchEnd);
        if (s.doneDue) until(s.doneAt);
        if (!s.delayed.empty()) until(s.delayed.front().first);
        pollfd p{0, POLLIN, 0};
        const int r = ::poll(&p, s.readingInput ? 1 : 0, timeout);
        if (r < 0 && errno != EINTR) return 1;
        const auto t = Clock::now();
        if (s.doneDue && t >= s.doneAt) {
            s.doneDue = false;
            say("feature done=1");
        }
        while (!s.delayed.empty() && t >= s.delayed.front().first) {
            say(s.delayed.front().second);
            s.delayed.pop_front();
        }
        if (s.searching && t >= s.searchEnd) finishSearch();
        if (r > 0 && s.readingInput) {
            char buf[4096];
            const ssize_t n = ::read(0, buf, sizeof buf);
            if (n == 0) {
                if (has("ignore-quit"))
                    s.readingInput = false; // keep running without input
                else
                    return 0;
                continue;
            }
            if (n < 0) continue;
            s.pending.append(buf, size_t(n));
            size_t nl;
            while (s.readingInput && (nl = s.pending.find('\n')) != std::string::npos) {
                const std::string line = s.pending.substr(0, nl);
                s.pending.erase(0, nl + 1);
                if (s.cx)
                    cxCommand(line);
                else
                    cecpCommand(line);
            }
        }
        // Reap nothing: the forked child (mode child) must outlive us to test group kills.
    }
}

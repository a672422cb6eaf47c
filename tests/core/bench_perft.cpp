// bench-perft: nodes per second of board/core's perft (chess start depth 6, xiangqi start
// depth 5), and of Fairy-Stockfish's `go perft` on the same positions in the same run
// when /usr/games/fairy-stockfish is installed. A benchmark prints figures; it is not a test.
// Usage: bench-perft [--no-fairy] [--engine PATH]

#include "board/core/perft.h"
#include "board/core/position.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

#include <chrono>
#include <cstdio>
#include <optional>

using namespace tabiya;

namespace {

struct Case {
    const char* label;
    const Variant* variant;
    const char* uciVariant;
    int depth;
    uint64_t expected;
};

struct Run {
    uint64_t nodes = 0;
    double seconds = 0;
};

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

Run runOurs(const Case& c) {
    Position pos = Position::startPosition(*c.variant);
    const auto t0 = std::chrono::steady_clock::now();
    Run r;
    r.nodes = perft(pos, c.depth);
    r.seconds = secondsSince(t0);
    return r;
}

// Reads lines until one starts with `prefix`; empty when the engine goes quiet or exits.
std::optional<QByteArray> readUntil(QProcess& p, const QByteArray& prefix, int timeoutMs) {
    for (;;) {
        while (p.canReadLine()) {
            const QByteArray line = p.readLine().trimmed();
            if (line.startsWith(prefix)) return line;
        }
        if (!p.waitForReadyRead(timeoutMs)) return std::nullopt;
    }
}

std::optional<Run> runFairy(const QString& engine, const Case& c) {
    QProcess p;
    p.start(engine, {});
    if (!p.waitForStarted(5000)) return std::nullopt;
    QByteArray setup = "uci\n";
    setup += QByteArray("setoption name UCI_Variant value ") + c.uciVariant + "\n";
    setup += "position startpos\nisready\n";
    p.write(setup);
    std::optional<Run> result;
    if (readUntil(p, "readyok", 10000)) {
        // Timed from the command to the answer, so engine start-up is not counted.
        const auto t0 = std::chrono::steady_clock::now();
        p.write("go perft " + QByteArray::number(c.depth) + "\n");
        if (auto line = readUntil(p, "Nodes searched", 600000)) {
            Run r;
            r.seconds = secondsSince(t0);
            r.nodes = line->mid(line->indexOf(':') + 1).trimmed().toULongLong();
            result = r;
        }
    }
    p.write("quit\n");
    p.closeWriteChannel();
    if (!p.waitForFinished(5000)) {
        p.kill();
        p.waitForFinished(1000);
    }
    return result;
}

void print(const char* who, const Case& c, const Run& r) {
    std::printf("%-16s %-8s perft %d: %11llu nodes in %7.3f s = %7.2f Mnodes/s%s\n", who, c.label,
                c.depth, static_cast<unsigned long long>(r.nodes), r.seconds,
                r.nodes / r.seconds / 1e6, r.nodes == c.expected ? "" : "  WRONG COUNT");
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QString engine = "/usr/games/fairy-stockfish";
    bool fairy = true;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == "--no-fairy")
            fairy = false;
        else if (args[i] == "--engine" && i + 1 < args.size())
            engine = args[++i];
        else {
            std::fprintf(stderr, "usage: bench-perft [--no-fairy] [--engine PATH]\n");
            return 2;
        }
    }
    fairy = fairy && QFileInfo(engine).isExecutable();

    const Case cases[] = {
        {"chess", &Variant::chess(), "chess", 6, 119060324},
        {"xiangqi", &Variant::xiangqi(), "xiangqi", 5, 133312995},
    };
    bool ok = true;
    for (const Case& c : cases) {
        const Run ours = runOurs(c);
        print("tabiya", c, ours);
        ok = ok && ours.nodes == c.expected;
        if (!fairy) continue;
        if (auto theirs = runFairy(engine, c)) {
            print("fairy-stockfish", c, *theirs);
            std::printf("%-16s %-8s tabiya is %.2fx the speed of fairy-stockfish\n", "", c.label,
                        theirs->seconds / ours.seconds);
        } else {
            std::printf("fairy-stockfish  %-8s no answer\n", c.label);
        }
    }
    if (!fairy) std::printf("(fairy-stockfish not run: %s not found)\n", qPrintable(engine));
    return ok ? 0 : 1;
}

// bench-engineoutput: the engine output view under a flood. Drives a shown (offscreen)
// EngineOutputView with 20,000 thinking lines a second for 10 s each, as text parsed the
// way the protocol layer parses it (CXBoard "info ... multipv N ..." with MultiPV 3, then
// CECP single-PV lines), and prints the longest event-loop stall (the widest gap between
// two ticks of a 1 ms timer), how often the model and the table updated, and the memory
// growth (VmRSS before and after). Targets: no stall over 50 ms, growth under 20 MB.
// Prints figures; not a test.
//
//   QT_QPA_PLATFORM=offscreen build/bin/bench-engineoutput [seconds] [lines-per-second]

#include "app/gui/engineoutputview.h"
#include "board/core/movetext.h"
#include "protocol/thinkingparser.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QRandomGenerator>
#include <QTableView>
#include <QTimer>
#include <cstdio>
#include <ctime>

using namespace tabiya;

namespace {

// A middlegame: Queen's Gambit Declined after 7...Nbd7.
const char* const kFen = "r1bq1rk1/pp1nbppp/2p1pn2/3p2B1/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8";

// CPU time this thread has used: tells a stall of our own making from the time the
// scheduler gave the core to another process on a loaded machine.
double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

qint64 rssKb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

// PVs of random legal moves, 6 to 24 plies, in coordinates as engines send them.
QStringList randomPvs(const Position& root, int count) {
    QStringList pvs;
    QRandomGenerator rng(20240611);
    for (int i = 0; i < count; ++i) {
        Position pos = root;
        QStringList words;
        const int length = 6 + int(rng.bounded(19));
        for (int ply = 0; ply < length; ++ply) {
            MoveList list;
            pos.generateLegal(list);
            if (list.empty()) break;
            const Move m = list[int(rng.bounded(list.size()))];
            words << QString::fromStdString(coordinateText(pos, m));
            pos.makeMove(m);
        }
        pvs << words.join(QLatin1Char(' '));
    }
    return pvs;
}

class Updates : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) ++paints;
        return false;
    }
};

struct Result {
    qint64 lines = 0;
    double seconds = 0;
    double maxStallMs = 0;    // wall clock: includes time other processes had the CPU
    double maxBusyMs = 0;     // this thread's CPU time within the widest such gap
    double maxOwnStallMs = 0; // the most CPU time this thread spent between two ticks
    int stallsOver16 = 0;     // gaps longer than a 60 Hz frame
    double cpuSeconds = 0;
    int flushes = 0;
    int paints = 0;
    qint64 rssBeforeKb = 0, rssAfterKb = 0;
};

Result flood(EngineOutputView& view, const QStringList& texts, int seconds, int linesPerSecond,
             bool cxboard) {
    Result r;
    Updates updates;
    view.table()->viewport()->installEventFilter(&updates);
    int flushes = 0;
    const auto connection =
        QObject::connect(view.model(), &EngineOutputModel::linesUpdated, [&flushes] { ++flushes; });
    r.rssBeforeKb = rssKb();

    QEventLoop loop;
    QElapsedTimer clock;
    clock.start();
    qsizetype next = 0;
    // The feeder: as many lines as are due by now, so late ticks catch up.
    QTimer feed;
    feed.setTimerType(Qt::PreciseTimer);
    feed.setInterval(1);
    QObject::connect(&feed, &QTimer::timeout, [&] {
        const qint64 due = clock.elapsed() * linesPerSecond / 1000;
        for (; r.lines < due; ++r.lines) {
            const QString& text = texts[next++ % texts.size()];
            if (cxboard)
                view.addThinking(*parseCxboardInfo(text).thinking);
            else
                view.addThinking(*parseCecpThinking(text));
        }
    });
    // The probe: the widest gap between its ticks is the longest the event loop stalled.
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(1);
    QElapsedTimer gap;
    gap.start();
    const double cpuStart = threadCpuMs();
    double cpuAtTick = cpuStart;
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const double ms = double(gap.nsecsElapsed()) / 1e6;
        gap.restart();
        const double cpu = threadCpuMs();
        const double busy = cpu - cpuAtTick;
        cpuAtTick = cpu;
        if (clock.elapsed() > 200) { // after warm-up
            if (ms > r.maxStallMs) {
                r.maxStallMs = ms;
                r.maxBusyMs = busy;
            }
            r.maxOwnStallMs = std::max(r.maxOwnStallMs, busy);
            if (ms > 16) ++r.stallsOver16;
        }
        if (clock.elapsed() >= seconds * 1000) loop.quit();
    });
    feed.start();
    probe.start();
    loop.exec();
    r.seconds = double(clock.nsecsElapsed()) / 1e9;
    r.cpuSeconds = (threadCpuMs() - cpuStart) / 1000.0;
    feed.stop();
    probe.stop();
    QCoreApplication::processEvents();
    r.rssAfterKb = rssKb();
    r.flushes = flushes;
    r.paints = updates.paints;
    QObject::disconnect(connection);
    view.table()->viewport()->removeEventFilter(&updates);
    return r;
}

void print(const char* name, const Result& r) {
    std::printf("%s: %lld lines in %.2f s (%.0f/s), %.2f s CPU (%.1f%%)\n", name,
                static_cast<long long>(r.lines), r.seconds, r.lines / r.seconds, r.cpuSeconds,
                100 * r.cpuSeconds / r.seconds);
    std::printf("  longest event-loop stall %.2f ms (this thread busy %.2f ms of it); "
                "most CPU between two ticks %.2f ms; %d gaps over 16 ms\n",
                r.maxStallMs, r.maxBusyMs, r.maxOwnStallMs, r.stallsOver16);
    std::printf("  model updates %.1f/s, table repaints %.1f/s\n", r.flushes / r.seconds,
                r.paints / r.seconds);
    std::printf("  VmRSS %lld kB before, %lld kB after: %+.2f MB\n",
                static_cast<long long>(r.rssBeforeKb), static_cast<long long>(r.rssAfterKb),
                (r.rssAfterKb - r.rssBeforeKb) / 1024.0);
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, atoi(argv[1])) : 10;
    const int rate = argc > 2 ? std::max(1, atoi(argv[2])) : 20000;

    const Position root = *Position::fromFen(Variant::chess(), kFen);
    const QStringList pvs = randomPvs(root, 997);
    // Depths climb slowly, scores wander, nodes and time grow: every line differs.
    QStringList cxboard, cecp;
    for (int i = 0; i < pvs.size(); ++i) {
        const int depth = 1 + i / 30;
        cxboard << QStringLiteral("info depth %1 seldepth %2 multipv %3 score cp %4 time %5 nodes "
                                  "%6 nps 1500000 tbhits 0 hashfull %7 pv %8")
                       .arg(depth)
                       .arg(depth + 7)
                       .arg(1 + i % 3)
                       .arg(i % 91 - 45)
                       .arg(i * 10)
                       .arg(qint64(i) * 15000)
                       .arg(i % 1000)
                       .arg(pvs[i]);
        cecp << QStringLiteral("%1 %2 %3 %4 %5 1500000 0\t%6")
                    .arg(depth)
                    .arg(i % 91 - 45)
                    .arg(i)
                    .arg(qint64(i) * 15000)
                    .arg(depth + 7)
                    .arg(pvs[i]);
    }

    EngineOutputView view;
    view.setEngineName(QStringLiteral("Flood"));
    view.resize(900, 320);
    view.setPosition(root);
    view.show();
    app.processEvents();

    std::printf("bench-engineoutput: %d lines/s for %d s per run, view %dx%d offscreen\n", rate,
                seconds, view.width(), view.height());
    view.setMultiPv(3);
    print("CXBoard multi-PV 3", flood(view, cxboard, seconds, rate, true));
    view.setMultiPv(1);
    view.clear();
    print("CECP single PV + history", flood(view, cecp, seconds, rate, false));
    return 0;
}

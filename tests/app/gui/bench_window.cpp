// bench-window: the window's own CPU while two engines play. A shown MainWindow with its
// default docks runs a Two Machines game (Fairy-Max against Fairy-Max by default, 0:20 +
// 0.2 s, as the issue that asked for this measured) for a fixed number of half-moves and
// prints the CPU time of this process (every thread of the GUI, not the engines, which are
// child processes) per half-move, with the wall time beside it. XBoard's figure for the
// same game is measured the same way (its process CPU over the half-moves it showed).
// With a local X display (not offscreen) it also prints the X server's CPU over the same
// half-moves, and the sum: part of any window's drawing is done there. Prints figures; not
// a test.
//
//   QT_QPA_PLATFORM=offscreen build/bin/bench-window [half-moves] [engine] [tc] [inc]
//
// With BENCH_PROFILE=1 it also prints where the CPU went: the thread CPU of each event
// delivered from the event loop, by receiver class and event type (nested deliveries are
// charged to the outer one), the most expensive first. BENCH_NO_ANIMATION=1 turns the
// board's move animation off, BENCH_TIMER_ANIMATION=1 drives it by its own timer rather than
// the window's frames; BENCH_HIDE=a,b hides the docks of those object names.

#include "app/gui/mainwindow.h"
#include "app/session/matchoptions.h"
#include "app/session/session.h"
#include "board/view/boardview.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QMetaEnum>
#include <QPaintEvent>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>
#include <unistd.h>

using namespace tabiya;

namespace {

double processCpuSeconds() {
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
           double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

// Voluntary context switches of the process (all threads): each is a GUI thread going to
// sleep to be woken (by a timer, an engine's output, the X server, a painting thread), and
// costs about as much as a small repaint. (The involuntary ones count the machine's load.)
long contextSwitches() {
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_nvcsw;
}

// Voluntary context switches by kind of thread: this one (the GUI's), Qt's X event reader
// and Qt's pooled threads (the raster engine's parallel fills, among others).
struct ThreadSwitches {
    long gui = 0, xEvents = 0, pooled = 0;
};

ThreadSwitches threadSwitches() {
    ThreadSwitches s;
    QDir tasks(QStringLiteral("/proc/self/task"));
    const QString self = QString::number(getpid());
    for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
        QFile status(tasks.filePath(tid + QStringLiteral("/status")));
        if (!comm.open(QIODevice::ReadOnly) || !status.open(QIODevice::ReadOnly)) continue;
        const QByteArray name = comm.readAll().trimmed();
        long count = 0;
        for (const QByteArray& line : status.readAll().split('\n'))
            if (line.startsWith("voluntary_ctxt_switches:"))
                count = line.mid(line.indexOf(':') + 1).trimmed().toLong();
        if (tid == self)
            s.gui += count;
        else if (name.startsWith("QXcbEventQueue"))
            s.xEvents += count;
        else if (name.startsWith("Thread (pooled)"))
            s.pooled += count;
    }
    return s;
}

// The X server's CPU (seconds), when the window is on a local X display: its process id is
// in the display's lock file. The server does part of a window's drawing (XBoard's cairo
// drawing goes to it through XRender; ours is copied to it as an image), so a fair
// comparison adds it to the program's own. -1 when there is no such server to read.
double xServerCpuSeconds() {
    const QString display = qEnvironmentVariable("DISPLAY");
    if (qEnvironmentVariable("QT_QPA_PLATFORM") == QLatin1String("offscreen") ||
        !display.startsWith(QLatin1Char(':')))
        return -1;
    const QString number = display.mid(1).section(QLatin1Char('.'), 0, 0);
    QFile lock(QStringLiteral("/tmp/.X%1-lock").arg(number));
    if (!lock.open(QIODevice::ReadOnly)) return -1;
    const QByteArray pid = lock.readAll().trimmed();
    QFile stat(QStringLiteral("/proc/%1/stat").arg(QString::fromLatin1(pid)));
    if (pid.isEmpty() || !stat.open(QIODevice::ReadOnly)) return -1;
    // The fields after the command's closing parenthesis: utime and stime are 12th and 13th.
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13) return -1;
    return (fields[11].toDouble() + fields[12].toDouble()) / double(sysconf(_SC_CLK_TCK));
}

double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// An application that charges each outermost event delivery's thread CPU to its receiver's
// class and the event's type.
class ProfilingApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool profiling = false;
    int paintEvents = 0;    // every widget's paint events
    int windowRepaints = 0; // repaints of a window (each one copied to the X server)

    bool notify(QObject* receiver, QEvent* event) override {
        if (event->type() == QEvent::Paint) ++paintEvents;
        if (event->type() == QEvent::UpdateRequest && receiver->isWidgetType() &&
            static_cast<QWidget*>(receiver)->isWindow()) {
            // A window's repaint: an update request that painted something (the request
            // the repaint pacer holds back for its frame's end paints nothing).
            const int before = paintEvents;
            m_painted.clear();
            const double start = threadCpuMs();
            const bool result = notifyProfiled(receiver, event);
            if (paintEvents != before) {
                ++windowRepaints;
                if (profiling) {
                    QStringList names(m_painted.cbegin(), m_painted.cend());
                    names.sort();
                    auto& kind = m_repaintKinds[names.join(QStringLiteral(", "))];
                    ++kind.second;
                    kind.first += threadCpuMs() - start;
                }
            }
            return result;
        }
        return notifyProfiled(receiver, event);
    }

    bool notifyProfiled(QObject* receiver, QEvent* event) {
        if (profiling && event->type() == QEvent::Paint) {
            m_painted.insert(shortName(receiver));
            // Paints come nested in the window's UpdateRequest: each is listed on its own
            // with the area it was asked to paint.
            auto* paint = static_cast<QPaintEvent*>(event);
            auto& p = m_paints[widgetName(receiver)];
            const double start = threadCpuMs();
            const bool result = QApplication::notify(receiver, event);
            p.ms += threadCpuMs() - start;
            ++p.count;
            for (const QRect& r : paint->region())
                p.area += double(r.width()) * r.height();
            return result;
        }
        if (!profiling || m_depth > 0) return QApplication::notify(receiver, event);
        QString key =
            QString::fromLatin1(receiver->metaObject()->className()) + QLatin1Char(' ') +
            QString::fromLatin1(QMetaEnum::fromType<QEvent::Type>().valueToKey(event->type()));
        // A layout request is told by its widget (one may move or resize others).
        if (event->type() == QEvent::LayoutRequest)
            key += QStringLiteral(" of ") + widgetName(receiver);
        // A timer is told by its interval (most are members, without a parent to name).
        if (auto* timer = qobject_cast<QTimer*>(receiver))
            key += QStringLiteral(" %1 ms").arg(timer->interval());
        const double start = threadCpuMs();
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        auto& entry = m_costs[key];
        entry.first += threadCpuMs() - start;
        ++entry.second;
        return result;
    }

    // A widget's class and name, with its parent's for the unnamed parts of a widget.
    static QString widgetName(const QObject* o) {
        QString name =
            QString::fromLatin1(o->metaObject()->className()) + QLatin1Char(' ') + o->objectName();
        if (o->parent() && (o->objectName().isEmpty() || o->objectName().startsWith("qt_")))
            name += QStringLiteral(" in ") + widgetName(o->parent());
        return name;
    }

    // The named widget a paint belongs to (its own name or its nearest named parent's).
    static QString shortName(const QObject* o) {
        while (o->parent() && (o->objectName().isEmpty() || o->objectName().startsWith("qt_")))
            o = o->parent();
        return o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className())
                                         : o->objectName();
    }

    void printProfile() const {
        QList<std::pair<double, QString>> rows;
        for (auto it = m_costs.cbegin(); it != m_costs.cend(); ++it)
            rows.append({it.value().first, it.key()});
        std::sort(rows.begin(), rows.end(), std::greater<>());
        std::printf("\nthread CPU by receiver and event (ms, count):\n");
        for (int i = 0; i < std::min<qsizetype>(25, rows.size()); ++i)
            std::printf("%9.1f %6d  %s\n", rows[i].first, m_costs.value(rows[i].second).second,
                        qPrintable(rows[i].second));
        std::printf("\nwindow repaints by what they painted (ms, count):\n");
        QList<std::pair<double, QString>> kinds;
        for (auto it = m_repaintKinds.cbegin(); it != m_repaintKinds.cend(); ++it)
            kinds.append({it.value().first, it.key()});
        std::sort(kinds.begin(), kinds.end(), std::greater<>());
        for (int i = 0; i < std::min<qsizetype>(20, kinds.size()); ++i)
            std::printf("%9.1f %6d  %s\n", kinds[i].first,
                        m_repaintKinds.value(kinds[i].second).second, qPrintable(kinds[i].second));
        std::printf("\npaint events by widget (ms including children, count, mean area px):\n");
        for (auto it = m_paints.cbegin(); it != m_paints.cend(); ++it)
            std::printf("%9.1f %6d %9.0f  %s\n", it.value().ms, it.value().count,
                        it.value().area / std::max(1, it.value().count), qPrintable(it.key()));
    }

private:
    int m_depth = 0;
    QSet<QString> m_painted; // the widgets the repaint under way painted
    // Repaints by the widgets they painted: thread CPU (ms) and count.
    QHash<QString, std::pair<double, int>> m_repaintKinds;
    QHash<QString, std::pair<double, int>> m_costs;
    struct Paints {
        double ms = 0, area = 0;
        int count = 0;
    };
    QHash<QString, Paints> m_paints;
};

} // namespace

int main(int argc, char** argv) {
    ProfilingApplication app(argc, argv);
    const bool profile = qEnvironmentVariableIntValue("BENCH_PROFILE") == 1;
    QStandardPaths::setTestModeEnabled(true); // the person's settings stay untouched
    // Every run from the defaults: a window closed by an earlier run (BENCH_HIDE) would
    // otherwise bring its docks back hidden.
    QSettings().clear();
    const QStringList args = app.arguments();
    const int halfMoves = args.value(1, QStringLiteral("40")).toInt();
    const QString engine = args.value(2, QStringLiteral("/usr/games/fairymax"));
    const QString tc = args.value(3, QStringLiteral("0:20"));
    const QString inc = args.value(4, QStringLiteral("0.2"));

    QString error;
    const auto options =
        MatchOptions::parse({"-fcp", engine, "-scp", engine, "-tc", tc, "-inc", inc},
                            QCoreApplication::applicationDirPath(), &error);
    if (!options) {
        std::fprintf(stderr, "bench-window: %s\n", qPrintable(error));
        return 2;
    }
    MainWindow window(*options);
    if (qEnvironmentVariableIntValue("BENCH_NO_ANIMATION") == 1)
        window.boardView()->setAnimationsEnabled(false);
    // BENCH_TIMER_ANIMATION=1: the animation on its own timer, as before the window paced it.
    if (qEnvironmentVariableIntValue("BENCH_TIMER_ANIMATION") == 1)
        window.boardView()->setAnimationPacedByWindow(false);
    // BENCH_HIDE=movesDock,evalGraphDock,engineOutputDock: what each dock costs.
    for (const QString& name :
         qEnvironmentVariable("BENCH_HIDE").split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (auto* dock = window.findChild<QDockWidget*>(name)) dock->hide();
    window.resize(1200, 850);
    window.show();

    double cpuAtStart = 0;
    double xCpuAtStart = -1;
    long switchesAtStart = 0;
    ThreadSwitches threadsAtStart;
    int repaintsAtStart = 0;
    int plyAtStart = 0;
    QElapsedTimer wall;
    // The count starts at the first move, so start-up (fonts, SVG, engine handshakes)
    // is not charged to the half-moves.
    const auto report = [&](int plies) {
        const double cpu = processCpuSeconds() - cpuAtStart;
        const int played = plies - plyAtStart;
        std::printf("half-moves: %d\nwall: %.1f s\nGUI CPU: %.3f s\n"
                    "GUI CPU per half-move: %.2f ms\nGUI CPU per 20 s of play: %.3f s\n",
                    played, wall.elapsed() / 1e3, cpu, played ? cpu * 1e3 / played : 0.0,
                    wall.elapsed() ? cpu * 20e3 / wall.elapsed() : 0.0);
        const double xCpu = xCpuAtStart >= 0 ? xServerCpuSeconds() - xCpuAtStart : -1;
        if (xCpu >= 0 && played)
            std::printf("X server CPU per half-move: %.2f ms\n"
                        "GUI and X server CPU per half-move: %.2f ms\n",
                        xCpu * 1e3 / played, (cpu + xCpu) * 1e3 / played);
        std::printf("voluntary context switches per half-move: %.1f\n",
                    played ? double(contextSwitches() - switchesAtStart) / played : 0.0);
        if (played) {
            // Threads that ended meanwhile (an idle pooled thread retires) are not counted.
            const ThreadSwitches now = threadSwitches();
            std::printf("  of which GUI thread %.1f, X event thread %.1f, pooled threads %.1f\n",
                        double(now.gui - threadsAtStart.gui) / played,
                        double(now.xEvents - threadsAtStart.xEvents) / played,
                        double(now.pooled - threadsAtStart.pooled) / played);
        }
        std::printf("window repaints per half-move: %.1f\n",
                    played ? double(app.windowRepaints - repaintsAtStart) / played : 0.0);
        if (profile) app.printProfile();
    };
    QObject::connect(window.session(), &Session::moveMade, &app, [&] {
        const int ply = window.session()->game().ply();
        if (!wall.isValid() && ply >= 1) {
            wall.start();
            cpuAtStart = processCpuSeconds();
            xCpuAtStart = xServerCpuSeconds();
            switchesAtStart = contextSwitches();
            threadsAtStart = threadSwitches();
            repaintsAtStart = app.windowRepaints;
            app.profiling = profile;
            plyAtStart = ply;
        } else if (wall.isValid() && ply - plyAtStart >= halfMoves) {
            report(ply);
            app.quit();
        }
    });
    QObject::connect(window.session(), &Session::gameEnded, &app,
                     [&](GameResult, const QString& reason) {
                         if (wall.isValid()) report(window.session()->game().ply());
                         std::printf("(the game ended early: %s)\n", qPrintable(reason));
                         app.quit();
                     });
    window.startFromOptions();
    return app.exec();
}

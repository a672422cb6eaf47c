// bench-pgn: the time to open a PGN game with a variation after every ply, at 10k, 20k,
// 40k and 80k plies, through each layer File > Load Game goes through: board/core's
// readPgn, Game::fromPgn, the move list's display, and back out with Game::toPgnText; and
// the whole window's Paste Game, first to last, with the longest time the GUI thread did
// not get back to its event loop (a 1 ms timer's longest gap: what a person sees as a
// frozen window). Then a file of 10,000 games opened with Load Game: the time to the
// first game on the board and to the whole list, the longest stall, the memory the list
// took, and what reading the file at once on the GUI thread (as Load Game did) costs.
// Linear means each column doubles with the plies. A benchmark prints figures; it is not
// a test.
// Usage: QT_QPA_PLATFORM=offscreen bench-pgn [max-plies] [games]
//        bench-pgn --write-games file.pgn [games]   (the file, for trying the window)

#include "app/gui/gamelistdialog.h"
#include "app/gui/mainwindow.h"
#include "app/gui/movelistwidget.h"
#include "app/session/game.h"
#include "app/session/session.h"
#include "board/core/pgnreader.h"
#include "board/core/pgnwriter.h"
#include "tests/app/gui/pgnfilemaker.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <fstream>

using namespace tabiya;

namespace {

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The longest time between two turns of the GUI thread's event loop, from start() on.
class StallMeter {
public:
    StallMeter() {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
    }
    void start() {
        m_longest = 0;
        m_since.start();
        m_timer.start();
    }
    double stop() {
        tick();
        m_timer.stop();
        return m_longest / 1000.0;
    }

private:
    void tick() { m_longest = std::max(m_longest, m_since.restart()); }
    QTimer m_timer;
    QElapsedTimer m_since;
    qint64 m_longest = 0;
};

// The resident memory of the process, in MB (Linux; 0 elsewhere).
double residentMb() {
    std::ifstream status("/proc/self/status");
    std::string word;
    while (status >> word)
        if (word == "VmRSS:") {
            double kb = 0;
            status >> kb;
            return kb / 1024;
        }
    return 0;
}

// Runs the event loop until `done` holds, waking for events only (no polling).
template <typename Done> void runUntil(Done done) {
    while (!done())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
}

bool writeFile(const QString& path, const std::string& text) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) &&
           f.write(text.data(), qint64(text.size())) == qint64(text.size());
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 2 && std::string(argv[1]) == "--write-games") {
        const int games = argc > 3 ? std::atoi(argv[3]) : 10000;
        return writeFile(QString::fromLocal8Bit(argv[2]), testing::manyGames(games)) ? 0 : 1;
    }
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the way
    const int maxPlies = argc > 1 ? std::atoi(argv[1]) : 80000;
    const int fileGames = argc > 2 ? std::atoi(argv[2]) : 10000;
    QString error;
    const auto options = MatchOptions::parse({}, QCoreApplication::applicationDirPath(), &error);
    MainWindow window(*options);
    window.show();
    QAction* paste = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Paste Game (PGN)")) paste = a;
    StallMeter meter;
    std::printf("%8s %10s %10s %10s %10s %10s %10s %10s\n", "plies", "readPgn", "fromPgn",
                "moveList", "toPgnText", "writePgn", "window", "stall");
    for (int plies = 10000; plies <= maxPlies; plies *= 2) {
        const std::string text = testing::annotatedGame(plies);
        auto t0 = std::chrono::steady_clock::now();
        const PgnReadResult r = readPgn(text);
        const double read = secondsSince(t0);
        if (!r.errors.empty() || r.games.size() != 1 || int(r.games[0].moves.size()) != plies) {
            std::fprintf(stderr, "bad bench game: %s\n",
                         r.errors.empty() ? "wrong length" : r.errors[0].message.c_str());
            return 1;
        }
        t0 = std::chrono::steady_clock::now();
        const Game game = Game::fromPgn(r.games[0]);
        const double load = secondsSince(t0);
        // What MainWindow::refreshMoves hands the move list.
        t0 = std::chrono::steady_clock::now();
        MoveListWidget list;
        list.setItems(moveListItems(game));
        const double shown = secondsSince(t0);
        t0 = std::chrono::steady_clock::now();
        const QString saved = game.toPgnText();
        const double save = secondsSince(t0);
        t0 = std::chrono::steady_clock::now();
        const std::string written = writePgn(r.games[0]);
        const double write = secondsSince(t0);
        QGuiApplication::clipboard()->setText(QString::fromStdString(text));
        QCoreApplication::processEvents();
        meter.start();
        t0 = std::chrono::steady_clock::now();
        paste->trigger();
        runUntil([&] { return !window.isLoadingGame(); });
        const double opened = secondsSince(t0);
        const double stall = meter.stop();
        if (window.session()->game().ply() != plies) return 1;
        std::printf("%8d %9.3fs %9.3fs %9.3fs %9.3fs %9.3fs %9.3fs %9.3fs\n", plies, read, load,
                    shown, save, write, opened, stall);
        std::fflush(stdout);
        if (saved.isEmpty() || written.empty()) return 1;
    }

    // A file of many games, as File > Load Game opens it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.pgn"));
    const std::string text = testing::manyGames(fileGames);
    if (!writeFile(path, text)) return 1;
    auto t0 = std::chrono::steady_clock::now();
    const size_t readAtOnce = readPgn(text).games.size(); // what the GUI thread did before
    const double atOnce = secondsSince(t0);
    double firstGame = -1;
    // After the window's own handler, which loads the first game as it is listed.
    QObject::connect(window.pgnFile(), &PgnFileReader::gamesListed, &window, [&] {
        if (firstGame < 0 && window.fileGame() == 0) firstGame = secondsSince(t0);
    });
    meter.start();
    t0 = std::chrono::steady_clock::now();
    window.openPgnFile(path);
    runUntil([&] { return !window.pgnFile()->isReading(); });
    const double listed = secondsSince(t0);
    const double stall = meter.stop();
    if (window.pgnFile()->games().size() != qsizetype(readAtOnce) || window.fileGame() != 0)
        return 1;
    // What the list keeps: a place and a few tags a game, never its moves.
    double listBytes = 0;
    for (const PgnFileGame& g : window.pgnFile()->games()) {
        listBytes += sizeof g;
        for (const QString* s : {&g.event, &g.site, &g.date, &g.round, &g.white, &g.black,
                                 &g.result, &g.variant, &g.error})
            listBytes += double(s->capacity()) * sizeof(QChar);
    }
    std::printf("\n%d games (%.1f MB): readPgn of the whole file %.3fs (on the GUI thread "
                "before)\nLoad Game: first game shown after %.3fs, all listed after %.3fs, "
                "longest GUI stall %.3fs; the list holds %.0f bytes a game (%.1f MB), the "
                "process %.0f MB\n",
                fileGames, double(text.size()) / (1 << 20), atOnce, firstGame, listed, stall,
                listBytes / fileGames, listBytes / (1 << 20), residentMb());
    return 0;
}

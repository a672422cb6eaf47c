// bench-pgn: the time to open a PGN game with a variation after every ply, at 10k, 20k,
// 40k and 80k plies, through each layer File > Load Game goes through: board/core's
// readPgn, Game::fromPgn, the move list's display, and back out with Game::toPgnText; and
// the whole window's Paste Game (the same loadPgnText as Load Game), first to last.
// Linear means each column doubles with the plies; it used to grow fourfold (80k plies:
// 6 s to read headless, 85 s frozen in the window). A benchmark prints figures; it is not
// a test. Usage: QT_QPA_PLATFORM=offscreen bench-pgn [max-plies]

#include "game.h"
#include "mainwindow.h"
#include "movelistwidget.h"
#include "pgn.h"
#include "session.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QStandardPaths>

#include <chrono>
#include <cstdio>

using namespace tabiya;

namespace {

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Knights out and back, every move with an alternative knight move as a variation.
std::string annotatedGame(int plies) {
    static const char* const Moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    static const char* const Alternatives[] = {"Nh3", "Nh6", "Nh4", "Nh5"};
    std::string text = "[Event \"bench\"]\n\n";
    text.reserve(size_t(plies) * 16);
    for (int i = 0; i < plies; ++i) {
        if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ". ";
        text += Moves[i % 4];
        text += " (";
        text += Alternatives[i % 4];
        text += ") ";
        if (i % 8 == 7) text += '\n';
    }
    return text + "*\n";
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the way
    const int maxPlies = argc > 1 ? std::atoi(argv[1]) : 80000;
    QString error;
    const auto options = MatchOptions::parse({}, QCoreApplication::applicationDirPath(), &error);
    MainWindow window(*options);
    window.show();
    QAction* paste = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Paste Game (PGN)")) paste = a;
    std::printf("%8s %10s %10s %10s %10s %10s %10s\n", "plies", "readPgn", "fromPgn", "moveList",
                "toPgnText", "writePgn", "window");
    for (int plies = 10000; plies <= maxPlies; plies *= 2) {
        const std::string text = annotatedGame(plies);
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
        QStringList texts;
        for (const GameMove& gm : game.moves())
            texts << gm.san;
        MoveListWidget list;
        list.setMoves(texts, false, 1, QString());
        const double shown = secondsSince(t0);
        t0 = std::chrono::steady_clock::now();
        const QString saved = game.toPgnText();
        const double save = secondsSince(t0);
        t0 = std::chrono::steady_clock::now();
        const std::string written = writePgn(r.games[0]);
        const double write = secondsSince(t0);
        QGuiApplication::clipboard()->setText(QString::fromStdString(text));
        t0 = std::chrono::steady_clock::now();
        paste->trigger();
        QCoreApplication::processEvents();
        const double opened = secondsSince(t0);
        if (window.session()->game().ply() != plies) return 1;
        std::printf("%8d %9.3fs %9.3fs %9.3fs %9.3fs %9.3fs %9.3fs\n", plies, read, load, shown,
                    save, write, opened);
        std::fflush(stdout);
        if (saved.isEmpty() || written.empty()) return 1;
    }
    return 0;
}

// The evaluation graph of saved games drawn into one PNG at 2x, for a person to look at (a
// tool, not a test): the first game as one series (an analysed game), the last as one line
// per engine (a match), both as they sit under a 300 px move list, and the first again taller.
//
//   render-evalgraph OUT.png ONE.pgn [TWO.pgn] [--dark]     (offscreen: -platform offscreen)
#include "app/gui/evalgraph.h"
#include "app/session/evalseries.h"
#include "app/session/game.h"
#include "board/core/pgnreader.h"

#include <QApplication>
#include <QFile>
#include <QPainter>

using namespace tabiya;

namespace {

Game readGame(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return Game();
    const PgnReadResult read = readPgn(f.readAll().toStdString());
    return read.games.empty() ? Game() : Game::fromPgn(read.games.front());
}

QPalette darkPalette(QPalette palette) {
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    palette.setColor(QPalette::Mid, QColor(0x50, 0x50, 0x50));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    return palette;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const bool dark = args.removeAll(QStringLiteral("--dark")) > 0;
    if (args.size() < 2) {
        qWarning("usage: render-evalgraph OUT.png ONE.pgn [TWO.pgn] [--dark]");
        return 2;
    }
    const Game combined = readGame(args.at(1));
    const Game perSide = readGame(args.last());
    if (evalGraphPoints(combined).isEmpty() || evalGraphPoints(perSide).isEmpty()) {
        qWarning("no evaluations in the games given");
        return 1;
    }
    const int w = 300, h = 100;
    QImage image(QSize(w * 2 + 30, h * 2 + 30) * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    const QPalette palette = dark ? darkPalette(QApplication::palette()) : QApplication::palette();
    image.fill(palette.color(QPalette::Window));
    QPainter painter(&image);
    auto draw = [&](const Game& game, QRect where, int ply) {
        EvalGraph graph;
        graph.setPalette(palette);
        graph.resize(where.size());
        graph.setGame(game);
        graph.setCurrentPly(ply);
        graph.render(&painter, where.topLeft());
    };
    draw(combined, QRect(10, 10, w, h), combined.ply() * 2 / 3);
    draw(perSide, QRect(10, 20 + h, w, h), perSide.ply() * 2 / 3);
    draw(combined, QRect(w + 20, 10, w, 2 * h + 10), 21);
    painter.end();
    if (image.save(args.at(0))) return 0;
    qWarning("could not write %s", qPrintable(args.at(0)));
    return 1;
}

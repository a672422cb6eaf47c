// bench-boardview: how long BoardView takes to paint a frame, as during a drag (pieces
// and marks over the cached board) and after a resize (everything, pixmaps re-rendered).
// Prints milliseconds per frame; not a test.
//
//   QT_QPA_PLATFORM=offscreen build/bin/bench-boardview

#include "board/view/boardview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <cstdio>

using namespace tabiya;

namespace {

double msPerFrame(BoardView& view, QSize size, qreal dpr, int frames, bool resize) {
    QImage image(size * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < frames; ++i) {
        // A different size every frame defeats both caches: the worst case of a resize.
        const QSize s = resize ? size - QSize(i % 40, i % 40) : size;
        QPainter p(&image);
        view.paintBoard(p, s, dpr);
    }
    return double(timer.nsecsElapsed()) / 1e6 / frames;
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const struct {
        const char* name;
        const Variant& variant;
    } boards[] = {{"chess", Variant::chess()}, {"xiangqi", Variant::xiangqi()}};
    for (const auto& b : boards) {
        BoardView view;
        view.setAnimationsEnabled(false);
        view.setPosition(Position::startPosition(b.variant));
        for (qreal dpr : {1.0, 2.0}) {
            const QSize size(800, 800);
            msPerFrame(view, size, dpr, 5, false); // warm the caches
            std::printf("%-8s 800x800 @%.0fx  steady frame %6.2f ms   resize frame %6.2f ms\n",
                        b.name, dpr, msPerFrame(view, size, dpr, 200, false),
                        msPerFrame(view, size, dpr, 40, true));
        }
    }
    return 0;
}

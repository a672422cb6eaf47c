// Pictures of the engine output view for a person to look at (a tool, not a test): the chess
// view with three lines and the hover preview, its context menu, and a xiangqi PV hovered in
// WXF and in Chinese notation.
//
//   shots-engineoutput DIR     (offscreen: -platform offscreen)
#include "app/gui/engineoutputview.h"
#include "tests/app/gui/engineoutputtesthelpers.h"

#include <QApplication>
#include <QDir>
#include <QTest>

using namespace tabiya;
using namespace tabiya::outputtest;

namespace {

bool save(const QImage& image, const QString& path) {
    if (image.save(path)) return true;
    qWarning("could not write %s", qPrintable(path));
    return false;
}

bool shootChess(const QDir& dir) {
    ChessView v;
    v.view.setMultiPvAvailable(true);
    v.view.setMultiPv(3); // clears the lines: again
    for (int k = 0; k < 3; ++k)
        v.view.addThinking(line(k + 1, 38 - 12 * k, kChessPvs[k]));
    v.view.model()->flush();
    v.view.setExcludedMoves({QStringLiteral("Nc3")});
    if (!QTest::qWaitForWindowExposed(&v.view)) return false;
    pointAt(v.view, v.view.pvMoveRect(0, 4).center());
    if (!QTest::qWaitFor([&] { return v.view.isPreviewVisible(); })) return false;
    if (!save(composite(v.view), dir.filePath(QStringLiteral("hover-chess.png")))) return false;
    v.view.setExcludeEnabled(true);
    QMenu* menu = contextMenu(v.view, 0);
    if (!menu || !QTest::qWaitFor([&] { return menu->isVisible(); })) return false;
    const bool ok = save(menu->grab().toImage(), dir.filePath(QStringLiteral("menu.png")));
    menu->close();
    return ok;
}

bool shootXiangqi(const QDir& dir, XiangqiNotation notation) {
    EngineOutputView view;
    view.resize(700, 150);
    view.setEngineName(QStringLiteral("Fairy-Max"));
    view.setNotation({notation, {}});
    view.setPosition(Position::startPosition(Variant::xiangqi()));
    view.addThinking(*parseCecpThinking(
        u" 8     12       35      40210 h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9"));
    view.model()->flush();
    view.show();
    if (!QTest::qWaitForWindowExposed(&view)) return false;
    pointAt(view, view.pvMoveRect(0, 3).center());
    if (!QTest::qWaitFor([&] { return view.isPreviewVisible(); })) return false;
    const QString name = notation == XiangqiNotation::Chinese ? "chinese" : "wxf";
    return save(composite(view), dir.filePath(QStringLiteral("hover-xiangqi-%1.png").arg(name)));
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (app.arguments().size() < 2) {
        qWarning("usage: shots-engineoutput DIR");
        return 2;
    }
    const QDir dir(app.arguments().at(1));
    const bool ok = shootChess(dir) && shootXiangqi(dir, XiangqiNotation::Wxf) &&
                    shootXiangqi(dir, XiangqiNotation::Chinese);
    return ok ? 0 : 1;
}

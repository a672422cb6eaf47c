#pragma once
// What the engine output view's test and its screenshot tool share: a chess view with three
// lines, thinking lines made from CXBoard info text, pointing at a PV word, the context menu
// over a row, and the view with its hover preview in one picture.
#include "app/gui/engineoutputview.h"
#include "app/gui/pvpreviewpopup.h"
#include "protocol/thinkingparser.h"

#include <QImage>
#include <QMenu>
#include <QPainter>
#include <QTableView>
#include <QTest>

namespace tabiya::outputtest {

inline const char* const twoKnights =
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

inline ThinkingLine info(const QString& text) {
    const auto i = parseCxboardInfo(text);
    Q_ASSERT(i.thinking);
    return *i.thinking;
}

inline ThinkingLine line(int multipv, int score, const QString& pv, int depth = 14) {
    return info(QStringLiteral("info depth %1 seldepth %2 multipv %3 score cp %4 time 2310 "
                               "nodes 3120000 nps 1350000 pv %5")
                    .arg(depth)
                    .arg(depth + 6)
                    .arg(multipv)
                    .arg(score)
                    .arg(pv));
}

inline const QStringList kChessPvs = {
    QStringLiteral("f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8"),
    QStringLiteral("f1c4 f8c5 c2c3 g8f6 d2d3 d7d6 e1g1 e8g8 a2a4 a7a6"),
    QStringLiteral("d2d4 e5d4 f3d4 g8f6 d4c6 b7c6 e4e5 d8e7 d1e2 f6d5")};

// A view of the two knights position with three lines, shown and laid out.
struct ChessView {
    EngineOutputView view;
    ChessView(int width = 760, int height = 170) {
        view.resize(width, height);
        view.setEngineName(QStringLiteral("Stockfish 17"));
        view.setPosition(*Position::fromFen(Variant::chess(), twoKnights));
        for (int k = 0; k < 3; ++k)
            view.addThinking(line(k + 1, 38 - 12 * k, kChessPvs[k]));
        view.model()->flush();
        view.show();
    }
};

inline QWidget* viewport(EngineOutputView& view) {
    return view.table()->viewport();
}

// Moves the pointer to pos in the view's table, from elsewhere: Qt drops a move to where the
// pointer already is (as an earlier test may have left it).
inline void pointAt(EngineOutputView& view, const QPoint& pos) {
    QTest::mouseMove(viewport(view), pos + QPoint(pos.x() > 1 ? -1 : 1, 0));
    QTest::mouseMove(viewport(view), pos);
}

// The view and its preview in one picture, the preview where it stands on the screen.
inline QImage composite(EngineOutputView& view) {
    const QPixmap base = view.grab();
    PvPreviewPopup* popup = view.previewPopup();
    const QPoint at = popup->pos() - view.mapToGlobal(QPoint(0, 0));
    QRect all = QRect(QPoint(0, 0), base.size()).united(QRect(at, popup->size()));
    all.adjust(-8, -8, 8, 8);
    QImage image(all.size(), QImage::Format_ARGB32);
    image.fill(QColor(120, 120, 120));
    QPainter p(&image);
    p.drawPixmap(-all.topLeft(), base);
    p.drawPixmap(at - all.topLeft(), popup->grab());
    return image;
}

// Opens the view's context menu over the row and returns it (still open).
inline QMenu* contextMenu(EngineOutputView& view, int row) {
    QMenu* menu = nullptr;
    int menuRow = -2;
    auto c =
        QObject::connect(&view, &EngineOutputView::contextMenuAboutToShow, [&](QMenu* m, int r) {
            menu = m;
            menuRow = r;
        });
    const QPoint at =
        view.table()->visualRect(view.model()->index(row, EngineOutputModel::PvColumn)).center();
    emit view.table()->customContextMenuRequested(at);
    QObject::disconnect(c);
    if (menuRow != row) return nullptr;
    return menu;
}

} // namespace tabiya::outputtest

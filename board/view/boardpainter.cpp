#include "board/view/boardpainter.h"

#include "board/view/landingsquare.h"

#include "board/core/position.h"
#include "board/view/pieceset.h"
#include "board/view/squaremarkers.h"
#include "board/view/svgsheet.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace tabiya::BoardPainter {

namespace {

// A line of `width` logical pixels centred near v, moved so it covers whole device
// pixels: thin grid lines stay sharp instead of smearing over two pixel rows.
qreal crisp(qreal v, qreal width, qreal dpr) {
    const qreal wd = std::max<qreal>(1, std::round(width * dpr));
    return (std::round(v * dpr - wd / 2) + wd / 2) / dpr;
}

qreal crispWidth(qreal width, qreal dpr) {
    return std::max<qreal>(1, std::round(width * dpr)) / dpr;
}

QPointF snap(QPointF p, qreal dpr) {
    return QPointF(std::round(p.x() * dpr) / dpr, std::round(p.y() * dpr) / dpr);
}

QFont coordinateFont(const BoardGeometry& g) {
    QFont f;
    f.setPixelSize(std::max(7, int(std::min(g.margin() * 0.62, g.squareSize() * 0.24))));
    f.setBold(true);
    return f;
}

bool isXiangqiBoard(const Variant& v) {
    return v.pointsOnIntersections;
}

void paintChessSquares(QPainter& p, const BoardGeometry& g, const BoardTheme& theme) {
    for (int row = 0; row < g.ranks(); ++row)
        for (int col = 0; col < g.files(); ++col) {
            const int file = g.fileAtColumn(col), rank = g.rankAtRow(row);
            // a1 is dark on every board, as in chess.
            p.fillRect(g.cellRect(col, row), (file + rank) % 2 ? theme.light : theme.dark);
        }
    p.setPen(QPen(theme.frame, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(g.boardRect().adjusted(-0.5, -0.5, 0.5, 0.5));
}

// A shogi board is one wooden field ruled by thin lines, with four star points marking
// the promotion zones on a 9x9 board; people read checkered squares as chess.
bool isShogiBoard(const Variant& v) {
    return PieceSet::familyFor(v) == 2;
}

void paintShogiBoard(QPainter& p, const BoardGeometry& g, const BoardTheme& theme, qreal dpr) {
    const QRectF board = g.boardRect();
    p.fillRect(board, theme.xiangqiBoard);
    const qreal lw = crispWidth(std::max<qreal>(1, g.squareSize() * 0.02), dpr);
    p.setPen(QPen(theme.xiangqiLines, lw, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    for (int col = 1; col < g.files(); ++col) {
        const qreal x = crisp(g.cellRect(col, 0).left(), lw, dpr);
        p.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()));
    }
    for (int row = 1; row < g.ranks(); ++row) {
        const qreal y = crisp(g.cellRect(0, row).top(), lw, dpr);
        p.drawLine(QPointF(board.left(), y), QPointF(board.right(), y));
    }
    const qreal bw = crispWidth(std::max<qreal>(2, g.squareSize() * 0.04), dpr);
    p.setPen(QPen(theme.xiangqiLines, bw, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    p.drawRect(board);
    if (g.files() == 9 && g.ranks() == 9) {
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        p.setBrush(theme.xiangqiLines);
        const qreal r = std::max<qreal>(1.5, g.squareSize() * 0.06);
        for (int col : {3, 6})
            for (int row : {3, 6})
                p.drawEllipse(g.cellRect(col, row).topLeft(), r, r);
    }
}

void paintChessCoordinates(QPainter& p, const BoardGeometry& g, const BoardTheme& theme) {
    p.setFont(coordinateFont(g));
    p.setPen(theme.coordinates);
    const QRectF board = g.boardRect();
    const bool tall = g.ranks() == 10; // CECP counts ranks from 0 on ten-rank boards
    for (int col = 0; col < g.files(); ++col) {
        const QRectF cell = g.cellRect(col, 0);
        const QRectF r(cell.left(), board.bottom(), cell.width(), g.margin());
        p.drawText(r, Qt::AlignCenter, QString(QChar(u'a' + g.fileAtColumn(col))));
    }
    for (int row = 0; row < g.ranks(); ++row) {
        const QRectF cell = g.cellRect(0, row);
        const QRectF r(board.left() - g.margin(), cell.top(), g.margin(), cell.height());
        p.drawText(r, Qt::AlignCenter, QString::number(g.rankAtRow(row) + (tall ? 0 : 1)));
    }
}

// The small corner marks where cannons and soldiers start.
void paintPositionMark(QPainter& p, const BoardGeometry& g, QPointF c, int col) {
    const qreal s = g.squareSize();
    const qreal gap = s * 0.08, len = s * 0.17;
    for (int dx : {-1, 1}) {
        if ((dx < 0 && col == 0) || (dx > 0 && col == g.files() - 1)) continue;
        for (int dy : {-1, 1}) {
            QPainterPath path;
            path.moveTo(c.x() + dx * gap, c.y() + dy * (gap + len));
            path.lineTo(c.x() + dx * gap, c.y() + dy * gap);
            path.lineTo(c.x() + dx * (gap + len), c.y() + dy * gap);
            p.drawPath(path);
        }
    }
}

QPixmap tinted(QPixmap pm, const QColor& color) {
    QPainter tp(&pm);
    tp.setCompositionMode(QPainter::CompositionMode_SourceIn);
    tp.fillRect(QRectF(QPointF(0, 0), pm.deviceIndependentSize()), color);
    return pm;
}

void paintXiangqiBoard(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                       const Variant& v, const SvgSheet* decorations, qreal dpr) {
    const qreal s = g.squareSize();
    const QRectF frame = g.frameRect();
    p.setPen(Qt::NoPen);
    p.setBrush(theme.xiangqiBoard);
    p.drawRoundedRect(frame, g.margin() * 0.4, g.margin() * 0.4);

    const qreal lw = crispWidth(std::max<qreal>(1, s / 36), dpr);
    // Grid points, snapped so every line lands on whole device pixels.
    auto x = [&](int col) { return crisp(g.cellRect(col, 0).center().x(), lw, dpr); };
    auto y = [&](int row) { return crisp(g.cellRect(0, row).center().y(), lw, dpr); };
    const int lastCol = g.files() - 1, lastRow = g.ranks() - 1;
    const bool river = v.palaceDepth > 0 && g.ranks() % 2 == 0 && !v.noRiver;
    const int riverRow = g.ranks() / 2 - 1; // the river lies below this display row

    p.setPen(QPen(theme.xiangqiLines, lw, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    for (int row = 0; row <= lastRow; ++row)
        p.drawLine(QPointF(x(0), y(row)), QPointF(x(lastCol), y(row)));
    for (int col = 0; col <= lastCol; ++col) {
        if (river && col != 0 && col != lastCol) {
            p.drawLine(QPointF(x(col), y(0)), QPointF(x(col), y(riverRow)));
            p.drawLine(QPointF(x(col), y(riverRow + 1)), QPointF(x(col), y(lastRow)));
        } else {
            p.drawLine(QPointF(x(col), y(0)), QPointF(x(col), y(lastRow)));
        }
    }
    // A heavier border a little outside the grid, as on printed boards.
    const qreal bw = crispWidth(std::max<qreal>(1.5, s / 16), dpr);
    const qreal out = s * 0.53; // just outside the discs on the edge files
    p.setPen(QPen(theme.xiangqiLines, bw, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(
        QRectF(QPointF(x(0) - out, y(0) - out), QPointF(x(lastCol) + out, y(lastRow) + out)));

    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(theme.xiangqiLines, lw, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    if (v.palaceDepth > 0) {
        const int c0 = g.column(v.palaceFileLo), c1 = g.column(v.palaceFileHi);
        for (int rows : {0, g.ranks() - v.palaceDepth}) {
            const int r0 = rows, r1 = rows + v.palaceDepth - 1;
            p.drawLine(QPointF(x(c0), y(r0)), QPointF(x(c1), y(r1)));
            p.drawLine(QPointF(x(c1), y(r0)), QPointF(x(c0), y(r1)));
        }
    }
    // Start points of cannons and soldiers, taken from the variant's start position.
    const Position start = Position::startPosition(v);
    for (int rank = 0; rank < v.height; ++rank)
        for (int file = 0; file < v.width; ++file) {
            const Piece pc = start.at(file, rank);
            if (!isPiece(pc)) continue;
            const char letter = v.kinds[kindOf(pc)].letter;
            if (letter == 'C' || letter == 'P') {
                const int col = g.column(file), row = g.row(rank);
                paintPositionMark(p, g, QPointF(x(col), y(row)), col);
            }
        }

    if (river && decorations && decorations->isValid()) {
        const qreal top = y(riverRow), bottom = y(riverRow + 1);
        const QSize textSize(int(s * 2.6), int(s * 0.62));
        const qreal textY = std::round((top + bottom - textSize.height()) / 2);
        const QPixmap left = decorations->pixmap(QStringLiteral("river-left"), textSize, dpr);
        const QPixmap right = decorations->pixmap(QStringLiteral("river-right"), textSize, dpr);
        const qreal leftCenter = (x(1) + x(3)) / 2,
                    rightCenter = (x(lastCol - 3) + x(lastCol - 1)) / 2;
        p.drawPixmap(snap(QPointF(leftCenter - textSize.width() / 2.0, textY), dpr),
                     tinted(left, theme.xiangqiLines));
        p.drawPixmap(snap(QPointF(rightCenter - textSize.width() / 2.0, textY), dpr),
                     tinted(right, theme.xiangqiLines));
    }
}

void paintXiangqiCoordinates(QPainter& p, const BoardGeometry& g, const BoardTheme& theme) {
    p.setFont(coordinateFont(g));
    p.setPen(theme.xiangqiLines);
    const QRectF board = g.boardRect();
    for (int col = 0; col < g.files(); ++col) {
        const QRectF cell = g.cellRect(col, 0);
        // Each side numbers the files 1..9 from its own right-hand edge.
        // Between the frame (just outside the cells) and the edge of the wood.
        const qreal gap = g.squareSize() * 0.06;
        const QRectF bottom(cell.left(), board.bottom() + gap, cell.width(), g.margin() - gap);
        const QRectF top(cell.left(), board.top() - g.margin(), cell.width(), g.margin() - gap);
        p.drawText(bottom, Qt::AlignCenter, QString::number(g.files() - col));
        p.drawText(top, Qt::AlignCenter, QString::number(col + 1));
    }
}

// Four corner brackets around a cell: the xiangqi way of marking a point.
void paintBrackets(QPainter& p, const QRectF& cell, const QColor& color) {
    const qreal s = cell.width();
    const QRectF r = cell.adjusted(s * 0.03, s * 0.03, -s * 0.03, -s * 0.03);
    const qreal len = s * 0.2;
    p.setPen(
        QPen(color, std::max<qreal>(1.5, s * 0.055), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    for (int i = 0; i < 4; ++i) {
        const QPointF c = i == 0   ? r.topLeft()
                          : i == 1 ? r.topRight()
                          : i == 2 ? r.bottomRight()
                                   : r.bottomLeft();
        const qreal dx = (i == 0 || i == 3) ? 1 : -1, dy = i < 2 ? 1 : -1;
        QPainterPath path;
        path.moveTo(c.x(), c.y() + dy * len);
        path.lineTo(c);
        path.lineTo(c.x() + dx * len, c.y());
        p.drawPath(path);
    }
}

// A chess square gets a tint; a xiangqi point gets brackets in the theme's mark colour.
void markSquare(QPainter& p, const BoardGeometry& g, const Variant& v, Square s,
                const QColor& color, const QColor& pointColor) {
    if (s == NoSquare || !v.contains(s)) return;
    if (isXiangqiBoard(v)) {
        paintBrackets(p, g.squareRect(s), pointColor);
    } else {
        p.fillRect(g.squareRect(s), color);
    }
}

void paintTarget(QPainter& p, const BoardGeometry& g, Square s, const QColor& color,
                 bool occupied) {
    const QRectF r = g.squareRect(s);
    const qreal size = g.squareSize();
    if (occupied) {
        p.setPen(QPen(color, size * 0.07));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r.center(), size * 0.45, size * 0.45);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        p.drawEllipse(r.center(), size * 0.15, size * 0.15);
    }
}

void paintSquareMarkers(QPainter& p, const BoardGeometry& g, const Variant& v,
                        const SquareMarkers& h) {
    const qreal size = g.squareSize();
    for (Square s : h.markedSquares()) {
        QColor c = SquareMarkers::colorForLetter(h.letterAt(s));
        if (!c.isValid() || !v.contains(s)) continue; // T: legal but not shown
        const bool legal = h.isLegalDestination(s);
        const QRectF r = g.squareRect(s);
        // A coloured frame reads well over pieces and both square colours; the fill is
        // lighter for decorations that are not destinations.
        c.setAlpha(legal ? 90 : 55);
        if (isXiangqiBoard(v)) {
            p.setPen(Qt::NoPen);
            p.setBrush(c);
            p.drawEllipse(r.center(), size * 0.47, size * 0.47);
        } else {
            p.fillRect(r, c);
        }
        c.setAlpha(legal ? 230 : 140);
        p.setPen(QPen(c, std::max<qreal>(2, size * 0.06)));
        p.setBrush(Qt::NoBrush);
        if (isXiangqiBoard(v))
            p.drawEllipse(r.center(), size * 0.47, size * 0.47);
        else
            p.drawRect(r.adjusted(size * 0.03, size * 0.03, -size * 0.03, -size * 0.03));
    }
}

} // namespace

void paintBoard(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                const Variant& variant, bool coordinates, const SvgSheet* decorations, qreal dpr) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    if (isXiangqiBoard(variant)) {
        paintXiangqiBoard(p, g, theme, variant, decorations, dpr);
        p.setRenderHint(QPainter::Antialiasing, true);
        if (coordinates) paintXiangqiCoordinates(p, g, theme);
    } else {
        if (isShogiBoard(variant))
            paintShogiBoard(p, g, theme, dpr);
        else
            paintChessSquares(p, g, theme);
        p.setRenderHint(QPainter::Antialiasing, true);
        if (coordinates) paintChessCoordinates(p, g, theme);
    }
    p.restore();
}

void paintUnderMarks(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                     const Variant& variant, const BoardMarks& marks) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const Move m = marks.lastMove;
    if (!m.isNone() && !m.isNull()) {
        const Square to = landingSquare(variant, m); // where the king went, not the rook
        if (m.type() != MoveType::Drop)
            markSquare(p, g, variant, m.from(), theme.lastMove, theme.pointMark);
        markSquare(p, g, variant, to, theme.lastMove, theme.pointMark);
    }
    markSquare(p, g, variant, marks.selected, theme.selected, theme.selected.darker(130));
    if (marks.check != NoSquare && variant.contains(marks.check)) {
        const QRectF r = g.squareRect(marks.check);
        QRadialGradient glow(r.center(), g.squareSize() * 0.55);
        QColor c = theme.check;
        glow.setColorAt(0, c);
        c.setAlpha(170);
        glow.setColorAt(0.55, c);
        c.setAlpha(0);
        glow.setColorAt(1, c);
        p.setPen(Qt::NoPen);
        p.setBrush(glow);
        p.drawEllipse(r.center(), g.squareSize() * 0.55, g.squareSize() * 0.55);
    }
    p.restore();
}

void paintOverMarks(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                    const Variant& variant, const BoardMarks& marks) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    if (marks.highlights) {
        paintSquareMarkers(p, g, variant, *marks.highlights);
    } else {
        for (Square s : marks.targets)
            paintTarget(p, g, s, theme.legal, false);
        for (Square s : marks.captures)
            paintTarget(p, g, s, theme.legal, true);
    }
    if (marks.overlay) paintSquareMarkers(p, g, variant, *marks.overlay);
    if (marks.check != NoSquare && isXiangqiBoard(variant) && variant.contains(marks.check)) {
        // A xiangqi disc covers its whole cell, so the glow beneath cannot show: ring it.
        const QPointF c = g.squareRect(marks.check).center();
        const qreal s = g.squareSize();
        p.setPen(QPen(theme.check, std::max<qreal>(2, s * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, s * 0.47, s * 0.47);
    }
    if (marks.dropTarget != NoSquare && variant.contains(marks.dropTarget)) {
        // Where the dragged piece would land: a frame that reads on any square colour.
        const QRectF r = g.squareRect(marks.dropTarget);
        const qreal w = std::max<qreal>(2, g.squareSize() * 0.05);
        QColor c = theme.selected;
        c.setAlpha(230);
        p.setPen(QPen(c, w));
        p.setBrush(Qt::NoBrush);
        if (isXiangqiBoard(variant))
            p.drawEllipse(r.center(), g.squareSize() * 0.48, g.squareSize() * 0.48);
        else
            p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    }
    p.restore();
}

void paintPieceAt(QPainter& p, const BoardGeometry& g, const Variant& variant, Piece piece,
                  QPointF center, const SvgSheet& set, qreal dpr) {
    const int size = int(g.squareSize());
    const QPixmap pm = set.pixmap(PieceSet::elementFor(set, variant, piece), size, dpr);
    if (!pm.isNull()) {
        p.drawPixmap(snap(center - QPointF(size / 2.0, size / 2.0), dpr), pm);
        return;
    }
    paintLetterDisc(p, variant, piece, center, size);
}

void paintLetterDisc(QPainter& p, const Variant& variant, Piece piece, QPointF center, qreal size) {
    // A piece the set has no drawing for (an engine-defined letter): its letter on a disc
    // in the side's colour, so it is never invisible and never taken for another piece.
    if (!isPiece(piece) || kindOf(piece) >= int(variant.kinds.size())) return;
    const bool white = colorOf(piece) == White;
    const qreal r = size * 0.40;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(white ? QColor(40, 40, 40) : QColor(235, 235, 235), std::max(1.0, size / 24)));
    p.setBrush(white ? QColor(250, 248, 240) : QColor(30, 30, 30));
    p.drawEllipse(center, r, r);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(std::max(6, int(size * 0.46)));
    p.setFont(f);
    p.setPen(white ? QColor(20, 20, 20) : QColor(250, 250, 250));
    const PieceKind& kind = variant.kinds[kindOf(piece)];
    QString text(QChar::fromLatin1(kind.letter));
    if (kind.mark == '+') text.prepend(QLatin1Char('+'));
    p.drawText(QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r), Qt::AlignCenter, text);
    p.restore();
}

void paintPieces(QPainter& p, const BoardGeometry& g, const Position& pos, const SvgSheet& set,
                 qreal dpr, Square hidden, const QRectF& area) {
    const Variant& v = pos.variant();
    for (int rank = 0; rank < v.height; ++rank)
        for (int file = 0; file < v.width; ++file) {
            const Square s = geometry::square(file, rank);
            // Squares outside the area repainted are skipped before the piece's image is
            // looked up: an animation frame repaints two or three squares, not the board.
            if (s == hidden || !isPiece(pos.at(s)) ||
                (!area.isNull() && !area.intersects(g.squareRect(s))))
                continue;
            paintPieceAt(p, g, v, pos.at(s), g.squareCenter(s), set, dpr);
        }
}

QList<int> handKinds(const Variant& variant) {
    // The kinds that can reach a hand are those of the start position (on the board or in
    // hand already), never the royal one: a shogi hand lists its seven unpromoted kinds,
    // not the promoted ones a capture turns back, and a crazyhouse hand no king. Worked
    // out once per variant; the geometry asks on every paint and mouse move.
    struct Cache {
        const Variant* variant = nullptr;
        std::string name, startFen;
        size_t kindCount = 0;
        QList<int> kinds;
    };
    static thread_local Cache cache;
    if (cache.variant == &variant && cache.name == variant.name &&
        cache.startFen == variant.startFen && cache.kindCount == variant.kinds.size())
        return cache.kinds;
    const std::optional<Position> start = Position::fromFen(variant, variant.startFen);
    std::vector<bool> present(variant.kinds.size(), !start);
    if (start) {
        for (int rank = 0; rank < variant.height; ++rank)
            for (int file = 0; file < variant.width; ++file)
                if (const Piece p = start->at(file, rank); isPiece(p)) present[kindOf(p)] = true;
        for (int k = 0; k < int(variant.kinds.size()); ++k)
            if (start->handCount(White, k) > 0 || start->handCount(Black, k) > 0) present[k] = true;
    }
    QList<int> kinds;
    // Strongest first, like the promotion chooser.
    for (int k = int(variant.kinds.size()) - 1; k >= 0; --k)
        if (!variant.kinds[k].royal && present[k]) kinds.append(k);
    cache = {&variant, variant.name, variant.startFen, variant.kinds.size(), kinds};
    return kinds;
}

void paintHoldings(QPainter& p, const BoardGeometry& g, const BoardTheme& theme,
                   const Position& pos, const SvgSheet& set, qreal dpr) {
    if (!g.hasHoldings()) return;
    const Variant& v = pos.variant();
    const QList<int> kinds = handKinds(v);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    QFont f;
    f.setPixelSize(std::max(8, int(g.squareSize() * 0.26)));
    f.setBold(true);
    p.setFont(f);
    for (Color c : {White, Black})
        for (int i = 0; i < kinds.size(); ++i) {
            const QRectF r = g.handRect(c, i);
            p.setPen(Qt::NoPen);
            p.setBrush(theme.background.lighter(130));
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.1, r.width() * 0.1);
            const int count = pos.handCount(c, kinds[i]);
            p.setOpacity(count > 0 ? 1.0 : 0.25);
            paintPieceAt(p, g, v, makePiece(c, kinds[i]), r.center(), set, dpr);
            p.setOpacity(1.0);
            if (count > 1) {
                const QRectF badge(r.right() - r.width() * 0.36, r.bottom() - r.height() * 0.32,
                                   r.width() * 0.34, r.height() * 0.3);
                p.setBrush(theme.check);
                p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
                p.setPen(Qt::white);
                p.drawText(badge, Qt::AlignCenter, QString::number(count));
            }
        }
    p.restore();
}

} // namespace tabiya::BoardPainter

// tabiya-render-board: writes PNGs of boards and piece sheets so people (and a test) can
// look at the artwork without starting the application. Runs offscreen.
//
//   tabiya-render-board [OUTPUT-DIRECTORY]

#include "board/core/movetext.h"
#include "board/view/boardview.h"
#include "board/view/pieceart.h"
#include "board/view/standinvariants.h"
#include "resources/artwork.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QTextStream>
#include <cstdio>
#include <tuple>

using namespace tabiya;

namespace {

Position play(const Variant& v, const QStringList& moves) {
    Position pos = Position::startPosition(v);
    for (const QString& text : moves) {
        const Move m = parseCoordinateMove(pos, text.toStdString());
        if (m.isNone()) {
            std::fprintf(stderr, "illegal move in script: %s\n", qPrintable(text));
            break;
        }
        pos.makeMove(m);
    }
    return pos;
}

// Presses the mouse on a square, as a person lifting a piece would.
void liftAt(BoardView& view, Square s) {
    const QPointF at = view.boardGeometry().squareCenter(s);
    QMouseEvent press(QEvent::MouseButtonPress, at, view.mapToGlobal(at), Qt::LeftButton,
                      Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &press);
}

// Clicks a square: press and release.
void clickAt(BoardView& view, Square s) {
    liftAt(view, s);
    const QPointF at = view.boardGeometry().squareCenter(s);
    QMouseEvent release(QEvent::MouseButtonRelease, at, view.mapToGlobal(at), Qt::LeftButton,
                        Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&view, &release);
}

// The promotion chooser is a child widget, so this one is grabbed like a screen.
bool writePromotion(const QDir& dir, const Position& pos) {
    BoardView view;
    view.setAnimationsEnabled(false);
    view.resize(520, 520);
    view.setPosition(pos);
    view.show();
    const Variant& v = pos.variant();
    size_t at = 0;
    clickAt(view, parseSquare(v, "c7", at));
    at = 0;
    clickAt(view, parseSquare(v, "c8", at));
    if (!view.promotionChooser()) return false;
    return view.grab().save(dir.filePath(QStringLiteral("chess-promotion.png")));
}

struct Shot {
    QString file;
    Position position;
    bool flipped = false;
    qreal dpr = 1;
    QString pieceSet = {};
    QString theme = {};
    QSize size = QSize(520, 520);
    QString lift = {};       // square to lift before painting
    QString highlights = {}; // CECP colour board to show for the lifted piece
};

bool writeBoard(const QDir& dir, const Shot& shot) {
    BoardView view;
    view.setAnimationsEnabled(false);
    view.resize(shot.size);
    view.setPosition(shot.position);
    view.setFlipped(shot.flipped);
    if (!shot.pieceSet.isEmpty()) view.setPieceSet(PieceSet::byId(shot.pieceSet));
    if (!shot.theme.isEmpty()) view.setTheme(BoardTheme::byId(shot.theme));
    const Variant& v = shot.position.variant();
    if (!shot.lift.isEmpty()) {
        view.show(); // mouse events reach visible widgets only
        size_t at = 0;
        liftAt(view, parseSquare(v, shot.lift.toStdString(), at));
    }
    if (!shot.highlights.isEmpty())
        view.setHighlights(*SquareMarkers::parse(shot.highlights, v.width, v.height));
    QImage image(shot.size * shot.dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(shot.dpr);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        view.paintBoard(p, shot.size, shot.dpr);
    }
    return image.save(dir.filePath(shot.file));
}

// Every element of a set in a row per colour, on light and dark squares, at one size.
bool writeSheet(const QDir& dir, const PieceSet& set, int size) {
    SvgSheet sheet(set.fileName);
    const QString letters = set.xiangqi ? QStringLiteral("KABNRCP") : QStringLiteral("PNBRQKAC");
    const int n = int(letters.size());
    const int pad = size / 4;
    QImage image(QSize(n * (size + pad) + pad, 2 * (size + pad) + pad),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xb5, 0x88, 0x63));
    QPainter p(&image);
    for (int c = 0; c < 2; ++c)
        for (int k = 0; k < n; ++k) {
            const QRect cell(pad + k * (size + pad), pad + c * (size + pad), size, size);
            p.fillRect(cell, (k + c) % 2 ? QColor(0xf0, 0xd9, 0xb5) : QColor(0xe9, 0xc4, 0x8a));
            p.drawPixmap(cell.topLeft(),
                         sheet.pixmap((c ? u'b' : u'w') + letters.mid(k, 1), size, 1.0));
        }
    p.end();
    return image.save(dir.filePath(QStringLiteral("pieces-%1-%2.png").arg(set.id).arg(size)));
}

// Every named drawing of a set (PieceArt::knownArt), white rows above black rows, on alternating
// squares: the contact sheet people check the artwork's readability on.
bool writeArtSheet(const QDir& dir, const PieceSet& set, int size) {
    SvgSheet sheet(set.fileName);
    QStringList ids;
    for (const QString& art : PieceArt::knownArt())
        if (sheet.hasElement(PieceArt::elementId(art, White))) ids << art;
    const int perRow = 10, rows = int(ids.size() + perRow - 1) / perRow;
    const int pad = size / 4;
    QImage image(QSize(perRow * (size + pad) + pad, 2 * rows * (size + pad) + pad),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xb5, 0x88, 0x63));
    QPainter p(&image);
    for (int c = 0; c < 2; ++c)
        for (int i = 0; i < ids.size(); ++i) {
            const int col = i % perRow, row = c * rows + i / perRow;
            const QRect cell(pad + col * (size + pad), pad + row * (size + pad), size, size);
            p.fillRect(cell, (col + row) % 2 ? QColor(0xf0, 0xd9, 0xb5) : QColor(0xb5, 0x88, 0x63));
            p.drawPixmap(cell.topLeft(),
                         sheet.pixmap(PieceArt::elementId(ids[i], Color(c)), size, 1.0));
        }
    p.end();
    return image.save(dir.filePath(QStringLiteral("art-%1-%2.png").arg(set.id).arg(size)));
}

// The xiangqi river text, large, on the board's wood.
bool writeOrnaments(const QDir& dir) {
    SvgSheet sheet(Artwork::xiangqiBoardDecorations());
    QImage image(QSize(720, 260), QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xe9, 0xc4, 0x8a));
    QPainter p(&image);
    p.drawPixmap(QPoint(20, 20), sheet.pixmap(QStringLiteral("river-left"), QSize(680, 100), 1.0));
    p.drawPixmap(QPoint(20, 140),
                 sheet.pixmap(QStringLiteral("river-right"), QSize(680, 100), 1.0));
    p.end();
    return image.save(dir.filePath(QStringLiteral("board-ornaments.png")));
}

Shot shot(QString file, const Position& pos, QSize size = QSize(520, 520)) {
    Shot s{file, pos};
    s.size = size;
    return s;
}

const QSize Tall(540, 600); // a xiangqi board with room for its river

// A queen's promotion one step away, for the promotion chooser too.
Position promotionPosition() {
    return *Position::fromFen(Variant::chess(), "8/2P1k3/8/8/8/8/4K3/8 w - - 0 1");
}

// Chess with holdings (crazyhouse's pieces in hand, on the plain chess rules).
Position holdingsPosition() {
    static const Variant dropChess = [] {
        Variant v = Variant::chess();
        v.name = "dropchess";
        v.holdings = true;
        v.finalize();
        return v;
    }();
    Position holdings = *Position::fromFen(
        dropChess, "r1b1k2r/ppp2ppp/2n5/3q4/3P4/5N2/PP3PPP/R2QKB1R b KQkq - 0 9");
    holdings.setHand(White, dropChess.kindForLetter('N'), 1);
    holdings.setHand(White, dropChess.kindForLetter('P'), 3);
    holdings.setHand(Black, dropChess.kindForLetter('B'), 1);
    holdings.setHand(Black, dropChess.kindForLetter('P'), 1);
    return holdings;
}

// The largest board board/core allows, for variants to come.
const Variant& bigBoard() {
    static const Variant big = [] {
        Variant v = Variant::chess();
        v.name = "big";
        v.width = v.height = 16;
        v.castling = false;
        v.startFen = "r6k7r/pppppppppppppppp/16/16/16/16/16/16/16/16/16/16/16/16/"
                     "PPPPPPPPPPPPPPPP/R6K7R w - - 0 1";
        v.finalize();
        return v;
    }();
    return big;
}

QList<Shot> chessShots() {
    const Variant& chess = Variant::chess();
    // A sharp Two Knights line: the last move is the queen's check on f7's king.
    const Position middlegame = play(chess, {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "f3g5",
                                             "d7d5", "e4d5", "f6d5", "g5f7", "e8f7", "d1f3"});
    const Position castling = *Position::fromFen(
        chess, "r3k2r/pppq1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PPPQ1PPP/R3K2R w KQkq - 0 1");
    QList<Shot> shots;
    shots << shot(QStringLiteral("chess-start.png"), Position::startPosition(chess));
    shots << shot(QStringLiteral("chess-middlegame.png"), middlegame);
    shots << shot(QStringLiteral("chess-flipped.png"), middlegame);
    shots.last().flipped = true;
    shots << shot(QStringLiteral("chess-2x.png"), middlegame);
    shots.last().dpr = 2;
    shots << shot(QStringLiteral("chess-contrast.png"), middlegame);
    shots.last().theme = QStringLiteral("contrast");
    shots << shot(QStringLiteral("chess-green-small.png"), castling, QSize(280, 280));
    shots.last().theme = QStringLiteral("green");
    shots << shot(QStringLiteral("chess-blue.png"), promotionPosition());
    shots.last().theme = QStringLiteral("blue");
    shots << shot(QStringLiteral("chess-lifted.png"), castling);
    shots.last().lift = QStringLiteral("f3");
    shots << shot(QStringLiteral("chess-highlights.png"), castling);
    shots.last().lift = QStringLiteral("e1");
    shots.last().highlights = QStringLiteral("8/8/8/8/8/8/3rR3/2M1bB1C");
    shots << shot(QStringLiteral("board-16x16.png"), Position::startPosition(bigBoard()),
                  QSize(640, 640));
    shots << shot(QStringLiteral("chess-holdings.png"), holdingsPosition(), QSize(720, 520));
    return shots;
}

QList<Shot> xiangqiShots() {
    const Variant& xq = Variant::xiangqi();
    // Xiangqi: central cannon, horse, and a cannon capture on the last move.
    const Position xqGame =
        play(xq, {"h2e2", "h9g7", "h0g2", "i9h9", "e2e6", "c6c5", "b2b9", "h9h8"});
    QList<Shot> shots;
    shots << shot(QStringLiteral("xiangqi-lifted.png"), xqGame, Tall);
    shots.last().lift = QStringLiteral("g2");
    shots << shot(QStringLiteral("xiangqi-cannon-lifted.png"), xqGame, Tall);
    shots.last().theme = QStringLiteral("contrast");
    shots.last().lift = QStringLiteral("e6");
    shots << shot(QStringLiteral("xiangqi-characters.png"), Position::startPosition(xq), Tall);
    shots.last().pieceSet = QStringLiteral("xiangqi-characters");
    shots << shot(QStringLiteral("xiangqi-pictograms.png"), Position::startPosition(xq), Tall);
    shots.last().pieceSet = QStringLiteral("xiangqi-pictograms");
    shots << shot(QStringLiteral("xiangqi-middlegame.png"), xqGame, Tall);
    // The central cannon takes the soldier and checks over Black's own cannon.
    shots << shot(QStringLiteral("xiangqi-check.png"), play(xq, {"h2e2", "h7e7", "e2e6"}), Tall);
    shots << shot(QStringLiteral("xiangqi-small.png"), xqGame, QSize(320, 350));
    shots << shot(QStringLiteral("xiangqi-flipped.png"), xqGame, Tall);
    shots.last().flipped = true;
    shots << shot(QStringLiteral("xiangqi-2x.png"), xqGame, Tall);
    shots.last().dpr = 2;
    shots << shot(QStringLiteral("xiangqi-contrast.png"), xqGame, Tall);
    shots.last().pieceSet = QStringLiteral("xiangqi-pictograms");
    shots.last().theme = QStringLiteral("contrast");
    return shots;
}

// Variant boards: board/core's variants when it has them, else the view's stand-ins.
QList<Shot> variantShots() {
    auto variant = [](const char* name, const Variant& standIn) -> const Variant& {
        const Variant* v = Variant::byName(name);
        return v ? *v : standIn;
    };
    const Variant& capa = variant("capablanca", StandIn::capablanca());
    const Variant& shogi = variant("shogi", StandIn::shogi());
    const Variant& chu = variant("chu", StandIn::chu());
    Position shogiGame = Position::startPosition(shogi);
    if (&shogi == &StandIn::shogi())
        shogiGame = *Position::fromFen(shogi, "ln1gk2nl/1r1s3h1/p1ppppt1p/2s3p2/9/1pP6/"
                                              "P1DPPPP1P/1B2G1SR1/LNS1KG1NL w - - 0 1");
    for (auto [letter, white, black] :
         {std::tuple{'P', 3, 2}, {'L', 1, 0}, {'G', 1, 0}, {'N', 0, 1}, {'R', 0, 1}})
        if (const int k = shogi.kindForLetter(letter); k >= 0) {
            shogiGame.setHand(White, k, white);
            shogiGame.setHand(Black, k, black);
        }
    QList<Shot> shots;
    shots << shot(QStringLiteral("capablanca-10x8.png"), Position::startPosition(capa),
                  QSize(640, 520));
    shots << shot(QStringLiteral("shogi-9x9-holdings.png"), shogiGame, QSize(720, 560));
    shots << shot(QStringLiteral("shogi-lifted.png"), shogiGame, QSize(720, 560));
    shots.last().lift = QStringLiteral("c3");
    shots << shot(QStringLiteral("chu-12x12.png"), Position::startPosition(chu), QSize(660, 660));
    return shots;
}

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    QDir dir(out);
    if (!dir.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "cannot create %s\n", qPrintable(out));
        return 1;
    }
    const QList<Shot> shots = chessShots() + xiangqiShots() + variantShots();
    int failures = 0;
    for (const Shot& shot : shots)
        failures += writeBoard(dir, shot) ? 0 : 1;
    for (const PieceSet& set : PieceSet::builtIn())
        for (int size : {32, 128})
            failures += writeSheet(dir, set, size) ? 0 : 1;
    // The sizes a board shows pieces at: small (32), usual (48, 64) and large (80).
    const std::initializer_list<int> artSizes = {32, 48, 64, 80};
    for (const PieceSet& set : {PieceSet::byId(QStringLiteral("western")), PieceSet::shogiSet()})
        for (int size : artSizes)
            failures += writeArtSheet(dir, set, size) ? 0 : 1;
    failures += writeOrnaments(dir) ? 0 : 1;
    failures += writePromotion(dir, promotionPosition()) ? 0 : 1;
    QTextStream(stdout) << "wrote "
                        << (shots.size() + 2 * PieceSet::builtIn().size() +
                            2 * int(artSizes.size()) + 2 - failures)
                        << " PNG files to " << dir.absolutePath() << Qt::endl;
    return failures == 0 ? 0 : 1;
}

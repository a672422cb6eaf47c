// PieceArt and the piece sets: every piece image XBoard's PIECETOCHAR order names (the
// ones we draw) resolves to an element that renders a real piece at 32 px in both colours,
// kind names of variants find the same drawings, and a board picks the right set.

#include "board/core/variant.h"
#include "board/view/pieceart.h"
#include "board/view/pieceset.h"
#include "board/view/svgsheet.h"

#include <QtTest>

using namespace tabiya;

namespace {

// How much of a rendered tile the piece covers, and whether it has both an outline (dark)
// and a face (light) — a piece, not a smudge or a blank.
struct Coverage {
    double opaque = 0;
    bool dark = false, light = false;
    bool ink = false; // strokes darker than any wood or ivory: black or red characters
};
Coverage coverage(const QPixmap& pm) {
    const QImage img = pm.toImage().convertToFormat(QImage::Format_ARGB32);
    Coverage c;
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor px = img.pixelColor(x, y);
            if (px.alpha() < 128) continue;
            ++n;
            c.dark |= px.lightness() < 70;
            c.light |= px.lightness() > 180;
            c.ink |= px.lightness() < 120;
        }
    c.opaque = double(n) / (img.width() * img.height());
    return c;
}

// The art ids a person asks for by name, as the issue lists them, and the XBoard type that
// carries each in PIECETOCHAR order.
const struct {
    const char* kindName;
    const char* xboardType;
    const char* art;
} Named[] = {
    {"archbishop", "Angel", "archbishop"},
    {"chancellor", "Marshall", "chancellor"},
    {"amazon", "Amazon", "amazon"},
    {"elephant", "Alfil", "alfil"},
    {"alfil", "Alfil", "alfil"},
    {"ferz", "Ferz", "ferz"},
    {"met", "Ferz", "ferz"},
    {"wazir", "Wazir", "wazir"},
    {"man", "Man", "commoner"},
    {"commoner", "Man", "commoner"},
    {"lance", "Lance", "lance"},
    {"silver", "Silver", "silver"},
    {"Dragon Horse", "Cardinal", "dragonhorse"},
    {"dragon-king", "Dragon", "dragonking"},
    {"lion", "Lion", "lion"},
    {"cannon", "Cannon", "cannon"},
    {"unicorn", "Unicorn", "unicorn"},
    {"nightrider", "Nightrider", "nightrider"},
    {"grasshopper", "Grasshopper", "grasshopper"},
    {"falcon", "Falcon", "falcon"},
    {"cobra", "Cobra", "cobra"},
    {"promoted pawn", "Tokin", "tokin"},
    {"zebra", "Zebra", "zebra"},
    {"camel", "Camel", "camel"},
    {"wildebeest", "Gnu", "gnu"},
    {"wizard", "Wizard", "wizard"},
    {"duck", "Duck", "duck"},
    {"Ferocious Leopard", "Cat", "leopard"},
    {"blind tiger", "Claw", "tiger"},
    {"copper general", "Copper", "copper"},
    {"side mover", "Dagger", "sidemover"},
    {"vertical mover", "Sword", "verticalmover"},
    {"reverse chariot", "Axe", "reversechariot"},
    {"kirin", "Nothing", "kirin"},
    {"phoenix", "Mother", "phoenix"},
    {"drunk elephant", "Drunk", "alfil"},
};

} // namespace

class TestPieceArt : public QObject {
    Q_OBJECT
private slots:
    void xboardOrderIsXBoards();
    void everyDrawnImageRenders();
    void namesResolve();
    void pieceToCharPositions();
    void shogiTilesRender();
    void elementForPrefersNamedArt();
    void defaultSetPerVariant();
};

void TestPieceArt::xboardOrderIsXBoards() {
    const auto order = PieceArt::xboardOrder();
    // Orthodox first, King last, and the classic 21 with their default letters.
    QCOMPARE(QLatin1String(order.front().type), QLatin1String("Pawn"));
    QCOMPARE(QLatin1String(order.back().type), QLatin1String("King"));
    QString letters;
    for (size_t i = 0; i < 21; ++i)
        letters += QLatin1Char(order[i].letter);
    QCOMPARE(letters, QStringLiteral("PNBRQFEACWMOHIJGDVLSU"));
    // Every one of the classic 21, the Lion, the Amazon and the King has a drawing.
    for (size_t i = 0; i < 22; ++i)
        QVERIFY2(*order[i].art, order[i].type);
    QVERIFY(*order.back().art);
    QCOMPARE(PieceArt::artForXBoardName(QStringLiteral("Amazon")), QStringLiteral("amazon"));
}

void TestPieceArt::everyDrawnImageRenders() {
    SvgSheet western(PieceSet::byId(QStringLiteral("western")).fileName);
    QVERIFY(western.isValid());
    // Everything the tables name, from XBoard's order or from kind names, is drawn.
    const QStringList arts = PieceArt::knownArt();
    QVERIFY(arts.contains(QStringLiteral("soaringeagle")));
    for (const PieceArt::XBoardImage& x : PieceArt::xboardOrder())
        if (*x.art) QVERIFY(arts.contains(QLatin1String(x.art)));
    for (const QString& art : arts) {
        for (Color c : {White, Black}) {
            const QString id = PieceArt::elementId(art, c);
            QVERIFY2(western.hasElement(id), qPrintable(id));
            const Coverage cov = coverage(western.pixmap(id, 32, 1.0));
            // A piece covers a real part of its square, outline and face both visible.
            QVERIFY2(cov.opaque > 0.15 && cov.opaque < 0.9, qPrintable(id));
            // White pieces show a dark outline on a light face; black ones are dark all over.
            QVERIFY2(cov.dark && (cov.light || c == Black), qPrintable(id));
        }
    }
    QVERIFY(arts.size() >= 45);
}

void TestPieceArt::namesResolve() {
    SvgSheet western(PieceSet::byId(QStringLiteral("western")).fileName);
    for (const auto& n : Named) {
        QCOMPARE(PieceArt::artForKindName(QLatin1String(n.kindName)), QLatin1String(n.art));
        QCOMPARE(PieceArt::artForXBoardName(QLatin1String(n.xboardType)), QLatin1String(n.art));
        QVERIFY(
            !western.pixmap(PieceArt::elementId(QLatin1String(n.art), Black), 32, 1.0).isNull());
    }
    // XBoard's image file names find the same drawings as its type names.
    QCOMPARE(PieceArt::artForXBoardName(QStringLiteral("CrownedRook")),
             QStringLiteral("dragonking"));
    QCOMPARE(PieceArt::artForXBoardName(QStringLiteral("Hawk")), QStringLiteral("falcon"));
    QCOMPARE(PieceArt::artForKindName(QStringLiteral("Gold General")), QStringLiteral("gold"));
    QVERIFY(PieceArt::artForKindName(QStringLiteral("horse"))
                .isEmpty()); // xiangqi's horse: its own set
    QVERIFY(PieceArt::artForXBoardName(QStringLiteral("Viking")).isEmpty()); // not drawn yet
    QCOMPARE(PieceArt::artForKindName(QStringLiteral("Go Between")), QStringLiteral("gobetween"));
    QVERIFY(western.hasElement(QStringLiteral("b-gobetween")));
}

void TestPieceArt::pieceToCharPositions() {
    // Capablanca as engines send it: "PNBRQ..AC....Kpnbrq..ac....k", 14 per colour.
    const QString whiteHalf = QStringLiteral("PNBRQ..AC....K");
    QCOMPARE(PieceArt::artForPieceToCharIndex(int(whiteHalf.indexOf(u'A')), 14),
             QStringLiteral("archbishop"));
    QCOMPARE(PieceArt::artForPieceToCharIndex(int(whiteHalf.indexOf(u'C')), 14),
             QStringLiteral("chancellor"));
    QCOMPARE(PieceArt::artForPieceToCharIndex(13, 14), QStringLiteral("king"));
    // Shatranj's elephant: PN.RQ.EK, the seventh image.
    QCOMPARE(PieceArt::artForPieceToCharIndex(6, 8), QStringLiteral("alfil"));
    QCOMPARE(PieceArt::artForPieceToCharIndex(7, 8), QStringLiteral("king"));
    QVERIFY(PieceArt::artForPieceToCharIndex(8, 8).isEmpty());
    QVERIFY(PieceArt::artForPieceToCharIndex(-1, 8).isEmpty());
}

void TestPieceArt::shogiTilesRender() {
    SvgSheet shogi(PieceSet::shogiSet().fileName);
    QVERIFY(shogi.isValid());
    for (const char* art : {"pawn", "lance", "knight", "silver", "gold", "bishop", "rook", "king",
                            "tokin", "plance", "pknight", "psilver", "dragonhorse", "dragonking"}) {
        const QPixmap w = shogi.pixmap(PieceArt::elementId(QLatin1String(art), White), 32, 1.0);
        const QPixmap b = shogi.pixmap(PieceArt::elementId(QLatin1String(art), Black), 32, 1.0);
        QVERIFY2(coverage(w).opaque > 0.4 && coverage(w).ink && coverage(w).light, art);
        // The second player's tile points the other way.
        QVERIFY2(w.toImage() != b.toImage(), art);
    }
}

void TestPieceArt::elementForPrefersNamedArt() {
    Variant v = Variant::chess();
    v.name = "capablanca-ish";
    v.kinds.push_back({'A', "", "archbishop", {}, false, false, 800});
    v.kinds.push_back({'F', "", "met", {}, false, false, 150});
    v.kinds.push_back({'Z', "", "viking", {}, false, false, 250});
    const int a = int(v.kinds.size()) - 3, f = a + 1, z = a + 2;
    SvgSheet western(PieceSet::byId(QStringLiteral("western")).fileName);
    QCOMPARE(PieceSet::elementFor(western, v, makePiece(White, a)), QStringLiteral("w-archbishop"));
    QCOMPARE(PieceSet::elementFor(western, v, makePiece(Black, f)), QStringLiteral("b-ferz"));
    // No drawing of its own: the letter element (which this set lacks, so nothing shows).
    QCOMPARE(PieceSet::elementFor(western, v, makePiece(White, z)), QStringLiteral("wZ"));
    // A xiangqi set has no named elements: xiangqi kinds keep their letters even where the
    // name would find Western art ("cannon", "elephant").
    const Variant& xq = Variant::xiangqi();
    SvgSheet chars(PieceSet::defaultFor(xq).fileName);
    const int cannon = xq.kindForLetter('C');
    QCOMPARE(PieceSet::elementFor(chars, xq, makePiece(White, cannon)), QStringLiteral("wC"));
}

void TestPieceArt::defaultSetPerVariant() {
    QCOMPARE(PieceSet::defaultFor(Variant::chess()).id, QStringLiteral("western"));
    QCOMPARE(PieceSet::defaultFor(Variant::xiangqi()).id, QStringLiteral("xiangqi-kai"));
    Variant shogi = Variant::chess();
    shogi.name = "shogi";
    QCOMPARE(PieceSet::defaultFor(shogi).id, QStringLiteral("shogi"));
    QCOMPARE(PieceSet::familyFor(shogi), 2);
    shogi.name = "chu"; // XBoard draws chu with Western-style pieces, and so do we
    QCOMPARE(PieceSet::defaultFor(shogi).id, QStringLiteral("western"));
    QCOMPARE(PieceSet::byId(QStringLiteral("shogi")).fileName,
             QStringLiteral(":/pieces/shogi.svg"));
}

QTEST_MAIN(TestPieceArt)
#include "test_pieceart.moc"

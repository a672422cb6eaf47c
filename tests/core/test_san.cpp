// SAN both ways: what we write (disambiguation, promotion, check and mate marks) and the
// relaxed forms engines and other programs send.
#include "board/core/movetext.h"
#include "board/core/position.h"
#include "board/core/san.h"

#include <QRandomGenerator>
#include <QTest>

using namespace tabiya;

namespace {

const char* const Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* const Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

Position fenPosition(const QString& variant, const QString& fen) {
    const Variant* v = Variant::byName(variant.toStdString());
    auto pos = Position::fromFen(*v, fen.toStdString());
    if (!pos) qFatal("bad FEN in test table: %s", qPrintable(fen));
    return *pos;
}

} // namespace

class TestSan : public QObject {
    Q_OBJECT

private slots:
    void write_data();
    void write();
    void read_data();
    void read();
    void roundTripAllMoves_data();
    void roundTripAllMoves();
    void garbage();
};

void TestSan::write_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("coordinate");
    QTest::addColumn<QString>("san");

    QTest::newRow("pawn push") << "chess" << Start << "e2e4"
                               << "e4";
    QTest::newRow("knight") << "chess" << Start << "g1f3"
                            << "Nf3";
    QTest::newRow("castle short") << "chess" << Kiwipete << "e1g1"
                                  << "O-O";
    QTest::newRow("castle long") << "chess" << Kiwipete << "e1c1"
                                 << "O-O-O";
    QTest::newRow("pawn capture") << "chess" << Kiwipete << "d5e6"
                                  << "dxe6";
    QTest::newRow("piece capture") << "chess" << Kiwipete << "e5f7"
                                   << "Nxf7";
    QTest::newRow("file disambiguation") << "chess"
                                         << "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1"
                                         << "a1d1"
                                         << "Rad1";
    QTest::newRow("rank disambiguation") << "chess"
                                         << "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
                                         << "a1a3"
                                         << "R1a3";
    QTest::newRow("square disambiguation") << "chess"
                                           << "4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1"
                                           << "a3b2"
                                           << "Qa3b2";
    QTest::newRow("promotion") << "chess"
                               << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                               << "e7e8q"
                               << "e8=Q";
    QTest::newRow("underpromotion check") << "chess"
                                          << "3k4/4P3/8/8/8/8/8/4K3 w - - 0 1"
                                          << "e7e8r"
                                          << "e8=R+";
    QTest::newRow("capture promotion mate") << "chess"
                                            << "3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1"
                                            << "e7d8q"
                                            << "exd8=Q#";
    QTest::newRow("en passant") << "chess"
                                << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                << "e5d6"
                                << "exd6";
    QTest::newRow("check") << "chess"
                           << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                           << "a1a8"
                           << "Ra8+";
    QTest::newRow("back rank mate") << "chess"
                                    << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                                    << "a1a8"
                                    << "Ra8#";
    QTest::newRow("chess960 castle") << "chess"
                                     << "1r2k2r/8/8/8/8/8/8/R3K1R1 w GAhb - 0 1"
                                     << "O-O"
                                     << "O-O";
    QTest::newRow("xiangqi cannon") << "xiangqi"
                                    << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
                                       "RNBAKABNR w - - 0 1"
                                    << "h2e2"
                                    << "Che2";
    QTest::newRow("xiangqi horse") << "xiangqi"
                                   << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
                                      "RNBAKABNR b - - 0 1"
                                   << "b9c7"
                                   << "Hc7";
    QTest::newRow("xiangqi soldier sideways") << "xiangqi"
                                              << "3k5/9/9/9/8P/9/9/9/9/4K4 w - - 0 1"
                                              << "i5h5"
                                              << "ih5";
    QTest::newRow("xiangqi elephant") << "xiangqi"
                                      << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
                                         "RNBAKABNR w - - 0 1"
                                      << "c0e2"
                                      << "Ece2";
}

void TestSan::write() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, coordinate);
    QFETCH(QString, san);
    Position pos = fenPosition(variant, fen);
    const Move m = parseCoordinateMove(pos, coordinate.toStdString());
    QVERIFY(!m.isNone());
    QCOMPARE(QString::fromStdString(sanText(pos, m)), san);
    QCOMPARE(parseSan(pos, san.toStdString()), m);
}

void TestSan::read_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("coordinate"); // empty: must be rejected

    QTest::newRow("plain") << "chess" << Start << "Nf3"
                           << "g1f3";
    QTest::newRow("check mark") << "chess"
                                << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                << "Ra8+"
                                << "a1a8";
    QTest::newRow("spurious check mark") << "chess" << Start << "Nf3+"
                                         << "g1f3";
    QTest::newRow("mate mark") << "chess"
                               << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                               << "Rxa8#"
                               << "a1a8";
    QTest::newRow("annotation") << "chess" << Start << "e4!?"
                                << "e2e4";
    QTest::newRow("promotion =") << "chess"
                                 << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                 << "e8=Q"
                                 << "e7e8q";
    QTest::newRow("promotion bare") << "chess"
                                    << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                    << "e8Q"
                                    << "e7e8q";
    QTest::newRow("promotion lower") << "chess"
                                     << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                     << "e8n"
                                     << "e7e8n";
    QTest::newRow("promotion paren") << "chess"
                                     << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                     << "e8(R)"
                                     << "e7e8r";
    QTest::newRow("e.p.") << "chess"
                          << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                          << "exd6 e.p."
                          << "e5d6";
    QTest::newRow("ep glued") << "chess"
                              << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                              << "exd6ep"
                              << "e5d6";
    QTest::newRow("O-O") << "chess" << Kiwipete << "O-O"
                         << "e1g1";
    QTest::newRow("0-0") << "chess" << Kiwipete << "0-0"
                         << "e1g1";
    QTest::newRow("0-0-0") << "chess" << Kiwipete << "0-0-0"
                           << "e1c1";
    QTest::newRow("o-o-o+") << "chess" << Kiwipete << "O-O-O+"
                            << "e1c1";
    QTest::newRow("long algebraic") << "chess"
                                    << "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
                                    << "Rh1-h7"
                                    << "h1h7";
    QTest::newRow("long knight") << "chess" << Start << "Ng1-f3"
                                 << "g1f3";
    QTest::newRow("long knight glued") << "chess" << Start << "Ng1f3"
                                       << "g1f3";
    QTest::newRow("long pawn") << "chess" << Start << "e2-e4"
                               << "e2e4";
    QTest::newRow("coordinate") << "chess" << Start << "e2e4"
                                << "e2e4";
    QTest::newRow("long capture") << "chess" << Kiwipete << "Ne5xf7"
                                  << "e5f7";
    QTest::newRow("lower knight") << "chess" << Start << "nf3"
                                  << "g1f3";
    QTest::newRow("bxc3 is a pawn") << "chess"
                                    << "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1"
                                    << "bxc3"
                                    << "b2c3";
    QTest::newRow("bxc3 bishop when no pawn can") << "chess"
                                                  << "4k3/8/8/8/8/2p5/3B4/4K3 w - - 0 1"
                                                  << "bxc3"
                                                  << "d2c3";
    QTest::newRow("Bxc3 is the bishop") << "chess"
                                        << "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1"
                                        << "Bxc3"
                                        << "d2c3";
    QTest::newRow("colon capture") << "chess" << Kiwipete << "N:f7"
                                   << "e5f7";
    QTest::newRow("ambiguous") << "chess"
                               << "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1"
                               << "Rd1"
                               << "";
    QTest::newRow("illegal") << "chess" << Start << "Nf4"
                             << "";
    QTest::newRow("garbage") << "chess" << Start << "xyzzy"
                             << "";
    QTest::newRow("empty") << "chess" << Start << ""
                           << "";
    QTest::newRow("drop in chess") << "chess" << Start << "P@h3"
                                   << "";
    QTest::newRow("pawn letter") << "chess" << Start << "Pe4"
                                 << "e2e4";
    QTest::newRow("castle when not allowed") << "chess" << Start << "O-O"
                                             << "";
    // The null move's spellings are read on purpose ("--" PGN tools, "0000" UCI, "Z0"
    // ChessBase); the SAN fuzz target's invariant allows exactly these.
    QTest::newRow("null move --") << "chess" << Start << "--"
                                  << "0000";
    QTest::newRow("null move 0000") << "chess" << Start << "0000"
                                    << "0000";
    QTest::newRow("null move Z0") << "chess" << Start << "Z0"
                                  << "0000";
    QTest::newRow("xiangqi soldier forward") << "xiangqi"
                                             << "3k5/9/9/9/8P/9/9/9/9/4K4 w - - 0 1"
                                             << "i6"
                                             << "i5i6";
    QTest::newRow("xiangqi soldier, sideways neighbour") << "xiangqi"
                                                         << "3k5/9/9/9/7PP/9/9/9/9/4K4 w - - 0 1"
                                                         << "h6"
                                                         << "h5h6";
    QTest::newRow("xiangqi N for horse") << "xiangqi"
                                         << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/"
                                            "9/RNBAKABNR w - - 0 1"
                                         << "Nc2"
                                         << "b0c2";
}

void TestSan::read() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, coordinate);
    Position pos = fenPosition(variant, fen);
    const Move m = parseSan(pos, text.toStdString());
    if (coordinate.isEmpty()) {
        QVERIFY2(m.isNone(), qPrintable(QString::fromStdString(coordinateText(pos, m))));
        return;
    }
    QVERIFY(!m.isNone());
    QCOMPARE(m, parseCoordinateMove(pos, coordinate.toStdString()));
}

void TestSan::roundTripAllMoves_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << "chess" << Start;
    QTest::newRow("kiwipete") << "chess" << Kiwipete;
    QTest::newRow("promotions") << "chess"
                                << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
    QTest::newRow("position 4")
        << "chess"
        << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    QTest::newRow("three queens") << "chess"
                                  << "4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1";
    QTest::newRow("chess960")
        << "chess"
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    QTest::newRow("xiangqi start")
        << "xiangqi"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    QTest::newRow("xiangqi middlegame")
        << "xiangqi"
        << "2bakab2/9/2n1c1n2/p1p3p1p/4r4/2P3P2/P3c3P/2N1C1N2/4R4/2BAKAB2 w - - 0 1";
    QTest::newRow("crazyhouse promotions and drops")
        << "crazyhouse"
        << "r3k2r/1P4P1/8/8/4q~3/8/1p4p1/R3K2R[PNQn] w KQkq - 0 1";
    QTest::newRow("seirawan gating and castling")
        << "seirawan"
        << "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1";
    QTest::newRow("capablanca") << "capablanca"
                                << "r3k4r/ppppcappp1/10/10/4P5/10/PPPPCAPPPp/R4K3R w KQq - 0 1";
    QTest::newRow("janus castling") << "janus"
                                    << "r3k4r/pppp2pppp/10/10/10/10/PPPP2PPPP/R3K4R w KQkq - 0 1";
    QTest::newRow("giveaway king promotion") << "giveaway"
                                             << "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1";
    QTest::newRow("cambodian first moves")
        << "cambodian"
        << "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w EDed - 0 1";
    QTest::newRow("shogi start")
        << "shogi"
        << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1";
    QTest::newRow("shogi promotions and drops")
        << "shogi"
        << "lB2s1kn1/5s1gl/prgpp1p2/5p1pp/1p6P/2PPP4/PP1G1PPP1/LBGS2R2/1N2K1SNL[NP] w - - 1 21";
    QTest::newRow("shogi promoted pieces")
        << "shogi"
        << "5g+bn1/lsr1gk2l/n1pp2psp/pp2p4/P1P1PpPP1/9/1PBP2NRP/1G1SK1GS1/1N3+l2L[Pp] w - - 12 36";
    QTest::newRow("shatranj") << "shatranj"
                              << "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
}

// Every legal move's SAN and coordinate text name that move and no other.
void TestSan::roundTripAllMoves() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    Position pos = fenPosition(variant, fen);
    MoveList legal;
    pos.generateLegal(legal);
    QVERIFY(!legal.empty());
    for (Move m : legal) {
        const std::string san = sanText(pos, m);
        QVERIFY2(parseSan(pos, san) == m, san.c_str());
        // And the coordinate text engines get reads back as the same move.
        const std::string coordinate = coordinateText(pos, m, CastlingNotation::KingTakesRook);
        QVERIFY2(parseCoordinateMove(pos, coordinate) == m, coordinate.c_str());
    }
}

// Random text: none, or a legal move; never a crash.
void TestSan::garbage() {
    QRandomGenerator rng(42);
    const std::string alphabet = "abcdefghiKQRBNPkqrbnp0123456789xX-=+#!?:@()/ Oo.ep";
    for (const Variant* v : {&Variant::chess(), &Variant::xiangqi()}) {
        Position pos = Position::startPosition(*v);
        for (int i = 0; i < 3000; ++i) {
            std::string text;
            const int n = rng.bounded(0, 12);
            for (int k = 0; k < n; ++k)
                text += i % 4 == 0 ? char(rng.bounded(256))
                                   : alphabet[rng.bounded(int(alphabet.size()))];
            const Move m = parseSan(pos, text);
            QVERIFY2(m.isNone() || m.isNull() || pos.isLegalMove(m), text.c_str());
        }
    }
}

QTEST_GUILESS_MAIN(TestSan)
#include "test_san.moc"

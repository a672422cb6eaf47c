// FEN, X-FEN, Shredder-FEN, xboard's xiangqi FEN and CXBoard's CFEN: round trips, the
// castling rights they carry, and malformed input (an error, never a crash).
#include "board/core/builtinvariants.h"
#include "board/core/perft.h"
#include "board/core/position.h"

#include <QRandomGenerator>
#include <QTest>

using namespace tabiya;

namespace {

const Variant& variantNamed(const QString& name) {
    return *Variant::byName(name.toStdString());
}

} // namespace

class TestFen : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void castlingNotations_data();
    void castlingNotations();
    void cfen();
    void otherWritings_data();
    void otherWritings();
    void rejects_data();
    void rejects();
    void invalidPositions_data();
    void invalidPositions();
    void garbage();
};

void TestFen::roundTrip_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("chess start") << "chess"
                                 << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("kiwipete")
        << "chess"
        << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("e.p. that can be taken")
        << "chess"
        << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
    QTest::newRow("counters") << "chess"
                              << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 37 52";
    QTest::newRow("partial rights") << "chess"
                                    << "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1";
    QTest::newRow("chess960 inner rook (X-FEN file letter)")
        << "chess"
        << "1rk1r3/8/8/8/8/8/8/RK2R2R w EQk - 0 1";
    QTest::newRow("xiangqi start")
        << "xiangqi"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    QTest::newRow("xiangqi black to move")
        << "xiangqi"
        << "2bakab2/9/2n1c1n2/p1p3p1p/4r4/2P3P2/P3c3P/2N1C1N2/4R4/2BAKAB2 b - - 3 17";
    // Every built-in variant's start position, as XBoard writes it.
    for (const VariantInfo& info : builtInVariants())
        QTest::newRow(("start " + info.name).c_str())
            << QString::fromStdString(info.name)
            << QString::fromStdString(Variant::byName(info.name)->startFen);
    // Crazyhouse as XBoard writes it: promoted pawns with '~', holdings in brackets.
    QTest::newRow("crazyhouse promoted queen and holdings")
        << "crazyhouse"
        << "r3k2r/1P4P1/8/8/4q~3/8/1p4p1/R3K2R[PNQn] w KQkq - 0 1";
    QTest::newRow("shogi promoted pieces and holdings")
        << "shogi"
        << "5g+bn1/lsr1gk2l/n1pp2psp/pp2p4/P1P1PpPP1/9/1PBP2NRP/1G1SK1GS1/1N3+l2L[Pp] w - - 12 36";
    QTest::newRow("capablanca inner castling")
        << "capablanca"
        << "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R b Kq - 4 9";
}

// fen() gives back the FEN read, and reading it again gives the same position.
void TestFen::roundTrip() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    const Variant& v = variantNamed(variant);
    std::string error;
    auto pos = Position::fromFen(v, fen.toStdString(), &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(QString::fromStdString(pos->fen()), fen);
    auto again = Position::fromFen(v, pos->fen());
    QVERIFY(again);
    QCOMPARE(again->hash(), pos->hash());
    QCOMPARE(perft(*again, 2), perft(*pos, 2));
}

void TestFen::castlingNotations_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("equivalent");
    QTest::newRow("KQkq is HAha") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                                  << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    QTest::newRow("X-FEN outer rooks") << "1r2k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1"
                                       << "1r2k2r/8/8/8/8/8/8/R3K1R1 w GAhb - 0 1";
    QTest::newRow("inner rook by file") << "1rk1r3/8/8/8/8/8/8/RK2R2R w EQk - 0 1"
                                        << "1rk1r3/8/8/8/8/8/8/RK2R2R w EAe - 0 1";
    QTest::newRow("chess960 start")
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
}

// The same rights written as KQkq (X-FEN) or with rook files (Shredder-FEN).
void TestFen::castlingNotations() {
    QFETCH(QString, fen);
    QFETCH(QString, equivalent);
    auto a = Position::fromFen(Variant::chess(), fen.toStdString());
    auto b = Position::fromFen(Variant::chess(), equivalent.toStdString());
    QVERIFY(a && b);
    for (int c = 0; c < 2; ++c)
        for (int side = 0; side < 2; ++side)
            QCOMPARE(a->castlingRookFile(Color(c), side), b->castlingRookFile(Color(c), side));
    QCOMPARE(a->hash(), b->hash());
}

void TestFen::cfen() {
    const std::string cfen = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r 1";
    auto pos = Position::fromFen(Variant::xiangqi(), cfen);
    QVERIFY(pos);
    QCOMPARE(pos->fen(), Position::startPosition(Variant::xiangqi()).fen());
    QCOMPARE(pos->fen(FenStyle::Cfen), cfen);
    auto black = Position::fromFen(Variant::xiangqi(),
                                   "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR b");
    QVERIFY(black);
    QCOMPARE(black->sideToMove(), Black);
}

// XBoard leaves out castling and e.p. where a variant has neither; Fairy-Stockfish writes
// empty holdings as "[]" and 3check's checks left as "3+3".
void TestFen::otherWritings_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("written");
    QTest::newRow("shatranj without castling and e.p.")
        << "shatranj"
        << "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w 0 1"
        << "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
    QTest::newRow("empty holdings")
        << "crazyhouse"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KQkq - 0 1";
    QTest::newRow("3check checks left")
        << "3check"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
}

void TestFen::otherWritings() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, written);
    std::string error;
    auto pos = Position::fromFen(variantNamed(variant), fen.toStdString(), &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(QString::fromStdString(pos->fen()), written);
}

void TestFen::rejects_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("empty") << "chess"
                           << "";
    QTest::newRow("only slashes") << "chess"
                                  << "////////";
    QTest::newRow("bad side") << "chess"
                              << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
    QTest::newRow("rank too long") << "chess"
                                   << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("too few ranks") << "chess"
                                   << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1";
    QTest::newRow("unknown letter") << "chess"
                                    << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1";
    QTest::newRow("bad castling") << "chess"
                                  << "4k3/8/8/8/8/8/8/4K2R w Z - 0 1";
    QTest::newRow("bad e.p.") << "chess"
                              << "4k3/8/8/8/8/8/8/4K3 w - z9 0 1";
    // A run of digits past INT_MAX wrapped around: the ranks added up to 8 and the queen
    // between them was dropped from the board.
    QTest::newRow("rank count that overflows") << "chess"
                                               << "4k3/8/8/8/8/8/8/3000000000Q1294967303 w - - 0 1";
    QTest::newRow("rank count past the board") << "chess"
                                               << "4k3/8/8/8/8/8/8/K99999999999 w - - 0 1";
    QTest::newRow("negative clock") << "chess"
                                    << "4k3/8/8/8/8/8/8/4K3 w - - -5 1";
    // Chess and xiangqi have no holdings: pieces in hand were kept in the hash but never
    // written back, so one FEN gave two hashes (fuzz finding).
    QTest::newRow("holdings in chess") << "chess"
                                       << "3k4/8/8/8/8/8/8/3K4[Qq] w - - 0 1";
    QTest::newRow("ninth rank in chess") << "chess"
                                         << "3k4/8/8/8/8/8/8/3K4/Q w - - 0 1";
    QTest::newRow("eleventh rank in xiangqi")
        << "xiangqi"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/P w - - 0 1";
    QTest::newRow("xiangqi too few ranks")
        << "xiangqi"
        << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1";
    QTest::newRow("xiangqi castling") << "xiangqi"
                                      << "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
                                         "RNBAKABNR w KQkq - 0 1";
    QTest::newRow("chess FEN for xiangqi")
        << "xiangqi"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
}

void TestFen::rejects() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    std::string error;
    QVERIFY(!Position::fromFen(variantNamed(variant), fen.toStdString(), &error));
    QVERIFY(!error.empty());
}

void TestFen::invalidPositions_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::newRow("no kings") << "chess"
                              << "8/8/8/8/8/8/8/8 w - - 0 1";
    QTest::newRow("side not to move in check") << "chess"
                                               << "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("pawn on the last rank") << "chess"
                                           << "P3k3/8/8/8/8/8/8/4K3 w - - 0 1";
    QTest::newRow("generals facing") << "xiangqi"
                                     << "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1";
}

// Readable FEN, but not a position to play from: validate() says why.
void TestFen::invalidPositions() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    auto pos = Position::fromFen(variantNamed(variant), fen.toStdString());
    QVERIFY(pos);
    QVERIFY(!pos->validate().empty());
}

void TestFen::garbage() {
    QRandomGenerator rng(7);
    const std::string alphabet = "rnbqkpRNBQKP12345678/ -wbKQkqA-H0a-h9";
    for (int i = 0; i < 2000; ++i) {
        std::string fen;
        const int n = rng.bounded(0, 90);
        for (int k = 0; k < n; ++k)
            fen +=
                i % 3 == 0 ? char(rng.bounded(256)) : alphabet[rng.bounded(int(alphabet.size()))];
        for (const Variant* v : {&Variant::chess(), &Variant::xiangqi()}) {
            std::string error;
            auto pos = Position::fromFen(*v, fen, &error);
            if (!pos) {
                QVERIFY(!error.empty());
                continue;
            }
            // Whatever was accepted writes back as a FEN that reads the same.
            auto again = Position::fromFen(*v, pos->fen());
            QVERIFY2(again, pos->fen().c_str());
            QCOMPARE(again->fen(), pos->fen());
        }
    }
}

QTEST_GUILESS_MAIN(TestFen)
#include "test_fen.moc"

// perft of the standard variants against Fairy-Stockfish, from the start position and
// from middlegames (reached by random play in Fairy-Stockfish), and the variants it does
// not know against published or hand-counted figures.
//
// Every count in fairyStockfish_data() was printed once by Fairy-Stockfish 11.1:
//   printf 'uci\nsetoption name UCI_Variant value VARIANT\nposition fen FEN\ngo perft DEPTH\n' |
//       /usr/games/fairy-stockfish
// with the row's VARIANT, FEN and DEPTH ("Nodes searched").
//
// Cambodian is not among XBoard's variants: its unmoved king's leap and met's double step
// follow Fairy-Stockfish, except that a piece arriving on an unmoved piece's square does
// not inherit its first move (XBoard's "touched" squares; Fairy-Stockfish clears only the
// square left), which positions from a real game never show.
//
// Where the programs' rules differ we follow XBoard, and no row covers the difference:
// - suicide: XBoard lets both sides castle (it sets castling rights as in chess), FICS
//   and Fairy-Stockfish do not; the suicide rows have no castling rights.
// - courier: XBoard starts from the full array with every pawn on the second rank,
//   Fairy-Stockfish from the traditional opening with some pawns and the queen's ferz
//   already advanced; the start row gives Fairy-Stockfish XBoard's FEN.
// - seirawan: Fairy-Stockfish reads "ABCDEFGH" as gating rights of squares, empty ones
//   too, which a piece arriving there then inherits; XBoard marks pieces that have not
//   moved, and a square a piece arrives on is touched. The rows start from real games'
//   positions, where the two agree.
// - 3check: XBoard counts the checks in the moves played and writes none in the FEN;
//   Fairy-Stockfish's "3+3" field is read and ignored (and it must be in the FEN given to
//   Fairy-Stockfish, which otherwise reads the half-move clock as the checks left).
#include "board/core/movetext.h"
#include "board/core/perft.h"
#include "board/core/position.h"
#include "board/core/san.h"
#include "board/core/setupcheck.h"
#include "board/core/shuffle.h"

#include <set>

#include <QTest>

using namespace tabiya;

class TestVariantPerft : public QObject {
    Q_OBJECT

private slots:
    void fairyStockfish_data();
    void fairyStockfish();
    void others_data();
    void others();
    void wildcastle_data();
    void wildcastle();
    void shuffled_data();
    void shuffled();
    void handPromotion();
    void superStarts();
    void caparandomPawnsDefended();

private:
    static void columns();
    static void run();
};

void TestVariantPerft::columns() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
}

void TestVariantPerft::run() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    const Variant* v = Variant::byName(variant.toStdString());
    QVERIFY2(v, qPrintable(variant));
    std::string error;
    auto pos = Position::fromFen(*v, fen.toStdString(), &error);
    QVERIFY2(pos, error.c_str());
    const std::string before = pos->fen();
    QCOMPARE(qulonglong(tabiya::perft(*pos, depth)), nodes);
    QCOMPARE(pos->fen(), before); // make/unmake left the position as it was
}

void TestVariantPerft::fairyStockfish_data() {
    columns();
    QTest::newRow("nocastle 1") << "nocastle"
                                << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" << 4
                                << 197281ULL;
    QTest::newRow("nocastle 2")
        << "nocastle"
        << "r2qkbr1/pp1nppp1/n1p5/Q4b1p/3pP2P/PPP5/R2PNPP1/1NB1KB1R w - - 0 16" << 3 << 36445ULL;
    QTest::newRow("nocastle 3")
        << "nocastle"
        << "rnb2k1r/pp4pp/2p2p2/3n4/P2pp3/1P1PP2P/2P2PPR/RN1K1BN1 w - - 2 16" << 3 << 17162ULL;
    QTest::newRow("fischerandom 1")
        << "fischerandom"
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << 3 << 12189ULL;
    QTest::newRow("fischerandom 2")
        << "fischerandom"
        << "r2qkbr1/pp1nppp1/n1p5/Q4b1p/3pP2P/PPP5/R2PNPP1/1NB1KB1R w Ha - 0 16" << 3 << 36445ULL;
    QTest::newRow("fischerandom 3")
        << "fischerandom"
        << "rnb2k1r/pp4pp/2p2p2/3n4/P2pp3/1P1PP2P/2P2PPR/RN1K1BN1 w - - 2 16" << 3 << 17162ULL;
    QTest::newRow("capablanca 1")
        << "capablanca"
        << "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1" << 3 << 25228ULL;
    QTest::newRow("capablanca 2") << "capablanca"
                                  << "r3k4r/ppppcappp1/10/10/4P5/10/PPPPCAPPPp/R4K3R w KQq - 0 1"
                                  << 3 << 128354ULL;
    QTest::newRow("capablanca 3")
        << "capablanca"
        << "r2b4nr/pppp1ck2p/2n3b3/5p1p2/7ap1/PPPPPP2PP/4A1NP1R/RN1B1KBC2 w Q - 1 16" << 3
        << 41847ULL;
    QTest::newRow("capablanca 4")
        << "capablanca"
        << "rn1bk1bq1r/pp1pp1pppp/5p1nB1/2p3c3/aP3K4/3PP1P3/P1PQ1P1PPP/RNA3B1NR w - - 10 16" << 3
        << 62583ULL;
    QTest::newRow("gothic 1")
        << "gothic"
        << "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1" << 3 << 25283ULL;
    QTest::newRow("gothic 2")
        << "gothic"
        << "rnbqc2b2/pppp1k3r/7p1n/4p1p1p1/5p1PPA/NPPPPP4/P3K1P2P/R1BQC2BNR w - - 1 16" << 3
        << 62708ULL;
    QTest::newRow("gothic 3")
        << "gothic"
        << "rnb1q2br1/1pp1ppkp1p/p4cpa2/3p4p1/1P7C/N2PPPAP2/P1P3P1PP/2R1QK1BNR w K - 1 16" << 3
        << 128399ULL;
    QTest::newRow("janus 1")
        << "janus"
        << "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1" << 3 << 24747ULL;
    QTest::newRow("janus 2") << "janus"
                             << "r3k4r/pppp2pppp/10/10/10/10/PPPP2PPPP/R3K4R w KQkq - 0 1" << 3
                             << 24311ULL;
    QTest::newRow("janus 3")
        << "janus"
        << "rj1bkq1nr1/pppnppp1jp/7p2/3p5b/4P3p1/PPPP4PP/N4QPP2/RJ1B1KBNJR w q - 1 16" << 3
        << 80608ULL;
    QTest::newRow("janus 4")
        << "janus"
        << "r1nkq3jr/2bB1ppbpp/pp4n3/2p1B2p2/2P1J3J1/j4PN3/PP1PPKPPPP/R1N2Q3R w - - 4 16" << 3
        << 171340ULL;
    QTest::newRow("caparandom 1")
        << "caparandom"
        << "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1" << 3 << 25228ULL;
    QTest::newRow("caparandom 2")
        << "caparandom"
        << "r2b4nr/pppp1ck2p/2n3b3/5p1p2/7ap1/PPPPPP2PP/4A1NP1R/RN1B1KBC2 w A - 1 16" << 3
        << 41847ULL;
    QTest::newRow("caparandom 3")
        << "caparandom"
        << "rn1bk1bq1r/pp1pp1pppp/5p1nB1/2p3c3/aP3K4/3PP1P3/P1PQ1P1PPP/RNA3B1NR w - - 10 16" << 3
        << 62583ULL;
    QTest::newRow("knightmate 1") << "knightmate"
                                  << "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1" << 4
                                  << 139774ULL;
    QTest::newRow("knightmate 2")
        << "knightmate"
        << "rm3bmr/p2q2pp/3p1p2/P2pp3/1p2k1bP/3KP2R/1PPP1PP1/RMB1QM2 w - - 0 16" << 3 << 13341ULL;
    QTest::newRow("knightmate 3")
        << "knightmate"
        << "1rb2b1r/1p1p1ppm/p2m1k2/2B1p2p/Pq5P/RPQP1P2/2P1P1P1/M3KBMR w K - 1 16" << 3 << 19962ULL;
    QTest::newRow("courier 1")
        << "courier"
        << "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1" << 4
        << 180571ULL;
    QTest::newRow("courier 2") << "courier"
                               << "rnem1kw1benr/1pb2p1pppp1/4p3f3/p1pp2p2E1p/PP3PP4P/2PRP1FP4/"
                                  "3P4PPP1/1NEBM1KWB1NR w - - 1 16"
                               << 3 << 53827ULL;
    QTest::newRow("courier 3") << "courier"
                               << "1r1bmk1w1e2/1pp1pp2ppp1/1n1pe1bp1n1r/p4Pp4p/P3P6P/2PPMPFEP2N/"
                                  "1P5P1PP1/RNEB1K1WB2R w - - 3 16"
                               << 3 << 69308ULL;
    QTest::newRow("shatranj 1") << "shatranj"
                                << "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1" << 4
                                << 68122ULL;
    QTest::newRow("shatranj 2") << "shatranj"
                                << "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1" << 4 << 1614ULL;
    QTest::newRow("shatranj 3")
        << "shatranj"
        << "rn2q1nr/pNk1p1pp/5p2/2p5/4Pbb1/pPP1K3/P2P1PPP/1R2QBNR w - - 1 16" << 3 << 12034ULL;
    QTest::newRow("shatranj 4") << "shatranj"
                                << "rn3r2/ppkpnqpN/3b1p2/1pP5/4p2P/1PP5/P3PPPR/RNBKQ3 w - - 1 16"
                                << 3 << 12178ULL;
    QTest::newRow("makruk 1") << "makruk"
                              << "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1" << 4
                              << 273026ULL;
    QTest::newRow("makruk 2") << "makruk"
                              << "4k3/8/8/1P6/6p1/8/8/4K3 w - - 0 1" << 4 << 2121ULL;
    QTest::newRow("makruk 3")
        << "makruk"
        << "1rsk2n1/2m3r1/1ppppp1p/p1P3ps/P1P1PPPP/3PK3/1S4S1/RN2MRN1 w - - 0 16" << 3 << 24960ULL;
    QTest::newRow("makruk 4")
        << "makruk"
        << "3m1snr/1rs1k3/1n1pppp1/1Pp4p/p1P4P/P3PPP1/2KM1S2/RNS3NR w - - 2 16" << 3 << 6819ULL;
    QTest::newRow("cambodian 1") << "cambodian"
                                 << "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1" << 4
                                 << 361793ULL;
    QTest::newRow("cambodian 2")
        << "cambodian"
        << "1nsm1s1r/r1k1n3/1p1ppppp/p1p5/2PP3P/PPN1PPP1/4N1R1/R1SKMS2 w DEd - 4 8" << 3
        << 24507ULL;
    QTest::newRow("cambodian 3")
        << "cambodian"
        << "r1sm2nr/3n1sk1/1pp1ppp1/p2p4/5P1p/PPPPP1PP/K5SR/RN1SM1N1 w Ed - 0 8" << 3 << 13502ULL;
    QTest::newRow("cambodian 4")
        << "cambodian"
        << "r1sm1snr/2kn4/p2pp1p1/2P4p/5p2/P1P1PPPP/5K2/RNS1MSNR w Ed - 0 8" << 3 << 11379ULL;
    QTest::newRow("ai-wok 1") << "ai-wok"
                              << "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1" << 3
                              << 18102ULL;
    QTest::newRow("ai-wok 2")
        << "ai-wok"
        << "2r2sn1/1s1n1k1r/2ppp1pp/pp2p2a/PPP2PP1/R2P1A1P/2K3S1/1NS3NR w - - 0 16" << 3
        << 57123ULL;
    QTest::newRow("ai-wok 3") << "ai-wok"
                              << "rn1a1knr/8/p1sppspp/1p6/PP1PSp2/2P2PPP/3RS3/1N1KA1NR w - - 3 16"
                              << 3 << 23967ULL;
    QTest::newRow("asean 1") << "asean"
                             << "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1" << 4
                             << 273026ULL;
    QTest::newRow("asean 2") << "asean"
                             << "r1bk2n1/2q4r/p1ppppb1/1pn3p1/PPP1P1P1/3P2KP/4QB2/RNB3NR w - - 0 16"
                             << 3 << 23329ULL;
    QTest::newRow("asean 3")
        << "asean"
        << "3q1bnr/1rb1k3/1n1pppp1/1Pp4p/p1P4P/P3PPP1/4Q1K1/RNB1B1NR w - - 2 16" << 3 << 9498ULL;
    QTest::newRow("3check 1") << "3check"
                              << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1" << 4
                              << 197281ULL;
    QTest::newRow("3check 2")
        << "3check"
        << "r2qkbr1/pp1nppp1/n1p5/Q4b1p/3pP2P/PPP5/R2PNPP1/1NB1KB1R w Kq - 3+3 0 16" << 3
        << 36445ULL;
    QTest::newRow("3check 3")
        << "3check"
        << "rnb2k1r/pp4pp/2p2p2/3n4/P2pp3/1P1PP2P/2P2PPR/RN1K1BN1 w - - 1+2 2 16" << 3 << 17162ULL;
    QTest::newRow("losers 1") << "losers"
                              << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 4
                              << 152955ULL;
    QTest::newRow("losers 2") << "losers"
                              << "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1" << 3 << 246ULL;
    QTest::newRow("losers 3") << "losers"
                              << "rn5r/p3k3/5p2/2p3pp/3R4/1P4P1/2PK1P1P/1NB4R w - - 0 16" << 3
                              << 1190ULL;
    QTest::newRow("losers 4") << "losers"
                              << "2b4r/rpnp1kp1/5p1n/2p1p2p/8/1PPPP2N/2K2PPP/5B1R w - - 4 16" << 3
                              << 6164ULL;
    QTest::newRow("suicide 1") << "suicide"
                               << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" << 4
                               << 153299ULL;
    QTest::newRow("suicide 2") << "suicide"
                               << "rn1k3r/p1p5/5p2/6pp/3R4/1P4P1/2PK1P1P/1NB4R w - - 1 16" << 3
                               << 22ULL;
    QTest::newRow("suicide 3") << "suicide"
                               << "r1b1k1nr/p2p2p1/p1p2p1p/2P1p3/P7/1P6/6PP/RN6 w - - 0 16" << 3
                               << 1996ULL;
    QTest::newRow("giveaway 1") << "giveaway"
                                << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 4
                                << 153299ULL;
    QTest::newRow("giveaway 2") << "giveaway"
                                << "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1" << 3 << 808ULL;
    QTest::newRow("giveaway 3") << "giveaway"
                                << "rn1k3r/p1p5/5p2/6pp/3R4/1P4P1/2PK1P1P/1NB4R w - - 1 16" << 3
                                << 22ULL;
    QTest::newRow("giveaway 4") << "giveaway"
                                << "r1b1k1nr/p2p2p1/p1p2p1p/2P1p3/P7/1P6/6PP/RN6 w kq - 0 16" << 3
                                << 1996ULL;
    QTest::newRow("crazyhouse 1") << "crazyhouse"
                                  << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KQkq - 0 1"
                                  << 4 << 197281ULL;
    QTest::newRow("crazyhouse 2") << "crazyhouse"
                                  << "r3k2r/1P4P1/8/8/4q~3/8/1p4p1/R3K2R[QNn] w KQkq - 0 1" << 3
                                  << 73466ULL;
    QTest::newRow("crazyhouse 3")
        << "crazyhouse"
        << "r2qkbr1/pp1nppp1/n1p5/Q4b1p/3pP2P/PPP5/R2PNPP1/1NB1KB1R[] w Kq - 0 16" << 3 << 40967ULL;
    QTest::newRow("crazyhouse 4")
        << "crazyhouse"
        << "rnb3br/p2kn2p/1pp4Q/1b1pp3/6p1/1PqP1PP1/P1PNP2P/R3KBNR[P] w KQ - 3 16" << 3 << 81201ULL;
    QTest::newRow("seirawan 1")
        << "seirawan"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1" << 3
        << 24830ULL;
    QTest::newRow("seirawan 2")
        << "seirawan"
        << "re2kbnr/p1pb1ppp/n1qp4/1p6/Q3p2P/4P1R1/PPPPBPP1/RNB1KENH[h] w Qkqaefgh - 2 9" << 3
        << 54383ULL;
    QTest::newRow("seirawan 3")
        << "seirawan"
        << "r3kb1r/pp2pppp/Q1p2n1h/4eb2/qBEpP3/1PP3PN/P2P1PBP/RN1K2R1[H] w ABkq - 7 16" << 3
        << 92175ULL;
    QTest::newRow("seirawan 4")
        << "seirawan"
        << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQABCDEFGHkqabcdefgh - 0 1" << 1
        << 28ULL;
    // The king in check from h8 may not go to d8 even with a piece gated on e8.
    QTest::newRow("seirawan 5") << "seirawan"
                                << "4k2R/8/8/8/8/8/8/4K3[he] b e - 0 1" << 2 << 127ULL;
    QTest::newRow("shogi 1")
        << "shogi"
        << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1" << 3 << 25470ULL;
    QTest::newRow("shogi 2") << "shogi"
                             << "l1s3sn1/r3k1g1l/p1ngpp1p1/1ppp2p1p/1P6P/P2PP1PP1/2PG1+b3/1B1K3S1/"
                                "LNS2GRNL[p] w - - 12 21"
                             << 3 << 38645ULL;
    QTest::newRow("shogi 3")
        << "shogi"
        << "lB2s1kn1/5s1gl/prgpp1p2/5p1pp/1p6P/2PPP4/PP1G1PPP1/LBGS2R2/1N2K1SNL[NP] w - - 1 21" << 3
        << 109210ULL;
    QTest::newRow("shogi 4")
        << "shogi"
        << "5g+bn1/lsr1gk2l/n1pp2psp/pp2p4/P1P1PpPP1/9/1PBP2NRP/1G1SK1GS1/1N3+l2L[Pp] w - - 12 36"
        << 3 << 39415ULL;
    // A pawn dropped to mate (uchifuzume) is no move.
    QTest::newRow("shogi 5") << "shogi"
                             << "4k4/9/4G4/9/9/9/9/9/4K4[P] w - - 0 1" << 2 << 166ULL;
    // Janggi: Fairy-Stockfish's list of legal moves holds the pass (e2e2), and none after
    // two passes or a pass that leaves bikjang standing (the game has ended).
    const QString janggi =
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    QTest::newRow("janggi start 1") << "janggi" << janggi << 1 << 32ULL;
    QTest::newRow("janggi start 2") << "janggi" << janggi << 2 << 1024ULL;
    QTest::newRow("janggi start 3") << "janggi" << janggi << 3 << 33000ULL;
    QTest::newRow("janggi start 4") << "janggi" << janggi << 4 << 1065277ULL;
    QTest::newRow("janggi middlegame 4")
        << "janggi"
        << "r2akab1r/9/2n1b1nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2B1NC1/4K4/RN1A1A2R w - - 0 1" << 4
        << 1961069ULL;
    // Reached by play in Fairy-Stockfish, through a pass.
    QTest::newRow("janggi after a pass 3")
        << "janggi"
        << "r1ba1ab1r/5k3/n6c1/1p2p1pp1/2p3c2/9/PP2P1n1P/1CN3NC1/5K2R/1RBA1AB2 w - - 4 12" << 3
        << 6379ULL;
    QTest::newRow("janggi middlegame 3")
        << "janggi"
        << "1nba1ab1r/9/1c1k3cn/r1p1pp2p/p8/9/P1P1P1P1P/6CC1/N3K4/R1BA1ABNR w - - 10 6" << 3
        << 41279ULL;
    // Cannons on the palace diagonals, cannons screening cannons, a chariot in the
    // enemy palace's centre, a soldier in the enemy palace.
    QTest::newRow("janggi palace cannons 4")
        << "janggi"
        << "4k4/4a4/3aC4/9/9/9/9/3c5/4A4/3AK4 w - - 0 1" << 4 << 15909ULL;
    QTest::newRow("janggi cannon screens 4")
        << "janggi"
        << "5k3/4c4/3C5/9/9/9/9/9/4c4/3KCA3 w - - 0 1" << 4 << 1880ULL;
    QTest::newRow("janggi elephant 4")
        << "janggi"
        << "3ak4/4a4/2n6/9/4c4/9/9/2B6/4A4/3CK1C2 b - - 0 1" << 4 << 21457ULL;
    QTest::newRow("janggi palace chariot 3")
        << "janggi"
        << "3k1a3/4R4/3c1C3/9/9/9/9/3p5/4K4/3A1A3 b - - 0 1" << 3 << 41ULL;
    // Bikjang: the kings must part or pass; janggicasual lets them face.
    const QString facing = "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
    QTest::newRow("janggi bikjang 4") << "janggi" << facing << 4 << 188ULL;
    QTest::newRow("janggitraditional bikjang 4") << "janggitraditional" << facing << 4 << 188ULL;
    QTest::newRow("janggicasual bikjang 4") << "janggicasual" << facing << 4 << 413ULL;
}

void TestVariantPerft::fairyStockfish() {
    run();
}

void TestVariantPerft::others_data() {
    columns();
    // Atomic (this Fairy-Stockfish is built without it): the published start-position
    // counts (chessprogramming.org "Perft Results", Atomic chess).
    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("atomic start 4") << "atomic" << start << 4 << 197326ULL;
    // Hand-counted. Kings side by side give no check and a king never captures: the
    // white king, "attacked" by the queen, may go only to d1 (next to the black king),
    // where chess would see mate.
    QTest::newRow("atomic kings touching") << "atomic"
                                           << "8/8/8/8/8/8/3kq3/4K3 w - - 0 1" << 1 << 1ULL;
    // The pinned rook may still capture on e7: the explosion takes the black king too.
    // Re3-Re6, Rxe7, Kd1, Kf1, Kd2, Kf2.
    QTest::newRow("atomic explosion") << "atomic"
                                      << "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1" << 1 << 9ULL;
    // Berolina and twokings, counted by hand: berolina's a and h pawns have two moves,
    // b and g three, the others four, the knights four (30); twokings's 16 pawn moves and
    // four knight moves.
    QTest::newRow("berolina start 1") << "berolina" << start << 1 << 30ULL;
    // Wildcastle, king on d1: 5 king moves, 9 and 10 rook moves, two castlings.
    QTest::newRow("wildcastle king on d") << "wildcastle"
                                          << "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1" << 1 << 26ULL;
    QTest::newRow("twokings start 1")
        << "twokings"
        << "rnbqkknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1" << 1 << 20ULL;
    // Falcon and cylinder (no program here counts them): tests/core/refperft.py, a
    // separate plain implementation of their rules, printed these (python3
    // tests/core/refperft.py VARIANT FEN 3). After 1.c3 the cylinder's queen pins f7
    // through a4-h5 (392, not 400, at depth 2).
    QTest::newRow("falcon start 3")
        << "falcon"
        << "rnbfqkfbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBFQKFBNR w KQkq - 0 1" << 3 << 15766ULL;
    QTest::newRow("falcon middlegame 3")
        << "falcon"
        << "r1b1qkfbnr/pp1pp1pppp/2n2f4/2p2p4/4P5/2NF1P4/PPPP2PPPP/R1B1QKFBNR w KQkq - 0 5" << 3
        << 74276ULL;
    QTest::newRow("cylinder start 3") << "cylinder" << start << 3 << 9162ULL;
    QTest::newRow("cylinder middlegame 3")
        << "cylinder"
        << "r3k2r/pp1b1ppp/2n1pn2/q1pp4/1b1P3Q/2N1PN2/PPPB1PPP/R3KB1R w KQkq c6 0 8" << 3
        << 100222ULL;
    // h7-h5 lets the a5 pawn take en passant round the edge.
    QTest::newRow("cylinder en passant 3") << "cylinder"
                                           << "4k3/7p/8/P7/8/8/8/R3K2R b KQ - 0 1" << 3 << 1133ULL;
    // Super and great: Sjaak II 1.4.1 (printf 'xboard\nprotover 2\nnew\nvariant V\nforce\n
    // setboard FEN\nperft 3\n' | /usr/games/sjaakii). Its super promotes to any piece,
    // XBoard's only to one in the hand, so these rows have no promotion within reach.
    QTest::newRow("super start 3")
        << "super"
        << "avbqkesr/pppppppp/8/8/8/8/PPPPPPPP/AVBQKESR[NNBRnnbr] w Kk - 0 1" << 3 << 15173ULL;
    QTest::newRow("super middlegame 3")
        << "super"
        << "r1bqkes1/ppp1pppp/2vp4/8/3PP3/2V2N2/PPP2PPP/A1BQKE1R[RNBNrnbn] w Kq - 1 5" << 3
        << 64210ULL;
    QTest::newRow("great start 4")
        << "great"
        << "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW[SSSSSSSSSsssssssss] w - - 0 1"
        << 4 << 935072ULL;
    QTest::newRow("great middlegame 3") << "great"
                                        << "wnegkmh1nw/pp1ppp1ppp/2p3p3/2e7/4P5/3M1E4/PPPP1PPPPP/"
                                           "WNEGK1H1NW[SSSSSSSSSsssssssss] w - - 0 4"
                                        << 3 << 58882ULL;
    // Hand-counted: five king moves, and a8 promotes only to what the own hand holds.
    QTest::newRow("super promotion to the hand")
        << "super"
        << "4k3/P7/8/8/8/8/8/4K3[QAq] w - - 0 1" << 1 << 7ULL;
    QTest::newRow("super empty hand") << "super"
                                      << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" << 1 << 5ULL;
    QTest::newRow("great promotion to a man")
        << "great"
        << "4k5/P9/10/10/10/10/10/4K5[SSs] w - - 0 1" << 1 << 6ULL;
    // Spartan (Fairy-Stockfish does not know it): Sjaak II 1.4.1, as above with
    // "variant spartan". Its rules are XBoard's: Black is in check only when both kings
    // are attacked, a move may leave one attacked, a hoplite promotes to a king only
    // while one is left.
    const QString spartan = "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1";
    QTest::newRow("spartan start 4") << "spartan" << spartan << 4 << 473282ULL;
    QTest::newRow("spartan middlegame 4")
        << "spartan"
        << "l1k2kwl/hh2g1hh/2hcchc1/3hN3/2B1P3/8/PPPP1PPP/RNBQK2R w KQ - 0 1" << 4 << 1593717ULL;
    QTest::newRow("spartan hoplite 4")
        << "spartan"
        << "lgkc1kwl/hhh1hhhh/3h4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQ - 0 1" << 4 << 875616ULL;
    QTest::newRow("spartan two kings 4") << "spartan"
                                         << "2k2k2/8/8/8/8/8/8/R3K2R b KQ - 0 1" << 4 << 84267ULL;
    QTest::newRow("spartan duple check 3") << "spartan"
                                           << "2k2k2/8/8/8/8/8/8/2R2R1K b - - 0 1" << 3 << 1729ULL;
    QTest::newRow("spartan promotion 3") << "spartan"
                                         << "4k3/8/8/8/8/8/3h4/4K3 b - - 0 1" << 3 << 493ULL;
    QTest::newRow("spartan promotion, two kings 3")
        << "spartan"
        << "2k2k2/8/8/8/8/8/3h4/4K3 b - - 0 1" << 3 << 952ULL;
}

void TestVariantPerft::others() {
    run();
}

// Wildcastle's castling from the d file: the king goes two squares, the rook beside it.
void TestVariantPerft::wildcastle_data() {
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("after");
    QTest::newRow("O-O") << "O-O"
                         << "r2k3r/8/8/8/8/8/8/R3RK2 b kq - 1 1";
    QTest::newRow("O-O-O") << "O-O-O"
                           << "r2k3r/8/8/8/8/8/8/1KR4R b kq - 1 1";
}

void TestVariantPerft::wildcastle() {
    QFETCH(QString, san);
    QFETCH(QString, after);
    auto pos =
        Position::fromFen(*Variant::byName("wildcastle"), "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1");
    QVERIFY(pos);
    const Move m = parseSan(*pos, san.toStdString());
    QVERIFY(!m.isNone());
    QCOMPARE(QString::fromStdString(sanText(*pos, m)), san);
    pos->makeMove(m);
    QCOMPARE(QString::fromStdString(pos->fen()), after);
}

// Shuffled starts: playable, with the arrangement's constraints, the same for a seed.
void TestVariantPerft::shuffled_data() {
    QTest::addColumn<QString>("variant");
    QTest::newRow("fischerandom") << "fischerandom";
    QTest::newRow("caparandom") << "caparandom";
    QTest::newRow("wildcastle") << "wildcastle";
    QTest::newRow("nocastle") << "nocastle";
}

void TestVariantPerft::shuffled() {
    QFETCH(QString, variant);
    const Variant& v = *Variant::byName(variant.toStdString());
    std::set<std::string> seen;
    for (uint64_t seed = 0; seed < 200; ++seed) {
        const std::string fen = shuffledStartFen(v, seed);
        QCOMPARE(shuffledStartFen(v, seed), fen);
        SetupCheck problem;
        auto pos = playablePositionFromFen(v, fen, &problem);
        QVERIFY2(pos, (fen + ": " + problem.describe()).c_str());
        seen.insert(fen);
        if (variant == "nocastle") {
            QVERIFY(pos->castlingRookFile(White, 0) < 0 && pos->castlingRookFile(White, 1) < 0);
            continue;
        }
        QVERIFY2(pos->castlingRookFile(White, 0) >= 0 && pos->castlingRookFile(White, 1) >= 0,
                 fen.c_str());
        int bishopColours = 0;
        for (int f = 0; f < v.width; ++f)
            if (v.kinds[kindOf(pos->at(f, 0))].letter == 'B') bishopColours |= 1 << (f % 2);
        QCOMPARE(bishopColours, 3);
        if (variant == "wildcastle") {
            const int king = geometry::fileOf(pos->royalSquare(White));
            QVERIFY(king == 3 || king == 4);
        }
    }
    // Wildcastle has few arrangements (its rooks and king are nearly fixed).
    QVERIFY(seen.size() > (variant == "wildcastle" ? 20u : 50u));
}

// Super: a capture goes back to its owner's hand, a promotion takes its piece out of the
// mover's hand (XBoard's ApplyMove for super and great).
void TestVariantPerft::handPromotion() {
    const Variant& v = *Variant::byName("super");
    auto pos = Position::fromFen(v, "1n2k3/P7/8/8/8/8/8/4K3[Q] w - - 0 1");
    QVERIFY(pos);
    pos->makeMove(parseSan(*pos, "axb8=Q"));
    QCOMPARE(QString::fromStdString(pos->fen()), "1Q2k3/8/8/8/8/8/8/4K3[n] b - - 0 1");
    pos->unmakeMove();
    QCOMPARE(QString::fromStdString(pos->fen()), "1n2k3/P7/8/8/8/8/8/4K3[Q] w - - 0 1");
    QVERIFY(parseSan(*pos, "axb8=R").isNone()); // no rook in the hand
}

// Super's starts are XBoard's Prelude(): number 0 is the variant's start, every number
// is playable with four pieces in each hand, and the numbers give every array.
void TestVariantPerft::superStarts() {
    const Variant& v = *Variant::byName("super");
    QCOMPARE(QString::fromStdString(superStartFen(0)), QString::fromStdString(v.startFen));
    std::set<std::string> seen;
    for (int n = 0; n < SuperPositions; ++n) {
        const std::string fen = superStartFen(n);
        SetupCheck problem;
        auto pos = playablePositionFromFen(v, fen, &problem);
        QVERIFY2(pos, (fen + ": " + problem.describe()).c_str());
        int inHand = 0;
        for (int k = 0; k < int(v.kinds.size()); ++k)
            inHand += pos->handCount(White, k);
        QCOMPARE(inHand, 4);
        seen.insert(fen);
    }
    // Different numbers may empty the same squares in another order: 6 x 3 choices of the
    // squares, times the 24 orders of the four new pieces.
    QCOMPARE(seen.size(), size_t(432));
    QVERIFY(shuffledStartFen(v, 7) != shuffledStartFen(v, 8));
}

// Capablanca random chess: no pawn may start undefended.
void TestVariantPerft::caparandomPawnsDefended() {
    const Variant& v = *Variant::byName("caparandom");
    for (uint64_t seed = 0; seed < 300; ++seed) {
        const std::string fen = shuffledStartFen(v, seed);
        auto pos = Position::fromFen(v, fen);
        QVERIFY(pos);
        for (int f = 0; f < v.width; ++f)
            QVERIFY2(pos->isAttacked(geometry::square(f, 1), White), fen.c_str());
    }
}

QTEST_GUILESS_MAIN(TestVariantPerft)
#include "test_variantperft.moc"

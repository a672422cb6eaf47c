// The PV and score as the engine output view shows them, from real engines' thinking lines
// (fairymax, GNU Chess, Sjaak II, Fairy-Stockfish in xboard mode, Stockfish behind
// polyglot, tabiya-engine over CECP and CXBoard, maxqi), read by the protocol parsers and
// converted to SAN, WXF and Chinese; scores, times and counts.
#include "app/session/pvformatter.h"
#include "protocol/thinkingparser.h"

#include <QTest>

using namespace tabiya;

Q_DECLARE_METATYPE(tabiya::XiangqiNotation)

class TestPvFormatter : public QObject {
    Q_OBJECT
private slots:
    void engineLines_data();
    void engineLines();
    void memoRemembersMoves();
    void words_data();
    void words();
    void move_data();
    void move();
    void score_data();
    void score();
    void time_data();
    void time();
    void count_data();
    void count();
};

namespace {

const char* const chessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// 1. e4 e5 2. Nf3 Nc6, White to move.
const char* const twoKnights = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
// The same with Black to move and White's h1 rook gone (Sjaak II's "3. ..." lines).
const char* const blackToMove = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB2 b Qkq - 2 3";
const char* const xiangqiStart =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
// After 1. C2.5 (h2e2), Black to move.
const char* const xiangqiAfterCentralCannon =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

Position position(const char* variant, const char* fen) {
    const Variant* v = Variant::byName(variant);
    Q_ASSERT(v);
    const auto pos = Position::fromFen(*v, fen);
    Q_ASSERT(pos);
    return *pos;
}

} // namespace

void TestPvFormatter::engineLines_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("line"); // as the engine wrote it
    QTest::addColumn<XiangqiNotation>("notation");
    QTest::addColumn<QString>("pv");
    QTest::addColumn<QString>("score"); // from the engine's point of view

    const auto wxf = XiangqiNotation::Wxf;
    QTest::newRow("fairymax coordinates")
        << "normal" << chessStart << " 6      2       89     224418 c2c4 d7d6 d2d4 b8c6 b1c3 c8f5"
        << wxf << "1. c4 d6 2. d4 Nc6 3. Nc3 Bf5"
        << "+0.02";
    QTest::newRow("gnuchess SAN")
        << "normal" << twoKnights
        << "10 +12 185 1829024 Bb5 Nf6 O-O Bc5 Nc3 O-O d3 d6 Be3 Bxe3 fxe3" << wxf
        << "3. Bb5 Nf6 4. O-O Bc5 5. Nc3 O-O 6. d3 d6 7. Be3 Bxe3 8. fxe3"
        << "+0.12";
    QTest::newRow("gnuchess mated")
        << "normal" << twoKnights << "3 -9998 0 120 d4 exd4" << wxf << "3. d4 exd4"
        << "-#1";
    QTest::newRow("crafty move numbers (spec)")
        << "normal" << chessStart << "  4    109      14   1435  1. e4 d5 2. Qf3 dxe4 3. Qxe4 Nc6"
        << wxf << "1. e4 d5 2. Qf3 dxe4 3. Qxe4 Nc6"
        << "+1.09";
    QTest::newRow("sjaakii numbered")
        << "normal" << twoKnights
        << "  7    24     54     86287  3.  d4  exd4 4. Nxd4 Nf6 5. Nc3  d5 6. Bb5" << wxf
        << "3. d4 exd4 4. Nxd4 Nf6 5. Nc3 d5 6. Bb5"
        << "+0.24";
    QTest::newRow("sjaakii black to move")
        << "normal" << blackToMove
        << "  7   530     73    113549  3. ... Nf6 4. Bd3  d5 5.  exd5 Nxd5 6. Nc3 Be6" << wxf
        << "3... Nf6 4. Bd3 d5 5. exd5 Nxd5 6. Nc3 Be6"
        << "+5.30";
    QTest::newRow("fairy-stockfish xboard")
        << "normal" << twoKnights
        << "11 122 100 137241 18 136422 0\t d2d4 e5d4 f1c4 d8e7 e1g1 e7c5 c4d5 f8e7 c1g5 g8f6 "
           "g5f6 e7f6 b1d2"
        << wxf << "3. d4 exd4 4. Bc4 Qe7 5. O-O Qc5 6. Bd5 Be7 7. Bg5 Nf6 8. Bxf6 Bxf6 9. Nbd2"
        << "+1.22";
    QTest::newRow("fairy-stockfish fail low")
        << "normal" << twoKnights << "12 -35 140 190000 20 135000 0\t d2d4 e5d4?" << wxf
        << "3. d4 exd4"
        << "-0.35\u2193";
    QTest::newRow("polyglot+stockfish")
        << "normal" << twoKnights << "15 +19 99 149561 Bb5 a6 Ba4 Nf6 O-O Be7 Bxc6 dxc6 Nxe5" << wxf
        << "3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Bxc6 dxc6 7. Nxe5"
        << "+0.19";
    QTest::newRow("polyglot+stockfish check")
        << "normal" << twoKnights << "9 +40 4 13732 d4 exd4 Nxd4 Bc5 Nxc6 dxc6 Qxd8+ Kxd8 f3" << wxf
        << "3. d4 exd4 4. Nxd4 Bc5 5. Nxc6 dxc6 6. Qxd8+ Kxd8 7. f3"
        << "+0.40";
    QTest::newRow("tabiya-engine cecp")
        << "normal" << twoKnights
        << "11 41 49 53179 18 106785 0\td2d4 e5d4 f3d4 g8f6 b1c3 f8c5 c1e3 c6d4 e3d4 d7d6 f1c4"
        << wxf << "3. d4 exd4 4. Nxd4 Nf6 5. Nc3 Bc5 6. Be3 Nxd4 7. Bxd4 d6 8. Bc4"
        << "+0.41";
    QTest::newRow("tabiya-engine mate") << "normal"
                                        << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                                        << "3 100001 0 40 2 0 0\ta1a8" << wxf << "1. Ra8#"
                                        << "#1";
    QTest::newRow("maxqi wxf") << "xiangqi" << xiangqiStart
                               << " 2     -9        1        768 h2e2 h9g7" << wxf << "1. C2.5 H8+7"
                               << "-0.09";
    QTest::newRow("maxqi chinese")
        << "xiangqi" << xiangqiStart << " 2     -9        1        768 h2e2 h9g7"
        << XiangqiNotation::Chinese << "1. 炮二平五 马8进7"
        << "-0.09";
    QTest::newRow("fairy-stockfish xiangqi") << "xiangqi" << xiangqiAfterCentralCannon
                                             << "11 13 101 67333 17 66207 0\t b9c7 c3c4 b7b3 b0c2"
                                             << wxf << "1... H2+3 2. P7+1 C2+4 3. H8+7"
                                             << "+0.13";
    QTest::newRow("tabiya-engine cxboard wxf")
        << "xiangqi" << xiangqiAfterCentralCannon
        << "info depth 8 seldepth 13 multipv 1 score cp -10 time 280 nodes 34659 nps 123782 "
           "hashfull 1 pv b9c7 c3c4 h7e7 b0c2 a9a8 i0i1 i9i8 a0a1"
        << wxf << "1... H2+3 2. P7+1 C8.5 3. H8+7 R1+1 4. R1+1 R9+1 5. R9+1"
        << "-0.10";
    QTest::newRow("tabiya-engine cxboard chinese")
        << "xiangqi" << xiangqiAfterCentralCannon
        << "info depth 8 seldepth 13 multipv 1 score cp -10 time 280 nodes 34659 nps 123782 "
           "hashfull 1 pv b9c7 c3c4 h7e7 b0c2"
        << XiangqiNotation::Chinese << "1... 马2进3 2. 兵七进一 炮8平5 3. 马八进七"
        << "-0.10";
    // GNU Chess while pondering: the reply it expects comes first, in parentheses.
    QTest::newRow("gnuchess ponder move")
        << "normal"
        << "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
        << "6 -8 1 34047 (Nf6) O-O Nxe4 Bxc6 dxc6 Nxe5" << wxf
        << "3... (Nf6) 4. O-O Nxe4 5. Bxc6 dxc6 6. Nxe5"
        << "-0.08";
    QTest::newRow("xiangqi san") << "xiangqi" << xiangqiStart
                                 << " 2     -9        1        768 h2e2 h9g7"
                                 << XiangqiNotation::San << "1. Che2 Hg7"
                                 << "-0.09";
}

void TestPvFormatter::engineLines() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, line);
    QFETCH(XiangqiNotation, notation);
    QFETCH(QString, pv);
    QFETCH(QString, score);
    std::optional<ThinkingLine> t = line.startsWith(QLatin1String("info"))
                                        ? parseCxboardInfo(line).thinking
                                        : parseCecpThinking(line);
    QVERIFY(t);
    const Position pos = position(variant.toLatin1().constData(), fen.toLatin1().constData());
    const FormattedPv f = formatPv(pos, *t, {notation, {}});
    QCOMPARE(f.text, pv);
    QVERIFY(f.rest.isEmpty());
    QCOMPARE(int(f.line.size()), int(f.moves.size()));
    QCOMPARE(formatScore(*t), score);
    // The same through a memo: filled the first time, read the second.
    PvMoveMemo memo;
    for (int pass = 0; pass < 2; ++pass) {
        const FormattedPv m = formatPv(pos, *t, {notation, {}}, &memo);
        QCOMPARE(m.text, f.text);
        QCOMPARE(m.moves, f.moves);
        QVERIFY(m.line == f.line);
        QCOMPARE(memo.size(), qsizetype(f.line.size()));
    }
}

// Deeper lines repeat the moves of earlier ones: those come from the memo, only new ones
// are converted and kept, and a word that is not a move is not kept.
void TestPvFormatter::memoRemembersMoves() {
    const Position start = position("normal", chessStart);
    PvMoveMemo memo;
    formatPv(start, QStringList{"e2e4", "e7e5", "g1f3"}, {}, false, &memo);
    QCOMPARE(memo.size(), 3);
    const FormattedPv deeper =
        formatPv(start, QStringList{"e2e4", "e7e5", "g1f3", "b8c6", "e1e8"}, {}, false, &memo);
    QCOMPARE(deeper.text, "1. e4 e5 2. Nf3 Nc6 e1e8");
    QCOMPARE(memo.size(), 4);
    // What the memo holds is what is shown: it is read, not converted again.
    const PvMoveMemo::Converted* e4 = memo.find(start.hash(), u"e2e4");
    QVERIFY(e4);
    memo.remember(start.hash(), u"e2e4", {e4->move, QStringLiteral("P-K4")});
    QCOMPARE(formatPv(start, QStringList{"e2e4", "e7e5"}, {}, false, &memo).text, "1. P-K4 e5");
    memo.forget();
    QCOMPARE(formatPv(start, QStringList{"e2e4", "e7e5"}, {}, false, &memo).text, "1. e4 e5");
}

// Words straight from the PV text: long algebraic, glued numbers, annotations, and the first
// word that is not a legal move.
void TestPvFormatter::words_data() {
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("words");
    QTest::addColumn<QString>("pv");
    QTest::addColumn<QString>("rest");
    QTest::addColumn<int>("moves");

    QTest::newRow("long algebraic") << chessStart << "Ng1-f3 Nb8-c6 e2-e4 e7-e5 Bf1-b5"
                                    << "1. Nf3 Nc6 2. e4 e5 3. Bb5"
                                    << "" << 5;
    QTest::newRow("long algebraic capture") << twoKnights << "Bf1-b5 a7-a6 Bb5xc6 d7xc6"
                                            << "3. Bb5 a6 4. Bxc6 dxc6"
                                            << "" << 4;
    QTest::newRow("glued numbers") << chessStart << "1.e4 e5 2.Nf3 2...Nc6"
                                   << "1. e4 e5 2. Nf3 Nc6"
                                   << "" << 4;
    QTest::newRow("annotations") << chessStart << "e2e4! e7e5?! Ng1f3!! Nc6?"
                                 << "1. e4 e5 2. Nf3 Nc6"
                                 << "" << 4;
    QTest::newRow("illegal stops") << chessStart << "e2e4 e7e5 e1e3 g1f3"
                                   << "1. e4 e5 e1e3 g1f3"
                                   << "e1e3 g1f3" << 2;
    QTest::newRow("first word illegal") << chessStart << "e7e5 e2e4"
                                        << "e7e5 e2e4"
                                        << "e7e5 e2e4" << 0;
    QTest::newRow("engine comment stops") << chessStart << "e2e4 e7e5 <HT> {book}"
                                          << "1. e4 e5 <HT> {book}"
                                          << "<HT> {book}" << 2;
    QTest::newRow("book text") << chessStart << "(e4 64%, d4 24%)"
                               << "(e4 64%, d4 24%)"
                               << "(e4 64%, d4 24%)" << 0;
    QTest::newRow("castling both ways") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 20"
                                        << "e1g1 O-O-O"
                                        << "20. O-O O-O-O"
                                        << "" << 2;
    QTest::newRow("promotion") << "8/P6k/8/8/8/8/8/K7 w - - 0 60"
                               << "a7a8q h7g6"
                               << "60. a8=Q Kg6"
                               << "" << 2;
    QTest::newRow("empty") << chessStart << ""
                           << ""
                           << "" << 0;
}

void TestPvFormatter::words() {
    QFETCH(QString, fen);
    QFETCH(QString, words);
    QFETCH(QString, pv);
    QFETCH(QString, rest);
    QFETCH(int, moves);
    const Position pos = position("normal", fen.toLatin1().constData());
    const FormattedPv f = formatPv(pos, words.split(QLatin1Char(' '), Qt::SkipEmptyParts));
    QCOMPARE(f.text, pv);
    QCOMPARE(f.rest, rest);
    QCOMPARE(int(f.moves.size()), moves);
}

void TestPvFormatter::move_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("text");
    QTest::newRow("stat01 SAN") << "normal" << twoKnights << "Nf3"
                                << "Nf3"; // illegal: as sent
    QTest::newRow("stat01 coordinates") << "normal" << twoKnights << "f1b5"
                                        << "Bb5";
    QTest::newRow("currmove xiangqi") << "xiangqi" << xiangqiStart << "h2e2"
                                      << "C2.5";
}

void TestPvFormatter::move() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, word);
    QFETCH(QString, text);
    const Position pos = position(variant.toLatin1().constData(), fen.toLatin1().constData());
    QCOMPARE(formatMove(pos, word), text);
}

void TestPvFormatter::score_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("bound");
    QTest::addColumn<bool>("negate");
    QTest::addColumn<QString>("text");
    const int cp = int(ThinkingLine::ScoreKind::Centipawns),
              mate = int(ThinkingLine::ScoreKind::Mate);
    const int exact = int(ThinkingLine::Bound::Exact), lower = int(ThinkingLine::Bound::Lower),
              upper = int(ThinkingLine::Bound::Upper);
    QTest::newRow("pawns up") << cp << 123 << exact << false << "+1.23";
    QTest::newRow("pawns down") << cp << -50 << exact << false << "-0.50";
    QTest::newRow("level") << cp << 0 << exact << false << "0.00";
    QTest::newRow("level negated") << cp << 0 << exact << true << "0.00";
    QTest::newRow("small") << cp << 5 << exact << false << "+0.05";
    QTest::newRow("large") << cp << 1234 << exact << false << "+12.34";
    QTest::newRow("negated") << cp << 123 << exact << true << "-1.23";
    QTest::newRow("mates") << mate << 5 << exact << false << "#5";
    QTest::newRow("is mated") << mate << -3 << exact << false << "-#3";
    QTest::newRow("mates negated") << mate << 5 << exact << true << "-#5";
    QTest::newRow("is mated negated") << mate << -3 << exact << true << "#3";
    QTest::newRow("fail high") << cp << 35 << lower << false << "+0.35\u2191";
    QTest::newRow("fail high negated") << cp << 35 << lower << true << "-0.35\u2193";
    QTest::newRow("fail low") << cp << -20 << upper << false << "-0.20\u2193";
    QTest::newRow("fail low negated") << cp << -20 << upper << true << "+0.20\u2191";
    QTest::newRow("mate fail high") << mate << 7 << lower << false << "#7\u2191";
    QTest::newRow("none") << int(ThinkingLine::ScoreKind::None) << 0 << exact << false << "";
}

void TestPvFormatter::score() {
    QFETCH(int, kind);
    QFETCH(int, score);
    QFETCH(int, bound);
    QFETCH(bool, negate);
    QFETCH(QString, text);
    ThinkingLine line;
    line.scoreKind = ThinkingLine::ScoreKind(kind);
    line.score = score;
    line.bound = ThinkingLine::Bound(bound);
    QCOMPARE(formatScore(line, negate), text);
}

void TestPvFormatter::time_data() {
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("not sent") << qint64(-1) << "";
    QTest::newRow("zero") << qint64(0) << "0.00s";
    QTest::newRow("short") << qint64(450) << "0.45s";
    QTest::newRow("seconds") << qint64(12340) << "12.3s";
    QTest::newRow("minute") << qint64(65000) << "1:05";
    QTest::newRow("hours") << qint64(3723000) << "1:02:03";
}

void TestPvFormatter::time() {
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(formatSearchTime(ms), text);
}

void TestPvFormatter::count_data() {
    QTest::addColumn<qint64>("n");
    QTest::addColumn<QString>("text");
    QTest::newRow("not sent") << qint64(-1) << "";
    QTest::newRow("small") << qint64(950) << "950";
    QTest::newRow("under ten thousand") << qint64(9999) << "9999";
    QTest::newRow("thousands") << qint64(12345) << "12.3k";
    QTest::newRow("hundreds of thousands") << qint64(224418) << "224k";
    QTest::newRow("rounds up a unit") << qint64(999600) << "1.00M";
    QTest::newRow("millions") << qint64(4560000) << "4.56M";
    QTest::newRow("billions") << qint64(1200000000) << "1.20G";
}

void TestPvFormatter::count() {
    QFETCH(qint64, n);
    QFETCH(QString, text);
    QCOMPARE(formatCount(n), text);
}

QTEST_GUILESS_MAIN(TestPvFormatter)
#include "tst_pvformatter.moc"

// buildEngineVariant and its text side: the three forms of `setup`, PIECETOCHAR strings,
// [VariantMen] tags, interning, and perft of variants built from the lines real engines
// send, against Fairy-Stockfish's own rules.
//
// Every count in fairyStockfish_data() was printed by Fairy-Stockfish 11.1 as
//   printf 'uci\nsetoption name UCI_Variant value VARIANT\nposition fen FEN\ngo perft DEPTH\n' |
//       /usr/games/fairy-stockfish
// ("Nodes searched"); the middlegames come from random play in Fairy-Stockfish. The
// definitions are what Fairy-Stockfish answers to `variant VARIANT` in xboard mode
// (tests/core/collect_xbetza.sh collects them).
//
// Where Tabiya follows the engine's lines and not Fairy-Stockfish's rules:
// - euroshogi's promotion is compulsory in Fairy-Stockfish; a shogi parent makes it
//   optional, as XBoard does, and its lines cannot say otherwise: no euroshogi rows;
// - shako castles on the second rank, which Tabiya cannot: the build says so and the
//   rows have no castling rights;
// - janggi's lines are a loose superset of its rules ("R& RB" lets the chariot move
//   diagonally anywhere, not only along the palace lines): built from them, its start
//   position has 270077 nodes at depth 3 where Fairy-Stockfish counts 33000. Janggi's
//   exact rules are a built-in variant, not an engine-defined one.
// Grande acedrex (Fairy-Max, 12x12, shatranj parent) has no oracle: its pieces' moves
// are checked square by square.
#include "board/core/engineparents.h"
#include "board/core/enginevariant.h"
#include "board/core/enginevarianttags.h"
#include "board/core/movetext.h"
#include "board/core/perft.h"
#include "board/core/pgnreader.h"
#include "board/core/pgnwriter.h"
#include "board/core/piecetochar.h"
#include "board/core/position.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <sstream>

using namespace tabiya;

namespace {

struct EngineLines {
    const char* name;
    const char* lines; // the setup line, then the piece lines, one a line
};

const EngineLines Definitions[] = {
    {"manchu", "setup (PN.R.AB..K.C....M.....pn.r.ab..k.c..........) 9x10+0_xiangqi "
               "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1\n"
               "piece R& R\npiece A& F\npiece C& mRcpR\npiece P& fsW\npiece N& nN\n"
               "piece B& nA\npiece M& RcpRnN\npiece K& W"},
    {"minixiangqi", "setup (PN.R.....K.C.pn.r.....k.c.) 7x7+0_xiangqi "
                    "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1\n"
                    "piece R& R\npiece C& mRcpR\npiece P& fsW\npiece N& nN\npiece K& W"},
    {"shako", "setup (PNBRQ.E....C.........Kpnbrq.e....c.........k) 10x10+0_fairy "
              "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1\n"
              "piece P& fmWfceFifmnD\npiece N& N\npiece B& B\npiece R& R\npiece Q& RB\n"
              "piece E& FA\npiece C& mRcpR\npiece K& KO2"},
    {"courier",
     "setup (PNBRQ................Kpnbrq................k) 12x8+0_fairy "
     "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1\n"
     "piece P& fmWfceF\npiece N& N\npiece B& B\npiece R& R\npiece F& F\npiece E& A\n"
     "piece W& W\npiece M& K\npiece K& K"},
    {"chigorin", "setup (PNBR............CKpnbrq............k) 8x8+0_fairy "
                 "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1\n"
                 "piece P& fmWfceFifmnD\npiece N& N\npiece B& B\npiece R& R\npiece Q& RB\n"
                 "piece C& RN\npiece K& KO2"},
    {"shatar", "setup (PNBR..........J......Kpnbr..........j......k) 8x8+0_fairy "
               "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1\n"
               "piece P& fmWfceF\npiece N& N\npiece B& B\npiece R& R\npiece J& RF\npiece K& K"},
    {"janggi", "setup (.N.R.AB.P..C.........K.n.r.ab.p..c.........k) 9x10+0_xiangqi "
               "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1\n"
               "piece R& RB\npiece C& pRpB\npiece P& fsWfF\npiece N& nN\npiece B& mafsmafW\n"
               "piece A& WF\npiece K& WF"},
    {"minishogi",
     "setup (P.BR.S...G.+.++.+Kp.br.s...g.+.++.+k) 5x5+5_shogi rbsgk/4p/5/P4/KGSBR[-] w 0 1\n"
     "piece B& B@5\npiece +B& BW\npiece R& R@5\npiece +R& RF\npiece S& FfW@5\n"
     "piece +S& WfF\npiece D& RF@5\npiece P& fWf@5\npiece +P& WfF\npiece G& WfF@5\n"
     "piece H& BW@5\npiece K& K@5"},
    {"gorogoro",
     "setup (P....S...G.+....+Kp....s...g.+....+k) 5x6+3_shogi sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w "
     "0 1\n"
     "piece B& B@6\npiece +B& BW\npiece R& R@6\npiece +R& RF\npiece S& FfW@6\n"
     "piece +S& WfF\npiece D& RF@6\npiece P& fWf@6\npiece +P& WfF\npiece G& WfF@6\n"
     "piece H& BW@6\npiece K& K@6"},
    {"judkins",
     "setup (PNBR.S...G.++++.+Kpnbr.s...g.++++.+k) 6x6+9_shogi rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 "
     "1\n"
     "piece B& B@6\npiece +B& BW\npiece R& R@6\npiece +R& RF\npiece S& FfW@6\n"
     "piece +S& WfF\npiece D& RF@6\npiece P& fWf@6\npiece +P& WfF\npiece N& fN@6\n"
     "piece +N& WfF\npiece G& WfF@6\npiece H& BW@6\npiece K& K@6"},
    // Fairy-Max's falcon: no setup, its falcon redefined on the built-in variant.
    {"falcon", "piece F& aflafrKafraflKafafsKafsafK"},
    // Sjaak II's legan: pawns that move towards the left corner, turned round for Black
    // as XBoard turns XBetza (Sjaak II's "perft 4" after "variant legan": 8138).
    // Sjaak II's chaturanga and roman: its own move generator counts fewer moves than its
    // piece lines give (sjaakPerftDifferences).
    {"chaturanga",
     "setup (PN.R.FEKpn.r.fek) 8x8+0_shatranj rnekfenr/pppppppp/8/8/8/8/PPPPPPPP/RNEFKENR w Ed\n"
     "piece N& N\npiece E& A\npiece R& R\npiece F& F\npiece K& KimN\npiece P& fmWfcF"},
    {"roman", "setup (PNBRQ.....AKpnbrq.....ak) 10x10+0_fairy "
              "rnabqkbanr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNABQKBANR w KQkq -\n"
              "piece N& N\npiece B& B\npiece R& R\npiece Q& Q\npiece K& KisO3\npiece A& K\n"
              "piece P& fmWfceFifmW2"},
    {"legan", "setup (PNBRQKpnbrqk) 8x8+0_fairy knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK "
              "w - -\n"
              "piece N& N\npiece B& B\npiece R& R\npiece Q& Q\npiece K& K\npiece P& lfmFflcW"},
    {"grande-acedrex",
     "setup (P.CR.............A..U..G........LKp.cr.............a..u..g........lk) "
     "12x12+0_shatranj rlugcakcgulr/8/8/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/8/8/RLUGCAKCGULR "
     "w KQkq - 0 1\n"
     "piece K& KimAimD\npiece G& Z\npiece L& HC\npiece U& NmpafsyafW\npiece A& FyafsF"},
};

EngineVariantDefinition definitionOf(const char* name, const char* lines) {
    EngineVariantDefinition d;
    d.name = name;
    std::istringstream in(lines);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("setup ", 0) == 0)
            d.setup = *parseVariantSetup(line.substr(6));
        else
            d.pieces.push_back(parsePieceCommand(line));
    }
    return d;
}

EngineVariantDefinition definitionNamed(const std::string& name) {
    for (const EngineLines& e : Definitions)
        if (name == e.name) return definitionOf(e.name, e.lines);
    return {};
}

QString joined(const std::vector<std::string>& lines) {
    QStringList out;
    for (const std::string& s : lines)
        out << QString::fromStdString(s);
    return out.join(u"; ");
}

// The squares a piece on `from` may move to, as "e4 f5 ...", sorted.
QString targets(Position& pos, const std::string& from) {
    MoveList list;
    pos.generateLegal(list);
    std::set<std::string> out;
    for (Move m : list) {
        const std::string uci = coordinateText(pos, m);
        if (uci.rfind(from, 0) == 0 && !std::isdigit(static_cast<unsigned char>(uci[from.size()])))
            out.insert(uci.substr(from.size()));
    }
    QStringList l;
    for (const std::string& s : out)
        l << QString::fromStdString(s);
    return l.join(u' ');
}

QString sortedSquares(const char* squares) {
    QStringList l = QString(squares).split(u' ');
    l.sort();
    return l.join(u' ');
}

} // namespace

class TestEngineVariant : public QObject {
    Q_OBJECT

private slots:
    void setupForms_data();
    void setupForms();
    void setupRejected_data();
    void setupRejected();
    void geometry();
    void pieceToChar();
    void buildsEveryForm();
    void interned();
    void fairyStockfish_data();
    void fairyStockfish();
    void engineLinesAreWhatTabiyaPlays();
    void sjaakPerftDifferences();
    void geometryStart();
    void grandeAcedrex();
    void unsupportedIsReported();
    void variantMen();
    void pgnReadsAnEngineVariant();
};

void TestEngineVariant::setupForms_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("pieceToChar");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("holdings");
    QTest::addColumn<QString>("parent");
    QTest::addColumn<bool>("prelude");
    QTest::addColumn<QString>("fen");
    const QString chess = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("FEN only") << chess << "" << 0 << 0 << -1 << "" << false << chess;
    QTest::newRow("pieceToChar and FEN")
        << "(PNBRQ.........Kp.....eac....lk) lecakcel/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - "
           "0 1"
        << "PNBRQ.........Kp.....eac....lk" << 0 << 0 << -1 << "" << false
        << "lecakcel/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QTest::newRow("full")
        << "(P.CR.............A..U..G........LKp.cr.............a..u..g........lk) "
           "12x12+0_shatranj "
           "rlugcakcgulr/8/8/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/8/8/RLUGCAKCGULR w KQkq - 0 1"
        << "P.CR.............A..U..G........LKp.cr.............a..u..g........lk" << 12 << 12 << 0
        << "shatranj" << false
        << "rlugcakcgulr/8/8/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/8/8/RLUGCAKCGULR w KQkq - 0 1";
    QTest::newRow("holdings") << "(PNBRQ................Kpnbrq................k) 8x8+6_crazyhouse "
                                 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1\r\n"
                              << "PNBRQ................Kpnbrq................k" << 8 << 8 << 6
                              << "crazyhouse" << false
                              << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    QTest::newRow("prelude, spec's prefix")
        << "8x8+0_!fairy 8/8/8/8/8/8/8/8 w - - 0 1"
        << "" << 8 << 8 << 0 << "fairy" << true << "8/8/8/8/8/8/8/8 w - - 0 1";
    QTest::newRow("prelude, suffix")
        << "(PNBRQKpnbrqk) 10x8+0_fairy! 10/10/10/10/10/10/10/10 w - -"
        << "PNBRQKpnbrqk" << 10 << 8 << 0 << "fairy" << true << "10/10/10/10/10/10/10/10 w - -";
    QTest::newRow("16x16") << "16x16+0_fairy 16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w - -"
                           << "" << 16 << 16 << 0 << "fairy" << false
                           << "16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w - -";
}

void TestEngineVariant::setupForms() {
    QFETCH(QString, text);
    const auto s = parseVariantSetup(text.toStdString());
    QVERIFY(s);
    QTEST(QString::fromStdString(s->pieceToChar), "pieceToChar");
    QTEST(s->width, "width");
    QTEST(s->height, "height");
    QTEST(s->holdings, "holdings");
    QTEST(QString::fromStdString(s->parent), "parent");
    QTEST(s->prelude, "prelude");
    QTEST(QString::fromStdString(s->fen), "fen");
}

void TestEngineVariant::setupRejected_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("no FEN") << "(PNBRQKpnbrqk) 8x8+0_fairy";
    QTest::newRow("unclosed") << "(PNBRQKpnbrqk 8x8+0_fairy 8/8/8/8/8/8/8/8 w - -";
    QTest::newRow("17 files") << "17x8+0_fairy 8/8/8/8/8/8/8/8 w - -";
    QTest::newRow("no parent") << "8x8+0_ 8/8/8/8/8/8/8/8 w - -";
    QTest::newRow("not a board") << "hello world";
}

void TestEngineVariant::setupRejected() {
    QFETCH(QString, text);
    QVERIFY(!parseVariantSetup(text.toStdString()));
}

void TestEngineVariant::geometry() {
    const auto g = parseVariantGeometry("10x10+0_fairy");
    QVERIFY(g);
    QCOMPARE(g->width, 10);
    QCOMPARE(g->height, 10);
    QCOMPARE(g->holdings, 0);
    QCOMPARE(g->parent, std::string("fairy"));
    const auto shogi = parseVariantGeometry("7x7+6_shogi");
    QVERIFY(shogi);
    QCOMPARE(shogi->holdings, 6);
    QVERIFY(!parseVariantGeometry("normal"));
    QVERIFY(!parseVariantGeometry("0x8+0_fairy"));
    QVERIFY(!parseVariantGeometry("8x8_fairy"));
    QVERIFY(!parseVariantGeometry("8x8+0_fairy;rm"));
}

void TestEngineVariant::pieceToChar() {
    // Janggi: the soldier on XBoard's marshall image, the king on the king's.
    const auto janggi = parsePieceToChar(".N.R.AB.P..C.........K.n.r.ab.p..c.........k");
    QVERIFY(janggi);
    QCOMPARE(int(janggi->size()), 14);
    QCOMPARE(janggi->at(4).letter, 'P');
    QCOMPARE(std::string(xboardTypeName(janggi->at(4).type)), std::string("Marshall"));
    QCOMPARE(janggi->at(6).type, XBoardKing);
    QCOMPARE(janggi->at(7).color, Black);
    // Shogi's '+': the promoted form of the type eleven places before.
    const auto shogi = parsePieceToChar("PNBR.....G.++++Kpnbr.....g.++++k");
    QVERIFY(shogi);
    const auto plusB = std::find_if(shogi->begin(), shogi->end(), [](const PieceToCharEntry& e) {
        return e.mark == '+' && e.letter == 'B' && e.color == White;
    });
    QVERIFY(plusB != shogi->end());
    QCOMPARE(plusB->type, 13);
    // "^X": the promoted form of the piece lettered X; "=Y": an alias.
    const auto marks = parsePieceToChar("PN.^NQ=A......Kpn.^nq=a......k");
    QVERIFY(marks);
    QCOMPARE(marks->at(2).mark, '+');
    QCOMPARE(marks->at(2).letter, 'N');
    QCOMPARE(marks->at(2).type, 3);
    QCOMPARE(marks->at(3).alias, 'A');
    // '~': crazyhouse's promoted pieces, eleven places after their plain type.
    const auto tilde = parsePieceToChar("PNBRQ......~~~~Kpnbrq......~~~~k");
    QVERIFY(tilde);
    QCOMPARE(tilde->at(6).mark, '~');
    QCOMPARE(tilde->at(6).letter, 'N');
    QCOMPARE(tilde->at(6).type, 12);
    // The short table of older engines: King last after five types.
    const auto shortTable = parsePieceToChar("PNBRQKpnbrqk");
    QVERIFY(shortTable);
    QCOMPARE(shortTable->at(5).type, XBoardKing);
    QVERIFY(!parsePieceToChar("PNBRQK"));        // fewer than twelve
    QVERIFY(!parsePieceToChar("PNBRQKpnbrqkx")); // odd
    QVERIFY(!parsePieceToChar("PNB1QKpnbrqk"));  // not a letter
}

// One builder test per form of setup: FEN only (the variant named), with PIECETOCHAR, and
// with geometry and parent.
void TestEngineVariant::buildsEveryForm() {
    EngineVariantDefinition fenOnly;
    fenOnly.name = "fairy";
    fenOnly.setup = *parseVariantSetup("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const EngineVariantBuild a = buildEngineVariant(fenOnly);
    QVERIFY2(a.variant, a.error.c_str());
    QVERIFY2(a.checksLegality(), qPrintable(joined(a.unsupported)));
    Position pa = Position::startPosition(*a.variant);
    QCOMPARE(perft(pa, 3), uint64_t(8902));

    // Fairy-Max's "fairy": its own pieces on Black's side, named by PIECETOCHAR only
    // (XBoard's types and default moves: e alfil, a angel (archbishop), c marshall
    // (chancellor), l cardinal, the 14th of a 15-long half).
    EngineVariantDefinition table;
    table.name = "fairy";
    table.setup = *parseVariantSetup("(PNBRQ.........Kp.....eac....lk) lecakcel/pppppppp/8/8/8/8/"
                                     "PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const EngineVariantBuild b = buildEngineVariant(table);
    QVERIFY2(b.variant, b.error.c_str());
    const Variant& vb = *b.variant;
    QCOMPARE(std::string(vb.kinds[size_t(vb.kindForLetter('A'))].name), std::string("Angel"));
    QCOMPARE(std::string(vb.kinds[size_t(vb.kindForLetter('L'))].name), std::string("Cardinal"));
    QVERIFY2(b.checksLegality(), qPrintable(joined(b.unsupported)));
    QVERIFY(vb.castling);

    const EngineVariantBuild c = buildEngineVariant(definitionNamed("manchu"));
    QVERIFY2(c.variant, c.error.c_str());
    QVERIFY2(c.checksLegality(), qPrintable(joined(c.unsupported)));
    QCOMPARE(c.variant->width, 9);
    QCOMPARE(c.variant->height, 10);
    QVERIFY(c.variant->kingsMayNotFace);
    QCOMPARE(c.variant->stalemate, StalemateRule::Loses);
    QCOMPARE(c.variant->kinds[size_t(c.variant->royalKind)].letter, 'K');
    QCOMPARE(c.startFen,
             std::string("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1"));
}

void TestEngineVariant::interned() {
    const EngineVariantDefinition d = definitionNamed("shatar");
    const EngineVariantBuild first = buildEngineVariant(d);
    const EngineVariantBuild second = buildEngineVariant(definitionNamed("shatar"));
    QVERIFY(first.variant);
    QCOMPARE(first.variant, second.variant);
    EngineVariantDefinition other = d;
    other.pieces.back().description = "KN";
    const EngineVariantBuild third = buildEngineVariant(other);
    QVERIFY(third.variant);
    QVERIFY(third.variant != first.variant);
    QCOMPARE(buildEngineVariant(other).variant, third.variant);
}

void TestEngineVariant::fairyStockfish_data() {
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    auto row = [](const char* v, const char* fen, int depth, qulonglong nodes) {
        QTest::addRow("%s %s", v, fen) << QString(v) << QString(fen) << depth << nodes;
    };
    row("manchu", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1", 3, 17648);
    row("manchu", "r2k1abn1/9/n4a1cr/pcp3p1p/2b1p3P/9/P1P1P1P2/3AB3B/2M1A4/4K4 w - - 24 13", 3,
        23110);
    row("minixiangqi", "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1", 3, 6664);
    row("minixiangqi", "rcnk2r/p1pp1p1/5np/4R2/1P1P3/3PPCP/1CNKc1R w - - 6 13", 3, 15702);
    row("shako", "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w - - 0 1", 3,
        185938);
    row("shako",
        "1r6cc/e2bqk2re/p1p1p2pp1/1n1p1pn2p/1p4p3/2b7/2PP2P1P1/PP1NPP1P1P/2R2K1N1E/CE1QBB2RC w - - "
        "2 13",
        3, 163907);
    row("courier",
        "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1", 3,
        18406);
    row("courier",
        "rn1bm1wkbenr/4p2p1pp1/eppp1p2p3/p2N2Ff3p/P2P2P4P/4PP3P2/1PP3KPP1PR/R1EB1M1WBEN1 w - - 0 "
        "13",
        3, 53284);
    row("chigorin", "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1", 3, 11408);
    row("chigorin", "rbbk2br/p1p2ppp/8/1pPp2b1/5p2/NN1P2P1/PP1KP3/R2C1NNR w - - 1 13", 3, 30134);
    row("shatar", "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1", 3, 8426);
    row("shatar", "r4bnr/1pp1p1p1/pj3pk1/2npPb1p/2BP3P/N4NP1/PPP1KP2/R1B1J2R w - - 3 13", 3, 44571);
    // Shogi parents: drops, promotion zones, nifu and uchifuzume from the parent.
    row("minishogi", "rbsgk/4p/5/P4/KGSBR[-] w 0 1", 4, 35401);
    row("minishogi", "5/1gPkB/P3R/G1br1/K3S[s] w - - 2 13", 3, 6883);
    row("gorogoro", "sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1", 4, 67517);
    row("gorogoro", "s2g1/1PSks/p1P2/2K1p/2G2/+p3+p[ggs] w - - 0 13", 3, 14374);
    row("judkins", "rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1", 4, 118345);
    row("judkins", "+Prng1r/4sk/1P4/2N3/S2b2/KG4[B] w - - 1 13", 3, 18222);
}

void TestEngineVariant::fairyStockfish() {
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    const EngineVariantBuild b = buildEngineVariant(definitionNamed(variant.toStdString()));
    QVERIFY2(b.variant, b.error.c_str());
    if (variant != "shako") QVERIFY2(b.checksLegality(), qPrintable(joined(b.unsupported)));
    std::string error;
    auto pos = Position::fromFen(*b.variant, fen.toStdString(), &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(qulonglong(perft(*pos, depth)), nodes);
}

// Built from the engine's own lines, as they are (see the top of the file).
void TestEngineVariant::engineLinesAreWhatTabiyaPlays() {
    const EngineVariantBuild shako = buildEngineVariant(definitionNamed("shako"));
    QCOMPARE(joined(shako.unsupported),
             QString("castling of a king that does not start on the first rank"));
    const EngineVariantBuild janggi = buildEngineVariant(definitionNamed("janggi"));
    QVERIFY2(janggi.variant, janggi.error.c_str());
    Position pos = Position::startPosition(*janggi.variant);
    QCOMPARE(perft(pos, 3), uint64_t(270077)); // Fairy-Stockfish's janggi: 33000
    // ... so the engine judges its moves.
    QCOMPARE(joined(janggi.unsupported),
             QString("janggi's palace lines, cannon and pass rules (the piece lines are a "
                     "superset)"));
    // Fairy-Max's falcon, four moves of three king steps, is the built-in falcon's
    // "any of the three shortest paths" (the same count as test_variantperft's).
    const EngineVariantBuild falcon = buildEngineVariant(definitionNamed("falcon"));
    QVERIFY2(falcon.variant, falcon.error.c_str());
    QVERIFY2(falcon.checksLegality(), qPrintable(joined(falcon.unsupported)));
    QVERIFY(falcon.variant != Variant::byName("falcon"));
    const EngineVariantBuild legan = buildEngineVariant(definitionNamed("legan"));
    QVERIFY2(legan.checksLegality(), qPrintable(joined(legan.unsupported)));
    Position l = Position::startPosition(*legan.variant);
    QCOMPARE(perft(l, 4), uint64_t(8138));
    Position f = Position::startPosition(*falcon.variant);
    QCOMPARE(perft(f, 3), uint64_t(15766));
}

// Sjaak II's perft 3 is 5822 for chaturanga and 14376 for roman; ours, from the piece
// lines it sends XBoard, 5912 and 15480. We follow the lines, as XBoard does; Sjaak II's
// own generator differs from them (each first move checked with its perft 2 and by
// playing the move to it):
// - chaturanga, "K& KimN": Sjaak II lets a king that has not moved make only its initial
//   knight leap, not its step (e1d2 after d2d3 is "Illegal move" there until the FEN's
//   E right is gone); the five first moves that empty a square beside the king give us
//   one more move after each of Black's 18 replies (5 x 18 = 90);
// - roman, "P& ...ifmW2": its variants.txt names the double-step zone "a2,...,i2,h2" (h2
//   twice, no j2), so White's j-pawn has no double step there (j2j4 is refused): 23 first
//   moves against our 24.
void TestEngineVariant::sjaakPerftDifferences() {
    const EngineVariantBuild chaturanga = buildEngineVariant(definitionNamed("chaturanga"));
    QVERIFY2(chaturanga.variant, chaturanga.error.c_str());
    Position c = Position::startPosition(*chaturanga.variant);
    QCOMPARE(perft(c, 3), uint64_t(5912)); // Sjaak II: 5822
    c.makeMove(parseCoordinateMove(c, "d2d3"));
    c.makeMove(parseCoordinateMove(c, "a7a6"));
    QVERIFY(!parseCoordinateMove(c, "e1d2").isNone()); // the king's step, refused by Sjaak II
    QVERIFY(!parseCoordinateMove(c, "e1f3").isNone()); // the initial knight leap
    const EngineVariantBuild roman = buildEngineVariant(definitionNamed("roman"));
    QVERIFY2(roman.variant, roman.error.c_str());
    Position r = Position::startPosition(*roman.variant);
    QCOMPARE(perft(r, 1), uint64_t(24));    // Sjaak II: 23
    QCOMPARE(perft(r, 3), uint64_t(15480)); // Sjaak II: 14376
    const std::string j2 = squareName(*roman.variant, roman.variant->square(9, 1));
    const std::string j4 = squareName(*roman.variant, roman.variant->square(9, 3));
    QVERIFY(!parseCoordinateMove(r, j2 + j4).isNone()); // the double step, refused by Sjaak II
}

// A board of another size no engine sets up (-variant 8x10+0_normal): XBoard's start,
// the back ranks on the edges and the pawns on rank height-7; none on another width.
void TestEngineVariant::geometryStart() {
    std::string why;
    auto fen = geometryStartFen(*parseVariantGeometry("8x10+0_normal"), &why);
    QVERIFY2(fen, why.c_str());
    QCOMPARE(*fen, std::string("rnbqkbnr/8/8/pppppppp/8/8/PPPPPPPP/8/8/RNBQKBNR w KQkq - 0 1"));
    fen = geometryStartFen(*parseVariantGeometry("8x9+0_fairy"), &why);
    QVERIFY2(fen, why.c_str());
    QCOMPARE(*fen, std::string("rnbqkbnr/8/pppppppp/8/8/8/PPPPPPPP/8/RNBQKBNR w KQkq - 0 1"));
    // The builder plays it: White's 8 pawns step once each, the knights have 5 moves.
    EngineVariantDefinition d;
    d.name = "8x9+0_fairy";
    d.setup.width = 8;
    d.setup.height = 9;
    d.setup.parent = "fairy";
    d.setup.fen = *fen;
    const EngineVariantBuild b = buildEngineVariant(d);
    QVERIFY2(b.variant, b.error.c_str());
    QVERIFY2(b.checksLegality(), qPrintable(joined(b.unsupported)));
    QCOMPARE(b.variant->height, 9);
    Position pos = Position::startPosition(*b.variant);
    QVERIFY(perft(pos, 1) > 0);
    // Another width: XBoard sets up nothing, and neither do we.
    QVERIFY(!geometryStartFen(*parseVariantGeometry("10x10+0_fairy"), &why));
    QVERIFY2(why.find("width") != std::string::npos, why.c_str());
    QVERIFY(!geometryStartFen(*parseVariantGeometry("8x3+0_normal"), &why));
    QVERIFY(!geometryStartFen(*parseVariantGeometry("9x10+0_xiangqi"), &why));
}

// Grande acedrex: no program to compare with, so its pieces' moves square by square.
void TestEngineVariant::grandeAcedrex() {
    const EngineVariantBuild b = buildEngineVariant(definitionNamed("grande-acedrex"));
    QVERIFY2(b.variant, b.error.c_str());
    QVERIFY2(b.checksLegality(), qPrintable(joined(b.unsupported)));
    QCOMPARE(b.variant->width, 12);
    QCOMPARE(b.variant->height, 12);
    QVERIFY(!b.variant->castling);
    QVERIFY(b.variant->bareKingLoses); // shatranj's rules
    // Fairy-Max's short ranks ("8" on a 12-wide board) are empty squares; the king's
    // first leaps need it unmoved.
    QCOMPARE(b.startFen, std::string("rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/"
                                     "12/12/RLUGCAKCGULR w Gg - 0 1"));
    std::string error;
    // Unicorn U: a knight's leap, then on as a bishop outwards from the knight's square,
    // which must be empty; the square before it may hold anything (a2 here).
    auto pos =
        Position::fromFen(*b.variant, "6k5/12/12/12/12/12/6p5/12/12/12/P11/U4K6 w - - 0 1", &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(targets(*pos, "a1"), sortedSquares("b3 c2 c4 d5 e6 f7 g8 h9 i10 j11 k12 d3 e4 f5 g6"));
    // Aanca A: a ferz's step, then on as a rook outwards from the ferz's square.
    pos =
        Position::fromFen(*b.variant, "6k5/12/12/12/12/12/12/12/12/12/7p4/A4K6 w - - 0 1", &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(targets(*pos, "a1"),
             sortedSquares("b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 c2 d2 e2 f2 g2 h2"));
    // With the ferz's square taken it has only that capture.
    pos =
        Position::fromFen(*b.variant, "6k5/12/12/12/12/12/12/12/12/12/1p10/A4K6 w - - 0 1", &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(targets(*pos, "a1"), QString("b2"));
    // King: its first move may also leap two squares (A, D) to an empty square.
    pos = Position::fromFen(*b.variant, "6k5/12/12/12/12/12/12/12/12/12/12/6K5 w Gg - 0 1", &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(targets(*pos, "g1"), sortedSquares("e1 e3 f1 f2 g2 g3 h1 h2 i1 i3"));
    pos->makeMove(parseCoordinateMove(*pos, "g1g2"));
    pos->makeMove(parseCoordinateMove(*pos, "g12g11"));
    QCOMPARE(targets(*pos, "g2"), sortedSquares("f1 f2 f3 g1 g3 h1 h2 h3"));
    // Lion L (three squares straight or a (1, 3) leap) and giraffe G (a (2, 3) leap).
    pos =
        Position::fromFen(*b.variant, "6k5/12/12/12/12/12/12/12/12/12/12/L4KG5 w - - 0 1", &error);
    QVERIFY2(pos, error.c_str());
    QCOMPARE(targets(*pos, "a1"), sortedSquares("a4 b4 d1 d2"));
    QCOMPARE(targets(*pos, "g1"), sortedSquares("d3 e4 i4 j3"));
}

void TestEngineVariant::unsupportedIsReported() {
    EngineVariantDefinition d = definitionNamed("shatar");
    d.pieces.push_back(parsePieceCommand("piece J& RgB"));
    const EngineVariantBuild b = buildEngineVariant(d);
    QVERIFY(b.variant); // the board still shows the variant
    QVERIFY(!b.checksLegality());
    QCOMPARE(joined(b.unsupported), QString("J \"RgB\": grasshopper moves (g)"));
    EngineVariantDefinition unknown = definitionNamed("shatar");
    unknown.setup.parent = "chu";
    const EngineVariantBuild c = buildEngineVariant(unknown);
    QVERIFY(c.variant);
    QCOMPARE(joined(c.unsupported), QString("the rules of parent variant \"chu\""));
}

void TestEngineVariant::variantMen() {
    EngineVariantDefinition d = definitionNamed("grande-acedrex");
    d.pieces.push_back(parsePieceCommand("piece +P& K"));
    d.pieces.push_back(parsePieceCommand("piece g Z"));  // as the white one: not written
    d.pieces.push_back(parsePieceCommand("piece l WD")); // differs: written
    const std::string tag = variantMenTag(d);
    QCOMPARE(tag, std::string("K:KimAimD;G:Z;L:HC;U:NmpafsyafW;A:FyafsF;+P:K;l:WD"));
    const std::vector<PieceCommand> back = piecesFromVariantMenTag(tag);
    QCOMPARE(int(back.size()), 7);
    QCOMPARE(back[3].letter, 'U');
    QVERIFY(back[3].bothColours);
    QCOMPARE(back[3].description, std::string("NmpafsyafW"));
    QVERIFY(back[5].promoted);
    QCOMPARE(back[6].letter, 'l');
    QVERIFY(!back[6].bothColours);
    // XBoard 4.8.0 wrote "(null)" for pieces without a description; ID suffixes.
    const auto odd = piecesFromVariantMenTag("N:(null);C':mRcpR;bad;:W");
    QCOMPARE(int(odd.size()), 1);
    QCOMPARE(odd[0].description, std::string("mRcpR"));
}

// A game as XBoard writes one of an engine-defined variant reads back on the variant its
// tags describe (Variant, FEN, VariantMen), moves of the engine's pieces included.
void TestEngineVariant::pgnReadsAnEngineVariant() {
    const std::string text =
        "[Variant \"grande-acedrex\"]\n[SetUp \"1\"]\n"
        "[FEN \"rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w "
        "Gg - 0 1\"]\n"
        "[VariantMen \"K:KimAimD;G:Z;L:HC;U:NmpafsyafW;A:FyafsF\"]\n\n"
        "1. e5 e8 2. Le2 Le11 *\n";
    const PgnReadResult read = readPgn(text);
    QVERIFY2(read.errors.empty(), read.errors.empty() ? "" : read.errors[0].message.c_str());
    QCOMPARE(int(read.games.size()), 1);
    const PgnGame& game = read.games[0];
    QVERIFY(game.variant);
    QCOMPARE(game.variant->width, 12);
    QCOMPARE(game.variant->height, 12);
    QCOMPARE(game.variant->name, std::string("grande-acedrex"));
    QCOMPARE(int(game.moves.size()), 4);
    // Without the pieces' tag the lion is XBoard's default for its type: no C leap.
    const std::string noMen = text.substr(0, text.find("[VariantMen")) + "\n1. e5 e8 2. Le2 *\n";
    QVERIFY(!readPgn(noMen).errors.empty());
    // What we write reads back on the same variant, to the same position.
    const PgnReadResult again = readPgn(writePgn(game));
    QVERIFY2(again.errors.empty(), again.errors.empty() ? "" : again.errors[0].message.c_str());
    QCOMPARE(again.games[0].variant, game.variant);
    QCOMPARE(again.games[0].endPosition().fen(), game.endPosition().fen());
    // Tags that build a variant on which their FEN cannot be played are dropped together:
    // a Variant tag kept alone would build another variant, or none (fuzz-pgn found it).
    const PgnReadResult refused = readPgn("[Variant \"fische\"] [FEN \"bqnb1/2p5/5P2/P2P4/"
                                          "NPP1P1PP/BS1BNRKR w HFhf - 2 9\"] 9. O-O O-O");
    QCOMPARE(int(refused.games.size()), 1);
    QVERIFY(!refused.errors.empty());
    QCOMPARE(refused.games[0].tag("Variant"), std::string());
    QCOMPARE(refused.games[0].tag("FEN"), std::string());
    QVERIFY(readPgn(writePgn(refused.games)).errors.empty());
    // A Variant tag that is no CECP variant name builds nothing.
    QVERIFY(!engineVariantFromTags("(grande-acedrex", "8/8/8/8/8/8/8/8 w - - 0 1", ""));
    QVERIFY(!engineVariantFromTags("gr\xc3\xa4nde", "8/8/8/8/8/8/8/8 w - - 0 1", ""));
    QVERIFY(engineVariantFromTags("grande-acedrex", "8/8/8/8/8/8/8/8 w - - 0 1", ""));
    // A FEN rank of many digits is a width no board has, not an overflow.
    QCOMPARE(fenRankWidth("2p9223372036854775807"), 10000);
}

QTEST_APPLESS_MAIN(TestEngineVariant)
#include "test_enginevariant.moc"

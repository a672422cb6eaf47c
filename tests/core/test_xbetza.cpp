// parseXBetza and parsePieceCommand. The first table is every distinct move description
// Fairy-Stockfish, Fairy-Max and Sjaak II send in xboard mode (collected with
// collect_xbetza.sh over every variant they list): each must parse, into one move per atom.
// The second table spells out the vectors, range, modality and flags of representative ones.
#include "board/core/xbetza.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace tabiya;

namespace {

struct EngineDefinition {
    const char* description;
    int moves;           // atoms in the description, counted by the collector; -1: rejected
    const char* engines; // who sends it
};

// Generated from collect_xbetza.sh's output (217 distinct descriptions in 271 piece lines).
const EngineDefinition EngineDefinitions[] = {
    {"A", 1, "fairy-stockfish+sjaakii"},
    {"AG", 2, "fairymax"},
    {"B", 1, "fairy-stockfish+sjaakii"},
    {"B@5", 1, "fairy-stockfish"},
    {"B@6", 1, "fairy-stockfish"},
    {"B@8", 1, "fairy-stockfish"},
    {"BD", 2, "fairymax"},
    {"BD0", 2, "fairymax"},
    {"BN", 2, "fairy-stockfish+sjaakii"},
    {"BN0", 2, "sjaakii"},
    {"BN@8", 2, "fairy-stockfish"},
    {"BW", 2, "fairy-stockfish+sjaakii"},
    {"BW@5", 2, "fairy-stockfish"},
    {"BW@6", 2, "fairy-stockfish"},
    {"BW@8", 2, "fairy-stockfish"},
    {"BfW", 2, "sjaakii"},
    {"BirO10iljO11", 3, "sjaakii"},
    {"BmW", 2, "sjaakii"},
    {"Bs@8", 1, "fairy-stockfish"},
    {"BtgabyabsB", 2, "fairymax"},
    {"BvRsW", 3, "sjaakii"},
    {"C", 1, "fairymax+sjaakii"},
    {"CF", 2, "sjaakii"},
    {"D", 1, "sjaakii"},
    {"D0A0", 2, "sjaakii"},
    {"DAHG", 4, "sjaakii"},
    {"DffbbNF3", 3, "sjaakii"},
    {"F", 1, "fairy-stockfish+sjaakii"},
    {"F@10", 1, "fairy-stockfish"},
    {"F@4", 1, "fairy-stockfish"},
    {"F@8", 1, "fairy-stockfish"},
    {"FA", 2, "fairy-stockfish+fairymax+sjaakii"},
    {"FAD", 3, "fairymax"},
    {"FAvWvD", 4, "sjaakii"},
    {"FDH", 3, "sjaakii"},
    {"Fb@3", 1, "sjaakii"},
    {"FfW", 2, "fairy-stockfish+sjaakii"},
    {"FfW@3", 2, "sjaakii"},
    {"FfW@5", 2, "fairy-stockfish"},
    {"FfW@6", 2, "fairy-stockfish"},
    {"FfW@8", 2, "fairy-stockfish"},
    {"FifD", 2, "fairy-stockfish+fairymax"},
    {"FiffmD", 2, "sjaakii"},
    {"FsfW", 2, "sjaakii"},
    {"FvW", 2, "sjaakii"},
    {"FyafsF", 2, "fairymax"},
    {"HC", 2, "fairymax"},
    {"K", 1, "fairy-stockfish+sjaakii"},
    {"K@3", 1, "sjaakii"},
    {"K@4", 1, "fairy-stockfish"},
    {"K@5", 1, "fairy-stockfish"},
    {"K@6", 1, "fairy-stockfish"},
    {"K@8", 1, "fairy-stockfish"},
    {"KAD", 3, "fairymax"},
    {"KN", 2, "fairy-stockfish"},
    {"KO2", 2, "fairy-stockfish"},
    {"KO2@8", 2, "fairy-stockfish"},
    {"KO3", 2, "fairy-stockfish"},
    {"KO3@8", 2, "fairy-stockfish"},
    {"KbRfBbF2", 4, "sjaakii"},
    {"KiN", 2, "fairymax"},
    {"KilO2rO3", 3, "fairymax"},
    {"KimAimD", 3, "fairymax"},
    {"KimN", 2, "sjaakii"},
    {"KimNisO2isO3isO4", 5, "sjaakii"},
    {"KirO10iljO11", 3, "sjaakii"},
    {"KirO2ilO3", 3, "sjaakii"},
    {"KisO1isO2isO3isO4", 5, "sjaakii"},
    {"KisO2", 2, "fairymax+sjaakii"},
    {"KisO2isO3ilO4", 4, "sjaakii"},
    {"KisO2isO3isO4", 4, "fairymax"},
    {"KisO3", 2, "sjaakii"},
    {"KisO3irO4ilO2", 4, "sjaakii"},
    {"KisfmWfmFflfrmN", 4, "sjaakii"},
    {"KisjO2", 2, "sjaakii"},
    {"KismN", 2, "fairy-stockfish"},
    {"N", 1, "fairy-stockfish+sjaakii"},
    {"N0", 1, "sjaakii"},
    {"N@3", 1, "sjaakii"},
    {"N@8", 1, "fairy-stockfish"},
    {"NAF", 3, "fairymax"},
    {"NC", 2, "fairymax+sjaakii"},
    {"NDF2", 3, "sjaakii"},
    {"NF2", 2, "sjaakii"},
    {"NFA", 3, "sjaakii"},
    {"NFR", 3, "fairymax"},
    {"NW", 2, "sjaakii"},
    {"NWD", 3, "fairymax+sjaakii"},
    {"NWF", 3, "sjaakii"},
    {"NmpafsafF", 2, "fairymax"},
    {"NmpafsyafW", 2, "fairymax"},
    {"Q", 1, "sjaakii"},
    {"QN", 2, "sjaakii"},
    {"R", 1, "fairy-stockfish+sjaakii"},
    {"R@1", 1, "sjaakii"},
    {"R@10", 1, "fairy-stockfish"},
    {"R@5", 1, "fairy-stockfish"},
    {"R@6", 1, "fairy-stockfish"},
    {"R@8", 1, "fairy-stockfish"},
    {"RB", 2, "fairy-stockfish"},
    {"RB@8", 2, "fairy-stockfish"},
    {"RBN", 3, "fairy-stockfish"},
    {"RF", 2, "fairy-stockfish+sjaakii"},
    {"RF@5", 2, "fairy-stockfish"},
    {"RF@6", 2, "fairy-stockfish"},
    {"RF@8", 2, "fairy-stockfish"},
    {"RN", 2, "fairy-stockfish+sjaakii"},
    {"RN@8", 2, "fairy-stockfish"},
    {"RNF", 3, "fairy-stockfish+sjaakii"},
    {"RcpRnN", 3, "fairy-stockfish"},
    {"RtgabyabsR", 2, "fairymax"},
    {"W", 1, "fairy-stockfish+sjaakii"},
    {"W@10", 1, "fairy-stockfish"},
    {"W@4", 1, "fairy-stockfish"},
    {"WA", 2, "fairymax"},
    {"WD", 2, "fairymax+sjaakii"},
    {"WDA", 3, "sjaakii"},
    {"WF", 2, "fairy-stockfish"},
    {"WFDA", 4, "sjaakii"},
    {"WFDllrrN", 4, "sjaakii"},
    {"WN", 2, "fairymax"},
    {"WfF", 2, "fairy-stockfish+sjaakii"},
    {"WfF@4", 2, "fairy-stockfish"},
    {"WfF@5", 2, "fairy-stockfish"},
    {"WfF@6", 2, "fairy-stockfish"},
    {"WfF@8", 2, "fairy-stockfish"},
    {"WyafsW", 2, "fairymax"},
    {"Z", 1, "fairymax"},
    {"aflafrKafraflKafafsKafsafK", 4, "fairymax"},
    {"bFfD", 2, "sjaakii"},
    {"bFfW", 2, "sjaakii"},
    {"cW", 1, "fairy-stockfish"},
    // Sjaak II's wolves_and_sheep wolf: a direction without an atom (it means fmF), which
    // XBoard would read as a piece that cannot move. Rejected, so the caller hands
    // legality to the engine.
    {"f", -1, "sjaakii"},
    {"fAbD", 2, "sjaakii"},
    {"fFfR@8", 2, "sjaakii"},
    {"fFfWbR", 3, "sjaakii"},
    {"fN", 1, "fairy-stockfish"},
    {"fN@5", 1, "fairy-stockfish"},
    {"fN@6", 1, "fairy-stockfish"},
    {"fNsW@8", 2, "fairy-stockfish"},
    {"fR", 1, "sjaakii"},
    {"fR@10", 1, "sjaakii"},
    {"fR@5", 1, "fairy-stockfish+sjaakii"},
    {"fRbB", 2, "sjaakii"},
    {"fRbW2", 2, "sjaakii"},
    {"fRbWF", 3, "sjaakii"},
    {"fRlbBrbF", 3, "sjaakii"},
    {"fRrbBlbF", 3, "sjaakii"},
    {"fW", 1, "sjaakii"},
    {"fW@4", 1, "fairy-stockfish"},
    {"fW@5", 1, "fairy-stockfish"},
    {"fWf@10", 1, "sjaakii"},
    {"fWf@4", 1, "sjaakii"},
    {"fWf@5", 1, "fairy-stockfish+sjaakii"},
    {"fWf@6", 1, "fairy-stockfish"},
    {"fWf@7", 1, "sjaakii"},
    {"fWf@8", 1, "fairy-stockfish+sjaakii"},
    {"fWfFcF", 3, "fairy-stockfish"},
    {"fWff@6", 1, "sjaakii"},
    {"ffN", 1, "sjaakii"},
    {"ffN@4", 1, "sjaakii"},
    {"ffNfR@8", 2, "sjaakii"},
    {"ffbbN", 1, "sjaakii"},
    {"fmFfcW", 2, "sjaakii"},
    {"fmFfceWifmnA", 3, "fairymax"},
    {"fmWfcF", 2, "fairymax+sjaakii"},
    {"fmWfcF@3", 2, "sjaakii"},
    {"fmWfcFifmW2", 3, "sjaakii"},
    {"fmWfceF", 2, "fairy-stockfish+sjaakii"},
    {"fmWfceFifmW2", 3, "sjaakii"},
    {"fmWfceFifmW2@7", 3, "sjaakii"},
    {"fmWfceFifmW2isO3", 4, "sjaakii"},
    {"fmWfceFifmW3", 3, "fairymax+sjaakii"},
    {"fmWfceFifmW3iifmnD", 4, "fairymax"},
    {"fmWfceFifmnD", 3, "fairy-stockfish"},
    {"fmWfceFifmnD@7", 3, "fairy-stockfish"},
    {"fmWfceFifmnDj@7", 3, "fairy-stockfish"},
    {"fmWfceFiifmW2ifmW3", 4, "sjaakii"},
    {"fmWfceFj@0", 2, "fairy-stockfish"},
    {"fmWfceoFifmnD", 3, "fairymax"},
    {"fsW", 1, "fairy-stockfish"},
    {"fsW@10", 1, "fairy-stockfish"},
    {"fsWfF", 2, "fairy-stockfish"},
    {"lfmFflcW", 2, "sjaakii"},
    {"mBcN", 2, "fairy-stockfish"},
    {"mBcR", 2, "sjaakii"},
    {"mF", 1, "sjaakii"},
    {"mNcB", 2, "fairy-stockfish"},
    {"mNcR", 2, "fairy-stockfish"},
    {"mQcpQ", 2, "sjaakii"},
    {"mRcB", 2, "sjaakii"},
    {"mRcN", 2, "fairy-stockfish"},
    {"mRcpR", 2, "fairy-stockfish+sjaakii"},
    {"mRcpR@10", 2, "fairy-stockfish"},
    {"mafsmafW", 1, "fairy-stockfish"},
    {"mcpaKmcabK", 2, "sjaakii"},
    {"nA", 1, "fairy-stockfish"},
    {"nA@10", 1, "fairy-stockfish"},
    {"nN", 1, "fairy-stockfish+sjaakii"},
    {"nN@10", 1, "fairy-stockfish"},
    {"oB", 1, "fairymax"},
    {"oK", 1, "fairymax"},
    {"oN", 1, "fairymax"},
    {"oQ", 1, "fairymax"},
    {"oR", 1, "fairymax"},
    {"pRpB", 2, "fairy-stockfish"},
    {"rfmFfrcW", 2, "sjaakii"},
    {"sRfR", 2, "sjaakii"},
    {"sRvW", 2, "sjaakii"},
    {"sWfF", 2, "sjaakii"},
    {"sWffN", 2, "sjaakii"},
    {"sbWfF", 2, "sjaakii"},
    {"sfW", 1, "sjaakii"},
    {"vRfF3sWbF", 4, "sjaakii"},
    {"vRsWfF", 3, "sjaakii"},
    {"vWfF", 2, "sjaakii"},
    {"vWfFbR", 3, "sjaakii"},
};

using V = std::vector<XBetzaVector>;

V sorted(V v) {
    std::sort(v.begin(), v.end());
    return v;
}

QString show(const V& v) {
    QStringList parts;
    for (XBetzaVector x : v)
        parts << QStringLiteral("(%1,%2)").arg(x.x).arg(x.y);
    return parts.join(u' ');
}

} // namespace

Q_DECLARE_METATYPE(V)

class TestXBetza : public QObject {
    Q_OBJECT

private slots:
    void engineDefinitions_data();
    void engineDefinitions();
    void legs_data();
    void legs();
    void moveCounts();
    void dropRules();
    void errors_data();
    void errors();
    void pieceCommand_data();
    void pieceCommand();
};

void TestXBetza::engineDefinitions_data() {
    QTest::addColumn<QString>("description");
    QTest::addColumn<int>("moves");
    for (const EngineDefinition& d : EngineDefinitions)
        QTest::newRow(d.description) << QString::fromLatin1(d.description) << d.moves;
}

void TestXBetza::engineDefinitions() {
    QFETCH(QString, description);
    QFETCH(int, moves);
    const XBetzaResult r = parseXBetza(description.toStdString());
    if (moves < 0) {
        QVERIFY(!r.ok);
        return;
    }
    QVERIFY2(r.ok,
             qPrintable(
                 QStringLiteral("at %1: %2").arg(r.errorPos).arg(QString::fromStdString(r.error))));
    QCOMPARE(int(r.piece.moves.size()), moves);
}

// One leg of one move, spelled out.
void TestXBetza::legs_data() {
    QTest::addColumn<QString>("description");
    QTest::addColumn<int>("move");
    QTest::addColumn<int>("leg");
    QTest::addColumn<V>("vectors");
    QTest::addColumn<int>("range");
    QTest::addColumn<int>("modes");
    QTest::addColumn<int>("flags");
    const int both = XBetzaMoveMode | XBetzaCaptureMode;
    const V orth{{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    const V diag{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    const V knight{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
    QTest::newRow("R of RB") << "RB" << 0 << 0 << orth << 0 << both << 0;
    QTest::newRow("B of RB") << "RB" << 1 << 0 << diag << 0 << both << 0;
    QTest::newRow("janggi cannon pR") << "pRpB" << 0 << 0 << orth << 0 << both << int(XBetzaHop);
    QTest::newRow("xiangqi horse nN") << "nN" << 0 << 0 << knight << 1 << both << int(XBetzaLame);
    QTest::newRow("ffN") << "ffN" << 0 << 0 << V{{-1, 2}, {1, 2}} << 1 << both << 0;
    QTest::newRow("llrrN") << "WFDllrrN" << 3 << 0 << V{{-2, -1}, {-2, 1}, {2, -1}, {2, 1}} << 1
                           << both << 0;
    QTest::newRow("ffbbN") << "ffbbN" << 0 << 0 << V{{-1, -2}, {-1, 2}, {1, -2}, {1, 2}} << 1
                           << both << 0;
    QTest::newRow("flfrmN") << "KisfmWfmFflfrmN" << 3 << 0 << V{{-2, 1}, {2, 1}} << 1
                            << int(XBetzaMoveMode) << 0;
    QTest::newRow("isfmW") << "KisfmWfmFflfrmN" << 1 << 0 << V{{-1, 0}, {0, 1}, {1, 0}} << 1
                           << int(XBetzaMoveMode) << int(XBetzaInitial);
    QTest::newRow("rbN") << "rbN" << 0 << 0 << V{{1, -2}} << 1 << both << 0;
    QTest::newRow("fsW") << "fsW" << 0 << 0 << V{{-1, 0}, {0, 1}, {1, 0}} << 1 << both << 0;
    QTest::newRow("pawn fmW") << "fmWfceFifmnD" << 0 << 0 << V{{0, 1}} << 1 << int(XBetzaMoveMode)
                              << 0;
    QTest::newRow("pawn fceF") << "fmWfceFifmnD" << 1 << 0 << V{{-1, 1}, {1, 1}} << 1
                               << int(XBetzaCaptureMode | XBetzaEnPassantMode) << 0;
    QTest::newRow("pawn ifmnD") << "fmWfceFifmnD" << 2 << 0 << V{{0, 2}} << 1 << int(XBetzaMoveMode)
                                << int(XBetzaInitial | XBetzaLame);
    QTest::newRow("iifmnD") << "fmWfceFifmW3iifmnD" << 3 << 0 << V{{0, 2}} << 1
                            << int(XBetzaMoveMode)
                            << int(XBetzaInitial | XBetzaTwiceInitial | XBetzaLame);
    QTest::newRow("fmW3") << "fmWfceFifmW3iifmnD" << 2 << 0 << V{{0, 1}} << 3 << int(XBetzaMoveMode)
                          << int(XBetzaInitial);
    QTest::newRow("F3 range") << "vRfF3sWbF" << 1 << 0 << V{{-1, 1}, {1, 1}} << 3 << both << 0;
    QTest::newRow("D0 rides") << "D0A0" << 0 << 0 << V{{-2, 0}, {0, -2}, {0, 2}, {2, 0}} << 0
                              << both << 0;
    QTest::newRow("castling O2") << "KisO2" << 1 << 0 << V{{-1, 0}, {1, 0}} << 2 << both
                                 << int(XBetzaInitial);
    QTest::newRow("cylinder oQ") << "oQ" << 0 << 0 << sorted([&] {
        V v = orth;
        v.insert(v.end(), diag.begin(), diag.end());
        return v;
    }()) << 0 << both << int(XBetzaCylinder);
    // Janggi elephant: one orthogonal step to an empty square, a diagonal one outwards, then
    // on in the same direction.
    QTest::newRow("elephant leg 1")
        << "mafsmafW" << 0 << 0 << orth << 1 << int(XBetzaMoveMode) << 0;
    QTest::newRow("elephant leg 2")
        << "mafsmafW" << 0 << 1 << V{{-1, 1}, {1, 1}} << 1 << int(XBetzaMoveMode) << 0;
    QTest::newRow("elephant leg 3") << "mafsmafW" << 0 << 2 << V{{0, 1}} << 1 << both << 0;
    QTest::newRow("rifle leg 2 back") << "mcpaKmcabK" << 1 << 1 << V{{0, -1}} << 1 << both << 0;
    QTest::newRow("hopper leg 1") << "mcpaKmcabK" << 0 << 0 << sorted([&] {
        V v = orth;
        v.insert(v.end(), diag.begin(), diag.end());
        return v;
    }()) << 1 << both << int(XBetzaHop);
    QTest::newRow("any turn") << "mcpaKmcabK" << 0 << 1
                              << V{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {-1, -1}, {-1, 0}, {-1, 1}} << 1
                              << both << 0;
    QTest::newRow("afl") << "aflafrK" << 0 << 1 << V{{-1, 1}} << 1 << int(XBetzaMoveMode) << 0;
    QTest::newRow("afr") << "aflafrK" << 0 << 2 << V{{1, 1}} << 1 << both << 0;
    QTest::newRow("grande acedrex y") << "NmpafsyafW" << 1 << 1 << V{{1, 1}, {-1, 1}} << 1
                                      << int(XBetzaMoveMode) << int(XBetzaSlideOn);
    QTest::newRow("tg leg") << "BtgabyabsB" << 1 << 0 << diag << 0 << 0
                            << int(XBetzaTame | XBetzaGrasshop);
    // XBoard's reading of oblique directions: one letter is the narrow pair, two letters
    // the move whose long side points along the second.
    QTest::newRow("shogi knight fN") << "fN" << 0 << 0 << V{{-1, 2}, {1, 2}} << 1 << both << 0;
    QTest::newRow("fsN wide") << "fsN" << 0 << 0 << V{{-2, 1}, {2, 1}} << 1 << both << 0;
    QTest::newRow("fhN half") << "fhN" << 0 << 0 << V{{-2, 1}, {-1, 2}, {1, 2}, {2, 1}} << 1 << both
                              << 0;
    QTest::newRow("lfN") << "lfN" << 0 << 0 << V{{-1, 2}} << 1 << both << 0;
    QTest::newRow("fK straight") << "fK" << 0 << 0 << V{{0, 1}} << 1 << both << 0;
    QTest::newRow("fsK diagonals") << "fsK" << 0 << 0 << V{{-1, 1}, {1, 1}} << 1 << both << 0;
    // A W leg after another defaults to straight on or a right angle, not back.
    QTest::newRow("later W default")
        << "maW" << 0 << 1 << V{{0, 1}, {1, 0}, {-1, 0}} << 1 << both << 0;
    // y: the leg after slides (grande acedrex's unicorn goes on as a rook).
    QTest::newRow("y makes a slider") << "NmpafsyafW" << 1 << 2 << V{{0, 1}} << 0 << both << 0;
    QTest::newRow("g makes a leaper")
        << "BtgabyabsB" << 1 << 1 << V{{0, -1}} << 1 << int(XBetzaMoveMode) << int(XBetzaSlideOn);
    QTest::newRow("y back to slider")
        << "BtgabyabsB" << 1 << 2 << V{{1, -1}, {-1, -1}} << 0 << both << 0;
}

void TestXBetza::legs() {
    QFETCH(QString, description);
    QFETCH(int, move);
    QFETCH(int, leg);
    QFETCH(V, vectors);
    const XBetzaResult r = parseXBetza(description.toStdString());
    QVERIFY2(r.ok, r.error.c_str());
    QVERIFY(move < int(r.piece.moves.size()));
    QVERIFY(leg < int(r.piece.moves[move].legs.size()));
    const XBetzaLeg& l = r.piece.moves[move].legs[leg];
    // A first leg's vectors come sorted; a later leg's follow the turns clockwise.
    QCOMPARE(show(leg == 0 ? l.vectors : sorted(l.vectors)),
             show(leg == 0 ? vectors : sorted(vectors)));
    QTEST(l.range, "range");
    QTEST(int(l.modes), "modes");
    QTEST(int(l.flags), "flags");
}

void TestXBetza::moveCounts() {
    QCOMPARE(parseXBetza("mafsmafW").piece.moves[0].legs.size(), size_t(3));
    QCOMPARE(parseXBetza("aflafrKafraflKafafsKafsafK").piece.moves.size(), size_t(4));
    QCOMPARE(parseXBetza("BtgabyabsB").piece.moves[1].legs.size(), size_t(3));
}

void TestXBetza::dropRules() {
    const XBetzaResult shogiPawn = parseXBetza("fWf@8");
    QVERIFY(shogiPawn.ok);
    QCOMPARE(shogiPawn.piece.dropFlags, std::string("f"));
    QCOMPARE(shogiPawn.piece.dropRanks, 8);
    const XBetzaResult plain = parseXBetza("fW");
    QCOMPARE(plain.piece.dropRanks, -1);
    QCOMPARE(parseXBetza("fmWfceFj@0").piece.dropFlags, std::string("j"));
}

void TestXBetza::errors_data() {
    QTest::addColumn<QString>("description");
    QTest::addColumn<int>("pos");
    QTest::newRow("empty") << "" << 0;
    QTest::newRow("unknown atom") << "WX" << 1;
    QTest::newRow("modifiers only") << "Wfm" << 1;
    QTest::newRow("unknown modifier") << "wW" << 0;
    QTest::newRow("digit first") << "3W" << 0;
    QTest::newRow("range too large") << "W999" << 1;
    QTest::newRow("huge range") << "R99999999999999999999" << 1;
    QTest::newRow("@ without ranks") << "fW@" << 2;
    QTest::newRow("text after @") << "fW@8W" << 4;
    QTest::newRow("castling in legs") << "maO2" << 2;
    QTest::newRow("too many legs") << "aaaaaaaaaW" << 9;
    QTest::newRow("space") << "W F" << 1;
}

void TestXBetza::errors() {
    QFETCH(QString, description);
    QFETCH(int, pos);
    const XBetzaResult r = parseXBetza(description.toStdString());
    QVERIFY(!r.ok);
    QVERIFY(!r.error.empty());
    QCOMPARE(int(r.errorPos), pos);
}

void TestXBetza::pieceCommand_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("letter");
    QTest::addColumn<bool>("both");
    QTest::addColumn<bool>("promoted");
    QTest::addColumn<QString>("description");
    QTest::newRow("janggi rook") << "piece R& RB" << true << "R" << true << false << "RB";
    QTest::newRow("promoted") << "piece +B& BW" << true << "B" << true << true << "BW";
    QTest::newRow("black only") << "piece c FAD" << true << "c" << false << false << "FAD";
    QTest::newRow("white only, CR")
        << "piece U NmpafsyafW\r" << true << "U" << false << false << "NmpafsyafW";
    QTest::newRow("black with &") << "piece r& R" << false << "" << false << false << "";
    QTest::newRow("no description") << "piece R&" << false << "" << false << false << "";
    QTest::newRow("two letters") << "piece RR W" << false << "" << false << false << "";
    QTest::newRow("not piece") << "setup R& W" << false << "" << false << false << "";
    QTest::newRow("bare") << "piece" << false << "" << false << false << "";
}

void TestXBetza::pieceCommand() {
    QFETCH(QString, line);
    QFETCH(bool, ok);
    const PieceCommand c = parsePieceCommand(line.toStdString());
    QCOMPARE(c.ok, ok);
    if (!ok) {
        QVERIFY(!c.error.empty());
        return;
    }
    QTEST(QString(QChar(c.letter)), "letter");
    QTEST(c.bothColours, "both");
    QTEST(c.promoted, "promoted");
    QTEST(QString::fromStdString(c.description), "description");
}

QTEST_APPLESS_MAIN(TestXBetza)
#include "test_xbetza.moc"

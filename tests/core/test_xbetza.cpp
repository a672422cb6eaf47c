// parseXBetza and parsePieceCommand. The first table is every distinct move description
// Fairy-Stockfish, Fairy-Max and Sjaak II send in xboard mode (collected with
// collect_xbetza.sh over every variant they list): each must parse, into one move per atom.
// The second table spells out the vectors, range, modality and flags of representative ones.
#include "board/core/xbetza.h"
#include "board/core/xbetzaatoms.h"

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
    // What compileXBetza makes of it: the MoveAtoms by kind (L leap, n lame leap, R ride,
    // H hop, P path leap, B bent ride) with their counts, "O2" for castling by two squares,
    // "e" for en passant; or "! " and the English reasons it cannot be expressed.
    const char* atoms;
};

// Generated from collect_xbetza.sh's output (217 distinct descriptions in 271 piece lines).
const EngineDefinition EngineDefinitions[] = {
    {"A", 1, "fairy-stockfish+sjaakii", "L4"},
    {"AG", 2, "fairymax", "L8"},
    {"B", 1, "fairy-stockfish+sjaakii", "R4"},
    {"B@5", 1, "fairy-stockfish", "R4"},
    {"B@6", 1, "fairy-stockfish", "R4"},
    {"B@8", 1, "fairy-stockfish", "R4"},
    {"BD", 2, "fairymax", "L4 R4"},
    {"BD0", 2, "fairymax", "R8"},
    {"BN", 2, "fairy-stockfish+sjaakii", "L8 R4"},
    {"BN0", 2, "sjaakii", "R12"},
    {"BN@8", 2, "fairy-stockfish", "L8 R4"},
    {"BW", 2, "fairy-stockfish+sjaakii", "L4 R4"},
    {"BW@5", 2, "fairy-stockfish", "L4 R4"},
    {"BW@6", 2, "fairy-stockfish", "L4 R4"},
    {"BW@8", 2, "fairy-stockfish", "L4 R4"},
    {"BfW", 2, "sjaakii", "L1 R4"},
    {"BirO10iljO11", 3, "sjaakii",
     "! castling that far; castling with a piece other than the corner one (j)"},
    {"BmW", 2, "sjaakii", "L4 R4"},
    {"Bs@8", 1, "fairy-stockfish", "R4"},
    {"BtgabyabsB", 2, "fairymax", "! tame moves that may not capture a royal piece (t)"},
    {"BvRsW", 3, "sjaakii", "L2 R6"},
    {"C", 1, "fairymax+sjaakii", "L8"},
    {"CF", 2, "sjaakii", "L12"},
    {"D", 1, "sjaakii", "L4"},
    {"D0A0", 2, "sjaakii", "R8"},
    {"DAHG", 4, "sjaakii", "L16"},
    {"DffbbNF3", 3, "sjaakii", "L12 P8"},
    {"F", 1, "fairy-stockfish+sjaakii", "L4"},
    {"F@10", 1, "fairy-stockfish", "L4"},
    {"F@4", 1, "fairy-stockfish", "L4"},
    {"F@8", 1, "fairy-stockfish", "L4"},
    {"FA", 2, "fairy-stockfish+fairymax+sjaakii", "L8"},
    {"FAD", 3, "fairymax", "L12"},
    {"FAvWvD", 4, "sjaakii", "L12"},
    {"FDH", 3, "sjaakii", "L12"},
    {"Fb@3", 1, "sjaakii", "L4"},
    {"FfW", 2, "fairy-stockfish+sjaakii", "L5"},
    {"FfW@3", 2, "sjaakii", "L5"},
    {"FfW@5", 2, "fairy-stockfish", "L5"},
    {"FfW@6", 2, "fairy-stockfish", "L5"},
    {"FfW@8", 2, "fairy-stockfish", "L5"},
    {"FifD", 2, "fairy-stockfish+fairymax", "L5"},
    {"FiffmD", 2, "sjaakii", "L5"},
    {"FsfW", 2, "sjaakii", "L7"},
    {"FvW", 2, "sjaakii", "L6"},
    {"FyafsF", 2, "fairymax", "L4 B8"},
    {"HC", 2, "fairymax", "L12"},
    {"K", 1, "fairy-stockfish+sjaakii", "L8"},
    {"K@3", 1, "sjaakii", "L8"},
    {"K@4", 1, "fairy-stockfish", "L8"},
    {"K@5", 1, "fairy-stockfish", "L8"},
    {"K@6", 1, "fairy-stockfish", "L8"},
    {"K@8", 1, "fairy-stockfish", "L8"},
    {"KAD", 3, "fairymax", "L16"},
    {"KN", 2, "fairy-stockfish", "L16"},
    {"KO2", 2, "fairy-stockfish", "L8 O2"},
    {"KO2@8", 2, "fairy-stockfish", "L8 O2"},
    {"KO3", 2, "fairy-stockfish", "L8 O3"},
    {"KO3@8", 2, "fairy-stockfish", "L8 O3"},
    {"KbRfBbF2", 4, "sjaakii", "L5 R3 P2"},
    {"KiN", 2, "fairymax", "L16"},
    {"KilO2rO3", 3, "fairymax", "! castling by different distances to each side"},
    {"KimAimD", 3, "fairymax", "L16"},
    {"KimN", 2, "sjaakii", "L16"},
    {"KimNisO2isO3isO4", 5, "sjaakii", "! castling by several distances to one side"},
    {"KirO10iljO11", 3, "sjaakii",
     "! castling that far; castling with a piece other than the corner one (j)"},
    {"KirO2ilO3", 3, "sjaakii", "! castling by different distances to each side"},
    {"KisO1isO2isO3isO4", 5, "sjaakii", "! castling by several distances to one side"},
    {"KisO2", 2, "fairymax+sjaakii", "L8 O2"},
    {"KisO2isO3ilO4", 4, "sjaakii", "! castling by several distances to one side"},
    {"KisO2isO3isO4", 4, "fairymax", "! castling by several distances to one side"},
    {"KisO3", 2, "sjaakii", "L8 O3"},
    {"KisO3irO4ilO2", 4, "sjaakii", "! castling by several distances to one side"},
    {"KisfmWfmFflfrmN", 4, "sjaakii", "L12"},
    {"KisjO2", 2, "sjaakii", "! castling with a piece other than the corner one (j)"},
    {"KismN", 2, "fairy-stockfish", "L12"},
    {"N", 1, "fairy-stockfish+sjaakii", "L8"},
    {"N0", 1, "sjaakii", "R8"},
    {"N@3", 1, "sjaakii", "L8"},
    {"N@8", 1, "fairy-stockfish", "L8"},
    {"NAF", 3, "fairymax", "L16"},
    {"NC", 2, "fairymax+sjaakii", "L16"},
    {"NDF2", 3, "sjaakii", "L16 P4"},
    {"NF2", 2, "sjaakii", "L12 P4"},
    {"NFA", 3, "sjaakii", "L16"},
    {"NFR", 3, "fairymax", "L12 R4"},
    {"NW", 2, "sjaakii", "L12"},
    {"NWD", 3, "fairymax+sjaakii", "L16"},
    {"NWF", 3, "sjaakii", "L16"},
    {"NmpafsafF", 2, "fairymax", "L8 n8"},
    {"NmpafsyafW", 2, "fairymax", "L8 B8"},
    {"Q", 1, "sjaakii", "R8"},
    {"QN", 2, "sjaakii", "L8 R8"},
    {"R", 1, "fairy-stockfish+sjaakii", "R4"},
    {"R@1", 1, "sjaakii", "R4"},
    {"R@10", 1, "fairy-stockfish", "R4"},
    {"R@5", 1, "fairy-stockfish", "R4"},
    {"R@6", 1, "fairy-stockfish", "R4"},
    {"R@8", 1, "fairy-stockfish", "R4"},
    {"RB", 2, "fairy-stockfish", "R8"},
    {"RB@8", 2, "fairy-stockfish", "R8"},
    {"RBN", 3, "fairy-stockfish", "L8 R8"},
    {"RF", 2, "fairy-stockfish+sjaakii", "L4 R4"},
    {"RF@5", 2, "fairy-stockfish", "L4 R4"},
    {"RF@6", 2, "fairy-stockfish", "L4 R4"},
    {"RF@8", 2, "fairy-stockfish", "L4 R4"},
    {"RN", 2, "fairy-stockfish+sjaakii", "L8 R4"},
    {"RN@8", 2, "fairy-stockfish", "L8 R4"},
    {"RNF", 3, "fairy-stockfish+sjaakii", "L12 R4"},
    {"RcpRnN", 3, "fairy-stockfish", "n8 R4 H4"},
    {"RtgabyabsR", 2, "fairymax", "! tame moves that may not capture a royal piece (t)"},
    {"W", 1, "fairy-stockfish+sjaakii", "L4"},
    {"W@10", 1, "fairy-stockfish", "L4"},
    {"W@4", 1, "fairy-stockfish", "L4"},
    {"WA", 2, "fairymax", "L8"},
    {"WD", 2, "fairymax+sjaakii", "L8"},
    {"WDA", 3, "sjaakii", "L12"},
    {"WF", 2, "fairy-stockfish", "L8"},
    {"WFDA", 4, "sjaakii", "L16"},
    {"WFDllrrN", 4, "sjaakii", "L16"},
    {"WN", 2, "fairymax", "L12"},
    {"WfF", 2, "fairy-stockfish+sjaakii", "L6"},
    {"WfF@4", 2, "fairy-stockfish", "L6"},
    {"WfF@5", 2, "fairy-stockfish", "L6"},
    {"WfF@6", 2, "fairy-stockfish", "L6"},
    {"WfF@8", 2, "fairy-stockfish", "L6"},
    {"WyafsW", 2, "fairymax", "L4 B8"},
    {"Z", 1, "fairymax", "L8"},
    {"aflafrKafraflKafafsKafsafK", 4, "fairymax", "P16"},
    {"bFfD", 2, "sjaakii", "L3"},
    {"bFfW", 2, "sjaakii", "L3"},
    {"cW", 1, "fairy-stockfish", "L4"},
    // Sjaak II's wolves_and_sheep wolf: a direction without an atom (it means fmF), which
    // XBoard would read as a piece that cannot move. Rejected, so the caller hands
    // legality to the engine.
    {"f", -1, "sjaakii", "! modifiers without an atom"},
    {"fAbD", 2, "sjaakii", "L3"},
    {"fFfR@8", 2, "sjaakii", "L2 R1"},
    {"fFfWbR", 3, "sjaakii", "L3 R1"},
    {"fN", 1, "fairy-stockfish", "L2"},
    {"fN@5", 1, "fairy-stockfish", "L2"},
    {"fN@6", 1, "fairy-stockfish", "L2"},
    {"fNsW@8", 2, "fairy-stockfish", "L4"},
    {"fR", 1, "sjaakii", "R1"},
    {"fR@10", 1, "sjaakii", "R1"},
    {"fR@5", 1, "fairy-stockfish+sjaakii", "R1"},
    {"fRbB", 2, "sjaakii", "R3"},
    {"fRbW2", 2, "sjaakii", "L1 R1 P1"},
    {"fRbWF", 3, "sjaakii", "L5 R1"},
    {"fRlbBrbF", 3, "sjaakii", "L1 R2"},
    {"fRrbBlbF", 3, "sjaakii", "L1 R2"},
    {"fW", 1, "sjaakii", "L1"},
    {"fW@4", 1, "fairy-stockfish", "L1"},
    {"fW@5", 1, "fairy-stockfish", "L1"},
    {"fWf@10", 1, "sjaakii", "L1"},
    {"fWf@4", 1, "sjaakii", "L1"},
    {"fWf@5", 1, "fairy-stockfish+sjaakii", "L1"},
    {"fWf@6", 1, "fairy-stockfish", "L1"},
    {"fWf@7", 1, "sjaakii", "L1"},
    {"fWf@8", 1, "fairy-stockfish+sjaakii", "L1"},
    {"fWfFcF", 3, "fairy-stockfish", "L7"},
    {"fWff@6", 1, "sjaakii", "L1"},
    {"ffN", 1, "sjaakii", "L2"},
    {"ffN@4", 1, "sjaakii", "L2"},
    {"ffNfR@8", 2, "sjaakii", "L2 R1"},
    {"ffbbN", 1, "sjaakii", "L4"},
    {"fmFfcW", 2, "sjaakii", "L3"},
    {"fmFfceWifmnA", 3, "fairymax", "L3 n2 e"},
    {"fmWfcF", 2, "fairymax+sjaakii", "L3"},
    {"fmWfcF@3", 2, "sjaakii", "L3"},
    {"fmWfcFifmW2", 3, "sjaakii", "L3 P1"},
    {"fmWfceF", 2, "fairy-stockfish+sjaakii", "L3 e"},
    {"fmWfceFifmW2", 3, "sjaakii", "L3 P1 e"},
    {"fmWfceFifmW2@7", 3, "sjaakii", "L3 P1 e"},
    {"fmWfceFifmW2isO3", 4, "sjaakii", "L3 P1 O3 e"},
    {"fmWfceFifmW3", 3, "fairymax+sjaakii", "L3 P2 e"},
    {"fmWfceFifmW3iifmnD", 4, "fairymax", "! moves from one rank ahead of the start square (ii)"},
    {"fmWfceFifmnD", 3, "fairy-stockfish", "L3 n1 e"},
    {"fmWfceFifmnD@7", 3, "fairy-stockfish", "L3 n1 e"},
    {"fmWfceFifmnDj@7", 3, "fairy-stockfish", "L3 n1 e"},
    {"fmWfceFiifmW2ifmW3", 4, "sjaakii", "! moves from one rank ahead of the start square (ii)"},
    {"fmWfceFj@0", 2, "fairy-stockfish", "L3 e"},
    {"fmWfceoFifmnD", 3, "fairymax", "L3 n1 e"},
    {"fsW", 1, "fairy-stockfish", "L3"},
    {"fsW@10", 1, "fairy-stockfish", "L3"},
    {"fsWfF", 2, "fairy-stockfish", "L5"},
    {"lfmFflcW", 2, "sjaakii", "L3"},
    {"mBcN", 2, "fairy-stockfish", "L8 R4"},
    {"mBcR", 2, "sjaakii", "R8"},
    {"mF", 1, "sjaakii", "L4"},
    {"mNcB", 2, "fairy-stockfish", "L8 R4"},
    {"mNcR", 2, "fairy-stockfish", "L8 R4"},
    {"mQcpQ", 2, "sjaakii", "R8 H8"},
    {"mRcB", 2, "sjaakii", "R8"},
    {"mRcN", 2, "fairy-stockfish", "L8 R4"},
    {"mRcpR", 2, "fairy-stockfish+sjaakii", "R4 H4"},
    {"mRcpR@10", 2, "fairy-stockfish", "R4 H4"},
    {"mafsmafW", 1, "fairy-stockfish", "n8"},
    {"mcpaKmcabK", 2, "sjaakii", "! captures on the way (several captures in one move)"},
    {"nA", 1, "fairy-stockfish", "n4"},
    {"nA@10", 1, "fairy-stockfish", "n4"},
    {"nN", 1, "fairy-stockfish+sjaakii", "n8"},
    {"nN@10", 1, "fairy-stockfish", "n8"},
    {"oB", 1, "fairymax", "R4"},
    {"oK", 1, "fairymax", "L8"},
    {"oN", 1, "fairymax", "L8"},
    {"oQ", 1, "fairymax", "R8"},
    {"oR", 1, "fairymax", "R4"},
    {"pRpB", 2, "fairy-stockfish", "H8"},
    {"rfmFfrcW", 2, "sjaakii", "L3"},
    {"sRfR", 2, "sjaakii", "R3"},
    {"sRvW", 2, "sjaakii", "L2 R2"},
    {"sWfF", 2, "sjaakii", "L4"},
    {"sWffN", 2, "sjaakii", "L4"},
    {"sbWfF", 2, "sjaakii", "L5"},
    {"sfW", 1, "sjaakii", "L3"},
    {"vRfF3sWbF", 4, "sjaakii", "L6 R2 P4"},
    {"vRsWfF", 3, "sjaakii", "L4 R2"},
    {"vWfF", 2, "sjaakii", "L4"},
    {"vWfFbR", 3, "sjaakii", "L3 R1"},
};

// compileXBetza's result in the table's shorthand.
std::string atomSummary(std::string_view description) {
    const XBetzaAtoms a = compileXBetza(description);
    std::string out;
    if (!a.unsupported.empty()) {
        const std::string quoted = "\"" + std::string(description) + "\": ";
        for (const std::string& r : a.unsupported)
            out += (out.empty() ? "! " : "; ") +
                   (r.rfind(quoted, 0) == 0 ? r.substr(quoted.size()) : r);
        return out;
    }
    constexpr const char* Names[] = {"L", "n", "R", "H", "P", "B"};
    int counts[6] = {};
    for (const MoveAtom& m : a.atoms)
        ++counts[int(m.kind)];
    for (int i = 0; i < 6; ++i)
        if (counts[i])
            out += (out.empty() ? "" : " ") + std::string(Names[i]) + std::to_string(counts[i]);
    if (a.castleSteps[0]) out += " O" + std::to_string(a.castleSteps[0]);
    if (a.enPassant) out += " e";
    return out;
}

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
    void engineAtoms_data();
    void engineAtoms();
    void atomDetails();
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

// Every engine definition compiled to move atoms, or the reasons it cannot be.
void TestXBetza::engineAtoms_data() {
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("atoms");
    for (const EngineDefinition& d : EngineDefinitions)
        QTest::newRow(d.description)
            << QString::fromLatin1(d.description) << QString::fromLatin1(d.atoms);
}

void TestXBetza::engineAtoms() {
    QFETCH(QString, description);
    QTEST(QString::fromStdString(atomSummary(description.toStdString())), "atoms");
}

// The atoms of the multi-leg and limited moves, spelled out.
void TestXBetza::atomDetails() {
    auto find = [](const XBetzaAtoms& a, AtomKind kind, int df, int dr) -> const MoveAtom* {
        for (const MoveAtom& m : a.atoms)
            if (m.kind == kind && m.df == df && m.dr == dr) return &m;
        return nullptr;
    };
    // Janggi's elephant: (2, 3) over (0, 1) and (1, 2), both empty.
    const XBetzaAtoms elephant = compileXBetza("mafsmafW");
    const MoveAtom* e = find(elephant, AtomKind::LameLeap, 2, 3);
    QVERIFY(e);
    QCOMPARE(std::pair(int(e->legDf), int(e->legDr)), std::pair(0, 1));
    QCOMPARE(std::pair(int(e->leg2Df), int(e->leg2Dr)), std::pair(1, 2));
    QVERIFY(find(elephant, AtomKind::LameLeap, -3, -2));
    // Grande acedrex's unicorn: from the knight's square (1, 2) on along (1, 1).
    const XBetzaAtoms unicorn = compileXBetza("NmpafsyafW");
    const MoveAtom* u = find(unicorn, AtomKind::BentRide, 1, 1);
    QVERIFY(u);
    QVERIFY((u->legDf == 1 && u->legDr == 2) || (u->legDf == 2 && u->legDr == 1));
    QCOMPARE(std::pair(int(u->leg2Df), int(u->leg2Dr)), std::pair(0, 0)); // (0,1) may be taken
    // The aanca: from the ferz's square on as a rook.
    const XBetzaAtoms aanca = compileXBetza("FyafsF");
    const MoveAtom* a = find(aanca, AtomKind::BentRide, 0, 1);
    QVERIFY(a);
    QCOMPARE(std::abs(a->legDf) + std::abs(a->legDr), 2);
    // A range-limited slide: a step, then leaps along its one path.
    const XBetzaAtoms w3 = compileXBetza("ifmW3");
    QVERIFY(find(w3, AtomKind::Leap, 0, 1));
    QVERIFY(find(w3, AtomKind::PathLeap, 0, 3));
    QCOMPARE(int(w3.atoms[0].fromZone), int(ZoneInitial));
    QCOMPARE(w3.atoms[0].mode, AtomMode::MoveOnly);
    // Janggi's cannon moves and captures beyond its screen; xiangqi's only captures.
    QCOMPARE(compileXBetza("pR").atoms[0].mode, AtomMode::MoveOrCapture);
    QCOMPARE(compileXBetza("mRcpR").atoms[4].mode, AtomMode::CaptureOnly);
    // Castling: the king's distance to each side; a left-only pawn is turned for Black.
    QCOMPARE(compileXBetza("KO3").castleSteps[1], 3);
    QVERIFY(compileXBetza("lfmFflcW").chiral);
    QVERIFY(!compileXBetza("fmWfceF").chiral);
    QVERIFY(compileXBetza("oN").cylinder);
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

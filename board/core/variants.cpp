// The built-in variants, written as data.
#include "board/core/variant.h"

#include "board/core/chu.h"
#include "board/core/counting.h"

namespace tabiya {

namespace {

MoveAtom leap(int df, int dr, AtomMode mode = AtomMode::MoveOrCapture, uint8_t fromZone = 0,
              uint8_t toZone = 0) {
    return {AtomKind::Leap, mode, int8_t(df), int8_t(dr), 0, 0, fromZone, toZone};
}

MoveAtom lame(int df, int dr, int legDf, int legDr, AtomMode mode = AtomMode::MoveOrCapture,
              uint8_t fromZone = 0, uint8_t toZone = 0) {
    return {AtomKind::LameLeap, mode,          int8_t(df), int8_t(dr),
            int8_t(legDf),      int8_t(legDr), fromZone,   toZone};
}

MoveAtom ride(int df, int dr, AtomMode mode = AtomMode::MoveOrCapture) {
    return {AtomKind::Ride, mode, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}

MoveAtom pathLeap(int df, int dr) {
    return {AtomKind::PathLeap, AtomMode::MoveOrCapture, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}

MoveAtom hop(int df, int dr) {
    return {AtomKind::Hop, AtomMode::CaptureOnly, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}

const int Orthogonal[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const int Diagonal[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
const int KnightJumps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                               {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

std::vector<MoveAtom> rides(const int (&dirs)[4][2], AtomMode mode = AtomMode::MoveOrCapture) {
    std::vector<MoveAtom> out;
    for (auto& d : dirs)
        out.push_back(ride(d[0], d[1], mode));
    return out;
}

std::vector<MoveAtom> leaps(const int (*dirs)[2], int n, uint8_t toZone = 0) {
    std::vector<MoveAtom> out;
    for (int i = 0; i < n; ++i)
        out.push_back(leap(dirs[i][0], dirs[i][1], AtomMode::MoveOrCapture, 0, toZone));
    return out;
}

std::vector<MoveAtom> operator+(std::vector<MoveAtom> a, const std::vector<MoveAtom>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// ---------------------------------------------------------------- pieces as move atoms

std::vector<MoveAtom> kingAtoms() {
    return leaps(Orthogonal, 4) + leaps(Diagonal, 4);
}
std::vector<MoveAtom> knightAtoms() {
    return leaps(KnightJumps, 8);
}
std::vector<MoveAtom> alfilAtoms() {
    const int jumps[4][2] = {{2, 2}, {-2, 2}, {2, -2}, {-2, -2}};
    return leaps(jumps, 4);
}
// fW and fF: the silver general, makruk's khon.
std::vector<MoveAtom> silverAtoms() {
    return leaps(Diagonal, 4) + std::vector<MoveAtom>{leap(0, 1)};
}
// Chess's pawn: a step, a double step from its start rank (the passed square must be
// empty), diagonal captures.
std::vector<MoveAtom> pawnAtoms(bool doubleStep) {
    std::vector<MoveAtom> out{leap(0, 1, AtomMode::MoveOnly), leap(-1, 1, AtomMode::CaptureOnly),
                              leap(1, 1, AtomMode::CaptureOnly)};
    if (doubleStep)
        out.insert(out.begin() + 1, lame(0, 2, 0, 1, AtomMode::MoveOnly, ZonePawnStart));
    return out;
}
// Berolina's pawn (fnFfceWifmnA): moves diagonally, captures straight ahead; its double
// step is diagonal and needs the passed square empty.
std::vector<MoveAtom> berolinaPawnAtoms() {
    return {leap(-1, 1, AtomMode::MoveOnly), leap(1, 1, AtomMode::MoveOnly),
            lame(-2, 2, -1, 1, AtomMode::MoveOnly, ZonePawnStart),
            lame(2, 2, 1, 1, AtomMode::MoveOnly, ZonePawnStart), leap(0, 1, AtomMode::CaptureOnly)};
}

// The falcon (Fairy-Max's "any of the 3 shortest paths to its destination"): the
// (1, 3) and (2, 3) leaps of every orientation, each along three king steps that never
// turn back, blocked only when all three paths are.
std::vector<MoveAtom> falconAtoms() {
    std::vector<MoveAtom> out;
    for (int a : {1, 2})
        for (int sf : {1, -1})
            for (int sr : {1, -1}) {
                out.push_back(pathLeap(sf * a, sr * 3));
                out.push_back(pathLeap(sf * 3, sr * a));
            }
    return out;
}
std::vector<MoveAtom> dabbabaAtoms() {
    const int jumps[4][2] = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}};
    return leaps(jumps, 4);
}

PieceKind kind(char letter, std::string name, std::vector<MoveAtom> atoms, int value,
               bool royal = false, bool pawn = false) {
    PieceKind k;
    k.letter = letter;
    k.name = std::move(name);
    k.atoms = std::move(atoms);
    k.value = value;
    k.royal = royal;
    k.pawn = pawn;
    return k;
}

PieceKind pawn(bool doubleStep = true) {
    return kind('P', "Pawn", pawnAtoms(doubleStep), 100, false, true);
}
PieceKind knight() {
    return kind('N', "Knight", knightAtoms(), 320);
}
PieceKind bishop() {
    return kind('B', "Bishop", rides(Diagonal), 330);
}
PieceKind rook() {
    return kind('R', "Rook", rides(Orthogonal), 500);
}
PieceKind queen() {
    return kind('Q', "Queen", rides(Orthogonal) + rides(Diagonal), 900);
}
PieceKind king(bool royal = true) {
    return kind('K', "King", kingAtoms(), royal ? 0 : 300, royal);
}
PieceKind archbishop(char letter = 'A') {
    return kind(letter, "Archbishop", rides(Diagonal) + knightAtoms(), 850);
}
PieceKind chancellor() {
    return kind('C', "Chancellor", rides(Orthogonal) + knightAtoms(), 900);
}
PieceKind ferz(char letter, std::string name = "Ferz") {
    return kind(letter, std::move(name), leaps(Diagonal, 4), 150);
}
PieceKind alfil(char letter, std::string name = "Elephant") {
    return kind(letter, std::move(name), alfilAtoms(), 130);
}
PieceKind wazir(char letter = 'W') {
    return kind(letter, "Wazir", leaps(Orthogonal, 4), 140);
}
PieceKind man(char letter = 'M') {
    return kind(letter, "Man", kingAtoms(), 300);
}
PieceKind silver(char letter = 'S') {
    return kind(letter, "Silver", silverAtoms(), 250);
}

// ---------------------------------------------------------------- chess and its family

Variant makeChess() {
    Variant v;
    v.name = "normal";
    v.family = "chess";
    v.width = v.height = 8;
    v.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    v.kinds = {pawn(), knight(), bishop(), rook(), queen(), king()};
    v.promotionKinds = {4, 3, 2, 1};
    v.castling = true;
    v.enPassant = true;
    v.fideMaterialDraws = true;
    v.fiftyMovePlies = 100;
    v.finalize();
    return v;
}

// Chess with other rules on the same pieces: the variants XBoard plays on the FIDE array.
Variant chessLike(const std::string& name, const std::string& family) {
    Variant v = makeChess();
    v.name = name;
    v.family = family;
    v.fideMaterialDraws = false;
    return v;
}

Variant makeNoCastle() {
    Variant v = chessLike("nocastle", "chess");
    v.fideMaterialDraws = true;
    v.castling = false;
    v.shuffle = true; // "shuffle chess with no castling at all" (shuffle.h)
    v.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    v.finalize();
    return v;
}

// XBoard's twokings (ICS wild 9): a second king instead of the f1 bishop; of each side's
// kings the first met scanning a1, a2, ..., b1, ... is the royal one.
// Wildcastle (ICS wild 0/1): shuffled first ranks with the king on d or e; castling moves
// the king two squares towards the rook, which lands on the square it passed.
Variant makeWildCastle() {
    Variant v = chessLike("wildcastle", "chess");
    v.fideMaterialDraws = true;
    v.castleKingSteps = 2;
    v.shuffle = true;
    v.finalize();
    return v;
}

Variant makeTwoKings() {
    Variant v = chessLike("twokings", "chess");
    v.startFen = "rnbqkknr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1";
    v.firstKingIsRoyal = true;
    v.finalize();
    return v;
}

Variant makeThreeCheck() {
    Variant v = chessLike("3check", "chess");
    v.fideMaterialDraws = true;
    v.checksToWin = 3;
    v.finalize();
    return v;
}

Variant makeAtomic() {
    Variant v = chessLike("atomic", "chess");
    v.atomic = true;
    v.finalize();
    return v;
}

Variant makeLosers() {
    Variant v = chessLike("losers", "antichess");
    v.mandatoryCapture = true;
    v.stalemate = StalemateRule::Wins;
    v.checkmateWins = true;
    v.losingAllButKingWins = true;
    v.finalize();
    return v;
}

// Giveaway and suicide: no royal piece, captures are compulsory, pawns may promote to a
// king, and a side that has lost every piece wins. XBoard keeps castling in both (its
// suicide differs from FICS's there, see test_variantperft).
Variant makeGiveaway(const std::string& name, StalemateRule stalemate) {
    Variant v = chessLike(name, "antichess");
    v.kinds[5] = king(false);
    v.promotionKinds = {4, 3, 2, 1, 5};
    v.mandatoryCapture = true;
    v.stalemate = stalemate;
    v.losingAllWins = true;
    v.finalize();
    return v;
}

Variant makeKnightmate() {
    Variant v = chessLike("knightmate", "chess");
    v.startFen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
    v.kinds = {pawn(), man('M'), bishop(),
               rook(), queen(),  kind('K', "King", knightAtoms(), 0, true)};
    v.promotionKinds = {4, 3, 2, 1};
    v.finalize();
    return v;
}

Variant makeBerolina() {
    Variant v = chessLike("berolina", "chess");
    v.kinds[0].atoms = berolinaPawnAtoms();
    // XBoard's berolina pawn has no en-passant capture.
    v.enPassant = false;
    v.finalize();
    return v;
}

// Capablanca's pieces on 10x8: archbishop (A, or J in Janus) and chancellor (C).
Variant tenByEight(const std::string& name, const std::string& fen) {
    Variant v = makeChess();
    v.name = name;
    v.family = "10x8";
    v.width = 10;
    v.startFen = fen;
    v.fideMaterialDraws = false;
    v.kinds = {pawn(), knight(), bishop(), rook(), queen(), archbishop(), chancellor(), king()};
    v.promotionKinds = {4, 6, 5, 3, 2, 1};
    v.finalize();
    return v;
}

Variant makeJanus() {
    Variant v =
        tenByEight("janus", "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1");
    v.kinds = {pawn(), knight(), bishop(), rook(), queen(), archbishop('J'), king()};
    v.promotionKinds = {4, 5, 3, 2, 1};
    // The king goes from e1 to i1 or b1, the rook to h1 or c1.
    v.castleKingTo = {8, 1};
    v.castleRookTo = {7, 2};
    v.finalize();
    return v;
}

Variant makeCaparandom() {
    Variant v = tenByEight("caparandom",
                           "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
    v.shuffle = true;
    return v;
}

// Falcon chess (George Duke; XBoard's and Fairy-Max's array RNBFQKFBNR): Capablanca's
// board and castling with two falcons (F) instead of the archbishop and chancellor.
Variant makeFalcon() {
    Variant v = tenByEight("falcon",
                           "rnbfqkfbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBFQKFBNR w KQkq - 0 1");
    v.kinds = {pawn(), knight(), bishop(), rook(), queen(), kind('F', "Falcon", falconAtoms(), 450),
               king()};
    v.promotionKinds = {4, 5, 3, 2, 1};
    v.finalize();
    return v;
}

// Cylinder chess: chess whose a and h files are neighbours; every piece's move wraps
// round the side edges (Fairy-Max's 'o' moves), never the top or bottom.
Variant makeCylinder() {
    Variant v = chessLike("cylinder", "chess");
    v.fideMaterialDraws = true; // eight files: wrapping keeps a bishop on its colour
    v.cylinder = true;
    v.finalize();
    return v;
}

// Superchess (XBoard's "super"): chess where four of the first rank's pieces (two from
// files a-d, two from f-h) wait in the hand, replaced by the amazon A (queen + knight),
// veteran V (king + knight), empress E (rook + knight) and princess S (bishop + knight),
// as XBoard's Prelude() places them (shuffle.h). The hand only feeds promotions: a
// captured piece goes back to its owner's hand, and a pawn promotes to a kind there.
Variant makeSuper() {
    Variant v = chessLike("super", "chess");
    v.kinds.push_back(kind('S', "Princess", rides(Diagonal) + knightAtoms(), 850));
    v.kinds.push_back(kind('E', "Empress", rides(Orthogonal) + knightAtoms(), 900));
    v.kinds.push_back(kind('V', "Veteran", kingAtoms() + knightAtoms(), 700));
    v.kinds.push_back(
        kind('A', "Amazon", rides(Orthogonal) + rides(Diagonal) + knightAtoms(), 1200));
    v.promotionKinds = {9, 4, 7, 6, 8, 3, 2, 1};
    v.holdings = true;
    v.handPromotion = true;
    v.shuffle = true;
    v.startIsSetUp = true;
    v.startFen = "avbqkesr/pppppppp/8/8/8/8/PPPPPPPP/AVBQKESR[NNBRnnbr] w Kk - 0 1";
    v.finalize();
    return v;
}

// Great Shatranj (Jean-Louis Cazaux; XBoard's "great", Fairy-Max's definition): short
// leapers on 10x8. Woody rook W (wazir + dabbaba), elephant E (ferz + alfil), general G
// (both), minister M (knight + wazir + dabbaba), high priestess H (knight + ferz +
// alfil), man S (a king that is not royal); pawns step once. Pawns promote, as in
// super, only to a kind in the own hand, which starts with nine men and takes back the
// own pieces captured.
Variant makeGreat() {
    Variant v;
    v.name = "great";
    v.family = "shatranj";
    v.width = 10;
    v.startFen =
        "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW[SSSSSSSSSsssssssss] w - - "
        "0 1";
    const auto woody = leaps(Orthogonal, 4) + dabbabaAtoms();
    const auto elephant = leaps(Diagonal, 4) + alfilAtoms();
    v.kinds = {pawn(false),
               knight(),
               kind('E', "Elephant", elephant, 270),
               kind('W', "Woody rook", woody, 300),
               kind('G', "General", woody + elephant, 640),
               kind('M', "Minister", knightAtoms() + woody, 640),
               kind('H', "High priestess", knightAtoms() + elephant, 640),
               man('S'),
               king()};
    v.promotionKinds = {4, 5, 6, 3, 2, 1, 7};
    v.holdings = true;
    v.handPromotion = true;
    v.finalize();
    return v;
}

// ---------------------------------------------------------------- old and Asian chess

Variant makeShatranj() {
    Variant v;
    v.name = "shatranj";
    v.family = "shatranj";
    v.startFen = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
    v.kinds = {pawn(false), knight(), alfil('B'), rook(), ferz('Q'), king()};
    v.promotionKinds = {4};
    v.stalemate = StalemateRule::Loses;
    v.stalemateLoses = true;
    v.bareKingLoses = true;
    v.finalize();
    return v;
}

// Courier chess (XBoard's array: rnebmkfwbenr): alfil E, courier B, man M, ferz F
// (the queen's place), wazir W; pawns step once and promote to ferz.
Variant makeCourier() {
    Variant v;
    v.name = "courier";
    v.family = "shatranj";
    v.width = 12;
    v.startFen = "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1";
    v.kinds = {pawn(false), knight(),   bishop(), rook(), ferz('F'),
               alfil('E'),  wazir('W'), man('M'), king()};
    v.promotionKinds = {4};
    v.finalize();
    return v;
}

// Makruk: khon S (silver), met M (ferz); pawns start on the third rank, step once and
// promote to met on the sixth.
Variant makruk(const std::string& name, const std::string& fen, PieceKind queenLike,
               int promotionRanks) {
    Variant v;
    v.name = name;
    v.family = "makruk";
    v.startFen = fen;
    v.kinds = {pawn(false), knight(), silver(), rook(), std::move(queenLike), king()};
    v.promotionKinds = {4};
    v.promotionRanks = promotionRanks;
    v.pawnStartRank = -1;
    // Counting replaces the 50-move rule (Thai rules; Fairy-Stockfish's nMoveRule 0).
    v.counting = CountingRule::Makruk;
    v.fiftyMovePlies = 0;
    v.finalize();
    return v;
}

Variant makeMakruk() {
    return makruk("makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
                  ferz('M', "Met"), 3);
}

// Cambodian (ouk chatrang): makruk whose unmoved king may leap like a knight to the
// second rank's b or f square (not out of check, not capturing), and whose unmoved met
// may jump two squares straight ahead (capturing too, as in Fairy-Stockfish; XBoard has
// no built-in cambodian). "DEde" in FEN marks them unmoved.
Variant makeCambodian() {
    Variant v = makeMakruk();
    v.name = "cambodian";
    v.startFen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w EDed - 0 1";
    v.kinds[5].atoms.push_back(leap(-2, 1, AtomMode::MoveOnly, ZoneInitial));
    v.kinds[5].atoms.push_back(leap(2, 1, AtomMode::MoveOnly, ZoneInitial));
    v.kinds[4].atoms.push_back(leap(0, 2, AtomMode::MoveOrCapture, ZoneInitial));
    v.finalize();
    return v;
}

// Ai-wok: makruk with the met replaced by the ai-wok (rook, knight and ferz in one).
Variant makeAiWok() {
    return makruk("ai-wok", "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
                  kind('A', "Ai-wok", rides(Orthogonal) + knightAtoms() + leaps(Diagonal, 4), 900),
                  3);
}

// ASEAN chess: makruk's pieces on chess letters (B = khon, Q = met); pawns promote on
// the last rank to any of R, N, B, Q.
Variant makeAsean() {
    Variant v;
    v.name = "asean";
    v.family = "makruk";
    v.startFen = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1";
    v.kinds = {pawn(false), knight(), silver('B'), rook(), ferz('Q', "Met"), king()};
    v.kinds[2].name = "Khon";
    v.promotionKinds = {3, 1, 2, 4};
    v.pawnStartRank = -1;
    v.finalize();
    return v;
}

// Seirawan (S-chess): hawk H (bishop and knight) and elephant E (rook and knight) wait in
// the hand and enter by gating; "KGFDCBQkgfdcbq" lists the unmoved first-rank pieces as
// XBoard writes them.
Variant makeSeirawan() {
    Variant v = makeChess();
    v.name = "seirawan";
    v.family = "drop";
    v.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KGFDCBQkgfdcbq - 0 1";
    v.fideMaterialDraws = false;
    PieceKind hawk = archbishop('H');
    hawk.name = "Hawk";
    PieceKind elephant = chancellor();
    elephant.letter = 'E';
    elephant.name = "Elephant";
    v.kinds.push_back(hawk);
    v.kinds.push_back(elephant);
    v.promotionKinds = {4, 7, 6, 3, 2, 1};
    v.holdings = true;
    v.gating = true;
    v.finalize();
    return v;
}

// ---------------------------------------------------------------- shogi

std::vector<MoveAtom> goldAtoms() {
    return leaps(Orthogonal, 4) + std::vector<MoveAtom>{leap(-1, 1), leap(1, 1)};
}

// Shogi, with XBoard's letters (P N B R L S G K; promoted pieces +P .. +S) and its
// chess coordinates (files a-i, ranks 1-9).
Variant makeShogi() {
    Variant v;
    v.name = "shogi";
    v.family = "shogi";
    v.width = v.height = 9;
    v.startFen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1";
    v.kinds = {
        kind('P', "Pawn", {leap(0, 1)}, 100),
        kind('N', "Knight", {leap(-1, 2), leap(1, 2)}, 350),
        kind('B', "Bishop", rides(Diagonal), 800),
        kind('R', "Rook", rides(Orthogonal), 1000),
        kind('L', "Lance", {ride(0, 1)}, 350),
        kind('S', "Silver", silverAtoms(), 500),
        kind('G', "Gold", goldAtoms(), 550),
        kind('K', "King", kingAtoms(), 0, true),
    };
    const std::vector<std::pair<int, PieceKind>> promoted = {
        {0, kind('P', "Tokin", goldAtoms(), 550)},
        {1, kind('N', "Promoted knight", goldAtoms(), 550)},
        {2, kind('B', "Horse", rides(Diagonal) + leaps(Orthogonal, 4), 1000)},
        {3, kind('R', "Dragon", rides(Orthogonal) + leaps(Diagonal, 4), 1200)},
        {4, kind('L', "Promoted lance", goldAtoms(), 550)},
        {5, kind('S', "Promoted silver", goldAtoms(), 550)},
    };
    for (auto [base, k] : promoted) {
        k.mark = '+';
        k.demoted = base;
        v.kinds[base].promotesTo = int(v.kinds.size());
        v.kinds.push_back(k);
    }
    v.kinds[0].forcedRanks = 1; // pawn
    v.kinds[4].forcedRanks = 1; // lance
    v.kinds[1].forcedRanks = 2; // knight
    v.dropPawnKind = 0;
    v.promotionRanks = 3;
    v.pawnStartRank = -1;
    v.holdings = true;
    v.stalemateLoses = true;
    v.stalemate = StalemateRule::Loses;
    v.perpetualCheckLoses = true;
    v.fiftyMovePlies = 0;
    v.finalize();
    return v;
}

// ---------------------------------------------------------------- drop variants

// Crazyhouse: captured pieces change colour and go to the captor's hand; a promoted pawn
// is remembered (Q~ in FEN) and goes back to the hand as a pawn.
Variant makeCrazyhouse() {
    Variant v = makeChess();
    v.name = "crazyhouse";
    v.family = "drop";
    v.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KQkq - 0 1";
    v.fideMaterialDraws = false;
    for (int k : {1, 2, 3, 4}) {
        PieceKind promoted = v.kinds[k];
        promoted.mark = '~';
        promoted.demoted = 0;
        v.kinds.push_back(promoted);
    }
    v.promotionKinds = {9, 8, 7, 6}; // Q~ R~ B~ N~
    v.holdings = true;
    v.finalize();
    return v;
}

Variant makeXiangqi() {
    Variant v;
    v.name = "xiangqi";
    v.family = "xiangqi";
    v.width = 9;
    v.height = 10;
    v.startFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    v.palaceFileLo = 3;
    v.palaceFileHi = 5;
    v.palaceDepth = 3;
    v.pawnStartRank = -1;
    v.promotionRanks = 0;
    std::vector<MoveAtom> horse;
    for (auto& j : KnightJumps) {
        // The leg is the orthogonal step next to the horse, towards the longer leg.
        const bool tall = j[1] == 2 || j[1] == -2;
        horse.push_back(lame(j[0], j[1], tall ? 0 : j[0] / 2, tall ? j[1] / 2 : 0));
    }
    std::vector<MoveAtom> elephant;
    for (auto& d : Diagonal)
        elephant.push_back(
            lame(2 * d[0], 2 * d[1], d[0], d[1], AtomMode::MoveOrCapture, 0, ZoneOwnHalf));
    const auto soldier =
        std::vector<MoveAtom>{leap(0, 1), leap(1, 0, AtomMode::MoveOrCapture, ZoneEnemyHalf),
                              leap(-1, 0, AtomMode::MoveOrCapture, ZoneEnemyHalf)};
    std::vector<MoveAtom> cannon = rides(Orthogonal, AtomMode::MoveOnly);
    for (auto& d : Orthogonal)
        cannon.push_back(hop(d[0], d[1]));
    v.kinds = {
        {'R', "", "Chariot", rides(Orthogonal), false, false, 900},
        {'N', "H", "Horse", horse, false, false, 400},
        {'B', "E", "Elephant", elephant, false, false, 200},
        {'A', "", "Advisor", leaps(Diagonal, 4, ZonePalace), false, false, 200},
        {'K', "", "General", leaps(Orthogonal, 4, ZonePalace), true, false, 0},
        {'C', "", "Cannon", cannon, false, false, 450},
        {'P', "", "Soldier", soldier, false, false, 100},
    };
    v.stalemateLoses = true;
    v.stalemate = StalemateRule::Loses;
    v.kingsMayNotFace = true;
    v.perpetualCheckLoses = true;
    v.pointsOnIntersections = true;
    // Asian rules know no 50-move rule; like many servers we draw after 60 moves a side
    // (120 plies) with no capture.
    v.fiftyMovePlies = 120;
    v.finalize();
    return v;
}

// ---------------------------------------------------------------- janggi

// A move along the palace diagonals (ZonePalaceLine), from and to a point on them.
MoveAtom alongPalaceLine(AtomKind kind, int df, int dr, uint8_t toZone = ZonePalaceLine) {
    return {kind, AtomMode::MoveOrCapture, int8_t(df), int8_t(dr), 0, 0, ZonePalaceLine, toZone};
}

// Janggi (Korean chess) as Fairy-Stockfish plays it, which is stricter than the
// "setup"/"piece" lines it sends XBoard (R& RB, C& pRpB, K& WF, ...): the palaces'
// diagonals are lines (Fairy-Stockfish's diagonalLines) along which the general and the
// guards step, the chariot slides, the cannon hops and a soldier in the enemy palace
// steps forward; the general and the guards never leave the palace; the cannon always
// needs a screen, moving or capturing, and neither hops over nor captures a cannon; the
// elephant goes one step straight and two diagonally outwards, both passed points
// empty; a soldier steps forward or sideways. A side not in check may pass. Kings facing
// on an open file (bikjang) must be parted by the side to move, or the game ends.
// "decideOnPoints": a game that ends in bikjang, two passes in a row, repetition or the
// 50-move rule is won on points (chariot 13, cannon 7, horse 5, elephant and guard 3,
// soldier 2; the second player, Han, gets 1.5), except that a side checking throughout a
// repetition loses. Janggitraditional calls those ends draws; janggicasual knows
// neither bikjang nor points.
Variant makeJanggi(const std::string& name, bool bikjang, bool points) {
    Variant v;
    v.name = name;
    v.family = "xiangqi";
    v.width = 9;
    v.height = 10;
    v.startFen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    v.palaceFileLo = 3;
    v.palaceFileHi = 5;
    v.palaceDepth = 3;
    v.pawnStartRank = -1;
    v.promotionRanks = 0;
    std::vector<MoveAtom> chariot = rides(Orthogonal), cannon, palace, elephant, horse;
    for (auto& d : Orthogonal)
        cannon.push_back({AtomKind::Hop, AtomMode::MoveOrCapture, int8_t(d[0]), int8_t(d[1])});
    for (auto& d : Diagonal) {
        chariot.push_back(alongPalaceLine(AtomKind::Ride, d[0], d[1]));
        cannon.push_back(alongPalaceLine(AtomKind::Hop, d[0], d[1]));
        palace.push_back(alongPalaceLine(AtomKind::Leap, d[0], d[1], ZonePalace));
    }
    palace = leaps(Orthogonal, 4, ZonePalace) + palace;
    for (auto& j : KnightJumps) {
        const bool tall = j[1] == 2 || j[1] == -2;
        horse.push_back(lame(j[0], j[1], tall ? 0 : j[0] / 2, tall ? j[1] / 2 : 0));
    }
    // One step straight, then two diagonal steps outwards, both passed points empty:
    // (2, 3) by (0, 1) and (1, 2), and so in the eight directions of the horse.
    for (auto& j : KnightJumps) {
        const int sf = j[0] > 0 ? 1 : -1, sr = j[1] > 0 ? 1 : -1;
        const bool tall = j[1] == 2 || j[1] == -2;
        MoveAtom a = tall ? lame(2 * sf, 3 * sr, 0, sr) : lame(3 * sf, 2 * sr, sf, 0);
        a.leg2Df = int8_t(tall ? sf : 2 * sf);
        a.leg2Dr = int8_t(tall ? 2 * sr : sr);
        elephant.push_back(a);
    }
    std::vector<MoveAtom> soldier{leap(0, 1), leap(1, 0), leap(-1, 0),
                                  alongPalaceLine(AtomKind::Leap, 1, 1),
                                  alongPalaceLine(AtomKind::Leap, -1, 1)};
    auto janggiKind = [](char letter, const char* aliases, const char* name,
                         std::vector<MoveAtom> atoms, int points) {
        PieceKind k = kind(letter, name, std::move(atoms), points * 100);
        k.aliases = aliases;
        k.points = points;
        return k;
    };
    v.kinds = {
        janggiKind('R', "", "Chariot", chariot, 13),   janggiKind('N', "H", "Horse", horse, 5),
        janggiKind('B', "E", "Elephant", elephant, 3), janggiKind('A', "", "Guard", palace, 3),
        janggiKind('K', "", "General", palace, 0),     janggiKind('C', "", "Cannon", cannon, 7),
        janggiKind('P', "", "Soldier", soldier, 2),
    };
    v.kinds[4].royal = true;
    v.kinds[5].noSameKindHop = true;
    v.palaceLines = true;
    v.passing = true;
    v.bikjang = bikjang;
    v.decideOnPoints = points;
    v.stalemateLoses = true;
    v.stalemate = StalemateRule::Loses;
    v.perpetualCheckLoses = true;
    v.pointsOnIntersections = true;
    v.noRiver = true;
    v.fiftyMovePlies = 100; // captures reset it, soldier moves do not
    v.finalize();
    return v;
}

// Janggimodern (Fairy-Stockfish's, after Kakao Janggi): no bikjang, the ends decided on
// points, and a move limit of 100 moves (nMoveRule 100) instead of 50. Fairy-Stockfish
// also makes a move that repeats a position illegal (moveRepetitionIllegal); Tabiya has
// no such rule and decides a repetition on points as in janggi, which an engine playing
// by those rules never reaches.
Variant makeJanggiModern() {
    Variant v = makeJanggi("janggimodern", false, true);
    v.fiftyMovePlies = 200;
    return v;
}

// ---------------------------------------------------------------- spartan

// Spartan chess (Steven Streetman), as XBoard and Fairy-Max play it: White's FIDE army
// against Black's Spartans with two kings, hoplites H (move diagonally forward, capture
// straight ahead, a first two-square diagonal jump), lieutenants L (ferz, alfil, a
// quiet sideways step), a general G (rook and ferz), a warlord W (bishop and knight) and
// captains C (wazir and dabbaba). Hoplites promote to any Spartan piece, to a king only
// while one is left; with two kings Black is in check only when both are attacked. The
// letters are XBoard's (its pieceToChar PNBRQ...K......lw......g...h......ck).
Variant makeSpartan() {
    Variant v = chessLike("spartan", "chess");
    v.startFen = "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1";
    std::vector<MoveAtom> hoplite{leap(-1, 1, AtomMode::MoveOnly), leap(1, 1, AtomMode::MoveOnly),
                                  leap(-2, 2, AtomMode::MoveOnly, ZonePawnStart),
                                  leap(2, 2, AtomMode::MoveOnly, ZonePawnStart),
                                  leap(0, 1, AtomMode::CaptureOnly)};
    std::vector<MoveAtom> lieutenant =
        leaps(Diagonal, 4) + alfilAtoms() +
        std::vector<MoveAtom>{leap(1, 0, AtomMode::MoveOnly), leap(-1, 0, AtomMode::MoveOnly)};
    v.kinds.push_back(kind('H', "Hoplite", hoplite, 100, false, true));
    v.kinds.push_back(kind('L', "Lieutenant", lieutenant, 300));
    // (Not "General": that is great shatranj's, drawn otherwise.)
    v.kinds.push_back(kind('G', "Spartan general", rides(Orthogonal) + leaps(Diagonal, 4), 700));
    v.kinds.push_back(kind('W', "Warlord", rides(Diagonal) + knightAtoms(), 850));
    v.kinds.push_back(kind('C', "Captain", leaps(Orthogonal, 4) + dabbabaAtoms(), 300));
    v.blackPromotionKinds = {9, 8, 10, 7, 5}; // W G C L K (XBoard offers the warlord first)
    v.dupleCheck = true;
    v.enPassant = false; // nothing on either side can capture a double step en passant
    v.finalize();
    return v;
}

struct Entry {
    const char* name;
    Variant (*make)();
};

// Every built-in variant, in the order New Game lists them.
const std::vector<Entry>& entries() {
    static const std::vector<Entry> list = {
        {"normal", makeChess},
        {"nocastle", makeNoCastle},
        {"wildcastle", makeWildCastle},
        {"twokings", makeTwoKings},
        {"3check", makeThreeCheck},
        {"atomic", makeAtomic},
        {"knightmate", makeKnightmate},
        {"berolina", makeBerolina},
        {"spartan", makeSpartan},
        {"losers", makeLosers},
        {"suicide", [] { return makeGiveaway("suicide", StalemateRule::FewerPiecesWins); }},
        {"giveaway", [] { return makeGiveaway("giveaway", StalemateRule::Wins); }},
        {"capablanca",
         [] {
             return tenByEight("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/"
                                             "RNABQKBCNR w KQkq - 0 1");
         }},
        {"gothic",
         [] {
             return tenByEight("gothic", "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/"
                                         "RNBQCKABNR w KQkq - 0 1");
         }},
        {"janus", makeJanus},
        {"caparandom", makeCaparandom},
        {"falcon", makeFalcon},
        {"cylinder", makeCylinder},
        {"super", makeSuper},
        {"great", makeGreat},
        {"shatranj", makeShatranj},
        {"courier", makeCourier},
        {"makruk", makeMakruk},
        {"cambodian", makeCambodian},
        {"ai-wok", makeAiWok},
        {"asean", makeAsean},
        {"crazyhouse", makeCrazyhouse},
        {"seirawan", makeSeirawan},
        {"shogi", makeShogi},
        {"chu", makeChu},
        {"xiangqi", makeXiangqi},
        {"janggi", [] { return makeJanggi("janggi", true, true); }},
        {"janggitraditional", [] { return makeJanggi("janggitraditional", true, false); }},
        {"janggicasual", [] { return makeJanggi("janggicasual", false, false); }},
        {"janggimodern", makeJanggiModern},
    };
    return list;
}

// Built once, on first use; the addresses stay valid for the program's life.
const std::vector<Variant>& all() {
    static const std::vector<Variant> variants = [] {
        std::vector<Variant> out;
        for (const Entry& e : entries())
            out.push_back(e.make());
        return out;
    }();
    return variants;
}

} // namespace

const Variant* builtInVariant(const std::string& lowerName) {
    for (const Variant& v : all())
        if (v.name == lowerName) return &v;
    return nullptr;
}

std::vector<VariantInfo> builtInVariants() {
    std::vector<VariantInfo> out;
    for (const Variant& v : all())
        out.push_back({v.name, v.family});
    return out;
}

const Variant& Variant::chess() {
    return all().front();
}

const Variant& Variant::xiangqi() {
    return *builtInVariant("xiangqi");
}

} // namespace tabiya

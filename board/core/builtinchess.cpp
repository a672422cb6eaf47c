#include "board/core/builtinchess.h"

#include "board/core/builtinpieces.h"

namespace tabiya::builtin {

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

} // namespace tabiya::builtin

#pragma once
// Variant: a game's rules as data. Chess and xiangqi are two entries built in variants.cpp;
// an engine-defined variant (CECP setup/piece) is built the same way at run time and then
// finalize()d, which derives the tables move generation and attack detection run on.

#include "board/core/types.h"

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace tabiya {

// Zones are per colour: "palace" is a side's own palace, "own half" its side of the river.
enum Zone : uint8_t {
    ZonePalace = 1,
    ZoneOwnHalf = 2,
    ZoneEnemyHalf = 4,
    ZonePawnStart = 8,
    ZonePromotion = 16,
    // The own first rank; as an atom's fromZone also "only while the piece has not
    // moved" (cambodian's king leap and met double step, seirawan's gating squares).
    ZoneInitial = 32,
    // Janggi: on a diagonal line of either palace (its corners and centre), along which
    // the palace pieces, chariots, cannons and soldiers also move (Variant::palaceLines).
    ZonePalaceLine = 64,
};

enum class AtomKind : uint8_t {
    Leap,     // jump to from + (df, dr)
    LameLeap, // jump, but only if from + (legDf, legDr) is empty (xiangqi horse, elephant)
    Ride,     // slide along (df, dr) until blocked (rook, bishop, chariot)
    Hop,      // slide, jump exactly one screen, capture the next piece (xiangqi cannon)
    // Jump to from + (df, dr) along any shortest path of king steps that keeps its
    // direction (falcon: three steps to (1, 3) or (2, 3)); blocked only when every path
    // is (finalize() derives the paths).
    PathLeap,
    // A bent rider (engine-defined pieces, XBetza "yafsF"): jump to the corner
    // from + (legDf, legDr), which must be empty, then slide on along (df, dr).
    BentRide,
};
enum class AtomMode : uint8_t { MoveOrCapture, MoveOnly, CaptureOnly };

// One way a piece moves, written from the mover's side: +dr is forward (towards the
// enemy), so White's and Black's pawns share one description.
struct MoveAtom {
    AtomKind kind = AtomKind::Leap;
    AtomMode mode = AtomMode::MoveOrCapture;
    int8_t df = 0, dr = 0;
    int8_t legDf = 0, legDr = 0;
    uint8_t fromZone = 0; // zone bits the from square needs (0: anywhere)
    uint8_t toZone = 0;   // zone bits the to square needs (0: anywhere)
    // A second square on the way that must be empty, relative to from: a LameLeap's
    // (janggi's elephant: one orthogonal and two diagonal steps; finalize() makes it a
    // PathLeap of one path), a BentRide's before its corner; 0, 0: none.
    int8_t leg2Df = 0, leg2Dr = 0;
};

struct PieceKind {
    char letter = '?';   // upper-case FEN letter
    std::string aliases; // other upper-case letters read as this kind (CFEN's H and E)
    std::string name;    // English name, for people and PGN tags
    std::vector<MoveAtom> atoms;
    bool royal = false; // losing it (being mated) loses the game
    bool pawn = false;  // double steps set e.p., promotes, resets the 50-move count
    int value = 100;    // rough worth in centipawns, for adjudication and the engine
    // A promoted form (crazyhouse's promoted pawns, shogi's promoted pieces) shares its
    // letter with a plain kind and carries a FEN mark: '~' after the letter, '+' before.
    char mark = 0;
    int demoted = -1; // the kind it goes to the captor's hand as (-1: itself)
    // Shogi: the kind it may promote to on a move into, within or out of the promotion
    // zone, and how many far ranks force it (where it could not move on: 1 for the pawn
    // and lance, 2 for the knight); it may not be dropped there either.
    int promotesTo = -1;
    int forcedRanks = 0;
    // Black's moves are White's turned round, files too (XBoard's reading of XBetza, so
    // that a piece moving to its left does so for both sides); else only the ranks turn.
    bool turnedForBlack = false;
    // Janggi's cannon: it may neither hop over nor capture a piece of its own kind (of
    // either side); its hops also make quiet moves (AtomMode::MoveOrCapture).
    bool noSameKindHop = false;
    int points = 0; // janggi: its worth when the game is decided on points
    // Chu: the king-step directions (bit i: KingStepFile/Rank[i] in move.h, from the
    // mover's side) in which it has the lion's power: two steps, capturing on either or
    // both, or out and back (igui, a pass). 0xff: the lion, whose power goes everywhere
    // and which the lion-trading rules protect.
    uint8_t lionDirs = 0;
    bool secondRoyal = false; // chu's crown prince: a side loses when both are gone
};

enum class FenStyle : uint8_t { Standard, Cfen };

// Makruk's counting (counting.h).
enum class CountingRule : uint8_t;

// What being stalemated means for the side to move.
enum class StalemateRule : uint8_t {
    Draw,
    Loses,           // xiangqi, shatranj
    Wins,            // giveaway, losers
    FewerPiecesWins, // suicide: the side with fewer pieces wins, equal is a draw
};

struct Variant {
    // --- the rules, as data ---
    std::string name; // CECP variant name: "normal", "xiangqi", ...
    int width = 8, height = 8;
    std::vector<PieceKind> kinds;
    std::string startFen;
    std::vector<int> promotionKinds; // kinds a pawn may promote to, best first
    int promotionRanks = 1;          // how many of the far ranks promote
    bool castling = false;
    bool enPassant = false;
    bool holdings = false;       // captured pieces go to the captor's hand (drops)
    bool stalemateLoses = false; // xiangqi: a stalemated side loses
    StalemateRule stalemate = StalemateRule::Draw;
    std::string family; // for people choosing a variant: "chess", "10x8", "drop", ...
    // Castling: where king and rook land, files from a, [king side, queen side]
    // (-1: width-2 and 2 for the king, width-3 and 3 for the rook).
    std::array<int8_t, 2> castleKingTo{-1, -1}, castleRookTo{-1, -1};
    // Wildcastle: the king goes this many squares towards the rook, which lands beside it
    // on the other side (0: the squares above).
    int castleKingSteps = 0;
    bool mandatoryCapture = false; // losers, suicide, giveaway: a capture must be made
    bool atomic = false;           // a capture explodes the capturer and the non-pawns next to it
    bool firstKingIsRoyal = false; // twokings: the king met first scanning a1, a2, ..., b1 is royal
    bool bareKingLoses = false;    // shatranj: a lone king loses (unless it bares back at once)
    bool losingAllButKingWins = false; // losers
    bool checkmateWins = false;        // losers: the mated side wins
    bool losingAllWins = false;        // giveaway, suicide (no royal piece)
    int checksToWin = 0;               // 3check: the third check wins
    CountingRule counting{};           // makruk, cambodian: the counting rules (counting.h)
    // Shogi: this kind may not be dropped on a file holding an unpromoted one of the own
    // side (nifu), nor to give mate (uchifuzume).
    int dropPawnKind = -1;
    bool shuffle = false; // the start position is shuffled (fischerandom, ...)
    // Seirawan: pieces in hand enter only by gating, onto the square a first-rank piece
    // leaves on its first move; captures do not go to the hand.
    bool gating = false;
    bool kingsMayNotFace = false; // xiangqi: the flying-general rule
    bool perpetualCheckLoses = false;
    bool fideMaterialDraws = false;     // KK, KNK, KBK, KBKB on one colour are dead draws
    bool pointsOnIntersections = false; // for views: draw a xiangqi-style grid
    // Cylinder: the left and right edges are joined, for every piece's moves.
    bool cylinder = false;
    // Super, great: holdings only feed promotions. A captured piece goes to its owner's
    // hand, a pawn promotes only to a kind in its own hand (taking it out), and nothing
    // is dropped.
    bool handPromotion = false;
    // XBoard starts super from a set-up array (its Prelude()) an engine cannot know, and
    // always sends it: a game of it records and sends its start even when it is startFen.
    bool startIsSetUp = false;
    int fiftyMovePlies = 100; // 0: no such rule
    // Palace per colour as (first file, last file, ranks from the own edge).
    int palaceFileLo = -1, palaceFileHi = -1, palaceDepth = 0;
    int pawnStartRank = 1; // rank (from own edge) where pawns may double-step
    // Janggi (janggiRules() in variants.cpp lists them with Fairy-Stockfish's names):
    bool palaceLines = false; // the palaces' diagonals are lines (ZonePalaceLine)
    bool passing = false;     // a side not in check may pass (MoveType::Pass)
    // Bikjang: kings facing on a file with nothing between must be parted by the side to
    // move (which may also pass, even in check); when both sides leave them facing in turn
    // the game ends, as it does after two passes in a row.
    bool bikjang = false;
    // A game ending in bikjang, two passes, repetition or the move limit is decided on
    // points (PieceKind::points; the second player gets 1.5 more); perpetual check still
    // loses. False (janggicasual): those end in a draw.
    bool decideOnPoints = false;
    bool noRiver = false; // for views: janggi's board has no river
    // Spartan: Black's hoplites promote to other kinds than White's pawns (empty: the
    // same promotionKinds), to the king only while fewer than two are left.
    std::vector<int> blackPromotionKinds;
    // Spartan: with two kings a side is in check only when both are attacked (duple
    // check), and a move is legal when it leaves at least one king unattacked.
    bool dupleCheck = false;
    // Chu (chu.h): no check, a side loses when its king and prince are gone; lion moves
    // and the lion-trading rules; XBoard's promotion rules.
    bool chu = false;

    // --- derived by finalize() ---
    // The squares a PathLeap passes, relative to its from-square: up to three paths of
    // two squares (a path is open when both are empty).
    struct LegPaths {
        int count = 0;
        std::array<std::array<int, 2>, 3> legs{};
    };
    struct CompiledAtom {
        AtomKind kind;
        AtomMode mode;
        int offset;
        int legOffset;
        uint8_t fromZone, toZone;
        int8_t df, dr;      // the step with the colour's forward applied (cylinder wraps files)
        int paths = -1;     // PathLeap: index into pathTable
        int legOffset2 = 0; // LameLeap, BentRide: the second leg (legOffset when none)
    };
    // Reverse view of the atoms, for "is this square attacked by colour c".
    struct AttackLeap {
        int offset;    // attacker = target - offset
        int legOffset; // relative to the attacker; 0 when not lame
        Piece piece;
        uint8_t fromZone, toZone;
        int paths = -1;     // PathLeap: index into pathTable, legs relative to the attacker
        int legOffset2 = 0; // LameLeap: a second leg (legOffset when none), else 0
    };
    // Reverse view of a BentRide: the target is seen from a corner square
    // target - k step (k >= 1, all empty), whose attacker stands at corner - cornerOffset.
    struct AttackBent {
        int step;
        int cornerOffset; // corner = attacker + cornerOffset
        int legOffset2;   // relative to the attacker; cornerOffset when none
        Piece piece;
    };
    struct AttackRay {
        int step;                         // scan target + step, target + 2 step, ...
        uint64_t riders;                  // kinds that capture the first piece met along -step
        uint64_t hoppers;                 // kinds that capture over one screen
        uint8_t fromZone = 0, toZone = 0; // zonedRays: the atoms' zones (palace lines)
    };
    std::array<std::array<std::vector<CompiledAtom>, MaxKinds>, 2> atoms;
    std::array<std::vector<AttackLeap>, 2> attackLeaps;
    std::array<std::vector<AttackRay>, 2> attackRays;
    std::array<std::vector<AttackBent>, 2> attackBents;
    // Rides and hops bound to zones (janggi's palace diagonals), scanned apart so that
    // attackRays stay zone-free.
    std::array<std::vector<AttackRay>, 2> zonedRays;
    uint64_t noSameKindHopKinds = 0; // kinds with PieceKind::noSameKindHop
    bool specialLegality = false;    // passing or dupleCheck: Position::isLegalSpecial
    bool hasZonedRays = false;       // zonedRays holds any
    std::array<std::array<uint8_t, geometry::Cells>, 2> zones{};
    std::array<uint8_t, geometry::Cells> onBoard{};
    // Indexed by (from - royal square) + Cells: could moving a piece off `from` change
    // whether the royal piece is attacked (a ray through it, a leg it blocks)? Could a
    // piece arriving there (a hopper's screen)? Lets legality skip make/unmake for
    // most moves.
    std::vector<uint8_t> exposeTable;
    std::vector<LegPaths> pathTable;
    static constexpr uint8_t ExposeFrom = 1, ExposeTo = 2;
    int royalKind = -1;
    int castlingKind = -1;      // the piece that castles: the royal one, or K where none is royal
    bool tracksVirgin = false;  // which first-rank pieces have not moved yet matters
    bool shogiNotation = false; // promoted kinds written "+P": a move's "+" promotes
    int boardSquares = 0;

    void finalize();

    int kindForLetter(char upperLetter) const; // -1 when unknown; never a marked kind
    // The kind written with this letter and FEN mark ('~', '+'), or -1.
    int markedKind(char upperLetter, char mark) const;
    int handKind(int kind) const { return kinds[kind].demoted >= 0 ? kinds[kind].demoted : kind; }
    Square square(int file, int rank) const { return geometry::square(file, rank); }
    bool contains(Square s) const { return s >= 0 && s < geometry::Cells && onBoard[s]; }
    bool isXiangqiLike() const { return kingsMayNotFace; }
    // Janggi and its rule sets (janggicasual, janggimodern, janggitraditional).
    bool isJanggiLike() const { return palaceLines; }
    // Where castling puts the king and the rook (side 0: towards the last file), for a
    // king castling from kingFile.
    int castleKingFile(int side, int kingFile) const {
        if (castleKingSteps)
            return side == 0 ? kingFile + castleKingSteps : kingFile - castleKingSteps;
        return castleKingTo[side] >= 0 ? castleKingTo[side] : side == 0 ? width - 2 : 2;
    }
    int castleRookFile(int side, int kingFile) const {
        if (castleKingSteps) return castleKingFile(side, kingFile) + (side == 0 ? -1 : 1);
        return castleRookTo[side] >= 0 ? castleRookTo[side] : side == 0 ? width - 3 : 3;
    }

    static const Variant& chess();
    static const Variant& xiangqi();
    // The built-in variant with this CECP name ("normal"/"chess", "xiangqi",
    // "capablanca", ...), or null. "fischerandom" is chess (with Chess960 castling).
    static const Variant* byName(const std::string& name);
    // The variants a pasted FEN is tried in, chess first (builtInVariants() lists all).
    static std::vector<std::string> builtInNames();
};

// One built-in variant for people choosing one: its CECP name and its family
// ("chess", "10x8", "antichess", "shatranj", "drop", "xiangqi").
struct VariantInfo {
    std::string name;
    std::string family;
};
// Every built-in variant, chess first, in the order a New Game list shows them.
std::vector<VariantInfo> builtInVariants();

} // namespace tabiya

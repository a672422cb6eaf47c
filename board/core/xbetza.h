#pragma once
// XBetza: the piece-move notation of CECP's `piece` command (H.G. Muller's extension of
// Betza's notation, as Fairy-Max, Fairy-Stockfish and Sjaak II send it). parseXBetza() turns
// a description such as "mafsmafW" into plain data — moves made of legs, each leg with its
// atom's explicit vectors, range, modality and flags — which the variant builder maps onto
// MoveAtoms. Pure functions: any input gives a piece or an error, never an exception.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tabiya {

struct XBetzaVector {
    int8_t x = 0, y = 0; // x: files to the mover's right, y: ranks forward
    bool operator==(const XBetzaVector&) const = default;
    auto operator<=>(const XBetzaVector&) const = default;
};

// What a leg may do on its destination square (XBetza's m, c and the rarer modalities).
enum XBetzaMode : uint8_t {
    XBetzaMoveMode = 1,      // m: to an empty square
    XBetzaCaptureMode = 2,   // c: capture an enemy piece there
    XBetzaDestroyMode = 4,   // d: capture an own piece there
    XBetzaEnPassantMode = 8, // e: capture en passant
    XBetzaUnloadMode = 16,   // u: drop the captured piece (Fairy-Max's "unload")
};

// Modifiers that are not directions or modalities, one bit each.
enum XBetzaFlag : uint16_t {
    XBetzaLame = 1,            // n: non-jumping (blocked by a piece on the path)
    XBetzaJump = 2,            // j: must jump (skip the first square / over a piece)
    XBetzaHop = 4,             // p: hop over a screen and go on (cannon)
    XBetzaGrasshop = 8,        // g: hop over a screen, land right behind it
    XBetzaInitial = 16,        // i: only as the piece's first move
    XBetzaCylinder = 32,       // o: wraps around the board's side edges
    XBetzaTame = 64,           // t: Fairy-Max's t
    XBetzaSlideOn = 128,       // y: Fairy-Max's y (the next leg may slide on)
    XBetzaExchange = 256,      // x: Fairy-Max's x
    XBetzaKill = 512,          // k: Fairy-Max's k
    XBetzaTwiceInitial = 4096, // ii: Sjaak II's doubled i
};

// One leg, read as XBoard's moves.c reads it (directions, defaults, leg chaining).
struct XBetzaLeg {
    char atom = 'W'; // the atom's letter as written: W F D N A H C Z G J L, R B Q K, O
    // The first leg's vectors are absolute (x right, y forward), sorted. A later leg's are
    // relative to the leg before, in the king's eight directions clockwise: (0,s) straight
    // on, (s,s) 45 degrees right, (s,0) right, ... where s is the atom's step (1 for W F K
    // R B Q, 2 for D A N, 3 for H G C Z); an orthogonal turn of an F is a W step. For O
    // (castling) the vector is the king's direction and range its distance.
    std::vector<XBetzaVector> vectors;
    int range = 1; // 1: one leap, 0: unlimited ride, n: at most n steps; g/y swap the next leg's
    // What the leg may do where it ends. Default: move or capture for the last leg, move for
    // a leg another follows; 0 for a non-final hopping leg (p, g), which ends on its screen.
    uint8_t modes = XBetzaMoveMode | XBetzaCaptureMode;
    uint16_t flags = 0;
};

struct XBetzaMove {
    std::vector<XBetzaLeg> legs; // one leg, or several joined by XBetza's a
};

struct XBetzaPiece {
    std::vector<XBetzaMove> moves;
    // XBoard's drop rules after '@' (Fairy-Stockfish: "fWf@8"): the modifier letters
    // before the '@' and the number of ranks drops may go to (-1: no '@').
    std::string dropFlags;
    int dropRanks = -1;
};

struct XBetzaResult {
    XBetzaPiece piece;
    bool ok = false;
    size_t errorPos = 0; // offset into the description where parsing stopped
    std::string error;   // why, in English (for logs; the caller words what people see)
};

XBetzaResult parseXBetza(std::string_view description);

// CECP `piece ID DESCRIPTION`: "piece R& RB", "piece +B& BW", "piece c FAD".
struct PieceCommand {
    char letter = '?';        // as sent: upper-case white, lower-case black
    bool bothColours = false; // the '&' form
    bool promoted = false;    // '+' prefix: the promoted form of letter
    std::string description;  // the XBetza text, for parseXBetza
    bool ok = false;
    std::string error;
};

PieceCommand parsePieceCommand(std::string_view line);

} // namespace tabiya

#pragma once
// Internal to board/core: what WXF and Chinese notation say about a xiangqi move, stripped
// of script, so both notations share one resolver and one tandem convention.

#include "board/core/position.h"

namespace tabiya::xq {

// Which of several like pieces on one file is meant.
enum class Which : uint8_t {
    Any,        // no position given
    Plus,       // WXF '+': the front one (of 2-3), the second from the front (of 4-5)
    Minus,      // WXF '-': the rear one (of 2-3), the second from the rear (of 4-5)
    PlusPlus,   // WXF "++": the foremost
    MinusMinus, // WXF "--": the rearmost
    Front,      // 前: the foremost
    Rear,       // 后: the rearmost
    Middle,     // 中, or WXF's file digit for the middle soldier
    Nth,        // 一..五: the n-th from the front
};

// A move as the notation describes it.
struct Designator {
    int kind = -1; // -1: not named (WXF "++", "3+", Chinese "前七"): a soldier
    int file = 0;  // file number from the mover's right, 0 when not given
    Which which = Which::Any;
    int nth = 0;  // for Which::Nth, 1-based
    char dir = 0; // '+', '-', '.'
    int number = 0;
};

// A legal move as the notation sees it.
struct Facts {
    int kind = -1;
    Color side = White;
    int file = 0;        // from the mover's right, 1..9
    int index = 0;       // among like pieces on that file, 0 = foremost
    int count = 1;       // like pieces on that file
    int tandemFiles = 0; // files holding two or more of this kind
    char dir = '.';
    int number = 0;
};

Facts factsOf(const Position& pos, Move m);
int fileNumber(const Variant& v, Color c, int file);

// How the move is written by convention.
struct Canonical {
    bool fileFirst = false; // soldiers in tandem on several files: "3+", "前七"
    bool plain = true;      // piece and file: "R1", "车一"
    Which which = Which::Any;
};
Canonical canonicalOf(const Position& pos, const Facts& f);

// The one legal move matching d, or none.
Move resolve(Position& pos, const Designator& d);

bool isSoldier(const Variant& v, int kind);

} // namespace tabiya::xq

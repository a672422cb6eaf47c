#pragma once
// The pieces of the built-in variants as move atoms: small helpers (a leap, a ride, the
// orthogonal and diagonal directions) and the usual pieces (pawn, knight, ..., ferz,
// alfil, silver) that builtinchess.cpp and builtinasian.cpp build their variants from.

#include "board/core/variant.h"

#include <string>
#include <utility>
#include <vector>

namespace tabiya::builtin {

inline MoveAtom leap(int df, int dr, AtomMode mode = AtomMode::MoveOrCapture, uint8_t fromZone = 0,
                     uint8_t toZone = 0) {
    return {AtomKind::Leap, mode, int8_t(df), int8_t(dr), 0, 0, fromZone, toZone};
}

inline MoveAtom lame(int df, int dr, int legDf, int legDr, AtomMode mode = AtomMode::MoveOrCapture,
                     uint8_t fromZone = 0, uint8_t toZone = 0) {
    return {AtomKind::LameLeap, mode,          int8_t(df), int8_t(dr),
            int8_t(legDf),      int8_t(legDr), fromZone,   toZone};
}

inline MoveAtom ride(int df, int dr, AtomMode mode = AtomMode::MoveOrCapture) {
    return {AtomKind::Ride, mode, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}

inline MoveAtom pathLeap(int df, int dr) {
    return {AtomKind::PathLeap, AtomMode::MoveOrCapture, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}

inline MoveAtom hop(int df, int dr) {
    return {AtomKind::Hop, AtomMode::CaptureOnly, int8_t(df), int8_t(dr), 0, 0, 0, 0};
}

inline constexpr int Orthogonal[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr int Diagonal[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
inline constexpr int KnightJumps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                          {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

inline std::vector<MoveAtom> rides(const int (&dirs)[4][2],
                                   AtomMode mode = AtomMode::MoveOrCapture) {
    std::vector<MoveAtom> out;
    for (auto& d : dirs)
        out.push_back(ride(d[0], d[1], mode));
    return out;
}

inline std::vector<MoveAtom> leaps(const int (*dirs)[2], int n, uint8_t toZone = 0) {
    std::vector<MoveAtom> out;
    for (int i = 0; i < n; ++i)
        out.push_back(leap(dirs[i][0], dirs[i][1], AtomMode::MoveOrCapture, 0, toZone));
    return out;
}

inline std::vector<MoveAtom> operator+(std::vector<MoveAtom> a, const std::vector<MoveAtom>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// ---------------------------------------------------------------- pieces as move atoms

inline std::vector<MoveAtom> kingAtoms() {
    return leaps(Orthogonal, 4) + leaps(Diagonal, 4);
}
inline std::vector<MoveAtom> knightAtoms() {
    return leaps(KnightJumps, 8);
}
inline std::vector<MoveAtom> alfilAtoms() {
    const int jumps[4][2] = {{2, 2}, {-2, 2}, {2, -2}, {-2, -2}};
    return leaps(jumps, 4);
}
// fW and fF: the silver general, makruk's khon.
inline std::vector<MoveAtom> silverAtoms() {
    return leaps(Diagonal, 4) + std::vector<MoveAtom>{leap(0, 1)};
}
// Chess's pawn: a step, a double step from its start rank (the passed square must be
// empty), diagonal captures.
inline std::vector<MoveAtom> pawnAtoms(bool doubleStep) {
    std::vector<MoveAtom> out{leap(0, 1, AtomMode::MoveOnly), leap(-1, 1, AtomMode::CaptureOnly),
                              leap(1, 1, AtomMode::CaptureOnly)};
    if (doubleStep)
        out.insert(out.begin() + 1, lame(0, 2, 0, 1, AtomMode::MoveOnly, ZonePawnStart));
    return out;
}
// Berolina's pawn (fnFfceWifmnA): moves diagonally, captures straight ahead; its double
// step is diagonal and needs the passed square empty.
inline std::vector<MoveAtom> berolinaPawnAtoms() {
    return {leap(-1, 1, AtomMode::MoveOnly), leap(1, 1, AtomMode::MoveOnly),
            lame(-2, 2, -1, 1, AtomMode::MoveOnly, ZonePawnStart),
            lame(2, 2, 1, 1, AtomMode::MoveOnly, ZonePawnStart), leap(0, 1, AtomMode::CaptureOnly)};
}

// The falcon (Fairy-Max's "any of the 3 shortest paths to its destination"): the
// (1, 3) and (2, 3) leaps of every orientation, each along three king steps that never
// turn back, blocked only when all three paths are.
inline std::vector<MoveAtom> falconAtoms() {
    std::vector<MoveAtom> out;
    for (int a : {1, 2})
        for (int sf : {1, -1})
            for (int sr : {1, -1}) {
                out.push_back(pathLeap(sf * a, sr * 3));
                out.push_back(pathLeap(sf * 3, sr * a));
            }
    return out;
}
inline std::vector<MoveAtom> dabbabaAtoms() {
    const int jumps[4][2] = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}};
    return leaps(jumps, 4);
}

inline PieceKind kind(char letter, std::string name, std::vector<MoveAtom> atoms, int value,
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

inline PieceKind pawn(bool doubleStep = true) {
    return kind('P', "Pawn", pawnAtoms(doubleStep), 100, false, true);
}
inline PieceKind knight() {
    return kind('N', "Knight", knightAtoms(), 320);
}
inline PieceKind bishop() {
    return kind('B', "Bishop", rides(Diagonal), 330);
}
inline PieceKind rook() {
    return kind('R', "Rook", rides(Orthogonal), 500);
}
inline PieceKind queen() {
    return kind('Q', "Queen", rides(Orthogonal) + rides(Diagonal), 900);
}
inline PieceKind king(bool royal = true) {
    return kind('K', "King", kingAtoms(), royal ? 0 : 300, royal);
}
inline PieceKind archbishop(char letter = 'A') {
    return kind(letter, "Archbishop", rides(Diagonal) + knightAtoms(), 850);
}
inline PieceKind chancellor() {
    return kind('C', "Chancellor", rides(Orthogonal) + knightAtoms(), 900);
}
inline PieceKind ferz(char letter, std::string name = "Ferz") {
    return kind(letter, std::move(name), leaps(Diagonal, 4), 150);
}
inline PieceKind alfil(char letter, std::string name = "Elephant") {
    return kind(letter, std::move(name), alfilAtoms(), 130);
}
inline PieceKind wazir(char letter = 'W') {
    return kind(letter, "Wazir", leaps(Orthogonal, 4), 140);
}
inline PieceKind man(char letter = 'M') {
    return kind(letter, "Man", kingAtoms(), 300);
}
inline PieceKind silver(char letter = 'S') {
    return kind(letter, "Silver", silverAtoms(), 250);
}

} // namespace tabiya::builtin

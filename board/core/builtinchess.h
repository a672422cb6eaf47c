#pragma once
// The built-in variants of chess's family, as data: chess and the CECP variants on its
// pieces, the 10x8 boards, cylinder, super and great, seirawan, crazyhouse, spartan.

#include "board/core/variant.h"

#include <string>

namespace tabiya::builtin {

Variant makeChess();
Variant makeNoCastle();
Variant makeWildCastle();
Variant makeTwoKings();
Variant makeThreeCheck();
Variant makeAtomic();
Variant makeLosers();
Variant makeGiveaway(const std::string& name, StalemateRule stalemate);
Variant makeKnightmate();
Variant makeBerolina();
// Capablanca's pieces on 10x8 (capablanca, gothic: only the array differs).
Variant tenByEight(const std::string& name, const std::string& fen);
Variant makeJanus();
Variant makeCaparandom();
Variant makeFalcon();
Variant makeCylinder();
Variant makeSuper();
Variant makeGreat();
Variant makeSeirawan();
Variant makeCrazyhouse();
Variant makeSpartan();

} // namespace tabiya::builtin

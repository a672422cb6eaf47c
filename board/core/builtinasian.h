#pragma once
// The built-in variants of the old and Asian chesses, as data: shatranj, courier, the
// makruk family, shogi, xiangqi and janggi (chu is in chu.cpp).

#include "board/core/variant.h"

#include <string>

namespace tabiya::builtin {

Variant makeShatranj();
Variant makeCourier();
Variant makeMakruk();
Variant makeCambodian();
Variant makeAiWok();
Variant makeAsean();
Variant makeShogi();
Variant makeXiangqi();
Variant makeJanggi(const std::string& name, bool bikjang, bool points);
Variant makeJanggiModern();

} // namespace tabiya::builtin

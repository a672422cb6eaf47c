#pragma once
// Xiangqi move notation, both ways: WXF ("C2.5", "H8+7", "R+.3") and the traditional
// Chinese notation ("炮二平五", "马8进7", "前车进一"). Files count from each side's own
// right, 1..9; red writes them as Chinese numerals, black as digits. A forward or
// backward move of a straight mover (chariot, cannon, general, soldier) gives the number
// of steps; every other move gives the file it lands on.
//
// Written: the WXF/AXF convention (www.wxf.org, "Xiangqi piece names and notation"):
//   letters K A E H R C P; '+' forward, '-' backward, '.' sideways (or '=' on request);
//   two like pieces on one file: "R+.3" (front) and "C--1" (rear); soldiers: three on a
//   file "P+", "P3" (the middle one keeps its file), "P-"; four or five "++", "P+",
//   ("P3"), "P-", "--"; tandem soldiers on two files put the file first: "3+.4", "33.4",
//   "7-.6". Advisors and elephants never need front/rear (the direction tells them apart).
//   Chinese: 前/后 for two like pieces, 前/中/后 for three soldiers, 前/二/三/四/后 for
//   more; tandem soldiers on two files "前七平六" (position and file, no piece name).
// Read, besides all of that: "=" or nothing for sideways ("C2=5", "C25"), the tandem
// sign before the letter ("+R.3", "-C-1"), N and B for horse and elephant, lower case;
// traditional and simplified characters (車/车/俥, 馬/马/傌, 相/象, 仕/士, 帥/帅/將/将,
// 炮/砲/包, 兵/卒, 進/进, 退, 平, 後/后), file numbers in either script (一..九, 1..9,
// full-width １..９), 一..五 for the n-th soldier from the front.

#include "board/core/position.h"

#include <string>
#include <string_view>

namespace tabiya {

// WXF text of a legal move; `traverse` is the sideways sign ('.' by the WXF, '=' in
// many books).
std::string wxfText(Position& pos, Move m, char traverse = '.');
// The legal move meant by WXF text, or none when malformed, ambiguous or illegal.
Move parseWxf(Position& pos, std::string_view text);

enum class ChineseScript { Simplified, Traditional };
struct ChineseStyle {
    ChineseScript script = ChineseScript::Simplified;
    bool fullWidthDigits = false; // black's numbers as １..９ instead of 1..9
};
// UTF-8 Chinese text of a legal move.
std::string chineseText(Position& pos, Move m, ChineseStyle style = {});
// The legal move meant by UTF-8 Chinese text, or none.
Move parseChinese(Position& pos, std::string_view text);

} // namespace tabiya

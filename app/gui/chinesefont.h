#pragma once
// The font for Chinese text (xiangqi's Chinese notation in the move list, the engine output
// and the status line): the widget's own font first, for Latin text and digits, then a CJK
// family Tabiya installs (.ci/common.sh: fonts-wqy-microhei), named explicitly so that the
// characters come from that font and never depend on which other fonts a machine happens to
// have (without any CJK font they were empty boxes).

#include <QFont>

namespace tabiya {

// WenQuanYi Micro Hei: small (1.6 MB), Apache-2.0 or GPL-3+ with the font exception, both
// simplified and traditional characters. Noto Sans CJK and Droid Sans Fallback after it,
// when present.
inline constexpr const char* ChineseFontFamily = "WenQuanYi Micro Hei";

// `font` with the CJK families as its first fallbacks.
QFont withChineseFont(const QFont& font);

} // namespace tabiya

#pragma once
// Where the words of a PV line are drawn: the engine output view shows a PV as words
// separated by single blanks ("12. Nf3 Nc6 13. Bb5"), elided at the right of its cell; to
// know which move the pointer is over, it measures the same words with the same font.
// Pure functions.

#include "protocol/thinkingparser.h" // isMoveNumberToken

#include <QFontMetrics>
#include <QStringList>
#include <climits>

namespace tabiya {

// The word of tokens.join(' ') drawn at x (0: the text's left edge) in fm's font, when the
// text is drawn left-aligned and elided at the right to width (QFontMetrics::elidedText):
// the index into tokens, or -1 for none. A word's range runs from its first pixel to the
// next word's start (its blank after it included, so the pointer crossing a line finds no
// gaps); a word cut off or hidden by the ellipsis is not found.
int pvTokenAt(const QStringList& tokens, const QFontMetrics& fm, int x, int width = INT_MAX);

// The x range of tokens[index] as drawn (the word itself, without its blank), or an empty
// pair (0, 0) when it is not shown whole.
std::pair<int, int> pvTokenRange(const QStringList& tokens, const QFontMetrics& fm, int index,
                                 int width = INT_MAX);

// Which move of the PV tokens[index] is (0: the first), counting the words that are not
// move numbers; a move number counts as the move after it. -1 when there is none.
int pvMoveOfToken(const QStringList& tokens, int index);
// The token of the PV's move-th move, or -1.
int pvTokenOfMove(const QStringList& tokens, int move);

} // namespace tabiya

#include "app/gui/pvtokens.h"

namespace tabiya {

namespace {

// How many characters of text are drawn whole when it is elided to width (all of it when
// it fits).
qsizetype shownLength(const QString& text, const QFontMetrics& fm, int width) {
    if (width == INT_MAX) return text.size();
    const QString shown = fm.elidedText(text, Qt::ElideRight, width);
    if (shown == text) return text.size();
    // The shown text is a prefix of the text and an ellipsis (one character); words
    // reaching past the prefix are cut.
    qsizetype n = 0;
    const qsizetype limit = std::min(shown.size() - 1, text.size());
    while (n < limit && shown.at(n) == text.at(n))
        ++n;
    return n;
}

} // namespace

std::pair<int, int> pvTokenRange(const QStringList& tokens, const QFontMetrics& fm, int index,
                                 int width) {
    if (index < 0 || index >= tokens.size() || tokens.at(index).isEmpty()) return {0, 0};
    const QString text = tokens.join(QLatin1Char(' '));
    qsizetype start = 0;
    for (int i = 0; i < index; ++i)
        start += tokens.at(i).size() + 1;
    const qsizetype end = start + tokens.at(index).size();
    if (end > shownLength(text, fm, width)) return {0, 0};
    return {fm.horizontalAdvance(text.left(start)), fm.horizontalAdvance(text.left(end))};
}

int pvTokenAt(const QStringList& tokens, const QFontMetrics& fm, int x, int width) {
    if (x < 0 || x >= width) return -1;
    const QString text = tokens.join(QLatin1Char(' '));
    const qsizetype shown = shownLength(text, fm, width);
    qsizetype start = 0;
    for (int i = 0; i < tokens.size(); ++i) {
        const qsizetype end = start + tokens.at(i).size();
        if (end > shown) return -1;
        if (!tokens.at(i).isEmpty()) {
            const int left = fm.horizontalAdvance(text.left(start));
            // Up to where the next word begins (or the last one ends).
            const bool last = i + 1 == tokens.size() || end + 1 + tokens.at(i + 1).size() > shown;
            const int right = fm.horizontalAdvance(text.left(last ? end : end + 1));
            if (x < left) return -1;
            if (x < right) return i;
        }
        start = end + 1;
    }
    return -1;
}

int pvMoveOfToken(const QStringList& tokens, int index) {
    if (index < 0 || index >= tokens.size()) return -1;
    // A number belongs to the move after it.
    while (index < tokens.size() && isMoveNumberToken(tokens.at(index)))
        ++index;
    if (index >= tokens.size() || tokens.at(index).isEmpty()) return -1;
    int move = 0;
    for (int i = 0; i < index; ++i)
        if (!tokens.at(i).isEmpty() && !isMoveNumberToken(tokens.at(i))) ++move;
    return move;
}

int pvTokenOfMove(const QStringList& tokens, int move) {
    if (move < 0) return -1;
    for (int i = 0; i < tokens.size(); ++i) {
        if (tokens.at(i).isEmpty() || isMoveNumberToken(tokens.at(i))) continue;
        if (move-- == 0) return i;
    }
    return -1;
}

} // namespace tabiya

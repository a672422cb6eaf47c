#pragma once
// SquareMarkers: markers on squares given as a CECP colour board ("highlight 8/8/8/8/4y3/...").
// Upper-case letters mark legal destinations, lower-case only decorate; R Y G C B M W D
// are red, yellow, green, cyan, blue, magenta, white, dark, and T marks a legal square
// without colouring it. The view shows these instead of its own destinations and uses
// them for legality: magenta promotes with a choice, blue promotes as the engine says,
// cyan continues a multi-leg move, hovering over red is reported.

#include "board/core/types.h"

#include <QColor>
#include <QList>
#include <QString>
#include <array>
#include <optional>

namespace tabiya {

class SquareMarkers {
public:
    SquareMarkers() = default;
    // Reads the board part of a colour FEN for a files x ranks board; nullopt when the
    // text does not describe exactly that board.
    static std::optional<SquareMarkers> parse(const QString& text, int files, int ranks);

    bool isEmpty() const { return m_marked.empty(); }
    // The colour letter at s as given (upper or lower case), or 0.
    char letterAt(Square s) const { return m_letters[s]; }
    bool isLegalDestination(Square s) const;
    void setLetter(Square s, char letter);
    const QList<Square>& markedSquares() const { return m_marked; }

    // The colour a letter stands for; invalid for T and unknown letters.
    static QColor colorForLetter(char letter);

private:
    std::array<char, geometry::Cells> m_letters{};
    QList<Square> m_marked;
};

} // namespace tabiya

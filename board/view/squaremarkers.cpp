#include "board/view/squaremarkers.h"

#include <cctype>

namespace tabiya {

namespace {
bool isColourLetter(char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'R':
    case 'Y':
    case 'G':
    case 'C':
    case 'B':
    case 'M':
    case 'W':
    case 'D':
    case 'T': return true;
    default: return false;
    }
}
} // namespace

std::optional<SquareMarkers> SquareMarkers::parse(const QString& text, int files, int ranks) {
    if (files < 1 || files > geometry::MaxFiles || ranks < 1 || ranks > geometry::MaxRanks)
        return std::nullopt;
    SquareMarkers board;
    const QStringList rows = text.trimmed().split(QLatin1Char('/'));
    if (rows.size() != ranks) return std::nullopt;
    for (int r = 0; r < ranks; ++r) {
        const int rank = ranks - 1 - r; // the first row is the far (highest) rank
        const QString& row = rows[r];
        int file = 0;
        for (int i = 0; i < row.size(); ++i) {
            const char c = row[i].toLatin1();
            if (std::isdigit(static_cast<unsigned char>(c))) {
                int n = c - '0';
                // Wide boards write 10..16 empty squares as two digits.
                if (i + 1 < row.size() && row[i + 1].isDigit())
                    n = n * 10 + (row[++i].toLatin1() - '0');
                file += n;
            } else if (isColourLetter(c)) {
                if (file >= files) return std::nullopt;
                board.setLetter(geometry::square(file, rank), c);
                ++file;
            } else {
                return std::nullopt;
            }
        }
        if (file != files) return std::nullopt;
    }
    return board;
}

bool SquareMarkers::isLegalDestination(Square s) const {
    const char c = m_letters[s];
    return c != 0 && std::isupper(static_cast<unsigned char>(c));
}

void SquareMarkers::setLetter(Square s, char letter) {
    if (s < 0 || s >= geometry::Cells) return;
    if (m_letters[s] == 0 && letter != 0)
        m_marked.append(s);
    else if (letter == 0)
        m_marked.removeAll(s);
    m_letters[s] = letter;
}

QColor SquareMarkers::colorForLetter(char letter) {
    switch (std::toupper(static_cast<unsigned char>(letter))) {
    case 'R': return QColor(0xe0, 0x20, 0x20);
    case 'Y': return QColor(0xf0, 0xd0, 0x10);
    case 'G': return QColor(0x20, 0xb0, 0x30);
    case 'C': return QColor(0x10, 0xc8, 0xd8);
    case 'B': return QColor(0x20, 0x50, 0xe8);
    case 'M': return QColor(0xd0, 0x20, 0xd0);
    case 'W': return QColor(0xff, 0xff, 0xff);
    case 'D': return QColor(0x20, 0x20, 0x20);
    default: return {};
    }
}

} // namespace tabiya

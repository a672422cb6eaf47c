#pragma once
// Where a reader stands in a text as people count it: line and column, both from 1. The
// PGN reader and the PGN scanner step through the same texts and must agree on both (an
// error names its line; '%' escapes a line only in column 1).

namespace tabiya {

inline void stepTextPosition(char c, int& line, int& column) {
    if (c == '\n') {
        ++line;
        column = 1;
    } else {
        ++column;
    }
}

} // namespace tabiya

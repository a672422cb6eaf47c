#pragma once
// CecpEditMode: CECP's old edit mode, the lines between "edit" and ".": "c" switches
// the colour of the pieces placed, "#" empties the board, "Pe4" places, "xe4" clears.

#include "board/core/position.h"

#include <string>

namespace tabiya::engine {

class CecpEditMode {
public:
    enum class Result { Editing, Done, BadLine };
    void begin();
    bool active() const { return m_active; }
    // One line applied to pos; Done at ".", which ends the mode.
    Result apply(Position& pos, const std::string& line);

private:
    bool m_active = false;
    Color m_color = White;
};

} // namespace tabiya::engine

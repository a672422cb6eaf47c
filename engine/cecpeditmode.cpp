#include "engine/cecpeditmode.h"

#include "engine/cecptext.h"
#include "engine/textutil.h"

namespace tabiya::engine {

void CecpEditMode::begin() {
    m_active = true;
    m_color = White;
}

CecpEditMode::Result CecpEditMode::apply(Position& pos, const std::string& line) {
    const std::string t = text::trim(line);
    if (t == ".") {
        m_active = false;
        return Result::Done;
    }
    if (t == "c") {
        m_color = ~m_color;
    } else if (t == "#") {
        const Color side = pos.sideToMove();
        pos.clear();
        pos.setSideToMove(side);
    } else if (!cecp::applyEditLine(pos, m_color, t)) {
        return Result::BadLine;
    }
    return Result::Editing;
}

} // namespace tabiya::engine

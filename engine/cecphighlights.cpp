#include "engine/cecphighlights.h"

#include "engine/boardmarks.h"

namespace tabiya::engine {

std::string CecpHighlights::answer(Position& pos, const std::string& command, Square s) {
    if (command == "lift") {
        m_lifted = s;
        return "highlight " + liftMarks(pos, s);
    }
    if (command == "put") {
        std::string choice;
        if (m_lifted != NoSquare) choice = promotionChoice(pos, m_lifted, s);
        m_lifted = NoSquare;
        return choice.empty() ? std::string() : "choice " + choice;
    }
    if (m_lifted == NoSquare) return {}; // hover
    const std::string marks = hoverMarks(pos, m_lifted, s);
    return marks.empty() ? std::string() : "highlight " + marks;
}

} // namespace tabiya::engine

#include "protocol/cecpmovelegs.h"

namespace tabiya::cecp {

std::optional<QString> MoveLegs::add(const QString& text) {
    if (text.endsWith(QLatin1Char(','))) {
        if (m_first.isEmpty()) m_first = text; // a middle leg only repeats what the others say
        return std::nullopt;
    }
    const QString move = m_first + text;
    clear();
    return move;
}

void MoveLegs::clear() {
    m_first.clear();
}

} // namespace tabiya::cecp

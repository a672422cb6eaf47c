#include "protocol/rootexclusions.h"

namespace tabiya {

namespace {

// A move that can go on a command line: one word, no line break.
bool isWord(const QString& m) {
    return !m.isEmpty() && !m.contains(QLatin1Char(' ')) && !m.contains(QLatin1Char('\n')) &&
           !m.contains(QLatin1Char('\r'));
}

} // namespace

void RootExclusions::setRootMoves(const QList<MoveText>& legalMoves) {
    m_rootMoves.clear();
    for (const MoveText& m : legalMoves)
        if (isWord(m.coordinate)) m_rootMoves << m.coordinate;
}

bool RootExclusions::exclude(const QString& move, bool listed) {
    if (!isWord(move) || (listed && !m_rootMoves.contains(move)) || m_excluded.contains(move))
        return false;
    m_excluded << move;
    return true;
}

QStringList RootExclusions::searchRoots() const {
    if (m_excluded.isEmpty()) return {};
    QStringList remaining;
    for (const QString& m : m_rootMoves)
        if (!m_excluded.contains(m)) remaining << m;
    return remaining;
}

bool RootExclusions::allExcluded(bool listed) const {
    return listed && !m_excluded.isEmpty() && searchRoots().isEmpty();
}

} // namespace tabiya

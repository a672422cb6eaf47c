#pragma once
// RootExclusions: the root moves left out of an analysis, for the dialects that emulate
// CECP's exclude and include by restarting the search: CXBoard and UCI search the root moves
// not excluded ("go searchmoves"), UCCI bans the excluded ("banmoves"). Plain data, both
// lists about one position: the root moves (EngineConnection::setRootMoves) and the
// excluded moves, in coordinates. listed: only moves of the root list can be excluded.

#include "protocol/engineconfig.h"

#include <QStringList>

namespace tabiya {

class RootExclusions {
public:
    // The position's legal moves; a coordinate with a blank or a line break is left out.
    void setRootMoves(const QList<MoveText>& legalMoves);
    bool hasRootMoves() const { return !m_rootMoves.isEmpty(); }
    // Each true when the excluded set changed (the analysis restarts on it).
    bool exclude(const QString& move, bool listed);
    bool include(const QString& move) { return m_excluded.removeAll(move) > 0; }
    bool includeAll() { return !std::exchange(m_excluded, {}).isEmpty(); }
    const QStringList& excluded() const { return m_excluded; }
    void clearExcluded() { m_excluded.clear(); }
    // A new position: both lists belong to the old one.
    void forget() { *this = RootExclusions(); }
    // The root moves to search (the root list minus the excluded); empty when nothing is
    // excluded. allExcluded: something is excluded and nothing is left to search.
    QStringList searchRoots() const;
    bool allExcluded(bool listed) const;

private:
    QStringList m_rootMoves;
    QStringList m_excluded;
};

} // namespace tabiya

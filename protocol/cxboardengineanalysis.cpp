// CxboardEngine, analysis: "go infinite" / "stop", and the exclusion of root moves that
// CXBoard lacks, emulated with "go infinite searchmoves". The rest is in cxboardengine.cpp.

#include "cxboardengine.h"

namespace tabiya {

void CxboardEngine::startAnalysis() {
    whenReady([this] {
        if (m_analyzing) return;
        cancelSearch();
        // go is only valid in force mode.
        if (m_driven && m_engineSide != Side::None) sendForce(false);
        m_engineSide = Side::None;
        sendGo(QStringLiteral("infinite"));
        m_analyzing = true;
        setState(State::Analyzing);
    });
}

void CxboardEngine::stopAnalysis() {
    whenReady([this] {
        if (!m_analyzing) return;
        m_analyzing = false;
        m_excluded.clear();
        cancelSearch();
        setState(State::Idle);
    });
}

void CxboardEngine::forgetRootMoves() {
    m_rootMoves.clear();
    m_excluded.clear();
}

void CxboardEngine::setRootMoves(const QList<MoveText>& legalMoves) {
    whenReady([this, legalMoves] {
        m_rootMoves.clear();
        for (const MoveText& m : legalMoves)
            if (!m.coordinate.isEmpty() && !m.coordinate.contains(QLatin1Char('\n')) &&
                !m.coordinate.contains(QLatin1Char(' ')))
                m_rootMoves << m.coordinate;
    });
}

void CxboardEngine::restartInfinite() {
    // CXBoard has no exclude command; "go searchmoves" restricts the root, which is the
    // same set of moves the CECP engine would search after its excludes.
    cancelSearch(); // the running go infinite, if any: its bestmove is dropped
    if (m_excluded.isEmpty()) {
        sendGo(QStringLiteral("infinite"));
        return;
    }
    QStringList remaining;
    for (const QString& m : std::as_const(m_rootMoves))
        if (!m_excluded.contains(m)) remaining << m;
    if (remaining.isEmpty()) {
        // Nothing left to search: the engine waits, as a CECP engine would after
        // "exclude all", until a move is included again.
        setState(State::Analyzing);
        return;
    }
    sendGo(QStringLiteral("infinite searchmoves ") + remaining.join(QLatin1Char(' ')));
    setState(State::Analyzing);
}

void CxboardEngine::excludeMove(const MoveText& move) {
    whenReady([this, move] {
        if (!m_analyzing || m_rootMoves.isEmpty()) {
            emit errorReported(m_analyzing ? tr("no move list for searchmoves")
                                           : tr("not analysing"),
                               QStringLiteral("exclude"));
            return;
        }
        if (!m_rootMoves.contains(move.coordinate) || m_excluded.contains(move.coordinate)) return;
        m_excluded << move.coordinate;
        restartInfinite();
    });
}

void CxboardEngine::includeMove(const MoveText& move) {
    whenReady([this, move] {
        if (!m_analyzing) {
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
            return;
        }
        if (!m_excluded.removeAll(move.coordinate)) return;
        restartInfinite();
    });
}

void CxboardEngine::includeAll() {
    whenReady([this] {
        if (!m_analyzing) {
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
            return;
        }
        if (m_excluded.isEmpty()) return;
        m_excluded.clear();
        restartInfinite();
    });
}

void CxboardEngine::setScore(int, int) {
    // CXBoard's "score" asks for the engine's score; nothing sets one.
    emit errorReported(tr("not supported"), QStringLiteral("setscore"));
}

} // namespace tabiya

// CxboardEngine, analysis: "go infinite" / "stop", and the exclusion of root moves that
// CXBoard lacks, emulated with "go infinite searchmoves". The rest is in cxboardengine.cpp.

#include "protocol/cxboardengine.h"

namespace tabiya {

void CxboardEngine::startAnalysis() {
    whenReady([this] {
        if (m_run.analyzing) return;
        cancelSearch();
        // go is only valid in force mode.
        if (m_cx.driven && m_run.engineSide != Side::None) sendForce(false);
        m_run.engineSide = Side::None;
        sendGo(QStringLiteral("infinite"));
        m_run.analyzing = true;
        setState(State::Analyzing);
    });
}

void CxboardEngine::stopAnalysis() {
    whenReady([this] {
        if (!m_run.analyzing) return;
        m_run.analyzing = false;
        m_cx.excluded.clear();
        cancelSearch();
        setState(State::Idle);
    });
}

void CxboardEngine::forgetRootMoves() {
    m_cx.rootMoves.clear();
    m_cx.excluded.clear();
}

void CxboardEngine::setRootMoves(const QList<MoveText>& legalMoves) {
    whenReady([this, legalMoves] {
        m_cx.rootMoves.clear();
        for (const MoveText& m : legalMoves)
            if (!m.coordinate.isEmpty() && !m.coordinate.contains(QLatin1Char('\n')) &&
                !m.coordinate.contains(QLatin1Char(' ')))
                m_cx.rootMoves << m.coordinate;
    });
}

void CxboardEngine::restartInfinite() {
    // CXBoard has no exclude command; "go searchmoves" restricts the root, which is the
    // same set of moves the CECP engine would search after its excludes.
    cancelSearch(); // the running go infinite, if any: its bestmove is dropped
    if (m_cx.excluded.isEmpty()) {
        sendGo(QStringLiteral("infinite"));
        return;
    }
    QStringList remaining;
    for (const QString& m : std::as_const(m_cx.rootMoves))
        if (!m_cx.excluded.contains(m)) remaining << m;
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
        if (!m_run.analyzing || m_cx.rootMoves.isEmpty()) {
            emit errorReported(m_run.analyzing ? tr("no move list for searchmoves")
                                               : tr("not analysing"),
                               QStringLiteral("exclude"));
            return;
        }
        if (!m_cx.rootMoves.contains(move.coordinate) || m_cx.excluded.contains(move.coordinate))
            return;
        m_cx.excluded << move.coordinate;
        restartInfinite();
    });
}

void CxboardEngine::includeMove(const MoveText& move) {
    whenReady([this, move] {
        if (!m_run.analyzing) {
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
            return;
        }
        if (!m_cx.excluded.removeAll(move.coordinate)) return;
        restartInfinite();
    });
}

void CxboardEngine::includeAll() {
    whenReady([this] {
        if (!m_run.analyzing) {
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
            return;
        }
        if (m_cx.excluded.isEmpty()) return;
        m_cx.excluded.clear();
        restartInfinite();
    });
}

} // namespace tabiya

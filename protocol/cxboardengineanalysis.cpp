// CxboardEngine, analysis: "go infinite" / "stop", and the exclusion of root moves that
// CXBoard lacks, emulated with "go infinite searchmoves" (GoDialectEngine keeps the root
// moves and the exclusions). The rest is in cxboardengine.cpp.

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
        m_go.roots.clearExcluded();
        cancelSearch();
        setState(State::Idle);
    });
}

void CxboardEngine::restartAnalysis() {
    // CXBoard has no exclude command; "go searchmoves" restricts the root, which is the
    // same set of moves the CECP engine would search after its excludes.
    cancelSearch(); // the running go infinite, if any: its bestmove is dropped
    if (m_go.roots.allExcluded(rootMovesListed())) {
        // Nothing left to search: the engine waits, as a CECP engine would after
        // "exclude all", until a move is included again.
        setState(State::Analyzing);
        return;
    }
    const QStringList roots = m_go.roots.searchRoots();
    sendGo(roots.isEmpty()
               ? QStringLiteral("infinite")
               : QStringLiteral("infinite searchmoves ") + roots.join(QLatin1Char(' ')));
    setState(State::Analyzing);
}

} // namespace tabiya

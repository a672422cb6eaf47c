// CecpEngine: every request turned into CECP commands. What the engine says is read in
// cecpengineoutput.cpp; analysis mode is CecpAnalysis's, the handshake and the features
// CecpLink's.

#include "protocol/cecpengine.h"

#include "protocol/cecpcommands.h"

namespace tabiya {

CecpEngine::CecpEngine(QObject* parent)
    : CecpAnalysis(parent) {}

CecpEngine::~CecpEngine() = default;

void CecpEngine::resetRun() {
    CecpLink::resetRun();
    m_cecp = CecpRun();
}

void CecpEngine::onLateFeatures() {
    // The handshake ended without features (a loaded machine: GNU Chess's come late), so
    // the game's position went out through edit, which GNU Chess 6 does not know: it
    // would play from the start position. Now that setboard is declared, the position
    // goes again that way with the moves played on it since (the opponent may have moved
    // while the features were still coming), and the engine's task (search, wait for the
    // opponent, analysis) starts afresh from it.
    if (!m_run.caps.setboard || m_run.setup.fen.isEmpty() || !m_cecp.movesSinceSetup ||
        m_cecp.gameOver)
        return;
    // The task comes from the side the engine plays, not from its state: a refusal of the
    // edit-era position may have stopped its search.
    const Side side = m_run.engineSide;
    const bool analyzing = m_run.analyzing;
    const bool waiting = m_cecp.goAfterUserMove;
    note(tr("features came late: the position is sent again with setboard"));
    if (analyzing) send(QStringLiteral("exit"));
    m_run.analyzing = false;
    send(QStringLiteral("force"));
    cancelSearch(); // a move or lines about the position edit left are dropped
    m_run.engineSide = Side::None;
    m_cecp.goAfterUserMove = false;
    GameSetup replay = m_run.setup;
    replay.moves += *m_cecp.movesSinceSetup;
    sendSetup(replay);
    setState(State::Idle);
    if (analyzing)
        startAnalysis();
    else if (side != Side::None && side == sideToMove())
        sendGo();
    else if (side != Side::None || waiting)
        playOther();
}

void CecpEngine::newGame(const GameSetup& setup) {
    whenReady([this, setup] {
        const bool wasSearching =
            state() == State::Thinking || state() == State::Pondering || m_run.analyzing;
        leaveAnalysis();
        resume();
        m_run.setup = setup;
        m_cecp.movesSinceSetup.emplace();
        m_cecp.gameOver = false;
        m_cecp.legs.clear();
        m_cecp.goAfterUserMove = false;
        m_cecp.thinking.reset();
        m_cecp.ponder = setup.ponder;
        const cecp::FeatureFlags& flags = featureFlags();
        const cecp::NewGameDialect dialect{m_cecp.stUnsupported, m_cecp.sdUnsupported,
                                           m_run.caps.nps, flags.name, flags.ics};
        sendAll(cecp::newGameCommands(setup, dialect));
        send(QStringLiteral("force"));
        // Output from before the ping is the last game's; the engine's answers to the new
        // position (a setup move it refuses) come after its pong.
        if (wasSearching || m_run.caps.ping) cancelSearch();
        m_run.engineSide = Side::None;
        m_run.whiteToMove = true;
        sendSetup(setup);
        setState(State::Idle);
        // On move, the engine starts when go() is called (after setTime).
        waitIfPlayingOther(setup.role);
    });
}

void CecpEngine::userMove(const MoveText& move) {
    whenReady([this, move] {
        const bool engineReplies =
            m_run.engineSide != Side::None && !m_run.analyzing && m_run.engineSide != sideToMove();
        if (engineReplies) sendAll(timeCommands()); // idiom: time, otim, MOVE
        sendMove(move);
        if (m_cecp.movesSinceSetup) m_cecp.movesSinceSetup->append(move);
        m_run.whiteToMove = !m_run.whiteToMove;
        if (m_run.analyzing) {
            // Lines still coming are about the position before the move: drop them.
            cancelSearch();
            return;
        }
        if (engineReplies) {
            setState(State::Thinking);
        } else if (m_cecp.goAfterUserMove) {
            m_cecp.goAfterUserMove = false;
            sendGo();
        }
    });
}

void CecpEngine::sendGo() {
    sendAll(cecp::goCommands(m_run.whiteToMove, m_run.caps.colors, timeCommands()));
    m_run.engineSide = sideToMove();
    setState(State::Thinking);
}

void CecpEngine::go() {
    whenReady([this] {
        if (m_run.analyzing) stopAnalysis();
        m_cecp.goAfterUserMove = false;
        sendGo();
    });
}

void CecpEngine::playOther() {
    whenReady([this] {
        if (m_run.analyzing) stopAnalysis();
        if (m_run.caps.playother) {
            send(QStringLiteral("playother"));
            m_run.engineSide = m_run.whiteToMove ? Side::Black : Side::White;
            setState(m_cecp.ponder ? State::Pondering : State::Idle);
        } else {
            // Stay in force mode and start the engine when the opponent has moved.
            m_cecp.goAfterUserMove = true;
        }
    });
}

void CecpEngine::afterEngineMove() {
    setState(m_cecp.ponder ? State::Pondering : State::Idle);
}

void CecpEngine::force() {
    whenReady([this] {
        const bool searching = state() == State::Thinking || state() == State::Pondering;
        leaveAnalysis();
        send(QStringLiteral("force"));
        m_run.engineSide = Side::None;
        m_cecp.goAfterUserMove = false;
        if (searching) cancelSearch();
        setState(State::Idle);
    });
}

void CecpEngine::moveNow() {
    whenReady([this] {
        if (state() == State::Thinking) send(QStringLiteral("?"));
    });
}

void CecpEngine::undo() {
    whenReady([this] {
        if (!m_run.analyzing && m_run.engineSide != Side::None)
            force(); // the spec: undo only in force mode
        send(QStringLiteral("undo"));
        takeBackSinceSetup(1);
        m_run.whiteToMove = !m_run.whiteToMove;
        cancelSearch();
    });
}

void CecpEngine::remove() {
    whenReady([this] {
        send(QStringLiteral("remove"));
        takeBackSinceSetup(2);
        cancelSearch();
        if (state() == State::Thinking) setState(State::Idle);
    });
}

void CecpEngine::takeBackSinceSetup(int count) {
    auto& moves = m_cecp.movesSinceSetup;
    if (moves && moves->size() >= count)
        moves->resize(moves->size() - count);
    else
        moves.reset(); // back into the setup's own moves: no replay
}

void CecpEngine::offerDraw() {
    whenReady([this] {
        if (m_run.caps.draw) send(QStringLiteral("draw"));
    });
}

void CecpEngine::setPonder(bool on) {
    whenReady([this, on] {
        m_cecp.ponder = m_run.setup.ponder = on;
        send(on ? QStringLiteral("hard") : QStringLiteral("easy"));
        // easy ends a search on our time; the engine waits idle for the opponent's move.
        if (!on && state() == State::Pondering) setState(State::Idle);
    });
}

void CecpEngine::sendResult(EngineResult result, const QString& reason) {
    whenReady([this, result, reason] {
        leaveAnalysis();
        send(cecp::resultCommand(result, reason));
        // After a result the engine plays no more moves in this game.
        send(QStringLiteral("force"));
        m_run.engineSide = Side::None;
        m_cecp.gameOver = true;
        cancelSearch();
        setState(State::Idle);
    });
}

void CecpEngine::beforeQuit() {
    leaveAnalysis();
}

} // namespace tabiya

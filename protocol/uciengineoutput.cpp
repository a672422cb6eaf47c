// UciEngine, the engine's side of the conversation: every line the engine sends, turned
// into signals. The requests live in uciengine.cpp.

#include "protocol/uciengine.h"

namespace tabiya {

void UciEngine::readyIfDone() {
    if (!m_run.ready && m_u.gotOk && pingsAnswered()) becomeReady();
}

void UciEngine::configure() {
    m_run.caps.variants = uci::playedVariants(m_run.options, uci::words(m_dialect).onlyGame);
    emit optionsChanged(m_run.options);
}

void UciEngine::readLine(const QString& line) {
    using Kind = uci::Message::Kind;
    const uci::Message m = uci::parseLine(line);
    switch (m.kind) {
    case Kind::Empty:
    case Kind::Bye: return;
    case Kind::Other:
        if (line.startsWith(QLatin1String("option "))) noteRefusedOption(line);
        return;
    case Kind::IdName: m_run.caps.name = m.text(); return;
    case Kind::IdAuthor: m_run.caps.author = m.text(); return;
    case Kind::Option: declareOption(m.as<EngineOption>()); return;
    case Kind::Ok:
        emit handshakeSign(HandshakeSign::Answered);
        if (!m_u.gotOk && !m_run.ready) onOk();
        return;
    case Kind::ReadyOk:
        pongReceived();
        readyIfDone();
        return;
    case Kind::BestMove: {
        uci::BestMove best = m.as<uci::BestMove>();
        uci::shiftRanks(best, -m_u.rankShift);
        onBestMove(best, false);
        return;
    }
    case Kind::NoBestMove: onBestMove({}, true); return;
    case Kind::Info: {
        CxboardInfo info = m.as<CxboardInfo>();
        uci::shiftRanks(info, -m_u.rankShift);
        // "info string": engines write it at every search (Stockfish's network,
        // Fairy-Stockfish's variant), too often for a message box; as tellothers it is
        // logged and shown in the message line only.
        emitInfo(info, m_u.discardBestmoves > 0, &EngineConnection::tellOthers);
        return;
    }
    case Kind::PopHash:
        if (const auto& t = m.as<ThinkingLine>();
            !t.pv.isEmpty() || t.scoreKind != ThinkingLine::ScoreKind::None)
            emit thinking(t);
        return;
    }
}

void UciEngine::onBestMove(const uci::BestMove& best, bool none) {
    if (!m_run.ready) return;
    const QString shown = none ? QStringLiteral("(none)") : best.move;
    if (m_u.discardBestmoves > 0) {
        --m_u.discardBestmoves;
        note(tr("bestmove %1 of a cancelled search ignored").arg(shown));
        return;
    }
    if (m_u.pondering) {
        // The pondering search ended before the opponent moved: nothing was played, and
        // the opponent's move will start an ordinary go.
        m_u.pondering = m_u.searching = false;
        setState(State::Idle);
        note(tr("bestmove %1 while pondering ignored").arg(shown));
        return;
    }
    if (!m_u.searching || m_run.analyzing || !engineOnMove()) {
        note(tr("bestmove %1 out of turn ignored").arg(shown));
        return;
    }
    m_u.searching = false;
    flushHeldOptions();
    setState(State::Idle);
    if (best.resign) {
        emit resigned();
        return;
    }
    if (none || best.move.contains(QLatin1Char('\n'))) {
        // No legal move: the position says why (mate or stalemate).
        note(tr("the engine has no move"));
        return;
    }
    moveMadeOnBoard(best.move);
    m_run.lastMoveSent = best.move;
    if (best.draw) emit drawOffered();
    ponderAfterMove(best.ponder);
    emit moveMade(best.move);
}

} // namespace tabiya

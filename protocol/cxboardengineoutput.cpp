// CxboardEngine, the engine's side of the conversation: the end of the handshake and every
// line the engine sends, turned into signals. The requests live in cxboardengine.cpp.

#include "protocol/cxboardengine.h"

namespace tabiya {

void CxboardEngine::onCxboardOk() {
    m_cx.gotOk = true;
    // Force mode until a game says otherwise: the engine plays nothing by itself.
    send(QStringLiteral("force"));
    configureAndPing();
}

void CxboardEngine::readyIfDone() {
    if (!m_run.ready && m_cx.gotOk && pingsAnswered() && !m_cx.checkingProtection) becomeReady();
}

void CxboardEngine::handleOption(const EngineOption& option) {
    if (declareOption(option) &&
        option.name.compare(QLatin1String("Variant"), Qt::CaseInsensitive) == 0)
        m_run.caps.variants = option.choices;
}

void CxboardEngine::readLine(const QString& line) {
    using Kind = cxboard::Message::Kind;
    const cxboard::Message m = cxboard::parseLine(line);
    switch (m.kind) {
    case Kind::Empty: return;
    case Kind::Other:
        if (line.startsWith(QLatin1String("option "))) noteRefusedOption(line);
        return;
    case Kind::IdName: m_run.caps.name = m.text(); return;
    case Kind::IdAuthor: m_run.caps.author = m.text(); return;
    case Kind::Option: handleOption(m.as<EngineOption>()); return;
    case Kind::CxboardOk:
        emit handshakeSign(HandshakeSign::Answered);
        if (!m_cx.gotOk && !m_run.ready) onCxboardOk();
        return;
    case Kind::CopyProtection:
        // "checking" comes after cxboardok; ready() then waits for "ok" or "error".
        m_cx.checkingProtection = m.text() == QLatin1String("checking");
        if (m.text() == QLatin1String("error")) emit errorReported(tr("copy protection"), m.text());
        readyIfDone();
        return;
    case Kind::ReadyOk:
        pongReceived();
        readyIfDone();
        return;
    case Kind::BestMove: onEngineMove(m.as<parsed::BestMove>().move, true); return;
    case Kind::Move: onEngineMove(m.text(), false); return;
    case Kind::Info:
        emitInfo(m.as<CxboardInfo>(), m_cx.discardBestmoves > 0, &EngineConnection::tellUser);
        return;
    case Kind::IllegalMove: reportIllegalMove(m.as<parsed::IllegalMove>()); return;
    case Kind::Error: reportError(m.as<parsed::Error>()); return;
    case Kind::Result:
        if (m_run.ready) {
            const auto& r = m.as<parsed::Result>();
            emit resultClaimed(r.result, r.comment);
        }
        return;
    case Kind::Resign:
        if (m_run.ready) emit resigned();
        return;
    case Kind::OfferDraw:
        if (m_run.ready) emit drawOffered();
        return;
    case Kind::TellUser:
    case Kind::TellOpponent:
    case Kind::TellOthers:
    case Kind::TellAll: tell(m.as<parsed::Tell>()); return;
    case Kind::AskUser: ask(m.as<parsed::Question>()); return;
    }
}

void CxboardEngine::onEngineMove(const QString& move, bool best) {
    // The answer to a "stop" releases the lines held behind it, but only after what the
    // answer itself needs (the move told back to the engine), so that they meet the
    // engine's board as it will be.
    const QStringList held = best && m_cx.held ? takeHeldLines() : QStringList();
    auto release = [this, &held] {
        // Through send(): a stop among them holds the rest again.
        for (const QString& line : std::as_const(held))
            send(line);
    };
    if (!m_run.ready) return release();
    if (best && m_cx.discardBestmoves > 0) {
        --m_cx.discardBestmoves;
        note(tr("bestmove %1 of a cancelled search ignored").arg(move));
        return release();
    }
    if (!best && outputIsStale()) {
        note(tr("move %1 made before force ignored").arg(move));
        return release();
    }
    if (m_cx.pondering) {
        // The pondering search ended before the opponent moved: nothing was played, and
        // the opponent's move will start an ordinary go.
        m_cx.pondering = false;
        m_cx.searching = false;
        setState(State::Idle);
        note(tr("bestmove %1 while pondering ignored").arg(move));
        return release();
    }
    if (!m_cx.searching || m_run.analyzing || !engineOnMove()) {
        note(tr("move %1 out of turn ignored").arg(move));
        return release();
    }
    m_cx.searching = false;
    // "The engine has not made the move": a bestmove is told back as the spec's forced
    // mode example does with the move the GUI decides on. A "move" the engine made itself.
    if (best) send(QStringLiteral("move ") + move);
    m_run.whiteToMove = !m_run.whiteToMove;
    ++m_cx.plies;
    m_run.lastMoveSent = best ? move : QString();
    setState(State::Idle);
    release();
    flushHeldOptions();
    if (best) ponderAfterMove();
    emit moveMade(move);
}

void CxboardEngine::ponderAfterMove() {
    // Pondering in forced mode: "go ponder" on the opponent's time; the opponent's move
    // turns it into the real search, with the clocks of this go.
    if (!m_run.setup.ponder || m_run.engineSide == Side::None) return;
    chargeSearchTime();
    sendGo({}, true);
}

} // namespace tabiya

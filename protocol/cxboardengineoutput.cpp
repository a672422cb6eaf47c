// CxboardEngine, the engine's side of the conversation: the end of the handshake and every
// line the engine sends, turned into signals. The requests live in cxboardengine.cpp.

#include "protocol/cxboardengine.h"

namespace tabiya {

void CxboardEngine::onCxboardOk() {
    m_cx.gotOk = true;
    // Force mode until a game says otherwise: the engine plays nothing by itself.
    send(QStringLiteral("force"));
    for (const auto& [name, value] : m_config.initialOptions)
        if (!value.contains(QLatin1Char('\n'))) applyOption(name, value, false);
    for (const QString& line : m_config.initCommands)
        send(line);
    // isready waits for the engine to digest the options.
    sendPing(false);
    m_handshakeTimer.start(scaled(HandshakeMs));
}

void CxboardEngine::readyIfDone() {
    if (!m_run.ready && m_cx.gotOk && pingsAnswered() && !m_cx.checkingProtection) becomeReady();
}

void CxboardEngine::configure() {
    emit optionsChanged(m_run.options);
}

void CxboardEngine::handleOption(const EngineOption& option) {
    QList<EngineOption>& options = m_run.options;
    for (EngineOption& o : options)
        if (o.name == option.name) {
            o = option;
            return;
        }
    if (options.size() >= EngineOption::MaxOptions) {
        note(tr("more than %1 options: option %2 refused")
                 .arg(EngineOption::MaxOptions)
                 .arg(option.name));
        return;
    }
    options.append(option);
    if (option.name.compare(QLatin1String("Variant"), Qt::CaseInsensitive) == 0)
        m_run.caps.variants = option.choices;
    if (m_run.ready) emit optionsChanged(options);
}

void CxboardEngine::readLine(const QString& line) {
    using Kind = cxboard::Message::Kind;
    const cxboard::Message m = cxboard::parseLine(line);
    switch (m.kind) {
    case Kind::Empty: return;
    case Kind::Other:
        if (line.startsWith(QLatin1String("option ")) && line.size() > EngineOption::MaxNameLength)
            note(tr("option refused: malformed, or larger than %1 characters for its "
                    "name or %2 for its value or choices")
                     .arg(EngineOption::MaxNameLength)
                     .arg(EngineOption::MaxValueLength));
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
    case Kind::Info: handleInfo(m.as<CxboardInfo>()); return;
    case Kind::IllegalMove: {
        const auto& illegal = m.as<parsed::IllegalMove>();
        reportIllegalMove(illegal.move, illegal.reason);
        return;
    }
    case Kind::Error: {
        const auto& error = m.as<parsed::Error>();
        reportError(error.type, error.command);
        return;
    }
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

void CxboardEngine::handleInfo(const CxboardInfo& info) {
    // Still the cancelled search talking?
    if (m_cx.discardBestmoves > 0 || outputIsStale()) return;
    if (info.thinking && info.thinking->pvCut) notePvCut();
    if (info.thinking) emit thinking(*info.thinking);
    if (info.progress) emit searchProgress(*info.progress);
    if (!info.string.isEmpty()) emit tellUser(info.string);
    if (!info.hint.isEmpty()) emit hint(info.hint);
}

void CxboardEngine::onEngineMove(const QString& move, bool best) {
    // The answer to a "stop" releases the lines held behind it, but only after what the
    // answer itself needs (the move told back to the engine), so that they meet the
    // engine's board as it will be.
    QStringList held;
    if (best && m_cx.awaitingBestmove) {
        m_stopTimer.stop();
        m_cx.awaitingBestmove = false;
        held = std::exchange(m_cx.heldLines, {});
    }
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
    // turns it into the real search, with the clocks of this go. The engine's clock is
    // what it was at the last go, less what that search took, plus the increment.
    if (!m_run.setup.ponder || m_run.engineSide == Side::None) return;
    if (m_ownTime >= 0)
        m_ownTime = std::max<qint64>(0, m_ownTime - m_searchClock.elapsed() +
                                            m_run.setup.timeControl.incrementMs);
    sendGo({}, true);
}

} // namespace tabiya

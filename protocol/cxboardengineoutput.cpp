// CxboardEngine, the engine's side of the conversation: the end of the handshake and every
// line the engine sends, turned into signals. The requests live in cxboardengine.cpp.

#include "cxboardengine.h"

namespace tabiya {

void CxboardEngine::onCxboardOk() {
    m_gotOk = true;
    // Force mode until a game says otherwise: the engine plays nothing by itself.
    send(QStringLiteral("force"));
    for (const auto& [name, value] : m_config.initialOptions) {
        for (EngineOption& o : m_options)
            if (o.name.compare(name, Qt::CaseInsensitive) == 0 &&
                !value.contains(QLatin1Char('\n'))) {
                const QString v = o.normalised(value);
                if (o.isButton() || !v.isEmpty() || o.isText()) {
                    o.value = v;
                    QString text = v;
                    if (o.type == EngineOption::Type::Check)
                        text = v == QLatin1String("1") ? QStringLiteral("true")
                                                       : QStringLiteral("false");
                    if (o.isText() && text.isEmpty()) text = QStringLiteral("<empty>");
                    send(o.isButton()
                             ? QStringLiteral("setoption name ") + o.name
                             : QStringLiteral("setoption name %1 value %2").arg(o.name, text));
                }
            }
    }
    for (const QString& line : m_config.initCommands)
        send(line);
    // isready waits for the engine to digest the options.
    ++m_pendingReadyOk;
    send(QStringLiteral("isready"));
    m_handshakeTimer.start(int(HandshakeMs * m_config.timeoutScale));
}

void CxboardEngine::becomeReady() {
    m_handshakeTimer.stop();
    if (m_ready) return;
    m_ready = true;
    setState(State::Idle);
    emit optionsChanged(m_options);
    emit ready();
    const auto deferred = std::exchange(m_deferred, {});
    for (const auto& action : deferred)
        action();
}

void CxboardEngine::onCrashed(const CrashInfo& info) {
    m_handshakeTimer.stop();
    m_stopTimer.stop();
    m_awaitingBestmove = false;
    m_heldLines.clear();
    m_heldOptions.clear();
    m_ready = false;
    m_deferred.clear();
    setState(State::Finished);
    emit crashed(info);
}

void CxboardEngine::onLine(const QString& line) {
    using Kind = cxboard::Message::Kind;
    const cxboard::Message m = cxboard::parseLine(line);
    switch (m.kind) {
    case Kind::Empty: return;
    case Kind::Other:
        if (line.startsWith(QLatin1String("option ")) && line.size() > EngineOption::MaxNameLength)
            m_process->note(tr("option refused: malformed, or larger than %1 characters for its "
                               "name or %2 for its value or choices")
                                .arg(EngineOption::MaxNameLength)
                                .arg(EngineOption::MaxValueLength));
        return;
    case Kind::IdName: m_caps.name = m.text; return;
    case Kind::IdAuthor: m_caps.author = m.text; return;
    case Kind::Option: {
        for (EngineOption& o : m_options)
            if (o.name == m.option.name) {
                o = m.option;
                return;
            }
        if (m_options.size() >= EngineOption::MaxOptions) {
            m_process->note(tr("more than %1 options: option %2 refused")
                                .arg(EngineOption::MaxOptions)
                                .arg(m.option.name));
            return;
        }
        m_options.append(m.option);
        if (m.option.name.compare(QLatin1String("Variant"), Qt::CaseInsensitive) == 0)
            m_caps.variants = m.option.choices;
        if (m_ready) emit optionsChanged(m_options);
        return;
    }
    case Kind::CxboardOk:
        if (!m_gotOk && !m_ready) onCxboardOk();
        return;
    case Kind::CopyProtection:
        // "checking" comes after cxboardok; ready() then waits for "ok" or "error".
        if (m.text == QLatin1String("checking")) {
            m_checkingProtection = true;
            return;
        }
        m_checkingProtection = false;
        if (m.text == QLatin1String("error")) emit errorReported(tr("copy protection"), m.text);
        if (!m_ready && m_gotOk && m_pendingReadyOk == 0) becomeReady();
        return;
    case Kind::ReadyOk:
        if (m_pendingReadyOk > 0)
            --m_pendingReadyOk;
        else if (m_discardUntilReadyOk > 0)
            --m_discardUntilReadyOk;
        if (!m_ready && m_gotOk && m_pendingReadyOk == 0 && !m_checkingProtection) becomeReady();
        return;
    case Kind::BestMove:
    case Kind::Move: onEngineMove(m); return;
    case Kind::Info:
        // Still the cancelled search talking?
        if (m_discardBestmoves > 0 || m_discardUntilReadyOk > 0) return;
        if (m.info.thinking && m.info.thinking->pvCut)
            m_process->note(tr("PV longer than %1 moves or %2 characters: the rest is not kept")
                                .arg(ThinkingLine::MaxPvMoves)
                                .arg(ThinkingLine::MaxPvLength));
        if (m.info.thinking) emit thinking(*m.info.thinking);
        if (m.info.progress) emit searchProgress(*m.info.progress);
        if (!m.info.string.isEmpty()) emit tellUser(m.info.string);
        if (!m.info.hint.isEmpty()) emit hint(m.info.hint);
        return;
    case Kind::IllegalMove:
        emit illegalMoveReported(m.text.isEmpty() ? m_lastMoveSent : m.text, m.text2);
        return;
    case Kind::Error: emit errorReported(m.text, m.text2); return;
    case Kind::Result:
        if (m_ready) emit resultClaimed(m.result, m.text);
        return;
    case Kind::Resign:
        if (m_ready) emit resigned();
        return;
    case Kind::OfferDraw:
        if (m_ready) emit drawOffered();
        return;
    case Kind::TellUser: emit tellUser(m.text); return;
    case Kind::AskUser: emit askUser(m.text, m.text2); return;
    case Kind::TellOpponent: emit tellOpponent(m.text); return;
    case Kind::TellOthers: emit tellOthers(m.text); return;
    case Kind::TellAll: emit tellAll(m.text); return;
    }
}

void CxboardEngine::onEngineMove(const cxboard::Message& m) {
    const bool best = m.kind == cxboard::Message::Kind::BestMove;
    // The answer to a "stop" releases the lines held behind it, but only after what the
    // answer itself needs (the move told back to the engine), so that they meet the
    // engine's board as it will be.
    QStringList held;
    if (best && m_awaitingBestmove) {
        m_stopTimer.stop();
        m_awaitingBestmove = false;
        held = std::exchange(m_heldLines, {});
    }
    auto release = [this, &held] {
        // Through send(): a stop among them holds the rest again.
        for (const QString& line : std::as_const(held))
            send(line);
    };
    if (!m_ready) return release();
    if (best && m_discardBestmoves > 0) {
        --m_discardBestmoves;
        m_process->note(tr("bestmove %1 of a cancelled search ignored").arg(m.text));
        return release();
    }
    if (!best && m_discardUntilReadyOk > 0) {
        m_process->note(tr("move %1 made before force ignored").arg(m.text));
        return release();
    }
    if (m_pondering) {
        // The pondering search ended before the opponent moved: nothing was played, and
        // the opponent's move will start an ordinary go.
        m_pondering = false;
        m_searching = false;
        setState(State::Idle);
        m_process->note(tr("bestmove %1 while pondering ignored").arg(m.text));
        return release();
    }
    if (!m_searching || m_analyzing || !engineOnMove()) {
        m_process->note(tr("move %1 out of turn ignored").arg(m.text));
        return release();
    }
    m_searching = false;
    // "The engine has not made the move": a bestmove is told back as the spec's forced
    // mode example does with the move the GUI decides on. A "move" the engine made itself.
    if (best) send(QStringLiteral("move ") + m.text);
    m_redToMove = !m_redToMove;
    ++m_plies;
    m_lastMoveSent = best ? m.text : QString();
    setState(State::Idle);
    release();
    flushHeldOptions();
    // Pondering in forced mode: "go ponder" on the opponent's time; the opponent's move
    // turns it into the real search, with the clocks of this go. The engine's clock is
    // what it was at the last go, less what that search took, plus the increment.
    if (best && m_setup.ponder && m_engineSide != Side::None) {
        if (m_ownTime >= 0)
            m_ownTime = std::max<qint64>(0, m_ownTime - m_searchClock.elapsed() +
                                                m_setup.timeControl.incrementMs);
        sendGo({}, true);
    }
    emit moveMade(m.text);
}

} // namespace tabiya

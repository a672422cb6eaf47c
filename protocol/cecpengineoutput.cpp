// CecpEngine, the engine's side of the conversation: every line the engine sends, turned
// into signals. The requests live in cecpengine.cpp, features in cecplink.cpp.

#include "protocol/cecpengine.h"

#include "protocol/cecpcommands.h"
#include "protocol/cecpreplies.h"
#include "protocol/enginetext.h"

namespace tabiya {

// --- engine output ---

void CecpEngine::readLine(const QString& rawLine) {
    // Control characters never go further (the transcript has them, escaped).
    const QString line = enginetext::stripControls(rawLine);
    if (collectBookLine(line)) return;
    handleMessage(cecp::parseReply(line));
}

void CecpEngine::handleMessage(const cecp::Message& m) {
    using Kind = cecp::Message::Kind;
    // Until the handshake ends only features, pongs and talk matter: banners such as
    // "White to move" must not end a game that has not begun.
    const bool inGame = m_run.ready;
    const bool live = inGame && !outputIsStale(); // about the search in progress
    switch (m.kind) {
    case Kind::Empty:
    case Kind::Debug:
    case Kind::Other: return;
    case Kind::Feature: handleFeatures(m.as<QList<cecp::Feature>>()); return;
    case Kind::Pong:
        pongReceived(m.as<cecp::Pong>().number);
        pongForDescription(m.as<cecp::Pong>().number);
        return;
    case Kind::Move:
        if (!inGame) return;
        if (const auto move = m_cecp.legs.add(m.text())) handleEngineMove(*move);
        return;
    case Kind::Result:
        if (live) handleResult(m.as<parsed::Result>());
        return;
    case Kind::Resign:
        if (!live) return;
        m_cecp.gameOver = true;
        emit resigned();
        return;
    case Kind::OfferDraw:
        if (inGame) emit drawOffered();
        return;
    case Kind::IllegalMove:
        // During the handshake these answer probes ("protover" to a version 1 engine, the
        // empty lines that wake GNU Chess): the transcript has them, the session need not.
        if (inGame) handleIllegalMove(m.as<parsed::IllegalMove>());
        return;
    case Kind::Error:
        if (inGame) handleError(m.as<parsed::Error>());
        return;
    case Kind::Hint: emit hint(m.text()); return;
    case Kind::TellUser:
    case Kind::TellUserError:
    case Kind::TellOpponent:
    case Kind::TellOthers:
    case Kind::TellAll:
    case Kind::TellIcs: tell(m.as<parsed::Tell>()); return;
    case Kind::AskUser: ask(m.as<parsed::Question>()); return;
    case Kind::Highlight: emit highlight(m.as<HighlightBoard>()); return;
    case Kind::Choice: emit choice(m.text()); return;
    case Kind::Click: emit click(m.text()); return;
    case Kind::Setup: handleSetup(m.as<EngineSetup>()); return;
    case Kind::Piece: handlePiece(m.as<EnginePiece>()); return;
    case Kind::Malformed: note(tr("malformed %1 line ignored").arg(m.text())); return;
    case Kind::Thinking:
    case Kind::Continuation:
    case Kind::FailHigh:
    case Kind::FailLow:
    case Kind::Book:
    case Kind::Stat01: handleSearchOutput(m); return;
    }
}

void CecpEngine::handleSearchOutput(const cecp::Message& m) {
    using Kind = cecp::Message::Kind;
    using Fail = cecp::ThinkingAssembler::Fail;
    if (outputIsStale()) return; // the cancelled search talking
    cecp::ThinkingAssembler::Result r;
    switch (m.kind) {
    case Kind::Book: emit bookLines(m.text()); return;
    case Kind::Stat01: emit searchProgress(m.as<SearchProgress>()); return;
    default: break;
    }
    if (!m_run.ready) return;
    if (m.kind == Kind::Thinking) r = m_cecp.thinking.thinking(m.as<ThinkingLine>());
    if (m.kind == Kind::Continuation) r = m_cecp.thinking.continuation(m.as<ThinkingLine>());
    if (m.kind == Kind::FailHigh || m.kind == Kind::FailLow)
        r = m_cecp.thinking.failed(m.kind == Kind::FailHigh ? Fail::High : Fail::Low);
    if (r.pvCut) notePvCut();
    if (r.line) emit thinking(*r.line);
}

void CecpEngine::handleEngineMove(const QString& move) {
    if (outputIsStale()) {
        note(tr("move %1 of a cancelled search ignored").arg(move));
        return;
    }
    if (m_run.analyzing || m_run.engineSide == Side::None || m_run.engineSide != sideToMove() ||
        m_run.paused) {
        note(tr("move %1 out of turn ignored").arg(move));
        return;
    }
    m_run.whiteToMove = !m_run.whiteToMove;
    if (m_cecp.movesSinceSetup) m_cecp.movesSinceSetup->append({move, {}});
    m_run.lastMoveSent.clear();
    afterEngineMove();
    emit moveMade(move);
}

void CecpEngine::handleIllegalMove(const parsed::IllegalMove& m) {
    const QString& word = m.move;
    // "Illegal move: st" answers a command the engine does not know (section 13).
    if (word == QLatin1String("playother")) return playOtherRefused();
    if (word == QLatin1String("st")) m_cecp.stUnsupported = true;
    if (word == QLatin1String("sd")) m_cecp.sdUnsupported = true;
    if (cecp::isCommandWord(word) || (word.isEmpty() && m_run.lastMoveSent.isEmpty())) {
        emit errorReported(m.reason.isEmpty() ? tr("unknown command") : m.reason, word);
        return;
    }
    const QString refused = word.isEmpty() ? m_run.lastMoveSent : word;
    if (outputIsStale() || (lateFeaturesComing() && !m_run.setup.fen.isEmpty())) {
        // It answers a move sent before the last ping, or on a position sent by edit that
        // goes again by setboard once the late features are done: the position left or
        // sent afresh is not the one refused.
        note(tr("refusal of %1 ignored: it is about an earlier position").arg(refused));
        return;
    }
    if (!refused.isEmpty() && refused == m_run.lastMoveSent) {
        // The engine did not take the move: its side to move is as before, and it is not
        // thinking about a reply (a game whose rules the engine judges goes on from here).
        m_run.whiteToMove = !m_run.whiteToMove;
        m_run.lastMoveSent.clear();
        // Nor is it replayed if the features come late (a refused setup move is not there).
        if (m_cecp.movesSinceSetup && !m_cecp.movesSinceSetup->isEmpty())
            m_cecp.movesSinceSetup->removeLast();
        if (state() == State::Thinking) setState(State::Idle);
    }
    reportIllegalMove(refused, m.reason);
}

void CecpEngine::handleError(const parsed::Error& m) {
    if (m.command == QLatin1String("playother")) return playOtherRefused();
    // "Error (unknown command): sd" tells as well as "Illegal move: sd" that the GNU Chess
    // 4 forms are needed (section 13: "an error message indicating the command is not
    // supported").
    const QString command = m.command.section(QLatin1Char(' '), 0, 0);
    if (command == QLatin1String("st")) m_cecp.stUnsupported = true;
    if (command == QLatin1String("sd")) m_cecp.sdUnsupported = true;
    if (command == QLatin1String("analyze") && m_run.caps.analyze) {
        // An engine without analysis that did not say analyze=0 (MaxQi 4.8): it is still
        // in force mode, and "exit" would only draw another error.
        m_run.caps.analyze = false;
        if (m_run.analyzing) {
            m_run.analyzing = false;
            setState(State::Idle);
        }
    }
    reportError(m.type, m.command);
}

void CecpEngine::handleResult(const parsed::Result& m) {
    const Side side = m_run.engineSide != Side::None ? m_run.engineSide : sideToMove();
    const cecp::ClaimedResult r = cecp::claimedResult(m, m_run.whiteToMove, side == Side::White);
    m_cecp.gameOver = true;
    emit resultClaimed(r.result, r.comment);
}

void CecpEngine::playOtherRefused() {
    // GNU Chess 6 announces playother=1 and then rejects the command: it is still in force
    // mode, so start it after the opponent's move instead, as for engines without it.
    m_run.caps.playother = false;
    if (m_run.engineSide == Side::None) return;
    if (m_run.engineSide == sideToMove()) {
        // The opponent's move went in before the refusal came back: start it now.
        sendGo();
    } else {
        m_run.engineSide = Side::None;
        m_cecp.goAfterUserMove = true;
        setState(State::Idle);
    }
}

} // namespace tabiya

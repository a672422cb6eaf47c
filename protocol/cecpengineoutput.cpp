// CecpEngine, the engine's side of the conversation: every line the engine sends, turned
// into signals. The requests live in cecpengine.cpp, features in cecpenginefeatures.cpp.

#include "protocol/cecpengine.h"

#include "protocol/cecpbook.h"
#include "protocol/enginetext.h"

namespace tabiya {

namespace {

// Words of commands we send that an engine may echo back in "Illegal move: WORD" when it
// does not know the command (section 13): those are errors, not illegal moves.
bool isCommandWord(const QString& w) {
    static const QStringList words{
        QStringLiteral("st"),       QStringLiteral("sd"),        QStringLiteral("level"),
        QStringLiteral("time"),     QStringLiteral("otim"),      QStringLiteral("post"),
        QStringLiteral("nopost"),   QStringLiteral("hard"),      QStringLiteral("easy"),
        QStringLiteral("random"),   QStringLiteral("computer"),  QStringLiteral("name"),
        QStringLiteral("nps"),      QStringLiteral("memory"),    QStringLiteral("cores"),
        QStringLiteral("egtpath"),  QStringLiteral("option"),    QStringLiteral("ping"),
        QStringLiteral("usermove"), QStringLiteral("accepted"),  QStringLiteral("rejected"),
        QStringLiteral("protover"), QStringLiteral("variant"),   QStringLiteral("ics"),
        QStringLiteral("setboard"), QStringLiteral("playother"), QStringLiteral("white"),
        QStringLiteral("black"),    QStringLiteral("lift"),      QStringLiteral("put"),
        QStringLiteral("hover"),    QStringLiteral("bk"),        QStringLiteral("hint"),
    };
    return words.contains(w);
}

} // namespace

// --- engine output ---

bool CecpEngine::collectBookLine(const QString& line) {
    if (!m_cecp.collectingBook) return false;
    QStringList& text = m_cecp.bookText;
    // bk replies: lines starting with a blank or tab, ended by an empty line.
    if (line.isEmpty()) {
        m_cecp.collectingBook = false;
        emitBookReply();
        return true;
    }
    if (line.startsWith(QLatin1Char(' ')) || line.startsWith(QLatin1Char('\t'))) {
        // Kept up to MaxBookLines lines of MaxMessageLength: the rest is noted, not kept.
        if (text.size() < MaxBookLines)
            text << enginetext::cut(line.trimmed(), enginetext::MaxMessageLength);
        else if (text.size() == MaxBookLines)
            note(tr("book reply longer than %1 lines: the rest is not kept").arg(MaxBookLines));
        if (text.size() == MaxBookLines) text << QStringLiteral("…");
        return true;
    }
    m_cecp.collectingBook = false;
    if (!text.isEmpty()) emitBookReply();
    return false;
}

void CecpEngine::emitBookReply() {
    const QString text = std::exchange(m_cecp.bookText, {}).join(QLatin1Char('\n'));
    emit bookLines(text);
    emit bookMoves(cecp::parseBookReply(text));
}

void CecpEngine::readLine(const QString& rawLine) {
    // Control characters never go further (the transcript has them, escaped).
    const QString line = enginetext::stripControls(rawLine);
    if (collectBookLine(line)) return;
    const cecp::Message m = cecp::parseLine(line);
    if (m.kind == cecp::Message::Kind::Other) {
        // A prompt glued to a command ("Sjeng: feature ..."): read what follows it.
        const qsizetype colon = line.indexOf(QLatin1String(": "));
        if (colon > 0 && colon < 24 && !line.left(colon).contains(QLatin1Char(' '))) {
            const cecp::Message inner = cecp::parseLine(line.mid(colon + 2));
            if (inner.kind != cecp::Message::Kind::Other &&
                inner.kind != cecp::Message::Kind::Empty)
                return handleMessage(inner);
        }
    }
    handleMessage(m);
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
    case Kind::Pong: pongReceived(m.as<cecp::Pong>().number); return;
    case Kind::Move:
        if (inGame) handleEngineMove(m.text());
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
    case Kind::Setup: emit setupReceived(m.as<EngineSetup>()); return;
    case Kind::Piece: emit pieceDefined(m.text()); return;
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
    if (outputIsStale()) return; // the cancelled search talking
    ThinkingLine& l = m_cecp.lastThinking;
    switch (m.kind) {
    case Kind::Thinking:
        if (!m_run.ready) return;
        l = m.as<ThinkingLine>();
        if (l.pvCut) notePvCut();
        emit thinking(l);
        return;
    case Kind::Continuation:
        // A PV at its limit takes no more: the rest of it is dropped without a signal, so
        // a flood of continuation lines costs each line its parsing and nothing more.
        if (!m_run.ready || l.pv.isEmpty() || l.pvCut) return;
        appendContinuation(m.as<ThinkingLine>());
        emit thinking(l);
        return;
    case Kind::FailHigh:
    case Kind::FailLow:
        if (!m_run.ready || l.pv.isEmpty()) return;
        l.failHigh = m.kind == Kind::FailHigh;
        l.failLow = m.kind == Kind::FailLow;
        l.bound = l.failHigh ? ThinkingLine::Bound::Lower : ThinkingLine::Bound::Upper;
        l.continuation = true;
        emit thinking(l);
        return;
    case Kind::Book: emit bookLines(m.text()); return;
    case Kind::Stat01: emit searchProgress(m.as<SearchProgress>()); return;
    default: return;
    }
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
    m_cecp.setupUntouched = false;
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
    if (isCommandWord(word) || (word.isEmpty() && m_run.lastMoveSent.isEmpty())) {
        emit errorReported(m.reason.isEmpty() ? tr("unknown command") : m.reason, word);
        return;
    }
    reportIllegalMove(word, m.reason);
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

void CecpEngine::appendContinuation(const ThinkingLine& more) {
    ThinkingLine& l = m_cecp.lastThinking;
    l.continuation = true;
    const qsizetype roomMoves = ThinkingLine::MaxPvMoves - l.pv.size();
    const qsizetype roomText = ThinkingLine::MaxPvLength - l.pvText.size() - 1;
    if (more.pvCut || more.pv.size() > roomMoves || more.pvText.size() > roomText) {
        l.pv += more.pv.mid(0, std::max<qsizetype>(roomMoves, 0));
        if (roomText > 0) l.pvText += QLatin1Char(' ') + more.pvText.left(roomText);
        l.pvCut = true;
        notePvCut();
        return;
    }
    l.pv += more.pv;
    l.pvText += QLatin1Char(' ') + more.pvText;
}

void CecpEngine::handleResult(const parsed::Result& m) {
    EngineResult r = m.result;
    QString comment = m.comment;
    using Rel = parsed::Result::Relative;
    if (m.relative == Rel::SideToMoveMated) {
        // The side on move has been mated (XBoard's reading of these legacy strings).
        r = m_run.whiteToMove ? EngineResult::BlackWins : EngineResult::WhiteWins;
        comment = m_run.whiteToMove ? tr("Black mates") : tr("White mates");
    } else if (m.relative == Rel::EngineResigns) {
        const Side side = m_run.engineSide != Side::None ? m_run.engineSide : sideToMove();
        r = side == Side::White ? EngineResult::BlackWins : EngineResult::WhiteWins;
        comment = side == Side::White ? tr("White resigns") : tr("Black resigns");
    }
    m_cecp.gameOver = true;
    emit resultClaimed(r, comment);
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

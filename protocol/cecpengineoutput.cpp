// CecpEngine, the engine's side of the conversation: feature negotiation and every line
// the engine sends, turned into signals. The requests live in cecpengine.cpp.

#include "cecpengine.h"

#include "enginetext.h"
#include "optionparser.h"

namespace tabiya {

namespace {

bool boolValue(const QString& v) {
    return v.trimmed() == QLatin1String("1");
}

// Features this GUI honours; all others are answered "rejected NAME".
const QStringList& knownFeatures() {
    static const QStringList names{
        QStringLiteral("ping"),     QStringLiteral("setboard"), QStringLiteral("playother"),
        QStringLiteral("san"),      QStringLiteral("usermove"), QStringLiteral("time"),
        QStringLiteral("draw"),     QStringLiteral("sigint"),   QStringLiteral("sigterm"),
        QStringLiteral("reuse"),    QStringLiteral("analyze"),  QStringLiteral("myname"),
        QStringLiteral("variants"), QStringLiteral("colors"),   QStringLiteral("ics"),
        QStringLiteral("name"),     QStringLiteral("pause"),    QStringLiteral("nps"),
        QStringLiteral("debug"),    QStringLiteral("memory"),   QStringLiteral("smp"),
        QStringLiteral("egt"),      QStringLiteral("option"),   QStringLiteral("done"),
        QStringLiteral("exclude"),  QStringLiteral("setscore"), QStringLiteral("highlight"),
    };
    return names;
}

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

void CecpEngine::handleFeature(const cecp::Feature& f) {
    const QString& n = f.name;
    const QString& v = f.value;
    if (!knownFeatures().contains(n)) {
        send(QStringLiteral("rejected ") + n);
        return;
    }
    if (n == QLatin1String("option")) {
        auto o = parseCecpOption(v);
        // A repeated name replaces the old declaration (the spec leaves it undefined).
        const auto old = o ? std::find_if(m_options.begin(), m_options.end(),
                                          [&](const EngineOption& e) { return e.name == o->name; })
                           : m_options.end();
        const bool full =
            o && old == m_options.end() && m_options.size() >= EngineOption::MaxOptions;
        if (!o || full) {
            // "rejected option NAME": the name alone, the text before the first " -".
            const qsizetype dash = v.indexOf(QLatin1String(" -"));
            const QString name = (dash < 0 ? v : v.left(dash)).trimmed();
            const QString shown =
                enginetext::cut(name.isEmpty() ? v.trimmed() : name, enginetext::MaxNameLength);
            if (full)
                m_process->note(tr("more than %1 options: option %2 refused")
                                    .arg(EngineOption::MaxOptions)
                                    .arg(shown));
            else if (v.size() > EngineOption::MaxNameLength)
                m_process->note(tr("option %1 refused: malformed, or larger than %2 characters "
                                   "for its name or %3 for its value or choices")
                                    .arg(shown)
                                    .arg(EngineOption::MaxNameLength)
                                    .arg(EngineOption::MaxValueLength));
            send(QStringLiteral("rejected option ") + shown);
            return;
        }
        if (old != m_options.end())
            *old = *o;
        else
            m_options.append(*o);
        send(QStringLiteral("accepted option"));
        if (m_ready && !m_collectingOptions) emit optionsChanged(m_options);
        // A configured value for an option that was not known when the handshake ended.
        if (m_ready && m_lateOptions.contains(o->name))
            setOption(o->name, m_lateOptions.take(o->name));
        return;
    }
    send(QStringLiteral("accepted ") + n);
    if (n == QLatin1String("done")) {
        // done=0 asks for time; any other value ends the features. The spec knows only 0
        // and 1: reading "done=2" as 1 is its intent, where waiting an hour for a done=1
        // that may never come would hang the game silently.
        const bool done = v.trimmed() != QLatin1String("0");
        if (done && !boolValue(v))
            m_process->note(tr("feature done=%1 read as done=1")
                                .arg(enginetext::cut(v, enginetext::MaxNameLength)));
        if (done) {
            if (m_collectingOptions) {
                m_collectingOptions = false;
                emit optionsChanged(m_options);
            }
            if (!m_ready) {
                finishHandshake();
            } else {
                // Late features complete: configured options still unknown are errors now.
                for (auto it = m_lateOptions.cbegin(); it != m_lateOptions.cend(); ++it)
                    emit errorReported(tr("unknown option"), it.key());
                m_lateOptions.clear();
                if (m_handshakeWithoutFeatures) resendPositionAfterLateFeatures();
            }
        } else {
            // The spec: the option list "should be cleared on reception of feature done=0";
            // the engine sends it afresh before its done=1.
            m_options.clear();
            if (m_ready) {
                m_collectingOptions = true;
            } else {
                // done=0: the engine needs time; wait up to an hour, with no other limit.
                m_handshakeTimer.start(DoneZeroMs);
            }
        }
        return;
    }
    if (n == QLatin1String("ping"))
        m_caps.ping = boolValue(v);
    else if (n == QLatin1String("setboard"))
        m_caps.setboard = boolValue(v);
    else if (n == QLatin1String("playother"))
        m_caps.playother = boolValue(v);
    else if (n == QLatin1String("san"))
        m_caps.san = boolValue(v);
    else if (n == QLatin1String("usermove"))
        m_caps.usermove = boolValue(v);
    else if (n == QLatin1String("time"))
        m_caps.time = boolValue(v);
    else if (n == QLatin1String("draw"))
        m_caps.draw = boolValue(v);
    else if (n == QLatin1String("sigint"))
        m_caps.sigint = boolValue(v);
    else if (n == QLatin1String("sigterm"))
        m_caps.sigterm = boolValue(v);
    else if (n == QLatin1String("reuse"))
        m_caps.reuse = boolValue(v);
    else if (n == QLatin1String("analyze"))
        m_caps.analyze = boolValue(v);
    else if (n == QLatin1String("myname"))
        m_caps.name = enginetext::cut(v.trimmed(), enginetext::MaxNameLength);
    else if (n == QLatin1String("variants"))
        m_caps.variants = enginetext::boundedList(v);
    else if (n == QLatin1String("colors"))
        m_caps.colors = boolValue(v);
    else if (n == QLatin1String("pause"))
        m_caps.pause = boolValue(v);
    else if (n == QLatin1String("nps"))
        m_caps.nps = boolValue(v);
    else if (n == QLatin1String("memory"))
        m_caps.memory = boolValue(v);
    else if (n == QLatin1String("smp"))
        m_caps.smp = boolValue(v);
    else if (n == QLatin1String("egt"))
        m_caps.egt = enginetext::boundedList(v);
    else if (n == QLatin1String("exclude"))
        m_caps.exclude = boolValue(v);
    else if (n == QLatin1String("setscore"))
        m_caps.setscore = boolValue(v);
    else if (n == QLatin1String("highlight"))
        m_caps.highlight = boolValue(v);
    else if (n == QLatin1String("ics"))
        m_icsFeature = boolValue(v);
    else if (n == QLatin1String("name"))
        m_nameFeature = boolValue(v);
    if (m_ready) sendLateResources(n);
    // debug: accepted; nothing to do, debug lines start with '#' anyway.
}

// --- engine output ---

void CecpEngine::onLine(const QString& rawLine) {
    // Control characters never go further (the transcript has them, escaped).
    const QString line = enginetext::stripControls(rawLine);
    if (m_collectingBook) {
        // bk replies: lines starting with a blank or tab, ended by an empty line.
        if (line.isEmpty()) {
            m_collectingBook = false;
            emit bookLines(m_bookText.join(QLatin1Char('\n')));
            m_bookText.clear();
            return;
        }
        if (line.startsWith(QLatin1Char(' ')) || line.startsWith(QLatin1Char('\t'))) {
            // Kept up to MaxBookLines lines of MaxMessageLength: the rest is noted, not kept.
            if (m_bookText.size() < MaxBookLines)
                m_bookText << enginetext::cut(line.trimmed(), enginetext::MaxMessageLength);
            else if (m_bookText.size() == MaxBookLines)
                m_process->note(
                    tr("book reply longer than %1 lines: the rest is not kept").arg(MaxBookLines));
            if (m_bookText.size() == MaxBookLines) m_bookText << QStringLiteral("…");
            return;
        }
        m_collectingBook = false;
        if (!m_bookText.isEmpty()) emit bookLines(m_bookText.join(QLatin1Char('\n')));
        m_bookText.clear();
    }
    cecp::Message m = cecp::parseLine(line);
    if (m.kind == cecp::Message::Kind::Other) {
        // A prompt glued to a command ("Sjeng: feature ..."): read what follows it.
        const qsizetype colon = line.indexOf(QLatin1String(": "));
        if (colon > 0 && colon < 24 && !line.left(colon).contains(QLatin1Char(' '))) {
            const QString rest = line.mid(colon + 2);
            cecp::Message inner = cecp::parseLine(rest);
            if (inner.kind != cecp::Message::Kind::Other &&
                inner.kind != cecp::Message::Kind::Empty) {
                handleMessage(inner, rest);
                return;
            }
        }
    }
    handleMessage(m, line);
}

void CecpEngine::handleMessage(const cecp::Message& m, const QString& line) {
    using Kind = cecp::Message::Kind;
    // Until the handshake ends only features, pongs and talk matter: banners such as
    // "White to move" must not end a game that has not begun.
    const bool inGame = m_ready;
    switch (m.kind) {
    case Kind::Empty:
    case Kind::Debug:
    case Kind::Other: return;
    case Kind::Feature:
        m_sawFeature = true;
        m_nudgeTimer.stop();
        if (m_ready && m_caps.protocolVersion < 2) {
            // Features after the 2 s wait (a loaded machine; GNU Chess was once taken for
            // version 1 this way). XBoard accepts features whenever they come: so do we.
            m_process->note(tr("features after the handshake's end: accepted"));
            m_caps.protocolVersion = 2;
        }
        for (const auto& f : m.features)
            handleFeature(f);
        return;
    case Kind::Pong:
        // Rising counter: an old or repeated pong (GNU Chess answers twice) changes nothing.
        if (m.pong > m_lastPong && m.pong <= m_pingCounter) m_lastPong = m.pong;
        return;
    case Kind::Move:
        if (!inGame) return;
        if (outputIsStale()) {
            m_process->note(tr("move %1 of a cancelled search ignored").arg(m.text));
            return;
        }
        if (m_analyzing || m_engineSide == Side::None || m_engineSide != sideToMove() || m_paused) {
            m_process->note(tr("move %1 out of turn ignored").arg(m.text));
            return;
        }
        m_whiteToMove = !m_whiteToMove;
        m_setupUntouched = false;
        m_lastMoveSent.clear();
        afterEngineMove();
        emit moveMade(m.text);
        return;
    case Kind::Result:
        if (inGame) handleResult(m);
        return;
    case Kind::Resign:
        if (inGame && !outputIsStale()) {
            m_gameOver = true;
            emit resigned();
        }
        return;
    case Kind::OfferDraw:
        if (inGame) emit drawOffered();
        return;
    case Kind::IllegalMove: {
        // During the handshake these answer probes ("protover" to a version 1 engine, the
        // empty lines that wake GNU Chess): the transcript has them, the session need not.
        if (!inGame) return;
        const QString word = m.text;
        // "Illegal move: st" answers a command the engine does not know (section 13).
        if (word == QLatin1String("playother")) {
            playOtherRefused();
            return;
        }
        if (word == QLatin1String("st")) m_stUnsupported = true;
        if (word == QLatin1String("sd")) m_sdUnsupported = true;
        if (isCommandWord(word) || (word.isEmpty() && m_lastMoveSent.isEmpty())) {
            emit errorReported(m.text2.isEmpty() ? tr("unknown command") : m.text2, word);
            return;
        }
        const QString move = word.isEmpty() ? m_lastMoveSent : word;
        emit illegalMoveReported(move, m.text2);
        return;
    }
    case Kind::Error: {
        if (!inGame) return;
        if (m.text2 == QLatin1String("playother")) {
            playOtherRefused();
            return;
        }
        // "Error (unknown command): sd" tells as well as "Illegal move: sd" that the GNU
        // Chess 4 forms are needed (section 13: "an error message indicating the command
        // is not supported").
        const QString command = m.text2.section(QLatin1Char(' '), 0, 0);
        if (command == QLatin1String("st")) m_stUnsupported = true;
        if (command == QLatin1String("sd")) m_sdUnsupported = true;
        if (command == QLatin1String("analyze") && m_caps.analyze) {
            // An engine without analysis that did not say analyze=0 (MaxQi 4.8): it is
            // still in force mode, and "exit" would only draw another error.
            m_caps.analyze = false;
            if (m_analyzing) {
                m_analyzing = false;
                setState(State::Idle);
            }
        }
        emit errorReported(m.text, m.text2);
        return;
    }
    case Kind::Hint: emit hint(m.text); return;
    case Kind::TellUser: emit tellUser(m.text); return;
    case Kind::TellUserError: emit tellUserError(m.text); return;
    case Kind::AskUser: emit askUser(m.text, m.text2); return;
    case Kind::TellOpponent: emit tellOpponent(m.text); return;
    case Kind::TellOthers: emit tellOthers(m.text); return;
    case Kind::TellAll: emit tellAll(m.text); return;
    case Kind::TellIcs: emit tellIcs(m.text); return;
    case Kind::Highlight: emit highlight(m.highlight); return;
    case Kind::Choice: emit choice(m.text); return;
    case Kind::Click: emit click(m.text); return;
    case Kind::Setup: emit setupReceived(m.setup); return;
    case Kind::Piece: emit pieceDefined(m.text); return;
    case Kind::Thinking:
        if (!inGame || outputIsStale()) return;
        m_lastThinking = m.thinking;
        if (m.thinking.pvCut) notePvCut();
        emit thinking(m.thinking);
        return;
    case Kind::Continuation:
        if (!inGame || outputIsStale() || m_lastThinking.pv.isEmpty()) return;
        // A PV at its limit takes no more: the rest of it is dropped without a signal, so
        // a flood of continuation lines costs each line its parsing and nothing more.
        if (m_lastThinking.pvCut) return;
        appendContinuation(m.thinking);
        emit thinking(m_lastThinking);
        return;
    case Kind::FailHigh:
    case Kind::FailLow:
        if (!inGame || outputIsStale() || m_lastThinking.pv.isEmpty()) return;
        m_lastThinking.failHigh = m.kind == Kind::FailHigh;
        m_lastThinking.failLow = m.kind == Kind::FailLow;
        m_lastThinking.bound =
            m_lastThinking.failHigh ? ThinkingLine::Bound::Lower : ThinkingLine::Bound::Upper;
        m_lastThinking.continuation = true;
        emit thinking(m_lastThinking);
        return;
    case Kind::Book:
        if (!outputIsStale()) emit bookLines(m.text);
        return;
    case Kind::Stat01:
        if (!outputIsStale()) emit searchProgress(m.progress);
        return;
    }
    Q_UNUSED(line);
}

void CecpEngine::appendContinuation(const ThinkingLine& more) {
    ThinkingLine& l = m_lastThinking;
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

void CecpEngine::notePvCut() {
    m_process->note(tr("PV longer than %1 moves or %2 characters: the rest is not kept")
                        .arg(ThinkingLine::MaxPvMoves)
                        .arg(ThinkingLine::MaxPvLength));
}

void CecpEngine::handleResult(const cecp::Message& m) {
    if (outputIsStale()) return;
    EngineResult r = m.result;
    QString comment = m.text;
    using Rel = cecp::Message::Relative;
    if (m.relative == Rel::SideToMoveMated) {
        // The side on move has been mated (XBoard's reading of these legacy strings).
        r = m_whiteToMove ? EngineResult::BlackWins : EngineResult::WhiteWins;
        comment = m_whiteToMove ? tr("Black mates") : tr("White mates");
    } else if (m.relative == Rel::EngineResigns) {
        const Side side = m_engineSide != Side::None ? m_engineSide : sideToMove();
        r = side == Side::White ? EngineResult::BlackWins : EngineResult::WhiteWins;
        comment = side == Side::White ? tr("White resigns") : tr("Black resigns");
    }
    m_gameOver = true;
    emit resultClaimed(r, comment);
}

void CecpEngine::playOtherRefused() {
    // GNU Chess 6 announces playother=1 and then rejects the command: it is still in force
    // mode, so start it after the opponent's move instead, as for engines without it.
    m_caps.playother = false;
    if (m_engineSide == Side::None) return;
    if (m_engineSide == sideToMove()) {
        // The opponent's move went in before the refusal came back: start it now.
        sendGo();
    } else {
        m_engineSide = Side::None;
        m_goAfterUserMove = true;
        setState(State::Idle);
    }
}

} // namespace tabiya

#include "cecpengine.h"

#include "cecpcommands.h"
#include "optionparser.h"

#include <QFileInfo>

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

CecpEngine::CecpEngine(QObject* parent)
    : Engine(parent) {
    m_handshakeTimer.setSingleShot(true);
    connect(&m_handshakeTimer, &QTimer::timeout, this, &CecpEngine::onHandshakeTimeout);
    // Engines that read one line per input event (GNU Chess 6) may sit on "protover 2"
    // until more input comes: an empty line now and then gets the features flowing. It
    // runs only for paced engines and only until the first feature or the handshake's end.
    m_nudgeTimer.setInterval(300);
    connect(&m_nudgeTimer, &QTimer::timeout, this, [this] {
        if (m_state != State::Handshake || m_sawFeature)
            m_nudgeTimer.stop();
        else
            send(QString());
    });
}

CecpEngine::~CecpEngine() = default;

QString CecpEngine::name() const {
    if (!m_caps.name.isEmpty()) return m_caps.name;
    if (!m_config.name.isEmpty()) return m_config.name;
    return QFileInfo(m_config.program).fileName();
}

QList<TranscriptEntry> CecpEngine::transcriptEntries() const {
    if (!m_process) return {};
    const auto& t = m_process->transcript();
    return QList<TranscriptEntry>(t.begin(), t.end());
}

void CecpEngine::setState(State state) {
    if (m_state == state) return;
    m_state = state;
    emit stateChanged(state);
}

void CecpEngine::send(const QString& line) {
    if (m_process) m_process->writeLine(line);
}

void CecpEngine::whenReady(std::function<void()> action) {
    if (m_ready)
        action();
    else if (m_state == State::Starting || m_state == State::Handshake)
        m_deferred.append(std::move(action));
}

// --- starting and the handshake ---

void CecpEngine::start(const EngineConfig& config) {
    m_config = config;
    m_caps = EngineCapabilities();
    m_options.clear();
    m_deferred.clear();
    m_collectingOptions = false;
    m_sawFeature = false;
    m_ready = false;
    m_pingCounter = m_staleUntil = m_lastPong = 0;
    m_engineSide = Side::None;
    m_whiteToMove = true;
    m_analyzing = m_paused = m_gameOver = false;
    m_icsFeature = false;
    m_goAfterUserMove = false;
    m_stUnsupported = m_sdUnsupported = false;
    m_collectingBook = false;

    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
    }
    m_process = new EngineProcess(this);
    connect(m_process, &EngineProcess::transcriptAdded, this, &Engine::transcript);
    connect(m_process, &EngineProcess::lineReceived, this, &CecpEngine::onLine);
    connect(m_process, &EngineProcess::crashed, this, &CecpEngine::onCrashed);
    connect(m_process, &EngineProcess::finished, this, [this] {
        m_handshakeTimer.stop();
        setState(State::Finished);
        emit finished();
    });
    connect(m_process, &EngineProcess::started, this, [this] {
        setState(State::Handshake);
        send(QStringLiteral("xboard"));
        send(QStringLiteral("protover 2"));
        m_handshakeTimer.start(int(HandshakeMs * m_config.timeoutScale));
        if (m_pacingMs > 0) m_nudgeTimer.start();
    });
    int pacing = config.lineDelayMs;
    if (pacing < 0) {
        // GNU Chess 6 reads one line per input event and leaves the rest in its stdio
        // buffer until more input arrives, so batches of commands stall it.
        pacing =
            QFileInfo(config.program).fileName().startsWith(QLatin1String("gnuchess")) ? 50 : 0;
    }
    m_process->setLinePacing(pacing);
    m_pacingMs = pacing;
    setState(State::Starting);
    m_process->start(config.program, config.arguments, config.workingDirectory);
}

void CecpEngine::onHandshakeTimeout() {
    if (m_state != State::Handshake) return;
    m_process->note(m_sawFeature ? tr("no done=1 in time: going on with the features received")
                                 : tr("no features: a protocol version 1 engine"));
    finishHandshake();
}

void CecpEngine::finishHandshake() {
    m_handshakeTimer.stop();
    m_nudgeTimer.stop();
    if (m_ready) return;
    m_caps.protocolVersion = m_sawFeature ? 2 : 1;
    m_ready = true;
    if (m_caps.memory && m_config.memoryMb > 0)
        send(QStringLiteral("memory %1").arg(m_config.memoryMb));
    if (m_caps.smp && m_config.cores > 0) send(QStringLiteral("cores %1").arg(m_config.cores));
    for (const auto& [type, path] : m_config.egtPaths)
        if (m_caps.egt.contains(type) && !path.contains(QLatin1Char('\n')))
            send(QStringLiteral("egtpath %1 %2").arg(type, path));
    // Options held until now go out with the engine's exact names.
    for (const auto& [name, value] : m_config.initialOptions)
        setOption(name, value);
    for (const QString& line : m_config.initCommands)
        send(line);
    setState(State::Idle);
    emit ready();
    const auto deferred = std::exchange(m_deferred, {});
    for (const auto& action : deferred)
        action();
}

void CecpEngine::handleFeature(const cecp::Feature& f) {
    const QString& n = f.name;
    const QString& v = f.value;
    if (!knownFeatures().contains(n)) {
        send(QStringLiteral("rejected ") + n);
        return;
    }
    if (n == QLatin1String("option")) {
        auto o = parseCecpOption(v);
        if (!o) {
            send(QStringLiteral("rejected option ") + v);
            return;
        }
        // A repeated name replaces the old declaration (the spec leaves it undefined).
        bool replaced = false;
        for (EngineOption& old : m_options)
            if (old.name == o->name) {
                old = *o;
                replaced = true;
            }
        if (!replaced) m_options.append(*o);
        send(QStringLiteral("accepted option"));
        if (m_ready && !m_collectingOptions) emit optionsChanged(m_options);
        return;
    }
    send(QStringLiteral("accepted ") + n);
    if (n == QLatin1String("done")) {
        if (boolValue(v)) {
            if (m_collectingOptions) {
                m_collectingOptions = false;
                emit optionsChanged(m_options);
            }
            if (!m_ready) finishHandshake();
        } else if (!m_ready) {
            // done=0: the engine needs time; wait up to an hour, with no other limit.
            m_handshakeTimer.start(DoneZeroMs);
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
        m_caps.name = v;
    else if (n == QLatin1String("variants"))
        m_caps.variants = v.split(QLatin1Char(','), Qt::SkipEmptyParts);
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
        m_caps.egt = v.split(QLatin1Char(','), Qt::SkipEmptyParts);
    else if (n == QLatin1String("exclude"))
        m_caps.exclude = boolValue(v);
    else if (n == QLatin1String("setscore"))
        m_caps.setscore = boolValue(v);
    else if (n == QLatin1String("highlight"))
        m_caps.highlight = boolValue(v);
    else if (n == QLatin1String("ics"))
        m_icsFeature = boolValue(v);
    // name, debug: accepted; "name" goes out when the opponent has one.
}

void CecpEngine::onCrashed(const CrashInfo& info) {
    m_handshakeTimer.stop();
    const bool wasReady = m_ready;
    m_ready = false;
    m_deferred.clear();
    setState(State::Finished);
    Q_UNUSED(wasReady);
    emit crashed(info);
}

// --- engine output ---

void CecpEngine::onLine(const QString& line) {
    if (m_collectingBook) {
        // bk replies: lines starting with a blank or tab, ended by an empty line.
        if (line.isEmpty()) {
            m_collectingBook = false;
            emit bookLines(m_bookText.join(QLatin1Char('\n')));
            m_bookText.clear();
            return;
        }
        if (line.startsWith(QLatin1Char(' ')) || line.startsWith(QLatin1Char('\t'))) {
            m_bookText << line.trimmed();
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
    case Kind::Error:
        if (m.text2 == QLatin1String("playother")) {
            playOtherRefused();
            return;
        }
        emit errorReported(m.text, m.text2);
        return;
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
        emit thinking(m.thinking);
        return;
    case Kind::Continuation:
        if (!inGame || outputIsStale() || m_lastThinking.pv.isEmpty()) return;
        m_lastThinking.pv += m.thinking.pv;
        m_lastThinking.pvText += QLatin1Char(' ') + m.thinking.pvText;
        m_lastThinking.continuation = true;
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

void CecpEngine::handleResult(const cecp::Message& m) {
    if (outputIsStale()) return;
    GameResult r = m.result;
    QString comment = m.text;
    using Rel = cecp::Message::Relative;
    if (m.relative == Rel::SideToMoveMated) {
        // The side on move has been mated (XBoard's reading of these legacy strings).
        r = m_whiteToMove ? GameResult::BlackWins : GameResult::WhiteWins;
        comment = m_whiteToMove ? tr("Black mates") : tr("White mates");
    } else if (m.relative == Rel::EngineResigns) {
        const Side side = m_engineSide != Side::None ? m_engineSide : sideToMove();
        r = side == Side::White ? GameResult::BlackWins : GameResult::WhiteWins;
        comment = side == Side::White ? tr("White resigns") : tr("Black resigns");
    }
    m_gameOver = true;
    emit resultClaimed(r, comment);
}

// --- requests ---

void CecpEngine::cancelSearch() {
    if (!m_caps.ping) return; // without ping, out-of-turn moves are still dropped by the side check
    m_staleUntil = ++m_pingCounter;
    send(QStringLiteral("ping %1").arg(m_staleUntil));
}

void CecpEngine::newGame(const GameSetup& setup) {
    whenReady([this, setup] {
        const bool wasSearching =
            m_state == State::Thinking || m_state == State::Pondering || m_analyzing;
        if (m_analyzing) {
            send(QStringLiteral("exit"));
            m_analyzing = false;
        }
        if (m_paused) {
            send(QStringLiteral("resume"));
            m_paused = false;
        }
        m_setup = setup;
        m_gameOver = false;
        m_goAfterUserMove = false;
        m_lastThinking = {};
        send(QStringLiteral("new"));
        if (setup.random) send(QStringLiteral("random"));
        if (!setup.variant.isEmpty() && setup.variant != QLatin1String("normal"))
            send(QStringLiteral("variant ") + setup.variant);
        for (const QString& cmd : cecp::timeControlCommands(setup.timeControl)) {
            if (cmd.startsWith(QLatin1String("st ")) && m_stUnsupported)
                send(QStringLiteral("level 1 ") + cmd.mid(3)); // GNU Chess 4 (section 13)
            else if (cmd.startsWith(QLatin1String("sd ")) && m_sdUnsupported) {
                send(QStringLiteral("depth"));
                send(cmd.mid(3));
            } else if (!cmd.startsWith(QLatin1String("nps ")) || m_caps.nps)
                send(cmd);
        }
        send(setup.post ? QStringLiteral("post") : QStringLiteral("nopost"));
        m_ponder = setup.ponder;
        send(setup.ponder ? QStringLiteral("hard") : QStringLiteral("easy"));
        if (!setup.opponentName.isEmpty() && !setup.opponentName.contains(QLatin1Char('\n')))
            send(QStringLiteral("name ") + setup.opponentName);
        if (m_icsFeature) send(QStringLiteral("ics -")); // a local opponent, no server
        if (m_icsFeature) send(QStringLiteral("ics -")); // a local opponent, no server
        if (setup.opponentIsComputer) send(QStringLiteral("computer"));
        send(QStringLiteral("force"));
        m_engineSide = Side::None;
        m_whiteToMove = true;
        if (!setup.fen.isEmpty()) setPosition(setup.fen);
        for (const MoveText& mv : setup.moves) {
            sendMove(mv);
            m_whiteToMove = !m_whiteToMove;
        }
        if (wasSearching || m_caps.ping) cancelSearch();
        setState(State::Idle);
        const Side wanted = setup.role == EngineRole::PlayWhite   ? Side::White
                            : setup.role == EngineRole::PlayBlack ? Side::Black
                                                                  : Side::None;
        if (wanted != Side::None && wanted != sideToMove()) {
            // The engine plays the side not on move: it waits for the opponent's move.
            playOther();
        } else if (wanted != Side::None) {
            // The engine is on move; it starts when go() is called (after setTime).
            m_engineSide = Side::None;
        }
    });
}

void CecpEngine::setPosition(const QString& fen) {
    if (m_caps.setboard) {
        send(QStringLiteral("setboard ") + fen);
    } else {
        const QStringList edit = cecp::editCommands(fen);
        if (edit.isEmpty()) {
            emit errorReported(tr("bad position"), fen);
            return;
        }
        // edit keeps the side to move: the spec's black-to-move kludge plays a dummy
        // move from the start position first.
        if (!cecp::fenWhiteToMove(fen)) send(cecp::blackToMoveKludgeMove(fen));
        send(QStringLiteral("edit"));
        for (const QString& cmd : edit)
            send(cmd);
        send(QStringLiteral("."));
    }
    m_whiteToMove = cecp::fenWhiteToMove(fen);
}

void CecpEngine::sendMove(const MoveText& move) {
    const QString text = (m_caps.san && !move.san.isEmpty()) ? move.san : move.coordinate;
    if (text.isEmpty() || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r')))
        return;
    m_lastMoveSent = text;
    send(m_caps.usermove ? QStringLiteral("usermove ") + text : text);
}

void CecpEngine::sendTimes() {
    if (!m_caps.time || m_ownTime < 0) return;
    send(cecp::timeCommand("time", m_ownTime));
    send(cecp::timeCommand("otim", m_opponentTime < 0 ? m_ownTime : m_opponentTime));
}

void CecpEngine::userMove(const MoveText& move) {
    whenReady([this, move] {
        const bool engineReplies =
            m_engineSide != Side::None && !m_analyzing && m_engineSide != sideToMove();
        if (engineReplies) sendTimes(); // idiom: time, otim, MOVE
        sendMove(move);
        m_whiteToMove = !m_whiteToMove;
        if (m_analyzing) return;
        if (engineReplies) {
            setState(State::Thinking);
        } else if (m_goAfterUserMove) {
            m_goAfterUserMove = false;
            sendGo();
        }
    });
}

void CecpEngine::sendGo() {
    // The idioms of section 13: with colors=1 the side is named, with GNU Chess 4's
    // kludge around the clock update.
    const bool white = m_whiteToMove;
    const bool times = m_caps.time && m_ownTime >= 0;
    if (m_caps.colors) {
        if (times) {
            send(white ? QStringLiteral("black") : QStringLiteral("white"));
            sendTimes();
        }
        send(white ? QStringLiteral("white") : QStringLiteral("black"));
    } else {
        sendTimes();
    }
    send(QStringLiteral("go"));
    m_engineSide = sideToMove();
    setState(State::Thinking);
}

void CecpEngine::go() {
    whenReady([this] {
        if (m_analyzing) stopAnalysis();
        m_goAfterUserMove = false;
        sendGo();
    });
}

void CecpEngine::playOther() {
    whenReady([this] {
        if (m_analyzing) stopAnalysis();
        if (m_caps.playother) {
            send(QStringLiteral("playother"));
            m_engineSide = m_whiteToMove ? Side::Black : Side::White;
            setState(m_ponder ? State::Pondering : State::Idle);
        } else {
            // Stay in force mode and start the engine when the opponent has moved.
            m_goAfterUserMove = true;
        }
    });
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

void CecpEngine::afterEngineMove() {
    setState(m_ponder ? State::Pondering : State::Idle);
}

void CecpEngine::force() {
    whenReady([this] {
        const bool searching = m_state == State::Thinking || m_state == State::Pondering;
        if (m_analyzing) {
            send(QStringLiteral("exit"));
            m_analyzing = false;
        }
        send(QStringLiteral("force"));
        m_engineSide = Side::None;
        m_goAfterUserMove = false;
        if (searching) cancelSearch();
        setState(State::Idle);
    });
}

void CecpEngine::moveNow() {
    whenReady([this] {
        if (m_state == State::Thinking) send(QStringLiteral("?"));
    });
}

void CecpEngine::undo() {
    whenReady([this] {
        if (!m_analyzing && m_engineSide != Side::None)
            force(); // the spec: undo only in force mode
        send(QStringLiteral("undo"));
        m_whiteToMove = !m_whiteToMove;
        if (m_caps.ping) cancelSearch();
    });
}

void CecpEngine::remove() {
    whenReady([this] {
        send(QStringLiteral("remove"));
        if (m_caps.ping) cancelSearch();
        if (m_state == State::Thinking) setState(State::Idle);
    });
}

void CecpEngine::startAnalysis() {
    whenReady([this] {
        if (!m_caps.analyze) {
            emit errorReported(tr("not supported"), QStringLiteral("analyze"));
            return;
        }
        if (m_analyzing) return;
        if (m_engineSide != Side::None) force();
        send(QStringLiteral("post"));
        send(QStringLiteral("analyze"));
        m_analyzing = true;
        setState(State::Analyzing);
    });
}

void CecpEngine::stopAnalysis() {
    whenReady([this] {
        if (!m_analyzing) return;
        send(QStringLiteral("exit"));
        m_analyzing = false;
        cancelSearch();
        setState(State::Idle);
    });
}

void CecpEngine::setOption(const QString& name, const QString& value) {
    if (value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')) ||
        name.contains(QLatin1Char('\n'))) {
        emit errorReported(tr("refused"), tr("option value with a line break"));
        return;
    }
    whenReady([this, name, value] {
        for (EngineOption& o : m_options) {
            if (o.name != name) continue;
            if (o.isButton()) {
                if (o.type == EngineOption::Type::Reset) {
                    // The engine re-sends its options: collect them afresh.
                    m_options.clear();
                    m_collectingOptions = true;
                    send(QStringLiteral("option ") + name);
                    return;
                }
                send(QStringLiteral("option ") + name);
                return;
            }
            const QString v = o.normalised(value);
            if (v.isEmpty() && !o.isText()) {
                emit errorReported(tr("bad value"), name + QLatin1Char('=') + value);
                return;
            }
            o.value = v;
            send(cecpOptionCommand(o, v));
            return;
        }
        emit errorReported(tr("unknown option"), name);
    });
}

void CecpEngine::setTime(qint64 ownMs, qint64 opponentMs) {
    m_ownTime = std::max<qint64>(0, ownMs);
    m_opponentTime = std::max<qint64>(0, opponentMs);
}

void CecpEngine::requestHint() {
    whenReady([this] { send(QStringLiteral("hint")); });
}

void CecpEngine::requestBook() {
    whenReady([this] {
        m_collectingBook = true;
        m_bookText.clear();
        send(QStringLiteral("bk"));
    });
}

void CecpEngine::offerDraw() {
    whenReady([this] {
        if (m_caps.draw) send(QStringLiteral("draw"));
    });
}

void CecpEngine::sendResult(GameResult result, const QString& reason) {
    whenReady([this, result, reason] {
        if (m_analyzing) {
            send(QStringLiteral("exit"));
            m_analyzing = false;
        }
        send(cecp::resultCommand(result, reason));
        // After a result the engine plays no more moves in this game.
        send(QStringLiteral("force"));
        m_engineSide = Side::None;
        m_gameOver = true;
        cancelSearch();
        setState(State::Idle);
    });
}

void CecpEngine::pause() {
    whenReady([this] {
        if (m_caps.pause && !m_paused) {
            send(QStringLiteral("pause"));
            m_paused = true;
        }
    });
}

void CecpEngine::resume() {
    whenReady([this] {
        if (m_paused) {
            send(QStringLiteral("resume"));
            m_paused = false;
        }
    });
}

void CecpEngine::answer(const QString& tag, const QString& text) {
    if (tag.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\n')) ||
        text.contains(QLatin1Char('\r')))
        return;
    whenReady([this, tag, text] { send(tag + QLatin1Char(' ') + text); });
}

void CecpEngine::liftPiece(const QString& square) {
    whenReady([this, square] {
        if (m_caps.highlight) send(QStringLiteral("lift ") + square);
    });
}

void CecpEngine::putPiece(const QString& square) {
    whenReady([this, square] {
        if (m_caps.highlight) send(QStringLiteral("put ") + square);
    });
}

void CecpEngine::hoverSquare(const QString& square) {
    whenReady([this, square] {
        if (m_caps.highlight) send(QStringLiteral("hover ") + square);
    });
}

void CecpEngine::sendRaw(const QString& line) {
    if (line.contains(QLatin1Char('\n')) || line.contains(QLatin1Char('\r'))) {
        emit errorReported(tr("refused"), tr("a line with a line break"));
        return;
    }
    send(line);
}

void CecpEngine::quit() {
    m_handshakeTimer.stop();
    m_deferred.clear();
    if (!m_process || m_state == State::Finished || m_state == State::NotStarted) {
        setState(State::Finished);
        return;
    }
    setState(State::Stopping);
    if (m_analyzing) send(QStringLiteral("exit"));
    m_analyzing = false;
    m_ready = false;
    m_process->shutdown(QStringLiteral("quit"), m_caps.sigterm,
                        int(QuitGraceMs * m_config.timeoutScale));
}

} // namespace tabiya

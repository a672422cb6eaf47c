// CecpEngine: starting, the handshake's timers, and every request turned into CECP commands.
// What the engine says is read in cecpengineoutput.cpp.

#include "cecpengine.h"

#include "cecpcommands.h"
#include "optionparser.h"

#include <QFileInfo>
#include <algorithm>

namespace tabiya {

CecpEngine::CecpEngine(QObject* parent)
    : Engine(parent) {
    m_handshakeTimer.setSingleShot(true);
    connect(&m_handshakeTimer, &QTimer::timeout, this, &CecpEngine::onHandshakeTimeout);
    // Engines that read one line per input event (GNU Chess 6) may sit on "protover 2"
    // until more input comes: an empty line now and then gets the features flowing. It
    // runs only for paced engines, until the first feature, and a while past the
    // handshake's end (on a loaded machine the features come late, and only if nudged).
    m_nudgeTimer.setInterval(NudgeMs);
    connect(&m_nudgeTimer, &QTimer::timeout, this, [this] {
        const bool running = m_state != State::Finished && m_state != State::Stopping;
        if (!running || m_sawFeature || ++m_nudges > MaxNudges)
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
    m_handshakeWithoutFeatures = false;
    m_setupUntouched = false;
    m_pingCounter = m_staleUntil = m_lastPong = 0;
    m_engineSide = Side::None;
    m_whiteToMove = true;
    m_analyzing = m_paused = m_gameOver = false;
    m_icsFeature = m_nameFeature = false;
    m_goAfterUserMove = false;
    m_stUnsupported = m_sdUnsupported = false;
    m_collectingBook = false;
    m_lateOptions.clear();

    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
    }
    m_process = new EngineProcess(this);
    connect(m_process, &EngineProcess::transcriptAdded, this, &Engine::transcript);
    connect(m_process, &EngineProcess::queueDrained, this, &Engine::linesDelivered);
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
        m_nudges = 0;
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
    if (m_ready) return;
    m_caps.protocolVersion = m_sawFeature ? 2 : 1;
    m_handshakeWithoutFeatures = !m_sawFeature;
    m_ready = true;
    sendMemory();
    if (m_caps.smp && m_config.cores > 0) send(QStringLiteral("cores %1").arg(m_config.cores));
    for (const auto& [type, path] : m_config.egtPaths)
        if (m_caps.egt.contains(type) && !path.contains(QLatin1Char('\n')))
            send(QStringLiteral("egtpath %1 %2").arg(type, path));
    // Options held until now go out with the engine's exact names; those the engine has
    // not declared wait for features that may still come (see sendLateResources).
    m_lateOptions.clear();
    for (const auto& [name, value] : m_config.initialOptions) {
        const bool known = std::any_of(m_options.cbegin(), m_options.cend(),
                                       [&](const EngineOption& o) { return o.name == name; });
        if (known || m_sawFeature)
            setOption(name, value);
        else
            m_lateOptions.insert(name, value);
    }
    for (const QString& line : m_config.initCommands)
        send(line);
    setState(State::Idle);
    emit ready();
    const auto deferred = std::exchange(m_deferred, {});
    for (const auto& action : deferred)
        action();
}

void CecpEngine::sendMemory() {
    if (!m_caps.memory || m_config.memoryMb < 0) return;
    send(QStringLiteral("memory %1")
             .arg(m_config.memoryMb > 0 ? m_config.memoryMb : DefaultMemoryMb));
}

void CecpEngine::sendLateResources(const QString& feature) {
    // Features that came after the handshake: what finishHandshake would have sent for
    // them goes out now.
    if (feature == QLatin1String("memory")) sendMemory();
    if (feature == QLatin1String("smp") && m_caps.smp && m_config.cores > 0)
        send(QStringLiteral("cores %1").arg(m_config.cores));
    if (feature == QLatin1String("egt"))
        for (const auto& [type, path] : m_config.egtPaths)
            if (m_caps.egt.contains(type) && !path.contains(QLatin1Char('\n')))
                send(QStringLiteral("egtpath %1 %2").arg(type, path));
}

void CecpEngine::resendPositionAfterLateFeatures() {
    // The handshake ended without features (a loaded machine: GNU Chess's come late), so
    // the game's position went out through edit, which GNU Chess 6 does not know: it
    // would play from the start position. Now that setboard is declared, the position
    // goes again that way, while no move has been played on it, and the engine's task
    // (search, wait for the opponent, analysis) starts afresh from it.
    m_handshakeWithoutFeatures = false;
    if (!m_caps.setboard || m_setup.fen.isEmpty() || !m_setupUntouched || m_gameOver) return;
    const bool thinking = m_state == State::Thinking;
    const bool analyzing = m_analyzing;
    const bool waiting = m_engineSide != Side::None || m_goAfterUserMove;
    m_process->note(tr("features came late: the position is sent again with setboard"));
    if (analyzing) send(QStringLiteral("exit"));
    m_analyzing = false;
    send(QStringLiteral("force"));
    cancelSearch(); // a move or lines about the position edit left are dropped
    m_engineSide = Side::None;
    m_goAfterUserMove = false;
    setPosition(m_setup.fen);
    for (const MoveText& mv : m_setup.moves) {
        sendMove(mv);
        m_whiteToMove = !m_whiteToMove;
    }
    setState(State::Idle);
    if (analyzing)
        startAnalysis();
    else if (thinking)
        sendGo();
    else if (waiting)
        playOther();
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
        m_setupUntouched = true;
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
        // "name" only to engines that asked (name=1); the spec's default off a server is 0.
        if (m_nameFeature && !setup.opponentName.isEmpty() &&
            !setup.opponentName.contains(QLatin1Char('\n')))
            send(QStringLiteral("name ") + setup.opponentName);
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

QString CecpEngine::moveWord(const MoveText& move) const {
    const QString text = (m_caps.san && !move.san.isEmpty()) ? move.san : move.coordinate;
    if (text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'))) return {};
    return text;
}

void CecpEngine::sendMove(const MoveText& move) {
    const QString text = moveWord(move);
    if (text.isEmpty()) return;
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
        m_setupUntouched = false;
        m_whiteToMove = !m_whiteToMove;
        if (m_analyzing) {
            // Lines still coming are about the position before the move: drop them.
            cancelSearch();
            return;
        }
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
        m_setupUntouched = false;
        m_whiteToMove = !m_whiteToMove;
        if (m_caps.ping) cancelSearch();
    });
}

void CecpEngine::remove() {
    whenReady([this] {
        send(QStringLiteral("remove"));
        m_setupUntouched = false;
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

void CecpEngine::sendExclusion(const QString& command, const QString& argument) {
    whenReady([this, command, argument] {
        if (!m_caps.exclude) {
            emit errorReported(tr("not supported"), command);
            return;
        }
        // The spec sends these only in analyze mode; the set resets on leaving it.
        if (!m_analyzing) {
            emit errorReported(tr("not analysing"), command);
            return;
        }
        if (argument.isEmpty()) return;
        send(command + QLatin1Char(' ') + argument);
        // The search restarts on the new set: lines in flight may name a move now left out.
        cancelSearch();
    });
}

void CecpEngine::excludeMove(const MoveText& move) {
    sendExclusion(QStringLiteral("exclude"), moveWord(move));
}

void CecpEngine::includeMove(const MoveText& move) {
    sendExclusion(QStringLiteral("include"), moveWord(move));
}

void CecpEngine::includeAll() {
    sendExclusion(QStringLiteral("include"), QStringLiteral("all"));
}

void CecpEngine::setScore(int centipawns, int depth) {
    whenReady([this, centipawns, depth] {
        if (!m_caps.setscore) {
            emit errorReported(tr("not supported"), QStringLiteral("setscore"));
            return;
        }
        send(QStringLiteral("setscore %1 %2").arg(centipawns).arg(std::max(0, depth)));
        if (m_analyzing) cancelSearch(); // the analysis starts again with the new score
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

void CecpEngine::requestStatus() {
    whenReady([this] {
        if (m_analyzing) send(QStringLiteral("."));
    });
}

void CecpEngine::offerDraw() {
    whenReady([this] {
        if (m_caps.draw) send(QStringLiteral("draw"));
    });
}

void CecpEngine::setPonder(bool on) {
    whenReady([this, on] {
        m_ponder = m_setup.ponder = on;
        send(on ? QStringLiteral("hard") : QStringLiteral("easy"));
        // easy ends a search on our time; the engine waits idle for the opponent's move.
        if (!on && m_state == State::Pondering) setState(State::Idle);
    });
}

void CecpEngine::sendResult(EngineResult result, const QString& reason) {
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

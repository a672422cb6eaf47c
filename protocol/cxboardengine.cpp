#include "cxboardengine.h"

#include "cecpcommands.h"

#include <QFileInfo>

namespace tabiya {

CxboardEngine::CxboardEngine(QObject* parent)
    : Engine(parent) {
    m_stopTimer.setSingleShot(true);
    connect(&m_stopTimer, &QTimer::timeout, this, [this] {
        if (!m_awaitingBestmove) return;
        m_process->note(tr("no bestmove after stop: going on"));
        // The answer will most likely never come: do not wait to discard it.
        if (m_discardBestmoves > 0) --m_discardBestmoves;
        releaseHeldLines();
    });
    m_handshakeTimer.setSingleShot(true);
    connect(&m_handshakeTimer, &QTimer::timeout, this, [this] {
        if (m_ready) return;
        m_process->note(m_gotOk ? tr("no readyok in time: going on")
                                : tr("no cxboardok in time: going on with what was received"));
        if (!m_gotOk)
            onCxboardOk();
        else
            becomeReady();
    });
}

CxboardEngine::~CxboardEngine() = default;

QString CxboardEngine::name() const {
    if (!m_caps.name.isEmpty()) return m_caps.name;
    if (!m_config.name.isEmpty()) return m_config.name;
    return QFileInfo(m_config.program).fileName();
}

QList<TranscriptEntry> CxboardEngine::transcriptEntries() const {
    if (!m_process) return {};
    const auto& t = m_process->transcript();
    return QList<TranscriptEntry>(t.begin(), t.end());
}

void CxboardEngine::setState(State state) {
    if (m_state == state) return;
    m_state = state;
    emit stateChanged(state);
}

void CxboardEngine::send(const QString& line) {
    if (!m_process) return;
    if (m_awaitingBestmove) {
        m_heldLines << line;
        return;
    }
    m_process->writeLine(line);
    if (line == QLatin1String("stop")) {
        m_awaitingBestmove = true;
        m_stopTimer.start(int(StopAnswerMs * m_config.timeoutScale));
    }
}

void CxboardEngine::releaseHeldLines() {
    m_stopTimer.stop();
    m_awaitingBestmove = false;
    // Through send(): a stop among them holds the rest again.
    for (const QString& line : std::exchange(m_heldLines, {}))
        send(line);
}

void CxboardEngine::whenReady(std::function<void()> action) {
    if (m_ready)
        action();
    else if (m_state == State::Starting || m_state == State::Handshake)
        m_deferred.append(std::move(action));
}

void CxboardEngine::start(const EngineConfig& config) {
    m_config = config;
    m_caps = EngineCapabilities();
    // What every CXBoard engine does by the protocol's definition.
    m_caps.protocolVersion = 1;
    m_caps.variants = {QStringLiteral("xiangqi")};
    m_caps.setboard = m_caps.analyze = m_caps.pause = m_caps.ping = true;
    m_caps.playother = true;
    m_caps.colors = false;
    m_caps.exclude = true; // emulated with go searchmoves (see restartInfinite)
    forgetRootMoves();
    m_options.clear();
    m_deferred.clear();
    m_gotOk = m_checkingProtection = m_ready = false;
    m_pendingReadyOk = 0;
    m_searching = m_analyzing = m_goAfterUserMove = m_paused = false;
    m_discardBestmoves = 0;
    m_awaitingBestmove = false;
    m_heldLines.clear();
    m_stopTimer.stop();
    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
    }
    m_process = new EngineProcess(this);
    connect(m_process, &EngineProcess::transcriptAdded, this, &Engine::transcript);
    connect(m_process, &EngineProcess::lineReceived, this, &CxboardEngine::onLine);
    connect(m_process, &EngineProcess::crashed, this, &CxboardEngine::onCrashed);
    connect(m_process, &EngineProcess::finished, this, [this] {
        m_handshakeTimer.stop();
        setState(State::Finished);
        emit finished();
    });
    connect(m_process, &EngineProcess::started, this, [this] {
        setState(State::Handshake);
        send(QStringLiteral("cxboard 1"));
        m_handshakeTimer.start(int(HandshakeMs * m_config.timeoutScale));
    });
    setState(State::Starting);
    m_process->start(config.program, config.arguments, config.workingDirectory);
}

void CxboardEngine::onCxboardOk() {
    m_gotOk = true;
    // Force mode for the whole session: we say when to search (see the class comment).
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
    m_ready = false;
    m_deferred.clear();
    setState(State::Finished);
    emit crashed(info);
}

void CxboardEngine::onLine(const QString& line) {
    using Kind = cxboard::Message::Kind;
    const cxboard::Message m = cxboard::parseLine(line);
    switch (m.kind) {
    case Kind::Empty:
    case Kind::Other: return;
    case Kind::IdName: m_caps.name = m.text; return;
    case Kind::IdAuthor: m_caps.author = m.text; return;
    case Kind::Option: {
        for (EngineOption& o : m_options)
            if (o.name == m.option.name) {
                o = m.option;
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
        if (m_pendingReadyOk > 0) --m_pendingReadyOk;
        if (!m_ready && m_gotOk && m_pendingReadyOk == 0 && !m_checkingProtection) becomeReady();
        return;
    case Kind::BestMove:
    case Kind::Move:
        if (m.kind == Kind::BestMove && m_awaitingBestmove) releaseHeldLines();
        if (!m_ready) return;
        if (m.kind == Kind::BestMove && m_discardBestmoves > 0) {
            --m_discardBestmoves;
            m_process->note(tr("bestmove %1 of a cancelled search ignored").arg(m.text));
            return;
        }
        if (!m_searching || m_analyzing) {
            m_process->note(tr("move %1 out of turn ignored").arg(m.text));
            return;
        }
        m_searching = false;
        m_redToMove = !m_redToMove;
        ++m_plies;
        m_lastMoveSent.clear();
        setState(State::Idle);
        emit moveMade(m.text);
        return;
    case Kind::Info:
        if (m_discardBestmoves > 0) return; // still the cancelled search talking
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

void CxboardEngine::cancelSearch() {
    if (!m_searching) return;
    send(QStringLiteral("stop"));
    m_searching = false;
    ++m_discardBestmoves;
}

void CxboardEngine::newGame(const GameSetup& setup) {
    whenReady([this, setup] {
        if (m_analyzing) {
            m_analyzing = false;
            m_searching = true;
        }
        cancelSearch();
        forgetRootMoves();
        m_setup = setup;
        m_goAfterUserMove = false;
        if (!setup.opponentName.isEmpty() && !setup.opponentName.contains(QLatin1Char('\n')))
            send(QStringLiteral("name ") + setup.opponentName);
        if (setup.opponentIsComputer) send(QStringLiteral("computer"));
        QString line = setup.fen.isEmpty() ? QStringLiteral("position startpos")
                                           : QStringLiteral("position cfen ") + setup.fen;
        // The spec writes "moves" even with no moves; we leave it out then, as UCI does.
        if (!setup.moves.isEmpty()) {
            line += QStringLiteral(" moves");
            for (const MoveText& mv : setup.moves)
                line += QLatin1Char(' ') + mv.coordinate;
        }
        send(line);
        m_redToMove = setup.fen.isEmpty() || cecp::fenWhiteToMove(setup.fen);
        if (setup.moves.size() % 2) m_redToMove = !m_redToMove;
        m_plies = int(setup.moves.size());
        setState(State::Idle);
        const bool engineIsRed = setup.role == EngineRole::PlayWhite;
        if (setup.role != EngineRole::Force && engineIsRed != m_redToMove) m_goAfterUserMove = true;
    });
}

void CxboardEngine::userMove(const MoveText& move) {
    whenReady([this, move] {
        if (move.coordinate.isEmpty() || move.coordinate.contains(QLatin1Char('\n'))) return;
        const bool analyzing = m_analyzing;
        if (analyzing) {
            // go infinite must be restarted on the new position.
            send(QStringLiteral("stop"));
            ++m_discardBestmoves;
        }
        forgetRootMoves();
        m_lastMoveSent = move.coordinate;
        send(QStringLiteral("move ") + move.coordinate);
        m_redToMove = !m_redToMove;
        ++m_plies;
        if (analyzing) {
            send(QStringLiteral("go infinite"));
        } else if (m_goAfterUserMove) {
            m_goAfterUserMove = false;
            sendGo();
        }
    });
}

void CxboardEngine::sendGo(const QString& extra) {
    QString line = QStringLiteral("go");
    if (!extra.isEmpty()) {
        line += QLatin1Char(' ') + extra;
    } else {
        const TimeControl& tc = m_setup.timeControl;
        if (tc.infinite) {
            line += QStringLiteral(" infinite");
        } else if (tc.isFixedPerMove()) {
            line += QStringLiteral(" movetime %1").arg(tc.fixedMoveMs);
        } else if (m_ownTime >= 0) {
            const qint64 red = m_redToMove ? m_ownTime : m_opponentTime;
            const qint64 black = m_redToMove ? m_opponentTime : m_ownTime;
            line += QStringLiteral(" rtime %1 btime %2")
                        .arg(std::max<qint64>(0, red))
                        .arg(std::max<qint64>(0, black));
            if (tc.movesPerSession > 0) {
                const int ownMovesMade = m_plies / 2;
                line += QStringLiteral(" movestogo %1")
                            .arg(tc.movesPerSession - ownMovesMade % tc.movesPerSession);
            }
            // CXBoard has no increment field; the increment shows up in the clocks.
        }
        if (tc.maxDepth > 0) line += QStringLiteral(" depth %1").arg(tc.maxDepth);
        if (tc.maxNodes > 0) line += QStringLiteral(" nodes %1").arg(tc.maxNodes);
    }
    send(line);
    m_searching = true;
    setState(State::Thinking);
}

void CxboardEngine::go() {
    whenReady([this] {
        if (m_analyzing) stopAnalysis();
        m_goAfterUserMove = false;
        sendGo();
    });
}

void CxboardEngine::playOther() {
    whenReady([this] { m_goAfterUserMove = true; });
}

void CxboardEngine::force() {
    whenReady([this] {
        if (m_analyzing) {
            m_analyzing = false;
            m_searching = true;
        }
        cancelSearch();
        m_goAfterUserMove = false;
        setState(State::Idle);
    });
}

void CxboardEngine::moveNow() {
    whenReady([this] {
        if (m_searching && !m_analyzing) send(QStringLiteral("stop")); // its bestmove is the move
    });
}

void CxboardEngine::undo() {
    whenReady([this] {
        force();
        forgetRootMoves();
        send(QStringLiteral("undo"));
        m_redToMove = !m_redToMove;
        m_plies = std::max(0, m_plies - 1);
    });
}

void CxboardEngine::remove() {
    whenReady([this] {
        force();
        forgetRootMoves();
        send(QStringLiteral("remove"));
        m_plies = std::max(0, m_plies - 2);
    });
}

void CxboardEngine::startAnalysis() {
    whenReady([this] {
        if (m_analyzing) return;
        cancelSearch();
        m_goAfterUserMove = false;
        sendGo(QStringLiteral("infinite"));
        m_analyzing = true;
        setState(State::Analyzing);
    });
}

void CxboardEngine::stopAnalysis() {
    whenReady([this] {
        if (!m_analyzing) return;
        m_analyzing = false;
        m_excluded.clear();
        cancelSearch();
        setState(State::Idle);
    });
}

void CxboardEngine::forgetRootMoves() {
    m_rootMoves.clear();
    m_excluded.clear();
}

void CxboardEngine::setRootMoves(const QList<MoveText>& legalMoves) {
    whenReady([this, legalMoves] {
        m_rootMoves.clear();
        for (const MoveText& m : legalMoves)
            if (!m.coordinate.isEmpty() && !m.coordinate.contains(QLatin1Char('\n')) &&
                !m.coordinate.contains(QLatin1Char(' ')))
                m_rootMoves << m.coordinate;
    });
}

void CxboardEngine::restartInfinite() {
    // CXBoard has no exclude command; "go searchmoves" restricts the root, which is the
    // same set of moves the CECP engine would search after its excludes.
    cancelSearch(); // the running go infinite, if any: its bestmove is dropped
    if (m_excluded.isEmpty()) {
        sendGo(QStringLiteral("infinite"));
        return;
    }
    QStringList remaining;
    for (const QString& m : std::as_const(m_rootMoves))
        if (!m_excluded.contains(m)) remaining << m;
    if (remaining.isEmpty()) {
        // Nothing left to search: the engine waits, as a CECP engine would after
        // "exclude all", until a move is included again.
        setState(State::Analyzing);
        return;
    }
    sendGo(QStringLiteral("infinite searchmoves ") + remaining.join(QLatin1Char(' ')));
    setState(State::Analyzing);
}

void CxboardEngine::excludeMove(const MoveText& move) {
    whenReady([this, move] {
        if (!m_analyzing || m_rootMoves.isEmpty()) {
            emit errorReported(m_analyzing ? tr("no move list for searchmoves")
                                           : tr("not analysing"),
                               QStringLiteral("exclude"));
            return;
        }
        if (!m_rootMoves.contains(move.coordinate) || m_excluded.contains(move.coordinate)) return;
        m_excluded << move.coordinate;
        restartInfinite();
    });
}

void CxboardEngine::includeMove(const MoveText& move) {
    whenReady([this, move] {
        if (!m_analyzing) {
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
            return;
        }
        if (!m_excluded.removeAll(move.coordinate)) return;
        restartInfinite();
    });
}

void CxboardEngine::includeAll() {
    whenReady([this] {
        if (!m_analyzing) {
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
            return;
        }
        if (m_excluded.isEmpty()) return;
        m_excluded.clear();
        restartInfinite();
    });
}

void CxboardEngine::setScore(int, int) {
    // CXBoard's "score" asks for the engine's score; nothing sets one.
    emit errorReported(tr("not supported"), QStringLiteral("setscore"));
}

void CxboardEngine::setOption(const QString& name, const QString& value) {
    if (value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')) ||
        name.contains(QLatin1Char('\n'))) {
        emit errorReported(tr("refused"), tr("option value with a line break"));
        return;
    }
    whenReady([this, name, value] {
        // Option names are not case sensitive in CXBoard.
        for (EngineOption& o : m_options) {
            if (o.name.compare(name, Qt::CaseInsensitive) != 0) continue;
            if (o.isButton()) {
                send(QStringLiteral("setoption name ") + o.name);
                return;
            }
            const QString v = o.normalised(value);
            if (v.isEmpty() && !o.isText()) {
                emit errorReported(tr("bad value"), name + QLatin1Char('=') + value);
                return;
            }
            o.value = v;
            QString text = v;
            if (o.type == EngineOption::Type::Check)
                text = v == QLatin1String("1") ? QStringLiteral("true") : QStringLiteral("false");
            if (o.isText() && text.isEmpty()) text = QStringLiteral("<empty>");
            // setoption is only sent while the engine waits: stop a search first.
            if (m_searching && !m_analyzing) cancelSearch();
            send(QStringLiteral("setoption name %1 value %2").arg(o.name, text));
            return;
        }
        emit errorReported(tr("unknown option"), name);
    });
}

void CxboardEngine::setTime(qint64 ownMs, qint64 opponentMs) {
    m_ownTime = std::max<qint64>(0, ownMs);
    m_opponentTime = std::max<qint64>(0, opponentMs);
}

void CxboardEngine::requestHint() {
    whenReady([this] { send(QStringLiteral("hint")); });
}

void CxboardEngine::offerDraw() {
    whenReady([this] { send(QStringLiteral("draw")); });
}

void CxboardEngine::sendResult(GameResult result, const QString& reason) {
    whenReady([this, result, reason] {
        force();
        send(cecp::resultCommand(result, reason));
    });
}

void CxboardEngine::pause() {
    whenReady([this] {
        if (!m_paused) {
            send(QStringLiteral("pause"));
            m_paused = true;
        }
    });
}

void CxboardEngine::resume() {
    whenReady([this] {
        if (m_paused) {
            send(QStringLiteral("resume"));
            m_paused = false;
        }
    });
}

void CxboardEngine::answer(const QString& tag, const QString& text) {
    if (tag.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\n')) ||
        text.contains(QLatin1Char('\r')))
        return;
    whenReady([this, tag, text] { send(tag + QLatin1Char(' ') + text); });
}

// CXBoard has no highlight protocol.
void CxboardEngine::liftPiece(const QString&) {}
void CxboardEngine::putPiece(const QString&) {}
void CxboardEngine::hoverSquare(const QString&) {}

void CxboardEngine::sendRaw(const QString& line) {
    if (line.contains(QLatin1Char('\n')) || line.contains(QLatin1Char('\r'))) {
        emit errorReported(tr("refused"), tr("a line with a line break"));
        return;
    }
    send(line);
}

void CxboardEngine::quit() {
    m_handshakeTimer.stop();
    m_deferred.clear();
    if (!m_process || m_state == State::Finished || m_state == State::NotStarted) {
        setState(State::Finished);
        return;
    }
    setState(State::Stopping);
    m_ready = false;
    m_stopTimer.stop();
    m_awaitingBestmove = false;
    m_heldLines.clear(); // nothing more for an engine on its way out
    m_process->shutdown(QStringLiteral("quit"), true, int(QuitGraceMs * m_config.timeoutScale));
}

} // namespace tabiya

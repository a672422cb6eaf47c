#include "cxboardengine.h"

#include "cecpcommands.h"
#include "cxboardcommands.h"

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
    m_driven = config.cxboardEngineDriven;
    m_engineSide = Side::None;
    m_searching = m_pondering = m_analyzing = m_paused = false;
    m_discardBestmoves = m_discardUntilReadyOk = 0;
    m_heldOptions.clear();
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

void CxboardEngine::cancelSearch() {
    if (!m_searching) return;
    m_searching = false;
    m_pondering = false;
    if (m_driven && m_engineSide != Side::None) {
        // In play mode "stop" is not valid (forced mode only): leaving play mode stops it.
        sendForce(true);
    } else {
        send(QStringLiteral("stop"));
        ++m_discardBestmoves;
    }
    flushHeldOptions();
}

void CxboardEngine::sendForce(bool wasSearching) {
    send(QStringLiteral("force"));
    m_engineSide = Side::None;
    if (!wasSearching) return;
    // CXBoard has no ping, but isready "can be used ... to ping the engine": a move printed
    // before the engine read "force" comes before the readyok and is dropped.
    send(QStringLiteral("isready"));
    ++m_discardUntilReadyOk;
}

void CxboardEngine::sendOptionLine(const QString& line) {
    if (m_searching && !m_analyzing)
        m_heldOptions << line;
    else
        send(line);
}

void CxboardEngine::flushHeldOptions() {
    if (m_searching && !m_analyzing) return;
    for (const QString& line : std::exchange(m_heldOptions, {}))
        send(line);
}

void CxboardEngine::selectVariant(const QString& variant) {
    // CECP names ("normal", "xiangqi") against the Variant combo the spec defines
    // ("Default is XiangQi"); tabiya-engine offers XiangQi and Chess.
    const QString wanted =
        variant.isEmpty() || variant == QLatin1String("normal") ? QStringLiteral("chess") : variant;
    for (EngineOption& o : m_options) {
        if (o.name.compare(QLatin1String("Variant"), Qt::CaseInsensitive) != 0 ||
            o.type != EngineOption::Type::Combo)
            continue;
        for (const QString& choice : std::as_const(o.choices)) {
            if (choice.compare(wanted, Qt::CaseInsensitive) != 0 &&
                !(wanted == QLatin1String("chess") &&
                  choice.compare(QLatin1String("normal"), Qt::CaseInsensitive) == 0))
                continue;
            if (o.value != choice) {
                o.value = choice;
                sendOptionLine(QStringLiteral("setoption name %1 value %2").arg(o.name, choice));
            }
            return;
        }
        emit errorReported(tr("variant not supported"), variant);
        return;
    }
    // Without the option an engine plays xiangqi, CXBoard's game.
    if (wanted != QLatin1String("xiangqi"))
        emit errorReported(tr("variant not supported"), variant);
}

void CxboardEngine::newGame(const GameSetup& setup) {
    whenReady([this, setup] {
        if (m_analyzing) {
            m_analyzing = false;
            m_searching = true;
        }
        cancelSearch();
        // Out of play mode before a new position (the engine may still play the last game).
        if (m_driven && m_engineSide != Side::None) sendForce(false);
        m_engineSide = Side::None;
        if (m_paused) {
            send(QStringLiteral("resume")); // a paused engine takes nothing but resume
            m_paused = false;
        }
        forgetRootMoves();
        m_setup = setup;
        selectVariant(setup.variant);
        if (!setup.opponentName.isEmpty() && !setup.opponentName.contains(QLatin1Char('\n')))
            send(QStringLiteral("name ") + setup.opponentName);
        if (setup.opponentIsComputer) send(QStringLiteral("computer"));
        if (m_driven) {
            // The engine keeps the clock in play mode: it gets the time control first.
            const QString clock = cxboard::clockCommand(setup.timeControl);
            if (!clock.isEmpty()) send(clock);
        }
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
        const Side wanted = setup.role == EngineRole::PlayWhite   ? Side::Red
                            : setup.role == EngineRole::PlayBlack ? Side::Black
                                                                  : Side::None;
        // On move: it starts at go() (after setTime). Else it waits for the opponent.
        if (wanted != Side::None && wanted != sideToMove()) playOther();
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
            return;
        }
        if (m_pondering) {
            // The spec's "go ponder": the next move switches it to the standard search.
            m_pondering = false;
            if (engineOnMove()) {
                setState(State::Thinking);
                return;
            }
            m_pondering = true;
            cancelSearch();
        }
        // The engine answers the move when it plays the side now on move, as a CECP engine
        // does: by itself in the engine-driven mode, after a go in forced mode.
        if (!engineOnMove()) return;
        if (m_driven) {
            m_searching = true;
            setState(State::Thinking);
        } else {
            sendGo();
        }
    });
}

void CxboardEngine::sendGo(const QString& extra, bool ponder) {
    QString args = extra;
    if (args.isEmpty()) {
        cxboard::GoClocks clocks;
        const TimeControl& tc = m_setup.timeControl;
        if (m_ownTime >= 0) {
            const bool engineRed =
                m_engineSide == Side::None ? m_redToMove : m_engineSide == Side::Red;
            clocks.redMs = engineRed ? m_ownTime : m_opponentTime;
            clocks.blackMs = engineRed ? m_opponentTime : m_ownTime;
            if (tc.movesPerSession > 0) {
                // The engine's moves made before the one this search is for.
                const int ownMovesMade = (m_plies + (ponder ? 1 : 0)) / 2;
                clocks.movesToGo = tc.movesPerSession - ownMovesMade % tc.movesPerSession;
            }
        }
        args = cxboard::goArguments(tc, clocks, ponder);
    }
    send(args.isEmpty() ? QStringLiteral("go") : QStringLiteral("go ") + args);
    m_searchClock.start();
    m_searching = true;
    m_pondering = ponder;
    setState(ponder ? State::Pondering : State::Thinking);
}

void CxboardEngine::playCurrent() {
    m_engineSide = sideToMove();
    if (m_driven) {
        send(QStringLiteral("playcurrent"));
        m_searching = true;
        setState(State::Thinking);
    } else {
        sendGo();
    }
}

void CxboardEngine::go() {
    whenReady([this] {
        if (m_analyzing) stopAnalysis();
        if (m_searching && !m_pondering && engineOnMove()) return; // already on it
        cancelSearch(); // a pondering go: the position is the same, the search is not
        playCurrent();
    });
}

void CxboardEngine::playOther() {
    whenReady([this] {
        if (m_analyzing) stopAnalysis();
        cancelSearch();
        m_engineSide = m_redToMove ? Side::Black : Side::Red;
        // Forced mode ponders only after a move of its own, once the clocks are known.
        if (m_driven) send(QStringLiteral("playother")); // the engine ponders, if it does
        setState(State::Idle);
    });
}

void CxboardEngine::force() {
    whenReady([this] {
        if (m_analyzing) {
            m_analyzing = false;
            m_searching = true;
        }
        cancelSearch();
        if (m_driven && m_engineSide != Side::None) sendForce(false);
        m_engineSide = Side::None;
        setState(State::Idle);
    });
}

void CxboardEngine::moveNow() {
    whenReady([this] {
        if (!m_searching || m_analyzing || m_pondering) return;
        // Forced mode: the answer to stop is the move; play mode: "?".
        send(m_driven && m_engineSide != Side::None ? QStringLiteral("?") : QStringLiteral("stop"));
    });
}

void CxboardEngine::undo() {
    whenReady([this] {
        force(); // the spec: "The interface must always put the engine in force mode"
        forgetRootMoves();
        send(QStringLiteral("undo"));
        m_redToMove = !m_redToMove;
        m_plies = std::max(0, m_plies - 1);
    });
}

void CxboardEngine::remove() {
    whenReady([this] {
        // "remove" may be sent in any mode and the engine keeps its side; a search in
        // progress is about a position that goes, so it is stopped first.
        const Side side = m_engineSide;
        force();
        forgetRootMoves();
        send(QStringLiteral("remove"));
        m_plies = std::max(0, m_plies - 2);
        if (side == Side::None) return;
        if (side == sideToMove()) {
            playCurrent();
        } else {
            m_engineSide = side;
            if (m_driven) send(QStringLiteral("playother"));
        }
    });
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
                sendOptionLine(QStringLiteral("setoption name ") + o.name);
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
            sendOptionLine(QStringLiteral("setoption name %1 value %2").arg(o.name, text));
            return;
        }
        emit errorReported(tr("unknown option"), name);
    });
}

// Forced mode: the clocks of the next go. The engine-driven mode keeps its own clock from
// "clock" (CXBoard has no command to correct it during a game).
void CxboardEngine::setTime(qint64 ownMs, qint64 opponentMs) {
    m_ownTime = std::max<qint64>(0, ownMs);
    m_opponentTime = std::max<qint64>(0, opponentMs);
}

void CxboardEngine::requestHint() {
    whenReady([this] { send(QStringLiteral("hint")); });
}

void CxboardEngine::requestStatus() {
    // "score": the engine answers with an info line (a thinking line, depth 0 or more).
    whenReady([this] { send(QStringLiteral("score")); });
}

void CxboardEngine::offerDraw() {
    whenReady([this] { send(QStringLiteral("draw")); });
}

void CxboardEngine::setPonder(bool on) {
    // Read when the engine has moved (go ponder then); a search already pondering ends with
    // the opponent's move as usual.
    whenReady([this, on] { m_setup.ponder = on; });
}

void CxboardEngine::sendResult(EngineResult result, const QString& reason) {
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
